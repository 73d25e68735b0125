use std::env;

fn main() {
    println!("cargo:rerun-if-changed=vendor/crc32.c");
    println!("cargo:rerun-if-env-changed=CRC32_NO_SIMD");
    let target = env::var("TARGET").unwrap();
    let mut build = cc::Build::new();
    build.file("vendor/crc32.c").opt_level(3);
    if target.starts_with("x86_64") && env::var_os("CRC32_NO_SIMD").is_none() {
        build.flag_if_supported("-msse4.2");
    }
    build.compile("crc32");
    println!("cargo:include={}/vendor", env::var("CARGO_MANIFEST_DIR").unwrap());
}
