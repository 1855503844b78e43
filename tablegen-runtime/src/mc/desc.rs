//! Instruction descriptions (C++ `MCInstrDesc`, `MCOperandInfo`) read from
//! the byte-string tables of a `-gen-instr-info --rust` module.

use core::fmt;

use crate::bytes::{read_u16, read_u32, read_u64};

/// The description tables of one target, as a `-gen-instr-info --rust`
/// module writes them (its `INSTR_TABLES` static); [`InstrTables::desc`]
/// reads an opcode's row.
///
/// The tables are little-endian byte strings, so that a target's thousands
/// of rows compile as a few string literals rather than as thousands of
/// struct expressions. Their layout is the interface between the generator
/// and this crate ([`crate::VERSION`] changes with it):
///
/// - `descs`: [`InstrTables::DESC_BYTES`] bytes per opcode, in opcode
///   order: operands, defs, size, scheduling class (`u16`s), flags,
///   `TSFlags` (`u64`s), the first implicit register (`u32`, an index into
///   `implicit_regs`), implicit uses and defs (`u16`s), the first operand
///   info (`u32`, an index into `operand_infos`);
/// - `operand_infos`: [`InstrTables::OPERAND_BYTES`] bytes per operand:
///   register class (`i16`), [`operand_flags`], constraint kind (0 none, 1
///   tied, 2 early clobber), tied-to operand (`u16`), operand type (`u16`,
///   an index into `operand_type_names`);
/// - `implicit_regs`: `u16` register numbers, each instruction's uses then
///   its defs;
/// - `operand_type_names`: the operand types' C++ names.
///
/// An opcode past the table, or a row that points outside another table,
/// reads as `None` (or as the operands that are there), never as a panic.
///
/// ```
/// use tablegen_runtime::mc::{InstrTables, OperandInfo, operand_flags};
///
/// // One instruction: 1 operand (a def), 4 bytes, scheduling class 3,
/// // flags 0b10, TSFlags 0, no implicit registers, operand infos from 0.
/// static DESCS: &[u8] = b"\x01\0\x01\0\x04\0\x03\0\x02\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0";
/// // Its operand: register class 5, a predicate, untied, type 0.
/// static OPERANDS: &[u8] = b"\x05\0\x02\0\0\0\0\0";
/// static TABLES: InstrTables = InstrTables {
///     descs: DESCS,
///     operand_infos: OPERANDS,
///     implicit_regs: &[],
///     operand_type_names: &["MCOI::OPERAND_REGISTER"],
/// };
///
/// let d = TABLES.desc(0).unwrap();
/// assert_eq!((d.num_operands, d.num_defs, d.size, d.sched_class), (1, 1, 4, 3));
/// assert!(d.has(0b10));
/// assert_eq!(d.implicit_uses().count(), 0);
/// let op: OperandInfo = d.operand(0).unwrap();
/// assert_eq!(op.reg_class, 5);
/// assert_eq!(op.flags, operand_flags::PREDICATE);
/// assert_eq!(op.operand_type, "MCOI::OPERAND_REGISTER");
/// assert_eq!(d.operand(1), None);
/// assert!(TABLES.desc(1).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstrTables {
    /// The instruction descriptions, by opcode.
    pub descs: &'static [u8],
    /// The operand infos the descriptions index.
    pub operand_infos: &'static [u8],
    /// The implicit registers the descriptions index.
    pub implicit_regs: &'static [u8],
    /// The operand type names the operand infos index.
    pub operand_type_names: &'static [&'static str],
}

impl InstrTables {
    /// Bytes per opcode in [`InstrTables::descs`].
    pub const DESC_BYTES: usize = 36;
    /// Bytes per operand in [`InstrTables::operand_infos`].
    pub const OPERAND_BYTES: usize = 8;

    /// The number of opcodes described.
    ///
    /// ```
    /// use tablegen_runtime::mc::InstrTables;
    /// let t = InstrTables { descs: &[0; 72], operand_infos: &[], implicit_regs: &[], operand_type_names: &[] };
    /// assert_eq!(t.num_opcodes(), 2);
    /// ```
    pub fn num_opcodes(&self) -> usize {
        self.descs.len() / Self::DESC_BYTES
    }

