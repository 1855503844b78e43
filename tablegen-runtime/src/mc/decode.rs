//! Decoding an instruction word with the byte-coded tables a
//! `-gen-disassembler --rust` module generates (LLVM's `decodeInstruction`
//! over its `DecoderTable<Namespace><Bits>`): the table narrows the word
//! down to one opcode, checking fields and subtarget predicates on the way,
//! and a program of [`step`]s then builds the operands, calling the target's
//! decoder methods (its C++ `DecodeGPRRegisterClass` and kin) through a
//! [`DecodeTarget`].
//!
//! The table is the same byte code as LLVM's, so both decode a word the
//! same way; the interpreter reads it with bounds checks and returns
//! [`DecodeError::Table`] on a malformed table instead of reading past it.
//! Nothing here allocates, unless an instruction has more than
//! [`super::INLINE_OPERANDS`] operands.

use core::fmt;

use super::{Inst, Operand};

/// The opcodes of the decoder tables' byte code (C++ `MCD::OPC_*`).
pub mod op {
    /// `OPC_ExtractField start:ULEB len:u8`: the field the filters after it
    /// compare.
    pub const EXTRACT_FIELD: u8 = 1;
    /// `OPC_FilterValue value:ULEB skip:u24`: skip unless the field is
    /// `value`.
    pub const FILTER_VALUE: u8 = 2;
    /// `OPC_CheckField start:ULEB len:u8 value:ULEB skip:u24`: skip unless
    /// that field of the word is `value`.
    pub const CHECK_FIELD: u8 = 3;
    /// `OPC_CheckPredicate index:ULEB skip:u24`: skip unless the predicate
    /// holds.
    pub const CHECK_PREDICATE: u8 = 4;
    /// `OPC_Decode opcode:ULEB decoder:ULEB`: decode as `opcode`, done.
    pub const DECODE: u8 = 5;
    /// `OPC_TryDecode opcode:ULEB decoder:ULEB skip:u24`: decode as
    /// `opcode`; skip if the decoder fails without being complete.
    pub const TRY_DECODE: u8 = 6;
    /// `OPC_SoftFail positive:ULEB negative:ULEB`: bits that must be 0 and
    /// 1 for the encoding to be canonical.
    pub const SOFT_FAIL: u8 = 7;
    /// `OPC_Fail`: no instruction has this encoding.
    pub const FAIL: u8 = 8;
}

/// The outcome of a decoder method (C++ `MCDisassembler::DecodeStatus`),
/// with LLVM's values: combining two with `&` keeps the worse.
///
/// ```
/// use tablegen_runtime::mc::DecodeStatus;
/// let mut s = DecodeStatus::Success;
/// assert!(s.check(DecodeStatus::SoftFail));
/// assert_eq!(s, DecodeStatus::SoftFail);
/// assert!(!s.check(DecodeStatus::Fail));
/// assert_eq!(s, DecodeStatus::Fail);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum DecodeStatus {
    /// The encoding is invalid.
    Fail = 0,
    /// The encoding is valid but not canonical (bits that should be fixed
    /// are not).
    SoftFail = 1,
    /// The encoding is valid.
    Success = 3,
}

impl DecodeStatus {
    /// C++ `Check(Out, In)`: `self` becomes the worse of the two; false
    /// when that is [`DecodeStatus::Fail`].
    pub fn check(&mut self, other: DecodeStatus) -> bool {
        *self = match (*self as u8) & (other as u8) {
            0 => DecodeStatus::Fail,
            1 => DecodeStatus::SoftFail,
            _ => DecodeStatus::Success,
        };
        *self != DecodeStatus::Fail
    }
}

/// Why a word was not decoded.
///
/// ```
/// use tablegen_runtime::mc::DecodeError;
/// assert_eq!(DecodeError::Invalid.to_string(), "invalid instruction encoding");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecodeError {
    /// No instruction has this encoding, or a decoder method refused its
    /// operands (C++ `MCDisassembler::Fail`).
    Invalid,
    /// Fewer bytes than an instruction needs.
    Truncated {
        /// The bytes the instruction needs.
        needed: usize,
        /// The bytes there were.
        available: usize,
    },
    /// The table is malformed at this offset (a table a generated module
    /// holds never is; one built by hand may be).
    Table {
        /// The offset of the entry that could not be read.
        at: usize,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DecodeError::Invalid => f.write_str("invalid instruction encoding"),
            DecodeError::Truncated { needed, available } => {
                write!(f, "truncated instruction: {needed} bytes needed, {available} available")
            }
            DecodeError::Table { at } => write!(f, "malformed decoder table at offset {at}"),
        }
    }
}

