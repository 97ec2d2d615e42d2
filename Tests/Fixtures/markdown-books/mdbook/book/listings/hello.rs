use std::io;

fn main() {
    // ANCHOR: greet
    let name = "world";
    println!("hello, {name}");
    // ANCHOR_END: greet
}