    /// The description of `opcode` (C++ `MCInstrInfo::get`), `None` past
    /// the last opcode.
    pub fn desc(&self, opcode: usize) -> Option<InstrDesc<'_>> {
        let at = opcode.checked_mul(Self::DESC_BYTES)?;
        let b = self.descs.get(at..at.checked_add(Self::DESC_BYTES)?)?;
        Some(InstrDesc {
            num_operands: read_u16(b, 0)?,
            num_defs: read_u16(b, 2)?,
            size: read_u16(b, 4)?,
            sched_class: read_u16(b, 6)?,
            flags: read_u64(b, 8)?,
            ts_flags: read_u64(b, 16)?,
            implicit_start: read_u32(b, 24)?,
            num_implicit_uses: read_u16(b, 28)?,
            num_implicit_defs: read_u16(b, 30)?,
            operands_start: read_u32(b, 32)?,
            tables: self,
        })
    }
}

/// One machine operand of an instruction (C++ `MCOperandInfo`), read by
/// [`InstrDesc::operand`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperandInfo {
    /// The register class's number (the generated `RegClass` value), the
    /// pointer kind when [`operand_flags::LOOKUP_PTR_REG_CLASS`] is set, or
    /// -1.
    pub reg_class: i16,
    /// [`operand_flags`] bits.
    pub flags: u8,
    /// The operand type, C++ `Namespace::Type` (`MCOI::OPERAND_REGISTER`);
    /// empty if the table names none.
    pub operand_type: &'static str,
    /// The operand this one is tied to (C++ `MCOI::TIED_TO`).
    pub tied_to: Option<u16>,
    /// C++ `MCOI::EARLY_CLOBBER`.
    pub early_clobber: bool,
}

impl OperandInfo {
    /// True if every bit of `flag` (an [`operand_flags`] constant) is set.
    ///
    /// ```
    /// use tablegen_runtime::mc::{operand_flags, OperandInfo};
    /// let op = OperandInfo { reg_class: -1, flags: operand_flags::BRANCH_TARGET, operand_type: "", tied_to: None, early_clobber: false };
    /// assert!(op.has(operand_flags::BRANCH_TARGET));
    /// assert!(!op.has(operand_flags::PREDICATE));
    /// ```
    pub fn has(&self, flag: u8) -> bool {
        self.flags & flag == flag
    }
}

/// The bits of [`OperandInfo::flags`] (C++ `MCOI::OperandFlags`).
pub mod operand_flags {
    /// The register class is resolved through a callback
    /// (`PointerLikeRegClass`).
    pub const LOOKUP_PTR_REG_CLASS: u8 = 1;
    /// Part of a predicate operand.
    pub const PREDICATE: u8 = 2;
    /// Part of an optional def operand.
    pub const OPTIONAL_DEF: u8 = 4;
    /// A branch target.
    pub const BRANCH_TARGET: u8 = 8;
}

/// One instruction's description (C++ `MCInstrDesc`), read by
/// [`InstrTables::desc`] (a generated module's `Opcode::desc`); the
/// implicit registers and operand infos are read from the tables it
/// borrows when asked for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct InstrDesc<'t> {
    /// Machine operands, every sub-operand counted (C++ `NumOperands`).
    pub num_operands: u16,
    /// Machine operands that are outputs (C++ `NumDefs`).
    pub num_defs: u16,
    /// Size in bytes (0 if unknown).
    pub size: u16,
    /// The scheduling class's number (the generated `SchedClass` value).
    pub sched_class: u16,
    /// `MCID::Flag` bits (the generated module's `instr_flags`).
    pub flags: u64,
    /// The target-specific flags (C++ `TSFlags`).
    pub ts_flags: u64,
    implicit_start: u32,
    num_implicit_uses: u16,
    num_implicit_defs: u16,
    operands_start: u32,
    tables: &'t InstrTables,
}

