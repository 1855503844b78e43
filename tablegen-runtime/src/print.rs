//! The instruction printer (C++ `printInstruction` and `printAliasInstr`,
//! which LLVM's AsmWriter generates): a `-gen-asm-writer --rust` module
//! holds each opcode's printing program and the alias patterns as tables,
//! and these functions run them, calling the target's print methods (the
//! `PrintMethod`s of its operands, written by hand in LLVM's
//! `InstPrinter`) through [`PrintMethods`].
//!
//! Printing allocates nothing: text goes straight to the
//! [`core::fmt::Write`] given.
//!
//! ```
//! use tablegen_runtime::mc::{Inst, Operand};
//! use tablegen_runtime::print::{print_program, PrintMethods, PrintTables, Step};
//! use core::fmt::{self, Write};
//!
//! // One opcode: `add\t` (text 0..4), operand 0 by method 0, `, ` (4..6), operand 1.
//! static STEPS: [&[Step]; 1] = [&[Step::Op(0, 0, 0), Step::Text(4, 2), Step::Op(0, 1, 0)]];
//! static TABLES: PrintTables<'static> = PrintTables {
//!     text: "add\t, ",
//!     modifiers: &[],
//!     opcodes: &[(0, 4, 0)],
//!     programs: &STEPS,
//! };
//! struct Regs;
//! impl PrintMethods for Regs {
//!     fn print(&mut self, _method: u16, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
//!         match inst.operand(op as usize) {
//!             Some(Operand::Reg(r)) => write!(out, "r{r}"),
//!             _ => out.write_str("<bad>"),
//!         }
//!     }
//! }
//! let mut mi = Inst::new(0u32);
//! mi.push(Operand::Reg(1));
//! mi.push(Operand::Reg(2));
//! let mut s = String::new();
//! print_program(&TABLES, &mi, 0, &mut Regs, &mut s).unwrap();
//! assert_eq!(s, "\tadd\tr1, r2");
//! ```

use core::fmt::{self, Write};

use crate::mc::{Inst, Operand};

/// One step of an opcode's printing program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Text: `len` bytes of [`PrintTables::text`] from `start`.
    Text(u32, u16),
    /// Machine operand `op` printed by print method `method`, with
    /// modifier `modifier` (0: none, `n`: [`PrintTables::modifiers`]`[n -
    /// 1]`).
    Op(u16, u16, u16),
    /// The same, for a PC-relative operand (the method is given the
    /// instruction's address).
    PcRel(u16, u16, u16),
    /// C++ `PrintSpecial` with modifier `n` (`${:comment}`).
    Special(u16),
}

/// A target's printing tables, as a generated module lays them out.
#[derive(Clone, Copy, Debug)]
pub struct PrintTables<'t> {
    /// Every literal text, mnemonics included, concatenated.
    pub text: &'t str,
    /// The operand modifiers (`${op:modifier}`), numbered from 1.
    pub modifiers: &'t [&'t str],
    /// Per opcode: the mnemonic's start and length in `text`, and the
    /// number of its program in `programs` (`u16::MAX`: the opcode has no
    /// assembly string).
    pub opcodes: &'t [(u32, u16, u16)],
    /// The operand programs, shared by the opcodes that print their
    /// operands alike.
    pub programs: &'t [&'t [Step]],
}

/// What went wrong printing an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintError {
    /// The opcode is not the target's, or has no assembly string (C++:
    /// "Cannot print this instruction.").
    NoAsmString(u32),
    /// A table entry points outside the tables.
    BadTable,
    /// The writer or a print method failed.
    Fmt,
}

impl From<fmt::Error> for PrintError {
    fn from(_: fmt::Error) -> Self {
        PrintError::Fmt
    }
}

impl fmt::Display for PrintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintError::NoAsmString(op) => write!(f, "opcode {op} cannot be printed: it has no assembly string"),
            PrintError::BadTable => f.write_str("a printing table entry is out of range"),
            PrintError::Fmt => f.write_str("the writer failed"),
        }
    }
}

/// The target's print methods by number, as a generated module's
/// `Dispatch` answers them from the target's `PrinterHooks`.
pub trait PrintMethods {
    /// Prints machine operand `op` of `inst` with print method `method`
    /// (C++ `printOperand(MI, OpNo, O)` and its kin), with `modifier`
    /// (empty for none); `address` is the instruction's.
    fn print(
        &mut self,
        method: u16,
        inst: &Inst,
        op: u32,
        modifier: &str,
        address: u64,
        out: &mut dyn Write,
    ) -> fmt::Result;

