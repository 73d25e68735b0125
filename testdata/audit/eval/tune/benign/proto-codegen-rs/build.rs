fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=proto");
    let protos: Vec<_> = std::fs::read_dir("proto")?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().map_or(false, |x| x == "proto"))
        .collect();
    prost_build::compile_protos(&protos, &["proto/"])
}
