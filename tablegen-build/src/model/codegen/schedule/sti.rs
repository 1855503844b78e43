//! LLVM's `collectSTIPredicates`: the `STIPredicate` defs grouped by
//! declaration, and per function the opcodes grouped by the predicates
//! the processor models give them, in LLVM's order.

use crate::backend::{Records, Result};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;

use super::resources::ints_field;
use super::SchedModels;
use crate::support::fields::{def_field, defs_field, derived, fatal_at};

/// A predicate of an opcode for a set of processor models (LLVM's
/// `PredicateInfo`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StiPredicateInfo {
    /// The processor model indices, ascending.
    pub procs: Vec<u32>,
    /// The operand mask: its value and bit width (`None` when empty).
    pub operand_mask: Option<(u128, u32)>,
    /// The `MCInstPredicate` def.
    pub pred: RecId,
}

/// An `STIPredicate` function (LLVM's `STIPredicateFunction`).
#[derive(Clone, Debug)]
pub struct StiPredicateFn {
    /// The `STIPredicateDecl`.
    pub decl: RecId,
    /// Opcode groups: opcodes with equal predicate lists.
    pub groups: Vec<(Vec<RecId>, Vec<StiPredicateInfo>)>,
}

fn popcount_and_left(mask: &[bool]) -> (i64, i64) {
    let pop = mask.iter().filter(|&&b| b).count() as i64;
    let top = mask.iter().rposition(|&b| b).map_or(0, |i| i as i64 + 1);
    // -countl_zero = active bits - width.
    (pop, top - mask.len() as i64)
}

impl SchedModels {
    /// LLVM's `collectSTIPredicates`.
    pub(super) fn collect_sti_predicates(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let mut fns: Vec<(RecId, Vec<RecId>)> = Vec::new();
        for r in derived(rk, "STIPredicate")? {
            let decl = def_field(rk, r, "Declaration")?;
            match fns.iter_mut().find(|f| f.0 == decl) {
                Some(f) => f.1.push(r),
                None => fns.push((decl, vec![r])),
            }
        }
        let width = self.proc_model_map.len();
        for (decl, defs) in fns {
            let mut opcode_index: FxHashMap<RecId, usize> = FxHashMap::default();
            let mut opcodes: Vec<(RecId, Vec<StiPredicateInfo>)> = Vec::new();
            let mut pred_index: FxHashMap<RecId, usize> = FxHashMap::default();
            for &d in &defs {
                for ec in defs_field(rk, d, "Classes")? {
                    let p = def_field(rk, ec, "Predicate")?;
                    let n = pred_index.len();
                    pred_index.entry(p).or_insert(n);
                    for op in defs_field(rk, ec, "Opcodes")? {
                        if let std::collections::hash_map::Entry::Vacant(e) = opcode_index.entry(op) {
                            e.insert(opcodes.len());
                            opcodes.push((op, Vec::new()));
                        }
                    }
                }
            }
            let npreds = pred_index.len();
            let mut masks: Vec<(Vec<bool>, Vec<bool>)> = vec![(vec![false; width], vec![false; npreds]); opcodes.len()];
            for &d in &defs {
                let model = def_field(rk, d, "SchedModel")?;
                let Some(&proc) = self.proc_model_map.get(&model) else {
                    let msg = format!("Undefined SchedMachineModel {}", rk.name_str(model));
                    return fatal_at(rk, d, msg);
                };
                for ec in defs_field(rk, d, "Classes")? {
                    let indices = ints_field(rk, ec, "OperandIndices")?;
                    let mut operand_mask = None;
                    if let Some(&max) = indices.iter().max() {
                        if !(0..128).contains(&max) || indices.iter().any(|&i| i < 0) {
                            return fatal_at(rk, ec, "Invalid operand index in OperandIndices");
                        }
                        let mut v: u128 = 0;
                        for &i in &indices {
                            v |= 1 << i;
                        }
                        operand_mask = Some((v, max as u32 + 1));
                    }
                    let p = def_field(rk, ec, "Predicate")?;
                    let pbit = pred_index.get(&p).copied().unwrap_or(0);
                    for op in defs_field(rk, ec, "Opcodes")? {
                        let oi = opcode_index.get(&op).copied().unwrap_or(0);
                        if masks[oi].0.get(proc as usize).copied().unwrap_or(false) {
                            let msg = format!(
                                "Opcode {} used by multiple InstructionEquivalenceClass definitions.",
                                rk.name_str(op)
                            );
                            return fatal_at(rk, ec, msg);
                        }
                        if let Some(b) = masks[oi].0.get_mut(proc as usize) {
                            *b = true;
                        }
                        if let Some(b) = masks[oi].1.get_mut(pbit) {
                            *b = true;
                        }
                        let infos = &mut opcodes[oi].1;
                        let same = |i: &StiPredicateInfo| {
                            i.pred == p && i.operand_mask.map(|m| m.0) == operand_mask.map(|m| m.0)
                        };
                        match infos.iter_mut().find(|i| same(i)) {
                            Some(i) => {
                                if let Err(pos) = i.procs.binary_search(&proc) {
                                    i.procs.insert(pos, proc);
                                }
                            }
                            None => infos.push(StiPredicateInfo { procs: vec![proc], operand_mask, pred: p }),
                        }
                    }
                }
            }
            let mut order: Vec<usize> = (0..opcodes.len()).collect();
            // The comparison ends in the index, so any sort gives LLVM's order.
            order.sort_by(|&a, &b| {
                let ka = (popcount_and_left(&masks[a].0), popcount_and_left(&masks[a].1), a);
                let kb = (popcount_and_left(&masks[b].0), popcount_and_left(&masks[b].1), b);
                ka.cmp(&kb)
            });
            let mut groups: Vec<(Vec<RecId>, Vec<StiPredicateInfo>)> = Vec::new();
            for i in order {
                let (op, infos) = opcodes[i].clone();
                match groups.last_mut() {
                    Some(g) if infos_equal(&g.1, &infos) => g.0.push(op),
                    _ => groups.push((vec![op], infos)),
                }
            }
            self.sti_functions.push(StiPredicateFn { decl, groups });
        }
        Ok(())
    }

    /// The `STIPredicate` functions, in the order of their first def.
    pub fn sti_functions(&self) -> &[StiPredicateFn] {
        &self.sti_functions
    }
}

/// `PredicateInfo` lists compared as LLVM does (masks by value).
fn infos_equal(a: &[StiPredicateInfo], b: &[StiPredicateInfo]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.procs == y.procs && x.pred == y.pred && x.operand_mask.map(|m| m.0) == y.operand_mask.map(|m| m.0)
        })
}
