//! One module tree per backend asked for alone: each compiles, so the
//! builder brought every module it uses.
#![no_std]
#![deny(warnings)]
extern crate alloc;

macro_rules! tree {
    ($name:ident, $dir:literal) => {
        #[allow(clippy::all)]
        pub mod $name {
            include!(concat!(env!("OUT_DIR"), "/", $dir, "/mod.rs"));
        }
    };
}
tree!(dag_isel, "dag_isel");
tree!(emitter, "emitter");
tree!(subtarget, "subtarget");
tree!(searchable, "searchable");
tree!(fusion, "fusion");
tree!(bank, "bank");

/// The selection tree's opcodes, value types and registers are the
/// modules the builder added.
pub fn added() -> (dag_isel::Opcode, dag_isel::SimpleValueType, dag_isel::Reg) {
    (dag_isel::Opcode::Add, dag_isel::SimpleValueType::I32, dag_isel::Reg::R0)
}