/// An instruction word as the caller reads it (C++ `InsnType`): the
/// unsigned integer the target's disassembler passes `decodeInstruction`.
/// Its width matters beyond the bits read: operand values are computed in
/// it, as in C++ (a `u16` word truncates an operand value to 16 bits), and
/// words wider than 64 bits compute them in `u64`, as LLVM's wide
/// instruction types do.
///
/// ```
/// use tablegen_runtime::mc::InsnWord;
/// assert_eq!(0xabcd_u32.field(4, 8), 0xbc);
/// assert_eq!(0xabcd_u16.field(12, 8), 0xa); // past the word: zeros
/// assert_eq!(u128::MAX.field(64, 64), u64::MAX);
/// ```
pub trait InsnWord: Copy {
    /// The bits of the word.
    const BITS: u32;
    /// `len` bits from bit `start` (C++ `fieldFromInstruction`), zeros for
    /// bits past the word; at most 64 bits are returned.
    fn field(self, start: u32, len: u32) -> u64;
    /// The word, zero-extended.
    fn to_u128(self) -> u128;
}

macro_rules! insn_word {
    ($($t:ty),*) => {$(
        impl InsnWord for $t {
            const BITS: u32 = <$t>::BITS;
            #[inline]
            fn field(self, start: u32, len: u32) -> u64 {
                let shifted = self.checked_shr(start).unwrap_or(0) as u128;
                let len = len.min(64);
                let mask = if len == 64 { u64::MAX as u128 } else { (1u128 << len) - 1 };
                (shifted & mask) as u64
            }
            #[inline]
            fn to_u128(self) -> u128 {
                self as u128
            }
        }
    )*};
}
insn_word!(u8, u16, u32, u64, u128);

/// The bits an operand value is computed in for a word of type `W`
/// (C++ `TmpType`: the word's own type, or `uint64_t` past 64 bits).
fn value_mask<W: InsnWord>() -> u64 {
    if W::BITS >= 64 {
        u64::MAX
    } else {
        (1u64 << W::BITS) - 1
    }
}

/// The opcodes of the operand programs' byte code: per decoder index, the
/// statements of one case of C++ `decodeToMCInst`, ending in
/// [`step::END`]. Numbers are ULEB128. An operand's value is computed from
/// its fields, `count` then `base width offset` each (C++
/// `insertBits(tmp, fieldFromInstruction(insn, base, width), offset,
/// width)`), in the word's type.
pub mod step {
    /// The program's end: the instruction is decoded.
    pub const END: u8 = 0;
    /// `IMM fields`: adds the value as an immediate operand.
    pub const IMM: u8 = 1;
    /// `CALL method fields`: hands the value to a complete decoder method.
    pub const CALL: u8 = 2;
    /// `TRY_CALL method fields`: the same, but the method is incomplete (a
    /// failure lets the table try the next candidate).
    pub const TRY_CALL: u8 = 3;
    /// `INSN method`: a complete method decodes the whole instruction from
    /// the word; the program ends.
    pub const INSN: u8 = 4;
    /// `TRY_INSN method`: the same, with an incomplete method.
    pub const TRY_INSN: u8 = 5;
    /// `INIT value`: the next operand's value starts as `value` (its
    /// `bits` default) instead of 0.
    pub const INIT: u8 = 6;
}

/// What a table asks of the target while decoding: its subtarget
/// predicates and decoder methods, by the numbers the generated module
/// gives them. A generated module implements it over its `DecoderHooks`.
pub trait DecodeTarget {
    /// Whether predicate `index` holds for the subtarget (C++
    /// `checkDecoderPredicate`).
    fn check_predicate(&self, index: u32) -> bool;
    /// Calls the operand decoder `method` with the operand's value.
    fn call(&mut self, method: u16, inst: &mut Inst, value: u64, address: u64) -> DecodeStatus;
    /// Calls the instruction decoder `method` with the whole word.
    fn call_insn(&mut self, method: u16, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus;
}

/// A decoded instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Decoded {
    /// The instruction, its opcode LLVM's number.
    pub inst: Inst,
    /// Whether the encoding is valid but not canonical (C++
    /// `MCDisassembler::SoftFail`).
    pub soft_fail: bool,
}

