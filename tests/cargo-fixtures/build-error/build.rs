fn main() {
    tablegen_build::Builder::new("td/Bad.td")
        .output("print-records", tablegen_build::Lang::Cpp, "records.txt")
        .run_or_exit();
}
