//! The runtime of the Rust modules tablegen-rs generates.
//!
//! A backend's Rust writer (`tablegen --rust`, `tablegen_build::Builder`,
//! the `tablegen!` and `include_td!` macros) emits a module that holds only
//! data: the tables, the target's enums and, where the target supplies code,
//! a hook trait to implement. The code that runs those tables lives here,
//! once, in one module per runtime (how a compiler backend uses them,
//! module by module for RISC-V: the guide `docs/RUST_BACKEND.md` in the
//! repository):
//!
//! - [`isel`]: the DAG instruction-selection interpreter, which runs a
//!   `-gen-dag-isel --rust` matcher table on your [`isel::SelectionDag`];
//! - [`attrs`], [`directive`] and [`intrinsics`]: the types of
//!   `-gen-attrs --rust`, `--gen-directive-impl --rust` and
//!   `-gen-intrinsic-impl --rust` modules (with the `Intrinsic::` lookups);
//! - [`dfa`]: the [`dfa::Automaton`] that runs the transition tables of
//!   `-gen-automata --rust` and `-gen-dfa-packetizer --rust`;
//! - [`encode`]: the instruction words of `-gen-emitter --rust` and the
//!   [`encode::insert`] its encoders OR operand bits in with;
//! - [`exegesis`]: the llvm-exegesis counter tables of
//!   `-gen-exegesis --rust` ([`exegesis::ExegesisTables`]);
//! - [`mc`]: the instruction descriptions of `-gen-instr-info --rust`
//!   ([`mc::InstrTables`], [`mc::InstrDesc`]), the MC layer's
//!   instruction, [`mc::Inst`] (C++ `MCInst`), and the pseudo-instruction
//!   lowering of `-gen-pseudo-lowering --rust` ([`mc::PseudoLowering`]), the
//!   decoder-table interpreter of `-gen-disassembler --rust` ([`mc::Decoders`]);
//! - [`mvt`]: the machine value types of `-gen-vt --rust`
//!   ([`mvt::ValueTypeAttrs`]);
//! - [`opt`]: the option tables of `-gen-opt-parser-defs --rust`
//!   ([`opt::OptTable`]) and the parser of a command line over them that
//!   answers as LLVM's `OptTable::ParseArgs`;
//! - [`pred`]: the [`pred::Instr`] trait the generated predicates
//!   (`TIIPredicate`s, variant scheduling classes, macro fusion) read an
//!   instruction through;
//! - [`reg`]: the registers, sub-register indices and register classes
//!   of `-gen-register-info --rust` and their queries ([`reg::RegTables`]);
//! - [`reg::bank`]: the register banks of `-gen-register-bank --rust`
//!   ([`reg::bank::RegisterBank`]);
//! - [`target_parser::riscv`]: the RISC-V extensions, profiles and
//!   processors of `-gen-riscv-target-def --rust`
//!   ([`target_parser::riscv::RiscvTables`]);
//! - [`sched`]: the features, CPUs and scheduling models of
//!   `-gen-subtarget --rust` ([`sched::Features`], [`sched::SchedModel`]);
//! - [`cc`]: the calling-convention state ([`cc::CcState`], LLVM's
//!   `CCState`) the functions of `-gen-callingconv --rust` assign values on;
//! - [`target_parser`]: the AArch64 extensions, architectures and CPUs of
//!   `-gen-arm-target-def --rust` ([`target_parser::AArch64Tables`]).
//!
//! A crate that includes generated modules depends on this one:
//!
//! ```toml
//! [dependencies]
//! tablegen-runtime = "0.1"
//! ```
//!
//! Generated modules name it as `::tablegen_runtime`; a crate that reaches
//! it by another path (a re-export, a renamed dependency) generates with
//! `--rust-runtime=PATH`. Every generated module checks [`VERSION`] at
//! compile time, so a module generated for another runtime is a compile
//! error that says so rather than a table misread at run time.
//!
//! The crate is `#![no_std]` (it needs `alloc`), has no dependencies and no
//! `unsafe`, and never panics on the tables or DAGs it is given: a malformed
//! table is an error value.
//!
//! A two-state automaton, written by hand as a generated module writes it:
//!
//! ```
//! use tablegen_runtime::dfa::{Automaton, NfaStatePair, Transition};
//!
//! // State 1 is the initial state; action 7 leads to state 2.
//! static TRANSITIONS: [Transition; 1] = [Transition { from: 1, action: 7, to: 2, info: 0 }];
//! static INFO: [NfaStatePair; 2] = [NfaStatePair { from: 0, to: 1 }, NfaStatePair { from: 0, to: 0 }];
//!
//! let mut a = Automaton::new(&TRANSITIONS, &INFO);
//! assert!(a.can_add(7));
//! assert!(a.add(7));
//! assert!(!a.can_add(7));
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(rust_2018_idioms)]

extern crate alloc;

pub mod attrs;
mod bytes;
pub mod cc;
pub mod dfa;
pub mod directive;
pub mod encode;
pub mod exegesis;
pub mod intrinsics;
pub mod isel;
pub mod mc;
pub mod mvt;
pub mod opt;
pub mod pred;
pub mod print;
pub mod reg;
pub mod sched;
pub mod target_parser;

/// The version of the interface between generated modules and this crate.
///
/// A generated module asserts at compile time that it equals the version
/// it was generated for:
///
/// ```
/// const _: () = assert!(
///     tablegen_runtime::VERSION == 1,
///     "this module was generated for tablegen-runtime interface 1",
/// );
/// ```
///
/// It changes whenever a generated module of the old version would no
/// longer compile or would mean something else (a new table encoding, a
/// changed trait), and only then; it is not the crate's semver version.
pub const VERSION: u32 = 1;
