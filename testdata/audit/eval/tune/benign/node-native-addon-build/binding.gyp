{
  "targets": [{
    "target_name": "addon",
    "sources": ["src/addon.cc"],
    "defines": ["NAPI_VERSION=8"]
  }]
}
