//! RISC-V's hooks: what LLVM 19's `RISCVInstPrinter` (MCTargetDesc/
//! RISCVInstPrinter.cpp) writes by hand, over the printer generated from
//! RISCV.td (`crate::gen::riscv::printer0`).
//!
//! Registers print under their ABI names (llvm-mc's default: no
//! `-M numeric`), immediates in decimal (no `--print-imm-hex`), branch
//! targets as the immediate (llvm-mc does not print them as addresses).
//! Compressed instructions are printed as they are: with aliases, LLVM
//! uncompresses them first, which needs `-gen-compress-inst-emitter`; run.py
//! leaves them out of that mode and compares them in `no-aliases`.

use crate::gen::riscv::{features, printer0 as printer, regs, sysops};
use crate::TargetPrinter;
use core::fmt::{self, Write};
use tablegen_runtime::mc::{Inst, Operand};

/// The printer in `mode`: `aliases` (llvm-mc's default) or `no-aliases`
/// (`-M no-aliases`).
pub fn printer(mode: &str) -> Option<Box<dyn TargetPrinter>> {
    let aliases = match mode {
        "aliases" => true,
        "no-aliases" => false,
        _ => return None,
    };
    Some(Box::new(Riscv { aliases }))
}

struct Riscv {
    /// C++ `PrintAliases` (cleared by `-M no-aliases`).
    aliases: bool,
}

impl TargetPrinter for Riscv {
    fn print(&mut self, inst: &Inst, _bytes: &[u8], out: &mut String) -> Result<(), String> {
        // C++ printInst: an alias if one matches, else the instruction.
        if self.aliases && printer::print_alias(inst, 0, self, out).map_err(|e| format!("{e:?}"))? {
            return Ok(());
        }
        printer::print_instruction(inst, 0, self, out).map_err(|e| format!("{e:?}"))
    }
}

/// The operand, or the error a missing one is.
fn operand(inst: &Inst, op: u32) -> Result<Operand, fmt::Error> {
    inst.operand(op as usize).copied().ok_or(fmt::Error)
}

fn imm(inst: &Inst, op: u32) -> Result<i64, fmt::Error> {
    operand(inst, op)?.as_imm().ok_or(fmt::Error)
}

fn reg(inst: &Inst, op: u32) -> Result<u32, fmt::Error> {
    operand(inst, op)?.as_reg().ok_or(fmt::Error)
}

/// C++ `getRegisterName(Reg)`: the ABI name (`-M numeric` would choose the
/// architectural one).
fn reg_name(reg: u32) -> Result<&'static str, fmt::Error> {
    let reg = u16::try_from(reg).ok().and_then(regs::Reg::from_value).ok_or(fmt::Error)?;
    reg.alt_name(regs::RegAltName::AbiRegAltName).ok_or(fmt::Error)
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
        // LLVM has no name for 5 and 6 (llvm_unreachable).
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

