// AArch64's instruction printer: the part of LLVM 19's `AArch64InstPrinter`
// (MCTargetDesc/AArch64InstPrinter.cpp) that LLVM's target code writes by
// hand, over the printer `-gen-asm-writer` generates from AArch64.td: the
// aliases `printInst` tries before the generated ones (SYS/SYSP as
// `ic`/`dc`/`at`/`tlbi`/`tlbip`/prediction restriction, `rprfm`, the
// bitfield moves, `mov` for MOVZ/MOVN/ORR, `tsb csync`) and every print
// method the generated `PrinterHooks` names, with the helpers of
// `AArch64AddressingModes.h` (shifts, extends, logical and floating-point
// immediates, the MOV alias rules, the SVE mask rules) and
// `AArch64BaseInfo` (condition codes, generic system register names,
// `haveFeatures` of the system operand tables).
//
// This file is `include!`d where `super::asm_writer`, `super::instr_info`,
// `super::register_info` and `super::searchable_tables` are the Rust
// modules of AArch64.td's `-gen-asm-writer`, `-gen-instr-info`,
// `-gen-register-info` and `-gen-searchable-tables`: the `aarch64` module
// tree of this crate, and the printer oracle (.ci/printer-oracle), which
// compares it with llvm-mc-19.
//
// Nothing here panics or allocates: an operand of the wrong kind, a
// register without a name or a value LLVM asserts on is an error.

use super::asm_writer::{self as gen, PrintError, PrinterHooks};
use super::instr_info::Opcode;
use super::register_info::{Reg, RegAltName, RegClass, SubRegIdx};
use super::searchable_tables::{self as sysops, ExactFpImmValues, SysRegValues};
use core::fmt::{self, Write};
use tablegen_runtime::mc::{Inst, Operand};

/// What the printer asks of the subtarget (C++ `MCSubtargetInfo`).
pub trait Subtarget {
    /// C++ `STI.hasFeature(bit)`: bits are `AArch64::Feature*`'s values
    /// (`super::subtarget::Feature`).
    fn has_feature(&self, bit: u32) -> bool;
    /// The feature whose record is `name` (`FeatureSPECRES2`) is on: the
    /// system operand tables name their required features so.
    fn has_feature_named(&self, name: &str) -> bool;
}

impl<T: Subtarget + ?Sized> Subtarget for &T {
    fn has_feature(&self, bit: u32) -> bool {
        (**self).has_feature(bit)
    }
    fn has_feature_named(&self, name: &str) -> bool {
        (**self).has_feature_named(name)
    }
}

/// `AArch64InstPrinter` (the generic syntax, variant 0) as llvm-mc and
/// llvm-objdump print: aliases, decimal immediates, no markup, PC-relative
/// targets as offsets.
///
/// ```
/// use tablegen_examples::aarch64::decoder::{Decoder, ObjdumpSubtarget};
/// use tablegen_examples::aarch64::printer::Printer;
///
/// let (inst, _) = Decoder::new(ObjdumpSubtarget::new()).decode_instruction(&[0x20, 0x04, 0x00, 0x91], 0).unwrap();
/// let mut text = String::new();
/// Printer::new(ObjdumpSubtarget::new()).print(&inst, 0, &mut text).unwrap();
/// assert_eq!(text, "\tadd\tx0, x1, #1");
/// ```
pub struct Printer<S> {
    subtarget: S,
}

impl<S: Subtarget> Printer<S> {
    /// The printer for `subtarget`.
    pub fn new(subtarget: S) -> Self {
        Printer { subtarget }
    }

    /// Prints `inst` as C++ `printInst` does (a tab first, as LLVM
    /// writes; `address` is unused: targets print as offsets).
    pub fn print(&mut self, inst: &Inst, address: u64, out: &mut impl Write) -> Result<(), PrintError> {
        let st: &dyn Subtarget = &self.subtarget;
        let opcode = u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value);
        match opcode {
            Some(Opcode::SySxt) if sys_alias(st, inst, out)? => return Ok(()),
            Some(Opcode::SysPxt | Opcode::SysPxtXzr) if sysp_alias(st, inst, out)? => return Ok(()),
            Some(Opcode::PrfMroX | Opcode::PrfMroW) if range_prefetch_alias(inst, out)? => return Ok(()),
            Some(op @ (Opcode::SbfmXri | Opcode::SbfmWri | Opcode::UbfmXri | Opcode::UbfmWri)) => {
                return Ok(bitfield_move(inst, op, out)?);
            }
            Some(op @ (Opcode::BfmXri | Opcode::BfmWri)) => return Ok(bitfield_insert(st, inst, op, out)?),
            Some(
                op @ (Opcode::MovzXi
                | Opcode::MovzWi
                | Opcode::MovnXi
                | Opcode::MovnWi
                | Opcode::OrrXri
                | Opcode::OrrWri),
            ) if mov_alias(inst, op, out)? => return Ok(()),
            Some(Opcode::Space) => {
                write!(out, "\t// SPACE {}", inst.imm(1).ok_or(fmt::Error)?)?;
                return Ok(());
            }
            Some(Opcode::Tsb) => {
                out.write_str("\ttsb\tcsync")?;
                return Ok(());
            }
            _ => {}
        }
        if !gen::print_alias(inst, address, self, out)? {
            gen::print_instruction(inst, address, self, out)?;
        }
        Ok(())
    }
}

/// C++ `haveFeatures` of a system operand: `FeatureAll`, or every feature
/// of its `Requires` list (as the tables spell it,
/// ` {AArch64::FeatureX, AArch64::FeatureY} `).
fn have_features(st: &dyn Subtarget, requires: &str) -> bool {
    st.has_feature_named("FeatureAll") || tablegen_runtime::sched::feature_names(requires).all(|f| st.has_feature_named(f))
}

/// `STI.hasFeature(AArch64::FeatureAll) || STI.hasFeature(f)`.
fn all_or(st: &dyn Subtarget, f: &str) -> bool {
    st.has_feature_named("FeatureAll") || st.has_feature_named(f)
}

/// Writes `name` in lower case (the tables keep LLVM's upper-case names).
fn write_lower(out: &mut dyn Write, name: &str) -> fmt::Result {
    name.chars().try_for_each(|c| out.write_char(c.to_ascii_lowercase()))
}

// ---------------------------------------------------------------------------
// Operands and registers.

/// The register operand `op`, or 0 (no register) when it is something
/// else: what C++ compares when it reads `getReg()` only to test it.
fn reg_or_none(inst: &Inst, op: u32) -> u32 {
    inst.reg(op as usize).unwrap_or(0)
}

fn to_reg(r: u32) -> Result<Reg, fmt::Error> {
    u16::try_from(r).ok().and_then(Reg::from_value).ok_or(fmt::Error)
}

/// C++ `getRegisterName(Reg)`.
fn reg_name(r: u32) -> Result<&'static str, fmt::Error> {
    to_reg(r)?.asm_name().ok_or(fmt::Error)
}

/// C++ `getRegisterName(Reg, AArch64::vreg)`.
fn vreg_name(r: u32) -> Result<&'static str, fmt::Error> {
    to_reg(r)?.alt_name(RegAltName::Vreg).ok_or(fmt::Error)
}

fn in_class(class: RegClass, r: u32) -> bool {
    to_reg(r).is_ok_and(|r| class.contains(r))
}

/// C++ `MRI.getSubReg(Reg, Idx)`, 0 where there is none.
fn sub_reg(r: u32, idx: SubRegIdx) -> u32 {
    to_reg(r).ok().and_then(|r| r.sub_reg(idx)).map_or(0, |s| u32::from(s.value()))
}

/// C++ `getWRegFromXReg`: the 32-bit view of a 64-bit GPR (`sp` to `wsp`,
/// `xzr` to `wzr`); any other register is itself.
fn w_reg_of(r: u32) -> u32 {
    if in_class(RegClass::Gpr64RegClassId, r) || r == u32::from(Reg::Sp.value()) || r == u32::from(Reg::Xzr.value())
    {
        match sub_reg(r, SubRegIdx::Sub32) {
            0 => r,
            w => w,
        }
    } else {
        r
    }
}

fn is_reg(r: u32, which: Reg) -> bool {
    r == u32::from(which.value())
}

// ---------------------------------------------------------------------------
// AArch64AddressingModes.h.

/// C++ `AArch64_AM::getShiftType`'s names (`getShiftExtendName`), `None`
/// for an invalid shift.
fn shift_name(val: u64) -> Option<&'static str> {
    match (val >> 6) & 7 {
        0 => Some("lsl"),
        1 => Some("lsr"),
        2 => Some("asr"),
        3 => Some("ror"),
        4 => Some("msl"),
        _ => None,
    }
}

