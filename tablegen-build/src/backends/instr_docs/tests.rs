//! Unit tests; the page is checked against llvm-tblgen-19 on
//! `tests/golden/own/instr_docs` and on LLVM's targets.

use tablegen_core::parser::{parse_source, ParseOptions};

use super::rst::escape;
use crate::backend::{Backend, Lang, Records};
use crate::model::asm::flatten_variants;

fn emit(src: &str) -> String {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
    let Ok(mut keeper) = parse_source("t.td", src, &opts) else { panic!("parse failed") };
    let mut rk = Records::new(&mut keeper);
    let out = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Cpp);
    let diags = rk.take_diagnostics();
    assert!(diags.is_empty(), "{diags:?}");
    out.expect("emits")
}

#[test]
fn variants_are_flattened_as_llvm_does() {
    assert_eq!(flatten_variants("{ld|load}\t$d", 0), "ld\t$d");
    assert_eq!(flatten_variants("{ld|load}\t$d", 1), "load\t$d");
    // A missing alternative is empty; nested braces stay.
    assert_eq!(flatten_variants("{st|} {a{b}c|d}", 1), " d");
    assert_eq!(flatten_variants("{st|} {a{b}c|d}", 0), "st a{b}c");
    // `${` and `\{` are not groups.
    assert_eq!(flatten_variants("${x} \\{y\\}", 1), "${x} \\{y\\}");
    // An unterminated group takes the rest.
    assert_eq!(flatten_variants("a{b|c", 1), "ac");
}

#[test]
fn rst_escapes() {
    assert_eq!(escape("A_B\tc\n"), "A\\_B\\tc\\n");
}

/// The parts of `tests/golden/own/instr_docs/variants.td`'s page.
#[test]
fn a_page() {
    let out = emit(
        r#"include "llvm/Target/Target.td"
let Namespace = "Toy" in {
def R0 : Register<"r0">;
def FLAGS : Register<"flags">;
}
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def simm8 : Operand<i32>;
def memrr : Operand<i32> { let MIOperandInfo = (ops GPR, simm8:$off); }
let Namespace = "Toy" in
def ST_X : Instruction {
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins memrr:$addr);
  let AsmString = " {st|store} $dst ";
  let mayStore = 1;
  let hasSideEffects = 0;
  let Constraints = "@earlyclobber $dst";
  let Defs = [FLAGS];
}
def ToyInstrInfo : InstrInfo;
def ATT : AsmParserVariant { let Name = "att"; }
def INTEL : AsmParserVariant { let Name = "intel"; let Variant = 1; }
def Toy : Target { let InstructionSet = ToyInstrInfo; let AssemblyParserVariants = [ATT, INTEL]; }
"#,
    );
    assert_eq!(
        out,
        "----------------\nToy Instructions\n----------------\n\nST\\_X\n=====\n\n\
         Assembly string (att): ``st $dst``\n\nAssembly string (intel): ``store $dst``\n\n\
         Flags: ``mayStore``\n\n* DEF ``GPR:$dst``\n\n\
         * USE ``memrr/GPR:$addr.anon0``\n\n* USE ``memrr/simm8:$addr.off``\n\n\
         Constraints: ``@earlyclobber $dst``\n\nImplicit defs: ``FLAGS``\n\n"
    );
}
