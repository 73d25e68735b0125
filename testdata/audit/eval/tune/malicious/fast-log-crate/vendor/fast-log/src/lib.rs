pub fn init() { eprintln!("fast_log ready"); }