fn shift_value(val: u64) -> u64 {
    val & 0x3f
}

/// C++ `getArithExtendType`'s names, by the three extend bits.
const EXTENDS: [&str; 8] = ["uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx"];

/// C++ `decodeLogicalImmediate`: the `N:immr:imms` encoding as a value of
/// `reg_size` bits (the element pattern rotated and replicated).
fn decode_logical_imm(val: u64, reg_size: u32) -> u64 {
    let n = (val >> 12) & 1;
    let immr = (val >> 6) & 0x3f;
    let imms = val & 0x3f;
    let combined = (n << 6) | (!imms & 0x3f);
    if combined == 0 {
        // LLVM asserts; no valid encoding has it.
        return 0;
    }
    let len = 63 - combined.leading_zeros();
    let size = 1u64 << len;
    let r = immr & (size - 1);
    let s = imms & (size - 1);
    let mut pattern = if s + 1 >= 64 { u64::MAX } else { (1u64 << (s + 1)) - 1 };
    for _ in 0..r {
        pattern = ((pattern & 1) << (size - 1)) | (pattern >> 1);
    }
    let mut e = size;
    while e < u64::from(reg_size) {
        pattern |= pattern << e;
        e *= 2;
    }
    pattern
}

fn is_shifted_mask(v: u64) -> bool {
    v != 0 && {
        let filled = v | (v - 1);
        filled & filled.wrapping_add(1) == 0
    }
}

/// C++ `isLogicalImmediate(Imm, 64)` (the test half of
/// `processLogicalImmediate`).
fn is_logical_imm64(imm: u64) -> bool {
    if imm == 0 || imm == u64::MAX {
        return false;
    }
    let mut size = 64u32;
    loop {
        size /= 2;
        let mask = (1u64 << size) - 1;
        if (imm & mask) != ((imm >> size) & mask) {
            size *= 2;
            break;
        }
        if size <= 2 {
            break;
        }
    }
    let mask = u64::MAX >> (64 - size);
    let v = imm & mask;
    is_shifted_mask(v) || is_shifted_mask(!(v | !mask))
}

/// C++ `isSVEMaskOfIdenticalElements<T>` for elements of `bits` bits.
fn sve_identical_elements(imm: u64, bits: u32) -> bool {
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let first = imm & mask;
    (0..64 / bits).all(|k| (imm >> (k * bits)) & mask == first)
}

/// `v` truncated to `bits` bits and sign-extended back (C++ `T(Imm)` for a
/// signed `T` of that width).
fn sext(v: i64, bits: u32) -> i64 {
    if bits >= 64 {
        v
    } else {
        (v << (64 - bits)) >> (64 - bits)
    }
}

/// C++ `isSVECpyImm<T>` for a signed `T` of `bits` bits.
fn sve_cpy_imm(imm: i64, bits: u32) -> bool {
    let mask = if bits >= 64 { 0 } else { !(((1u64 << bits) - 1) as i64) };
    if (imm & mask) != 0 && (imm & mask) != mask {
        return false;
    }
    if imm & 0xff != 0 {
        return sext(imm, 8) == sext(imm, bits);
    }
    if imm & 0xff00 != 0 {
        return sext(imm, 16) == sext(imm, bits);
    }
    imm == 0
}

/// C++ `isSVEMoveMaskPreferredLogicalImmediate`.
fn sve_move_mask_preferred(imm: i64) -> bool {
    if sve_cpy_imm(imm, 64) {
        return false;
    }
    let u = imm as u64;
    for bits in [32, 16, 8] {
        if sve_identical_elements(u, bits) && sve_cpy_imm(sext(imm, bits), bits) {
            return false;
        }
    }
    is_logical_imm64(u)
}

/// C++ `isAnyMOVZMovAlias`.
fn any_movz_alias(value: u64, width: u32) -> bool {
    (0..=width - 16).step_by(16).any(|shift| value & !(0xffffu64 << shift) == 0)
}

/// C++ `isMOVZMovAlias`.
fn movz_alias(value: u64, shift: u32, width: u32) -> bool {
    let value = if width == 32 { value & 0xffff_ffff } else { value };
    if value == 0 && shift != 0 {
        return false;
    }
    shift < 64 && value & !(0xffffu64 << shift) == 0
}

/// C++ `isMOVNMovAlias`.
fn movn_alias(value: u64, shift: u32, width: u32) -> bool {
    if any_movz_alias(value, width) {
        return false;
    }
    let value = if width == 32 { !value & 0xffff_ffff } else { !value };
    movz_alias(value, shift, width)
}

/// C++ `isAnyMOVWMovAlias`.
fn any_movw_alias(value: u64, width: u32) -> bool {
    if any_movz_alias(value, width) {
        return true;
    }
    let value = if width == 32 { !value & 0xffff_ffff } else { !value };
    any_movz_alias(value, width)
}

/// C++ `getFPImmFloat`: the 8-bit floating-point immediate as a float.
fn fp_imm_float(imm: u64) -> f32 {
    let sign = (imm >> 7) & 1;
    let exp = (imm >> 4) & 7;
    let mantissa = imm & 0xf;
    let high = if exp & 4 != 0 { 0 } else { 1 };
    let fill = if exp & 4 != 0 { 0x1f } else { 0 };
    let bits = (sign << 31) | (high << 30) | (fill << 25) | ((exp & 3) << 23) | (mantissa << 19);
    f32::from_bits(bits as u32)
}

/// C++ `decodeAdvSIMDModImmType10`: each bit of the byte is a byte of ones.
fn decode_simd_type10(imm: u64) -> u64 {
    (0..8).fold(0u64, |acc, k| if imm & (1 << k) != 0 { acc | (0xffu64 << (8 * k)) } else { acc })
}

/// C++ `AArch64CC::getCondCodeName`.
const COND_CODES: [&str; 16] =
    ["eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al", "nv"];

fn cond_name(cc: i64) -> Result<&'static str, fmt::Error> {
    usize::try_from(cc).ok().and_then(|k| COND_CODES.get(k)).copied().ok_or(fmt::Error)
}

/// C++ `AArch64SysReg::genericRegisterString`.
fn generic_sysreg(bits: u64, out: &mut dyn Write) -> fmt::Result {
    write!(
        out,
        "S{}_{}_C{}_C{}_{}",
        (bits >> 14) & 3,
        (bits >> 11) & 7,
        (bits >> 7) & 0xf,
        (bits >> 3) & 0xf,
        bits & 7
    )
}

/// C++ `printf("%#llx")`: `0` for zero, `0x…` otherwise.
fn alt_hex(v: u64, out: &mut dyn Write) -> fmt::Result {
    if v == 0 {
        out.write_char('0')
    } else {
        write!(out, "{v:#x}")
    }
}

// ---------------------------------------------------------------------------
// The print methods (C++ `AArch64InstPrinter::print*`).

/// C++ `printOperand`.
fn operand(inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    match inst.operand(op as usize) {
        Some(Operand::Reg(r)) => out.write_str(reg_name(*r)?),
        Some(Operand::Imm(v)) => write!(out, "#{v}"),
        _ => Err(fmt::Error),
    }
}

/// C++ `printShifter`: nothing for `lsl #0`.
fn shifter(inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    let val = inst.imm(op as usize).ok_or(fmt::Error)? as u32 as u64;
    let name = shift_name(val).ok_or(fmt::Error)?;
    if name == "lsl" && shift_value(val) == 0 {
        return Ok(());
    }
    write!(out, ", {name} #{}", shift_value(val))
}

/// C++ `printArithExtend`: `uxtw`/`uxtx` next to `wsp`/`sp` print as `lsl`,
/// or not at all without a shift.
fn arith_extend(inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    let val = inst.imm(op as usize).ok_or(fmt::Error)? as u32;
    let ext = EXTENDS[((val >> 3) & 7) as usize];
    let shift = val & 7;
    let (dest, src) = (reg_or_none(inst, 0), reg_or_none(inst, 1));
    let by_sp = (ext == "uxtx" && (is_reg(dest, Reg::Sp) || is_reg(src, Reg::Sp)))
        || (ext == "uxtw" && (is_reg(dest, Reg::Wsp) || is_reg(src, Reg::Wsp)));
    if by_sp {
        if shift != 0 {
            write!(out, ", lsl #{shift}")?;
        }
        return Ok(());
    }
    write!(out, ", {ext}")?;
    if shift != 0 {
        write!(out, " #{shift}")?;
    }
    Ok(())
}

