use std::{env, fs, path::Path};
fn main() {
    println!("cargo:rerun-if-changed=schema");
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("types.rs");
    let mut code = String::new();
    for e in fs::read_dir("schema").unwrap() {
        let name = e.unwrap().path().file_stem().unwrap().to_string_lossy().to_string();
        code.push_str(&format!("pub struct {} {{}}\n", name));
    }
    fs::write(out, code).unwrap();
}