// By hand: the borrowed tables are the whole target, not this row.
impl fmt::Debug for InstrDesc<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("InstrDesc")
            .field("num_operands", &self.num_operands)
            .field("num_defs", &self.num_defs)
            .field("size", &self.size)
            .field("sched_class", &self.sched_class)
            .field("flags", &self.flags)
            .field("ts_flags", &self.ts_flags)
            .field("num_implicit_uses", &self.num_implicit_uses)
            .field("num_implicit_defs", &self.num_implicit_defs)
            .finish_non_exhaustive()
    }
}

impl<'t> InstrDesc<'t> {
    /// True if every bit of `flag` (an `instr_flags` constant of the
    /// generated module) is set.
    pub fn has(&self, flag: u64) -> bool {
        self.flags & flag == flag
    }

    fn implicit(&self, skip: usize, len: u16) -> impl Iterator<Item = u16> + 't {
        let regs = self.tables.implicit_regs;
        let start = (self.implicit_start as usize).checked_add(skip);
        (0..usize::from(len)).filter_map(move |k| read_u16(regs, start?.checked_add(k)?.checked_mul(2)?))
    }

    /// The registers read implicitly (C++ `implicit_uses`), as register
    /// numbers.
    pub fn implicit_uses(&self) -> impl Iterator<Item = u16> + 't {
        self.implicit(0, self.num_implicit_uses)
    }

    /// The registers written implicitly (C++ `implicit_defs`), as register
    /// numbers.
    pub fn implicit_defs(&self) -> impl Iterator<Item = u16> + 't {
        self.implicit(usize::from(self.num_implicit_uses), self.num_implicit_defs)
    }

    /// Machine operand `i`'s info, `None` past the last.
    pub fn operand(&self, i: usize) -> Option<OperandInfo> {
        if i >= usize::from(self.num_operands) {
            return None;
        }
        let t = self.tables;
        let at = (self.operands_start as usize).checked_add(i)?.checked_mul(InstrTables::OPERAND_BYTES)?;
        let b = t.operand_infos.get(at..at.checked_add(InstrTables::OPERAND_BYTES)?)?;
        let kind = *b.get(3)?;
        let tied = read_u16(b, 4)?;
        Some(OperandInfo {
            reg_class: read_u16(b, 0)? as i16,
            flags: *b.get(2)?,
            operand_type: t.operand_type_names.get(usize::from(read_u16(b, 6)?)).copied().unwrap_or(""),
            tied_to: if kind == 1 { Some(tied) } else { None },
            early_clobber: kind == 2,
        })
    }

    /// Every machine operand's info, in order.
    pub fn operands(&self) -> impl Iterator<Item = OperandInfo> + 't {
        let this = *self;
        (0..usize::from(self.num_operands)).filter_map(move |i| this.operand(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_pointing_outside_their_tables_read_as_nothing() {
        // 2 operands from operand info 1 (the table has one), 3 implicit
        // uses from register 0xffff_ffff.
        let mut row = [0u8; InstrTables::DESC_BYTES];
        row[0] = 2;
        row[24..28].copy_from_slice(&u32::MAX.to_le_bytes());
        row[28] = 3;
        row[32] = 1;
        let descs: &'static [u8] = alloc::boxed::Box::leak(alloc::boxed::Box::new(row));
        let t = InstrTables { descs, operand_infos: &[0; 8], implicit_regs: &[1, 0], operand_type_names: &[] };
        let d = t.desc(0).unwrap();
        assert_eq!(d.operand(0), None);
        assert_eq!(d.operands().count(), 0);
        assert_eq!(d.implicit_uses().count(), 0);
        assert_eq!(d.implicit_defs().count(), 0);
        assert!(t.desc(usize::MAX).is_none());
    }

    #[test]
    fn an_unnamed_operand_type_is_empty() {
        let desc: &'static [u8] = &[
            1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ];
        let t = InstrTables {
            descs: desc,
            operand_infos: &[0xff, 0xff, 0, 1, 0, 0, 9, 0],
            implicit_regs: &[],
            operand_type_names: &[],
        };
        let op = t.desc(0).and_then(|d| d.operand(0)).unwrap();
        assert_eq!((op.reg_class, op.operand_type, op.tied_to), (-1, "", Some(0)));
    }
}
