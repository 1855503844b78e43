//! Reading one instruction: prefixes, opcode, context, ModR/M and SIB,
//! operands, then the [`Inst`] (LLVM's `readPrefixes`, `readOpcode`,
//! `getInstructionID`, `readOperands` and `translateInstruction`).

use super::regs::*;
use super::tables::{map, Decision, X86Tables, MAX_OPERANDS};
use crate::mc::{DecodeError, Inst, Operand};

/// The processor mode instructions are decoded in.
///
/// ```
/// use tablegen_runtime::mc::x86::Mode;
/// assert_ne!(Mode::Bits64, Mode::Bits32);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Real and 16-bit protected mode.
    Bits16,
    /// 32-bit protected mode.
    Bits32,
    /// Long mode.
    Bits64,
}

/// [`Inst::flags`] bit: a `66` prefix that is not part of the opcode.
pub const IP_HAS_OP_SIZE: u32 = 1;
/// [`Inst::flags`] bit: a `67` prefix.
pub const IP_HAS_AD_SIZE: u32 = 2;
/// [`Inst::flags`] bit: an `F2` prefix that is not part of the opcode.
pub const IP_HAS_REPEAT_NE: u32 = 4;
/// [`Inst::flags`] bit: an `F3` prefix that is not part of the opcode.
pub const IP_HAS_REPEAT: u32 = 8;
/// [`Inst::flags`] bit: a `LOCK` prefix.
pub const IP_HAS_LOCK: u32 = 16;

/// The `ENCODING_*` values of LLVM's `OperandEncoding`.
mod enc {
    pub const NONE: u8 = 0;
    pub const REG: u8 = 1;
    pub const RM: u8 = 2;
    pub const RM_CD64: u8 = 8;
    pub const SIB: u8 = 9;
    pub const VSIB: u8 = 10;
    pub const VSIB_CD64: u8 = 16;
    pub const VVVV: u8 = 17;
    pub const WRITEMASK: u8 = 18;
    pub const IB: u8 = 19;
    pub const IW: u8 = 20;
    pub const ID: u8 = 21;
    pub const IO: u8 = 22;
    pub const RB: u8 = 23;
    pub const RW: u8 = 24;
    pub const RD: u8 = 25;
    pub const RO: u8 = 26;
    pub const FP: u8 = 27;
    pub const IV: u8 = 28;
    pub const IA: u8 = 29;
    pub const IRC: u8 = 30;
    pub const RV: u8 = 31;
    pub const CC: u8 = 32;
    pub const CF: u8 = 33;
    pub const DUP: u8 = 34;
    pub const SI: u8 = 35;
    pub const DI: u8 = 36;
}

/// The `TYPE_*` values of LLVM's `OperandType`.
mod ty {
    pub const REL: u8 = 1;
    pub const R8: u8 = 2;
    pub const R16: u8 = 3;
    pub const R32: u8 = 4;
    pub const R64: u8 = 5;
    pub const IMM: u8 = 6;
    pub const M: u8 = 8;
    pub const MSIB: u8 = 9;
    pub const MVSIBX: u8 = 10;
    pub const MVSIBY: u8 = 11;
    pub const MVSIBZ: u8 = 12;
    pub const MOFFS: u8 = 15;
    pub const MM64: u8 = 17;
    pub const XMM: u8 = 18;
    pub const YMM: u8 = 19;
    pub const ZMM: u8 = 20;
    pub const VK: u8 = 21;
    pub const VK_PAIR: u8 = 22;
    pub const TMM: u8 = 23;
    pub const SEGMENTREG: u8 = 24;
    pub const DEBUGREG: u8 = 25;
    pub const CONTROLREG: u8 = 26;
    pub const BNDR: u8 = 27;
    pub const RV: u8 = 28;
    pub const DUP0: u8 = 30;
}

/// The `ATTR_*` bits of the attribute mask.
mod attr {
    pub const BIT64: u16 = 1 << 0;
    pub const XS: u16 = 1 << 1;
    pub const XD: u16 = 1 << 2;
    pub const REXW: u16 = 1 << 3;
    pub const OPSIZE: u16 = 1 << 4;
    pub const ADSIZE: u16 = 1 << 5;
    pub const VEX: u16 = 1 << 6;
    pub const VEXL: u16 = 1 << 7;
    pub const EVEX: u16 = 1 << 8;
    pub const EVEXL2: u16 = 1 << 9;
    pub const EVEXK: u16 = 1 << 10;
    pub const EVEXKZ: u16 = 1 << 11;
    pub const EVEXB: u16 = 1 << 12;
    pub const REX2: u16 = 1 << 13;
    pub const EVEXNF: u16 = 1 << 14;
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Vex {
    None,
    Vex2,
    Vex3,
    Evex,
    Xop,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Disp {
    None,
    D8,
    D16,
    D32,
}

type R<T> = Result<T, DecodeError>;

/// The state of one instruction being read (LLVM's `InternalInstruction`).
struct Insn<'a> {
    bytes: &'a [u8],
    pos: usize,
    mode: Mode,
    mandatory_prefix: u8,
    vex_prefix: [u8; 4],
    vex: Vex,
    rex2: [u8; 2],
    rex: u8,
    /// 0 none, then CS, SS, DS, ES, FS, GS.
    segment: u8,
    xacquire_release: bool,
    has_adsize: bool,
    has_opsize: bool,
    has_lock: bool,
    repeat: u8,
    register_size: u8,
    address_size: u8,
    displacement_size: u8,
    immediate_size: u8,
    opcode: u8,
    map: u8,
    id: u16,
    vvvv: u16,
    writemask: u16,
    consumed_modrm: bool,
    modrm: u8,
    sib: u8,
    displacement: i32,
    num_imm: usize,
    imms: [u64; 3],
    opcode_register: u16,
    /// Flat registers.
    reg_base: u16,
    reg: u16,
    /// In the `EABase` numbering.
    ea_reg_base: u16,
    ea_base: u16,
    ea_disp: Disp,
    sib_index_base: u16,
    sib_index: u16,
    sib_scale: u8,
    sib_base: u16,
    rc: u8,
}

fn truncated(i: &Insn<'_>, n: usize) -> DecodeError {
    DecodeError::Truncated { needed: i.pos + n, available: i.bytes.len() }
}

impl<'a> Insn<'a> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn byte(&mut self) -> R<u8> {
        let b = self.peek().ok_or_else(|| truncated(self, 1))?;
        self.pos += 1;
        Ok(b)
    }

    fn le(&mut self, n: usize) -> R<u64> {
        let s = self.bytes.get(self.pos..self.pos + n).ok_or_else(|| truncated(self, n))?;
        self.pos += n;
        Ok(s.iter().rev().fold(0u64, |v, &b| v << 8 | u64::from(b)))
    }