/// One of a target's decoder tables, as a generated module lists them.
#[derive(Clone, Copy, Debug)]
pub struct DecoderTable {
    /// Its C++ name (`DecoderTable<Namespace><Bits>`).
    pub name: &'static str,
    /// The width of the instructions it decodes.
    pub bits: u32,
    /// Its byte code.
    pub bytes: &'static [u8],
}

/// A target's operand programs, which the tables' `Decode` entries name by
/// index: [`step`] byte code, in one string so that rustc reads a large
/// target's programs as fast as its tables.
#[derive(Clone, Copy, Debug)]
pub struct Decoders {
    /// The programs, one after another.
    pub programs: &'static [u8],
    /// Per decoder index, where its program starts.
    pub starts: &'static [u32],
}

/// One entry of a decoder table: an [`op`] and its operands, as
/// [`TableEntry::read`] reads it. A skip counts bytes from the entry's
/// end, as in C++; numbers are truncated to 32 bits where C++ reads them
/// into an `unsigned`.
///
/// ```
/// use tablegen_runtime::mc::{op, TableEntry};
/// let table = [op::FILTER_VALUE, 0x85, 0x01, 3, 0, 0, op::FAIL];
/// assert_eq!(TableEntry::read(&table, 0), Ok((TableEntry::FilterValue { value: 133, skip: 3 }, 6)));
/// assert_eq!(TableEntry::read(&table, 6), Ok((TableEntry::Fail, 7)));
/// assert!(TableEntry::read(&table, 7).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableEntry {
    /// [`op::EXTRACT_FIELD`]: the field the filters after it compare.
    ExtractField {
        /// Its lowest bit.
        start: u32,
        /// Its width.
        len: u8,
    },
    /// [`op::FILTER_VALUE`]: skip unless the field is `value`.
    FilterValue {
        /// The field's value this filter accepts.
        value: u64,
        /// How far a mismatch skips.
        skip: u32,
    },
    /// [`op::CHECK_FIELD`]: skip unless that field of the word is `value`.
    CheckField {
        /// The field's lowest bit.
        start: u32,
        /// Its width.
        len: u8,
        /// The value it must have.
        value: u64,
        /// How far a mismatch skips.
        skip: u32,
    },
    /// [`op::CHECK_PREDICATE`]: skip unless predicate `index` holds.
    CheckPredicate {
        /// The predicate's number.
        index: u32,
        /// How far a failure skips.
        skip: u32,
    },
    /// [`op::DECODE`] (`try_skip` is `None`) or [`op::TRY_DECODE`].
    Decode {
        /// The instruction's opcode.
        opcode: u32,
        /// Its operand program.
        decoder: u32,
        /// How far an incomplete failure skips ([`op::TRY_DECODE`] only).
        try_skip: Option<u32>,
    },
    /// [`op::SOFT_FAIL`]: bits that must be 0 and 1 for the encoding to
    /// be canonical.
    SoftFail {
        /// The bits that must be 0.
        positive: u64,
        /// The bits that must be 1.
        negative: u64,
    },
    /// [`op::FAIL`].
    Fail,
}

impl TableEntry {
    /// Reads the entry at `at`: the entry and the offset after it, or
    /// [`DecodeError::Table`] for a byte that is no opcode or an entry cut
    /// short.
    #[inline]
    pub fn read(table: &[u8], at: usize) -> Result<(TableEntry, usize), DecodeError> {
        let mut r = Reader { table, at };
        let entry = match r.byte()? {
            op::EXTRACT_FIELD => TableEntry::ExtractField { start: r.uleb()? as u32, len: r.byte()? },
            op::FILTER_VALUE => TableEntry::FilterValue { value: r.uleb()?, skip: r.u24()? },
            op::CHECK_FIELD => {
                TableEntry::CheckField { start: r.uleb()? as u32, len: r.byte()?, value: r.uleb()?, skip: r.u24()? }
            }
            op::CHECK_PREDICATE => TableEntry::CheckPredicate { index: r.uleb()? as u32, skip: r.u24()? },
            code @ (op::DECODE | op::TRY_DECODE) => {
                let opcode = r.uleb()? as u32;
                let decoder = r.uleb()? as u32;
                let try_skip = if code == op::TRY_DECODE { Some(r.u24()?) } else { None };
                TableEntry::Decode { opcode, decoder, try_skip }
            }
            op::SOFT_FAIL => TableEntry::SoftFail { positive: r.uleb()?, negative: r.uleb()? },
            op::FAIL => TableEntry::Fail,
            _ => return Err(DecodeError::Table { at }),
        };
        Ok((entry, r.at))
    }
}