/// C++ `printMemExtendImpl`.
fn mem_extend_impl(sign: bool, shift: bool, width: u32, kind: char, out: &mut dyn Write) -> fmt::Result {
    let lsl = !sign && kind == 'x';
    if lsl {
        out.write_str("lsl")?;
    } else {
        write!(out, "{}xt{kind}", if sign { 's' } else { 'u' })?;
    }
    if shift || lsl {
        write!(out, " #{}", (width / 8).max(1).trailing_zeros())?;
    }
    Ok(())
}

/// C++ `printRegWithShiftExtend<SignExtend, ExtWidth, SrcRegKind, Suffix>`.
fn reg_with_shift_extend(
    inst: &Inst,
    op: u32,
    sign: bool,
    width: u32,
    kind: char,
    suffix: &str,
    out: &mut dyn Write,
) -> fmt::Result {
    operand(inst, op, out)?;
    if !suffix.is_empty() {
        write!(out, ".{suffix}")?;
    }
    let shift = width != 8;
    if sign || shift || kind == 'w' {
        out.write_str(", ")?;
        mem_extend_impl(sign, shift, width, kind, out)?;
    }
    Ok(())
}

/// C++ `printMemExtend<SrcRegKind, Width>`.
fn mem_extend(inst: &Inst, op: u32, kind: char, width: u32, out: &mut dyn Write) -> fmt::Result {
    let sign = inst.imm(op as usize).ok_or(fmt::Error)? != 0;
    let shift = inst.imm(op as usize + 1).ok_or(fmt::Error)? != 0;
    mem_extend_impl(sign, shift, width, kind, out)
}

/// C++ `getNextVectorRegister`: the `stride`-th next Q, Z or P register,
/// wrapping from 31 (15 for P) to 0.
fn next_vector_reg(r: u32, stride: u32) -> Result<u32, fmt::Error> {
    for (first, count) in [(Reg::Q0, 32), (Reg::Z0, 32), (Reg::P0, 16)] {
        let first = u32::from(first.value());
        if (first..first + count).contains(&r) {
            return Ok(first + (r - first + stride) % count);
        }
    }
    Err(fmt::Error)
}

/// C++ `printVectorList`: `{ v0.4s, v1.4s }`, or a range (`{ z0.s - z3.s }`)
/// for consecutive SVE registers.
fn vector_list(inst: &Inst, op: u32, suffix: Suffix, out: &mut dyn Write) -> fmt::Result {
    let mut r = inst.reg(op as usize).ok_or(fmt::Error)?;
    out.write_str("{ ")?;
    let any = |classes: &[RegClass]| classes.iter().any(|&c| in_class(c, r));
    let count = if any(&[
        RegClass::DdRegClassId,
        RegClass::Zpr2RegClassId,
        RegClass::QqRegClassId,
        RegClass::Ppr2RegClassId,
        RegClass::Zpr2StridedRegClassId,
    ]) {
        2
    } else if any(&[RegClass::DddRegClassId, RegClass::Zpr3RegClassId, RegClass::QqqRegClassId]) {
        3
    } else if any(&[
        RegClass::DdddRegClassId,
        RegClass::Zpr4RegClassId,
        RegClass::QqqqRegClassId,
        RegClass::Zpr4StridedRegClassId,
    ]) {
        4
    } else {
        1
    };
    let stride = if in_class(RegClass::Zpr2StridedRegClassId, r) {
        8
    } else if in_class(RegClass::Zpr4StridedRegClassId, r) {
        4
    } else {
        1
    };
    for idx in [SubRegIdx::Dsub0, SubRegIdx::Qsub0, SubRegIdx::Zsub0, SubRegIdx::Psub0] {
        let first = sub_reg(r, idx);
        if first != 0 {
            r = first;
            break;
        }
    }
    // A D register prints as the V register of its Q register.
    if in_class(RegClass::Fpr64RegClassId, r) {
        r = to_reg(r)?
            .matching_super_reg(SubRegIdx::Dsub, RegClass::Fpr128RegClassId)
            .map(|q| u32::from(q.value()))
            .ok_or(fmt::Error)?;
    }
    let sve = in_class(RegClass::ZprRegClassId, r) || in_class(RegClass::PprRegClassId, r);
    if sve && count > 1 && stride == 1 && r < next_vector_reg(r, count - 1)? {
        let last = next_vector_reg(r, count - 1)?;
        let sep = if count == 2 { ", " } else { " - " };
        write!(out, "{}{suffix}{sep}{}{suffix}", reg_name(r)?, reg_name(last)?)?;
    } else {
        // Every register of the list is of the first one's kind (Z, P or
        // V): the next register wraps within its kind.
        for k in 0..count {
            out.write_str(if sve { reg_name(r)? } else { vreg_name(r)? })?;
            write!(out, "{suffix}")?;
            if k + 1 != count {
                out.write_str(", ")?;
            }
            r = next_vector_reg(r, stride)?;
        }
    }
    out.write_str(" }")
}

/// A vector list's lane suffix: `.4s` (lanes and kind), `.s` (no lane
/// count) or nothing (no kind).
#[derive(Clone, Copy)]
struct Suffix {
    lanes: u32,
    kind: &'static str,
}

impl fmt::Display for Suffix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.lanes, self.kind) {
            (_, "") => Ok(()),
            (0, k) => write!(f, ".{k}"),
            (n, k) => write!(f, ".{n}{k}"),
        }
    }
}

/// C++ `printTypedVectorList<NumLanes, LaneKind>`.
fn typed_vector_list(inst: &Inst, op: u32, lanes: u32, kind: &'static str, out: &mut dyn Write) -> fmt::Result {
    vector_list(inst, op, Suffix { lanes, kind }, out)
}

/// The element-size suffix of `printMatrix`, `printPredicateAsCounter`.
fn element_suffix(bits: u32) -> &'static str {
    match bits {
        8 => ".b",
        16 => ".h",
        32 => ".s",
        64 => ".d",
        128 => ".q",
        _ => "",
    }
}

/// C++ `printImmSVE`: a decimal immediate (the hex form goes to the
/// comment stream).
fn imm_sve(value: i64, out: &mut dyn Write) -> fmt::Result {
    write!(out, "#{value}")
}

/// C++ `printImm8OptLsl<T>`, `T` being `bits` wide and `signed` or not.
fn imm8_opt_lsl(inst: &Inst, op: u32, bits: u32, signed: bool, out: &mut dyn Write) -> fmt::Result {
    let unscaled = inst.imm(op as usize).ok_or(fmt::Error)? as u32;
    let shift_op = inst.imm(op as usize + 1).ok_or(fmt::Error)? as u32 as u64;
    let shift = shift_value(shift_op);
    if unscaled == 0 && shift != 0 {
        write!(out, "#{unscaled}")?;
        return shifter(inst, op + 1, out);
    }
    let factor = 1i64 << (shift & 31);
    let raw = if signed {
        i64::from(unscaled as u8 as i8) * factor
    } else {
        i64::from(unscaled as u8) * factor
    };
    // The product is stored in a `T`.
    let value = if signed {
        sext(raw, bits)
    } else if bits >= 64 {
        raw
    } else {
        raw & ((1i64 << bits) - 1)
    };
    imm_sve(value, out)
}

/// C++ `printSVELogicalImm<T>`: decimal when the value fits 16 bits, hex
/// otherwise.
fn sve_logical_imm(inst: &Inst, op: u32, bits: u32, out: &mut dyn Write) -> fmt::Result {
    let val = inst.imm(op as usize).ok_or(fmt::Error)? as u64;
    let full = decode_logical_imm(val, 64);
    let unsigned = if bits >= 64 { full } else { full & ((1u64 << bits) - 1) };
    let signed = sext(unsigned as i64, bits);
    if sext(unsigned as i64, 16) == signed {
        imm_sve(signed, out)
    } else if unsigned & 0xffff == unsigned {
        imm_sve(unsigned as i64, out)
    } else {
        write!(out, "#{unsigned:#x}")
    }
}

/// C++ `printZPRasFPR<Width>`: a Z register as the FP register of `width`
/// bits with its number.
fn zpr_as_fpr(inst: &Inst, op: u32, width: u32, out: &mut dyn Write) -> fmt::Result {
    let base = match width {
        8 => Reg::B0,
        16 => Reg::H0,
        32 => Reg::S0,
        64 => Reg::D0,
        _ => Reg::Q0,
    };
    let r = inst.reg(op as usize).ok_or(fmt::Error)?;
    let n = r.checked_sub(u32::from(Reg::Z0.value())).ok_or(fmt::Error)?;
    out.write_str(reg_name(u32::from(base.value()) + n)?)
}

