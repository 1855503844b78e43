//! Pseudo-instruction lowering: the interpreter of the expansion tables a
//! `-gen-pseudo-lowering --rust` module generates, the Rust counterpart of
//! the C++ `<Target>AsmPrinter::emitPseudoExpansionLowering` that
//! llvm-tblgen writes (LLVM's `PseudoLoweringEmitter`).
//!
//! Each `PseudoInstExpansion` of a target is one [`PseudoExpansion`]: the
//! pseudo's opcode, the opcode of the one instruction it becomes, and
//! where each operand of that instruction comes from ([`LowerOp`]): one of
//! the pseudo's operands (through the target's operand lowering, C++
//! `lowerOperand`), an immediate or a fixed register. A variadic
//! destination also takes the pseudo's trailing operands.
//!
//! ```
//! use tablegen_runtime::mc::{Inst, LowerOp, Operand, PseudoExpansion, PseudoLowering};
//!
//! // PseudoBR (opcode 7) becomes JAL (opcode 3) with rd = X0 (register 1).
//! static EXPANSIONS: [PseudoExpansion<u32>; 1] = [PseudoExpansion {
//!     pseudo: 7,
//!     dest: 3,
//!     operands: &[LowerOp::Reg(1), LowerOp::Operand(0)],
//!     variadic_from: None,
//! }];
//! static LOWERING: PseudoLowering<u32> = PseudoLowering { expansions: &EXPANSIONS };
//!
//! let mut br = Inst::new(7u32);
//! br.push(Operand::Imm(64));
//! let jal = LOWERING.lower(&br, |op| Some(*op)).unwrap().unwrap();
//! assert_eq!(jal.opcode(), 3);
//! assert_eq!(jal.operands(), [Operand::Reg(1), Operand::Imm(64)]);
//! // Not a pseudo of the table: nothing to lower.
//! assert_eq!(LOWERING.lower(&Inst::new(3u32), |op| Some(*op)), Ok(None));
//! ```

use core::fmt;

use super::{Inst, Operand};

/// Where one operand of an expansion comes from: one line of the C++
/// case of the pseudo in `emitPseudoExpansionLowering`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LowerOp {
    /// The pseudo's operand `n`, lowered by the target (C++
    /// `lowerOperand(MI->getOperand(n), MCOp); TmpInst.addOperand(MCOp);`).
    Operand(u32),
    /// An immediate (C++ `TmpInst.addOperand(MCOperand::createImm(v))`;
    /// llvm-tblgen prints it as an unsigned 64-bit number, the same bits).
    Imm(i64),
    /// A fixed register, by the target's register number, 0 for the
    /// `zero_reg` of the `.td` (C++
    /// `TmpInst.addOperand(MCOperand::createReg(<Namespace>::<Reg>))`).
    Reg(u32),
}

/// One `PseudoInstExpansion`: a pseudo-instruction and the instruction it
/// lowers to. `O` is the opcode type (a generated module's `Opcode`, or
/// `u32`, LLVM's opcode number).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PseudoExpansion<O: 'static> {
    /// The pseudo-instruction (C++ `case <Namespace>::<Pseudo>:`).
    pub pseudo: O,
    /// The instruction it becomes (C++ `TmpInst.setOpcode(..)`).
    pub dest: O,
    /// Where each operand of `dest` comes from, in order.
    pub operands: &'static [LowerOp],
    /// For a variadic `dest`, the first of the pseudo's operands added
    /// after `operands`, each lowered by the target and skipped where it
    /// declines (C++ `for (unsigned i = N, e = MI->getNumOperands(); i != e;
    /// ++i) if (lowerOperand(MI->getOperand(i), MCOp))
    /// TmpInst.addOperand(MCOp);`). llvm-tblgen computes `N` as the
    /// pseudo's number of declared operands plus one, whatever their
    /// machine operands are; the table keeps its number.
    pub variadic_from: Option<u32>,
}

/// Why a pseudo-instruction could not be lowered. The C++ code has no
/// such outcome: it reads past the instruction's operands (undefined
/// behaviour) or adds whatever operand it last lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LowerError {
    /// The expansion reads operand `index` of the pseudo, which has `len`
    /// operands (for a variadic destination, `index` is where its trailing
    /// operands start, past the last).
    MissingOperand {
        /// The operand read.
        index: usize,
        /// How many operands the pseudo has.
        len: usize,
    },
    /// The target's operand lowering declined operand `index` of the
    /// pseudo, which the expansion needs (the C++ code ignores
    /// `lowerOperand`'s answer there and adds the stale `MCOp`).
    NotLowered {
        /// The operand the lowering declined.
        index: usize,
    },
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LowerError::MissingOperand { index, len } => {
                write!(f, "the expansion reads operand {index} of a pseudo-instruction with {len} operands")
            }
            LowerError::NotLowered { index } => {
                write!(f, "operand {index} of the pseudo-instruction was not lowered, and the expansion needs it")
            }
        }
    }
}

/// The expansions of a target, sorted by pseudo opcode: what a generated
/// module hands the interpreter.
#[derive(Clone, Copy, Debug)]
pub struct PseudoLowering<O: 'static> {
    /// Every expansion, by ascending `pseudo` (each pseudo once).
    pub expansions: &'static [PseudoExpansion<O>],
}

