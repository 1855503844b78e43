// RISC-V's instruction printer: the part of LLVM 19's `RISCVInstPrinter`
// (MCTargetDesc/RISCVInstPrinter.cpp) that LLVM's target code writes by
// hand, over the printer `-gen-asm-writer` generates from RISCV.td.
//
// This file is `include!`d where `super::asm_writer`, `super::register_info`
// and `super::searchable_tables` are the Rust modules of RISCV.td's
// `-gen-asm-writer`, `-gen-register-info` and `-gen-searchable-tables`:
// the `riscv` module tree of this crate, and the printer oracle
// (.ci/printer-oracle), which compares it with llvm-mc-19 on every
// instruction llvm-mc decodes.

use super::asm_writer::{self, PrintError, PrinterHooks};
use super::{register_info as regs, searchable_tables as sysops};
use core::fmt::{self, Write};
use tablegen_runtime::mc::{Inst, Operand};
use tablegen_runtime::sched::feature_names;

/// What the printer asks of the subtarget (C++ `MCSubtargetInfo`).
pub trait Subtarget {
    /// C++ `STI.hasFeature(bit)`: bits are `RISCV::Feature*`'s values.
    fn has_feature(&self, bit: u32) -> bool;
    /// The feature whose record is `name` (`FeatureStdExtSmaia`) is on: a
    /// system register's `FeaturesRequired` names features so.
    fn has_feature_named(&self, name: &str) -> bool;
}

/// `RISCVInstPrinter` with llvm-mc's defaults (aliases, ABI register
/// names, decimal immediates, branch targets as offsets).
///
/// Compressed instructions print as themselves: LLVM's printer first
/// uncompresses them when it prints aliases (`RISCVRVC::uncompress`, from
/// `-gen-compress-inst-emitter`, which tablegen-rs does not write yet).
pub struct Printer<S> {
    subtarget: S,
    /// C++ `PrintAliases` (`-M no-aliases` clears it).
    aliases: bool,
    /// C++ `ArchRegNames` (`-M numeric`): `x10` rather than `a0`.
    numeric: bool,
    /// C++ `PrintImmHex` (llvm-objdump's default, llvm-mc's
    /// `--print-imm-hex`): immediates as `0x1f`, `-0x2c`.
    hex: bool,
    /// C++ `PrintBranchImmAsAddress` (llvm-objdump sets it): a branch's
    /// target as the address it reaches, not the offset encoded.
    branch_addresses: bool,
}

impl<S: Subtarget> Printer<S> {
    /// The printer for `subtarget`, with aliases and ABI register names.
    pub fn new(subtarget: S) -> Self {
        Printer { subtarget, aliases: true, numeric: false, hex: false, branch_addresses: false }
    }

    /// As `-M no-aliases`: every instruction as itself.
    pub fn no_aliases(mut self) -> Self {
        self.aliases = false;
        self
    }

    /// As `-M numeric`: architectural register names (`x10`).
    pub fn numeric(mut self) -> Self {
        self.numeric = true;
        self
    }

    /// As `--print-imm-hex` (llvm-objdump's default): immediates in
    /// hexadecimal, as C++ `formatImm` writes them then.
    pub fn hex_immediates(mut self) -> Self {
        self.hex = true;
        self
    }

    /// As llvm-objdump (`setPrintBranchImmAsAddress(true)`): branch and
    /// jump targets as absolute addresses (`address` of [`Printer::print`]
    /// plus the offset), in hexadecimal.
    pub fn branch_addresses(mut self) -> Self {
        self.branch_addresses = true;
        self
    }

    /// C++ `formatImm`: decimal, or under [`Printer::hex_immediates`]
    /// `formatHex`'s C style (`0x2c`, `-0x2c`).
    fn write_imm(&self, v: i64, out: &mut dyn Write) -> fmt::Result {
        if !self.hex {
            return write!(out, "{v}");
        }
        if v < 0 {
            // `unsigned_abs`: -i64::MIN is 0x8000000000000000, as LLVM prints it.
            write!(out, "-0x{:x}", v.unsigned_abs())
        } else {
            write!(out, "0x{v:x}")
        }
    }

    /// Prints `inst` as C++ `printInst` does: an alias if one matches (and
    /// aliases are on), else the instruction; a tab first, as LLVM writes.
    pub fn print(&mut self, inst: &Inst, address: u64, out: &mut impl Write) -> Result<(), PrintError> {
        if self.aliases && asm_writer::print_alias(inst, address, self, out)? {
            return Ok(());
        }
        asm_writer::print_instruction(inst, address, self, out)
    }

    /// C++ `STI.hasFeature(RISCV::Feature64Bit)`.
    fn rv64(&self) -> bool {
        self.subtarget.has_feature_named("Feature64Bit")
    }