    fn is_rex(&self, b: u8) -> bool {
        self.mode == Mode::Bits64 && (0x40..=0x4f).contains(&b)
    }

    fn is_rex2(&self, b: u8) -> bool {
        self.mode == Mode::Bits64 && b == 0xd5
    }

    fn rex_w(&self) -> u8 {
        (self.rex >> 3) & 1
    }
    fn rex_r(&self) -> u8 {
        (self.rex >> 2) & 1
    }
    fn rex_x(&self) -> u8 {
        (self.rex >> 1) & 1
    }
    fn rex_b(&self) -> u8 {
        self.rex & 1
    }
    fn r2(&self) -> u8 {
        (self.rex2[1] >> 6) & 1
    }
    fn x2(&self) -> u8 {
        (self.rex2[1] >> 5) & 1
    }
    fn b2(&self) -> u8 {
        (self.rex2[1] >> 4) & 1
    }

    /// EVEX fields (P0 is `vex_prefix[1]`, P1 `[2]`, P2 `[3]`).
    fn evex_r2(&self) -> u8 {
        (!self.vex_prefix[1] >> 4) & 1
    }
    fn evex_x(&self) -> u8 {
        (!self.vex_prefix[1] >> 6) & 1
    }
    fn evex_pp(&self) -> u8 {
        self.vex_prefix[2] & 3
    }
    fn evex_z(&self) -> bool {
        self.vex_prefix[3] & 0x80 != 0
    }
    fn evex_l2(&self) -> u8 {
        (self.vex_prefix[3] >> 6) & 1
    }
    fn evex_l(&self) -> u8 {
        (self.vex_prefix[3] >> 5) & 1
    }
    fn evex_b(&self) -> bool {
        self.vex_prefix[3] & 0x10 != 0
    }
    fn evex_v2(&self) -> u8 {
        (!self.vex_prefix[3] >> 3) & 1
    }
    fn evex_aaa(&self) -> u8 {
        self.vex_prefix[3] & 7
    }
    fn evex_nf(&self) -> bool {
        self.vex_prefix[3] & 4 != 0
    }
}

/// LLVM's `readPrefixes`: legacy prefixes, then at most one of REX, REX2,
/// VEX, XOP or EVEX, then the operand, address and immediate sizes.
fn read_prefixes(i: &mut Insn<'_>) -> R<()> {
    let mut is_prefix = true;
    let mut byte = 0u8;
    while is_prefix {
        // Running out of bytes ends the prefixes; the opcode reader fails.
        let Ok(b) = i.byte() else { break };
        byte = b;
        // A LOCK first is an instruction of its own.
        if i.pos == 1 && byte == 0xf0 {
            break;
        }
        if byte == 0xf2 || byte == 0xf3 {
            if let Some(next) = i.peek() {
                // Before LOCK or XCHG these are XACQUIRE/XRELEASE (but F3 90
                // is PAUSE).
                if next == 0xf0 || next & 0xfe == 0x86 || next & 0xf8 == 0x90 {
                    i.xacquire_release = true;
                    if !(byte == 0xf3 && next == 0x90) {
                        break;
                    }
                }
                // F3 before a MOV to memory is XRELEASE.
                if byte == 0xf3 && matches!(next, 0x88 | 0x89 | 0xc6 | 0xc7) {
                    i.xacquire_release = true;
                    break;
                }
                if i.is_rex(next) {
                    // A REX after it needs a byte after it in turn.
                    i.pos += 1;
                    if i.peek().is_none() {
                        return Err(truncated(i, 1));
                    }
                    i.pos -= 1;
                }
            }
        }
        match byte {
            0xf0 => i.has_lock = true,
            0xf2 | 0xf3 => {
                if let Some(next) = i.peek() {
                    // The last F2/F3 before an escape, REX or 66 is
                    // mandatory (part of the opcode).
                    if i.is_rex(next) || i.is_rex2(next) || next == 0x0f || next == 0x66 {
                        i.mandatory_prefix = byte;
                    }
                    i.repeat = byte;
                }
            }
            0x2e => i.segment = 1,
            0x36 => i.segment = 2,
            0x3e => i.segment = 3,
            0x26 => i.segment = 4,
            0x64 => i.segment = 5,
            0x65 => i.segment = 6,
            0x66 => {
                i.has_opsize = true;
                if let Some(next) = i.peek() {
                    // 66 never replaces an F2/F3 already mandatory.
                    if i.mandatory_prefix == 0 && (next == 0x0f || i.is_rex(next)) {
                        i.mandatory_prefix = byte;
                    }
                }
            }
            0x67 => i.has_adsize = true,
            _ => is_prefix = false,
        }
    }

    if byte == 0x62 {
        let byte1 = i.byte()?;
        if i.peek().is_none() {
            return Err(truncated(i, 1));
        }
        // Outside 64-bit mode 62 is BOUND unless the next byte's mod is 11.
        if i.mode == Mode::Bits64 || byte1 & 0xc0 == 0xc0 {
            i.vex = Vex::Evex;
            i.vex_prefix[0] = byte;
            i.vex_prefix[1] = byte1;
            i.vex_prefix[2] = i.byte()?;
            i.vex_prefix[3] = i.byte()?;
            if i.mode == Mode::Bits64 {
                let p0 = i.vex_prefix[1];
                let p1 = i.vex_prefix[2];
                i.rex = 0x40 | ((p1 >> 7) & 1) << 3 | ((!p0 >> 7) & 1) << 2 | ((!p0 >> 6) & 1) << 1 | ((!p0 >> 5) & 1);
                i.rex2[1] = ((!p0 >> 4) & 1) << 6 | ((!p1 >> 2) & 1) << 5 | ((p0 >> 3) & 1) << 4;
            }
        } else {
            i.pos -= 2;
        }
    } else if byte == 0xc4 || byte == 0xc5 {
        let byte1 = i.peek().ok_or_else(|| truncated(i, 1))?;
        if i.mode == Mode::Bits64 || byte1 & 0xc0 == 0xc0 {
            i.vex_prefix[0] = byte;
            if byte == 0xc4 {
                i.vex = Vex::Vex3;
                // A missing byte leaves the field 0; the opcode read fails.
                i.vex_prefix[1] = i.byte().unwrap_or(0);
                i.vex_prefix[2] = i.byte().unwrap_or(0);
                if i.mode == Mode::Bits64 {
                    let (b1, b2) = (i.vex_prefix[1], i.vex_prefix[2]);
                    i.rex =
                        0x40 | ((b2 >> 7) & 1) << 3 | ((!b1 >> 7) & 1) << 2 | ((!b1 >> 6) & 1) << 1 | ((!b1 >> 5) & 1);
                }
            } else {
                i.vex = Vex::Vex2;
                i.vex_prefix[1] = i.byte().unwrap_or(0);
                if i.mode == Mode::Bits64 {
                    i.rex = 0x40 | ((!i.vex_prefix[1] >> 7) & 1) << 2;
                }
                if i.vex_prefix[1] & 3 == 1 {
                    i.has_opsize = true;
                }
            }
        } else {
            i.pos -= 1;
        }
    } else if byte == 0x8f {
        let byte1 = i.peek().ok_or_else(|| truncated(i, 1))?;
        // reg 0 is POP.
        if byte1 & 0x38 != 0 {
            i.vex = Vex::Xop;
            i.vex_prefix[0] = byte;
            i.vex_prefix[1] = i.byte().unwrap_or(0);
            i.vex_prefix[2] = i.byte().unwrap_or(0);
            if i.mode == Mode::Bits64 {
                let (b1, b2) = (i.vex_prefix[1], i.vex_prefix[2]);
                i.rex = 0x40 | ((b2 >> 7) & 1) << 3 | ((!b1 >> 7) & 1) << 2 | ((!b1 >> 6) & 1) << 1 | ((!b1 >> 5) & 1);
            }
            if i.vex_prefix[2] & 3 == 1 {
                i.has_opsize = true;
            }
        } else {
            i.pos -= 1;
        }
    } else if i.is_rex2(byte) {
        if i.peek().is_none() {
            return Err(truncated(i, 1));
        }
        i.rex2[0] = byte;
        i.rex2[1] = i.byte()?;
        let p = i.rex2[1];
        i.rex = 0x40 | (p & 0xf);
    } else if i.is_rex(byte) {
        if i.peek().is_none() {
            return Err(truncated(i, 1));
        }
        i.rex = byte;
    } else {
        // Not consumed (LLVM steps back even when the loop ended on no byte
        // at all, which makes a lone prefix its own opcode).
        i.pos = i.pos.saturating_sub(1);
    }

    let (reg, addr, disp, imm) = match i.mode {
        Mode::Bits16 => {
            let o = if i.has_opsize { 4 } else { 2 };
            let a = if i.has_adsize { 4 } else { 2 };
            (o, a, a, o)
        }
        Mode::Bits32 => {
            let o = if i.has_opsize { 2 } else { 4 };
            let a = if i.has_adsize { 2 } else { 4 };
            (o, a, a, o)
        }
        Mode::Bits64 => {
            let a = if i.has_adsize { 4 } else { 8 };
            if i.rex != 0 && i.rex_w() != 0 {
                i.has_opsize = false;
                (8, a, 4, 4)
            } else {
                let o = if i.has_opsize { 2 } else { 4 };
                (o, a, 4, o)
            }
        }
    };
    i.register_size = reg;
    i.address_size = addr;
    i.displacement_size = disp;
    i.immediate_size = imm;
    Ok(())
}

