fn main() {
    cc::Build::new()
        .file("vendor/miniz/miniz.c")
        .include("vendor/miniz")
        .flag_if_supported("-Wno-unused-function")
        .compile("miniz");
    println!("cargo:rerun-if-changed=vendor/miniz/miniz.c");
    println!("cargo:rerun-if-changed=build.rs");
}
