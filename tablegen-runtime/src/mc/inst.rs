//! An instruction of the MC layer (what C++ `MCInst` and `MCOperand`
//! hold): the value the coming printer, decoder and assembler-matcher
//! modules share.

use alloc::vec::Vec;
use core::fmt;
use core::hash::{Hash, Hasher};

/// An opaque reference to an expression the user keeps (C++ `MCExpr`): the
/// MC layer's symbolic operands (`sym+4`, `%lo(x)`) have no meaning the
/// runtime could interpret, so an instruction names one by an index the
/// user chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExprRef(pub u32);

/// An opaque reference to another instruction the user keeps (a C++
/// `MCInst` operand, as bundles and some targets' pseudo-instructions
/// nest them): an index into the user's instructions, so that [`Inst`]
/// needs neither a box nor a lifetime.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InstRef(pub u32);

/// An operand of an [`Inst`] (C++ `MCOperand`), one variant per kind LLVM
/// has. Floating-point immediates are kept as their bits, as LLVM keeps
/// them, so that operands compare and hash exactly (a NaN equals itself).
///
/// ```
/// use tablegen_runtime::mc::Operand;
/// let op = Operand::double(1.5);
/// assert_eq!(op.as_double(), Some(1.5));
/// assert_eq!(op.as_imm(), None);
/// assert_eq!(Operand::Reg(3).as_reg(), Some(3));
/// assert_eq!(Operand::double(f64::NAN), Operand::double(f64::NAN));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A register (C++ `isReg`): the target's register number, 0 for no
    /// register.
    Reg(u32),
    /// An integer immediate (C++ `isImm`).
    Imm(i64),
    /// A single-precision floating-point immediate, as its bits (C++
    /// `isSFPImm`).
    SfpImm(u32),
    /// A double-precision floating-point immediate, as its bits (C++
    /// `isDFPImm`).
    DfpImm(u64),
    /// An expression (C++ `isExpr`).
    Expr(ExprRef),
    /// A sub-instruction (C++ `isInst`).
    Inst(InstRef),
}

impl Operand {
    /// A single-precision immediate of value `v`.
    pub fn single(v: f32) -> Self {
        Operand::SfpImm(v.to_bits())
    }

    /// A double-precision immediate of value `v`.
    pub fn double(v: f64) -> Self {
        Operand::DfpImm(v.to_bits())
    }

    /// The register, if this is one.
    pub fn as_reg(&self) -> Option<u32> {
        match *self {
            Operand::Reg(r) => Some(r),
            _ => None,
        }
    }

    /// The integer immediate, if this is one.
    pub fn as_imm(&self) -> Option<i64> {
        match *self {
            Operand::Imm(v) => Some(v),
            _ => None,
        }
    }

    /// The single-precision immediate's value, if this is one.
    pub fn as_single(&self) -> Option<f32> {
        match *self {
            Operand::SfpImm(b) => Some(f32::from_bits(b)),
            _ => None,
        }
    }

    /// The double-precision immediate's value, if this is one.
    pub fn as_double(&self) -> Option<f64> {
        match *self {
            Operand::DfpImm(b) => Some(f64::from_bits(b)),
            _ => None,
        }
    }

    /// The expression, if this is one.
    pub fn as_expr(&self) -> Option<ExprRef> {
        match *self {
            Operand::Expr(e) => Some(e),
            _ => None,
        }
    }

    /// The sub-instruction, if this is one.
    pub fn as_inst(&self) -> Option<InstRef> {
        match *self {
            Operand::Inst(i) => Some(i),
            _ => None,
        }
    }
}

/// The operands an [`Inst`] holds without allocating.
/// (10: X86's widest decoded instructions, AVX-512 ones with a mask, a
/// memory operand and an immediate, have 10 operands.)
pub const INLINE_OPERANDS: usize = 10;

/// Where an instruction's operands live: inline up to
/// [`INLINE_OPERANDS`], on the heap past that (rare: LLVM's own inline
/// capacity is about this size for the same reason).
#[derive(Clone)]
enum Operands {
    /// The first `len` of `ops` are the operands; the rest is padding no
    /// method reads.
    Inline {
        len: u8,
        ops: [Operand; INLINE_OPERANDS],
    },
    Heap(Vec<Operand>),
}

/// The padding of unused inline slots.
const PAD: Operand = Operand::Imm(0);

/// An index past the operands, for [`Inst::insert`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBounds {
    /// The index asked for.
    pub index: usize,
    /// The number of operands there were.
    pub len: usize,
}

impl fmt::Display for OutOfBounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "operand index {} is past the {} operands", self.index, self.len)
    }
}