/// LLVM's `readSIB`.
fn read_sib(i: &mut Insn<'_>) -> R<()> {
    let sib_base_base = match i.address_size {
        4 => {
            i.sib_index_base = EA_BASE_32;
            SIB_BASE_32
        }
        8 => {
            i.sib_index_base = EA_BASE_64;
            SIB_BASE_64
        }
        _ => return Err(DecodeError::Invalid),
    };
    i.sib = i.byte()?;
    let index = u16::from(((i.sib >> 3) & 7) | i.rex_x() << 3 | i.x2() << 4);
    i.sib_index = if index == 4 { 0 } else { i.sib_index_base + index };
    i.sib_scale = 1 << (i.sib >> 6);
    let base = u16::from((i.sib & 7) | i.rex_b() << 3 | i.b2() << 4);
    if base == 5 || base == 0xd {
        match i.modrm >> 6 {
            0 => {
                i.ea_disp = Disp::D32;
                i.sib_base = 0;
            }
            1 => {
                i.ea_disp = Disp::D8;
                i.sib_base = sib_base_base + base;
            }
            2 => {
                i.ea_disp = Disp::D32;
                i.sib_base = sib_base_base + base;
            }
            _ => return Err(DecodeError::Invalid),
        }
    } else {
        i.sib_base = sib_base_base + base;
    }
    Ok(())
}

/// LLVM's `readDisplacement`.
fn read_displacement(i: &mut Insn<'_>) -> R<()> {
    i.displacement = match i.ea_disp {
        Disp::None => return Ok(()),
        Disp::D8 => i.le(1)? as u8 as i8 as i32,
        Disp::D16 => i.le(2)? as u16 as i16 as i32,
        Disp::D32 => i.le(4)? as u32 as i32,
    };
    Ok(())
}

/// LLVM's `readModRM`: the ModR/M byte, and with it the SIB byte and the
/// displacement.
fn read_modrm(i: &mut Insn<'_>) -> R<()> {
    if i.consumed_modrm {
        return Ok(());
    }
    i.modrm = i.byte()?;
    i.consumed_modrm = true;
    let md = i.modrm >> 6;
    let mut rm = u16::from(i.modrm & 7);
    let mut reg = u16::from((i.modrm >> 3) & 7);
    (i.reg_base, i.ea_reg_base) = match i.register_size {
        2 => (AX, EA_REG + AX),
        4 => (EAX, EA_REG + EAX),
        _ => (RAX, EA_REG + RAX),
    };
    reg |= u16::from(i.rex_r() << 3 | i.r2() << 4);
    rm |= u16::from(i.rex_b() << 3 | i.b2() << 4);
    if i.vex == Vex::Evex && i.mode == Mode::Bits64 {
        reg |= u16::from(i.evex_r2() << 4);
    }
    i.reg = i.reg_base + reg;
    match i.address_size {
        2 => match md {
            0 if rm == 6 => {
                i.ea_base = 0;
                i.ea_disp = Disp::D16;
                read_displacement(i)?;
            }
            0 => {
                i.ea_base = EA_BASE_16 + rm;
                i.ea_disp = Disp::None;
            }
            1 => {
                i.ea_base = EA_BASE_16 + rm;
                i.ea_disp = Disp::D8;
                i.displacement_size = 1;
                read_displacement(i)?;
            }
            2 => {
                i.ea_base = EA_BASE_16 + rm;
                i.ea_disp = Disp::D16;
                read_displacement(i)?;
            }
            _ => {
                i.ea_base = i.ea_reg_base + rm;
                read_displacement(i)?;
            }
        },
        _ => {
            let base = if i.address_size == 4 { EA_BASE_32 } else { EA_BASE_64 };
            match md {
                0 => {
                    i.ea_disp = Disp::None;
                    match rm & 7 {
                        4 => {
                            i.ea_base = if i.address_size == 4 { EA_SIB } else { EA_SIB64 };
                            read_sib(i)?;
                            read_displacement(i)?;
                        }
                        5 => {
                            i.ea_base = 0;
                            i.ea_disp = Disp::D32;
                            read_displacement(i)?;
                        }
                        _ => i.ea_base = base + rm,
                    }
                }
                1 | 2 => {
                    if md == 1 {
                        i.displacement_size = 1;
                    }
                    i.ea_disp = if md == 1 { Disp::D8 } else { Disp::D32 };
                    if rm & 7 == 4 {
                        // LLVM takes the 32-bit SIB marker whatever the
                        // address size; both mean a SIB byte.
                        i.ea_base = EA_SIB;
                        read_sib(i)?;
                    } else {
                        i.ea_base = base + rm;
                    }
                    read_displacement(i)?;
                }
                _ => {
                    i.ea_disp = Disp::None;
                    i.ea_base = i.ea_reg_base + rm;
                }
            }
        }
    }
    Ok(())
}

