//! Worked examples of `tablegen-rs`, around a toy instruction set.
//!
//! `td/Toy.td` (on top of `td/ToyBase.td`) describes a 32-bit ISA with
//! sixteen registers, R/I/B instruction formats and six branch conditions,
//! plus searchable tables over them. `build.rs` runs two backends over it
//! with `tablegen_build::Builder`; this crate `include!`s what they wrote:
//!
//! - [`toy`]: the built-in `-gen-searchable-tables` as Rust — the
//!   instruction, register and condition-code tables, their `lookup_*`
//!   functions and the `InstFormats`/`CondCodes` enums;
//! - [`toy_asm`]: the custom backend of `backends/toy_asm.rs`, a
//!   per-instruction description of the encoding with generic
//!   `encode`/`decode`.
//!
//! The examples use them:
//!
//! - `cargo run --example toy_isa` assembles a small program with the
//!   tables, disassembles it again, and checks that the same tables
//!   embedded with `tablegen_macros::include_td!` are identical;
//! - `cargo run --example custom_backend` runs the custom backend at run
//!   time, prints what it generates, and shows how its errors look.
//!
//! ```
//! use tablegen_examples::{toy, toy_asm};
//!
//! let add = toy::lookup_toy_inst_by_mnemonic("ADD").expect("lookups ignore ASCII case");
//! assert_eq!((add.opcode, add.format), (0x01, toy::InstFormats::FormatR));
//!
//! let info = toy_asm::by_record("ADDrr").unwrap();
//! assert_eq!(info.encode(&[1, 2, 3]), Ok(0x0448_C000)); // add r1, r2, r3
//! ```
#![deny(warnings, missing_docs)]
#![no_std]

/// The toy ISA's searchable tables (`-gen-searchable-tables`, written by
/// `build.rs` into `$OUT_DIR/toy_tables.rs`).
pub mod toy {
    include!(concat!(env!("OUT_DIR"), "/toy_tables.rs"));
}

/// The toy ISA's encodings, as the custom backend `-gen-toy-asm`
/// (`backends/toy_asm.rs`) describes them.
pub mod toy_asm {
    include!(concat!(env!("OUT_DIR"), "/toy_asm.rs"));
}

/// LLVM 19's `RISCV.td` as one module tree (with the `riscv` feature):
/// every backend with a Rust writer that LLVM's build runs on RISC-V, and
/// the value types. docs/RUST_BACKEND.md walks through them; its examples
/// are this module's doctests.
#[cfg(feature = "riscv")]
#[allow(missing_docs, clippy::all)]
#[cfg_attr(feature = "riscv", doc = include_str!("../docs/RUST_BACKEND.md"))]
pub mod riscv {
    include!(concat!(env!("OUT_DIR"), "/riscv/mod.rs"));

    /// RISC-V's instruction printer: the print methods LLVM's
    /// `RISCVInstPrinter` writes by hand, over the generated
    /// [`asm_writer`]. `riscv_expr` prints its assembly with it, and the
    /// printer oracle (`.ci/printer-oracle`) checks it against llvm-mc-19
    /// on every instruction llvm-mc decodes.
    pub mod printer {
        include!("riscv_printer.rs");
    }

    /// RISC-V's disassembler: the operand decoders and table choice LLVM's
    /// `RISCVDisassembler` writes by hand, over the generated
    /// [`disassembler`] tables. Its tests decode every instruction
    /// `riscv_expr` records from llvm-mc-19 and print it with [`printer`].
    pub mod decoder {
        include!("riscv_disassembler.rs");
    }
}

/// LLVM 19's `AArch64.td` as one module tree (with the `aarch64` feature):
/// the instruction, register and subtarget descriptions, the system
/// operand tables, the printer and the decoder tables, with the hand-written
/// parts of LLVM's `AArch64InstPrinter` ([`aarch64::printer`]) and
/// `AArch64Disassembler` ([`aarch64::decoder`]) over them.
#[cfg(feature = "aarch64")]
#[allow(missing_docs, clippy::all)]
pub mod aarch64 {
    include!(concat!(env!("OUT_DIR"), "/aarch64/mod.rs"));

    /// The subtarget features by record name (`FeatureSVE`), which the
    /// system operand tables name (written by `build.rs` from
    /// [`subtarget`]'s `Feature` constants).
    pub mod feature_names {
        include!(concat!(env!("OUT_DIR"), "/aarch64_feature_names.rs"));
    }

    /// AArch64's instruction printer: the print methods and aliases LLVM's
    /// `AArch64InstPrinter` writes by hand, over the generated
    /// [`asm_writer`]. The printer oracle (`.ci/printer-oracle`) checks it
    /// against llvm-mc-19.
    pub mod printer {
        include!("aarch64_printer.rs");
    }

    /// AArch64's disassembler: the operand decoders and `getInstruction`
    /// LLVM's `AArch64Disassembler` writes by hand, over the generated
    /// [`disassembler`] tables.
    pub mod decoder {
        include!("aarch64_disassembler.rs");
    }
}