/// An instruction of the MC layer (C++ `MCInst`): an opcode, target flags
/// and operands. `O` is the opcode type: a generated module's `Opcode`, or
/// `u32` (LLVM's opcode number).
///
/// Up to [`INLINE_OPERANDS`] operands are stored without allocating. It
/// implements [`crate::pred::Instr`], so generated predicates read it
/// directly (registers and integer immediates as such, every other
/// operand as [`crate::pred::Operand::Other`]).
///
/// ```
/// use tablegen_runtime::mc::{ExprRef, Inst, Operand};
/// use tablegen_runtime::pred::Instr;
///
/// // addi a0, a0, %lo(sym), with LLVM's RISCV numbers.
/// let mut mi = Inst::new(14u32);
/// mi.push(Operand::Reg(11));
/// mi.push(Operand::Reg(11));
/// mi.push(Operand::Expr(ExprRef(0)));
/// assert_eq!(mi.operands().len(), 3);
/// assert_eq!(Instr::reg(&mi, 1), Some(11));
/// assert_eq!(Instr::is_imm(&mi, 2), Some(false));
/// assert!(mi.insert(7, Operand::Imm(0)).is_err());
/// assert_eq!(mi.remove(2), Some(Operand::Expr(ExprRef(0))));
/// assert_eq!(mi.remove(2), None);
/// ```
#[derive(Clone)]
pub struct Inst<O = u32> {
    opcode: O,
    flags: u32,
    operands: Operands,
}

impl<O: Copy> Inst<O> {
    /// An instruction of opcode `opcode`, no flags and no operands.
    pub fn new(opcode: O) -> Self {
        Inst { opcode, flags: 0, operands: Operands::Inline { len: 0, ops: [PAD; INLINE_OPERANDS] } }
    }

    /// The opcode (C++ `getOpcode`).
    pub fn opcode(&self) -> O {
        self.opcode
    }

    /// Sets the opcode (C++ `setOpcode`).
    pub fn set_opcode(&mut self, opcode: O) {
        self.opcode = opcode;
    }

    /// The target-specific flags (C++ `getFlags`).
    pub fn flags(&self) -> u32 {
        self.flags
    }

    /// Sets the target-specific flags (C++ `setFlags`).
    pub fn set_flags(&mut self, flags: u32) {
        self.flags = flags;
    }

    /// The operands, in order.
    pub fn operands(&self) -> &[Operand] {
        match &self.operands {
            Operands::Inline { len, ops } => ops.get(..usize::from(*len)).unwrap_or(&[]),
            Operands::Heap(v) => v,
        }
    }

    /// The operands, to change in place.
    pub fn operands_mut(&mut self) -> &mut [Operand] {
        match &mut self.operands {
            Operands::Inline { len, ops } => ops.get_mut(..usize::from(*len)).unwrap_or(&mut []),
            Operands::Heap(v) => v,
        }
    }

    /// Operand `index` (C++ `getOperand`), `None` past the last.
    pub fn operand(&self, index: usize) -> Option<&Operand> {
        self.operands().get(index)
    }

    /// Adds an operand at the end (C++ `addOperand`).
    pub fn push(&mut self, op: Operand) {
        match &mut self.operands {
            Operands::Inline { len, ops } => {
                if let Some(slot) = ops.get_mut(usize::from(*len)) {
                    *slot = op;
                    *len += 1;
                } else {
                    let mut v = Vec::with_capacity(INLINE_OPERANDS * 2);
                    v.extend_from_slice(ops);
                    v.push(op);
                    self.operands = Operands::Heap(v);
                }
            }
            Operands::Heap(v) => v.push(op),
        }
    }

    /// Inserts an operand before operand `index` (C++ `insert`); `index`
    /// may be the number of operands (the end), not more.
    pub fn insert(&mut self, index: usize, op: Operand) -> Result<(), OutOfBounds> {
        let len = self.operands().len();
        if index > len {
            return Err(OutOfBounds { index, len });
        }
        self.push(op);
        // `index` is at most the old length: the new operand moves there.
        if let Some(tail) = self.operands_mut().get_mut(index..) {
            tail.rotate_right(1);
        }
        Ok(())
    }

    /// Removes and returns operand `index` (C++ `erase`), `None` past the
    /// last.
    pub fn remove(&mut self, index: usize) -> Option<Operand> {
        let op = *self.operand(index)?;
        match &mut self.operands {
            Operands::Inline { len, ops } => {
                ops.get_mut(index..usize::from(*len))?.rotate_left(1);
                *len -= 1;
            }
            Operands::Heap(v) => {
                v.remove(index);
            }
        }
        Some(op)
    }

    /// Removes every operand (C++ `clear`), keeping opcode and flags.
    pub fn clear(&mut self) {
        self.operands = Operands::Inline { len: 0, ops: [PAD; INLINE_OPERANDS] };
    }
}

