//! The mini target's Rust modules as one tree (`Builder::rust_target`):
//! every shared type is defined once, the searchable table's instruction
//! field and the encoder's opcode parameter have the tree's `Opcode` type,
//! and the table holds what llvm-tblgen-19's C++ table holds
//! (`reference/mini_tree.searchable.inc`).

use std::path::Path;

use tablegen_generated_tests::mini_tree::searchable_tables::{lookup_mini_cost, MiniCost, MINI_COSTS};
use tablegen_generated_tests::mini_tree::{emitter, Opcode, Reg, SimpleValueType};

/// `(instruction, cost)` of each row of the C++ `MiniCosts[]`.
fn cpp_rows() -> Vec<(String, u8)> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("reference/mini_tree.searchable.inc");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let body = text.split("constexpr MiniCost MiniCosts[] = {").nth(1).expect("the table");
    let body = body.split("};").next().expect("its end");
    body.lines()
        .filter_map(|l| l.trim().strip_prefix("{ "))
        .map(|l| {
            let (inst, rest) = l.split_once(", ").expect("two fields");
            let cost = rest.split_once(' ').expect("cost").0.trim_start_matches("0x");
            (inst.to_string(), u8::from_str_radix(cost, 16).expect("hex cost"))
        })
        .collect()
}

#[test]
fn the_table_is_typed_by_the_shared_opcode_and_matches_llvm() {
    let want = cpp_rows();
    assert_eq!(want.len(), 4);
    let got: Vec<(String, u8)> = MINI_COSTS.iter().map(|r| (r.inst.name().to_string(), r.cost)).collect();
    assert_eq!(got, want);
    // The field is an `Opcode`: this binding would not compile otherwise.
    let first: Opcode = MINI_COSTS[0].inst;
    assert_eq!(first, Opcode::PseudoRet);
    let sub: &MiniCost = lookup_mini_cost(Opcode::Sub).expect("SUB has a row");
    assert_eq!((sub.inst, sub.cost), (Opcode::Sub, 1));
    assert!(lookup_mini_cost(Opcode::Xor).is_none());
}

/// Every operand encodes as zero, so an instruction's word is its
/// constant bits.
struct Zero;

impl emitter::Encoder for Zero {
    fn machine_op_value(&mut self, _: u32) -> emitter::Bits {
        0
    }
}

/// Operands encode as all ones: each field fills its bits.
struct Ones;

impl emitter::Encoder for Ones {
    fn machine_op_value(&mut self, _: u32) -> emitter::Bits {
        u64::MAX
    }
}

#[test]
fn the_encoder_takes_the_shared_opcode() {
    // mini-target.td: ADD is Inst{31-24} = 1, rd at 8-6, rs1 at 5-3, rs2 at 2-0.
    assert_eq!(emitter::encode(Opcode::Add, &mut Zero), Some(0x0100_0000));
    assert_eq!(emitter::encode(Opcode::Add, &mut Ones), Some(0x0100_01ff));
    // LI: Inst{31-24} = 5, rd at 23-21, imm at 15-0.
    assert_eq!(emitter::encode(Opcode::Li, &mut Ones), Some(0x05e0_ffff));
    // A pseudo has no encoding.
    assert_eq!(emitter::encode(Opcode::PseudoRet, &mut Zero), None);
    assert_eq!(emitter::operand_bit_offset(Opcode::Add, 2), Some(0));
}

#[test]
fn the_other_shared_types_are_at_the_root() {
    assert_eq!(Reg::R10.name(), "R10");
    assert_eq!(SimpleValueType::I32.name(), "i32");
}