    /// C++ `getRegisterName(Reg)`: the ABI name, or the architectural one
    /// under `-M numeric`.
    fn reg_name(&self, reg: u32) -> Result<&'static str, fmt::Error> {
        let alt = if self.numeric { regs::RegAltName::NoRegAltName } else { regs::RegAltName::AbiRegAltName };
        let reg = u16::try_from(reg).ok().and_then(regs::Reg::from_value).ok_or(fmt::Error)?;
        reg.alt_name(alt).ok_or(fmt::Error)
    }

    /// C++ `SysReg::haveRequiredFeatures`: not RV32-only on RV64, and
    /// every feature of `FeaturesRequired` (C++ text such as
    /// ` {RISCV::FeatureStdExtSmaia} `) on.
    fn sys_reg_available(&self, r: &sysops::SysReg) -> bool {
        if r.is_rv32_only && self.rv64() {
            return false;
        }
        feature_names(r.features_required).all(|f| self.subtarget.has_feature_named(f))
    }
}

/// C++ `RISCVFPRndMode::roundingModeToString`.
fn rounding_mode(mode: i64) -> Result<&'static str, fmt::Error> {
    Ok(match mode {
        0 => "rne",
        1 => "rtz",
        2 => "rdn",
        3 => "rup",
        4 => "rmm",
        7 => "dyn",
        // 5 and 6 have no name (LLVM: llvm_unreachable).
        _ => return Err(fmt::Error),
    })
}

/// What `printFPImmOperand` prints for each `fli` immediate: the value of
/// `RISCVLoadFPImm::getFPImm` as `%.1f` when integral, else `%.12g`, and
/// the three names (`min`, `inf`, `nan`).
const FLI_TEXT: [&str; 32] = [
    "-1.0",
    "min",
    "1.52587890625e-05",
    "3.0517578125e-05",
    "0.00390625",
    "0.0078125",
    "0.0625",
    "0.125",
    "0.25",
    "0.3125",
    "0.375",
    "0.4375",
    "0.5",
    "0.625",
    "0.75",
    "0.875",
    "1.0",
    "1.25",
    "1.5",
    "1.75",
    "2.0",
    "2.5",
    "3.0",
    "4.0",
    "8.0",
    "16.0",
    "128.0",
    "256.0",
    "32768.0",
    "65536.0",
    "inf",
    "nan",
];

/// C++ `RISCVZC::getStackAdjBase`: the stack a register list needs (in
/// bytes, 16-aligned) on RV32 or RV64.
fn stack_adj_base(rlist: i64, rv64: bool) -> Result<i64, fmt::Error> {
    // Registers saved: ra, then s0..; list 4 is {ra}, 15 is {ra, s0-s11}.
    let saved = match rlist {
        4..=14 => rlist - 3,
        15 => 13,
        _ => return Err(fmt::Error),
    };
    let bytes = saved * if rv64 { 8 } else { 4 };
    Ok((bytes + 15) / 16 * 16)
}

/// C++ `RISCVVType::printVType`: `e<SEW>, m<LMUL>|mf<1/LMUL>, ta|tu, ma|mu`.
fn print_vtype(vtype: i64, out: &mut dyn Write) -> fmt::Result {
    let sew = 1 << (((vtype >> 3) & 7) + 3);
    let vlmul = vtype & 7;
    let (lmul, fractional) = if vlmul < 4 { (1 << vlmul, false) } else { (1 << (8 - vlmul), true) };
    write!(out, "e{sew}, {}{lmul}", if fractional { "mf" } else { "m" })?;
    out.write_str(if vtype & 0x40 != 0 { ", ta" } else { ", tu" })?;
    out.write_str(if vtype & 0x80 != 0 { ", ma" } else { ", mu" })
}

/// C++ `isInt<bits>(v)`.
fn is_int(v: i64, bits: u32) -> bool {
    let half = 1i64 << (bits - 1);
    (-half..half).contains(&v)
}

impl<S: Subtarget> PrinterHooks for Printer<S> {
    fn print_operand(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        match *inst.operand(op as usize).ok_or(fmt::Error)? {
            Operand::Reg(r) => out.write_str(self.reg_name(r)?),
            Operand::Imm(v) => self.write_imm(v, out),
            // Expressions (symbols, relocations) are the assembler's; a
            // decoded or selected instruction has none.
            _ => Err(fmt::Error),
        }
    }

    fn print_v_mask_reg(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        match inst.reg(op as usize).ok_or(fmt::Error)? {
            0 => Ok(()),
            r => write!(out, ", {}.t", self.reg_name(r)?),
        }
    }

    fn print_zero_offset_mem_op(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        write!(out, "({})", self.reg_name(inst.reg(op as usize).ok_or(fmt::Error)?)?)
    }

    fn print_branch_operand(&mut self, inst: &Inst, op: u32, m: &str, a: u64, out: &mut dyn Write) -> fmt::Result {
        // llvm-mc prints the offset as any immediate; llvm-objdump asks for
        // the address reached (PrintBranchImmAsAddress), within 32 bits on
        // RV32.
        match *inst.operand(op as usize).ok_or(fmt::Error)? {
            Operand::Imm(offset) if self.branch_addresses => {
                let target = a.wrapping_add(offset as u64);
                let target = if self.rv64() { target } else { target & 0xffff_ffff };
                write!(out, "0x{target:x}")
            }
            _ => self.print_operand(inst, op, m, a, out),
        }
    }

