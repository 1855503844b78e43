//! The phases of LLVM's `CodeGenSchedModels` after the classes: which
//! `WriteRes`, `ReadAdvance` and processor resources each processor model
//! uses (`collectProcResources`), the optional processor descriptions
//! (register files, retire control unit, load and store queues) and the
//! checks of `TIIPredicate` and `STIPredicateDecl` names.
//!
//! The searches that run while the subtarget emitter writes
//! ([`SchedModels::proc_res_units`], [`SchedModels::expand_rw_seq_for_proc`])
//! are here too, since their errors are the model's.

use crate::backend::{Records, Result};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;

use super::{sort_by_name, SchedModels};
use crate::support::fields::{bit_field, def_field, defs_field, derived, error_then_fatal_note, fatal, fatal_at, lift};

/// A `RegisterFile` of a processor model (LLVM's `CodeGenRegisterFile`).
#[derive(Clone, Debug)]
pub struct RegisterFile {
    /// The def's name.
    pub name: String,
    /// `NumPhysRegs` (never 0).
    pub num_phys_regs: i64,
    /// `MaxMovesEliminatedPerCycle`.
    pub max_moves_eliminated_per_cycle: i64,
    /// `AllowZeroMoveEliminationOnly`.
    pub allow_zero_move_elimination_only: bool,
    /// Per register class: (class def, cost, move elimination allowed).
    pub costs: Vec<(RecId, i64, bool)>,
}

/// An int field (LLVM's `getValueAsInt`).
pub(crate) fn int_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<i64> {
    let r = rk.value_as_int(rec, field);
    lift(rk, r)
}

/// A list-of-ints field (LLVM's `getValueAsListOfInts`).
pub(crate) fn ints_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Vec<i64>> {
    let r = rk.value_as_list_of_ints(rec, field);
    lift(rk, r)
}

/// Whether a field's value is complete (LLVM's
/// `getValueInit(F)->isComplete()`).
pub(crate) fn is_complete_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<bool> {
    let v = lift(rk, rk.value_init(rec, field))?;
    Ok(rk.is_complete(v))
}

impl SchedModels {
    /// The index of the processor model of a `SchedMachineModel` (or
    /// itinerary) def, LLVM's `getProcModel(Def).Index`.
    pub(super) fn proc_index_of(&self, rk: &mut Records<'_>, model: RecId, user: RecId) -> Result<u32> {
        match self.proc_model_map.get(&model) {
            Some(&i) => Ok(i),
            None if model == self.proc_models[0].model_def => Ok(0),
            None => {
                let msg = format!("Undefined SchedMachineModel {}", rk.name_str(model));
                fatal_at(rk, user, msg)
            }
        }
    }

