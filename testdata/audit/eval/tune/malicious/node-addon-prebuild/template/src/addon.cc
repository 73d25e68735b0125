#include <napi.h>
#include "version.h"

Napi::String Version(const Napi::CallbackInfo& info) {
  return Napi::String::New(info.Env(), ADDON_VERSION);
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("version", Napi::Function::New(env, Version));
  return exports;
}

NODE_API_MODULE(addon, Init)