/// C++ `printPredicateAsCounter<EltSize>`.
fn predicate_as_counter(inst: &Inst, op: u32, bits: u32, out: &mut dyn Write) -> fmt::Result {
    let r = inst.reg(op as usize).ok_or(fmt::Error)?;
    let first = u32::from(Reg::Pn0.value());
    let n = r.checked_sub(first).filter(|&n| n < 16).ok_or(fmt::Error)?;
    write!(out, "pn{n}{}", element_suffix(bits))
}

/// C++ `printExactFPImm<ImmIs0, ImmIs1>`.
fn exact_fp_imm(
    inst: &Inst,
    op: u32,
    if0: ExactFpImmValues,
    if1: ExactFpImmValues,
    out: &mut dyn Write,
) -> fmt::Result {
    let which = if inst.imm(op as usize).ok_or(fmt::Error)? as u32 != 0 { if1 } else { if0 };
    let desc = sysops::lookup_exact_fp_imm_by_enum(which.into()).ok_or(fmt::Error)?;
    write!(out, "#{}", desc.repr)
}

/// C++ `printGPRSeqPairsClassOperand<Size>`.
fn seq_pair(inst: &Inst, op: u32, size: u32, out: &mut dyn Write) -> fmt::Result {
    let r = inst.reg(op as usize).ok_or(fmt::Error)?;
    let (even, odd) = if size == 32 {
        (SubRegIdx::Sube32, SubRegIdx::Subo32)
    } else {
        (SubRegIdx::Sube64, SubRegIdx::Subo64)
    };
    write!(out, "{}, {}", reg_name(sub_reg(r, even))?, reg_name(sub_reg(r, odd))?)
}

/// C++ `printMatrixTileVector<IsVertical>`: `za0h.s` from `za0.s`.
fn matrix_tile_vector(inst: &Inst, op: u32, vertical: bool, out: &mut dyn Write) -> fmt::Result {
    let name = reg_name(inst.reg(op as usize).ok_or(fmt::Error)?)?;
    let (base, suffix) = name.split_once('.').unwrap_or((name, ""));
    write!(out, "{base}{}.{suffix}", if vertical { 'v' } else { 'h' })
}

/// C++ `printMatrixTileList`: the ZA 64-bit tiles of the mask.
fn matrix_tile_list(inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    let mask = inst.imm(op as usize).ok_or(fmt::Error)? as u32;
    out.write_str("{")?;
    let mut first = true;
    for t in (0..8).filter(|k| mask & (1 << k) != 0) {
        if !first {
            out.write_str(", ")?;
        }
        first = false;
        out.write_str(reg_name(u32::from(Reg::Zad0.value()) + t)?)?;
    }
    out.write_str("}")
}

/// C++ `lookupSysReg` then `isValidSysReg`: the register's name if it
/// exists, is readable (`read`) or writeable, and its features are on,
/// trying its alternative name when the encoding's first entry is not.
fn sysreg_name(st: &dyn Subtarget, val: u64, read: bool) -> Option<&'static str> {
    let valid = |r: &sysops::SysReg| (if read { r.readable } else { r.writeable }) && have_features(st, r.requires);
    let mut r = sysops::lookup_sys_reg_by_encoding(val as u16)?;
    if !valid(r) {
        r = sysops::lookup_sys_reg_by_name(r.alt_name)?;
    }
    valid(r).then_some(r.name)
}

/// C++ `printMRSSystemRegister` (`read`) and `printMSRSystemRegister`.
fn system_register(st: &dyn Subtarget, inst: &Inst, op: u32, read: bool, out: &mut dyn Write) -> fmt::Result {
    let val = inst.imm(op as usize).ok_or(fmt::Error)? as u32 as u64;
    // One encoding is DBGDTRRX_EL0 to MRS and DBGDTRTX_EL0 to MSR, and
    // TRCEXTINSELR shares its encoding with TRCEXTINSELR0: LLVM names them
    // outright rather than by the table's first entry.
    let own = if read { "DBGDTRRX_EL0" } else { "DBGDTRTX_EL0" };
    if val == u64::from(u16::from(SysRegValues::DbgdtrrxEl0)) {
        return out.write_str(own);
    }
    if val == u64::from(u16::from(SysRegValues::Trcextinselr)) {
        return out.write_str("TRCEXTINSELR");
    }
    match sysreg_name(st, val, read) {
        Some(name) => out.write_str(name),
        None => generic_sysreg(val, out),
    }
}

/// C++ `printSystemPStateField`.
fn pstate_field(st: &dyn Subtarget, inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    let val = inst.imm(op as usize).ok_or(fmt::Error)? as u32;
    if let Some(p) = sysops::lookup_p_state_imm0_15_by_encoding(val as u8).filter(|p| have_features(st, p.requires)) {
        return out.write_str(p.name);
    }
    if let Some(p) = sysops::lookup_p_state_imm0_1_by_encoding(val as u16).filter(|p| have_features(st, p.requires)) {
        return out.write_str(p.name);
    }
    write!(out, "#{val}")
}

/// C++ `printBarrierOption`: by the ISB, TSB or DB table, else `#n`.
fn barrier_option(inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    let val = inst.imm(op as usize).ok_or(fmt::Error)? as u32;
    let opcode = u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value);
    let name = match opcode {
        Some(Opcode::Isb) => sysops::lookup_isb_by_encoding(val as u8).map(|e| e.name),
        Some(Opcode::Tsb) => sysops::lookup_tsb_by_encoding(val as u8).map(|e| e.name),
        _ => sysops::lookup_db_by_encoding(val as u8).map(|e| e.name),
    };
    match name {
        Some(n) if !n.is_empty() => out.write_str(n),
        _ => write!(out, "#{val}"),
    }
}

/// C++ `printBarriernXSOption`.
fn barrier_nxs_option(inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    let val = inst.imm(op as usize).ok_or(fmt::Error)? as u32;
    match sysops::lookup_d_bn_xs_by_encoding(val as u8) {
        Some(e) if !e.name.is_empty() => out.write_str(e.name),
        _ => write!(out, "#{val}"),
    }
}

/// C++ `printPrefetchOp<IsSVEPrefetch>`.
fn prefetch_op(st: &dyn Subtarget, inst: &Inst, op: u32, sve: bool, out: &mut dyn Write) -> fmt::Result {
    let val = inst.imm(op as usize).ok_or(fmt::Error)? as u32;
    let name = if sve {
        sysops::lookup_sveprfm_by_encoding(val as u8).map(|p| p.name)
    } else {
        sysops::lookup_prfm_by_encoding(val as u8).filter(|p| have_features(st, p.requires)).map(|p| p.name)
    };
    match name {
        Some(n) => out.write_str(n),
        None => write!(out, "#{val}"),
    }
}

/// C++ `printAdrAdrpLabel`: the offset (pages for ADRP), as llvm-mc does
/// not print branch targets as addresses.
fn adr_label(inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    let mut offset = inst.imm(op as usize).ok_or(fmt::Error)?;
    if u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value) == Some(Opcode::Adrp) {
        offset = offset.wrapping_mul(4096);
    }
    write!(out, "#{offset}")
}

/// C++ `printSIMDType10Operand`, `%#016llx`: `0x` and at least 14 digits,
/// or sixteen zeros for zero.
fn simd_type10(inst: &Inst, op: u32, out: &mut dyn Write) -> fmt::Result {
    let val = decode_simd_type10(inst.imm(op as usize).ok_or(fmt::Error)? as u32 as u64);
    if val == 0 {
        write!(out, "#{:016}", 0)
    } else {
        write!(out, "#0x{val:014x}")
    }
}

// ---------------------------------------------------------------------------
// The hooks the generated printer calls.

/// Defines hook methods that ignore the modifier and the address, each as
/// one expression over `inst`, `op`, `out` and the subtarget.
macro_rules! hooks {
    ($s:ident; $($name:ident => |$i:ident, $o:ident, $w:ident| $body:expr;)*) => {
        $(
            #[allow(unused_variables)]
            fn $name(&mut self, $i: &Inst, $o: u32, _modifier: &str, _address: u64, $w: &mut dyn Write) -> fmt::Result {
                let $s: &dyn Subtarget = &self.subtarget;
                $body
            }
        )*
    };
}

