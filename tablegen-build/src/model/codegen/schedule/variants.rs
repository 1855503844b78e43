//! LLVM's `inferSchedClasses`: the classes a `SchedVariant` (or an alias
//! to one) makes of an instruction class, one per combination of
//! predicates, found breadth-first (`PredTransitions`), and the transitions
//! from the variant class to them. Inferred classes come after
//! [`SchedModels::num_instr_sched_classes`].

use crate::backend::{Records, Result};
use crate::model::set_theory::SetTheory;
use tablegen_core::record::RecId;

use super::resources::is_complete_field;
use super::{expand, SchedClass, SchedModels, SchedRw};
use crate::support::fields::{def_field, defs_field, fatal, fatal_at};

/// A transition of a variant class to an inferred one (LLVM's
/// `CodeGenSchedTransition`).
#[derive(Clone, Debug)]
pub struct Transition {
    /// The class taken when the predicates hold.
    pub to_class: u32,
    /// The processor model it applies to.
    pub proc_index: u32,
    /// The predicates (`SchedPredicate` or `MCSchedPredicate` defs), all
    /// of which must hold, without consecutive repeats.
    pub pred_term: Vec<RecId>,
}

#[derive(Clone, Copy, Debug)]
struct PredCheck {
    is_read: bool,
    rw_idx: u32,
    pred: RecId,
}

#[derive(Clone, Debug, Default)]
struct PredTransition {
    pred_term: Vec<PredCheck>,
    writes: Vec<Vec<u32>>,
    reads: Vec<Vec<u32>>,
    proc_index: u32,
}

#[derive(Clone, Copy, Debug)]
struct TransVariant {
    def: RecId,
    rw_idx: u32,
    trans_idx: usize,
}

/// Beyond this many partial transitions the expansion is refused (LLVM
/// would run out of memory).
const MAX_TRANSITIONS: usize = 1 << 16;

impl SchedModels {
    /// LLVM's `inferSchedClasses`, over every class including the ones it
    /// adds.
    pub(super) fn infer_sched_classes(&mut self, rk: &mut Records<'_>, sets: &mut SetTheory) -> Result<()> {
        if !self.has_variants() && !self.writes.iter().chain(&self.reads).any(|rw| !rw.aliases.is_empty()) {
            return Ok(());
        }
        let mut idx = 0;
        while idx < self.classes.len() {
            if let Some(itin) = self.classes[idx].itin_class {
                self.infer_from_itin_class(rk, itin, idx as u32)?;
            }
            if !self.classes[idx].inst_rws.is_empty() {
                self.infer_from_inst_rws(rk, sets, idx as u32)?;
            }
            if !self.classes[idx].writes.is_empty() {
                let c = &self.classes[idx];
                let (w, r, p) = (c.writes.clone(), c.reads.clone(), c.proc_indices.clone());
                self.infer_from_rw(rk, &w, &r, idx as u32, &p)?;
            }
            idx += 1;
        }
        Ok(())
    }

    fn infer_from_itin_class(&mut self, rk: &mut Records<'_>, itin: RecId, from: u32) -> Result<()> {
        self.for_each_itin_rw(rk, itin, |s, rk, w, r, pidx| s.infer_from_rw(rk, w, r, from, &[pidx]))
    }

    fn infer_from_inst_rws(&mut self, rk: &mut Records<'_>, sets: &mut SetTheory, sc: u32) -> Result<()> {
        let rws = self.classes[sc as usize].inst_rws.clone();
        for rw in rws {
            let insts = expand(rk, sets, rw)?;
            if !insts.iter().any(|i| self.instr_class.get(i) == Some(&sc)) {
                continue;
            }
            let defs = defs_field(rk, rw, "OperandReadWrites")?;
            let (w, r) = self.find_writes_reads(rk, &defs);
            let model = def_field(rk, rw, "SchedModel")?;
            let pidx = self.proc_index_of(rk, model, rw)?;
            self.infer_from_rw(rk, &w, &r, sc, &[pidx])?;
            let set = &mut self.classes[sc as usize].inst_rw_proc_indices;
            if !set.contains(&pidx) {
                set.push(pidx);
            }
        }
        Ok(())
    }

