//! The instruction view translated predicates read: the runtime's
//! `pred::Instr` trait (one definition for every backend, see
//! `tablegen_runtime::pred`), which a module re-exports and names as the
//! bound of its `Context`'s instruction type.

/// Which C++ instruction the predicates of a module read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstrView {
    /// `MachineInstr` / `MachineOperand` (code generation).
    Machine,
    /// `MCInst` / `MCOperand` (the MC layer).
    Mc,
}

impl InstrView {
    fn name(self) -> &'static str {
        match self {
            InstrView::Machine => "MachineInstr",
            InstrView::Mc => "MCInst",
        }
    }
}

/// The runtime module and items a module with translated predicates
/// re-exports (for [`crate::support::rust::runtime::imports`]): the
/// instruction trait, its operand and `is_virtual_reg`, which the
/// predicates call.
pub const PRED_IMPORTS: (&str, &[&str]) = ("pred", &["Instr", "Operand", "is_virtual_reg"]);

/// Writes the `type Instr` item of a module's `Context` trait: the
/// instruction type, an `Instr` whose `opcode()` returns `opcode_ty` (`u32`
/// values of the module's `opcode` constants when `standalone`).
///
/// ```
/// use tablegen_build::model::inst_predicate::rust::{write_instr_type, InstrView};
/// let mut s = String::new();
/// write_instr_type(&mut s, InstrView::Mc, "Opcode", false);
/// assert!(s.ends_with("type Instr: Instr<Opcode = Opcode> + ?Sized;\n"));
/// ```
pub fn write_instr_type(out: &mut String, view: InstrView, opcode_ty: &str, standalone: bool) {
    out.push_str(&format!("/// The instructions (C++ `{}`), read through [`Instr`]", view.name()));
    if standalone {
        out.push_str(";\n/// their opcodes are values of the target's opcode enum (see [`opcode`]).\n");
    } else {
        out.push_str(".\n");
    }
    out.push_str(&format!("type Instr: Instr<Opcode = {opcode_ty}> + ?Sized;\n"));
}