/// Reads bytes, failing at the end instead of panicking.
struct Reader<'t> {
    table: &'t [u8],
    at: usize,
}

impl Reader<'_> {
    #[inline]
    fn byte(&mut self) -> Result<u8, DecodeError> {
        let b = *self.table.get(self.at).ok_or(DecodeError::Table { at: self.at })?;
        self.at += 1;
        Ok(b)
    }

    /// A ULEB128 of at most 64 significant bits (C++
    /// `decodeULEB128AndIncUnsafe`).
    #[inline]
    fn uleb(&mut self) -> Result<u64, DecodeError> {
        let start = self.at;
        let mut v = 0u64;
        let mut shift = 0u32;
        loop {
            let b = self.byte()?;
            if shift < 64 {
                v |= u64::from(b & 0x7f) << shift;
            }
            if b & 0x80 == 0 {
                return Ok(v);
            }
            shift += 7;
            if shift > 70 {
                return Err(DecodeError::Table { at: start });
            }
        }
    }

    #[inline]
    fn u24(&mut self) -> Result<u32, DecodeError> {
        let lo = u32::from(self.byte()?);
        let mid = u32::from(self.byte()?);
        let hi = u32::from(self.byte()?);
        Ok(lo | mid << 8 | hi << 16)
    }
}

impl Decoders {
    /// Decodes `insn` with `table` (C++ `decodeInstruction`), at `address`,
    /// asking `target` for predicates and decoder methods.
    ///
    /// ```
    /// use tablegen_runtime::mc::{op, step, DecodeError, DecodeStatus, DecodeTarget, Decoders, Inst, Operand};
    ///
    /// // Opcode 7 when bits 7..0 are 0x13; its operand is bits 15..8.
    /// static TABLE: &[u8] = &[op::CHECK_FIELD, 0, 8, 0x13, 3, 0, 0, op::DECODE, 7, 0, op::FAIL];
    /// // Program 0: one immediate, from one field (bits 8..16, at bit 0).
    /// static DECODERS: Decoders = Decoders { programs: &[step::IMM, 1, 8, 8, 0, step::END], starts: &[0] };
    /// struct NoHooks;
    /// impl DecodeTarget for NoHooks {
    ///     fn check_predicate(&self, _: u32) -> bool { true }
    ///     fn call(&mut self, _: u16, _: &mut Inst, _: u64, _: u64) -> DecodeStatus { DecodeStatus::Fail }
    ///     fn call_insn(&mut self, _: u16, _: &mut Inst, _: u128, _: u64) -> DecodeStatus { DecodeStatus::Fail }
    /// }
    /// let d = DECODERS.decode(TABLE, 0x2a13u16, 0, &mut NoHooks).unwrap();
    /// assert_eq!((d.inst.opcode(), d.inst.operands()), (7, &[Operand::Imm(42)][..]));
    /// assert_eq!(DECODERS.decode(TABLE, 0x2a14u16, 0, &mut NoHooks).unwrap_err(), DecodeError::Invalid);
    /// ```
    pub fn decode<W: InsnWord, T: DecodeTarget + ?Sized>(
        &self,
        table: &[u8],
        insn: W,
        address: u64,
        target: &mut T,
    ) -> Result<Decoded, DecodeError> {
        let mut at = 0usize;
        let mut field = 0u64;
        let mut status = DecodeStatus::Success;
        loop {
            let (entry, next) = TableEntry::read(table, at)?;
            let skip_by = |skip: u32| next.saturating_add(skip as usize);
            let entry_at = at;
            at = next;
            match entry {
                TableEntry::ExtractField { start, len } => field = insn.field(start, u32::from(len)),
                TableEntry::FilterValue { value, skip } => {
                    if value != field {
                        at = skip_by(skip);
                    }
                }
                TableEntry::CheckField { start, len, value, skip } => {
                    if insn.field(start, u32::from(len)) != value {
                        at = skip_by(skip);
                    }
                }
                TableEntry::CheckPredicate { index, skip } => {
                    if !target.check_predicate(index) {
                        at = skip_by(skip);
                    }
                }
                TableEntry::Decode { opcode, decoder, try_skip } => {
                    let mut inst = Inst::new(opcode);
                    let (s, complete) = self.run(decoder, insn, &mut inst, address, status, target, entry_at)?;
                    match try_skip {
                        Some(skip) if !complete => {
                            at = skip_by(skip);
                            // LLVM resets the status here, dropping an
                            // earlier soft failure.
                            status = DecodeStatus::Success;
                        }
                        _ => return finish(inst, s),
                    }
                }
                TableEntry::SoftFail { positive, negative } => {
                    let word = insn.to_u128();
                    if word & u128::from(positive) != 0 || !word & u128::from(negative) != 0 {
                        status = DecodeStatus::SoftFail;
                    }
                }
                TableEntry::Fail => return Err(DecodeError::Invalid),
            }
        }
    }