    fn print_rlist(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let rlist = inst.imm(op as usize).ok_or(fmt::Error)?;
        // {ra}, {ra, s0}, {ra, s0-s1}, ... {ra, s0-s11}; under -M numeric
        // {x1, x8-x9, x18-x27}.
        let name = |r: u32| self.reg_name(regs::Reg::X0.value() as u32 + r);
        write!(out, "{{{}", name(1)?)?;
        if rlist >= 5 {
            write!(out, ", {}", name(8)?)?;
        }
        if rlist >= 6 {
            out.write_char('-')?;
            if rlist == 6 || self.numeric {
                out.write_str(name(9)?)?;
            }
        }
        if rlist >= 7 {
            if self.numeric {
                out.write_str(", ")?;
            }
            if rlist == 7 || self.numeric {
                out.write_str(name(18)?)?;
            }
        }
        if rlist >= 8 {
            if self.numeric {
                out.write_char('-')?;
            }
            // s3-s9 are x19-x25; there is no list ending at s10, so 15
            // ends at s11 (x27).
            let last = if rlist == 15 { 27 } else { rlist as u32 + 11 };
            out.write_str(name(last)?)?;
        }
        out.write_char('}')
    }

    fn print_stack_adj(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let base = stack_adj_base(inst.imm(0).ok_or(fmt::Error)?, self.rv64())?;
        write!(out, "{}", inst.imm(op as usize).ok_or(fmt::Error)? + base)
    }

    fn print_neg_stack_adj(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let base = stack_adj_base(inst.imm(0).ok_or(fmt::Error)?, self.rv64())?;
        write!(out, "{}", -(inst.imm(op as usize).ok_or(fmt::Error)? + base))
    }

    fn print_csr_system_register(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let value = inst.imm(op as usize).ok_or(fmt::Error)?;
        let found = u16::try_from(value)
            .ok()
            .and_then(|e| sysops::lookup_sys_reg_by_encoding(e).iter().find(|r| self.sys_reg_available(r)));
        match found {
            Some(r) => out.write_str(r.name),
            None => self.write_imm(value, out),
        }
    }

    fn print_reg_reg(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        match inst.reg(op as usize).ok_or(fmt::Error)? {
            0 => Ok(()),
            r => write!(out, "{}({})", self.reg_name(r)?, self.reg_name(inst.reg(op as usize + 1).ok_or(fmt::Error)?)?),
        }
    }

    fn print_frm_arg(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let mode = inst.imm(op as usize).ok_or(fmt::Error)?;
        // With aliases, the dynamic rounding mode goes unsaid.
        if self.aliases && mode == 7 {
            return Ok(());
        }
        write!(out, ", {}", rounding_mode(mode)?)
    }

    fn print_frm_arg_legacy(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        // `rne` goes unsaid, for assemblers that did not accept one here.
        match inst.imm(op as usize).ok_or(fmt::Error)? {
            0 => Ok(()),
            mode => write!(out, ", {}", rounding_mode(mode)?),
        }
    }

    fn print_fence_arg(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let arg = inst.imm(op as usize).ok_or(fmt::Error)?;
        for (bit, c) in [(8, 'i'), (4, 'o'), (2, 'r'), (1, 'w')] {
            if arg & bit != 0 {
                out.write_char(c)?;
            }
        }
        if arg == 0 {
            out.write_char('0')?;
        }
        Ok(())
    }

    fn print_fp_imm_operand(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let text = usize::try_from(inst.imm(op as usize).ok_or(fmt::Error)?).ok().and_then(|i| FLI_TEXT.get(i)).ok_or(fmt::Error)?;
        out.write_str(text)
    }

    fn print_v_type_i(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let vtype = inst.imm(op as usize).ok_or(fmt::Error)?;
        // Reserved LMUL, SEW above 64 or bits above 7: the number.
        if vtype & 7 == 4 || (vtype >> 3) & 7 > 3 || vtype >> 8 != 0 {
            return self.write_imm(vtype, out);
        }
        print_vtype(vtype, out)
    }

    fn simm12_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| is_int(v, 12))
    }

    fn uimm20_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| (0..1 << 20).contains(&v))
    }

    fn simm13_lsb0_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| v & 1 == 0 && is_int(v, 13))
    }

    fn simm21_lsb0_jal_operand_predicate(&self, op: &Operand) -> bool {
        op.as_imm().is_some_and(|v| v & 1 == 0 && is_int(v, 21))
    }

    fn has_feature(&self, bit: u32) -> bool {
        self.subtarget.has_feature(bit)
    }

    fn reg_in_class(&self, class: u32, reg: u32) -> bool {
        let class = u16::try_from(class).ok().and_then(regs::RegClass::from_value);
        let reg = u16::try_from(reg).ok().and_then(regs::Reg::from_value);
        matches!((class, reg), (Some(c), Some(r)) if c.contains(r))
    }
}
