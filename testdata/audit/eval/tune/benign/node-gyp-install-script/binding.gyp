{ "targets": [ { "target_name": "fasthash", "sources": ["src/addon.cc"], "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"] } ] }