impl<S: Subtarget> PrinterHooks for Printer<S> {
    hooks! { st;
        print_operand => |i, o, w| operand(i, o, w);
        print_sve_reg_op_b => |i, o, w| write!(w, "{}.b", reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_sve_reg_op => |i, o, w| w.write_str(reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_sve_reg_op_d => |i, o, w| write!(w, "{}.d", reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_sve_reg_op_h => |i, o, w| write!(w, "{}.h", reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_sve_reg_op_s => |i, o, w| write!(w, "{}.s", reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_sve_reg_op_q => |i, o, w| write!(w, "{}.q", reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_v_reg_operand => |i, o, w| w.write_str(vreg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_imm_scale_2 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(2));
        print_imm_scale_3 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(3));
        print_imm_scale_4 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(4));
        print_imm_scale_8 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(8));
        print_imm_scale_16 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(16));
        print_imm_scale_32 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(32));
        print_matrix_tile => |i, o, w| w.write_str(reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_shifter => |i, o, w| shifter(i, o, w);
        print_add_sub_imm => |i, o, w| {
            let val = i.imm(o as usize).ok_or(fmt::Error)? & 0xfff;
            write!(w, "#{val}")?;
            if shift_value(i.imm(o as usize + 1).ok_or(fmt::Error)? as u32 as u64) != 0 {
                shifter(i, o + 1, w)?;
            }
            Ok(())
        };
        print_shifted_register => |i, o, w| {
            w.write_str(reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?)?;
            shifter(i, o + 1, w)
        };
        print_extended_register => |i, o, w| {
            w.write_str(reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?)?;
            arith_extend(i, o + 1, w)
        };
        print_arith_extend => |i, o, w| arith_extend(i, o, w);
        print_typed_vector_list_0_b => |i, o, w| typed_vector_list(i, o, 0, "b", w);
        print_typed_vector_list_0_d => |i, o, w| typed_vector_list(i, o, 0, "d", w);
        print_typed_vector_list_0_h => |i, o, w| typed_vector_list(i, o, 0, "h", w);
        print_typed_vector_list_0_s => |i, o, w| typed_vector_list(i, o, 0, "s", w);
        print_typed_vector_list_0_q => |i, o, w| typed_vector_list(i, o, 0, "q", w);
        print_typed_vector_list_0_b2 => |i, o, w| typed_vector_list(i, o, 0, "b", w);
        print_typed_vector_list_0_h2 => |i, o, w| typed_vector_list(i, o, 0, "h", w);
        print_typed_vector_list_0_s2 => |i, o, w| typed_vector_list(i, o, 0, "s", w);
        print_typed_vector_list_0_d2 => |i, o, w| typed_vector_list(i, o, 0, "d", w);
        print_typed_vector_list_0_0 => |i, o, w| typed_vector_list(i, o, 0, "", w);
        print_typed_vector_list_16_b => |i, o, w| typed_vector_list(i, o, 16, "b", w);
        print_typed_vector_list_1_d => |i, o, w| typed_vector_list(i, o, 1, "d", w);
        print_typed_vector_list_2_d => |i, o, w| typed_vector_list(i, o, 2, "d", w);
        print_typed_vector_list_2_s => |i, o, w| typed_vector_list(i, o, 2, "s", w);
        print_typed_vector_list_4_h => |i, o, w| typed_vector_list(i, o, 4, "h", w);
        print_typed_vector_list_4_s => |i, o, w| typed_vector_list(i, o, 4, "s", w);
        print_typed_vector_list_8_b => |i, o, w| typed_vector_list(i, o, 8, "b", w);
        print_typed_vector_list_8_h => |i, o, w| typed_vector_list(i, o, 8, "h", w);
        print_matrix_0 => |i, o, w| w.write_str(reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?);
        print_matrix_16 => |i, o, w| write!(w, "{}{}", reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?, element_suffix(16));
        print_matrix_32 => |i, o, w| write!(w, "{}{}", reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?, element_suffix(32));
        print_matrix_64 => |i, o, w| write!(w, "{}{}", reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?, element_suffix(64));
        print_matrix_index => |i, o, w| write!(w, "{}", i.imm(o as usize).ok_or(fmt::Error)?);
        print_matrix_index_8 => |i, o, w| write!(w, "{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(8));
        print_imm8_opt_lsl_uint8_t => |i, o, w| imm8_opt_lsl(i, o, 8, false, w);
        print_imm8_opt_lsl_uint16_t => |i, o, w| imm8_opt_lsl(i, o, 16, false, w);
        print_imm8_opt_lsl_uint32_t => |i, o, w| imm8_opt_lsl(i, o, 32, false, w);
        print_imm8_opt_lsl_uint64_t => |i, o, w| imm8_opt_lsl(i, o, 64, false, w);
        print_imm8_opt_lsl_int8_t => |i, o, w| imm8_opt_lsl(i, o, 8, true, w);
        print_imm8_opt_lsl_int16_t => |i, o, w| imm8_opt_lsl(i, o, 16, true, w);
        print_imm8_opt_lsl_int32_t => |i, o, w| imm8_opt_lsl(i, o, 32, true, w);
        print_imm8_opt_lsl_int64_t => |i, o, w| imm8_opt_lsl(i, o, 64, true, w);
        print_adr_adrp_label => |i, o, w| adr_label(i, o, w);
        print_reg_with_shift_extend_false_8_x_d => |i, o, w| reg_with_shift_extend(i, o, false, 8, 'x', "d", w);
        print_reg_with_shift_extend_false_16_x_d => |i, o, w| reg_with_shift_extend(i, o, false, 16, 'x', "d", w);
        print_reg_with_shift_extend_false_32_x_d => |i, o, w| reg_with_shift_extend(i, o, false, 32, 'x', "d", w);
        print_reg_with_shift_extend_false_64_x_d => |i, o, w| reg_with_shift_extend(i, o, false, 64, 'x', "d", w);
        print_reg_with_shift_extend_false_8_x_s => |i, o, w| reg_with_shift_extend(i, o, false, 8, 'x', "s", w);
        print_reg_with_shift_extend_false_16_x_s => |i, o, w| reg_with_shift_extend(i, o, false, 16, 'x', "s", w);
        print_reg_with_shift_extend_false_32_x_s => |i, o, w| reg_with_shift_extend(i, o, false, 32, 'x', "s", w);
        print_reg_with_shift_extend_false_64_x_s => |i, o, w| reg_with_shift_extend(i, o, false, 64, 'x', "s", w);
        print_reg_with_shift_extend_true_8_w_d => |i, o, w| reg_with_shift_extend(i, o, true, 8, 'w', "d", w);
        print_reg_with_shift_extend_true_16_w_d => |i, o, w| reg_with_shift_extend(i, o, true, 16, 'w', "d", w);
        print_reg_with_shift_extend_true_32_w_d => |i, o, w| reg_with_shift_extend(i, o, true, 32, 'w', "d", w);
        print_reg_with_shift_extend_true_64_w_d => |i, o, w| reg_with_shift_extend(i, o, true, 64, 'w', "d", w);
        print_reg_with_shift_extend_false_8_w_d => |i, o, w| reg_with_shift_extend(i, o, false, 8, 'w', "d", w);
        print_reg_with_shift_extend_false_16_w_d => |i, o, w| reg_with_shift_extend(i, o, false, 16, 'w', "d", w);
        print_reg_with_shift_extend_false_32_w_d => |i, o, w| reg_with_shift_extend(i, o, false, 32, 'w', "d", w);
        print_reg_with_shift_extend_false_64_w_d => |i, o, w| reg_with_shift_extend(i, o, false, 64, 'w', "d", w);
        print_reg_with_shift_extend_true_8_w_s => |i, o, w| reg_with_shift_extend(i, o, true, 8, 'w', "s", w);
        print_reg_with_shift_extend_false_8_w_s => |i, o, w| reg_with_shift_extend(i, o, false, 8, 'w', "s", w);
        print_reg_with_shift_extend_true_16_w_s => |i, o, w| reg_with_shift_extend(i, o, true, 16, 'w', "s", w);
        print_reg_with_shift_extend_false_16_w_s => |i, o, w| reg_with_shift_extend(i, o, false, 16, 'w', "s", w);
        print_reg_with_shift_extend_true_32_w_s => |i, o, w| reg_with_shift_extend(i, o, true, 32, 'w', "s", w);
        print_reg_with_shift_extend_false_32_w_s => |i, o, w| reg_with_shift_extend(i, o, false, 32, 'w', "s", w);
        print_reg_with_shift_extend_true_64_w_s => |i, o, w| reg_with_shift_extend(i, o, true, 64, 'w', "s", w);
        print_reg_with_shift_extend_false_64_w_s => |i, o, w| reg_with_shift_extend(i, o, false, 64, 'w', "s", w);
        print_reg_with_shift_extend_false_8_x_0 => |i, o, w| reg_with_shift_extend(i, o, false, 8, 'x', "", w);
        print_reg_with_shift_extend_false_16_x_0 => |i, o, w| reg_with_shift_extend(i, o, false, 16, 'x', "", w);
        print_reg_with_shift_extend_false_32_x_0 => |i, o, w| reg_with_shift_extend(i, o, false, 32, 'x', "", w);
        print_reg_with_shift_extend_false_64_x_0 => |i, o, w| reg_with_shift_extend(i, o, false, 64, 'x', "", w);
        print_reg_with_shift_extend_false_128_x_0 => |i, o, w| reg_with_shift_extend(i, o, false, 128, 'x', "", w);
        print_logical_imm_int8_t => |i, o, w| write!(w, "#0x{:x}", decode_logical_imm(i.imm(o as usize).ok_or(fmt::Error)? as u64, 8));
        print_logical_imm_int16_t => |i, o, w| write!(w, "#0x{:x}", decode_logical_imm(i.imm(o as usize).ok_or(fmt::Error)? as u64, 16));
        print_logical_imm_int32_t => |i, o, w| write!(w, "#0x{:x}", decode_logical_imm(i.imm(o as usize).ok_or(fmt::Error)? as u64, 32));
        print_logical_imm_int64_t => |i, o, w| write!(w, "#0x{:x}", decode_logical_imm(i.imm(o as usize).ok_or(fmt::Error)? as u64, 64));
        print_zp_ras_fpr_8 => |i, o, w| zpr_as_fpr(i, o, 8, w);
        print_zp_ras_fpr_16 => |i, o, w| zpr_as_fpr(i, o, 16, w);
        print_zp_ras_fpr_32 => |i, o, w| zpr_as_fpr(i, o, 32, w);
        print_zp_ras_fpr_64 => |i, o, w| zpr_as_fpr(i, o, 64, w);
        print_zp_ras_fpr_128 => |i, o, w| zpr_as_fpr(i, o, 128, w);
        print_aligned_label => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(4));
        print_cond_code => |i, o, w| w.write_str(cond_name(i.imm(o as usize).ok_or(fmt::Error)?)?);
        print_inverse_cond_code => |i, o, w| w.write_str(cond_name(i.imm(o as usize).ok_or(fmt::Error)? ^ 1)?);
        print_vector_index => |i, o, w| write!(w, "[{}]", i.imm(o as usize).ok_or(fmt::Error)?);
        print_imm_range_scale_2_1 => |i, o, w| {
            let first = (i.imm(o as usize).ok_or(fmt::Error)? as u32).wrapping_mul(2);
            write!(w, "{first}:{}", first.wrapping_add(1))
        };
        print_imm_range_scale_4_3 => |i, o, w| {
            let first = (i.imm(o as usize).ok_or(fmt::Error)? as u32).wrapping_mul(4);
            write!(w, "{first}:{}", first.wrapping_add(3))
        };
        print_imm => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?);
        print_imm_hex => |i, o, w| {
            w.write_char('#')?;
            alt_hex(i.imm(o as usize).ok_or(fmt::Error)? as u64, w)
        };
        print_complex_rotation_op_180_90 => |i, o, w| write!(w, "#{}", u64::from(i.imm(o as usize).ok_or(fmt::Error)? as u32) * 180 + 90);
        print_complex_rotation_op_90_0 => |i, o, w| write!(w, "#{}", u64::from(i.imm(o as usize).ok_or(fmt::Error)? as u32) * 90);
        print_gpr_seq_pairs_class_operand_32 => |i, o, w| seq_pair(i, o, 32, w);
        print_gpr_seq_pairs_class_operand_64 => |i, o, w| seq_pair(i, o, 64, w);
        print_sve_pattern => |i, o, w| {
            let val = i.imm(o as usize).ok_or(fmt::Error)? as u32;
            match sysops::lookup_svepredpat_by_encoding(val as u8) {
                Some(p) => w.write_str(p.name),
                None => write!(w, "#{val}"),
            }
        };
        print_sve_vec_len_specifier => |i, o, w| {
            let val = i.imm(o as usize).ok_or(fmt::Error)? as u32;
            let spec = u8::try_from(val).ok().filter(|&v| v <= 1).and_then(sysops::lookup_sveveclenspecifier_by_encoding);
            w.write_str(spec.ok_or(fmt::Error)?.name)
        };
        print_predicate_as_counter_0 => |i, o, w| predicate_as_counter(i, o, 0, w);
        print_predicate_as_counter_8 => |i, o, w| predicate_as_counter(i, o, 8, w);
        print_predicate_as_counter_16 => |i, o, w| predicate_as_counter(i, o, 16, w);
        print_predicate_as_counter_32 => |i, o, w| predicate_as_counter(i, o, 32, w);
        print_predicate_as_counter_64 => |i, o, w| predicate_as_counter(i, o, 64, w);
        print_barrier_option => |i, o, w| barrier_option(i, o, w);
        print_barriern_xs_option => |i, o, w| barrier_nxs_option(i, o, w);
        print_matrix_tile_vector_0 => |i, o, w| matrix_tile_vector(i, o, false, w);
        print_matrix_tile_vector_1 => |i, o, w| matrix_tile_vector(i, o, true, w);
        print_exact_fp_imm_a_arch64_exact_fp_imm_half_a_arch64_exact_fp_imm_one => |i, o, w| exact_fp_imm(i, o, ExactFpImmValues::Half, ExactFpImmValues::One, w);
        print_exact_fp_imm_a_arch64_exact_fp_imm_zero_a_arch64_exact_fp_imm_one => |i, o, w| exact_fp_imm(i, o, ExactFpImmValues::Zero, ExactFpImmValues::One, w);
        print_exact_fp_imm_a_arch64_exact_fp_imm_half_a_arch64_exact_fp_imm_two => |i, o, w| exact_fp_imm(i, o, ExactFpImmValues::Half, ExactFpImmValues::Two, w);
        print_fp_imm_operand => |i, o, w| write!(w, "#{:.8}", f64::from(fp_imm_float(i.imm(o as usize).ok_or(fmt::Error)? as u64)));
        print_s_imm_8 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)? as i8);
        print_s_imm_16 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)? as i16);
        print_post_inc_operand_1 => |i, o, w| post_inc(i, o, 1, w);
        print_post_inc_operand_2 => |i, o, w| post_inc(i, o, 2, w);
        print_post_inc_operand_3 => |i, o, w| post_inc(i, o, 3, w);
        print_post_inc_operand_4 => |i, o, w| post_inc(i, o, 4, w);
        print_post_inc_operand_6 => |i, o, w| post_inc(i, o, 6, w);
        print_post_inc_operand_8 => |i, o, w| post_inc(i, o, 8, w);
        print_post_inc_operand_12 => |i, o, w| post_inc(i, o, 12, w);
        print_post_inc_operand_16 => |i, o, w| post_inc(i, o, 16, w);
        print_post_inc_operand_24 => |i, o, w| post_inc(i, o, 24, w);
        print_post_inc_operand_32 => |i, o, w| post_inc(i, o, 32, w);
        print_post_inc_operand_48 => |i, o, w| post_inc(i, o, 48, w);
        print_post_inc_operand_64 => |i, o, w| post_inc(i, o, 64, w);
        print_gpr64x8 => |i, o, w| w.write_str(reg_name(sub_reg(i.reg(o as usize).ok_or(fmt::Error)?, SubRegIdx::X8sub0))?);
        print_mem_extend_w_8 => |i, o, w| mem_extend(i, o, 'w', 8, w);
        print_mem_extend_x_8 => |i, o, w| mem_extend(i, o, 'x', 8, w);
        print_mem_extend_w_16 => |i, o, w| mem_extend(i, o, 'w', 16, w);
        print_mem_extend_x_16 => |i, o, w| mem_extend(i, o, 'x', 16, w);
        print_mem_extend_w_32 => |i, o, w| mem_extend(i, o, 'w', 32, w);
        print_mem_extend_x_32 => |i, o, w| mem_extend(i, o, 'x', 32, w);
        print_mem_extend_w_64 => |i, o, w| mem_extend(i, o, 'w', 64, w);
        print_mem_extend_x_64 => |i, o, w| mem_extend(i, o, 'x', 64, w);
        print_mem_extend_w_128 => |i, o, w| mem_extend(i, o, 'w', 128, w);
        print_mem_extend_x_128 => |i, o, w| mem_extend(i, o, 'x', 128, w);
        print_u_imm12_offset_1 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?);
        print_u_imm12_offset_2 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(2));
        print_u_imm12_offset_4 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(4));
        print_u_imm12_offset_8 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(8));
        print_u_imm12_offset_16 => |i, o, w| write!(w, "#{}", i.imm(o as usize).ok_or(fmt::Error)?.wrapping_mul(16));
        print_simd_type10_operand => |i, o, w| simd_type10(i, o, w);
        print_mrs_system_register => |i, o, w| system_register(st, i, o, true, w);
        print_msr_system_register => |i, o, w| system_register(st, i, o, false, w);
        print_system_p_state_field => |i, o, w| pstate_field(st, i, o, w);
        print_svcr_op => |i, o, w| {
            let val = i.imm(o as usize).ok_or(fmt::Error)? as u32;
            w.write_str(sysops::lookup_svcr_by_encoding(val as u8).ok_or(fmt::Error)?.name)
        };
        print_prefetch_op => |i, o, w| prefetch_op(st, i, o, false, w);
        print_prefetch_op_true => |i, o, w| prefetch_op(st, i, o, true, w);
        print_rprfm_operand => |i, o, w| {
            let val = i.imm(o as usize).ok_or(fmt::Error)? as u32;
            match sysops::lookup_rprfm_by_encoding(val as u8) {
                Some(p) => w.write_str(p.name),
                None => write!(w, "#{val}"),
            }
        };
        print_gpr64as32 => |i, o, w| w.write_str(reg_name(w_reg_of(i.reg(o as usize).ok_or(fmt::Error)?))?);
        print_sys_cr_operand => |i, o, w| write!(w, "c{}", i.imm(o as usize).ok_or(fmt::Error)?);
        print_sysp_xzr_pair => |i, o, w| {
            let name = reg_name(i.reg(o as usize).ok_or(fmt::Error)?)?;
            write!(w, "{name}, {name}")
        };
        print_matrix_tile_list => |i, o, w| matrix_tile_list(i, o, w);
        print_sve_logical_imm_int16_t => |i, o, w| sve_logical_imm(i, o, 16, w);
        print_sve_logical_imm_int32_t => |i, o, w| sve_logical_imm(i, o, 32, w);
        print_sve_logical_imm_int64_t => |i, o, w| sve_logical_imm(i, o, 64, w);
        print_bti_hint_op => |i, o, w| {
            let val = (i.imm(o as usize).ok_or(fmt::Error)? as u32) ^ 32;
            match sysops::lookup_bti_by_encoding(val as u8) {
                Some(b) => w.write_str(b.name),
                None => write!(w, "#{val}"),
            }
        };
        print_psb_hint_op => |i, o, w| {
            let val = i.imm(o as usize).ok_or(fmt::Error)? as u32;
            match sysops::lookup_psb_by_encoding(val as u8) {
                Some(b) => w.write_str(b.name),
                None => write!(w, "#{val}"),
            }
        };
    }

    fn sve_logical_imm8_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| sve_identical_elements(decode_logical_imm(v as u64, 64), 8))
    }
    fn sve_logical_imm16_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| sve_identical_elements(decode_logical_imm(v as u64, 64), 16))
    }
    fn sve_logical_imm32_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| sve_identical_elements(decode_logical_imm(v as u64, 64), 32))
    }
    fn inv_ccode_operand_predicate(&self, op: &Operand) -> bool {
        // Not `al` (14) nor `nv` (15), which have no inverse.
        op.as_imm().is_some_and(|v| v != 14 && v != 15)
    }
    fn sve_preferred_logical_imm16_operand_predicate(&self, op: &Operand) -> bool {
        sve_preferred_logical(op, 16)
    }
    fn sve_preferred_logical_imm32_operand_predicate(&self, op: &Operand) -> bool {
        sve_preferred_logical(op, 32)
    }
    fn sve_preferred_logical_imm64_operand_predicate(&self, op: &Operand) -> bool {
        sve_preferred_logical(op, 64)
    }
    fn btihint_op_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| sysops::lookup_bti_by_encoding((v ^ 32) as u8).is_some())
    }
    fn psbhint_op_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| sysops::lookup_psb_by_encoding(v as u8).is_some())
    }
    fn has_feature(&self, bit: u32) -> bool {
        self.subtarget.has_feature(bit)
    }
    fn reg_in_class(&self, class: u32, reg: u32) -> bool {
        u16::try_from(class).ok().and_then(RegClass::from_value).is_some_and(|c| in_class(c, reg))
    }
}