    /// LLVM's `collectProcResources`: the resources each class's reads and
    /// writes need (through `ItinRW`s for classes with an itinerary class),
    /// then every `WriteRes`, `SchedWriteRes`, `ReadAdvance`,
    /// `SchedReadAdvance`, `ProcResGroup` and `ProcResourceUnits` of a
    /// model; each model's lists sorted by name and its groups checked.
    pub(super) fn collect_proc_resources(&mut self, rk: &mut Records<'_>) -> Result<()> {
        self.all_units = derived(rk, "ProcResourceUnits")?;
        self.all_groups = derived(rk, "ProcResGroup")?;
        self.unit_index = UnitIndex::new(rk, &self.all_units, &self.all_groups);
        for sc in 0..self.classes.len() {
            if let Some(itin) = self.classes[sc].itin_class {
                self.collect_itin_proc_resources(rk, itin)?;
                continue;
            }
            for rw in self.classes[sc].inst_rws.clone() {
                let model = def_field(rk, rw, "SchedModel")?;
                let pidx = self.proc_index_of(rk, model, rw)?;
                let rws = defs_field(rk, rw, "OperandReadWrites")?;
                let (w, r) = self.find_writes_reads(rk, &rws);
                self.collect_rw_resources(rk, &w, &r, &[pidx])?;
            }
            let (w, r, p) = {
                let c = &self.classes[sc];
                (c.writes.clone(), c.reads.clone(), c.proc_indices.clone())
            };
            self.collect_rw_resources(rk, &w, &r, &p)?;
        }
        for (class, is_write) in [("WriteRes", true), ("SchedWriteRes", true), ("ReadAdvance", false)] {
            for def in derived(rk, class)? {
                let model = def_field(rk, def, "SchedModel")?;
                let pidx = self.proc_index_of(rk, model, def)?;
                if is_write {
                    self.add_write_res(rk, def, pidx)?;
                } else {
                    self.add_read_advance(rk, def, pidx)?;
                }
            }
        }
        for def in derived(rk, "SchedReadAdvance")? {
            if is_complete_field(rk, def, "SchedModel")? {
                let model = def_field(rk, def, "SchedModel")?;
                let pidx = self.proc_index_of(rk, model, def)?;
                self.add_read_advance(rk, def, pidx)?;
            }
        }
        for class in ["ProcResGroup", "ProcResourceUnits"] {
            for def in derived(rk, class)? {
                if !is_complete_field(rk, def, "SchedModel")? {
                    continue;
                }
                let model = def_field(rk, def, "SchedModel")?;
                let pidx = self.proc_index_of(rk, model, def)? as usize;
                let defs = &mut self.proc_models[pidx].proc_resource_defs;
                if !defs.contains(&def) {
                    defs.push(def);
                }
            }
        }
        for pm in 0..self.proc_models.len() {
            let m = &mut self.proc_models[pm];
            // Each list holds a def at most once, so any sort is LLVM's.
            sort_by_name(rk, &mut m.write_res_defs);
            sort_by_name(rk, &mut m.read_advance_defs);
            sort_by_name(rk, &mut m.proc_resource_defs);
            self.verify_proc_resource_groups(rk, pm)?;
        }
        // LLVM empties its lists here: later searches find only units.
        self.all_units.clear();
        self.all_groups.clear();
        self.unit_index = None;
        Ok(())
    }

    fn collect_itin_proc_resources(&mut self, rk: &mut Records<'_>, itin: RecId) -> Result<()> {
        self.for_each_itin_rw(rk, itin, |s, rk, w, r, pidx| s.collect_rw_resources(rk, w, r, &[pidx]))
    }

    fn collect_rw_resources(
        &mut self,
        rk: &mut Records<'_>,
        writes: &[u32],
        reads: &[u32],
        procs: &[u32],
    ) -> Result<()> {
        let mut path = Vec::new();
        for &w in writes {
            self.collect_rw_resource(rk, w, false, procs, &mut path)?;
        }
        for &r in reads {
            self.collect_rw_resource(rk, r, true, procs, &mut path)?;
        }
        Ok(())
    }

    fn collect_rw_resource(
        &mut self,
        rk: &mut Records<'_>,
        idx: u32,
        is_read: bool,
        procs: &[u32],
        path: &mut Vec<u32>,
    ) -> Result<()> {
        let rw = self.rw(idx, is_read).clone();
        // The reads or writes being followed, from the first: one met again
        // is a cycle of aliases (llvm-tblgen-19 recurses until its stack
        // overflows), and without one the path is at most every read or
        // write long.
        if path.contains(&idx) {
            return fatal(rk, &[], format!("SchedAlias cycle through {}", rw.name));
        }
        if let Some(def) = rw.def {
            if !is_read && rk.is_subclass_of_name(def, "SchedWriteRes") {
                for &p in procs {
                    self.add_write_res(rk, def, p)?;
                }
            } else if is_read && rk.is_subclass_of_name(def, "SchedReadAdvance") {
                for &p in procs {
                    self.add_read_advance(rk, def, p)?;
                }
            }
        }
        for alias in rw.aliases {
            let alias_procs = if is_complete_field(rk, alias, "SchedModel")? {
                let model = def_field(rk, alias, "SchedModel")?;
                vec![self.proc_index_of(rk, model, alias)?]
            } else {
                procs.to_vec()
            };
            let alias_rw = def_field(rk, alias, "AliasRW")?;
            let alias_idx = self.rw_idx(alias_rw, rk.is_subclass_of_name(alias_rw, "SchedRead"));
            let mut expanded = Vec::new();
            self.expand_rw_sequence(rk, alias_idx, is_read, &mut expanded)?;
            path.push(idx);
            for e in expanded {
                tablegen_core::stack::guard(|| self.collect_rw_resource(rk, e, is_read, &alias_procs, path))?;
            }
            path.pop();
        }
        Ok(())
    }