/// LLVM's `fixupRegValue`/`fixupRMValue`: the flat register an encoded
/// number stands for as an operand of type `t`; `None` when the number is
/// out of the type's range. `rv_base` is the general-purpose register group
/// of the operand size.
fn fixup_value(i: &Insn<'_>, t: u8, index: u16, rv_base: u16) -> Option<u16> {
    let r = match t {
        ty::RV => rv_base + index,
        ty::R8 if i.rex != 0 && (4..=7).contains(&index) => SPL + (index - 4),
        ty::R8 => AL + index,
        ty::R16 => AX + index,
        ty::R32 => EAX + index,
        ty::R64 => RAX + index,
        ty::ZMM | ty::MVSIBZ => ZMM0 + index,
        ty::YMM | ty::MVSIBY => YMM0 + index,
        ty::XMM | ty::MVSIBX => XMM0 + index,
        ty::TMM if index > 7 => return None,
        ty::TMM => TMM0 + index,
        ty::VK if index & 0xf > 7 => return None,
        ty::VK => K0 + (index & 0xf),
        ty::VK_PAIR if index > 7 => return None,
        ty::VK_PAIR => K0_K1 + index / 2,
        ty::MM64 => MM0 + (index & 7),
        ty::SEGMENTREG if index & 7 > 5 => return None,
        ty::SEGMENTREG => ES + (index & 7),
        ty::DEBUGREG if index > 15 => return None,
        ty::DEBUGREG => DR0 + index,
        ty::CONTROLREG if index > 15 => return None,
        ty::CONTROLREG => CR0 + index,
        _ => return None,
    };
    Some(r)
}

fn is_rm(e: u8) -> bool {
    (enc::RM..=enc::RM_CD64).contains(&e)
}

fn is_vsib(e: u8) -> bool {
    (enc::VSIB..=enc::VSIB_CD64).contains(&e)
}

/// LLVM's `fixupReg`.
fn fixup_reg(i: &mut Insn<'_>, e: u8, t: u8) -> R<()> {
    match e {
        enc::VVVV => {
            i.vvvv = fixup_value(i, t, i.vvvv, i.reg_base).ok_or(DecodeError::Invalid)?;
        }
        enc::REG => {
            let index = i.reg.wrapping_sub(i.reg_base);
            i.reg = fixup_value(i, t, index, i.reg_base).ok_or(DecodeError::Invalid)?;
        }
        _ if is_rm(e) || e == enc::SIB => {
            // EVEX.X extends a vector register in R/M to 32 registers.
            if is_rm(e)
                && i.vex == Vex::Evex
                && i.mode == Mode::Bits64
                && i.modrm >> 6 == 3
                && !matches!(t, ty::RV | ty::R8 | ty::R16 | ty::R32 | ty::R64)
            {
                i.ea_base += u16::from(i.evex_x() << 4);
            }
            if i.ea_base >= i.ea_reg_base {
                let rv_base = i.ea_reg_base - EA_REG;
                let r = fixup_value(i, t, i.ea_base - i.ea_reg_base, rv_base).ok_or(DecodeError::Invalid)?;
                i.ea_base = EA_REG + r;
            }
        }
        _ => return Err(DecodeError::Invalid),
    }
    Ok(())
}

/// LLVM's `readOpcode`: the opcode map and the opcode byte.
fn read_opcode(i: &mut Insn<'_>) -> R<()> {
    i.map = map::ONEBYTE;
    let vex_map = |m: u8, evex: bool| match m {
        1 => Some(map::TWOBYTE),
        2 => Some(map::THREEBYTE_38),
        3 => Some(map::THREEBYTE_3A),
        4 if evex => Some(map::MAP4),
        5 => Some(map::MAP5),
        6 => Some(map::MAP6),
        7 => Some(map::MAP7),
        _ => None,
    };
    match i.vex {
        Vex::Evex => {
            i.map = vex_map(i.vex_prefix[1] & 7, true).ok_or(DecodeError::Invalid)?;
            i.opcode = i.byte()?;
            return Ok(());
        }
        Vex::Vex3 => {
            i.map = vex_map(i.vex_prefix[1] & 0x1f, false).ok_or(DecodeError::Invalid)?;
            i.opcode = i.byte()?;
            return Ok(());
        }
        Vex::Vex2 => {
            i.map = map::TWOBYTE;
            i.opcode = i.byte()?;
            return Ok(());
        }
        Vex::Xop => {
            i.map = match i.vex_prefix[1] & 0x1f {
                8 => map::XOP8,
                9 => map::XOP9,
                0xa => map::XOPA,
                _ => return Err(DecodeError::Invalid),
            };
            i.opcode = i.byte()?;
            return Ok(());
        }
        Vex::None if i.rex2[1] & 0x80 != 0 => {
            i.map = map::TWOBYTE;
            i.opcode = i.byte()?;
            return Ok(());
        }
        Vex::None => {}
    }
    let mut current = i.byte()?;
    if current == 0x0f {
        current = i.byte()?;
        if current == 0x38 {
            current = i.byte()?;
            i.map = map::THREEBYTE_38;
        } else if current == 0x3a {
            current = i.byte()?;
            i.map = map::THREEBYTE_3A;
        } else if current == 0x0f {
            // 3DNow!: the ModR/M byte (and what follows it) comes before
            // the opcode.
            read_modrm(i)?;
            current = i.byte()?;
            i.map = map::THREEDNOW;
        } else {
            i.map = map::TWOBYTE;
        }
    } else if i.mandatory_prefix != 0 {
        // Without an escape byte there is no mandatory prefix.
        i.mandatory_prefix = 0;
    }
    i.opcode = current;
    Ok(())
}

/// LLVM's `is16BitEquivalent`: the names differ only where one has a
/// 32/64-bit size and the other the 16-bit one.
fn is_16bit_equivalent(orig: &[u8], equiv: &[u8]) -> bool {
    if orig.len() != equiv.len() {
        return false;
    }
    orig.iter().zip(equiv).all(|(&o, &e)| {
        o == e
            || ((o == b'Q' || o == b'L') && e == b'W')
            || ((o == b'6' || o == b'3') && e == b'1')
            || ((o == b'4' || o == b'2') && e == b'6')
    })
}

