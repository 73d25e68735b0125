#include <napi.h>

Napi::Value Sum(const Napi::CallbackInfo& info) {
  Napi::Float64Array arr = info[0].As<Napi::Float64Array>();
  double s = 0;
  for (size_t i = 0; i < arr.ElementLength(); i++) s += arr[i];
  return Napi::Number::New(info.Env(), s);
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("sum", Napi::Function::New(env, Sum));
  return exports;
}

NODE_API_MODULE(fast_sum, Init)
