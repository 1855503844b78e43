//! Instruction selection: LLVM's `DoInstructionSelection` over the DAG,
//! every node through the generated matcher table (the generated `select`,
//! tablegen-runtime's interpreter with the RV64IM hooks), except `ISD::Constant`, which RISC-V selects in
//! C++ (`RISCVDAGToDAGISel::Select` and `RISCVMatInt`), done here.

use crate::dag::{ExprDag, I64};
use crate::hooks::{is_int, Rv64im};
use crate::riscv::isel::{self, IselError, Matcher, NodeOpcode, SdValue, SelectionDag};
use crate::riscv::opcode;

/// Why a function could not be selected.
#[derive(Debug)]
pub struct SelectError(pub String);

impl std::fmt::Display for SelectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<IselError> for SelectError {
    fn from(e: IselError) -> Self {
        SelectError(e.to_string())
    }
}

/// Selects every node the root reaches, users before their operands (the
/// order the builder made them in, reversed, is a reverse topological
/// order). The node kinds `SelectCodeCommon` leaves alone are skipped.
pub fn select_all(matcher: &Matcher<'_>, dag: &mut ExprDag, root: usize) -> Result<(), SelectError> {
    let mut hooks = Rv64im::new();
    let leave = [
        NodeOpcode::IsdEntryToken,
        NodeOpcode::IsdRegister,
        NodeOpcode::IsdTargetConstant,
        NodeOpcode::IsdCopyFromReg,
        NodeOpcode::IsdCopyToReg,
        NodeOpcode::IsdTokenFactor,
        NodeOpcode::IsdCondcode,
        NodeOpcode::IsdUndef,
    ]
    .map(NodeOpcode::value);
    for n in (0..dag.nodes.len()).rev() {
        if !dag.awaits_selection(n, root, &leave) {
            continue;
        }
        let node = &dag.nodes[n];
        if node.opcode == NodeOpcode::IsdConstant.value() {
            select_constant(&hooks, dag, n)?;
            continue;
        }
        let opcode = node.opcode;
        isel::select(dag, &mut hooks, matcher, n).map_err(|e| {
            let name = NodeOpcode::try_from(opcode).map_or_else(|_| opcode.to_string(), |o| format!("{o:?}"));
            SelectError(format!("selecting node {n} ({name}): {e}"))
        })?;
    }
    Ok(())
}

/// `RISCVDAGToDAGISel::Select` for `ISD::Constant`: zero is `X0`; a value
/// whose users read only its low 8, 16 or 32 bits is first sign-extended
/// from there when that makes it cheaper; then `selectImm`.
fn select_constant(hooks: &Rv64im, dag: &mut ExprDag, n: usize) -> Result<(), SelectError> {
    let mut v = dag.sext(SdValue::new(n, 0)).ok_or_else(|| SelectError(format!("node {n}: not a constant")))?;
    if v == 0 {
        let x0 = dag.register(I64, crate::X0);
        dag.replace_uses(SdValue::new(n, 0), x0);
        dag.remove_dead_node(n);
        return Ok(());
    }
    let (b, h) = (v as i8 as i64, v as i16 as i64);
    if (0..256).contains(&v) && is_int(6, b) && hooks.all_n_bit_users(dag, n, 8) {
        v = b;
    }
    if (0..65536).contains(&v) && is_int(12, h) && hooks.all_n_bit_users(dag, n, 16) {
        v = h;
    }
    if !is_int(32, v) && (v as u64) >> 32 == 0 && hooks.all_n_bit_users(dag, n, 32) {
        v = v as i32 as i64;
    }
    let mut value: Option<SdValue<usize>> = None;
    for (name, imm) in mat_int(v) {
        let src = match (name, value) {
            ("LUI", _) => None,
            (_, Some(prev)) => Some(prev),
            (_, None) => Some(dag.register(I64, crate::X0)),
        };
        let imm = dag.get_target_constant(imm, I64, n);
        let ops: Vec<SdValue<usize>> = src.into_iter().chain([imm]).collect();
        value = Some(SdValue::new(dag.get_machine_node(opcode(name)?, &[I64], &ops, n), 0));
    }
    let value = value.ok_or_else(|| SelectError(format!("constant {v}: no instructions")))?;
    dag.replace_node(n, value.node);
    Ok(())
}

/// `RISCVMatInt::generateInstSeq`'s basic recursion for RV64 without
/// compressed instructions or bit-manipulation extensions: LUI and
/// ADDI(W) for 32-bit values, else the upper part shifted left (SLLI) plus
/// ADDI. (LLVM also tries sequences with leading-zero shifts and keeps the
/// shortest; constants that need those may differ from llc, never in
/// value.)
pub fn mat_int(v: i64) -> Vec<(&'static str, i64)> {
    let mut out = Vec::new();
    if is_int(32, v) {
        let hi20 = (v.wrapping_add(0x800) >> 12) & 0xfffff;
        let lo12 = (v << 52) >> 52;
        if hi20 != 0 {
            out.push(("LUI", hi20));
        }
        if lo12 != 0 || hi20 == 0 {
            out.push((if hi20 != 0 { "ADDIW" } else { "ADDI" }, lo12));
        }
        return out;
    }
    let lo12 = (v << 52) >> 52;
    let mut rest = v.wrapping_sub(lo12);
    let mut shift = 0;
    if !is_int(32, rest) {
        shift = rest.trailing_zeros();
        rest >>= shift;
        if shift > 12 && !is_int(12, rest) && is_int(32, rest.wrapping_shl(12)) {
            shift -= 12;
            rest = rest.wrapping_shl(12);
        }
    }
    out.extend(mat_int(rest));
    if shift != 0 {
        out.push(("SLLI", i64::from(shift)));
    }
    if lo12 != 0 {
        out.push(("ADDI", lo12));
    }
    out
}
