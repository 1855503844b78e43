//! A matcher table ready to run, and the reader of its encoding.

use super::{opc, IselError, NodeOpcodes};

/// A matcher table ready to run: the bytes, the node opcodes the
/// interpreter needs, and (as LLVM's `OpcodeOffset`) where each opcode's case
/// of a leading `OPC_SwitchOpcode` starts.
#[derive(Clone, Debug)]
pub struct Matcher<'t> {
    pub(super) table: &'t [u8],
    pub(super) opcodes: NodeOpcodes,
    opcode_offsets: alloc::vec::Vec<u32>,
    pub(super) step_limit: u64,
}

impl<'t> Matcher<'t> {
    /// The default of [`Matcher::with_step_limit`].
    pub const DEFAULT_STEP_LIMIT: u64 = 1 << 24;

    /// Prepares `table` (C++ `MatcherTable`). Fails when the cases of a
    /// leading `OPC_SwitchOpcode` run past the end of the table.
    ///
    /// ```
    /// use tablegen_runtime::isel::{opc, IselError, Matcher, NodeOpcodes};
    /// let opcodes = NodeOpcodes { and: 0, or: 1, constant: 2, constant_fp: 3, token_factor: 4, entry_token: 5 };
    /// // A case of 9 bytes for opcode 6, and a table that ends before them.
    /// let cut = [opc::SWITCH_OPCODE, 9, 6, 0];
    /// assert_eq!(Matcher::new(&cut, opcodes).err(), Some(IselError::Truncated { at: 13 }));
    /// ```
    pub fn new(table: &'t [u8], opcodes: NodeOpcodes) -> Result<Self, IselError> {
        let mut opcode_offsets = alloc::vec::Vec::new();
        if table.first() == Some(&opc::SWITCH_OPCODE) {
            let mut r = Reader { table, pos: 1 };
            loop {
                let size = r.offset()?;
                if size == 0 {
                    break;
                }
                let opc = usize::from(r.u16()?);
                if opc >= opcode_offsets.len() {
                    opcode_offsets.resize(opc + 1, 0);
                }
                opcode_offsets[opc] = u32::try_from(r.pos).map_err(|_| IselError::BadNumber { at: r.pos })?;
                r.pos = r.pos.checked_add(size).ok_or(IselError::BadNumber { at: r.pos })?;
                if r.pos > table.len() {
                    return Err(IselError::Truncated { at: r.pos });
                }
            }
        }
        Ok(Matcher { table, opcodes, opcode_offsets, step_limit: Self::DEFAULT_STEP_LIMIT })
    }

    /// Caps the operations one [`select`](super::select) call may run (default
    /// [`Matcher::DEFAULT_STEP_LIMIT`]); a malformed table whose jumps
    /// overlap could otherwise revisit its bytes exponentially often.
    ///
    /// ```
    /// # use tablegen_runtime::isel::{opc, Matcher, NodeOpcodes};
    /// # let opcodes = NodeOpcodes { and: 0, or: 1, constant: 2, constant_fp: 3, token_factor: 4, entry_token: 5 };
    /// let m = Matcher::new(&[opc::SWITCH_OPCODE, 0, 0], opcodes)?.with_step_limit(1000);
    /// # let _ = m;
    /// # Ok::<(), tablegen_runtime::isel::IselError>(())
    /// ```
    pub fn with_step_limit(mut self, steps: u64) -> Self {
        self.step_limit = steps;
        self
    }

    /// The table bytes.
    ///
    /// ```
    /// # use tablegen_runtime::isel::{opc, Matcher, NodeOpcodes};
    /// # let opcodes = NodeOpcodes { and: 0, or: 1, constant: 2, constant_fp: 3, token_factor: 4, entry_token: 5 };
    /// let table = [opc::SWITCH_OPCODE, 0, 0];
    /// assert_eq!(Matcher::new(&table, opcodes)?.table(), &table);
    /// # Ok::<(), tablegen_runtime::isel::IselError>(())
    /// ```
    pub fn table(&self) -> &'t [u8] {
        self.table
    }

    /// The node opcodes given to [`Matcher::new`].
    ///
    /// ```
    /// # use tablegen_runtime::isel::{opc, Matcher, NodeOpcodes};
    /// let opcodes = NodeOpcodes { and: 0, or: 1, constant: 2, constant_fp: 3, token_factor: 4, entry_token: 5 };
    /// assert_eq!(Matcher::new(&[opc::SWITCH_OPCODE, 0, 0], opcodes)?.opcodes(), &opcodes);
    /// # Ok::<(), tablegen_runtime::isel::IselError>(())
    /// ```
    pub fn opcodes(&self) -> &NodeOpcodes {
        &self.opcodes
    }

    /// Where matching a node of `opcode` starts (C++ `OpcodeOffset`).
    pub(super) fn start(&self, opcode: u16) -> usize {
        self.opcode_offsets.get(usize::from(opcode)).map_or(0, |&o| o as usize)
    }
}

pub(super) struct Reader<'t> {
    pub(super) table: &'t [u8],
    pub(super) pos: usize,
}

impl Reader<'_> {
    pub(super) fn byte(&mut self) -> Result<u8, IselError> {
        let b = *self.table.get(self.pos).ok_or(IselError::Truncated { at: self.pos })?;
        self.pos += 1;
        Ok(b)
    }

    pub(super) fn u16(&mut self) -> Result<u16, IselError> {
        let lo = self.byte()?;
        let hi = self.byte()?;
        Ok(u16::from_le_bytes([lo, hi]))
    }

    /// A VBR number (C++ `GetVBR` after the first byte).
    pub(super) fn vbr(&mut self) -> Result<u64, IselError> {
        let start = self.pos;
        let first = self.byte()?;
        if first & 0x80 == 0 {
            return Ok(u64::from(first));
        }
        let mut value = u64::from(first & 0x7f);
        let mut shift = 7u32;
        loop {
            let b = self.byte()?;
            if shift >= 64 || (shift > 57 && u64::from(b & 0x7f) >> (64 - shift) != 0) {
                return Err(IselError::BadNumber { at: start });
            }
            value |= u64::from(b & 0x7f) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
    }

    /// A VBR size or record number, as a table offset.
    pub(super) fn offset(&mut self) -> Result<usize, IselError> {
        let at = self.pos;
        let v = self.vbr()?;
        usize::try_from(v).ok().filter(|&v| v <= u32::MAX as usize).ok_or(IselError::BadNumber { at })
    }
}

/// C++ `decodeSignRotatedValue`: bit 0 is the sign, the rest the magnitude.
pub(super) fn decode_sign_rotated(v: u64) -> i64 {
    if v & 1 == 0 {
        (v >> 1) as i64
    } else if v != 1 {
        ((v >> 1) as i64).wrapping_neg()
    } else {
        i64::MIN
    }
}
