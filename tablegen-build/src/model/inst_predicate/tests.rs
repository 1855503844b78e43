//! The reader and both expanders on `testdata/tii.td`, whose `TIIPredicate`
//! bodies use every predicate and statement kind: the C++ expander must
//! print what llvm-tblgen-19's `-gen-instr-info` printed for them
//! (`testdata/tii.expected`), for `MachineInstr` and for `MCInst`. The
//! pointer form, negation at the top and the fusion emitter's indentation
//! are checked by the `-gen-macro-fusion-pred` golden cases.

use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::cpp::Expander;
use super::rust::{HookKind, Hooks, Translator, Vocabulary};
use super::{read_predicate, read_statement, InstRef, Pred, RegRef, Stmt};
use crate::backend::Records;

fn keeper() -> RecordKeeper {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/model/inst_predicate/testdata");
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let src = std::fs::read_to_string(format!("{dir}/tii.td")).expect("tii.td");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    match parse_source("tii.td", &src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("tii.td does not parse"),
    }
}

/// Every `TIIPredicate` (by name, as LLVM lists them) with its body.
fn bodies(rk: &mut Records<'_>) -> Vec<(String, Stmt)> {
    let mut out = Vec::new();
    for def in rk.all_derived_definitions("TIIPredicate").expect("the class") {
        let name = rk.value_as_string(def, "FunctionName").expect("a name").to_string();
        let body = rk.value_as_def(def, "Body").expect("a body");
        out.push((name, read_statement(rk, body).expect("reads")));
    }
    out
}

/// The two helper sections of `-gen-instr-info`, written as LLVM's
/// `InstrInfoEmitter` writes them with a `PredicateExpander`.
fn helpers(bodies: &[(String, Stmt)]) -> String {
    let mut out = String::from("#ifdef GET_INSTRINFO_HELPERS\n#undef GET_INSTRINFO_HELPERS\n\n");
    let mut pe = Expander::new("T");
    for (name, body) in bodies {
        out.push_str(&format!("bool TInstrInfo::{name}(const MachineInstr &MI) {{\n"));
        super::cpp::indent(&mut out, pe.indent_level() * 2);
        pe.expand_statement(&mut out, body);
        out.push_str("\n}\n\n");
    }
    out.push_str("#endif // GET_INSTRINFO_HELPERS\n");
    out.push_str("#ifdef GET_INSTRINFO_MC_HELPERS\n#undef GET_INSTRINFO_MC_HELPERS\n\n");
    out.push_str("namespace llvm {\nnamespace T_MC {\n\n");
    pe.set_expand_for_mc(true);
    for (name, body) in bodies {
        out.push_str(&format!("bool {name}(const MCInst &MI) {{\n"));
        super::cpp::indent(&mut out, pe.indent_level() * 2);
        pe.expand_statement(&mut out, body);
        out.push_str("\n}\n\n");
    }
    out.push_str("} // end namespace T_MC\n} // end namespace llvm\n\n#endif // GET_GENISTRINFO_MC_HELPERS\n");
    out
}