    /// A read or write by index (the invalid entry for a bad index).
    pub(crate) fn rw(&self, idx: u32, is_read: bool) -> &super::SchedRw {
        let list = if is_read { &self.reads } else { &self.writes };
        list.get(idx as usize).unwrap_or(&list[0])
    }

    /// LLVM's `expandRWSequence`: a sequence's members, `Repeat` times,
    /// recursively.
    pub fn expand_rw_sequence(&self, rk: &mut Records<'_>, idx: u32, is_read: bool, out: &mut Vec<u32>) -> Result<()> {
        self.expand_seq(rk, idx, is_read, None, out, &mut Vec::new())
    }

    /// LLVM's `expandRWSeqForProc`: like [`Self::expand_rw_sequence`],
    /// following the `SchedAlias`es that apply to processor model `pm`.
    pub fn expand_rw_seq_for_proc(
        &self,
        rk: &mut Records<'_>,
        idx: u32,
        is_read: bool,
        pm: u32,
        out: &mut Vec<u32>,
    ) -> Result<()> {
        self.expand_seq(rk, idx, is_read, Some(pm), out, &mut Vec::new())
    }

    /// `path` holds the sequences and aliases being expanded: meeting one
    /// of them again is a sequence that contains itself (LLVM recurses until
    /// its stack overflows), reported at its def. The depth is therefore
    /// bounded by the number of writes; `Repeat` can still multiply the
    /// output, which is capped.
    fn expand_seq(
        &self,
        rk: &mut Records<'_>,
        idx: u32,
        is_read: bool,
        pm: Option<u32>,
        out: &mut Vec<u32>,
        path: &mut Vec<u32>,
    ) -> Result<()> {
        let rw = self.rw(idx, is_read);
        if let Some(from) = path.iter().position(|&p| p == idx) {
            let names: Vec<&str> =
                path[from..].iter().chain([&idx]).map(|&p| self.rw(p, is_read).name.as_str()).collect();
            let msg = format!("SchedWrite sequence {} contains itself: {}", rw.name, names.join(" -> "));
            return match rw.def {
                Some(d) => fatal_at(rk, d, msg),
                None => fatal(rk, &[], msg),
            };
        }
        if out.len() > 1 << 20 {
            return fatal(rk, &[], format!("SchedWrite sequence {} is too large", rw.name));
        }
        if let Some(pm) = pm {
            let mut alias_def = None;
            for &a in &rw.aliases {
                let alias_rw = def_field(rk, a, "AliasRW")?;
                if is_complete_field(rk, a, "SchedModel")? {
                    let model = def_field(rk, a, "SchedModel")?;
                    if self.proc_index_of(rk, model, a)? != pm {
                        continue;
                    }
                }
                if alias_def.is_some() {
                    let msg = format!(
                        "Multiple aliases defined for processor {} Ensure only one SchedAlias exists per RW.",
                        self.proc_models[pm as usize].name
                    );
                    return fatal_at(rk, alias_rw, msg);
                }
                alias_def = Some(alias_rw);
            }
            if let Some(a) = alias_def {
                let ai = self.rw_idx(a, is_read);
                path.push(idx);
                let r = self.expand_seq(rk, ai, is_read, Some(pm), out, path);
                path.pop();
                return r;
            }
        }
        if !rw.is_sequence {
            out.push(idx);
            return Ok(());
        }
        let repeat = match rw.def {
            // LLVM's `int`: 2^32 + 1 repeats once (an `i64` loop here ran
            // four billion times).
            Some(d) => super::resources::int_field(rk, d, "Repeat")? as i32,
            None => 1,
        };
        let seq = rw.sequence.clone();
        path.push(idx);
        for _ in 0..repeat.max(0) {
            for &s in &seq {
                self.expand_seq(rk, s, is_read, pm, out, path)?;
            }
        }
        path.pop();
        Ok(())
    }

