//! The analysis on the golden input `own/register_bank/banks.td`, whose
//! C++ llvm-tblgen-19 printed (`expected/own__register_bank__banks`): the
//! expected values below are that output's. The last tests cover the
//! inputs on which llvm-tblgen-19 crashes, where we report an error.

use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::{analyze, RegisterBanks};
use crate::backend::{Diagnostic, Options, Records};

fn parse(name: &str, src: &str) -> RecordKeeper {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
    match parse_source(name, src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("{name} does not parse"),
    }
}

fn model() -> RegisterBanks {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/own/register_bank/banks.td");
    let src = std::fs::read_to_string(path).expect("the golden input");
    let mut rk = parse("banks.td", &src);
    analyze(&mut Records::new(&mut rk), &Options::default()).expect("analyses")
}

/// The diagnostics analysing `src` reports, as (is a message, text), and
/// whether the analysis failed.
fn diagnostics(src: &str) -> (Vec<String>, bool) {
    let mut rk = parse("t.td", src);
    let mut records = Records::new(&mut rk);
    let failed = analyze(&mut records, &Options::default()).is_err();
    let texts = records
        .diagnostics()
        .iter()
        .map(|d| match d {
            Diagnostic::Message { kind, msg, .. } => format!("{kind:?}: {msg}"),
            Diagnostic::Raw(text) => text.clone(),
        })
        .collect();
    (texts, failed)
}

fn class_names(m: &RegisterBanks, classes: &[u32]) -> Vec<String> {
    classes.iter().map(|&c| m.classes[c as usize].name.clone()).collect()
}

#[test]
fn banks_are_numbered_by_def_name() {
    let m = model();
    let defs: Vec<&str> = m.banks.iter().map(|b| b.def_name.as_str()).collect();
    assert_eq!(defs, ["AllRegBank", "CCRegBank", "FPRRegBank", "GPRRegBank"]);
    assert_eq!(m.hw_modes, ["Default", "Narrow", "Wide"]);
    assert_eq!(m.classes.len(), 33);
}

#[test]
fn classes_come_in_the_order_they_are_found() {
    let m = model();
    let gpr = &m.banks[3];
    // GPRPair is listed first: its sub-register classes (GPR, GPREven)
    // come before GPR's own sub-classes, and the pair singletons alternate
    // with the halves they are found through.
    assert_eq!(
        class_names(&m, &gpr.classes[..9]),
        [
            "GPRPair",
            "GPR",
            "GPREven",
            "GPRPairLow",
            "GPRLow",
            "GPREven_and_GPRLow",
            "PairSingle0",
            "GPRSingle0",
            "GPRSingle1"
        ]
    );
    assert_eq!(gpr.classes.len(), 30);
    let groups = m.classes_by_word(gpr);
    assert_eq!(class_names(&m, &groups[1]), ["PairSingle7"]);
    // A class listed twice is there once.
    assert_eq!(class_names(&m, &m.banks[1].classes), ["CCR"]);
    assert!(m.classes[m.banks[1].classes[0] as usize].namespace.is_empty());
}

#[test]
fn the_largest_class_depends_on_the_mode_and_ties_keep_the_first() {
    let m = model();
    let all = &m.banks[0];
    // Default and Narrow: GPRLow and FPR are both 32 bits, GPRLow came
    // first. Wide: FPR is 64 bits.
    assert_eq!(class_names(&m, &all.largest), ["GPRLow", "GPRLow", "FPR"]);
    assert_eq!(all.sizes, [32, 32, 64]);
    assert_eq!(m.banks[3].sizes, [64, 64, 128]);
}

#[test]
fn coverage_words_hold_the_classes() {
    let m = model();
    let fpr = &m.banks[2];
    let words = m.coverage(fpr);
    assert_eq!(words.len(), 2);
    assert_eq!(words[0].count_ones() as usize, fpr.classes.len());
    for &c in &fpr.classes {
        assert_ne!(words[c as usize / 32] & (1 << (c % 32)), 0);
    }
}

const HEAD: &str = r#"include "llvm/Target/Target.td"
def T : Target;
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def A : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def B : RegisterClass<"T", [i32], 32, (add R1)>;
"#;

#[test]
fn an_empty_bank_is_an_error() {
    // LLVM reads the size of the largest of no classes (a crash).
    let (diags, failed) = diagnostics(&format!("{HEAD}def EmptyRegBank : RegisterBank<\"E\", []>;\n"));
    assert!(failed);
    assert_eq!(diags, ["Error: RegisterBank 'EmptyRegBank' covers no register class, so it has no size"]);
}

#[test]
fn a_bank_named_like_an_inferred_class_is_an_error_after_the_warning() {
    // A and D share R1: TableGen infers A_and_D. LLVM warns, then reads
    // the location of the inferred class's missing def (a crash).
    let src = r#"include "llvm/Target/Target.td"
def T : Target;
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def R2 : Register<"r2">;
def A : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def D : RegisterClass<"T", [i32], 32, (add R1, R2)>;
def XRegBank : RegisterBank<"a_AND_d", [A]>;
"#;
    let (diags, failed) = diagnostics(src);
    assert!(failed);
    assert_eq!(
        diags,
        [
            "Warning: Register bank names should be distinct from register classes to avoid ambiguous MIR",
            "Note: RegisterBank was declared here",
            "Error: RegisterClass 'A_and_D' was inferred by TableGen and has no declaration",
        ]
    );
}

#[test]
fn sub_class_chains_are_followed_depth_first() {
    // Each class drops the first register of the previous one, so each is
    // a sub-class of all before it: the visit goes down the chain first.
    let mut src = String::from("include \"llvm/Target/Target.td\"\ndef T : Target;\n");
    src.push_str("foreach i = 0-99 in def R#i : Register<\"r\"#i>;\n");
    src.push_str("foreach i = 0-99 in def C#i : RegisterClass<\"T\", [i32], 32, (sequence \"R%u\", i, 99)>;\n");
    src.push_str("def ChainRegBank : RegisterBank<\"Chain\", [C0]>;\n");
    let mut rk = parse("chain.td", &src);
    let m = analyze(&mut Records::new(&mut rk), &Options::default()).expect("analyses");
    let want: Vec<u32> = (0..100).collect();
    assert_eq!(m.banks[0].classes, want);
    assert_eq!(class_names(&m, &m.banks[0].classes[..3]), ["C0", "C1", "C2"]);
}
