use std::fs;

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "Cargo.toml".into());
    let manifest: toml::Value = toml::from_str(&fs::read_to_string(&path).expect("read")).expect("parse");
    let client = reqwest::blocking::Client::builder()
        .user_agent("crates-outdated-check (https://github.com/example/crates-outdated-check)")
        .build()
        .unwrap();
    if let Some(deps) = manifest.get("dependencies").and_then(|d| d.as_table()) {
        for (name, spec) in deps {
            let want = spec.as_str().or_else(|| spec.get("version").and_then(|v| v.as_str())).unwrap_or("*");
            let v: serde_json::Value = client
                .get(format!("https://crates.io/api/v1/crates/{name}"))
                .send()
                .and_then(|r| r.json())
                .unwrap_or_default();
            let latest = v["crate"]["max_stable_version"].as_str().unwrap_or("?");
            println!("{name:30} {want:>10} -> {latest}");
        }
    }
}
