//! The Rust decoders of `-gen-disassembler` on LLVM's lit inputs (whose
//! C++ tables the lit suite checks): an incomplete decoder method that
//! fails lets the table try the more general encoding, as the C++
//! `OPC_TryDecode` does; operand values start from the operand's `bits`
//! defaults; words no encoding has fail; and no byte is decoded by
//! panicking.

use tablegen_generated_tests::{decoder_init_value as init, decoder_trydecode as try1, decoder_trydecode2 as try2};
use tablegen_runtime::mc::{DecodeError, DecodeStatus, Inst, Operand};

/// Hooks whose methods accept or refuse as told, recording their calls.
#[derive(Default)]
struct Hooks {
    accept_a: bool,
    accept_b: bool,
    calls: Vec<(&'static str, u128)>,
}

impl Hooks {
    fn method(&mut self, name: &'static str, accept: bool, inst: &mut Inst, insn: u128) -> DecodeStatus {
        self.calls.push((name, insn));
        if accept {
            inst.push(Operand::Imm(insn as i64));
            DecodeStatus::Success
        } else {
            DecodeStatus::Fail
        }
    }
}

impl try1::DecoderHooks for Hooks {
    fn decode_inst_b(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let accept = self.accept_b;
        self.method("DecodeInstB", accept, inst, insn)
    }
}

impl try2::DecoderHooks for Hooks {
    fn decode_inst_a(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let accept = self.accept_a;
        self.method("DecodeInstA", accept, inst, insn)
    }
    fn decode_inst_b(&mut self, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
        let accept = self.accept_b;
        self.method("DecodeInstB", accept, inst, insn)
    }
}

impl init::DecoderHooks for Hooks {}

/// LLVM's opcode numbers: its 295 target-independent opcodes (LLVM 19), then the
/// target's instructions by name (these inputs have no others).
fn opcode(target_names: &[&str], name: &str) -> u32 {
    let mut sorted = target_names.to_vec();
    sorted.sort_unstable();
    295 + sorted.iter().position(|n| *n == name).unwrap_or_else(|| panic!("no {name}")) as u32
}

fn opcode1(name: &str) -> u32 {
    opcode(&["InstA", "InstB"], name)
}

fn opcode2(name: &str) -> u32 {
    opcode(&["InstA", "InstB"], name)
}

#[test]
fn a_failing_incomplete_decoder_falls_back_to_the_general_encoding() {
    // InstB is 000000??, decoded by DecodeInstB (incomplete); InstA is
    // 0000????, decoded field by field.
    let table = try1::DECODER_TABLE_8;
    let mut h = Hooks { accept_b: true, ..Hooks::default() };
    let d = try1::decode(table, 0x02u8, 0, &mut h).expect("InstB");
    assert_eq!((d.inst.opcode(), d.inst.operands()), (opcode1("InstB"), &[Operand::Imm(2)][..]));
    assert!(!d.soft_fail);

    let mut h = Hooks::default();
    let d = try1::decode(table, 0x02u8, 0, &mut h).expect("InstA, after InstB's decoder refused");
    assert_eq!(d.inst.opcode(), opcode1("InstA"));
    assert!(d.inst.operands().is_empty(), "InstA has no operands");
    assert_eq!(h.calls, [("DecodeInstB", 2)]);

    // Bits 3-2 set: not InstB, so its decoder is not asked.
    let mut h = Hooks::default();
    assert_eq!(try1::decode(table, 0x0cu8, 0, &mut h).map(|d| d.inst.opcode()), Ok(opcode1("InstA")));
    assert!(h.calls.is_empty());
    // Bits 7-4 not zero: no instruction.
    assert_eq!(try1::decode(table, 0x10u8, 0, &mut h), Err(DecodeError::Invalid));
}

#[test]
fn when_every_incomplete_decoder_fails_the_word_is_invalid() {
    // InstB is 000??011, InstA 000000?? (both incomplete): 0x03 is tried
    // as InstB first, then as InstA.
    let table = try2::DECODER_TABLE_8;
    let mut h = Hooks::default();
    assert_eq!(try2::decode(table, 0x03u8, 0, &mut h), Err(DecodeError::Invalid));
    assert_eq!(h.calls, [("DecodeInstB", 3), ("DecodeInstA", 3)]);
    let mut h = Hooks { accept_a: true, ..Hooks::default() };
    assert_eq!(try2::decode(table, 0x03u8, 0, &mut h).map(|d| d.inst.opcode()), Ok(opcode2("InstA")));
    let mut h = Hooks { accept_b: true, ..Hooks::default() };
    assert_eq!(try2::decode(table, 0x1bu8, 0, &mut h).map(|d| d.inst.opcode()), Ok(opcode2("InstB")));
    assert_eq!(try2::DECODER_TABLES.len(), 1);
    assert_eq!(try2::DECODER_TABLES[0].name, "DecoderTable8");
}

#[test]
fn operand_values_start_from_their_bits_defaults() {
    // foo: Inst{15-8} = factor{7-0}, factor{0} = 0; bar the same with
    // factor{0} = 1; so bit 8 tells them apart and bits 15-9 are factor's
    // bits 7-1.
    let table = init::DECODER_TABLE_16;
    let opcode = |name| opcode(&["bar", "bax", "foo"], name);
    let mut h = Hooks::default();
    let d = init::decode(table, 0xab00u16, 0, &mut h).expect("bar");
    assert_eq!((d.inst.opcode(), d.inst.operands()), (opcode("bar"), &[Operand::Imm(0xab)][..]));
    let d = init::decode(table, 0xaa00u16, 0, &mut h).expect("foo");
    assert_eq!((d.inst.opcode(), d.inst.operands()), (opcode("foo"), &[Operand::Imm(0xaa)][..]));
    // bax (factor{32} = 1, Inst{15-8} = factor{32-25}) comes after both
    // in the table, which bit 8 already split: never decoded, as in C++.
    assert!(init::DECODER_PROGRAMS[2].len() == 1);
    for w in 0..=u16::MAX {
        let d = init::decode(table, w, 0, &mut h).expect("foo or bar");
        assert_ne!(d.inst.opcode(), opcode("bax"));
    }
}

#[test]
fn every_byte_and_halfword_decodes_or_fails_cleanly() {
    for b in 0..=u8::MAX {
        let mut h = Hooks { accept_a: b & 1 == 0, accept_b: b & 2 == 0, ..Hooks::default() };
        let _ = try1::decode(try1::DECODER_TABLE_8, b, 0, &mut h);
        let _ = try2::decode(try2::DECODER_TABLE_8, b, 0, &mut h);
    }
    for w in 0..=u16::MAX {
        let _ = init::decode(init::DECODER_TABLE_16, w, 0, &mut Hooks::default());
    }
}
