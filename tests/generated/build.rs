//! Generates the Rust modules under test from `.td` inputs (LLVM's lit
//! inputs vendored in `tests/golden`, and ours in `inputs/`), through the
//! same builder API a user's build script calls; for every
//! `-gen-searchable-tables` module also the differential driver
//! (`probe/`) that `tests/searchable_answers.rs` runs against the answers
//! recorded from LLVM's C++ side (`regen-answers.py`); and the
//! `-gen-emitter` modules `tests/encoder_answers.rs` replays against the
//! answers `.ci/encoder-diff.py --record` recorded; and the
//! `-gen-dfa-packetizer` / `-gen-automata` modules `tests/dfa_answers.rs`
//! replays against the answers `.ci/dfa-diff/run.py --record` recorded.

use std::path::PathBuf;

use tablegen_build::backend::{self, Backend, Lang, Options, Records};
use tablegen_build::backends::intrinsic_enums::INTRINSIC_PREFIX;
use tablegen_build::backends::searchable::{self, rust::RustNames};
use tablegen_build::Builder;

#[path = "probe/mod.rs"]
mod probe;

/// (module name, input relative to this crate, backend flag); the include
/// path is `../golden/include`. `regen-answers.py` reads this list.
const MODULES: &[(&str, &str, &str)] = &[
    ("generic_tables", "../golden/lit/generic-tables.td", "gen-searchable-tables"),
    ("generic_tables_return_range", "../golden/lit/generic-tables-return-range.td", "gen-searchable-tables"),
    ("generic_tables_instruction", "../golden/lit/generic-tables-instruction.td", "gen-searchable-tables"),
    ("searchabletables_intrinsic", "../golden/lit/searchabletables-intrinsic.td", "gen-searchable-tables"),
    ("searchable_paths", "inputs/searchable-paths.td", "gen-searchable-tables"),
    ("searchable_instructions", "inputs/searchable-instructions.td", "gen-searchable-tables"),
];

/// Writes the differential driver of a searchable-tables module.
struct Probe {
    /// The Rust path of the module under test.
    module: String,
}

impl Backend for Probe {
    fn flag(&self) -> &'static str {
        "searchable-probe"
    }
    fn description(&self) -> &'static str {
        "The Rust driver of the searchable-tables differential test"
    }
    fn languages(&self) -> &'static [Lang] {
        &[Lang::Rust]
    }
    fn emit(&self, rk: &mut Records<'_>, _: &Options, _: Lang) -> backend::Result<String> {
        let tables = searchable::analyze(rk)?;
        let names = RustNames::new(rk, &tables);
        let plan = probe::Plan::new(rk, &tables);
        Ok(probe::rust::rust_driver(rk, &tables, &names, &plan, &self.module))
    }
}