// By hand: only the operands in use take part, not the inline padding or
// where the operands live.
impl<O: PartialEq> PartialEq for Inst<O> {
    fn eq(&self, other: &Self) -> bool {
        self.opcode == other.opcode && self.flags == other.flags && self.ops() == other.ops()
    }
}

impl<O: Eq> Eq for Inst<O> {}

impl<O: Hash> Hash for Inst<O> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.opcode.hash(state);
        self.flags.hash(state);
        self.ops().hash(state);
    }
}

impl<O: fmt::Debug> fmt::Debug for Inst<O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Inst")
            .field("opcode", &self.opcode)
            .field("flags", &self.flags)
            .field("operands", &self.ops())
            .finish()
    }
}

impl<O> Inst<O> {
    /// The operands in use, without `O: Copy` (for the trait impls).
    fn ops(&self) -> &[Operand] {
        match &self.operands {
            Operands::Inline { len, ops } => ops.get(..usize::from(*len)).unwrap_or(&[]),
            Operands::Heap(v) => v,
        }
    }

    /// Operand `index` as an integer immediate (C++
    /// `getOperand(index).getImm()`): `None` past the last operand or if it
    /// is another kind, where the C++ would assert. A printer's hooks read
    /// their operands this way and turn `None` into their error.
    ///
    /// ```
    /// use tablegen_runtime::mc::{Inst, Operand};
    /// let mut mi = Inst::new(0u32);
    /// mi.push(Operand::Reg(5));
    /// mi.push(Operand::Imm(-3));
    /// assert_eq!(mi.imm(1), Some(-3));
    /// assert_eq!(mi.imm(0), None);
    /// assert_eq!(mi.imm(2), None);
    /// ```
    pub fn imm(&self, index: usize) -> Option<i64> {
        self.ops().get(index)?.as_imm()
    }

    /// Operand `index` as a register (C++ `getOperand(index).getReg()`):
    /// `None` past the last operand or if it is another kind.
    ///
    /// ```
    /// use tablegen_runtime::mc::{Inst, Operand};
    /// let mut mi = Inst::new(0u32);
    /// mi.push(Operand::Reg(5));
    /// mi.push(Operand::Imm(-3));
    /// assert_eq!(mi.reg(0), Some(5));
    /// assert_eq!(mi.reg(1), None);
    /// assert_eq!(mi.reg(2), None);
    /// ```
    pub fn reg(&self, index: usize) -> Option<u32> {
        self.ops().get(index)?.as_reg()
    }
}

impl<O: Copy + PartialEq> crate::pred::Instr for Inst<O> {
    type Opcode = O;
    fn opcode(&self) -> O {
        self.opcode
    }
    fn num_operands(&self) -> usize {
        self.ops().len()
    }
    fn operand(&self, index: usize) -> Option<crate::pred::Operand> {
        Some(match *self.ops().get(index)? {
            Operand::Reg(r) => crate::pred::Operand::Reg(r),
            Operand::Imm(v) => crate::pred::Operand::Imm(v),
            _ => crate::pred::Operand::Other,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_spill_past_the_inline_ones_and_compare_by_value() {
        let mut a = Inst::new(1u32);
        for i in 0..20 {
            a.push(Operand::Imm(i));
        }
        assert!(matches!(a.operands, Operands::Heap(_)));
        assert_eq!(a.operands().len(), 20);
        assert_eq!(a.insert(0, Operand::Reg(5)), Ok(()));
        assert_eq!(a.operand(0), Some(&Operand::Reg(5)));
        assert_eq!(a.operand(1), Some(&Operand::Imm(0)));
        assert_eq!(a.remove(0), Some(Operand::Reg(5)));
        let mut b = Inst::new(1u32);
        for i in 0..20 {
            b.push(Operand::Imm(i));
        }
        assert_eq!(a, b);
        // Inline with different padding still equal.
        let (mut c, mut d) = (Inst::new(2u32), Inst::new(2u32));
        c.push(Operand::Imm(9));
        c.remove(0);
        c.push(Operand::Reg(1));
        d.push(Operand::Reg(1));
        assert_eq!(c, d);
    }

    #[test]
    fn edits_at_the_edges_never_panic() {
        let mut a = Inst::new(0u32);
        assert_eq!(a.remove(0), None);
        assert_eq!(a.insert(1, Operand::Imm(1)), Err(OutOfBounds { index: 1, len: 0 }));
        assert_eq!(a.insert(0, Operand::Imm(1)), Ok(()));
        for _ in 0..INLINE_OPERANDS {
            assert_eq!(a.insert(1, Operand::Imm(2)), Ok(()));
        }
        assert_eq!(a.operands().len(), INLINE_OPERANDS + 1);
        assert_eq!(a.operand(0), Some(&Operand::Imm(1)));
        a.clear();
        assert!(a.operands().is_empty());
        assert_eq!(a.opcode(), 0);
    }
}