/// C++ `RISCVZC::getStackAdjBase` on RV64 (`Feature64Bit` is on).
fn stack_adj_base(rlist: i64) -> Result<i64, fmt::Error> {
    Ok(match rlist {
        4 | 5 => 16,
        6 | 7 => 32,
        8 | 9 => 48,
        10 | 11 => 64,
        12 | 13 => 80,
        14 => 96,
        15 => 112,
        _ => return Err(fmt::Error),
    })
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

fn is_int(v: i64, bits: u32) -> bool {
    let half = 1i64 << (bits - 1);
    (-half..half).contains(&v)
}

impl printer::PrinterHooks for Riscv {
    fn print_operand(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        match operand(inst, op)? {
            Operand::Reg(r) => out.write_str(reg_name(r)?),
            Operand::Imm(v) => write!(out, "{v}"),
            // Disassembly makes no expressions.
            _ => Err(fmt::Error),
        }
    }

    fn print_v_mask_reg(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        match reg(inst, op)? {
            0 => Ok(()),
            r => write!(out, ", {}.t", reg_name(r)?),
        }
    }

    fn print_zero_offset_mem_op(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        write!(out, "({})", reg_name(reg(inst, op)?)?)
    }

    fn print_branch_operand(&mut self, inst: &Inst, op: u32, m: &str, a: u64, out: &mut dyn Write) -> fmt::Result {
        // Without PrintBranchImmAsAddress the immediate prints as any other.
        self.print_operand(inst, op, m, a, out)
    }

    fn print_rlist(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let rlist = imm(inst, op)?;
        // ABI names: {ra}, {ra, s0}, {ra, s0-s1}, {ra, s0-s2}, ... {ra, s0-s11}.
        out.write_str("{ra")?;
        if rlist >= 5 {
            out.write_str(", s0")?;
        }
        if rlist >= 6 {
            out.write_char('-')?;
            if rlist == 6 {
                out.write_str("s1")?;
            }
        }
        if rlist == 7 {
            out.write_str("s2")?;
        }
        if rlist >= 8 {
            // s3-s9 are contiguous; 15 (there is no s10 alone) is s11.
            let last = if rlist == 15 { 11 } else { rlist - 5 };
            write!(out, "s{last}")?;
        }
        out.write_char('}')
    }

    fn print_stack_adj(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        write!(out, "{}", imm(inst, op)? + stack_adj_base(imm(inst, 0)?)?)
    }

    fn print_neg_stack_adj(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        write!(out, "{}", -(imm(inst, op)? + stack_adj_base(imm(inst, 0)?)?))
    }

    fn print_csr_system_register(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let value = imm(inst, op)?;
        let found = u16::try_from(value)
            .ok()
            .and_then(|e| sysops::lookup_sys_reg_by_encoding(e).iter().find(|r| has_required_features(r)));
        match found {
            Some(r) => out.write_str(r.name),
            None => write!(out, "{value}"),
        }
    }

    fn print_reg_reg(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        match reg(inst, op)? {
            0 => Ok(()),
            r => write!(out, "{}({})", reg_name(r)?, reg_name(reg(inst, op + 1)?)?),
        }
    }

    fn print_frm_arg(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let mode = imm(inst, op)?;
        if self.aliases && mode == 7 {
            return Ok(());
        }
        write!(out, ", {}", rounding_mode(mode)?)
    }

    fn print_frm_arg_legacy(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        match imm(inst, op)? {
            0 => Ok(()),
            mode => write!(out, ", {}", rounding_mode(mode)?),
        }
    }

    fn print_fence_arg(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let arg = imm(inst, op)?;
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
        let text = usize::try_from(imm(inst, op)?).ok().and_then(|i| FLI_TEXT.get(i)).ok_or(fmt::Error)?;
        out.write_str(text)
    }

    fn print_v_type_i(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        let vtype = imm(inst, op)?;
        // Reserved LMUL, SEW above 64 or bits above 7: the number.
        if vtype & 7 == 4 || (vtype >> 3) & 7 > 3 || vtype >> 8 != 0 {
            return write!(out, "{vtype}");
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
        features::enabled(bit)
    }

    fn reg_in_class(&self, class: u32, reg: u32) -> bool {
        let class = u16::try_from(class).ok().and_then(regs::RegClass::from_value);
        let reg = u16::try_from(reg).ok().and_then(regs::Reg::from_value);
        matches!((class, reg), (Some(c), Some(r)) if c.contains(r))
    }
}

/// C++ `SysReg::haveRequiredFeatures`: not an RV32-only register (the
/// subtarget is RV64), and every feature of `FeaturesRequired` (C++ text
/// such as ` {RISCV::FeatureStdExtSmaia} `) enabled.
fn has_required_features(r: &sysops::SysReg) -> bool {
    !r.is_rv32_only
        && r.features_required
            .trim()
            .trim_start_matches('{')
            .trim_end_matches('}')
            .split(',')
            .map(|f| f.trim().trim_start_matches("RISCV::"))
            .filter(|f| !f.is_empty())
            .all(features::enabled_name)
}
