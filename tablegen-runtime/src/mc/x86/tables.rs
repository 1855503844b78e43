//! The tables a `-gen-disassembler --rust` module for X86 generates, as
//! little-endian byte strings the decoder reads with bounds checks.

/// The operand slots of an instruction specifier (LLVM's
/// `X86_MAX_OPERANDS`).
pub const MAX_OPERANDS: usize = 6;

/// The opcode maps, in the order of [`X86Tables::map_rows`].
pub mod map {
    /// One-byte opcodes.
    pub const ONEBYTE: u8 = 0;
    /// `0F xx`.
    pub const TWOBYTE: u8 = 1;
    /// `0F 38 xx`.
    pub const THREEBYTE_38: u8 = 2;
    /// `0F 3A xx`.
    pub const THREEBYTE_3A: u8 = 3;
    /// XOP map 8.
    pub const XOP8: u8 = 4;
    /// XOP map 9.
    pub const XOP9: u8 = 5;
    /// XOP map A.
    pub const XOPA: u8 = 6;
    /// 3DNow! (`0F 0F modrm xx`).
    pub const THREEDNOW: u8 = 7;
    /// EVEX/APX map 4.
    pub const MAP4: u8 = 8;
    /// Map 5.
    pub const MAP5: u8 = 9;
    /// Map 6.
    pub const MAP6: u8 = 10;
    /// Map 7.
    pub const MAP7: u8 = 11;
    /// The number of maps.
    pub const COUNT: usize = 12;
}

/// A generated module's X86 decoder tables (LLVM's
/// `X86GenDisassemblerTables.inc`, laid out for Rust).
///
/// Multi-byte numbers are little-endian. A malformed table makes decoding
/// fail ([`crate::mc::DecodeError::Table`]), never panic.
///
/// ```
/// use tablegen_runtime::mc::x86::X86Tables;
/// // A table with nothing in it decodes nothing.
/// let t = X86Tables::EMPTY;
/// assert!(t.decision(0, 0, 0x90).is_none());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct X86Tables {
    /// Per operand set, [`MAX_OPERANDS`] pairs of bytes: the operand's
    /// encoding (`ENCODING_*`) and type (`TYPE_*`), LLVM's enumerator
    /// values.
    pub operand_sets: &'static [u8],
    /// Per instruction (LLVM's opcode number), the index of its operand
    /// set (u16).
    pub instr_operand_sets: &'static [u8],
    /// Per combination of attribute bits (`ATTR_*`, 2^15 of them), the
    /// context it decodes in (LLVM's `x86DisassemblerContexts`).
    pub contexts: &'static [u8],
    /// LLVM's `modRMTable` (u16 instruction numbers).
    pub modrm_table: &'static [u8],
    /// The number of contexts.
    pub num_contexts: usize,
    /// Per map and context (`map * num_contexts + context`), the row of
    /// its 256 opcode decisions in `rows`, counted from 1; 0 when no
    /// opcode of that map decodes in that context (u16).
    pub map_rows: &'static [u8],
    /// Rows of 256 decisions (u32 each): the decision's type in the low 3
    /// bits (`MODRM_ONEENTRY` 0, `SPLITRM` 1, `SPLITMISC` 2, `SPLITREG` 3,
    /// `FULL` 4), its start in `modrm_table` above.
    pub rows: &'static [u8],
    /// The instructions' names, one after the other (LLVM reads names to
    /// choose between candidate decodings).
    pub names: &'static [u8],
    /// Where each name ends in `names` (u32).
    pub name_ends: &'static [u8],
    /// Per flat register ([`super::REGISTER_NAMES`]), the target's register
    /// number.
    pub registers: &'static [u16],
    /// The opcodes the decoder substitutes: `REP_PREFIX`, `REPNE_PREFIX`,
    /// `XRELEASE_PREFIX`, `XACQUIRE_PREFIX`.
    pub prefix_opcodes: [u32; 4],
}

/// A decision's ModR/M type and the start of its entries.
pub(super) type Decision = (u8, u32);

pub(super) fn u16_at(b: &[u8], i: usize) -> Option<u16> {
    let s = b.get(i.checked_mul(2)?..i.checked_mul(2)?.checked_add(2)?)?;
    Some(u16::from_le_bytes([s[0], s[1]]))
}

pub(super) fn u32_at(b: &[u8], i: usize) -> Option<u32> {
    let s = b.get(i.checked_mul(4)?..i.checked_mul(4)?.checked_add(4)?)?;
    Some(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
}

impl X86Tables {
    /// Tables with nothing in them.
    pub const EMPTY: X86Tables = X86Tables {
        operand_sets: &[],
        instr_operand_sets: &[],
        contexts: &[],
        modrm_table: &[],
        num_contexts: 0,
        map_rows: &[],
        rows: &[],
        names: &[],
        name_ends: &[],
        registers: &[],
        prefix_opcodes: [0; 4],
    };

    /// The decision for `opcode` of `map` in context `ctx`; `None` when
    /// there is none (the instruction is 0, invalid).
    pub fn decision(&self, map: u8, ctx: u8, opcode: u8) -> Option<(u8, u32)> {
        let row = u16_at(self.map_rows, usize::from(map) * self.num_contexts + usize::from(ctx))?;
        if row == 0 {
            return None;
        }
        let v = u32_at(self.rows, (usize::from(row) - 1) * 256 + usize::from(opcode))?;
        Some(((v & 7) as u8, v >> 3))
    }

    /// The instruction the decision picks for `modrm` (LLVM's `decode`).
    pub(super) fn pick(&self, d: Option<Decision>, modrm: u8) -> Option<u16> {
        let Some((ty, start)) = d else { return Some(0) };
        let start = start as usize;
        let reg = usize::from((modrm & 0x38) >> 3);
        let is_reg = modrm & 0xc0 == 0xc0;
        let at = match ty {
            0 => start,
            1 => start + usize::from(is_reg),
            2 if is_reg => start + usize::from(modrm & 0x3f) + 8,
            2 => start + reg,
            3 if is_reg => start + reg + 8,
            3 => start + reg,
            4 => start + usize::from(modrm),
            _ => return None,
        };
        u16_at(self.modrm_table, at)
    }

    /// Instruction `id`'s operand specifiers.
    pub(super) fn operands(&self, id: u16) -> Option<&'static [u8]> {
        let set = usize::from(u16_at(self.instr_operand_sets, usize::from(id))?);
        let n = MAX_OPERANDS * 2;
        self.operand_sets.get(set * n..set * n + n)
    }

    /// Instruction `id`'s name.
    pub(super) fn name(&self, id: u16) -> &'static [u8] {
        let id = usize::from(id);
        let end = u32_at(self.name_ends, id).unwrap_or(0) as usize;
        let start = if id == 0 { 0 } else { u32_at(self.name_ends, id - 1).unwrap_or(0) as usize };
        self.names.get(start..end).unwrap_or(&[])
    }

    /// The target's number of flat register `r`.
    pub(super) fn reg(&self, r: u16) -> Option<u32> {
        self.registers.get(usize::from(r)).map(|&n| u32::from(n))
    }
}
