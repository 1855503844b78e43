//! The decoder on hand-made tables: one map, one context, a few
//! instructions.

use alloc::vec::Vec;

use super::*;
use crate::mc::{DecodeError, Operand};

const fn regs() -> [u16; NUM_REGS] {
    // Register numbers are the flat numbers plus one (0 stays "none").
    let mut r = [0u16; NUM_REGS];
    let mut i = 0;
    while i < NUM_REGS {
        r[i] = i as u16 + 1;
        i += 1;
    }
    r
}

static REGS: [u16; NUM_REGS] = regs();

// Encodings and types, as LLVM numbers them.
const REG: u8 = 1;
const RM: u8 = 2;
const IB: u8 = 19;
const R32: u8 = 4;
const IMM: u8 = 6;
const M: u8 = 8;

fn row() -> &'static [u8] {
    let mut row = [0u32; 256];
    row[0x90] = 1 << 3; // one entry: NOOP
    row[0x89] = 2 << 3 | 1; // split by mod: MOV32mr, MOV32rr
    row[0x04] = 4 << 3; // one entry: ADD8i8
    let bytes: Vec<u8> = row.iter().flat_map(|v| v.to_le_bytes()).collect();
    alloc::boxed::Box::leak(bytes.into_boxed_slice())
}

fn tables() -> X86Tables {
    static SETS: [u8; 4 * 12] = {
        let mut s = [0u8; 48];
        s[12] = RM;
        s[13] = M;
        s[14] = REG;
        s[15] = R32;
        s[24] = RM;
        s[25] = R32;
        s[26] = REG;
        s[27] = R32;
        s[36] = IB;
        s[37] = IMM;
        s
    };
    static CONTEXTS: [u8; 1 << 15] = [0; 1 << 15];
    let mut map_rows = [0u8; 24];
    map_rows[0] = 1;
    X86Tables {
        operand_sets: &SETS,
        instr_operand_sets: &[0, 0, 0, 0, 1, 0, 2, 0, 3, 0],
        contexts: &CONTEXTS,
        modrm_table: &[0, 0, 1, 0, 2, 0, 3, 0, 4, 0],
        num_contexts: 1,
        map_rows: alloc::boxed::Box::leak(alloc::boxed::Box::new(map_rows)),
        rows: row(),
        names: b"NOOPMOV32mrMOV32rrADD8i8",
        name_ends: &[0, 0, 0, 0, 4, 0, 0, 0, 11, 0, 0, 0, 18, 0, 0, 0, 24, 0, 0, 0],
        registers: &REGS,
        prefix_opcodes: [0; 4],
    }
}

fn reg(name: &str) -> Operand {
    Operand::Reg(REGISTER_NAMES.iter().position(|n| *n == name).unwrap() as u32 + 1)
}

#[test]
fn memory_and_register_forms() {
    let t = tables();
    let (mi, len) = decode(&t, &[0x89, 0x44, 0x24, 0x08], Mode::Bits64).unwrap();
    assert_eq!((mi.opcode(), len), (2, 4));
    let want = [reg("RSP"), Operand::Imm(1), Operand::Reg(0), Operand::Imm(8), Operand::Reg(0), reg("EAX")];
    assert_eq!(mi.operands(), &want);
    let (mi, len) = decode(&t, &[0x89, 0xc8, 0xff], Mode::Bits64).unwrap();
    assert_eq!((mi.opcode(), len), (3, 2));
    assert_eq!(mi.operands(), &[reg("EAX"), reg("ECX")]);
    // REX.B and a byte displacement; in 32-bit mode 41 is not a REX.
    let (mi, len) = decode(&t, &[0x41, 0x89, 0x45, 0xf0], Mode::Bits64).unwrap();
    assert_eq!(len, 4);
    assert_eq!(mi.operands()[0], reg("R13"));
    assert_eq!(mi.operands()[3], Operand::Imm(-16));
    assert_eq!(decode(&t, &[0x41, 0x89, 0x45, 0xf0], Mode::Bits32).err(), Some(DecodeError::Invalid));
    // RIP-relative, 32-bit displacement.
    let (mi, _) = decode(&t, &[0x89, 0x05, 1, 0, 0, 0], Mode::Bits64).unwrap();
    assert_eq!(mi.operands()[0], reg("RIP"));
    assert_eq!(mi.operands()[3], Operand::Imm(1));
}

#[test]
fn prefixes_immediates_and_flags() {
    let t = tables();
    let (mi, len) = decode(&t, &[0x66, 0x90], Mode::Bits64).unwrap();
    assert_eq!((mi.opcode(), len, mi.flags()), (1, 2, IP_HAS_OP_SIZE));
    let (mi, len) = decode(&t, &[0x64, 0x04, 0x80], Mode::Bits64).unwrap();
    assert_eq!((mi.opcode(), len), (4, 3));
    assert_eq!(mi.operands(), &[Operand::Imm(-128)]);
    let (mi, _) = decode(&t, &[0x64, 0x89, 0x00], Mode::Bits64).unwrap();
    assert_eq!(mi.operands()[4], reg("FS"));
}

#[test]
fn truncated_and_invalid() {
    let t = tables();
    assert_eq!(decode(&t, &[0x89, 0x44], Mode::Bits64).err(), Some(DecodeError::Truncated { needed: 3, available: 2 }));
    assert!(matches!(decode(&t, &[0x04], Mode::Bits64), Err(DecodeError::Truncated { .. })));
    assert_eq!(decode(&t, &[0x05, 0], Mode::Bits64).err(), Some(DecodeError::Invalid));
    assert!(decode(&t, &[], Mode::Bits64).is_err());
}

#[test]
fn any_bytes_decode_without_panicking() {
    let t = tables();
    let mut x = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..20_000 {
        let mut buf = [0u8; 16];
        for b in &mut buf {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *b = x as u8;
        }
        let n = (x >> 60) as usize;
        for mode in [Mode::Bits16, Mode::Bits32, Mode::Bits64] {
            if let Ok((_, len)) = decode(&t, &buf[..n], mode) {
                assert!(len <= n);
            }
            let _ = decode(&X86Tables::EMPTY, &buf[..n], mode);
        }
    }
}
