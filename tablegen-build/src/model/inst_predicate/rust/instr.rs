//! The instruction view translated predicates read: an `Operand` enum and
//! an `Instr` trait the user implements for their instruction type, as
//! Rust text for a generated module.

/// Which C++ instruction the generated trait stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstrView {
    /// `MachineInstr` / `MachineOperand` (code generation).
    Machine,
    /// `MCInst` / `MCOperand` (the MC layer).
    Mc,
}

impl InstrView {
    fn names(self) -> (&'static str, &'static str) {
        match self {
            InstrView::Machine => ("MachineInstr", "MachineOperand"),
            InstrView::Mc => ("MCInst", "MCOperand"),
        }
    }
}

/// Writes `Operand`, `is_virtual_reg` and the `Instr` trait, whose
/// `opcode()` returns `opcode_ty` (`u32` values of the module's `opcode`
/// constants when `standalone`).
pub fn write_instr_trait(out: &mut String, view: InstrView, opcode_ty: &str, standalone: bool) {
    let (instr, operand) = view.names();
    out.push_str("\n/// An operand of an instruction, as the predicates read it (C++\n");
    out.push_str(&format!("/// `{operand}`).\n"));
    out.push_str(OPERAND);
    out.push_str(&format!(
        "\n/// The instruction the predicates read (C++ `{instr}`).\n#[allow(dead_code)]\npub trait Instr {{\n"
    ));
    if standalone {
        out.push_str("/// C++ `getOpcode()`: a value of the target's opcode enum (see [`opcode`]).\n");
    } else {
        out.push_str("/// C++ `getOpcode()`.\n");
    }
    out.push_str(&format!("fn opcode(&self) -> {opcode_ty};"));
    out.push('\n');
    out.push_str(INSTR_METHODS);
}

const OPERAND: &str = r#"#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
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
#[allow(dead_code)]
pub const fn is_virtual_reg(reg: u32) -> bool {
    reg & (1 << 31) != 0
}
"#;

const INSTR_METHODS: &str = r#"
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
"#;