    /// C++ `PrintSpecial(MI, O, Modifier)` (`${:comment}` and the like).
    /// Default: nothing.
    fn special(&mut self, inst: &Inst, modifier: &str, out: &mut dyn Write) -> fmt::Result {
        let _ = (inst, modifier, out);
        Ok(())
    }

    /// `MCOperandPredicate` number `predicate` (from 1) holds for `op`.
    /// Default: no.
    fn operand_predicate(&self, predicate: u32, op: &Operand) -> bool {
        let _ = (predicate, op);
        false
    }

    /// The subtarget has feature `bit` (C++ `getFeatureBits().test(bit)`).
    /// Default: no.
    fn has_feature(&self, bit: u32) -> bool {
        let _ = bit;
        false
    }

    /// Register `reg` is in register class `class` (C++
    /// `MRI.getRegClass(class).contains(reg)`). Default: no.
    fn reg_in_class(&self, class: u32, reg: u32) -> bool {
        let _ = (class, reg);
        false
    }
}

fn text<'t>(t: &PrintTables<'t>, start: u32, len: u16) -> Result<&'t str, PrintError> {
    let start = start as usize;
    t.text.get(start..start + usize::from(len)).ok_or(PrintError::BadTable)
}

fn modifier<'t>(t: &PrintTables<'t>, n: u16) -> Result<&'t str, PrintError> {
    match n {
        0 => Ok(""),
        n => t.modifiers.get(usize::from(n) - 1).copied().ok_or(PrintError::BadTable),
    }
}

/// Prints `inst` as C++ `printInstruction` does: a tab, the mnemonic,
/// then the operand program.
pub fn print_program<M: PrintMethods + ?Sized, W: Write + ?Sized>(
    t: &PrintTables<'_>,
    inst: &Inst,
    address: u64,
    methods: &mut M,
    out: &mut W,
) -> Result<(), PrintError> {
    let opcode = inst.opcode();
    let &(start, len, program) = t.opcodes.get(opcode as usize).ok_or(PrintError::NoAsmString(opcode))?;
    if program == u16::MAX {
        return Err(PrintError::NoAsmString(opcode));
    }
    out.write_str("\t")?;
    out.write_str(text(t, start, len)?)?;
    let steps = t.programs.get(usize::from(program)).ok_or(PrintError::BadTable)?;
    let mut out = Adapter(out);
    for step in steps.iter() {
        match *step {
            Step::Text(start, len) => out.write_str(text(t, start, len)?)?,
            Step::Op(m, op, md) => methods.print(m, inst, u32::from(op), modifier(t, md)?, address, &mut out)?,
            Step::PcRel(m, op, md) => methods.print(m, inst, u32::from(op), modifier(t, md)?, address, &mut out)?,
            Step::Special(md) => methods.special(inst, modifier(t, md)?, &mut out)?,
        }
    }
    Ok(())
}

/// A `Write` of any size as a `dyn Write`.
struct Adapter<'a, W: Write + ?Sized>(&'a mut W);

impl<W: Write + ?Sized> Write for Adapter<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write_str(s)
    }
}

/// A condition of an alias pattern (C++ `AliasPatternCond`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AliasCond {
    /// The operand is not checked.
    Ignore,
    /// The operand is a register of this class.
    RegClass(u32),
    /// The operand is the same register as operand `n`.
    TiedReg(u32),
    /// The operand satisfies `MCOperandPredicate` number `n` (from 1).
    Custom(u32),
    /// The operand is this immediate.
    Imm(i32),
    /// The operand is this register (0: none).
    Reg(u32),
    /// The subtarget has this feature.
    Feature(u32),
    /// The subtarget lacks this feature.
    NegFeature(u32),
    /// One of an any-of group: the subtarget has this feature.
    OrFeature(u32),
    /// One of an any-of group: the subtarget lacks this feature.
    OrNegFeature(u32),
    /// The end of an any-of group: one of it held.
    EndOrFeatures,
}

/// A target's alias tables (C++ `AliasMatchingData`).
#[derive(Clone, Copy, Debug)]
pub struct AliasTables<'t> {
    /// `(opcode, first pattern, patterns)`, by opcode.
    pub opcodes: &'t [(u32, u32, u32)],
    /// `(string offset, first condition, operands, conditions)`.
    pub patterns: &'t [(u32, u32, u32, u32)],
    /// The conditions.
    pub conds: &'t [AliasCond],
    /// The alias strings, each ending in a NUL: text, with `$` then an
    /// operand number plus one, or `$`, `0xFF`, the operand number plus one
    /// and a print method's number plus one.
    pub strings: &'t [u8],
    /// The print methods alias strings name, by number.
    pub print_methods: &'t [u16],
}