fn is_64bit_name(name: &[u8]) -> bool {
    name.windows(2).any(|w| w == b"64")
}

/// The instruction the tables give for the current opcode under `mask`
/// (LLVM's `getInstructionIDWithAttrMask`), reading the ModR/M byte when
/// the decision looks at it.
fn id_with_mask(t: &X86Tables, i: &mut Insn<'_>, mask: u16) -> R<u16> {
    let ctx = *t.contexts.get(usize::from(mask)).ok_or(DecodeError::Table { at: usize::from(mask) })?;
    let d: Option<Decision> = t.decision(i.map, ctx, i.opcode);
    let modrm = match d {
        Some((ty, _)) if ty != 0 => {
            read_modrm(i)?;
            i.modrm
        }
        _ => 0,
    };
    t.pick(d, modrm).ok_or(DecodeError::Table { at: 0 })
}

/// LLVM's `isCCMPOrCTEST`.
fn is_ccmp_or_ctest(i: &Insn<'_>) -> bool {
    if i.map != map::MAP4 {
        return false;
    }
    let reg = (i.modrm >> 3) & 7;
    if i.opcode == 0x83 && reg == 7 {
        return true;
    }
    match i.opcode & 0xfe {
        0x38 | 0x3a | 0x84 => true,
        0x80 => reg == 7,
        0xf6 => reg == 0,
        _ => false,
    }
}

/// LLVM's `isNF`.
fn is_nf(i: &Insn<'_>) -> bool {
    if !i.evex_nf() {
        return false;
    }
    if i.map == map::MAP4 {
        return true;
    }
    i.map == map::THREEBYTE_38 && i.evex_pp() == 0 && matches!(i.opcode, 0xf2 | 0xf3 | 0xf5 | 0xf7)
}

/// The attribute bits of the `pp` field (none, 66, F3, F2).
fn pp_attr(pp: u8) -> u16 {
    match pp {
        1 => attr::OPSIZE,
        2 => attr::XS,
        3 => attr::XD,
        _ => 0,
    }
}

/// LLVM's `getInstructionID`.
fn instruction_id(t: &X86Tables, i: &mut Insn<'_>) -> R<()> {
    let mut mask = 0u16;
    if i.mode == Mode::Bits64 {
        mask |= attr::BIT64;
    }
    if i.vex != Vex::None {
        mask |= if i.vex == Vex::Evex { attr::EVEX } else { attr::VEX };
        match i.vex {
            Vex::Evex => {
                mask |= pp_attr(i.evex_pp());
                if i.evex_z() {
                    mask |= attr::EVEXKZ;
                }
                if i.evex_b() {
                    mask |= attr::EVEXB;
                }
                // The NF bit shares the aaa field.
                if is_nf(i) && read_modrm(i).is_ok() && !is_ccmp_or_ctest(i) {
                    mask |= attr::EVEXNF;
                } else if i.evex_aaa() != 0 && i.map != map::MAP4 {
                    mask |= attr::EVEXK;
                }
                if i.evex_l() != 0 {
                    mask |= attr::VEXL;
                }
                if i.evex_l2() != 0 {
                    mask |= attr::EVEXL2;
                }
            }
            Vex::Vex3 | Vex::Xop => {
                mask |= pp_attr(i.vex_prefix[2] & 3);
                if i.vex_prefix[2] & 4 != 0 {
                    mask |= attr::VEXL;
                }
            }
            _ => {
                let pp = i.vex_prefix[1] & 3;
                mask |= pp_attr(pp);
                if pp == 1 && i.has_adsize {
                    mask |= attr::ADSIZE;
                }
                if i.vex_prefix[1] & 4 != 0 {
                    mask |= attr::VEXL;
                }
            }
        }
    } else if i.mandatory_prefix == 0 {
        if i.has_opsize && i.mode != Mode::Bits16 {
            mask |= attr::OPSIZE;
        }
        if i.has_adsize {
            mask |= attr::ADSIZE;
        }
        if i.map == map::ONEBYTE {
            if i.repeat == 0xf3 && i.opcode == 0x90 {
                mask |= attr::XS;
            }
        } else if i.repeat == 0xf2 {
            mask |= attr::XD;
        } else if i.repeat == 0xf3 {
            mask |= attr::XS;
        }
    } else {
        match i.mandatory_prefix {
            0xf2 => mask |= attr::XD,
            0xf3 => mask |= attr::XS,
            0x66 => {
                if i.mode != Mode::Bits16 {
                    mask |= attr::OPSIZE;
                }
                if i.has_adsize {
                    mask |= attr::ADSIZE;
                }
            }
            0x67 => mask |= attr::ADSIZE,
            _ => {}
        }
    }
    if i.rex & 0x08 != 0 {
        mask |= attr::REXW;
        mask &= !attr::ADSIZE;
    }
    if i.rex2[0] == 0xd5 && i.map == map::ONEBYTE && (i.opcode == 0xa1 || i.opcode & 0xf0 == 0x50) {
        mask |= attr::REX2;
    }
    if i.mode == Mode::Bits16 {
        if i.map == map::ONEBYTE && i.opcode == 0xe3 {
            mask ^= attr::ADSIZE;
        }
        if !i.has_opsize && i.map == map::ONEBYTE && (i.opcode == 0xe8 || i.opcode == 0xe9) {
            mask |= attr::OPSIZE;
        }
        if !i.has_opsize && i.map == map::TWOBYTE && (0x80..=0x8f).contains(&i.opcode) {
            mask |= attr::OPSIZE;
        }
    }

    let mut id = id_with_mask(t, i, mask)?;

    // Outside 64-bit mode, W=1 instructions are taken when they are not
    // 64-bit ones.
    if i.mode != Mode::Bits64 && i.vex != Vex::None {
        let w = match i.vex {
            Vex::Evex | Vex::Vex3 | Vex::Xop => i.vex_prefix[2] & 0x80 != 0,
            _ => false,
        };
        if w {
            let Ok(with_w) = id_with_mask(t, i, mask | attr::REXW) else {
                i.id = id;
                return Ok(());
            };
            if !is_64bit_name(t.name(with_w)) {
                i.id = with_w;
                return Ok(());
            }
        }
    }

    // MOV moffs, FXSAVE and kin, ENQCMD: the address size picks the
    // instruction.
    let adsize_op = (i.map == map::ONEBYTE && i.opcode & 0xfc == 0xa0)
        || (i.map == map::TWOBYTE && i.opcode == 0xae)
        || (i.map == map::THREEBYTE_38 && i.opcode == 0xf8)
        || (i.map == map::MAP4 && i.opcode == 0xf8);
    if adsize_op {
        if i.has_adsize {
            mask |= attr::ADSIZE;
        }
        if i.has_opsize {
            mask |= attr::OPSIZE;
        }
        if i.mode == Mode::Bits16 {
            mask ^= attr::ADSIZE;
            if i.map == map::ONEBYTE && i.opcode & 0xfc == 0xa0 {
                mask ^= attr::OPSIZE;
            }
        }
        i.id = id_with_mask(t, i, mask)?;
        return Ok(());
    }

    if (i.mode == Mode::Bits16 || i.has_opsize) && mask & attr::OPSIZE == 0 {
        let Ok(with_opsize) = id_with_mask(t, i, mask | attr::OPSIZE) else {
            i.id = id;
            return Ok(());
        };
        if is_16bit_equivalent(t.name(id), t.name(with_opsize)) && ((i.mode == Mode::Bits16) ^ i.has_opsize) {
            id = with_opsize;
        }
        i.id = id;
        return Ok(());
    }

    // 90 with REX.B is XCHG with R8, not NOP.
    if i.map == map::ONEBYTE && i.opcode == 0x90 && i.rex & 1 != 0 {
        i.opcode = 0x91;
        let r = id_with_mask(t, i, mask);
        i.opcode = 0x90;
        i.id = r.unwrap_or(id);
        return Ok(());
    }
    i.id = id;
    Ok(())
}

