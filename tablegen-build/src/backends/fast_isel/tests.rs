//! Unit tests of the `-gen-fast-isel` analysis on small targets after
//! LLVM's `Target.td`. Expectations are what llvm-tblgen-19 selects and
//! reports for the same inputs; whole outputs are compared by the golden
//! corpus (`tests/golden/own/fast_isel`) and the parity rows.

use crate::backend::{Diagnostic, Options, Records};
use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::{analyze, FastIselTables, OpKind};

const PRELUDE: &str = r#"
let Namespace = "T" in {
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
  def R2 : Register<"r2">;
}
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1, R2)>;
def GPRLo : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def HasA : Predicate<"Subtarget->hasA()">;
def simm8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;
class I<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "T";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}
"#;

fn parse(body: &str) -> RecordKeeper {
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    let src = format!(
        "include \"llvm/Target/Target.td\"\n{PRELUDE}{body}\ndef TII : InstrInfo;\ndef MyTarget : Target {{ let InstructionSet = TII; }}\n"
    );
    match parse_source("t.td", &src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("parse failed"),
    }
}

/// The tables of `body`, or its diagnostics: each message with its number
/// of locations.
fn tables(body: &str) -> Result<FastIselTables, Vec<(String, usize)>> {
    let mut rk = parse(body);
    let mut records = Records::new(&mut rk);
    match analyze(&mut records, &Options::default()) {
        Ok(t) => Ok(t),
        Err(_) => Err(records
            .diagnostics()
            .iter()
            .map(|d| match d {
                Diagnostic::Message { locs, msg, .. } => (msg.clone(), locs.len()),
                Diagnostic::Raw(text) => (text.clone(), 0),
            })
            .collect()),
    }
}

/// `inst` names per (signature, opcode, type, result type), in order.
fn selections(t: &FastIselTables) -> Vec<String> {
    let mut out = Vec::new();
    for g in &t.signatures {
        for o in &g.opcodes {
            for ty in &o.types {
                for r in &ty.rets {
                    let insts: Vec<&str> = r.candidates.iter().map(|c| c.inst.as_str()).collect();
                    out.push(format!(
                        "{:?} {} {} {} {}",
                        g.signature,
                        o.opcode,
                        ty.vt.name,
                        r.ret_vt.name,
                        insts.join(",")
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn signatures_sort_as_llvm_orders_operand_kinds() {
    let mut sigs = vec![vec![OpKind::Imm(0)], vec![OpKind::Reg, OpKind::Imm(1)], vec![OpKind::Fp], vec![OpKind::Reg]];
    sigs.sort();
    assert_eq!(sigs, [vec![OpKind::Reg], vec![OpKind::Reg, OpKind::Imm(1)], vec![OpKind::Fp], vec![OpKind::Imm(0)]]);
}

#[test]
fn candidates_are_tried_by_complexity_then_latest_first() {
    let t = tables(
        r#"
        def HasB : Predicate<"Subtarget->hasB()">;
        let Predicates = [HasA] in
        def ADD1 : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
        let Predicates = [HasB] in
        def ADD2 : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
        let Predicates = [HasB, HasA], AddedComplexity = 1 in
        def ADD4 : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
        def ADD3 : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
        let AddedComplexity = -1 in
        def : Pat<(add GPR:$a, GPR:$b), (ADD3 GPR:$a, GPR:$b)>;
        "#,
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(selections(&t), ["[Reg, Reg] ISD::ADD i32 i32 ADD4,ADD2,ADD1,ADD3"]);
    let rets = &t.signatures[0].opcodes[0].types[0].rets[0];
    assert!(rets.has_unconditional);
    assert_eq!(rets.candidates[0].predicate, "(Subtarget->hasA()) && (Subtarget->hasB())");
}

#[test]
fn immediate_predicates_make_constrained_forms() {
    let t = tables(
        r#"
        def ADDri : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, imm:$i))]>;
        def ORri8 : I<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (or GPR:$a, simm8:$i))]>;
        "#,
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(t.imm_predicates.len(), 1);
    assert_eq!((t.imm_predicates[0].name.as_str(), t.imm_predicates[0].vt.name.as_str()), ("simm8", "i32"));
    let plain = &t.signatures[0];
    assert_eq!(plain.signature, [OpKind::Reg, OpKind::Imm(0)]);
    assert_eq!(plain.constrained_forms, [vec![OpKind::Reg, OpKind::Imm(1)]]);
    assert_eq!(t.signatures[1].signature, [OpKind::Reg, OpKind::Imm(1)]);
}

#[test]
fn operands_need_one_register_class_or_its_sub_classes() {
    let t = tables(
        r#"
        def SUB : I<(outs GPR:$d), (ins GPR:$a, GPRLo:$b), [(set GPR:$d, (sub GPR:$a, GPRLo:$b))]>;
        def AND : I<(outs GPR:$d), (ins GPRLo:$a, GPR:$b), [(set GPR:$d, (and GPRLo:$a, GPR:$b))]>;
        let Uses = [R2] in
        def MUL : I<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (mul GPR:$a, R2))]>;
        "#,
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(selections(&t), ["[Reg, Reg] ISD::MUL i32 i32 MUL", "[Reg, Reg] ISD::SUB i32 i32 SUB"]);
    let mul = &t.signatures[0].opcodes[0].types[0].rets[0].candidates[0];
    assert_eq!(mul.phys_regs, ["", "T::R2"]);
}

#[test]
fn a_duplicate_predicate_is_fatal_at_the_pattern() {
    let e = tables(
        r#"
        def ADD : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
        def ADD2 : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
        def : Pat<(add GPR:$a, GPR:$b), (ADD2 GPR:$a, GPR:$b)>;
        "#,
    )
    .map(|_| ())
    .expect_err("duplicate");
    assert_eq!(e, [("Duplicate predicate in FastISel table!".to_string(), 1)]);
}

#[test]
fn an_unconditional_candidate_before_a_guarded_one_is_fatal() {
    let e = tables(
        r#"
        def ADD : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
        let Predicates = [HasA], AddedComplexity = -1 in
        def ADDA : I<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
        "#,
    )
    .map(|_| ())
    .expect_err("order");
    let msg = "Multiple instructions match and one with no predicate came before one with a predicate!  \
               name:ADDA  predicate: (Subtarget->hasA())";
    assert_eq!(e, [(msg.to_string(), 0)]);
}
