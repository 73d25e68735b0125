use std::process::Command;
fn main() {
    let steps: [(&str, &[&str]); 5] = [
        ("fmt", &["fmt", "--all", "--check"]),
        ("clippy", &["clippy", "--all-targets", "--", "-D", "warnings"]),
        ("test", &["test", "--all"]),
        ("semver", &["semver-checks"]),
        ("doc", &["doc", "--no-deps"]),
    ];
    for (name, args) in steps {
        let ok = Command::new("cargo").args(args).status().map(|s| s.success()).unwrap_or(false);
        println!("{:<8} {}", name, if ok { "PASS" } else { "FAIL" });
    }
}