#[test]
fn tii_helpers_match_llvm() {
    let mut keeper = keeper();
    let mut rk = Records::new(&mut keeper);
    let bodies = bodies(&mut rk);
    assert_eq!(bodies.len(), 6);
    let want = include_str!("testdata/tii.expected");
    let got = helpers(&bodies);
    if got != want {
        let line = got.lines().zip(want.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!(
            "line {}: got {:?}, want {:?}",
            line + 1,
            got.lines().nth(line).unwrap_or(""),
            want.lines().nth(line).unwrap_or("")
        );
    }
}

#[test]
fn the_first_matching_class_decides_the_kind() {
    let mut keeper = keeper();
    let mut rk = Records::new(&mut keeper);
    let bodies = bodies(&mut rk);
    let Some((_, Stmt::Return(Pred::Any(imms)))) = bodies.iter().find(|(n, _)| n == "checkImmediates") else {
        panic!("checkImmediates returns a CheckAny");
    };
    // CheckImmOperandLE is a CheckNot of a GT; CheckZeroOperand a CheckImmOperand.
    assert!(matches!(&imms[4], Pred::Not(p) if matches!(**p, Pred::ImmOperandGt { index: 2, value: 1, .. })));
    assert!(matches!(&imms[7], Pred::ImmOperand { index: 2, value: 0, .. }));
    assert!(matches!(&imms[10], Pred::ImmOperand { mapper, .. } if mapper == "mapIt"));
    let Some((_, Stmt::Return(Pred::Any(calls)))) = bodies.iter().find(|(n, _)| n == "checkCalls") else {
        panic!("checkCalls returns a CheckAny");
    };
    assert!(matches!(&calls[0], Pred::TiiCall { name, known: true, .. } if name == "checkOperands"));
    assert!(matches!(&calls[2], Pred::Pseudo(ops) if ops.len() == 1 && ops[0].namespace == "T"));
}

#[test]
fn integers_are_cpp_ints() {
    let src = r#"
        class MCInstPredicate;
        class MCOperandPredicate<int i> : MCInstPredicate { int OpIndex = i; }
        class CheckOperandBase<int i> : MCOperandPredicate<i> { string FunctionMapper = ""; }
        class CheckImmOperand<int i, int v> : CheckOperandBase<i> { int ImmVal = v; }
        def P : CheckImmOperand<4294967298, -4294967297>;
    "#;
    let mut keeper = tablegen_core::parse_str("t.td", src).expect("parses");
    let mut rk = Records::new(&mut keeper);
    let p = rk.def("P").expect("P");
    let pred = read_predicate(&mut rk, p).expect("reads");
    assert_eq!(pred, Pred::ImmOperand { index: 2, value: -1, mapper: String::new() });
}

#[test]
fn unknown_kinds_are_read_as_llvm_19_reads_them() {
    let src = r#"
        class MCInstPredicate;
        class MCStatement;
        def Nameless : MCInstPredicate;
        def Named : MCInstPredicate { string FunctionName = "f"; }
        def S : MCStatement { MCInstPredicate Pred = Named; }
    "#;
    let mut keeper = tablegen_core::parse_str("t.td", src).expect("parses");
    let mut rk = Records::new(&mut keeper);
    let named = rk.def("Named").expect("Named");
    assert!(matches!(read_predicate(&mut rk, named), Ok(Pred::TiiCall { known: false, .. })));
    let s = rk.def("S").expect("S");
    assert!(matches!(read_statement(&mut rk, s), Ok(Stmt::Return(Pred::TiiCall { .. }))));
    let nameless = rk.def("Nameless").expect("Nameless");
    assert!(read_predicate(&mut rk, nameless).is_err());
    assert_eq!(rk.diagnostics()[0].text(), "Record `Nameless' does not have a field named `FunctionName'!\n");
}

/// Names opcodes `op::NAME` and registers `reg::NAME`.
struct Names;

impl Vocabulary for Names {
    fn opcode(&self, inst: &InstRef) -> String {
        format!("op::{}", inst.name)
    }
    fn register(&self, reg: &RegRef) -> String {
        format!("reg::{}", reg.name)
    }
}

#[track_caller]
fn rust(p: &Pred, want: &str) {
    let mut hooks = Hooks::default();
    assert_eq!(Translator::new(&Names, "mi", "cx").expr(p, &mut hooks), want);
}

/// A record id for hand-made predicates (the translator does not read it).
fn some_def() -> tablegen_core::record::RecId {
    let keeper = tablegen_core::parse_str("t.td", "def A;").expect("parses");
    keeper.def("A").expect("A")
}

fn inst(name: &str) -> InstRef {
    InstRef { def: some_def(), name: name.into(), namespace: "T".into() }
}

#[test]
fn rust_expressions_of_every_kind() {
    let none = String::new;
    let reg = RegRef { def: some_def(), name: "R0".into(), namespace: "T".into() };
    rust(&Pred::True, "true");
    rust(&Pred::Not(Box::new(Pred::False)), "true");
    rust(&Pred::IsReg(0), "mi.is_reg(0)?");
    rust(&Pred::Not(Box::new(Pred::IsVReg(1))), "!is_virtual_reg(mi.reg(1)?)");
    rust(&Pred::IsImm(2), "mi.is_imm(2)?");
    rust(&Pred::RegOperand { index: 0, reg: reg.clone(), mapper: none() }, "mi.reg(0)? == reg::R0");
    rust(&Pred::RegOperand { index: 0, reg, mapper: "m".into() }, "cx.m(mi.reg(0)?) == reg::R0");
    rust(&Pred::RegOperandSimple { index: 1, mapper: none() }, "mi.reg(1)? != 0");
    rust(&Pred::RegOperandSimple { index: 1, mapper: "odd".into() }, "cx.odd(mi.reg(1)?)");
    rust(&Pred::Not(Box::new(Pred::InvalidReg(1))), "mi.reg(1)? != 0");
    rust(&Pred::ImmOperand { index: 2, value: -3, mapper: none() }, "mi.imm(2)? == -3");
    rust(&Pred::ImmOperandStr { index: 2, value: "T::Seven".into(), mapper: none() }, "mi.imm(2)? == cx.t_seven()");
    rust(&Pred::Not(Box::new(Pred::ImmOperandLt { index: 2, value: 7, mapper: none() })), "mi.imm(2)? >= 7");
    rust(&Pred::Not(Box::new(Pred::ImmOperandGt { index: 2, value: 7, mapper: none() })), "mi.imm(2)? <= 7");
    rust(&Pred::ImmOperandSimple { index: 2, mapper: none() }, "mi.imm(2)? != 0");
    rust(&Pred::ImmOperandSimple { index: 2, mapper: "f".into() }, "cx.f(mi.imm(2)?)");
    rust(&Pred::SameReg(0, 1), "mi.reg(0)? == mi.reg(1)?");
    rust(&Pred::NumOperands(-1), "mi.num_operands() == 4294967295");
    rust(&Pred::IsReg(-1), "mi.is_reg(4294967295)?");
    rust(&Pred::Opcode(vec![inst("ADD")]), "mi.opcode() == op::ADD");
    rust(
        &Pred::Not(Box::new(Pred::Opcode(vec![inst("ADD"), inst("SUB")]))),
        "!matches!(mi.opcode(), op::ADD | op::SUB)",
    );
    // A list naming an opcode twice (PowerPC's): one pattern each.
    rust(&Pred::Opcode(vec![inst("ADD"), inst("SUB"), inst("ADD")]), "matches!(mi.opcode(), op::ADD | op::SUB)");
    rust(&Pred::Opcode(vec![inst("ADD"), inst("ADD")]), "mi.opcode() == op::ADD");
    rust(&Pred::Pseudo(vec![]), "false");
    rust(&Pred::All(vec![]), "true");
    rust(&Pred::Any(vec![Pred::False, Pred::IsReg(0)]), "mi.is_reg(0)?");
    // `true &&` goes, `false &&` stays: the operand before it may fail.
    rust(&Pred::All(vec![Pred::IsReg(0), Pred::True, Pred::False]), "mi.is_reg(0)? && false");
    rust(
        &Pred::Any(vec![Pred::All(vec![Pred::IsReg(0), Pred::IsImm(1)]), Pred::Not(Box::new(Pred::IsImm(2)))]),
        "(mi.is_reg(0)? && mi.is_imm(1)?) || !mi.is_imm(2)?",
    );
    rust(&Pred::Not(Box::new(Pred::Any(vec![Pred::IsReg(0), Pred::IsImm(1)]))), "!(mi.is_reg(0)? || mi.is_imm(1)?)");
    rust(&Pred::Function { mc_fn: "mc".into(), mi_fn: "isLoad".into() }, "cx.is_load(mi)");
    rust(&Pred::NonPortable("MI.x()".into()), "cx.non_portable(mi)");
}

/// LLVM's expander ignores the negation of function predicates, C++ code
/// and (for an `MCInst`) pseudo checks, but not of sequences holding them.
#[test]
fn negation_is_ignored_where_llvm_ignores_it() {
    let not = |p: Pred| Pred::Not(Box::new(p));
    let f = || Pred::Function { mc_fn: "mc".into(), mi_fn: "isLoad".into() };
    let tii = || Pred::FunctionWithTii { mc_fn: "mc".into(), mi_fn: "isLoad".into(), tii_ptr: String::new() };
    let code = || Pred::NonPortable("MI.x()".into());
    rust(&not(f()), "cx.is_load(mi)");
    rust(&not(not(f())), "cx.is_load(mi)");
    rust(&not(tii()), "cx.tii_is_load(mi)");
    rust(&not(code()), "cx.non_portable(mi)");
    rust(&not(Pred::All(vec![f()])), "cx.is_load(mi)");
    rust(&not(Pred::All(vec![f(), Pred::IsReg(0)])), "!(cx.is_load(mi) && mi.is_reg(0)?)");
    // A sequence of two left with one part is still negated as a whole.
    rust(&not(Pred::Any(vec![f(), Pred::False])), "!cx.is_load(mi)");
    rust(&not(Pred::TiiCall { def: some_def(), name: "isFoo".into(), known: true }), "!cx.is_foo(mi)");
    // In the MI flavour CheckPseudo is an opcode check, negated.
    rust(&not(Pred::Pseudo(vec![inst("ADD")])), "mi.opcode() != op::ADD");
    let mc = |p: &Pred| Translator::new(&Names, "mi", "cx").for_mc(true).expr(p, &mut Hooks::default());
    assert_eq!(mc(&not(Pred::Pseudo(vec![inst("ADD")]))), "false");
    assert_eq!(mc(&not(code())), "false");
    assert_eq!(mc(&not(Pred::Any(vec![code(), code()]))), "true");
}

#[test]
fn hooks_are_named_once_per_cpp_text() {
    let mut hooks = Hooks::default();
    hooks.reserve("is_load");
    let t = Translator::new(&Names, "first?", "cx");
    let f = |ptr: &str| Pred::FunctionWithTii { mc_fn: "mc".into(), mi_fn: "isLoad".into(), tii_ptr: ptr.into() };
    let p = Pred::All(vec![
        Pred::Function { mc_fn: "mc".into(), mi_fn: "isLoad".into() },
        f(""),
        f("TII"),
        f("Other"),
        Pred::TiiCall { def: some_def(), name: "isFoo".into(), known: true },
    ]);
    assert_eq!(
        t.expr(&p, &mut hooks),
        "cx.is_load2(first?) && cx.tii_is_load(first?) && cx.tii_is_load(first?) && cx.tii_is_load2(first?) \
         && cx.is_foo(first?)"
    );
    assert!(t.reads_mi() && t.calls_cx());
    let cpp: Vec<String> = hooks.list().iter().map(|h| h.cpp(false, "T")).collect();
    assert_eq!(cpp, ["isLoad(*MI)", "TII->isLoad(*MI)", "Other->isLoad(*MI)", "TInstrInfo::isFoo(*MI)"]);
    assert_eq!(hooks.list()[0].cpp(true, "T"), "mc(MI)");
    assert_eq!(hooks.list()[3].cpp(true, "T"), "T_MC::isFoo(MI)");
    assert!(matches!(hooks.list()[1].kind, HookKind::FunctionWithTii { ref tii_ptr, .. } if tii_ptr == "TII"));
    assert_eq!(hooks.list()[2].signature("I"), "(&self, mi: &I) -> bool");
}

#[test]
fn constants_read_nothing() {
    let t = Translator::new(&Names, "first?", "cx");
    let mut hooks = Hooks::default();
    assert_eq!(t.negated_expr(&Pred::All(vec![Pred::True, Pred::Not(Box::new(Pred::False))]), &mut hooks), "false");
    assert!(!t.reads_mi() && !t.calls_cx());
}

#[test]
fn a_predicate_that_contains_itself_is_an_error() {
    let src = r#"
        class MCInstPredicate;
        class MCTrue : MCInstPredicate;
        def TruePred : MCTrue;
        class CheckNot<MCInstPredicate p> : MCInstPredicate { MCInstPredicate Pred = p; }
        class CheckPredicateSequence<list<MCInstPredicate> ps> : MCInstPredicate { list<MCInstPredicate> Predicates = ps; }
        class CheckAll<list<MCInstPredicate> ps> : CheckPredicateSequence<ps>;
        def Loop : CheckNot<TruePred> { let Pred = Loop; }
        def Twice : CheckAll<[TruePred, TruePred]>;
    "#;
    let mut keeper = tablegen_core::parse_str("t.td", src).expect("parses");
    let mut rk = Records::new(&mut keeper);
    // The same record twice side by side is no cycle.
    let twice = rk.def("Twice").expect("Twice");
    assert_eq!(read_predicate(&mut rk, twice), Ok(Pred::All(vec![Pred::True, Pred::True])));
    let looping = rk.def("Loop").expect("Loop");
    assert!(read_predicate(&mut rk, looping).is_err());
    let msg = rk.diagnostics()[0].text().to_string();
    assert!(msg.starts_with("'Loop' contains itself"), "{msg}");
}
