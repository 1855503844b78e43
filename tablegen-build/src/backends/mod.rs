//! The built-in backends, one folder each. A backend imports the backend
//! layer ([`crate::backend`]), the shared models ([`crate::model`]) and the
//! writing helpers ([`crate::support`]), never another backend; each
//! declares its options and exposes one `BACKEND` that
//! [`crate::registry`] lists.

pub mod arm_target_def;
pub mod asm_writer;
pub mod attrs;
pub mod automata;
pub mod calling_conv;
pub mod ctags;
pub mod dag_isel;
pub mod directive;
pub mod disassembler;
pub mod dxil_operation;
pub mod emitter;
pub mod exegesis;
pub mod fast_isel;
pub mod instr_docs;
pub mod instr_info;
pub mod intrinsic_enums;
pub mod intrinsic_impl;
pub mod macro_fusion;
pub mod opt_parser;
pub mod packetizer;
pub mod print_enums;
pub mod pseudo_lowering;
pub mod records;
pub mod register_bank;
pub mod register_info;
pub mod riscv_target_def;
pub mod searchable;
pub mod subtarget;
pub mod value_types;
