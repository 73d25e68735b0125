pub mod orders {
    include!(concat!(env!("OUT_DIR"), "/orders.v1.rs"));
}
