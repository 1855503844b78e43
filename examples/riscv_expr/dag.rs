//! The selection DAG: the repository's one test DAG (`tests/isel-dag`,
//! shared with the runtime's tests), with the node opcodes it creates itself
//! numbered as the generated RISC-V module numbers them.

use crate::riscv::isel::NodeOpcode;

pub use tablegen_isel_dag::{vt_bits, Ext, Kinds, Mem, Payload, TestDag as ExprDag, GLUE, I16, I32, I64, I8, OTHER};

/// The bit marking an argument's virtual register in [`Payload::Register`]
/// (the other register numbers are physical, `Reg` numbers).
pub const VREG: u32 = 1 << 31;

/// A DAG holding only its entry token (node 0).
pub fn new() -> ExprDag {
    ExprDag::new(Kinds {
        entry_token: NodeOpcode::IsdEntryToken.value(),
        token_factor: NodeOpcode::IsdTokenFactor.value(),
        constant: NodeOpcode::IsdConstant.value(),
        target_constant: NodeOpcode::IsdTargetConstant.value(),
        constant_fp: NodeOpcode::IsdConstantFp.value(),
        target_constant_fp: NodeOpcode::IsdTargetConstantFp.value(),
        register: NodeOpcode::IsdRegister.value(),
        copy_to_reg: NodeOpcode::IsdCopyToReg.value(),
    })
}
