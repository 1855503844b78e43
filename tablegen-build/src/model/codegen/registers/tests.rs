//! Unit tests of the register bank. Expected orders and names come from
//! `llvm-tblgen-19 -gen-register-info` on the same input.

use crate::backend::Records;
use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::RegBank;
use crate::model::codegen::CodeGenTarget;

/// Parses `body` after LLVM's `Target.td` (from the golden corpus).
fn parse(body: &str) -> RecordKeeper {
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    let src = format!(
        "include \"llvm/Target/Target.td\"\n{body}\ndef TII : InstrInfo;\ndef MyTarget : Target {{ let InstructionSet = TII; }}\n"
    );
    match parse_source("t.td", &src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("parse failed"),
    }
}

fn bank(rk: &mut Records<'_>) -> RegBank {
    let target = CodeGenTarget::new(rk).expect("target");
    let mut bank = RegBank::new(rk, &target).expect("bank");
    bank.compute_derived_info(rk).expect("derived");
    bank
}

const PAIRS: &str = r##"
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
let Namespace = "T" in {
foreach i = 0-7 in def R#i : Register<"r"#i>;
def Z : Register<"z">;
}
def Pairs : RegisterTuples<[lo, hi], [(add R0, R2, R4, R6), (add R1, R3, R5, R7)]>;
def GPR : RegisterClass<"T", [i32], 32, (add (sequence "R%u", 0, 7), Z)>;
def Low : RegisterClass<"T", [i32], 32, (add R0, R1, R2, R3)>;
def Odd : RegisterClass<"T", [i32], 32, (add R1, R3, R5, R7, Z)>;
def Wide : RegisterClass<"T", [i64], 64, (add Pairs)>;
def Bad : RegisterClass<"T", [i32], 32, (add R2, Z)> { let isAllocatable = false; }
"##;

#[test]
fn registers_sorted_then_tuples() {
    let mut keeper = parse(PAIRS);
    let mut rk = Records::new(&mut keeper);
    let bank = bank(&mut rk);
    let names: Vec<&str> = bank.registers().iter().map(|r| rk.name_str(r.def)).collect();
    assert_eq!(names, ["Z", "R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R0_R1", "R2_R3", "R4_R5", "R6_R7"]);
    let idx: Vec<&str> = bank.sub_reg_indices().iter().map(|i| i.name.as_str()).collect();
    assert_eq!(idx, ["hi", "lo"]);
}

#[test]
fn inferred_classes_in_topological_order() {
    let mut keeper = parse(PAIRS);
    let mut rk = Records::new(&mut keeper);
    let bank = bank(&mut rk);
    let names: Vec<&str> = bank.classes().iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "GPR",
            "Odd",
            "Low",
            "Bad",
            "Low_and_Odd",
            "Bad_and_Low",
            "Bad_and_Odd",
            "Wide",
            "Wide_with_hi_in_Low",
            "Wide_with_lo_in_Bad",
        ]
    );
    // Inferred classes inherit from their nearest super-class.
    let wl = &bank.classes()[8];
    assert!(wl.def.is_none());
    assert_eq!(wl.namespace, "T");
    let sup: Vec<&str> = wl.super_classes.iter().map(|c| bank.class(*c).name.as_str()).collect();
    assert_eq!(sup, ["Wide"]);
}

#[test]
fn pressure_sets_in_size_order() {
    let mut keeper = parse(PAIRS);
    let mut rk = Records::new(&mut keeper);
    let bank = bank(&mut rk);
    let names: Vec<&str> = bank.pressure_sets().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Bad_and_Odd", "Low", "GPR"]);
}

#[test]
fn concatenated_and_composed_indices() {
    // QQ0 = {Q0, Q1} with Q = {D, D}: the middle pair D1_D2 becomes a
    // secondary sub-register under a concatenated index.
    let src = r##"
def dsub_0 : SubRegIndex<64>;
def dsub_1 : SubRegIndex<64, 64>;
def qsub_0 : SubRegIndex<128>;
def qsub_1 : SubRegIndex<128, 128>;
let Namespace = "T" in {
foreach i = 0-3 in def D#i : Register<"d"#i>;
let SubRegIndices = [dsub_0, dsub_1], CoveredBySubRegs = true in {
def Q0 : Register<"q0"> { let SubRegs = [D0, D1]; }
def Q1 : Register<"q1"> { let SubRegs = [D2, D3]; }
def D1_D2 : Register<"d1d2"> { let SubRegs = [D1, D2]; }
}
def QQ0 : Register<"qq0"> { let SubRegs = [Q0, Q1]; let SubRegIndices = [qsub_0, qsub_1]; let CoveredBySubRegs = true; }
}
def DPR : RegisterClass<"T", [i64], 64, (add (sequence "D%u", 0, 3))>;
def QPR : RegisterClass<"T", [i64], 128, (add Q0, Q1, D1_D2)>;
def QQPR : RegisterClass<"T", [i64], 256, (add QQ0)>;
"##;
    let mut keeper = parse(src);
    let mut rk = Records::new(&mut keeper);
    let bank = bank(&mut rk);
    let idx: Vec<&str> = bank.sub_reg_indices().iter().map(|i| i.name.as_str()).collect();
    assert_eq!(
        idx,
        [
            "dsub_0",
            "dsub_1",
            "qsub_0",
            "qsub_1",
            "qsub_1_then_dsub_0",
            "qsub_1_then_dsub_1",
            "dsub_1_qsub_1_then_dsub_0"
        ]
    );
    let names: Vec<&str> = bank.classes().iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["DPR", "QPR", "QQPR"]);
}

/// The messages of the diagnostics building the bank of `body` reports,
/// and whether it failed.
fn bank_errors(body: &str) -> (Vec<String>, bool) {
    let mut keeper = parse(body);
    let mut rk = Records::new(&mut keeper);
    let failed = CodeGenTarget::new(&mut rk)
        .and_then(|target| RegBank::new(&mut rk, &target))
        .and_then(|mut bank| bank.compute_derived_info(&mut rk))
        .is_err();
    let texts = rk
        .diagnostics()
        .iter()
        .map(|d| match d {
            crate::backend::Diagnostic::Message { msg, .. } => msg.clone(),
            crate::backend::Diagnostic::Raw(text) => text.clone(),
        })
        .collect();
    (texts, failed)
}

#[test]
fn index_in_its_own_concatenation_is_an_error() {
    // llvm-tblgen-19 overflows its stack on this one.
    let (msgs, failed) = bank_errors(
        r#"def sub_a : SubRegIndex<16> { let CoveringSubRegIndices = [sub_a, sub_a]; }
        def R0 : Register<"r0"> { let Namespace = "T"; }
        def GPR : RegisterClass<"T", [i32], 32, (add R0)>;"#,
    );
    assert!(failed);
    assert_eq!(
        msgs,
        ["SubRegIndex sub_a is part of its own concatenation (CoveringSubRegIndices cycle: sub_a -> sub_a)"]
    );
}

#[test]
fn index_composed_of_itself_is_accepted() {
    // LLVM accepts it too: composition cycles end at the lane mask guard.
    let (msgs, failed) = bank_errors(
        r#"def sub_a : SubRegIndex<16> { let ComposedOf = [sub_a, sub_a]; }
        def R0 : Register<"r0"> { let Namespace = "T"; }
        def R1 : Register<"r1"> { let Namespace = "T"; let SubRegs = [R0]; let SubRegIndices = [sub_a]; }
        def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;"#,
    );
    assert!(!failed, "{msgs:?}");
}
