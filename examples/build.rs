//! Generates the examples' tables at build time.
//!
//! The toy ISA: one parse of `td/Toy.td`, three outputs.
//!
//! - `toy_tables.rs`: `-gen-searchable-tables` as Rust, `include!`d by
//!   `lib.rs` as `tablegen_examples::toy`;
//! - `ToyGenSearchableTables.inc`: the same backend as LLVM's C++, as a C++
//!   build would `#include` it (unused here; shows both languages come out
//!   of the one parse);
//! - `toy_asm.rs`: the custom `-gen-toy-asm` backend of `backends/toy_asm.rs`,
//!   `include!`d as `tablegen_examples::toy_asm`.
//!
//! RISC-V, for the `riscv_expr` example: one parse of LLVM 19's `RISCV.td`
//! (vendored in `td/RISCV`, LLVM's own include files from
//! `tests/golden/include`), five Rust outputs under `riscv/`:
//! `-gen-dag-isel` (the matcher table, which runs on tablegen-runtime,
//! written with `-omit-comments`: 17 MB instead of 94), `-gen-instr-info` (`Opcode`),
//! `-gen-register-info` (`Reg`), `-gen-emitter` (the encoder) and
//! `-gen-subtarget` (the feature bits the selection hooks read).
//!
//! `run_or_exit` prints `cargo:rerun-if-changed` for every `.td` read, so
//! editing any of them reruns this script, and prints TableGen's
//! diagnostics and fails the build if the input is broken.

use tablegen_build::backends::dag_isel::OMIT_COMMENTS;
use tablegen_build::{Builder, Lang, Options};

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

    let mut omit_comments = Options::default();
    if let Err(e) = omit_comments.set(&OMIT_COMMENTS, "true") {
        println!("cargo:warning=omit-comments: {e}");
        std::process::exit(1);
    }
    Builder::new("td/RISCV/RISCV.td")
        .include_dir("../tests/golden/include")
        .include_dir("td/RISCV")
        .output_with("gen-dag-isel", Lang::Rust, "riscv/dag_isel.rs", omit_comments)
        .output("gen-instr-info", Lang::Rust, "riscv/instr_info.rs")
        .output("gen-register-info", Lang::Rust, "riscv/register_info.rs")
        .output("gen-emitter", Lang::Rust, "riscv/emitter.rs")
        .output("gen-subtarget", Lang::Rust, "riscv/subtarget.rs")
        .run_or_exit();
}