    /// Runs decoder `index` (C++ `decodeToMCInst`): the status and whether
    /// the decoding is complete.
    #[allow(clippy::too_many_arguments)]
    fn run<W: InsnWord, T: DecodeTarget + ?Sized>(
        &self,
        index: u32,
        insn: W,
        inst: &mut Inst,
        address: u64,
        mut status: DecodeStatus,
        target: &mut T,
        at: usize,
    ) -> Result<(DecodeStatus, bool), DecodeError> {
        let start = self.starts.get(index as usize).ok_or(DecodeError::Table { at })?;
        let mut r = Reader { table: self.programs, at: *start as usize };
        let malformed = |r: &Reader<'_>| DecodeError::Table { at: r.at };
        let mask = value_mask::<W>();
        let mut init = 0u64;
        loop {
            let code = r.byte()?;
            let method = match code {
                step::END => return Ok((status, true)),
                step::INIT => {
                    init = r.uleb()?;
                    continue;
                }
                step::INSN | step::TRY_INSN => {
                    let id = u16::try_from(r.uleb()?).map_err(|_| malformed(&r))?;
                    let ok = status.check(target.call_insn(id, inst, insn.to_u128(), address));
                    return Ok((status, ok || code == step::INSN));
                }
                step::IMM => None,
                step::CALL | step::TRY_CALL => Some(u16::try_from(r.uleb()?).map_err(|_| malformed(&r))?),
                _ => return Err(malformed(&r)),
            };
            let mut value = init & mask;
            init = 0;
            for _ in 0..r.uleb()? {
                let base = r.uleb()?;
                let width = r.uleb()?;
                let offset = r.uleb()?;
                let bits = insn.field(base.min(u64::from(u32::MAX)) as u32, width.min(64) as u32);
                value |= bits.checked_shl(offset.min(64) as u32).unwrap_or(0) & mask;
            }
            match method {
                None => inst.push(Operand::Imm(value as i64)),
                Some(id) => {
                    if !status.check(target.call(id, inst, value, address)) {
                        return Ok((DecodeStatus::Fail, code == step::CALL));
                    }
                }
            }
        }
    }
}