    fn infer_from_rw(
        &mut self,
        rk: &mut Records<'_>,
        writes: &[u32],
        reads: &[u32],
        from: u32,
        procs: &[u32],
    ) -> Result<()> {
        let mut seed = PredTransition::default();
        let mut firsts = Vec::new();
        for &w in writes {
            self.expand_rw_sequence(rk, w, false, &mut firsts)?;
        }
        self.check_variant_cycles(rk, &firsts, false)?;
        self.check_variant_cycles(rk, reads, true)?;
        for &w in writes {
            let mut seq = Vec::new();
            self.expand_rw_sequence(rk, w, false, &mut seq)?;
            seed.writes.push(seq);
        }
        for &r in reads {
            let mut seq = Vec::new();
            self.expand_rw_sequence(rk, r, true, &mut seq)?;
            seed.reads.push(seq);
        }
        let all: Vec<u32>;
        let procs = if procs.contains(&0) {
            let mut v: Vec<u32> = self.proc_model_map.values().copied().filter(|&p| p != 0).collect();
            v.sort_unstable();
            all = v;
            &all[..]
        } else {
            procs
        };
        let mut last: Vec<PredTransition> =
            procs.iter().map(|&p| PredTransition { proc_index: p, ..seed.clone() }).collect();
        // Each round replaces every read or write that has variants by what
        // they select, so after round k every chain of substitutions has k
        // steps. The cycle check above proved the graph of those steps
        // acyclic from these seeds, so no chain is longer than the reads and
        // writes it reaches and the loop ends; the cap only keeps an
        // exponential number of combinations from exhausting memory.
        loop {
            let mut trans = Vec::new();
            let mut any = false;
            for t in &last {
                any |= self.substitute_variants(rk, &mut trans, t)?;
            }
            last = trans;
            if !any {
                break;
            }
            if last.len() > MAX_TRANSITIONS {
                let name = self.classes[from as usize].name.clone();
                return fatal(rk, &[], format!("SchedVariant expansion of {name} is too large"));
            }
        }
        self.infer_from_transitions(rk, &last, from)
    }

    fn substitute_variants(
        &self,
        rk: &mut Records<'_>,
        tv: &mut Vec<PredTransition>,
        t: &PredTransition,
    ) -> Result<bool> {
        let start = tv.len();
        let mut subst = false;
        tv.push(PredTransition { pred_term: t.pred_term.clone(), proc_index: t.proc_index, ..Default::default() });
        for seq in &t.writes {
            for p in &mut tv[start..] {
                p.writes.push(Vec::new());
            }
            subst |= self.substitute_operand(rk, tv, seq, false, start)?;
        }
        for seq in &t.reads {
            for p in &mut tv[start..] {
                p.reads.push(Vec::new());
            }
            subst |= self.substitute_operand(rk, tv, seq, true, start)?;
        }
        Ok(subst)
    }

    fn substitute_operand(
        &self,
        rk: &mut Records<'_>,
        tv: &mut Vec<PredTransition>,
        seq: &[u32],
        is_read: bool,
        start: usize,
    ) -> Result<bool> {
        let mut subst = false;
        for &rwi in seq {
            let rw = self.rw(rwi, is_read).clone();
            let end = tv.len();
            for ti in start..end {
                let ivs = self.intersecting_variants(rk, tv, &rw, ti)?;
                for iv in &ivs {
                    self.push_variant(rk, tv, iv, is_read)?;
                }
                if ivs.is_empty() {
                    let p = &mut tv[ti];
                    let list = if is_read { &mut p.reads } else { &mut p.writes };
                    if let Some(last) = list.last_mut() {
                        last.push(rwi);
                    }
                } else {
                    subst = true;
                }
                if tv.len() > MAX_TRANSITIONS {
                    return fatal(rk, &[], format!("SchedVariant expansion through {} is too large", rw.name));
                }
            }
        }
        Ok(subst)
    }