/// LLVM's `readOpcodeRegister`.
fn read_opcode_register(i: &mut Insn<'_>, size: u8) {
    let size = if size == 0 { i.register_size } else { size };
    let n = u16::from(i.rex_b() << 3 | i.b2() << 4 | (i.opcode & 7));
    i.opcode_register = match size {
        1 if i.rex != 0 && (4..8).contains(&n) => SPL + (n - 4),
        1 => AL + n,
        2 => AX + n,
        4 => EAX + n,
        _ => RAX + n,
    };
}

/// LLVM's `readImmediate`.
fn read_immediate(i: &mut Insn<'_>, size: u8) -> R<()> {
    i.immediate_size = size;
    let v = i.le(usize::from(size))?;
    let slot = i.imms.get_mut(i.num_imm).ok_or(DecodeError::Invalid)?;
    *slot = v;
    i.num_imm += 1;
    Ok(())
}

/// LLVM's `readVVVV`: the raw register number, if the prefix has one.
fn read_vvvv(i: &mut Insn<'_>) -> Option<u16> {
    let v = match i.vex {
        Vex::Evex => i.evex_v2() << 4 | ((!i.vex_prefix[2] >> 3) & 0xf),
        Vex::Vex3 | Vex::Xop => (!i.vex_prefix[2] >> 3) & 0xf,
        Vex::Vex2 => (!i.vex_prefix[1] >> 3) & 0xf,
        Vex::None => return None,
    };
    let v = if i.mode != Mode::Bits64 { v & 0xf } else { v };
    i.vvvv = u16::from(v);
    Some(i.vvvv)
}

/// LLVM's `readOperands`.
fn read_operands(i: &mut Insn<'_>, ops: &[u8]) -> R<()> {
    let has_vvvv = read_vvvv(i).is_some();
    let mut need_vvvv = has_vvvv && i.vvvv != 0;
    let mut saw_reg_imm = false;
    for op in ops.chunks_exact(2) {
        let (e, t) = (op[0], op[1]);
        match e {
            enc::NONE | enc::SI | enc::DI | enc::FP | enc::DUP => {}
            _ if is_vsib(e) => {
                if need_vvvv {
                    need_vvvv = has_vvvv && i.vvvv & 0xf != 0;
                }
                read_modrm(i)?;
                if i.ea_base != EA_SIB && i.ea_base != EA_SIB64 {
                    return Err(DecodeError::Invalid);
                }
                if i.sib_index == 0 {
                    i.sib_index = i.sib_index_base + 4;
                }
                if i.vex == Vex::Evex && i.mode == Mode::Bits64 && i.evex_v2() != 0 {
                    i.sib_index += 16;
                }
                let group = match t {
                    ty::MVSIBX => SIB_INDEX_XMM0,
                    ty::MVSIBY => SIB_INDEX_YMM0,
                    ty::MVSIBZ => SIB_INDEX_ZMM0,
                    _ => return Err(DecodeError::Invalid),
                };
                i.sib_index = group.wrapping_add(i.sib_index.wrapping_sub(i.sib_index_base));
                if i.ea_disp == Disp::D8 {
                    i.displacement = i.displacement.wrapping_mul(1 << (e - enc::VSIB));
                }
            }
            enc::SIB => {
                if i.ea_base != EA_SIB && i.ea_base != EA_SIB64 {
                    return Err(DecodeError::Invalid);
                }
                read_modrm(i)?;
                fixup_reg(i, e, t)?;
            }
            _ if e == enc::REG || is_rm(e) => {
                read_modrm(i)?;
                fixup_reg(i, e, t)?;
                if e != enc::REG && i.ea_disp == Disp::D8 {
                    i.displacement = i.displacement.wrapping_mul(1 << (e - enc::RM));
                }
            }
            enc::IB => {
                if saw_reg_imm {
                    // The second register of an `is4` byte shares its byte.
                    let prev = i.num_imm.checked_sub(1).and_then(|p| i.imms.get(p)).copied();
                    let slot = i.imms.get_mut(i.num_imm).ok_or(DecodeError::Invalid)?;
                    *slot = prev.ok_or(DecodeError::Invalid)? & 0xf;
                    i.num_imm += 1;
                } else {
                    read_immediate(i, 1)?;
                    if t == ty::XMM || t == ty::YMM {
                        saw_reg_imm = true;
                    }
                }
            }
            enc::IW => read_immediate(i, 2)?,
            enc::ID => read_immediate(i, 4)?,
            enc::IO => read_immediate(i, 8)?,
            enc::IV => read_immediate(i, i.immediate_size)?,
            enc::IA => read_immediate(i, i.address_size)?,
            enc::IRC => i.rc = i.evex_l2() << 1 | i.evex_l(),
            enc::RB => read_opcode_register(i, 1),
            enc::RW => read_opcode_register(i, 2),
            enc::RD => read_opcode_register(i, 4),
            enc::RO => read_opcode_register(i, 8),
            enc::RV => read_opcode_register(i, 0),
            enc::CF => {
                i.imms[1] = u64::from((i.vex_prefix[2] >> 3) & 0xf);
                // The condition flags share the vvvv bits.
                need_vvvv = false;
            }
            enc::CC => {
                if is_ccmp_or_ctest(i) {
                    i.imms[2] = u64::from(i.vex_prefix[3] & 0xf);
                } else {
                    i.imms[1] = u64::from(i.opcode & 0xf);
                }
            }
            enc::VVVV => {
                need_vvvv = false;
                if !has_vvvv {
                    return Err(DecodeError::Invalid);
                }
                if i.mode != Mode::Bits64 {
                    i.vvvv &= 7;
                }
                fixup_reg(i, e, t)?;
            }
            enc::WRITEMASK => {
                if i.vex != Vex::Evex {
                    return Err(DecodeError::Invalid);
                }
                i.writemask = u16::from(i.evex_aaa());
            }
            _ => return Err(DecodeError::Invalid),
        }
    }
    if need_vvvv {
        return Err(DecodeError::Invalid);
    }
    Ok(())
}

