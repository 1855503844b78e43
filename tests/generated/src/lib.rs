//! The Rust modules our backends generate, compiled as a `no_std` library
//! under `#![deny(warnings)]` (and, in CI, clippy `-D warnings`). The tests
//! in `tests/` check their answers against the C++ backends' answers.
#![no_std]
#![deny(warnings, missing_docs)]

macro_rules! generated {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("Generated from `", stringify!($name), "`.")]
            pub mod $name {
                include!(concat!(env!("OUT_DIR"), "/", stringify!($name), ".rs"));
            }
        )*
    };
}

generated! {
    generic_tables,
    generic_tables_return_range,
    generic_tables_instruction,
    searchabletables_intrinsic,
    searchable_paths,
    searchable_instructions,
    value_types,
    intrinsics,
    intrinsics_aarch64,
    intrinsics_riscv,
    intrinsics_x86,
    mini_target_opcodes,
    instr_info_basic,
    instr_info_maps,
    instr_info_dfv,
    subtarget_model,
    mini_target_registers,
    many_registers,
    encoder_target,
    hw_mode_encode_apint,
    hw_mode_encode_decode3,
    mini_vliw,
    tiny_dag_isel,
    tiny_dag_isel_omit,
    register_info_tables,
    riscv_target_def_lit,
    riscv_target_def_tables,
    exegesis_counters,
    exegesis_ties,
    exegesis_none,
    arm_target_def_tables,
    arm_target_def_arm,
    macro_fusion_lit,
    macro_fusion_kinds,
    pseudo_lowering_lit,
    pseudo_lowering_kinds,
    calling_conv_actions,
    calling_conv_none,
    opt_llvm_strings,
    enum_shapes,
    asm_writer_kinds,
    asm_writer_kinds_intel,
    asm_writer_kinds_opcodes,
    decoder_trydecode,
    decoder_trydecode2,
    decoder_init_value,
    x86_disassembler_basic,
}

macro_rules! register_banks {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("Generated from `", stringify!($name), "` (`-gen-register-bank`).")]
            pub mod $name {
                include!(concat!(env!("OUT_DIR"), "/", stringify!($name), ".rs"));
                /// The register enums of the same input (`-gen-register-info`),
                /// whose `RegClass` numbers the classes the banks cover.
                pub mod registers {
                    include!(concat!(env!("OUT_DIR"), "/", stringify!($name), "_registers.rs"));
                }
            }
        )*
    };
}

register_banks! {
    register_bank_lit,
    register_bank_banks,
    register_bank_none,
}

/// The mini target's modules as one tree (`Builder::rust_target` on
/// `inputs/mini-tree.td` and `ValueTypes.td`): one `Opcode`, used by the
/// searchable table and the encoder, and one `RegClass`, used by the
/// register banks.
pub mod mini_tree {
    include!(concat!(env!("OUT_DIR"), "/mini_tree/mod.rs"));
}

/// The pseudo-lowering module of `tests/golden/own/pseudo_lowering/kinds.td`
/// as a module tree (`Builder::rust_target`), with the instruction-info
/// module that defines its `Opcode`.
pub mod pseudo_tree {
    include!(concat!(env!("OUT_DIR"), "/pseudo_tree/mod.rs"));
}

/// Generated from `tests/golden/unittests/Automata.td` (LLVM's
/// `unittests/TableGen/Automata.td`): its enums (`-gen-searchable-tables`)
/// and its automata (`-gen-automata`), which name the enums.
pub mod automata {
    include!(concat!(env!("OUT_DIR"), "/automata_enums.rs"));
    include!(concat!(env!("OUT_DIR"), "/automata.rs"));
}

/// Generated from OpenACC's `ACC.td`: its enums (`-gen-directive-decl`)
/// and their implementation (`-gen-directive-impl`), one module as in C++.
pub mod acc {
    include!(concat!(env!("OUT_DIR"), "/acc_decl.rs"));
    include!(concat!(env!("OUT_DIR"), "/acc_impl.rs"));
}

/// Generated from `llvm/IR/Attributes.td` (`-gen-attrs`).
pub mod attrs {
    include!(concat!(env!("OUT_DIR"), "/attrs.rs"));
}

macro_rules! probes {
    ($($name:ident),* $(,)?) => {
        /// The differential drivers of the `-gen-searchable-tables` modules
        /// (`probe/`): each prints its module's enums and tables and the
        /// answer of every probed lookup call, to compare with the C++
        /// side's answers in `answers/`.
        pub mod probes {
            $(
                #[doc = concat!("The driver of [`crate::", stringify!($name), "`].")]
                pub mod $name {
                    include!(concat!(env!("OUT_DIR"), "/", stringify!($name), "_probe.rs"));
                }
            )*

            /// A driver's entry point.
            pub type Run = fn(&mut dyn core::fmt::Write) -> core::fmt::Result;

            /// Every driver, by module name.
            pub const ALL: &[(&str, Run)] = &[$((stringify!($name), $name::run)),*];
        }
    };
}

probes! {
    generic_tables,
    generic_tables_return_range,
    generic_tables_instruction,
    searchabletables_intrinsic,
    searchable_paths,
    searchable_instructions,
}
