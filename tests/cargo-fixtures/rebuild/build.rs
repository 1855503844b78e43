// Shapes from td/Root.td (which includes td/BuildInc.td), generated into
// $OUT_DIR by tablegen_build::Builder, which prints cargo:rerun-if-changed
// for exactly the files it read.
fn main() {
    tablegen_build::Builder::new("td/Root.td")
        .include_dir("td")
        .output("gen-searchable-tables", tablegen_build::Lang::Rust, "shapes.rs")
        .run_or_exit();
}