/// The segment register of a segment override (0 for none).
fn segment_reg(t: &X86Tables, i: &Insn<'_>) -> R<u32> {
    let r = match i.segment {
        0 => return Ok(0),
        1 => ES + 1,
        2 => ES + 2,
        3 => ES + 3,
        4 => ES,
        5 => ES + 4,
        _ => ES + 5,
    };
    reg(t, r)
}

fn reg(t: &X86Tables, r: u16) -> R<u32> {
    t.reg(r).ok_or(DecodeError::Invalid)
}

fn named(t: &X86Tables, n: Named) -> R<u32> {
    match n {
        Named::Reg(r) => reg(t, r),
        Named::Pseudo(p) => Ok(p),
    }
}

/// LLVM's `translateRMRegister`.
fn rm_register(t: &X86Tables, i: &Insn<'_>, mi: &mut Inst) -> R<()> {
    if i.ea_base < EA_REG {
        return Err(DecodeError::Invalid);
    }
    mi.push(Operand::Reg(reg(t, i.ea_base - EA_REG)?));
    Ok(())
}

/// LLVM's `translateRMMemory`: base, scale, index, displacement, segment.
fn rm_memory(t: &X86Tables, i: &Insn<'_>, mi: &mut Inst, force_sib: bool) -> R<()> {
    let (base, scale, index);
    if i.ea_base == EA_SIB || i.ea_base == EA_SIB64 {
        base = match i.sib_base {
            0 => 0,
            b @ 1..=32 => reg(t, EAX + b - SIB_BASE_32)?,
            b @ 33..=64 => reg(t, RAX + b - SIB_BASE_64)?,
            _ => return Err(DecodeError::Invalid),
        };
        index = if i.sib_index != 0 {
            match i.sib_index {
                x @ 33..=96 => named(t, ea_group_reg(x).ok_or(DecodeError::Invalid)?)?,
                x if (SIB_INDEX_XMM0..SIB_INDEX_END).contains(&x) => reg(t, XMM0 + (x - SIB_INDEX_XMM0))?,
                _ => return Err(DecodeError::Invalid),
            }
        } else {
            let sb = i.sib_base;
            let plain_base = matches!(sb, 5 | 37 | 13 | 45); // ESP, RSP, R12D, R12
            if !force_sib && (i.sib_scale != 1 || (sb == 0 && i.mode != Mode::Bits64) || (sb != 0 && !plain_base)) {
                reg(t, if i.address_size == 4 { EIZ } else { RIZ })?
            } else {
                0
            }
        };
        scale = i64::from(i.sib_scale);
    } else {
        match i.ea_base {
            0 => {
                if i.ea_disp == Disp::None {
                    return Err(DecodeError::Invalid);
                }
                base = if i.mode == Mode::Bits64 { reg(t, if i.address_size == 4 { EIP } else { RIP })? } else { 0 };
                index = 0;
            }
            1..=4 => {
                let (b, x) = [(3, 6), (3, 7), (5, 6), (5, 7)][usize::from(i.ea_base - 1)];
                base = reg(t, AX + b)?;
                index = reg(t, AX + x)?;
            }
            x if x < EA_REG => {
                base = named(t, ea_group_reg(x).ok_or(DecodeError::Invalid)?)?;
                index = 0;
            }
            _ => return Err(DecodeError::Invalid),
        }
        scale = 1;
    }
    mi.push(Operand::Reg(base));
    mi.push(Operand::Imm(scale));
    mi.push(Operand::Reg(index));
    mi.push(Operand::Imm(i64::from(i.displacement)));
    mi.push(Operand::Reg(segment_reg(t, i)?));
    Ok(())
}

/// LLVM's `translateRM`.
fn rm(t: &X86Tables, i: &Insn<'_>, ty_: u8, mi: &mut Inst) -> R<()> {
    match ty_ {
        ty::R8
        | ty::R16
        | ty::R32
        | ty::R64
        | ty::RV
        | ty::MM64
        | ty::XMM
        | ty::YMM
        | ty::ZMM
        | ty::TMM
        | ty::VK_PAIR
        | ty::VK
        | ty::DEBUGREG
        | ty::CONTROLREG
        | ty::BNDR => rm_register(t, i, mi),
        ty::M | ty::MVSIBX | ty::MVSIBY | ty::MVSIBZ => rm_memory(t, i, mi, false),
        ty::MSIB => rm_memory(t, i, mi, true),
        _ => Err(DecodeError::Invalid),
    }
}

/// LLVM's `translateImmediate`.
fn immediate(t: &X86Tables, i: &Insn<'_>, e: u8, ty_: u8, mut imm: u64, mi: &mut Inst) -> R<()> {
    let sext = |v: u64, bits: u32| {
        let sign = 1u64 << (bits - 1);
        if v & sign != 0 {
            v | !((sign << 1).wrapping_sub(1))
        } else {
            v
        }
    };
    if ty_ == ty::REL {
        imm = match e {
            enc::IV => match i.displacement_size {
                1 => sext(imm, 8),
                2 => sext(imm, 16),
                4 => sext(imm, 32),
                _ => imm,
            },
            enc::IB => sext(imm, 8),
            enc::IW => sext(imm, 16),
            enc::ID => sext(imm, 32),
            _ => imm,
        };
    } else if ty_ == ty::IMM {
        imm = match e {
            enc::IB => sext(imm, 8),
            enc::IW => sext(imm, 16),
            enc::ID => sext(imm, 32),
            _ => imm,
        };
    }
    let group = match ty_ {
        ty::XMM => Some(XMM0),
        ty::YMM => Some(YMM0),
        ty::ZMM => Some(ZMM0),
        _ => None,
    };
    if let Some(g) = group {
        let n = u16::try_from(imm >> 4).map_err(|_| DecodeError::Invalid)?;
        mi.push(Operand::Reg(reg(t, g.checked_add(n).ok_or(DecodeError::Invalid)?)?));
        return Ok(());
    }
    mi.push(Operand::Imm(imm as i64));
    if ty_ == ty::MOFFS {
        mi.push(Operand::Reg(segment_reg(t, i)?));
    }
    Ok(())
}

/// What translating the operands reads: the tables, the instruction, its
/// operand specifiers, and the immediates translated so far.
struct Translate<'t, 'a> {
    t: &'t X86Tables,
    i: &'t Insn<'a>,
    ops: &'t [u8],
    imm_index: usize,
}

