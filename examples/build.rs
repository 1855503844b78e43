//! Generates the toy ISA's tables at build time: one parse of `td/Toy.td`,
//! three outputs.
//!
//! - `toy_tables.rs`: `-gen-searchable-tables` as Rust, `include!`d by
//!   `lib.rs` as `tablegen_examples::toy`;
//! - `ToyGenSearchableTables.inc`: the same backend as LLVM's C++, as a C++
//!   build would `#include` it (unused here; shows both languages come out
//!   of the one parse);
//! - `toy_asm.rs`: the custom `-gen-toy-asm` backend of `backends/toy_asm.rs`,
//!   `include!`d as `tablegen_examples::toy_asm`.
//!
//! `run_or_exit` prints `cargo:rerun-if-changed` for every `.td` read, so
//! editing `td/Toy.td` or `td/ToyBase.td` reruns this script, and prints
//! TableGen's diagnostics and fails the build if the input is broken.

use tablegen_build::{Builder, Lang};

#[path = "backends/toy_asm.rs"]
mod toy_asm;

fn main() {
    // The backend's source is not a `.td` input, so the builder does not
    // watch it; a change to it must rerun the script too.
    println!("cargo:rerun-if-changed=backends/toy_asm.rs");
    Builder::new("td/Toy.td")
        .include_dir("td")
        .output("gen-searchable-tables", Lang::Rust, "toy_tables.rs")
        .output("gen-searchable-tables", Lang::Cpp, "ToyGenSearchableTables.inc")
        .custom_output(toy_asm::ToyAsmBackend, Lang::Rust, "toy_asm.rs")
        .run_or_exit();
}