fn cond_holds<M: PrintMethods + ?Sized>(
    c: AliasCond,
    inst: &Inst,
    methods: &M,
    next: &mut usize,
    any: &mut bool,
) -> bool {
    match c {
        AliasCond::Feature(b) => return methods.has_feature(b),
        AliasCond::NegFeature(b) => return !methods.has_feature(b),
        AliasCond::OrFeature(b) => {
            *any |= methods.has_feature(b);
            return true;
        }
        AliasCond::OrNegFeature(b) => {
            *any |= !methods.has_feature(b);
            return true;
        }
        AliasCond::EndOrFeatures => return core::mem::take(any),
        _ => {}
    }
    let Some(op) = inst.operand(*next) else { return false };
    *next += 1;
    match c {
        AliasCond::Imm(v) => op.as_imm() == Some(i64::from(v)),
        AliasCond::Reg(r) => op.as_reg() == Some(r),
        AliasCond::TiedReg(n) => {
            op.as_reg().is_some_and(|r| inst.operand(n as usize).and_then(Operand::as_reg) == Some(r))
        }
        AliasCond::RegClass(class) => op.as_reg().is_some_and(|r| methods.reg_in_class(class, r)),
        AliasCond::Custom(p) => methods.operand_predicate(p, op),
        _ => true,
    }
}

/// The alias string `inst` prints as, if one of its opcode's patterns
/// matches (C++ `matchAliasPatterns`): the first pattern whose conditions
/// all hold, provided the operand count is the pattern's.
pub fn match_alias<'t, M: PrintMethods + ?Sized>(t: &AliasTables<'t>, inst: &Inst, methods: &M) -> Option<&'t [u8]> {
    let opcode = inst.opcode();
    let k = t.opcodes.partition_point(|e| e.0 < opcode);
    let &(op, first, count) = t.opcodes.get(k)?;
    if op != opcode {
        return None;
    }
    let patterns = t.patterns.get(first as usize..(first as usize).checked_add(count as usize)?)?;
    for &(string, cond_start, operands, conds) in patterns {
        if inst.operands().len() != operands as usize {
            return None;
        }
        let conds = t.conds.get(cond_start as usize..(cond_start as usize).checked_add(conds as usize)?)?;
        let (mut next, mut any) = (0usize, false);
        if conds.iter().all(|&c| cond_holds(c, inst, methods, &mut next, &mut any)) {
            let rest = t.strings.get(string as usize..)?;
            let end = rest.iter().position(|&b| b == 0).unwrap_or(rest.len());
            return Some(&rest[..end]);
        }
    }
    None
}

/// Prints `inst` as its alias if one matches (C++ `printAliasInstr`):
/// `Ok(false)` when none does. `print_operand` is the number of the
/// target's `printOperand`, which prints operands the alias string names
/// without a print method of their own.
pub fn print_alias<M: PrintMethods + ?Sized, W: Write + ?Sized>(
    t: &AliasTables<'_>,
    inst: &Inst,
    address: u64,
    print_operand: u16,
    methods: &mut M,
    out: &mut W,
) -> Result<bool, PrintError> {
    let Some(s) = match_alias(t, inst, methods) else { return Ok(false) };
    let mnemonic = s.iter().position(|&b| b == b' ' || b == b'\t' || b == b'$').unwrap_or(s.len());
    out.write_str("\t")?;
    out.write_str(utf8(&s[..mnemonic])?)?;
    let mut i = mnemonic;
    if i < s.len() && (s[i] == b' ' || s[i] == b'\t') {
        out.write_str("\t")?;
        i += 1;
    }
    let mut out = Adapter(out);
    while i < s.len() {
        if s[i] == b'$' {
            i += 1;
            let byte = |i: usize| s.get(i).copied().ok_or(PrintError::BadTable);
            if byte(i)? == 0xFF {
                let op = u32::from(byte(i + 1)?.wrapping_sub(1));
                let k = byte(i + 2)?.wrapping_sub(1);
                i += 3;
                let method = *t.print_methods.get(usize::from(k)).ok_or(PrintError::BadTable)?;
                methods.print(method, inst, op, "", address, &mut out)?;
            } else {
                let op = u32::from(byte(i)?.wrapping_sub(1));
                i += 1;
                methods.print(print_operand, inst, op, "", address, &mut out)?;
            }
        } else {
            let run = s[i..].iter().position(|&b| b == b'$').map_or(s.len(), |e| i + e);
            out.write_str(utf8(&s[i..run])?)?;
            i = run;
        }
    }
    Ok(true)
}

fn utf8(b: &[u8]) -> Result<&str, PrintError> {
    core::str::from_utf8(b).map_err(|_| PrintError::BadTable)
}
