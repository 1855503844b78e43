const RECORDS: &str = include_str!(concat!(env!("OUT_DIR"), "/records.txt"));

fn main() {
    print!("{RECORDS}");
}
