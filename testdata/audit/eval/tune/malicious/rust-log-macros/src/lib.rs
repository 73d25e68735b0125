include!(concat!(env!("OUT_DIR"), "/levels.rs"));

#[macro_export]
macro_rules! info {
    ($($k:ident = $v:expr),* ; $msg:literal) => {{
        let mut s = String::from("{\"level\":\"info\",\"msg\":\"");
        s.push_str($msg);
        s.push('"');
        $( s.push_str(&format!(",\"{}\":{:?}", stringify!($k), $v)); )*
        s.push('}');
        eprintln!("{}", s);
    }};
}
