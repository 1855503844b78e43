//! The analysis and the Rust writer on the golden inputs
//! `own/macro_fusion/*.td` (their C++ is checked byte for byte by the
//! golden cases, their Rust answers by `tests/generated`).

use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::{analyze, Check, BACKEND};
use crate::backend::{Backend, Lang, Options, Records};
use crate::model::inst_predicate::Pred;

fn golden_keeper(file: &str) -> RecordKeeper {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
    let src = std::fs::read_to_string(format!("{dir}/own/macro_fusion/{file}")).expect("the golden input");
    let opts = ParseOptions { include_dirs: vec![format!("{dir}/include").into()], ..Default::default() };
    match parse_source(file, &src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("{file} does not parse"),
    }
}

#[test]
fn fusions_are_read_in_llvm_order() {
    let mut keeper = golden_keeper("kinds.td");
    let mut rk = Records::new(&mut keeper);
    let m = analyze(&mut rk, &Options::default()).expect("analyses");
    assert_eq!(m.target, "K");
    let names: Vec<&str> = m.fusions.iter().map(|f| rk.name_str(f.def)).collect();
    // LessRecord: Fuse10 after Fuse6.
    assert_eq!(
        names,
        [
            "Fuse1_LdAdd",
            "Fuse2_Commutable",
            "Fuse3_Immediates",
            "Fuse4_Registers",
            "Fuse5_Escapes",
            "Fuse6_Constants",
            "Fuse10_Last"
        ]
    );
    assert!(m.fusions[1].commutable && !m.fusions[0].commutable);
    // SimpleFusion: second, wildcard, first, SameReg, OneUse, TieReg.
    let simple = &m.fusions[0].checks;
    assert!(matches!(simple[0], Check::Inst { first: false, .. }));
    assert!(matches!(simple[1], Check::Wildcard(true)));
    assert!(matches!(simple[2], Check::Inst { first: true, pred: Pred::Opcode(_) }));
    assert!(matches!(simple[3], Check::SameReg { first: 0, second: 1 }));
    assert!(matches!(simple[4], Check::OneUse));
    assert!(matches!(simple[5], Check::TieReg { first: 0, second: 1 }));
    // A both-instructions predicate is one check on each.
    let escapes = &m.fusions[4].checks;
    assert!(matches!(escapes[0], Check::Code { .. }));
    assert!(matches!(escapes[1], Check::Inst { first: true, .. }));
    assert!(matches!(escapes[2], Check::Inst { first: false, .. }));
    assert!(matches!(escapes[3], Check::Wildcard(false)));
}

#[test]
fn rust_module_has_one_function_per_fusion_and_only_the_hooks_used() {
    let mut keeper = golden_keeper("kinds.td");
    let text = BACKEND.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Rust).expect("writes");
    assert_eq!(text.matches("\npub fn is_fuse").count(), 7, "{text}");
    assert!(text.contains("pub fn is_fuse10_last<C: Context + ?Sized>("), "{text}");
    assert!(text.contains("/// `CheckNonPortable`: C++ `(MI->getNumOperands() > 3)`."), "{text}");
    assert!(text.contains("    pub const ADD: u32 = "), "{text}");
    assert!(text.contains("    /// C++ `K::R0`.\n    pub const R0: u32 = 1;"), "{text}");
    let mut keeper = golden_keeper("none.td");
    let text = BACKEND.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Rust).expect("writes");
    // No fusion calls the context: it only names the instruction type.
    assert!(
        text.contains(
            "pub trait Context {\n    /// The instructions (C++ `MachineInstr`), read through [`Instr`];\n    \
             /// their opcodes are values of the target's opcode enum (see [`opcode`]).\n    \
             type Instr: Instr<Opcode = u32> + ?Sized;\n}"
        ),
        "{text}"
    );
    // The instruction trait is the runtime's, re-exported, not a copy.
    assert!(text.contains("pub use ::tablegen_runtime::pred::{Instr, Operand, is_virtual_reg};\n"), "{text}");
    assert!(!text.contains("pub trait Instr"), "{text}");
    assert!(text.contains("::tablegen_runtime::VERSION == "), "{text}");
    assert!(text.contains("-> [(&'static str, Predicate<C>); 0]"), "{text}");
}

#[test]
fn rust_refuses_an_empty_immediate_string() {
    let mut keeper = golden_keeper("odd.td");
    let mut rk = Records::new(&mut keeper);
    // C++ is written (as llvm-tblgen-19 writes it) ...
    assert!(BACKEND.emit(&mut rk, &Options::default(), Lang::Cpp).is_ok());
    // ... Rust is refused with an error at the fusion.
    let mut rk = Records::new(&mut keeper);
    assert!(BACKEND.emit(&mut rk, &Options::default(), Lang::Rust).is_err());
    let msg = rk.diagnostics()[0].text().to_string();
    assert!(msg.starts_with("fusion 'Strange': a CheckImmOperand_s with an empty ImmVal"), "{msg}");
}