fn sve_preferred_logical(op: &Operand, bits: u32) -> bool {
    op.as_imm().is_some_and(|v| {
        let val = decode_logical_imm(v as u64, 64);
        sve_identical_elements(val, bits) && sve_move_mask_preferred(val as i64)
    })
}

/// C++ `printPostIncOperand<Imm>`: `xzr` stands for the natural offset.
fn post_inc(inst: &Inst, op: u32, amount: u32, out: &mut dyn Write) -> fmt::Result {
    let r = inst.reg(op as usize).ok_or(fmt::Error)?;
    if is_reg(r, Reg::Xzr) {
        write!(out, "#{amount}")
    } else {
        out.write_str(reg_name(r)?)
    }
}

// ---------------------------------------------------------------------------
// printInst's own aliases.

/// The four immediates of SYS/SYSP (`op1`, `Cn`, `Cm`, `op2`) and their
/// system-operand encoding.
fn sys_operands(inst: &Inst) -> Result<([u32; 4], u16), fmt::Error> {
    let mut ops = [0u32; 4];
    for (k, v) in ops.iter_mut().enumerate() {
        *v = inst.imm(k).ok_or(fmt::Error)? as u32;
    }
    let [op1, cn, cm, op2] = ops;
    Ok((ops, (op2 | (cm << 3) | (cn << 7) | (op1 << 11)) as u16))
}

