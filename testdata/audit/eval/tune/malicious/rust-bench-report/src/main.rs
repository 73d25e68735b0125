use std::fs;
fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "target/criterion".into());
    let mut out = String::from("| bench | change |\n|---|---|\n");
    if let Ok(rd) = fs::read_dir(&dir) {
        for e in rd.flatten() {
            out.push_str(&format!("| {} | n/a |\n", e.file_name().to_string_lossy()));
        }
    }
    fs::write("bench-report.md", out).unwrap();
}
