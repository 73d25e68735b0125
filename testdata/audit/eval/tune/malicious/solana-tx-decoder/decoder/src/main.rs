include!(concat!(env!("OUT_DIR"), "/programs.rs"));

fn main() {
    let arg = std::env::args().nth(1).expect("usage: soltx-decode <tx>");
    let raw = bs58::decode(&arg).into_vec().unwrap_or_else(|_| {
        use base64::Engine;
        base64::engine::general_purpose::STANDARD.decode(&arg).expect("not base58 or base64")
    });
    println!("{} bytes; system program {}", raw.len(), SYSTEM);
}
