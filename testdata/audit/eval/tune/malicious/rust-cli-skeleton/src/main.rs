use clap::Parser;

#[derive(Parser)]
struct Args { name: String }

fn main() -> anyhow::Result<()> {
    let a = Args::parse();
    println!("hello {}", a.name);
    Ok(())
}