/// LLVM's `translateOperand`; `depth` bounds `ENCODING_DUP` chains in a
/// malformed table.
fn operand(x: &mut Translate<'_, '_>, e: u8, ty_: u8, mi: &mut Inst, depth: u8) -> R<()> {
    let (t, i, ops) = (x.t, x.i, x.ops);
    match e {
        enc::REG => mi.push(Operand::Reg(reg(t, i.reg)?)),
        enc::WRITEMASK => {
            if i.writemask >= 8 {
                return Err(DecodeError::Invalid);
            }
            mi.push(Operand::Reg(reg(t, K0 + i.writemask)?));
        }
        enc::SIB => rm(t, i, ty_, mi)?,
        _ if is_rm(e) || is_vsib(e) => rm(t, i, ty_, mi)?,
        enc::IB | enc::IW | enc::ID | enc::IO | enc::IV | enc::IA => {
            let v = *i.imms.get(x.imm_index).ok_or(DecodeError::Invalid)?;
            x.imm_index += 1;
            immediate(t, i, e, ty_, v, mi)?;
        }
        enc::IRC => mi.push(Operand::Imm(i64::from(i.rc))),
        enc::SI | enc::DI => {
            let (r16, r32, r64) = if e == enc::SI { (AX + 6, EAX + 6, RAX + 6) } else { (AX + 7, EAX + 7, RAX + 7) };
            let base = match i.mode {
                Mode::Bits64 if i.has_adsize => r32,
                Mode::Bits64 => r64,
                Mode::Bits32 if i.has_adsize => r16,
                Mode::Bits32 => r32,
                Mode::Bits16 if i.has_adsize => r32,
                Mode::Bits16 => r16,
            };
            mi.push(Operand::Reg(reg(t, base)?));
            if e == enc::SI {
                mi.push(Operand::Reg(segment_reg(t, i)?));
            }
        }
        enc::RB | enc::RW | enc::RD | enc::RO | enc::RV => mi.push(Operand::Reg(reg(t, i.opcode_register)?)),
        enc::CF => mi.push(Operand::Imm(i.imms[1] as i64)),
        enc::CC => {
            let v = if is_ccmp_or_ctest(i) { i.imms[2] } else { i.imms[1] };
            mi.push(Operand::Imm(v as i64));
        }
        enc::FP => mi.push(Operand::Reg(reg(t, ST0 + u16::from(i.modrm & 7))?)),
        enc::VVVV => mi.push(Operand::Reg(reg(t, i.vvvv)?)),
        enc::DUP => {
            let k = usize::from(ty_.checked_sub(ty::DUP0).ok_or(DecodeError::Invalid)?);
            let d = ops.get(k * 2..k * 2 + 2).ok_or(DecodeError::Invalid)?;
            if depth > MAX_OPERANDS as u8 {
                return Err(DecodeError::Invalid);
            }
            operand(x, d[0], d[1], mi, depth + 1)?;
        }
        _ => return Err(DecodeError::Invalid),
    }
    Ok(())
}

/// Decodes one instruction from the start of `bytes` (LLVM's
/// `X86GenericDisassembler::getInstruction`): the instruction, with LLVM's
/// opcode and operand numbers and its prefix flags (`IP_*`), and its
/// length.
///
/// Fails with [`DecodeError::Truncated`] when the bytes end inside the
/// instruction and [`DecodeError::Invalid`] when no instruction has the
/// encoding. It never reads past `bytes` and never panics.
///
/// ```
/// use tablegen_runtime::mc::x86::{decode, Mode, X86Tables};
/// use tablegen_runtime::mc::DecodeError;
/// let empty = DecodeError::Truncated { needed: 1, available: 0 };
/// assert_eq!(decode(&X86Tables::EMPTY, &[], Mode::Bits64).err(), Some(empty));
/// // Tables with nothing in them decode nothing.
/// assert!(decode(&X86Tables::EMPTY, &[0x90], Mode::Bits64).is_err());
/// ```
pub fn decode(t: &X86Tables, bytes: &[u8], mode: Mode) -> Result<(Inst, usize), DecodeError> {
    if bytes.is_empty() {
        return Err(DecodeError::Truncated { needed: 1, available: 0 });
    }
    let mut i = Insn {
        bytes,
        pos: 0,
        mode,
        mandatory_prefix: 0,
        vex_prefix: [0; 4],
        vex: Vex::None,
        rex2: [0; 2],
        rex: 0,
        segment: 0,
        xacquire_release: false,
        has_adsize: false,
        has_opsize: false,
        has_lock: false,
        repeat: 0,
        register_size: 0,
        address_size: 0,
        displacement_size: 0,
        immediate_size: 0,
        opcode: 0,
        map: 0,
        id: 0,
        vvvv: 0,
        writemask: 0,
        consumed_modrm: false,
        modrm: 0,
        sib: 0,
        displacement: 0,
        num_imm: 0,
        imms: [0; 3],
        opcode_register: 0,
        reg_base: 0,
        reg: 0,
        ea_reg_base: 0,
        ea_base: 0,
        ea_disp: Disp::None,
        sib_index_base: 0,
        sib_index: 0,
        sib_scale: 0,
        sib_base: 0,
        rc: 0,
    };
    read_prefixes(&mut i)?;
    read_opcode(&mut i)?;
    instruction_id(t, &mut i)?;
    if i.id == 0 {
        return Err(DecodeError::Invalid);
    }
    let ops = t.operands(i.id).ok_or(DecodeError::Table { at: usize::from(i.id) })?;
    read_operands(&mut i, ops)?;
    let len = i.pos;

    let mut opcode = u32::from(i.id);
    if i.xacquire_release {
        let [rep, repne, xrelease, xacquire] = t.prefix_opcodes;
        if opcode == rep {
            opcode = xrelease;
        } else if opcode == repne {
            opcode = xacquire;
        }
    }
    let mut mi = Inst::new(opcode);
    let mut x = Translate { t, i: &i, ops, imm_index: 0 };
    for op in ops.chunks_exact(2) {
        if op[0] != enc::NONE {
            operand(&mut x, op[0], op[1], &mut mi, 0)?;
        }
    }
    let mut flags = 0;
    if i.has_adsize {
        flags |= IP_HAS_AD_SIZE;
    }
    if i.mandatory_prefix == 0 {
        if i.has_opsize {
            flags |= IP_HAS_OP_SIZE;
        }
        if i.repeat == 0xf2 {
            flags |= IP_HAS_REPEAT_NE;
        } else if i.repeat == 0xf3 && i.opcode != 0x90 {
            flags |= IP_HAS_REPEAT;
        }
        if i.has_lock {
            flags |= IP_HAS_LOCK;
        }
    }
    mi.set_flags(flags);
    Ok((mi, len))
}
