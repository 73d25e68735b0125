#include <ruby.h>

static VALUE rb_native_hello(VALUE self) { return rb_str_new_cstr("hello from C"); }

void Init_native(void) {
  VALUE m = rb_define_module("Native");
  rb_define_singleton_method(m, "hello", rb_native_hello, 0);
}