    fn mutually_exclusive(
        &self,
        rk: &mut Records<'_>,
        pred: RecId,
        preds: &[RecId],
        term: &[PredCheck],
    ) -> Result<bool> {
        for pc in term {
            if pc.pred == pred {
                return Ok(false);
            }
            let Some(def) = self.rw(pc.rw_idx, pc.is_read).def else { continue };
            let mut has = false;
            for v in defs_field(rk, def, "Variants")? {
                if def_field(rk, v, "Predicate")? == pred {
                    has = true;
                    break;
                }
            }
            if has {
                if !preds.contains(&pc.pred) {
                    continue;
                }
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn intersecting_variants(
        &self,
        rk: &mut Records<'_>,
        tv: &mut Vec<PredTransition>,
        rw: &SchedRw,
        ti: usize,
    ) -> Result<Vec<TransVariant>> {
        let mut generic = false;
        let mut variants: Vec<TransVariant> = Vec::new();
        let proc = tv[ti].proc_index;
        if let (true, Some(def)) = (rw.has_variants, rw.def) {
            let mut var_proc = 0;
            if is_complete_field(rk, def, "SchedModel")? {
                let model = def_field(rk, def, "SchedModel")?;
                var_proc = self.proc_index_of(rk, model, def)?;
            }
            if var_proc == 0 || var_proc == proc {
                for v in defs_field(rk, def, "Variants")? {
                    variants.push(TransVariant { def: v, rw_idx: rw.index, trans_idx: 0 });
                }
                if var_proc == 0 {
                    generic = true;
                }
            }
        }
        for &a in &rw.aliases {
            let mut alias_proc = 0;
            if is_complete_field(rk, a, "SchedModel")? {
                let model = def_field(rk, a, "SchedModel")?;
                alias_proc = self.proc_index_of(rk, model, a)?;
            }
            if alias_proc != 0 && alias_proc != proc {
                continue;
            }
            if !variants.is_empty() {
                let msg = format!(
                    "Multiple variants defined for processor {} Ensure only one SchedAlias exists per RW.",
                    self.proc_models[alias_proc as usize].name
                );
                return fatal_at(rk, a, msg);
            }
            let alias_def = def_field(rk, a, "AliasRW")?;
            let alias_is_read = rk.is_subclass_of_name(alias_def, "SchedRead");
            let alias = self.rw(self.rw_idx(alias_def, alias_is_read), alias_is_read).clone();
            if alias.has_variants {
                if let Some(d) = alias.def {
                    for v in defs_field(rk, d, "Variants")? {
                        variants.push(TransVariant { def: v, rw_idx: alias.index, trans_idx: 0 });
                    }
                }
            }
            if alias.is_sequence {
                if let Some(d) = alias.def {
                    variants.push(TransVariant { def: d, rw_idx: rw.index, trans_idx: 0 });
                }
            }
            if alias_proc == 0 {
                generic = true;
            }
        }
        let mut all_preds = Vec::new();
        for v in &variants {
            if rk.is_subclass_of_name(v.def, "SchedVar") {
                all_preds.push(def_field(rk, v.def, "Predicate")?);
            }
        }
        let mut out: Vec<TransVariant> = Vec::new();
        for mut v in variants {
            if rk.is_subclass_of_name(v.def, "SchedVar") {
                let pred = def_field(rk, v.def, "Predicate")?;
                let term = tv[ti].pred_term.clone();
                if self.mutually_exclusive(rk, pred, &all_preds, &term)? {
                    continue;
                }
            }
            if out.is_empty() {
                v.trans_idx = ti;
            } else {
                v.trans_idx = tv.len();
                let copy = tv[ti].clone();
                tv.push(copy);
            }
            out.push(v);
        }
        if generic && out.is_empty() {
            if let Some(d) = rw.def {
                return fatal_at(rk, d, "No variant of this type has a matching predicate on any processor");
            }
        }
        Ok(out)
    }

    fn push_variant(
        &self,
        rk: &mut Records<'_>,
        tv: &mut [PredTransition],
        v: &TransVariant,
        is_read: bool,
    ) -> Result<()> {
        let mut selected = Vec::new();
        if rk.is_subclass_of_name(v.def, "SchedVar") {
            let pred = def_field(rk, v.def, "Predicate")?;
            tv[v.trans_idx].pred_term.push(PredCheck { is_read, rw_idx: v.rw_idx, pred });
            for d in defs_field(rk, v.def, "Selected")? {
                selected.push(self.rw_idx(d, is_read));
            }
        } else {
            selected.push(self.rw_idx(v.def, is_read));
        }
        let variadic = self.rw(v.rw_idx, is_read).is_variadic;
        let expanded_of = |rk: &mut Records<'_>, s: u32| -> Result<Vec<u32>> {
            let mut e = Vec::new();
            if is_read {
                e.push(s);
            } else {
                self.expand_rw_sequence(rk, s, false, &mut e)?;
            }
            Ok(e)
        };
        let mut parts = Vec::new();
        for &s in &selected {
            parts.push(expanded_of(rk, s)?);
        }
        let t = &mut tv[v.trans_idx];
        let seqs = if is_read { &mut t.reads } else { &mut t.writes };
        let Some(last_idx) = seqs.len().checked_sub(1) else { return Ok(()) };
        if variadic {
            if selected.is_empty() {
                // LLVM inserts size-1 (wrapping) copies here: undefined.
                return fatal(rk, &[], "A variadic SchedVariant selected nothing");
            }
            let base = seqs[last_idx].clone();
            for _ in 1..selected.len() {
                seqs.push(base.clone());
            }
            for (k, part) in parts.into_iter().enumerate() {
                seqs[last_idx + k].extend(part);
            }
        } else {
            for part in parts {
                seqs[last_idx].extend(part);
            }
        }
        Ok(())
    }

    fn find_or_insert_rw(&mut self, seq: &[u32], is_read: bool) -> u32 {
        if seq.len() == 1 {
            return seq[0];
        }
        let list = if is_read { &self.reads } else { &self.writes };
        if let Some(i) = list.iter().position(|rw| rw.sequence == seq) {
            return i as u32;
        }
        let names: Vec<&str> = seq.iter().map(|&i| self.rw(i, is_read).name.as_str()).collect();
        let name = format!("({})", names.join("_"));
        let list = if is_read { &mut self.reads } else { &mut self.writes };
        let index = list.len() as u32;
        list.push(SchedRw { index, name, is_read, is_sequence: true, sequence: seq.to_vec(), ..SchedRw::default() });
        index
    }

    fn infer_from_transitions(&mut self, rk: &mut Records<'_>, last: &[PredTransition], from: u32) -> Result<()> {
        let _ = rk;
        for t in last {
            if t.pred_term.is_empty() {
                continue;
            }
            let mut writes = Vec::new();
            for s in t.writes.iter().filter(|s| !s.is_empty()) {
                writes.push(self.find_or_insert_rw(s, false));
            }
            let mut reads = Vec::new();
            for s in t.reads.iter().filter(|s| !s.is_empty()) {
                reads.push(self.find_or_insert_rw(s, true));
            }
            if self.classes[from as usize].inst_rw_proc_indices.contains(&t.proc_index) {
                continue;
            }
            let to = self.add_inferred_class(writes, reads, t.proc_index);
            let mut preds: Vec<RecId> = t.pred_term.iter().map(|p| p.pred).collect();
            preds.dedup();
            self.classes[from as usize].transitions.push(Transition {
                to_class: to,
                proc_index: t.proc_index,
                pred_term: preds,
            });
        }
        Ok(())
    }

    /// LLVM's `addSchedClass` for a class without itinerary class.
    fn add_inferred_class(&mut self, writes: Vec<u32>, reads: Vec<u32>, proc: u32) -> u32 {
        if let Some(c) = self.classes.iter_mut().find(|c| c.key_eq(None, &writes, &reads)) {
            if let Err(pos) = c.proc_indices.binary_search(&proc) {
                c.proc_indices.insert(pos, proc);
            }
            return c.index;
        }
        let index = self.classes.len() as u32;
        let name = self.class_name(None, &writes, &reads);
        self.classes.push(SchedClass {
            index,
            name,
            itin_class: None,
            writes,
            reads,
            proc_indices: vec![proc],
            inst_rws: Vec::new(),
            inst_rw_proc_indices: Vec::new(),
            transitions: Vec::new(),
        });
        index
    }
}
