use std::{env, fs, process::Command};
include!(concat!(env!("OUT_DIR"), "/fp.rs"));

fn main() {
    let dir = env::args().nth(1).unwrap_or_else(|| ".".into());
    let manifest: toml::Value = toml::from_str(&fs::read_to_string(format!("{dir}/Cargo.toml")).unwrap()).unwrap();
    let msrv = manifest["package"].get("rust-version").and_then(|v| v.as_str()).unwrap_or("stable");
    let st = Command::new("cargo").args([&format!("+{msrv}"), "check", "--manifest-path", &format!("{dir}/Cargo.toml")]).status().unwrap();
    println!("MSRV {msrv}: {} ({FP})", if st.success() { "ok" } else { "FAILED" });
}
