//! The Rust X86 decoder of `-gen-disassembler` on the golden case
//! `own/disassembler_x86/basic.td` (whose C++ tables the golden corpus
//! checks): legacy, operand-size and REX.W contexts, tied operands,
//! registers added to the opcode, ModR/M forms, an exact ModR/M byte, a
//! 32-bit-only instruction; truncated and invalid encodings; and no byte
//! string decoded by panicking.

use tablegen_generated_tests::x86_disassembler_basic as x86;
use tablegen_runtime::mc::{DecodeError, Operand};
use x86::Mode;

/// The opcode number of the instruction `name` (from the module's names).
fn opcode(name: &str) -> u32 {
    let ends: Vec<usize> =
        x86::NAME_ENDS.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]) as usize).collect();
    let mut start = 0;
    for (i, &end) in ends.iter().enumerate() {
        if &x86::NAMES[start..end] == name.as_bytes() {
            return i as u32;
        }
        start = end;
    }
    panic!("no instruction {name}")
}

/// The register numbers of basic.td (the register bank's, from 1).
const AL: u32 = 1;
const AX: u32 = 2;
const EAX: u32 = 3;
const ECX: u32 = 4;
const RAX: u32 = 5;

fn decode(bytes: &[u8], mode: Mode) -> (u32, Vec<Operand>, usize) {
    let (mi, len) = x86::decode_instruction(bytes, mode).expect("decodes");
    (mi.opcode(), mi.operands().to_vec(), len)
}

#[test]
fn register_forms_by_context() {
    let r = Operand::Reg;
    assert_eq!(decode(&[0x01, 0xc8], Mode::Bits64), (opcode("ADD32rr"), vec![r(EAX), r(EAX), r(ECX)], 2));
    // REX.W; RCX is not in basic.td: register 0.
    assert_eq!(decode(&[0x48, 0x01, 0xc8], Mode::Bits64), (opcode("ADD64rr"), vec![r(RAX), r(RAX), r(0)], 3));
    assert_eq!(decode(&[0x66, 0x01, 0xc0], Mode::Bits64), (opcode("ADD16rr"), vec![r(AX), r(AX), r(AX)], 3));
    assert_eq!(decode(&[0xff, 0xc1], Mode::Bits32), (opcode("INC32r"), vec![r(ECX), r(ECX)], 2));
    assert_eq!(decode(&[0xb0, 0x7f], Mode::Bits64), (opcode("MOV8ri"), vec![r(AL), Operand::Imm(127)], 2));
    // NOOP keeps 0x90 from XCHG32ar.
    assert_eq!(decode(&[0x90], Mode::Bits64), (opcode("NOOP"), vec![], 1));
    assert_eq!(decode(&[0x0f, 0x01, 0xc1], Mode::Bits64), (opcode("VMCALL"), vec![], 3));
}

#[test]
fn memory_forms_and_immediates() {
    let (op, ops, len) = decode(&[0x01, 0x44, 0x24, 0xf8], Mode::Bits64);
    assert_eq!((op, len), (opcode("ADD32mr"), 4));
    // RSP is not in basic.td: the base is register 0; disp8 -8; EAX.
    assert_eq!(
        ops,
        vec![Operand::Reg(0), Operand::Imm(1), Operand::Reg(0), Operand::Imm(-8), Operand::Reg(0), Operand::Reg(EAX)]
    );
    let (op, ops, len) = decode(&[0xff, 0x00], Mode::Bits64);
    assert_eq!((op, len), (opcode("INC32m"), 2));
    assert_eq!(ops[0], Operand::Reg(RAX));
    // 32-bit only; a 32-bit immediate.
    assert_eq!(decode(&[0x68, 1, 0, 0, 0], Mode::Bits32), (opcode("PUSH32i"), vec![Operand::Imm(1)], 5));
    // An operand-sized immediate (`ENCODING_Iv`), which LLVM does not
    // sign-extend.
    assert_eq!(decode(&[0x66, 0x68, 0xff, 0xff], Mode::Bits64), (opcode("PUSH16i"), vec![Operand::Imm(0xffff)], 4));
}

#[test]
fn truncated_and_invalid_encodings() {
    assert!(matches!(x86::decode_instruction(&[0x01], Mode::Bits64), Err(DecodeError::Truncated { .. })));
    assert!(matches!(x86::decode_instruction(&[0x68, 1], Mode::Bits32), Err(DecodeError::Truncated { .. })));
    assert_eq!(x86::decode_instruction(&[0x02, 0xc0], Mode::Bits64).err(), Some(DecodeError::Invalid));
    assert!(x86::decode_instruction(&[], Mode::Bits64).is_err());
}

#[test]
fn no_byte_string_panics() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..50_000 {
        let mut buf = [0u8; 16];
        for b in &mut buf {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *b = x as u8;
        }
        let n = (x >> 60) as usize;
        for mode in [Mode::Bits16, Mode::Bits32, Mode::Bits64] {
            if let Ok((_, len)) = x86::decode_instruction(&buf[..n], mode) {
                assert!(len <= n);
            }
        }
    }
}