    /// LLVM's `findProcResUnits` as it runs during the model's
    /// construction: a kind's units (or group) in model `pm`.
    fn find_proc_res_units(&self, rk: &mut Records<'_>, kind: RecId, pm: usize, locs: &[Loc]) -> Result<RecId> {
        if rk.is_subclass_of_name(kind, "ProcResourceUnits") {
            return Ok(kind);
        }
        let model_def = self.proc_models[pm].model_def;
        let kind_name = rk.name_str(kind).to_string();
        if let Some(index) = &self.unit_index {
            let units = index.units.get(&(kind, model_def)).map_or(&[][..], Vec::as_slice);
            let group = index.group_model.get(&kind).filter(|&&m| m == model_def).map(|_| kind);
            let mut found = units.iter().copied().chain(group);
            return match (found.next(), found.next()) {
                (Some(u), None) => Ok(u),
                (Some(_), Some(_)) => {
                    fatal(rk, locs, format!("Multiple ProcessorResourceUnits associated with {kind_name}"))
                }
                (None, _) => fatal(rk, locs, format!("No ProcessorResources associated with {kind_name}")),
            };
        }
        let mut found = None;
        for &u in &self.all_units.clone() {
            if def_field(rk, u, "Kind")? == kind && def_field(rk, u, "SchedModel")? == model_def {
                if found.is_some() {
                    return fatal(rk, locs, format!("Multiple ProcessorResourceUnits associated with {kind_name}"));
                }
                found = Some(u);
            }
        }
        for &g in &self.all_groups.clone() {
            if g == kind && def_field(rk, g, "SchedModel")? == model_def {
                if found.is_some() {
                    return fatal(rk, locs, format!("Multiple ProcessorResourceUnits associated with {kind_name}"));
                }
                found = Some(g);
            }
        }
        match found {
            Some(u) => Ok(u),
            None => fatal(rk, locs, format!("No ProcessorResources associated with {kind_name}")),
        }
    }

    /// LLVM's `findProcResUnits` after the model is built (when its lists
    /// of units and groups are empty): only a `ProcResourceUnits` is found.
    pub fn proc_res_units(&self, rk: &mut Records<'_>, kind: RecId, locs: &[Loc]) -> Result<RecId> {
        if rk.is_subclass_of_name(kind, "ProcResourceUnits") {
            return Ok(kind);
        }
        let msg = format!("No ProcessorResources associated with {}", rk.name_str(kind));
        fatal(rk, locs, msg)
    }

    fn add_proc_resource(&mut self, rk: &mut Records<'_>, mut kind: RecId, pm: usize, locs: &[Loc]) -> Result<()> {
        for _ in 0..10_000 {
            let units = self.find_proc_res_units(rk, kind, pm, locs)?;
            if self.proc_models[pm].proc_resource_defs.contains(&units) {
                return Ok(());
            }
            self.proc_models[pm].proc_resource_defs.push(units);
            if rk.is_subclass_of_name(units, "ProcResGroup") || !is_complete_field(rk, units, "Super")? {
                return Ok(());
            }
            kind = def_field(rk, units, "Super")?;
        }
        Ok(())
    }

    fn add_write_res(&mut self, rk: &mut Records<'_>, def: RecId, pidx: u32) -> Result<()> {
        let pm = pidx as usize;
        if !self.proc_models[pm].write_res_seen.insert(def) {
            return Ok(());
        }
        self.proc_models[pm].write_res_defs.push(def);
        let locs = rk.record(def).locs.clone();
        for kind in defs_field(rk, def, "ProcResources")? {
            self.add_proc_resource(rk, kind, pm, &locs)?;
        }
        Ok(())
    }