fn finish(inst: Inst, status: DecodeStatus) -> Result<Decoded, DecodeError> {
    match status {
        DecodeStatus::Fail => Err(DecodeError::Invalid),
        DecodeStatus::SoftFail => Ok(Decoded { inst, soft_fail: true }),
        DecodeStatus::Success => Ok(Decoded { inst, soft_fail: false }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Hooks {
        pred: bool,
        calls: u32,
    }

    impl DecodeTarget for Hooks {
        fn check_predicate(&self, _: u32) -> bool {
            self.pred
        }
        fn call(&mut self, method: u16, inst: &mut Inst, value: u64, _: u64) -> DecodeStatus {
            self.calls += 1;
            match method {
                0 => {
                    inst.push(Operand::Reg(value as u32 + 1));
                    DecodeStatus::Success
                }
                1 => DecodeStatus::SoftFail,
                _ => DecodeStatus::Fail,
            }
        }
        fn call_insn(&mut self, _: u16, inst: &mut Inst, insn: u128, _: u64) -> DecodeStatus {
            inst.push(Operand::Imm(insn as i64));
            DecodeStatus::Success
        }
    }

    /// Program 0: register from bits 3..0 (method 0), immediate 0x20 with
    /// bits 5..4 at 3 and bits 7..6 at 0; 1: bits 3..0 to the incomplete
    /// method 2; 2: method 1 with no field; 3: the whole word to method 0.
    static PROGRAMS: &[u8] = &[
        step::CALL,
        0,
        1,
        0,
        4,
        0,
        step::INIT,
        0x20,
        step::IMM,
        2,
        4,
        2,
        3,
        6,
        2,
        0,
        step::END, // 0
        step::TRY_CALL,
        2,
        1,
        0,
        4,
        0,
        step::END, // 17
        step::CALL,
        1,
        0,
        step::END, // 24
        step::INSN,
        0, // 28
    ];
    static DECODERS: Decoders = Decoders { programs: PROGRAMS, starts: &[0, 17, 24, 28] };

    fn decode(table: &[u8], insn: u16, pred: bool) -> (Result<Decoded, DecodeError>, u32) {
        let mut h = Hooks { pred, calls: 0 };
        (DECODERS.decode(table, insn, 0, &mut h), h.calls)
    }

    #[test]
    fn fields_are_inserted_at_their_offsets() {
        // Filter on bits 15..12 = 0xa, then decoder 0.
        let table = [op::EXTRACT_FIELD, 12, 4, op::FILTER_VALUE, 0xa, 3, 0, 0, op::DECODE, 9, 0, op::FAIL];
        let d = decode(&table, 0xa0b3, true).0.unwrap();
        assert_eq!(d.inst.opcode(), 9);
        // Reg: 3 + 1; imm: 0x20 | (0b11 << 3) | 0b10.
        assert_eq!(d.inst.operands(), &[Operand::Reg(4), Operand::Imm(0x20 | 0x18 | 0x2)][..]);
        assert_eq!(decode(&table, 0xb0b3, true).0.unwrap_err(), DecodeError::Invalid);
    }

    #[test]
    fn an_incomplete_failure_tries_the_next_entry() {
        let table = [op::TRY_DECODE, 1, 1, 4, 0, 0, op::FAIL, op::FAIL, op::FAIL, op::FAIL, op::DECODE, 2, 3, op::FAIL];
        let (d, calls) = decode(&table, 0x1234, true);
        let d = d.unwrap();
        assert_eq!((d.inst.opcode(), d.inst.operands()), (2, &[Operand::Imm(0x1234)][..]));
        assert_eq!(calls, 1);
    }

    #[test]
    fn predicates_and_soft_failures() {
        let table = [op::CHECK_PREDICATE, 0, 6, 0, 0, op::SOFT_FAIL, 1, 0, op::DECODE, 5, 2, op::FAIL];
        assert_eq!(decode(&table, 0, false).0.unwrap_err(), DecodeError::Invalid);
        let d = decode(&table, 0, true).0.unwrap();
        assert!(d.soft_fail, "method 1 soft-fails");
        let table = [op::SOFT_FAIL, 1, 0, op::DECODE, 5, 3, op::FAIL];
        assert!(decode(&table, 1, true).0.unwrap().soft_fail);
        assert!(!decode(&table, 0, true).0.unwrap().soft_fail);
    }

    #[test]
    fn a_malformed_table_is_an_error() {
        for table in [
            &[][..],
            &[op::EXTRACT_FIELD, 0x80][..],
            &[op::DECODE, 1, 99][..],
            &[0xee][..],
            &[op::FILTER_VALUE, 1, 200, 0, 0][..],
        ] {
            assert!(matches!(decode(table, 0, true).0, Err(DecodeError::Table { .. })), "{table:?}");
        }
    }

    #[test]
    fn operand_values_are_computed_in_the_word_width() {
        let d = Decoders { programs: &[step::INIT, 0x80, 0x80, 0x40, step::IMM, 1, 0, 8, 12, step::END], starts: &[0] };
        let table = [op::DECODE, 1, 0, op::FAIL];
        let mut h = Hooks { pred: true, calls: 0 };
        let narrow = d.decode(&table, 0xffu16, 0, &mut h).unwrap();
        assert_eq!(narrow.inst.operands(), &[Operand::Imm(0xf000)][..]);
        let wide = d.decode(&table, 0xffu32, 0, &mut h).unwrap();
        assert_eq!(wide.inst.operands(), &[Operand::Imm(0x1f_f000)][..]);
    }
}