impl<O: Copy + Ord> PseudoLowering<O> {
    /// The expansion of `pseudo`, if it is a lowered pseudo-instruction.
    pub fn find(&self, pseudo: O) -> Option<&'static PseudoExpansion<O>> {
        let expansions = self.expansions;
        let at = expansions.binary_search_by(|e| e.pseudo.cmp(&pseudo)).ok()?;
        expansions.get(at)
    }

    /// Lowers `mi` (C++ `emitPseudoExpansionLowering`, without emitting):
    /// `Ok(None)` if its opcode is not a pseudo of the table, else the
    /// instruction it becomes. Operands taken from `mi` go through
    /// `lower_operand` (C++ `lowerOperand`), which answers the lowered
    /// operand or `None` to decline (the trailing operands of a variadic
    /// destination are then skipped; a fixed one is an error).
    ///
    /// The result has no flags. Allocates only if it has more than
    /// [`super::INLINE_OPERANDS`] operands; never panics.
    pub fn lower(
        &self,
        mi: &Inst<O>,
        mut lower_operand: impl FnMut(&Operand) -> Option<Operand>,
    ) -> Result<Option<Inst<O>>, LowerError> {
        let Some(e) = self.find(mi.opcode()) else { return Ok(None) };
        let ops = mi.operands();
        let len = ops.len();
        let mut out = Inst::new(e.dest);
        for op in e.operands {
            out.push(match *op {
                LowerOp::Operand(n) => {
                    let index = n as usize;
                    let from = ops.get(index).ok_or(LowerError::MissingOperand { index, len })?;
                    lower_operand(from).ok_or(LowerError::NotLowered { index })?
                }
                LowerOp::Imm(v) => Operand::Imm(v),
                LowerOp::Reg(r) => Operand::Reg(r),
            });
        }
        if let Some(first) = e.variadic_from {
            let index = first as usize;
            let rest = ops.get(index..).ok_or(LowerError::MissingOperand { index, len })?;
            for op in rest {
                if let Some(lowered) = lower_operand(op) {
                    out.push(lowered);
                }
            }
        }
        Ok(Some(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static EXPANSIONS: [PseudoExpansion<u32>; 3] = [
        PseudoExpansion {
            pseudo: 2,
            dest: 10,
            operands: &[LowerOp::Operand(1), LowerOp::Imm(-1)],
            variadic_from: None,
        },
        PseudoExpansion {
            pseudo: 5,
            dest: 11,
            operands: &[LowerOp::Reg(0), LowerOp::Operand(0)],
            variadic_from: Some(2),
        },
        PseudoExpansion { pseudo: 9, dest: 12, operands: &[], variadic_from: None },
    ];
    static LOWERING: PseudoLowering<u32> = PseudoLowering { expansions: &EXPANSIONS };

    fn inst(opcode: u32, ops: &[Operand]) -> Inst<u32> {
        let mut i = Inst::new(opcode);
        for &op in ops {
            i.push(op);
        }
        i
    }

    #[test]
    fn finds_every_pseudo_and_nothing_else() {
        for e in &EXPANSIONS {
            assert_eq!(LOWERING.find(e.pseudo), Some(e));
        }
        for other in [0, 1, 3, 4, 6, 10, u32::MAX] {
            assert_eq!(LOWERING.find(other), None);
        }
        let empty: PseudoLowering<u32> = PseudoLowering { expansions: &[] };
        assert_eq!(empty.lower(&inst(2, &[]), |op| Some(*op)), Ok(None));
    }

    #[test]
    fn copies_lowers_and_fills_in_constants() {
        let mi = inst(2, &[Operand::Reg(4), Operand::Imm(7)]);
        let out = LOWERING.lower(&mi, |op| Some(*op)).unwrap().unwrap();
        assert_eq!(out.opcode(), 10);
        assert_eq!(out.operands(), [Operand::Imm(7), Operand::Imm(-1)]);
        // The hook sees the pseudo's operand and its answer is what is added.
        let doubled = LOWERING.lower(&mi, |op| Some(Operand::Imm(op.as_imm()? * 2))).unwrap().unwrap();
        assert_eq!(doubled.operands(), [Operand::Imm(14), Operand::Imm(-1)]);
        let none = LOWERING.lower(&inst(9, &[Operand::Imm(1)]), |_| None).unwrap().unwrap();
        assert!(none.operands().is_empty());
    }

    #[test]
    fn variadic_operands_are_lowered_or_skipped() {
        let mi = inst(5, &[Operand::Reg(3), Operand::Imm(0), Operand::Reg(8), Operand::Imm(5), Operand::Reg(9)]);
        let out = LOWERING.lower(&mi, |op| if op.as_imm() == Some(5) { None } else { Some(*op) }).unwrap().unwrap();
        assert_eq!(out.operands(), [Operand::Reg(0), Operand::Reg(3), Operand::Reg(8), Operand::Reg(9)]);
        // Exactly the fixed operands: no trailing ones.
        let out = LOWERING.lower(&inst(5, &[Operand::Reg(3), Operand::Imm(0)]), |op| Some(*op)).unwrap().unwrap();
        assert_eq!(out.operands(), [Operand::Reg(0), Operand::Reg(3)]);
    }

    #[test]
    fn malformed_input_is_an_error() {
        assert_eq!(
            LOWERING.lower(&inst(2, &[Operand::Reg(4)]), |op| Some(*op)),
            Err(LowerError::MissingOperand { index: 1, len: 1 })
        );
        assert_eq!(
            LOWERING.lower(&inst(5, &[Operand::Reg(3)]), |op| Some(*op)),
            Err(LowerError::MissingOperand { index: 2, len: 1 })
        );
        assert_eq!(
            LOWERING.lower(&inst(2, &[Operand::Reg(4), Operand::Imm(7)]), |_| None),
            Err(LowerError::NotLowered { index: 1 })
        );
        let text = alloc::format!("{}", LowerError::MissingOperand { index: 3, len: 2 });
        assert_eq!(text, "the expansion reads operand 3 of a pseudo-instruction with 2 operands");
    }
}