    fn add_read_advance(&mut self, rk: &mut Records<'_>, def: RecId, pidx: u32) -> Result<()> {
        for vw in defs_field(rk, def, "ValidWrites")? {
            if self.rw_idx(vw, false) == 0 {
                let msg = format!(
                    "ReadAdvance referencing a ValidWrite that is not used by any instruction ({})",
                    rk.name_str(vw)
                );
                return fatal_at(rk, def, msg);
            }
        }
        let defs = &mut self.proc_models[pidx as usize].read_advance_defs;
        if !defs.contains(&def) {
            defs.push(def);
        }
        Ok(())
    }

    /// LLVM's `verifyProcResourceGroups`: two groups that share a unit need
    /// a group containing both.
    fn verify_proc_resource_groups(&self, rk: &mut Records<'_>, pm: usize) -> Result<()> {
        let defs = self.proc_models[pm].proc_resource_defs.clone();
        let mut units: FxHashMap<RecId, Vec<RecId>> = FxHashMap::default();
        for &d in &defs {
            if rk.is_subclass_of_name(d, "ProcResGroup") {
                let r = defs_field(rk, d, "Resources")?;
                units.insert(d, r);
            }
        }
        for (i, &a) in defs.iter().enumerate() {
            let Some(check) = units.get(&a) else { continue };
            for &b in &defs[i + 1..] {
                let Some(other) = units.get(&b) else { continue };
                if !check.iter().any(|u| other.contains(u)) {
                    continue;
                }
                let both: Vec<RecId> = other.iter().chain(check.iter()).copied().collect();
                let has_super =
                    defs.iter().filter_map(|g| units.get(g)).any(|sup| both.iter().all(|u| sup.contains(u)));
                if !has_super {
                    let msg = format!(
                        "proc resource group overlaps with {} but no supergroup contains both.",
                        rk.name_str(b)
                    );
                    return fatal_at(rk, a, msg);
                }
            }
        }
        Ok(())
    }

    /// LLVM's `collectOptionalProcessorInfo` (before its completeness
    /// check): register files, retire control units and memory queues.
    pub(super) fn collect_optional_processor_info(&mut self, rk: &mut Records<'_>) -> Result<()> {
        for rf in derived(rk, "RegisterFile")? {
            let model = def_field(rk, rf, "SchedModel")?;
            let pm = self.proc_index_of(rk, model, rf)? as usize;
            let max_moves = int_field(rk, rf, "MaxMovesEliminatedPerCycle")?;
            let zero_only = bit_field(rk, rf, "AllowZeroMoveEliminationOnly")?;
            let num_phys_regs = int_field(rk, rf, "NumPhysRegs")?;
            if num_phys_regs == 0 {
                return fatal_at(rk, rf, "Invalid RegisterFile with zero physical registers");
            }
            let classes = defs_field(rk, rf, "RegClasses")?;
            let costs = ints_field(rk, rf, "RegCosts")?;
            let elim = rk.value_as_list(rf, "AllowMoveElimination").map(<[_]>::to_vec);
            let elim = lift(rk, elim)?;
            let mut list = Vec::new();
            for (i, &c) in classes.iter().enumerate() {
                let cost = costs.get(i).copied().unwrap_or(1);
                let allow = elim.get(i).and_then(|&b| rk.inits.as_bit(b)).unwrap_or(false);
                list.push((c, cost, allow));
            }
            self.proc_models[pm].register_files.push(RegisterFile {
                name: rk.name_str(rf).to_string(),
                num_phys_regs,
                max_moves_eliminated_per_cycle: max_moves,
                allow_zero_move_elimination_only: zero_only,
                costs: list,
            });
        }
        for rcu in derived(rk, "RetireControlUnit")? {
            let model = def_field(rk, rcu, "SchedModel")?;
            let pm = self.proc_index_of(rk, model, rcu)? as usize;
            if let Some(prev) = self.proc_models[pm].retire_control_unit {
                let (here, there) = (rk.record(rcu).locs.clone(), rk.record(prev).locs.clone());
                rk.error(&here, "Expected a single RetireControlUnit definition");
                rk.note(&there, "Previous definition of RetireControlUnit was here");
            }
            self.proc_models[pm].retire_control_unit = Some(rcu);
        }
        for queue in derived(rk, "MemoryQueue")? {
            let model = def_field(rk, queue, "SchedModel")?;
            let pm = self.proc_index_of(rk, model, queue)? as usize;
            for (class, label) in [("LoadQueue", "LoadQueue"), ("StoreQueue", "StoreQueue")] {
                if !rk.is_subclass_of_name(queue, class) {
                    continue;
                }
                let slot = if class == "LoadQueue" {
                    &mut self.proc_models[pm].load_queue
                } else {
                    &mut self.proc_models[pm].store_queue
                };
                let prev = slot.replace(queue);
                if let Some(prev) = prev {
                    let (here, there) = (rk.record(queue).locs.clone(), rk.record(prev).locs.clone());
                    rk.error(&here, format!("Expected a single {label} definition"));
                    rk.note(&there, format!("Previous definition of {label} was here"));
                }
            }
        }
        Ok(())
    }

