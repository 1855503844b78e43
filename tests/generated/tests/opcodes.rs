//! The Rust `Opcode` enum of `-gen-instr-info` against the
//! `GET_INSTRINFO_ENUM` section llvm-tblgen-19 printed for the same input
//! (`reference/mini_target.instrinfo-enum.inc`): every opcode's name and
//! number, and the list end.

use std::path::Path;

use tablegen_generated_tests::mini_target_opcodes::{Opcode, INSTRUCTION_LIST_END};

/// `(name, value)` of each enumerator line (`    NAME\t= N,`), and the
/// `INSTRUCTION_LIST_END` value.
fn cpp_enum() -> (Vec<(String, u32)>, usize) {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("reference/mini_target.instrinfo-enum.inc");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let mut opcodes = Vec::new();
    let mut end = None;
    for line in text.lines() {
        if let Some(n) = line.trim().strip_prefix("INSTRUCTION_LIST_END = ") {
            end = Some(n.parse().expect("list end"));
        } else if let Some((name, value)) = line.trim().trim_end_matches(',').split_once("\t= ") {
            opcodes.push((name.to_string(), value.parse().expect("opcode value")));
        }
    }
    (opcodes, end.expect("INSTRUCTION_LIST_END"))
}

#[test]
fn opcodes_match_llvm() {
    let (want, end) = cpp_enum();
    assert_eq!(want.len(), 301, "the reference section has every opcode");
    let got: Vec<(String, u32)> = Opcode::all().map(|op| (op.name().to_string(), op.value() as u32)).collect();
    assert_eq!(got, want);
    assert_eq!(INSTRUCTION_LIST_END, end);
    for (name, value) in &want {
        let op = Opcode::from_name(name).unwrap_or_else(|| panic!("no opcode {name}"));
        assert_eq!(Opcode::from_value(op.value()), Some(op));
        assert_eq!(op.value() as u32, *value);
    }
    assert!(Opcode::from_name("NOT_AN_OPCODE").is_none());
}

/// `Opcode` is a newtype with one constant per opcode: the constants work
/// as patterns, values outside the enumeration cannot be made, and `Debug`
/// and `Display` print the C++ name.
#[test]
fn opcode_constants_are_patterns_and_the_type_is_closed() {
    let first = Opcode::all().next().expect("an opcode");
    let kind = match first {
        Opcode::Phi => "phi",
        _ => "other",
    };
    assert_eq!(kind, "phi");
    assert_eq!(format!("{first:?} {first}"), "PHI PHI");
    let count = u16::try_from(Opcode::COUNT).expect("fits");
    assert_eq!(Opcode::from_value(count), None);
    assert_eq!(Opcode::try_from(count), Err(count));
    assert_eq!(Opcode::all().count(), Opcode::COUNT);
    assert_eq!(std::mem::size_of::<Opcode>(), 2);
}
