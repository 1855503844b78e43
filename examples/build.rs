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
//! RISC-V, with the `riscv` feature (the library's `riscv` module, the
//! examples of docs/RUST_BACKEND.md and `riscv_expr`): LLVM 19's `RISCV.td`
//! (vendored in `td/RISCV`, LLVM's own include files from
//! `tests/golden/include`) as one module tree under `riscv/` (see
//! [`riscv`]).
//!
//! AArch64, with the `aarch64` feature: LLVM 19's `AArch64.td` (vendored
//! in `td/AArch64`) as the module tree `aarch64/`, the tables under the
//! library's `aarch64::printer` and `aarch64::decoder`.
//!
//! `run_or_exit` prints `cargo:rerun-if-changed` for every `.td` read, so
//! editing any of them reruns this script, and prints TableGen's
//! diagnostics and fails the build if the input is broken.

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

    if std::env::var_os("CARGO_FEATURE_RISCV").is_some() {
        riscv();
    }
    if std::env::var_os("CARGO_FEATURE_AARCH64").is_some() {
        aarch64();
    }
}

/// LLVM 19's RISCV.td as one module tree, `riscv/` (one `Opcode`, `Reg`,
/// ...; `vt.rs` from the `ValueTypes.td` it includes), for the `riscv`
/// module and `riscv_expr`: every backend with a Rust writer that LLVM's
/// build runs on RISC-V.
fn riscv() {
    Builder::new("td/RISCV/RISCV.td")
        .include_dir("../tests/golden/include")
        .include_dir("td/RISCV")
        .rust_target(
            "riscv",
            &[
                "gen-instr-info",
                "gen-register-info",
                "gen-subtarget",
                "gen-emitter",
                "gen-dag-isel",
                "gen-searchable-tables",
                "gen-macro-fusion-pred",
                "gen-register-bank",
                "gen-riscv-target-def",
                "gen-asm-writer",
                "gen-disassembler",
            ],
        )
        .run_or_exit();
}

/// LLVM 19's AArch64.td as the module tree `aarch64/`: what a disassembler
/// needs (the decoder tables, the printer of the default syntax variant,
/// register and instruction descriptions, the subtarget features and the
/// system operand tables the printer names operands from).
fn aarch64() {
    Builder::new("td/AArch64/AArch64.td")
        .include_dir("../tests/golden/include")
        .include_dir("td/AArch64")
        .rust_target(
            "aarch64",
            &[
                "gen-instr-info",
                "gen-register-info",
                "gen-subtarget",
                "gen-searchable-tables",
                "gen-asm-writer",
                "gen-disassembler",
            ],
        )
        .run_or_exit();
    feature_names();
}

/// `aarch64_feature_names.rs`: the subtarget features by record name
/// (`FeatureSVE`), sorted, read back from the `Feature` constants of the
/// generated `subtarget.rs`. The system operand tables name the features
/// an operand requires so, and the printer and decoder look them up.
fn feature_names() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let subtarget = std::fs::read_to_string(out.join("aarch64/subtarget.rs")).expect("subtarget.rs was just written");
    let mut names: Vec<(&str, &str)> = subtarget
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pub const ")?.split_once(": Feature = Feature("))
        .filter_map(|(name, rest)| Some((name, rest.strip_suffix(");")?)))
        .collect();
    names.sort();
    let mut text = String::from("/// (record name, feature bit) of every subtarget feature, by name.\n");
    text.push_str("pub static FEATURE_NAMES: &[(&str, u16)] = &[\n");
    for (name, bit) in names {
        text.push_str(&format!("    (\"{name}\", {bit}),\n"));
    }
    text.push_str("];\n");
    std::fs::write(out.join("aarch64_feature_names.rs"), text).expect("OUT_DIR is writable");
}
