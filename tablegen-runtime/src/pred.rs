//! The instruction view that generated predicates read: the
//! `TIIPredicate`s of `-gen-instr-info --rust`, the variant scheduling
//! predicates of `-gen-subtarget --rust` and the fusion predicates of
//! `-gen-macro-fusion-pred --rust` all take an instruction through the one
//! [`Instr`] trait, so a user implements it once for their instruction type
//! and hands that type to every module of a target.
//!
//! What a predicate asks beyond the instruction (the C++ escapes of the
//! records) is target-specific: each generated module declares its own
//! `Context` trait for it, whose `Instr` associated type names the type
//! implementing [`Instr`].

/// An operand of an instruction, as the predicates read it (C++
/// `MCOperand` or `MachineOperand`, as far as predicates look into it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// A register operand: an LLVM `Register` value (0 for no register,
    /// physical registers by the target's register enum, virtual registers
    /// with bit 31 set; see [`is_virtual_reg`]).
    Reg(u32),
    /// An immediate operand.
    Imm(i64),
    /// Any other operand (a basic block, a symbol, a floating-point
    /// immediate, ...).
    Other,
}

/// Whether `reg` is a virtual register (C++ `Register::isVirtual`).
///
/// ```
/// use tablegen_runtime::pred::is_virtual_reg;
/// assert!(is_virtual_reg(1 << 31 | 4));
/// assert!(!is_virtual_reg(4));
/// ```
pub const fn is_virtual_reg(reg: u32) -> bool {
    reg & (1 << 31) != 0
}

/// The instruction generated predicates read (C++ `MCInst` for the MC
/// layer's predicates, `MachineInstr` for the fusion predicates).
///
/// Implement [`Instr::opcode`], [`Instr::num_operands`] and
/// [`Instr::operand`]; the other methods read operands through them.
///
/// [`Instr::Opcode`] is the type a module compares opcodes with: the
/// generated `Opcode` of the target's `-gen-instr-info` module (which a
/// module tree shares among its modules), or `u32`, LLVM's opcode number,
/// for a module written on its own (its `opcode` module names the numbers
/// it compares with).
///
/// ```
/// use tablegen_runtime::pred::{Instr, Operand};
///
/// struct Add {
///     dst: u32,
///     src: u32,
///     imm: i64,
/// }
///
/// impl Instr for Add {
///     type Opcode = u32;
///     fn opcode(&self) -> u32 {
///         42
///     }
///     fn num_operands(&self) -> usize {
///         3
///     }
///     fn operand(&self, index: usize) -> Option<Operand> {
///         match index {
///             0 => Some(Operand::Reg(self.dst)),
///             1 => Some(Operand::Reg(self.src)),
///             2 => Some(Operand::Imm(self.imm)),
///             _ => None,
///         }
///     }
/// }
///
/// let add = Add { dst: 1, src: 2, imm: -3 };
/// assert_eq!(add.reg(1), Some(2));
/// assert_eq!(add.imm(2), Some(-3));
/// assert_eq!(add.imm(0), None);
/// assert_eq!(add.is_reg(2), Some(false));
/// assert_eq!(add.is_imm(3), None);
/// ```
pub trait Instr {
    /// The type of [`Instr::opcode`]: the module's `Opcode`, or `u32`.
    type Opcode: Copy + PartialEq;
    /// C++ `getOpcode()`.
    fn opcode(&self) -> Self::Opcode;
    /// C++ `getNumOperands()`.
    fn num_operands(&self) -> usize;
    /// C++ `getOperand(index)`; `None` past the last operand.
    fn operand(&self, index: usize) -> Option<Operand>;
    /// The register of operand `index`; `None` if there is no such
    /// operand or it is not a register.
    fn reg(&self, index: usize) -> Option<u32> {
        match self.operand(index)? {
            Operand::Reg(r) => Some(r),
            _ => None,
        }
    }
    /// The value of immediate operand `index`; `None` if there is no
    /// such operand or it is not an immediate.
    fn imm(&self, index: usize) -> Option<i64> {
        match self.operand(index)? {
            Operand::Imm(v) => Some(v),
            _ => None,
        }
    }
    /// C++ `getOperand(index).isReg()`; `None` past the last operand.
    fn is_reg(&self, index: usize) -> Option<bool> {
        let op = self.operand(index)?;
        Some(matches!(op, Operand::Reg(_)))
    }
    /// C++ `getOperand(index).isImm()`; `None` past the last operand.
    fn is_imm(&self, index: usize) -> Option<bool> {
        let op = self.operand(index)?;
        Some(matches!(op, Operand::Imm(_)))
    }
}
