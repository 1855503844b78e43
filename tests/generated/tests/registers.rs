//! The Rust register enums of `-gen-register-info` against the
//! `GET_REGINFO_ENUM` section llvm-tblgen-19 printed for the same input
//! (`reference/mini_target.reginfo-enum.inc`): every register and register
//! class (the inferred one included) by name and number.

use std::path::Path;

use tablegen_generated_tests::mini_target_registers::{Reg, RegClass, NUM_TARGET_REGS};

/// The enumerators of the C++ `enum { ... }` that follows `after`, as
/// `(name, value)`; implicit values count up from the previous one.
fn cpp_enum(after: &str) -> Vec<(String, u32)> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("reference/mini_target.reginfo-enum.inc");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let start = text.find(after).unwrap_or_else(|| panic!("no `{after}` in the reference"));
    let body = &text[start..];
    let body = &body[body.find("enum {").expect("enum") + 6..body.find("};").expect("end of enum")];
    let mut out = Vec::new();
    let mut next = 0;
    for line in body.lines().map(|l| l.split("//").next().unwrap_or_default().trim().trim_end_matches(',')) {
        if line.is_empty() {
            continue;
        }
        let (name, value) = match line.split_once(" = ") {
            Some((n, v)) => (n.to_string(), v.parse().expect("enumerator value")),
            None => (line.to_string(), next),
        };
        next = value + 1;
        out.push((name, value));
    }
    out
}

#[test]
fn registers_match_llvm() {
    let mut want = cpp_enum("namespace Mini {\nenum {\n  NoRegister");
    let (end, count) = want.pop().expect("NUM_TARGET_REGS");
    assert_eq!(end, "NUM_TARGET_REGS");
    assert_eq!(NUM_TARGET_REGS, count as usize);
    let got: Vec<(String, u32)> = Reg::all().map(|r| (r.name().to_string(), u32::from(r.value()))).collect();
    assert_eq!(got, want);
    // LLVM orders names number-aware: R9 before R10.
    assert!(Reg::R9.value() < Reg::R10.value());
}

#[test]
fn register_classes_match_llvm() {
    let want = cpp_enum("// Register classes");
    assert_eq!(want.len(), 4, "three classes and one LLVM infers");
    let got: Vec<(String, u32)> = RegClass::all().map(|c| (c.name().to_string(), u32::from(c.value()))).collect();
    assert_eq!(got, want);
}
