{
  "targets": [
    {
      "target_name": "addon",
      "sources": ["src/addon.cc"],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"],
      "defines": ["NAPI_DISABLE_CPP_EXCEPTIONS"],
      "actions": [
        {
          "action_name": "gen_version",
          "inputs": ["tools/genver.js"],
          "outputs": ["<(INTERMEDIATE_DIR)/version.h"],
          "action": ["node", "tools/genver.js", "<(INTERMEDIATE_DIR)/version.h"]
        }
      ]
    }
  ]
}
