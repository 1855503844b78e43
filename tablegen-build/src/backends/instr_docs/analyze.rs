//! Reading the instructions as LLVM's `EmitInstrDocs` does: the patterns
//! first (they decide `mayLoad`, `mayStore`, `hasSideEffects` and
//! `isBitcast`), then each instruction in enum order.

use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;

use crate::backend::{Options, Records, Result};
use crate::model::asm::flatten_variants;
use crate::model::codegen::{CodeGenInstruction, CodeGenTarget, InstProperties, Instructions};
use crate::model::patterns::flags::InstrFlags;
use crate::model::patterns::CodeGenDagPatterns;
use crate::support::fields::{defs_field, fatal, string_field};

use super::model::{InstrDoc, InstrDocs, OperandDoc};

/// Reads the target's instructions.
pub(super) fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<InstrDocs> {
    let inferred = CodeGenDagPatterns::inferred_flags(rk)?;
    let target = CodeGenTarget::shared(rk)?;
    let insts = rk.model(Instructions::new)?;
    let target_name = target.name(rk).to_owned();
    let variant_defs = defs_field(rk, target.def(), "AssemblyParserVariants")?;
    let mut variants = Vec::with_capacity(variant_defs.len());
    let mut instrs = Vec::new();
    for inst in insts.by_enum() {
        let props = match InstProperties::new(rk, inst) {
            Ok(p) => p,
            Err(e) => return fatal(rk, &e.locs, e.msg),
        };
        if inst.namespace == "TargetOpcode" {
            continue;
        }
        // LLVM reads the variants' names as it prints the first assembly
        // string, and only when there are several.
        if !inst.asm_string.is_empty() && variants.is_empty() {
            variants = variant_names(rk, &variant_defs)?;
        }
        let flags = inferred.flags.get(&inst.def).copied().unwrap_or_default();
        instrs.push(instr(rk, inst, &props, &flags, variant_defs.len())?);
    }
    if variants.is_empty() {
        variants = vec![String::new(); variant_defs.len()];
    }
    Ok(InstrDocs { target: target_name, variants, instrs })
}

fn variant_names(rk: &mut Records<'_>, defs: &[RecId]) -> Result<Vec<String>> {
    if defs.len() == 1 {
        return Ok(vec![String::new()]);
    }
    defs.iter().map(|&d| string_field(rk, d, "Name")).collect()
}

/// One instruction's documentation.
fn instr(
    rk: &mut Records<'_>,
    inst: &CodeGenInstruction,
    p: &InstProperties,
    inferred: &InstrFlags,
    variant_count: usize,
) -> Result<InstrDoc> {
    let asm_strings = if inst.asm_string.is_empty() {
        Vec::new()
    } else {
        (0..variant_count).map(|v| flatten_variants(&inst.asm_string, v as u32).trim_matches(' ').to_owned()).collect()
    };
    let named = [
        ("isReturn", p.is_return),
        ("isEHScopeReturn", p.is_eh_scope_return),
        ("isBranch", p.is_branch),
        ("isIndirectBranch", p.is_indirect_branch),
        ("isCompare", p.is_compare),
        ("isMoveImm", p.is_move_imm),
        ("isBitcast", inferred.is_bitcast),
        ("isSelect", p.is_select),
        ("isBarrier", p.is_barrier),
        ("isCall", p.is_call),
        ("isAdd", p.is_add),
        ("isTrap", p.is_trap),
        ("canFoldAsLoad", p.can_fold_as_load),
        ("mayLoad", inferred.may_load),
        ("mayStore", inferred.may_store),
        ("isPredicable", p.is_predicable),
        ("isConvertibleToThreeAddress", p.is_convertible_to_three_address),
        ("isCommutable", p.is_commutable),
        ("isTerminator", p.is_terminator),
        ("isReMaterializable", p.is_rematerializable),
        ("hasDelaySlot", p.has_delay_slot),
        ("usesCustomInserter", p.uses_custom_inserter),
        ("hasPostISelHook", p.has_post_isel_hook),
        ("hasCtrlDep", p.has_ctrl_dep),
        ("isNotDuplicable", p.is_not_duplicable),
        ("hasSideEffects", inferred.has_side_effects),
        ("isAsCheapAsAMove", p.is_as_cheap_as_a_move),
        ("hasExtraSrcRegAllocReq", p.has_extra_src_reg_alloc_req),
        ("hasExtraDefRegAllocReq", p.has_extra_def_reg_alloc_req),
        ("isCodeGenOnly", p.is_code_gen_only),
        ("isPseudo", p.is_pseudo),
        ("isRegSequence", p.is_reg_sequence),
        ("isExtractSubreg", p.is_extract_subreg),
        ("isInsertSubreg", p.is_insert_subreg),
        ("isConvergent", p.is_convergent),
        ("hasNoSchedulingInfo", p.has_no_scheduling_info),
        ("variadicOpsAreDefs", p.variadic_ops_are_defs),
        ("isAuthenticated", p.is_authenticated),
    ];
    let flags = named.iter().filter(|(_, on)| *on).map(|(n, _)| *n).collect();

    let mut operands = Vec::new();
    for (i, op) in inst.operands.operands.iter().enumerate() {
        let is_def = (i as u32) < inst.operands.num_defs;
        let operand = rk.name_str(op.rec).to_owned();
        if op.mi_num_operands <= 1 {
            operands.push(OperandDoc { is_def, operand, name: op.name.clone(), sub: None });
            continue;
        }
        let subs = sub_operands(rk, op.mi_operand_info);
        for k in 0..op.mi_num_operands as usize {
            let Some((def, sub_name)) = subs.get(k) else {
                let msg = format!(
                    "Operand '{}' of '{}' has fewer MIOperandInfo entries than operands",
                    operand,
                    inst.name(rk)
                );
                return fatal(rk, &[], msg);
            };
            let sub_name = if sub_name.is_empty() { format!("anon{k}") } else { sub_name.clone() };
            let sub = Some((def.clone(), sub_name));
            operands.push(OperandDoc { is_def, operand: operand.clone(), name: op.name.clone(), sub });
        }
    }
    let constraints = string_field(rk, inst.def, "Constraints")?;
    let predicates = defs_field(rk, inst.def, "Predicates")?.into_iter().map(|d| rk.name_str(d).to_owned()).collect();
    Ok(InstrDoc {
        name: inst.name(rk).to_owned(),
        asm_strings,
        flags,
        operands,
        constraints,
        implicit_defs: p.implicit_defs.iter().map(|&r| rk.name_str(r).to_owned()).collect(),
        implicit_uses: p.implicit_uses.iter().map(|&r| rk.name_str(r).to_owned()).collect(),
        predicates,
    })
}

/// The `MIOperandInfo` dag's arguments: each def's name (the printed
/// value for anything else) and its argument name (empty when unnamed).
fn sub_operands(rk: &Records<'_>, info: Option<Init>) -> Vec<(String, String)> {
    let Some(dag) = info else { return Vec::new() };
    let InitKind::Dag { args, .. } = *rk.inits.kind(dag) else { return Vec::new() };
    let names = rk.inits.slice(args.dag_names()).to_vec();
    rk.inits
        .slice(args)
        .iter()
        .zip(names)
        .map(|(&a, n)| {
            let def = match rk.inits.as_def(a) {
                Some(d) => rk.name_str(d).to_owned(),
                None => rk.inits.as_str(a).unwrap_or_default().to_owned(),
            };
            (def, rk.inits.as_str(n).unwrap_or_default().to_owned())
        })
        .collect()
}