/// The SYS aliases (C++ `printSysAlias`): `ic`, `dc`, `at`, `tlbi` and the
/// prediction restriction instructions, when the operation is known and its
/// features are on.
fn sys_alias(st: &dyn Subtarget, inst: &Inst, out: &mut dyn Write) -> Result<bool, fmt::Error> {
    let ([op1, cn, cm, op2], encoding) = sys_operands(inst)?;
    let ic = || {
        // IC operations require no feature (`haveFeatures` of an empty set).
        sysops::lookup_ic_by_encoding(encoding).map(|i| ("ic", i.name, i.needs_reg))
    };
    let found: Option<(&str, &str, bool)> = match (cn, cm) {
        (7, 1) if op1 == 0 => ic(),
        (7, 3) if op1 == 3 => prctx_alias(st, op2),
        (7, 5) => ic(),
        (7, 4 | 6 | 10 | 11 | 12 | 13 | 14) => {
            sysops::lookup_dc_by_encoding(encoding).filter(|d| have_features(st, d.requires)).map(|d| ("dc", d.name, true))
        }
        (7, 8 | 9) => {
            sysops::lookup_at_by_encoding(encoding).filter(|a| have_features(st, a.requires)).map(|a| ("at", a.name, true))
        }
        (7, _) => None,
        (8 | 9, _) => sysops::lookup_tlbi_by_encoding(encoding)
            .filter(|t| have_features(st, t.requires_str))
            .map(|t| ("tlbi", t.name, t.needs_reg)),
        _ => None,
    };
    let Some((ins, name, needs_reg)) = found else { return Ok(false) };
    write!(out, "\t{ins}\t")?;
    write_lower(out, name)?;
    if needs_reg {
        write!(out, ", {}", reg_name(inst.reg(4).ok_or(fmt::Error)?)?)?;
    }
    Ok(true)
}

/// `cfp`, `dvp`, `cosp`, `cpp` (`rctx`): `cosp` needs SPECRES2, the others
/// PredRes (or `FeatureAll`).
fn prctx_alias(st: &dyn Subtarget, op2: u32) -> Option<(&'static str, &'static str, bool)> {
    let required = if op2 == 6 { "FeatureSPECRES2" } else { "FeaturePredRes" };
    if !all_or(st, required) {
        return None;
    }
    let ins = match op2 {
        4 => "cfp",
        5 => "dvp",
        6 => "cosp",
        7 => "cpp",
        _ => return None,
    };
    Some((ins, "rctx", true))
}