    /// LLVM's `checkMCInstPredicates` and `checkSTIPredicates`: unique
    /// `TIIPredicate` function names and `STIPredicateDecl` names, no empty
    /// `InstructionEquivalenceClass`.
    pub(super) fn check_predicates(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let mut seen: FxHashMap<String, RecId> = FxHashMap::default();
        for p in derived(rk, "TIIPredicate")? {
            let name = lift(rk, rk.value_as_string(p, "FunctionName").map(str::to_string))?;
            if let Some(&prev) = seen.get(&name) {
                let (here, there) = (rk.record(p).locs.clone(), rk.record(prev).locs.clone());
                let note = format!(" Previous definition of {name} was here.");
                return error_then_fatal_note(
                    rk,
                    &here,
                    &format!("TIIPredicate {name} is multiply defined."),
                    &there,
                    &note,
                );
            }
            seen.insert(name, p);
        }
        let mut seen: FxHashMap<String, RecId> = FxHashMap::default();
        for d in derived(rk, "STIPredicateDecl")? {
            let name = lift(rk, rk.value_as_string(d, "Name").map(str::to_string))?;
            if let Some(&prev) = seen.get(&name) {
                let (here, there) = (rk.record(d).locs.clone(), rk.record(prev).locs.clone());
                let msg = format!("STIPredicate {name} multiply declared.");
                return error_then_fatal_note(rk, &here, &msg, &there, "Previous declaration was here.");
            }
            seen.insert(name, d);
        }
        for d in derived(rk, "InstructionEquivalenceClass")? {
            if defs_field(rk, d, "Opcodes")?.is_empty() {
                return fatal_at(rk, d, "Invalid InstructionEquivalenceClass defined with an empty opcode list.");
            }
        }
        Ok(())
    }
}

/// The units of each (`Kind`, `SchedModel`) and the `SchedModel` of each
/// group, so that finding a kind's units is a lookup rather than two field
/// reads per unit of the target (X86: 9,600 searches over its units were a
/// twentieth of `-gen-instr-info`).
#[derive(Clone, Debug)]
pub(super) struct UnitIndex {
    /// Units by (kind, model), in `all_units` order.
    units: FxHashMap<(RecId, RecId), Vec<RecId>>,
    group_model: FxHashMap<RecId, RecId>,
}

impl UnitIndex {
    /// The index, or `None` when some unit or group lacks a readable field:
    /// the search then reads them one at a time as LLVM does, and reports
    /// the first bad one it meets.
    fn new(rk: &Records<'_>, units: &[RecId], groups: &[RecId]) -> Option<Self> {
        let rk = rk.keeper();
        let mut index = UnitIndex { units: FxHashMap::default(), group_model: FxHashMap::default() };
        for &u in units {
            let key = (rk.value_as_def(u, "Kind").ok()?, rk.value_as_def(u, "SchedModel").ok()?);
            index.units.entry(key).or_default().push(u);
        }
        for &g in groups {
            index.group_model.insert(g, rk.value_as_def(g, "SchedModel").ok()?);
        }
        Some(index)
    }
}