fn main() {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-changed=probe");
    for (name, input, flag) in MODULES {
        let mut b = Builder::new(here.join(input)).include_dir(here.join("../golden/include")).output(
            flag,
            Lang::Rust,
            format!("{name}.rs"),
        );
        if *flag == "gen-searchable-tables" {
            b = b.custom_output(Probe { module: format!("crate::{name}") }, Lang::Rust, format!("{name}_probe.rs"));
        }
        b.run_or_exit();
    }
    // Enum modules from LLVM's own llvm/include, one parse per input.
    let value_types = Builder::new(here.join("../golden/include/llvm/CodeGen/ValueTypes.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-vt", Lang::Rust, "value_types.rs");
    let mut intrinsics =
        Builder::new(here.join("../golden/include/llvm/IR/Intrinsics.td")).include_dir(here.join("../golden/include"));
    for (name, prefix) in INTRINSIC_MODULES {
        let mut options = Options::default();
        options.set(&INTRINSIC_PREFIX, prefix).expect("a string option takes any value");
        intrinsics = intrinsics.output_with("gen-intrinsic-enums", Lang::Rust, format!("{name}.rs"), options);
    }
    // One module tree of the mini target (Builder::rust_target): value
    // types from their own root, the rest from the target, one Opcode.
    Builder::new(here.join("../golden/include/llvm/CodeGen/ValueTypes.td"))
        .include_dir(here.join("../golden/include"))
        .rust_target("mini_tree", &["gen-vt"])
        .run_or_exit();
    Builder::new(here.join("inputs/mini-tree.td"))
        .include_dir(here.join("../golden/include"))
        .include_dir(here.join("inputs"))
        .rust_target(
            "mini_tree",
            &[
                "gen-instr-info",
                "gen-register-info",
                "gen-searchable-tables",
                "gen-emitter",
                "gen-register-bank",
                "gen-macro-fusion-pred",
                "gen-subtarget",
            ],
        )
        .run_or_exit();
    // A minimal complete target for the target-model backends.
    Builder::new(here.join("inputs/mini-target.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-instr-info", Lang::Rust, "mini_target_opcodes.rs")
        .output("gen-register-info", Lang::Rust, "mini_target_registers.rs")
        .run_or_exit();
    // 70,000 registers: index types wider than `u16` (`tests/many_registers.rs`).
    Builder::new(here.join("inputs/many-registers.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-register-info", Lang::Rust, "many_registers.rs")
        .run_or_exit();
    // The instruction descriptions of the -gen-instr-info golden input,
    // compared with llvm-tblgen-19's recorded C++ (`tests/instr_info.rs`);
    // its relation tables and TIIPredicates, with those of our maps.td and
    // LLVM's lit input DuplicateFieldValues.td, against the answers
    // `.ci/instr-info-answers/run.py` recorded from llvm-tblgen-19's C++
    // (`tests/instr_info_maps.rs`).
    for (name, input) in [
        ("instr_info_basic", "../golden/own/instr_info/basic.td"),
        ("instr_info_maps", "../golden/own/instr_info/maps.td"),
        ("instr_info_dfv", "../golden/lit/DuplicateFieldValues.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-instr-info", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    // -gen-emitter modules, replayed against the answers recorded from LLVM's
    // C++ getBinaryCodeForInstr (`tests/encoder_answers.rs`).
    for (name, input) in EMITTER_MODULES {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-emitter", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    // OpenACC's directives (declarations and implementation, one module)
    // and LLVM IR's attributes, against llvm-tblgen-19's C++
    // (`reference/acc.directives-impl.inc`, `reference/attributes.inc`;
    // `tests/directive.rs`, `tests/attrs.rs`).
    Builder::new(here.join("../golden/include/llvm/Frontend/OpenACC/ACC.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-directive-decl", Lang::Rust, "acc_decl.rs")
        .output("gen-directive-impl", Lang::Rust, "acc_impl.rs")
        .run_or_exit();
    Builder::new(here.join("../golden/include/llvm/IR/Attributes.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-attrs", Lang::Rust, "attrs.rs")
        .run_or_exit();
    // llvm-strings' option table (our golden input) parsed by the runtime
    // (`tests/opt.rs`).
    Builder::new(here.join("../golden/own/opt_parser/llvm_strings.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-opt-parser-defs", Lang::Rust, "opt_llvm_strings.rs")
        .run_or_exit();
    // A small VLIW target's packetizer (Rust, and C++ for
    // `reference/mini_vliw.dfa-packetizer.inc`) and LLVM's Automata.td
    // (its enums and automata in one module), replayed against the answers
    // recorded from LLVM's C++ DFAPacketizer / Automaton
    // (`tests/dfa_answers.rs`).
    Builder::new(here.join("inputs/mini-vliw.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-dfa-packetizer", Lang::Rust, "mini_vliw.rs")
        .output("gen-dfa-packetizer", Lang::Cpp, "mini_vliw.inc")
        .run_or_exit();
    Builder::new(here.join("../golden/unittests/Automata.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-searchable-tables", Lang::Rust, "automata_enums.rs")
        .output("gen-automata", Lang::Rust, "automata.rs")
        .run_or_exit();
    // A small target's DAG instruction selector, with and without the listing
    // (`tests/dag_isel.rs`; its C++ is a golden case).
    // `tiny_dag_isel.rs` asks for LLVM's comments (`--rust-matcher-comments`);
    // the default, `tiny_dag_isel_omit.rs`, has none.
    let mut listed = Options::default();
    listed.set(&tablegen_build::backends::dag_isel::RUST_MATCHER_COMMENTS, "true").expect("a boolean option");
    Builder::new(here.join("../golden/own/dag_isel/tiny.td"))
        .include_dir(here.join("../golden/include"))
        .output_with("gen-dag-isel", Lang::Rust, "tiny_dag_isel.rs", listed)
        .output("gen-dag-isel", Lang::Rust, "tiny_dag_isel_omit.rs")
        .run_or_exit();
    // Decoders of LLVM's lit inputs (`tests/disassembler.rs`; their C++ is
    // checked by the lit suite).
    for (name, input) in [
        ("decoder_trydecode", "../golden/lit/trydecode-emission.td"),
        ("decoder_trydecode2", "../golden/lit/trydecode-emission2.td"),
        ("decoder_init_value", "../golden/lit/FixedLenDecoderEmitter/InitValue.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-disassembler", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    // X86's decoder on the golden case (`tests/x86_disassembler.rs`; its C++
    // is a golden case).
    Builder::new(here.join("../golden/own/disassembler_x86/basic.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-disassembler", Lang::Rust, "x86_disassembler_basic.rs")
        .run_or_exit();
    // A small target's instruction printer, both syntax variants, with its
    // opcodes (`tests/asm_writer.rs`; its C++ is a golden case).
    let mut intel = Options::default();
    intel.set(&tablegen_build::backends::asm_writer::ASM_WRITER_NUM, "1").expect("a number");
    Builder::new(here.join("../golden/own/asm_writer/kinds.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-asm-writer", Lang::Rust, "asm_writer_kinds.rs")
        .output_with("gen-asm-writer", Lang::Rust, "asm_writer_kinds_intel.rs", intel)
        .output("gen-instr-info", Lang::Rust, "asm_writer_kinds_opcodes.rs")
        .run_or_exit();
    // Register descriptions of a small target with tuples, DWARF numbers
    // and a second hardware mode (`tests/register_info.rs`, against the
    // `-register-info-debug` dump and C++ llvm-tblgen-19 printed in the
    // golden corpus).
    Builder::new(here.join("../golden/own/register_info/tables.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-register-info", Lang::Rust, "register_info_tables.rs")
        .run_or_exit();
    // RISC-V target parser tables: LLVM's lit input and ours
    // (`tests/riscv_target_def.rs`, against llvm-tblgen-19's C++ in the
    // golden corpus).
    for (name, input) in [
        ("riscv_target_def_lit", "../golden/lit/riscv-target-def.td"),
        ("riscv_target_def_tables", "../golden/own/riscv_target_def/tables.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-riscv-target-def", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    // llvm-exegesis counter tables: every table filled, ties past
    // libstdc++'s insertion-sort threshold, and none at all
    // (`tests/exegesis.rs`, against llvm-tblgen-19's C++ in the golden
    // corpus).
    for (name, input) in [
        ("exegesis_counters", "../golden/own/exegesis/counters.td"),
        ("exegesis_ties", "../golden/own/exegesis/ties.td"),
        ("exegesis_none", "../golden/own/exegesis/none.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-exegesis", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    // ARM / AArch64 target parser tables: our AArch64-like and ARM-like
    // inputs (`tests/arm_target_def.rs`, against llvm-tblgen-19's C++ in
    // the golden corpus).
    for (name, input) in [
        ("arm_target_def_tables", "../golden/own/arm_target_def/tables.td"),
        ("arm_target_def_arm", "../golden/own/arm_target_def/arm.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-arm-target-def", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    // Register banks: LLVM's lit input and ours, each with the register
    // enums of the same input, whose `RegClass` numbers the classes the
    // banks cover (`tests/register_bank.rs`, against llvm-tblgen-19's C++
    // in the golden corpus).
    for (name, input) in [
        ("register_bank_lit", "../golden/lit/RegisterBankEmitter.td"),
        ("register_bank_banks", "../golden/own/register_bank/banks.td"),
        ("register_bank_none", "../golden/own/register_bank/none.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-register-bank", Lang::Rust, format!("{name}.rs"))
            .output("gen-register-info", Lang::Rust, format!("{name}_registers.rs"))
            .run_or_exit();
    }
    // Calling conventions: our inputs (every action), run by
    // `tests/calling_conv.rs` on a state of its own.
    for (name, input) in [
        ("calling_conv_actions", "../golden/own/calling_conv/actions.td"),
        ("calling_conv_none", "../golden/own/calling_conv/none.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-callingconv", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    // Macro fusion predicates: LLVM's lit input and ours (every predicate
    // kind), replayed against the answers .ci/fusion-diff/run.py recorded
    // from llvm-tblgen-19's C++ (`tests/macro_fusion.rs`); ours also in
    // the mini target's module tree, where opcodes are its `Opcode`.
    for (name, input) in [
        ("macro_fusion_lit", "../golden/lit/MacroFusion.td"),
        ("macro_fusion_kinds", "../golden/own/macro_fusion/kinds.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-macro-fusion-pred", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    // Pseudo-instruction lowering: LLVM's lit input and ours (every kind of
    // expansion operand), lowered in `tests/pseudo_lowering.rs`; ours also
    // as a module tree of its own, where opcodes are the tree's `Opcode`.
    for (name, input) in [
        ("pseudo_lowering_lit", "../golden/lit/pseudo-inst-expansion.td"),
        ("pseudo_lowering_kinds", "../golden/own/pseudo_lowering/kinds.td"),
    ] {
        Builder::new(here.join(input))
            .include_dir(here.join("../golden/include"))
            .output("gen-pseudo-lowering", Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
    Builder::new(here.join("../golden/own/pseudo_lowering/kinds.td"))
        .include_dir(here.join("../golden/include"))
        .rust_target("pseudo_tree", &["gen-pseudo-lowering"])
        .run_or_exit();
    // A small scheduling model's subtarget module, checked against the
    // tables llvm-tblgen-19 printed for it (`tests/subtarget.rs`).
    Builder::new(here.join("../golden/own/subtarget/model.td"))
        .include_dir(here.join("../golden/include"))
        .output("gen-subtarget", Lang::Rust, "subtarget_model.rs")
        .run_or_exit();
    value_types.run_or_exit();
    intrinsics.run_or_exit();
    enum_shapes();
}

/// Both shapes of generated enum with repeated values (aliases) and a first
/// value other than zero, which no LLVM input gives a newtype
/// (`tests/enum_shapes.rs`).
fn enum_shapes() {
    use tablegen_build::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
    use tablegen_build::support::rust::format_items;
    let spec = |name: &str, shape| EnumSpec {
        name: name.into(),
        doc: format!("An enumeration of the {shape:?} shape."),
        enumerators: [("ZETA", 3), ("ALPHA", 4), ("ZETA_ALIAS", 3), ("MID", 5), ("BETA", 6), ("AAA_ALIAS", 6)]
            .into_iter()
            .map(|(n, v)| Enumerator { cpp_name: n.into(), value: v, doc: None })
            .collect(),
        repr: None,
        shape,
    };
    let mut tokens = enum_items(&spec("AsEnum", Shape::Enum)).tokens;
    tokens.extend(enum_items(&spec("AsNewtype", Shape::Newtype)).tokens);
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR")).join("enum_shapes.rs");
    std::fs::write(out, format_items(tokens)).expect("enum_shapes.rs");
}

/// Intrinsic enum modules (module, `-intrinsic-prefix=`), checked with
/// `value_types.rs` against `llvm-tblgen-19`'s C++ in the golden corpus
/// (`tests/enum_modules.rs`).
const INTRINSIC_MODULES: &[(&str, &str)] =
    &[("intrinsics", ""), ("intrinsics_aarch64", "aarch64"), ("intrinsics_riscv", "riscv"), ("intrinsics_x86", "x86")];

/// `-gen-emitter` modules (module, input relative to this crate), checked
/// against `answers/<module>.encoder.txt`, which `.ci/encoder-diff.py --record`
/// writes (its `RECORDABLE` names the same modules).
const EMITTER_MODULES: &[(&str, &str)] = &[
    ("encoder_target", "inputs/encoder-target.td"),
    ("hw_mode_encode_apint", "../golden/lit/HwModeEncodeAPInt.td"),
    ("hw_mode_encode_decode3", "../golden/lit/HwModeEncodeDecode3.td"),
];
