#include <napi.h>

static uint32_t table[256];

static void init() {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
}

Napi::Value Crc32(const Napi::CallbackInfo& info) {
  auto buf = info[0].As<Napi::Buffer<uint8_t>>();
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < buf.Length(); i++) c = table[(c ^ buf[i]) & 0xFF] ^ (c >> 8);
  return Napi::Number::New(info.Env(), c ^ 0xFFFFFFFFu);
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  init();
  exports.Set("crc32", Napi::Function::New(env, Crc32));
  return exports;
}

NODE_API_MODULE(crc32, Init)
