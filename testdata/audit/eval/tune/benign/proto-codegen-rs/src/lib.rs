pub mod api {
    include!(concat!(env!("OUT_DIR"), "/api.rs"));
}