/// The SYSP aliases (C++ `printSyspAlias`): `tlbip`; the nXS forms (`Cn`
/// = 9) need XS.
fn sysp_alias(st: &dyn Subtarget, inst: &Inst, out: &mut dyn Write) -> Result<bool, fmt::Error> {
    let ([_, cn, _, _], encoding) = sys_operands(inst)?;
    if cn != 8 && !(cn == 9 && st.has_feature_named("FeatureXS")) {
        return Ok(false);
    }
    let encoding = if cn == 9 { encoding & !(1 << 7) } else { encoding };
    let Some(tlbi) = sysops::lookup_tlbi_by_encoding(encoding).filter(|t| have_features(st, t.requires_str)) else {
        return Ok(false);
    };
    out.write_str("\ttlbip\t")?;
    write_lower(out, tlbi.name)?;
    out.write_str(if cn == 9 { "nxs, " } else { ", " })?;
    let r = inst.reg(4).ok_or(fmt::Error)?;
    if is_reg(r, Reg::Xzr) {
        let name = reg_name(r)?;
        write!(out, "{name}, {name}")?;
    } else {
        seq_pair(inst, 4, 64, out)?;
    }
    Ok(true)
}

/// C++ `printRangePrefetchAlias`: PRFM (register) with `Rt` = `0b11xxx` is
/// RPRFM.
fn range_prefetch_alias(inst: &Inst, out: &mut dyn Write) -> Result<bool, fmt::Error> {
    let prfop = inst.imm(0).ok_or(fmt::Error)? as u32;
    if prfop & 0x18 != 0x18 {
        return Ok(false);
    }
    let mut rm = inst.reg(2).ok_or(fmt::Error)?;
    if in_class(RegClass::Gpr32RegClassId, rm) {
        rm = to_reg(rm)?
            .matching_super_reg(SubRegIdx::Sub32, RegClass::Gpr64RegClassId)
            .map_or(0, |r| u32::from(r.value()));
    }
    let sign = inst.imm(3).ok_or(fmt::Error)? as u32;
    let shift = inst.imm(4).ok_or(fmt::Error)? as u32;
    let is_x = u16::try_from(inst.opcode()).ok().and_then(Opcode::from_value) == Some(Opcode::PrfMroX);
    let rprfop = (sign << 5) | (u32::from(is_x) << 4) | (shift << 3) | (prfop & 7);
    out.write_str("\trprfm ")?;
    match sysops::lookup_rprfm_by_encoding(rprfop as u8) {
        Some(p) => write!(out, "{}, ", p.name)?,
        None => write!(out, "#{rprfop}, ")?,
    }
    write!(out, "{}, [", reg_name(rm)?)?;
    operand(inst, 1, out)?;
    out.write_char(']')?;
    Ok(true)
}

/// SBFM/UBFM as `sxtb`…`uxth`, `lsl`/`lsr`/`asr`, `sbfiz`/`ubfiz` or
/// `sbfx`/`ubfx`.
fn bitfield_move(inst: &Inst, opcode: Opcode, out: &mut dyn Write) -> fmt::Result {
    let signed = matches!(opcode, Opcode::SbfmXri | Opcode::SbfmWri);
    let is64 = matches!(opcode, Opcode::SbfmXri | Opcode::UbfmXri);
    let (dst, src) = (inst.reg(0).ok_or(fmt::Error)?, inst.reg(1).ok_or(fmt::Error)?);
    let (immr, imms) = (inst.imm(2).ok_or(fmt::Error)?, inst.imm(3).ok_or(fmt::Error)?);
    let extend = match imms {
        _ if immr != 0 => None,
        7 if signed => Some("sxtb"),
        7 if !is64 => Some("uxtb"),
        15 if signed => Some("sxth"),
        15 if !is64 => Some("uxth"),
        31 if signed && is64 => Some("sxtw"),
        _ => None,
    };
    if let Some(m) = extend {
        return write!(out, "\t{m}\t{}, {}", reg_name(dst)?, reg_name(w_reg_of(src))?);
    }
    let shift = match opcode {
        Opcode::UbfmWri if imms != 0x1f && imms + 1 == immr => Some(("lsl", 31 - imms)),
        Opcode::UbfmXri if imms != 0x3f && imms + 1 == immr => Some(("lsl", 63 - imms)),
        Opcode::UbfmWri if imms == 0x1f => Some(("lsr", immr)),
        Opcode::UbfmXri if imms == 0x3f => Some(("lsr", immr)),
        Opcode::SbfmWri if imms == 0x1f => Some(("asr", immr)),
        Opcode::SbfmXri if imms == 0x3f => Some(("asr", immr)),
        _ => None,
    };
    if let Some((m, amount)) = shift {
        return write!(out, "\t{m}\t{}, {}, #{}", reg_name(dst)?, reg_name(src)?, amount as i32);
    }
    let (d, s) = (reg_name(dst)?, reg_name(src)?);
    if immr > imms {
        let m = if signed { "sbfiz" } else { "ubfiz" };
        let width = if is64 { 64 } else { 32 };
        return write!(out, "\t{m}\t{d}, {s}, #{}, #{}", width - immr, imms + 1);
    }
    let m = if signed { "sbfx" } else { "ubfx" };
    write!(out, "\t{m}\t{d}, {s}, #{immr}, #{}", imms - immr + 1)
}

/// BFM as `bfc`, `bfi` or `bfxil`.
fn bitfield_insert(st: &dyn Subtarget, inst: &Inst, opcode: Opcode, out: &mut dyn Write) -> fmt::Result {
    let (dst, src) = (inst.reg(0).ok_or(fmt::Error)?, inst.reg(2).ok_or(fmt::Error)?);
    let (immr, imms) = (inst.imm(3).ok_or(fmt::Error)? as i32, inst.imm(4).ok_or(fmt::Error)? as i32);
    let width = if opcode == Opcode::BfmXri { 64 } else { 32 };
    let zero = is_reg(src, Reg::Wzr) || is_reg(src, Reg::Xzr);
    let lsb = (width - immr).checked_rem(width).ok_or(fmt::Error)?;
    if zero && (immr == 0 || imms < immr) && st.has_feature_named("HasV8_2aOps") {
        return write!(out, "\tbfc\t{}, #{lsb}, #{}", reg_name(dst)?, imms + 1);
    }
    if imms < immr {
        return write!(out, "\tbfi\t{}, {}, #{lsb}, #{}", reg_name(dst)?, reg_name(src)?, imms + 1);
    }
    write!(out, "\tbfxil\t{}, {}, #{immr}, #{}", reg_name(dst)?, reg_name(src)?, imms - immr + 1)
}

/// MOVZ, MOVN and ORR of the zero register as `mov` when each is the
/// preferred form of its value (MOVZ over MOVN over ORR).
fn mov_alias(inst: &Inst, opcode: Opcode, out: &mut dyn Write) -> Result<bool, fmt::Error> {
    let (value, width) = match opcode {
        Opcode::MovzXi | Opcode::MovzWi | Opcode::MovnXi | Opcode::MovnWi => {
            let width = if matches!(opcode, Opcode::MovzXi | Opcode::MovnXi) { 64 } else { 32 };
            let (Some(v), Some(shift)) = (inst.imm(1), inst.imm(2))
            else {
                return Ok(false);
            };
            let shift = shift as u32;
            let shifted = (v as u64).checked_shl(shift).unwrap_or(0);
            if matches!(opcode, Opcode::MovzXi | Opcode::MovzWi) {
                if !movz_alias(shifted, shift, width) {
                    return Ok(false);
                }
                (shifted, width)
            } else {
                let value = if width == 32 { !shifted & 0xffff_ffff } else { !shifted };
                if !movn_alias(value, shift, width) {
                    return Ok(false);
                }
                (value, width)
            }
        }
        _ => {
            let width = if opcode == Opcode::OrrXri { 64 } else { 32 };
            let src = reg_or_none(inst, 1);
            let Some(enc) = inst.imm(2) else { return Ok(false) };
            if !(is_reg(src, Reg::Xzr) || is_reg(src, Reg::Wzr)) {
                return Ok(false);
            }
            let value = decode_logical_imm(enc as u64, width);
            if any_movw_alias(value, width) {
                return Ok(false);
            }
            (value, width)
        }
    };
    write!(out, "\tmov\t{}, #{}", reg_name(inst.reg(0).ok_or(fmt::Error)?)?, sext(value as i64, width))?;
    Ok(true)
}
