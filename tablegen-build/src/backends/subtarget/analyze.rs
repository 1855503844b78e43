//! From records and the scheduling model to the tables LLVM's
//! SubtargetEmitter prints, in the order it computes them (so its errors
//! come in its order).

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::{compare_numeric, RecId};

use super::*;
use crate::backend::{Records, Result};
use crate::model::codegen::schedule::{ProcModel, SchedModels};
use crate::model::codegen::{CodeGenTarget, FeatureNumbers, Instructions};
use crate::model::inst_predicate::read_predicate;
use crate::model::inst_predicate::sti::{StiFunction, StiGroup, StiPred};
use crate::support::fields::{bit_field, def_field, defs_field, derived, fatal, fatal_at, lift, string_field};

/// `MCSchedClassDesc::InvalidNumMicroOps`.
pub const INVALID_MICRO_OPS: u16 = (1 << 13) - 1;

/// `MCSchedClassDesc::VariantNumMicroOps`.
pub const VARIANT_MICRO_OPS: u16 = INVALID_MICRO_OPS - 1;

fn int_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<i64> {
    let r = rk.value_as_int(rec, field);
    lift(rk, r)
}

fn ints_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Vec<i64>> {
    let r = rk.value_as_list_of_ints(rec, field);
    lift(rk, r)
}

fn is_complete_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<bool> {
    let v = lift(rk, rk.value_init(rec, field))?;
    Ok(rk.is_complete(v))
}

/// Builds the subtarget tables of the records' target.
pub fn analyze(rk: &mut Records<'_>) -> Result<Subtarget> {
    let target = CodeGenTarget::new(rk)?;
    let target_name = target.name(rk).to_string();
    let insts = Instructions::new(rk)?;
    let sched = SchedModels::new(rk, insts.enumeration())?;
    let mut out = Subtarget { target: target_name, ..Subtarget::default() };

    // Enumeration.
    // LLVM's error where the class is missing; the numbering is the one
    // every backend shares.
    derived(rk, "SubtargetFeature")?;
    let numbers = FeatureNumbers::new(rk);
    let features = numbers.in_order();
    if features.len() + 1 > MAX_SUBTARGET_WORDS * 64 {
        return fatal(rk, &[], "Too many subtarget features! Bump MAX_SUBTARGET_FEATURES.");
    }
    out.feature_enum = features.iter().map(|&f| rk.name_str(f).to_string()).collect();
    let mask = |list: &[RecId]| {
        let mut m = [0u64; MAX_SUBTARGET_WORDS];
        for &f in list {
            let b = numbers.number(f).unwrap_or(0) as usize;
            m[b / 64] |= 1 << (b % 64);
        }
        m
    };

    // Macro calls, by FieldName (std::sort over the name-ordered defs).
    let mut by_field: Vec<(RecId, String, String)> = Vec::new();
    for f in derived(rk, "SubtargetFeature")? {
        let field = string_field(rk, f, "FieldName")?;
        let value = string_field(rk, f, "Value")?;
        by_field.push((f, field, value));
    }
    crate::support::sort::sort_by(&mut by_field, |a, b| a.1 < b.1);
    for (_, field, value) in &by_field {
        if (value == "false" || value == "true") && !field.contains('[') {
            let default = if value == "false" { "true" } else { "false" };
            let mut getter: String = field.chars().take(1).flat_map(char::to_lowercase).collect();
            getter.push_str(field.get(field.chars().next().map_or(0, char::len_utf8)..).unwrap_or(""));
            out.macros.push((field.clone(), default, getter));
        }
    }

    // Feature key-values, by Name.
    let mut by_name: Vec<(RecId, String)> = Vec::new();
    for f in derived(rk, "SubtargetFeature")? {
        let name = string_field(rk, f, "Name")?;
        by_name.push((f, name));
    }
    crate::support::sort::sort_by(&mut by_name, |a, b| a.1 < b.1);
    let mut keys = std::collections::BTreeSet::new();
    for (f, key) in by_name {
        if key.is_empty() {
            continue;
        }
        let desc = string_field(rk, f, "Desc")?;
        let implies = defs_field(rk, f, "Implies")?;
        out.feature_kv.push(FeatureKv {
            key: key.clone(),
            desc,
            def_name: rk.name_str(f).to_string(),
            implies: mask(&implies),
        });
        if !keys.insert(key.clone()) {
            return fatal(rk, &[], format!("Duplicate key in SubtargetFeatureKV: {key}"));
        }
    }

    // The scheduling model.
    if sched.has_itineraries() {
        out.itineraries = Some(itineraries(rk, &sched)?);
    }
    out.tables.class_names = sched.classes().iter().map(|c| c.name.clone()).collect();
    let mut class_tables = Vec::new();
    for pm in sched.proc_models() {
        class_tables.push(gen_class_table(rk, &sched, pm, &mut out.tables)?);
    }
    for (pm, classes) in sched.proc_models().iter().zip(class_tables) {
        out.models.push(model_out(rk, &sched, pm, classes)?);
    }

    // CPUs, by Name.
    let mut procs: Vec<(RecId, String)> = Vec::new();
    for p in derived(rk, "Processor")? {
        let name = string_field(rk, p, "Name")?;
        procs.push((p, name));
    }
    crate::support::sort::sort_by(&mut procs, |a, b| a.1 < b.1);
    for (p, name) in procs {
        let f = defs_field(rk, p, "Features")?;
        let t = defs_field(rk, p, "TuneFeatures")?;
        let model = def_field(rk, p, "SchedModel")?;
        let itins = def_field(rk, p, "ProcItin")?;
        let key = if defs_field(rk, itins, "IID")?.is_empty() { model } else { itins };
        let model = match sched.proc_model(key) {
            Some(m) => m.name.clone(),
            None => sched.proc_models()[0].name.clone(),
        };
        out.cpus.push(Cpu { name, features: mask(&f), tune: mask(&t), model });
    }

    // Helpers.
    let mut prologs = derived(rk, "PredicateProlog")?;
    prologs.sort_by(|a, b| compare_numeric(rk.name_str(*a), rk.name_str(*b)));
    for p in prologs {
        out.predicate_prolog.push_str(&string_field(rk, p, "Code")?);
        out.predicate_prolog.push('\n');
    }
    let hw = target.hw_modes();
    if hw.num_mode_ids() > 1 {
        out.hw_mode_features = hw.modes.iter().map(|m| m.features.clone()).collect();
        for sel in &hw.selects {
            for &(mode, obj) in &sel.items {
                if mode == 0 {
                    continue;
                }
                let b = 1u32.wrapping_shl(mode - 1);
                if rk.is_subclass_of_name(obj, "ValueType") {
                    out.hw_mode_kinds[0] |= b;
                } else if rk.is_subclass_of_name(obj, "RegInfo") || rk.is_subclass_of_name(obj, "SubRegRange") {
                    out.hw_mode_kinds[1] |= b;
                } else if rk.is_subclass_of_name(obj, "InstructionEncoding") {
                    out.hw_mode_kinds[2] |= b;
                }
            }
        }
    }
    out.macro_fusions = target.macro_fusions().iter().map(|&f| rk.name_str(f).to_string()).collect();

    // Variant classes.
    for sc in sched.classes() {
        if sc.transitions.is_empty() {
            continue;
        }
        let mut procs: Vec<u32> = sc.transitions.iter().map(|t| t.proc_index).collect();
        procs.sort_unstable();
        procs.dedup();
        let mut transitions = Vec::new();
        for t in &sc.transitions {
            let mut preds = Vec::new();
            for &p in &t.pred_term {
                if rk.is_subclass_of_name(p, "MCSchedPredicate") {
                    let pd = def_field(rk, p, "Pred")?;
                    let always = rk.is_subclass_of_name(pd, "MCTrue");
                    preds.push(PredOut::Mc { pred: read_predicate(rk, pd)?, always });
                } else {
                    preds.push(PredOut::Code(string_field(rk, p, "Predicate")?));
                }
            }
            let to_name = sched.classes().get(t.to_class as usize).map(|c| c.name.clone()).unwrap_or_default();
            transitions.push(TransOut { proc: t.proc_index, to_class: t.to_class, to_name, preds });
        }
        out.variant_classes.push(VariantClass {
            index: sc.index,
            name: sc.name.clone(),
            inferred: sc.itin_class.is_none(),
            procs,
            transitions,
        });
    }

    // STIPredicate functions.
    for f in sched.sti_functions() {
        let d = f.decl;
        let mut groups = Vec::new();
        for (ops, infos) in &f.groups {
            let mut preds = Vec::new();
            for i in infos {
                let operand_mask = i.operand_mask.map(|(v, w)| {
                    // LLVM prints the APInt signed: its top bit is set.
                    (v as i128 - (1i128 << w)).to_string()
                });
                preds.push(StiPred { procs: i.procs.clone(), operand_mask, pred: read_predicate(rk, i.pred)? });
            }
            groups.push(StiGroup { opcodes: ops.iter().map(|&o| rk.name_str(o).to_string()).collect(), preds });
        }
        let delegates = defs_field(rk, d, "Delegates")?;
        let mut delegate_names = Vec::new();
        for dl in delegates {
            delegate_names.push(string_field(rk, dl, "Name")?);
        }
        let default = def_field(rk, d, "DefaultReturnValue")?;
        out.sti_functions.push(StiFunction {
            name: string_field(rk, d, "Name")?,
            updates_opcode_mask: bit_field(rk, d, "UpdatesOpcodeMask")?,
            overrides: bit_field(rk, d, "OverridesBaseClassMember")?,
            expand_for_mc: bit_field(rk, d, "ExpandForMC")?,
            delegates: delegate_names,
            groups,
            default: read_predicate(rk, default)?,
        });
    }

    // ParseSubtargetFeatures.
    for &f in features {
        let value = string_field(rk, f, "Value")?;
        let field = string_field(rk, f, "FieldName")?;
        out.feature_fields.push(FeatureField { def_name: rk.name_str(f).to_string(), field, value });
    }
    Ok(out)
}

/// LLVM's `EmitStageAndOperandCycleData` and the rows of
/// `EmitItineraries`.
fn itineraries(rk: &mut Records<'_>, sched: &SchedModels) -> Result<Itineraries> {
    let mut it = Itineraries::default();
    let mut seen = Vec::new();
    for pm in sched.proc_models() {
        if seen.contains(&pm.itins_def) {
            continue;
        }
        seen.push(pm.itins_def);
        let fus = defs_field(rk, pm.itins_def, "FU")?;
        if fus.is_empty() {
            continue;
        }
        let bps = defs_field(rk, pm.itins_def, "BP")?;
        it.names.push(ItinNames {
            name: rk.name_str(pm.itins_def).to_string(),
            units: fus.iter().map(|&u| rk.name_str(u).to_string()).collect(),
            bypasses: bps.iter().map(|&u| rk.name_str(u).to_string()).collect(),
        });
    }
    let mut stage_count: u32 = 1;
    let mut operand_count: u32 = 1;
    let mut stage_map: FxHashMap<Vec<Stage>, u32> = FxHashMap::default();
    let mut lists: Vec<Vec<ItinRow>> = Vec::new();
    for pm in sched.proc_models() {
        let mut rows = Vec::new();
        if pm.has_itineraries() {
            let name = rk.name_str(pm.itins_def).to_string();
            for sc in 0..sched.num_instr_sched_classes() {
                let data = pm.itin_defs.get(sc).copied().flatten();
                let mut stages = Vec::new();
                let mut cycles = Vec::new();
                let mut bypasses = Vec::new();
                if let Some(d) = data {
                    for s in defs_field(rk, d, "Stages")? {
                        let units = defs_field(rk, s, "Units")?;
                        stages.push(Stage {
                            cycles: int_field(rk, s, "Cycles")? as i32,
                            units: units.iter().map(|&u| format!("{name}FU::{}", rk.name_str(u))).collect(),
                            time_inc: int_field(rk, s, "TimeInc")? as i32,
                            kind: int_field(rk, s, "Kind")? as i32,
                        });
                    }
                    cycles = ints_field(rk, d, "OperandCycles")?.into_iter().map(|c| c as i32).collect();
                    let bps = defs_field(rk, d, "Bypasses")?;
                    bypasses = bps.iter().map(|&b| format!("{name}Bypass::{}", rk.name_str(b))).collect();
                    while bypasses.len() < cycles.len() {
                        bypasses.push(String::new());
                    }
                }
                let n_stages = stages.len() as u32;
                let mut find_stage: u16 = 0;
                if n_stages > 0 {
                    find_stage = match stage_map.get(&stages) {
                        Some(&s) => s as u16,
                        None => {
                            stage_map.insert(stages.clone(), stage_count);
                            it.stages.push(stages);
                            let s = stage_count;
                            stage_count += n_stages;
                            s as u16
                        }
                    };
                }
                let n_cycles = cycles.len() as u32;
                let mut find_cycle: u16 = 0;
                if n_cycles > 0 {
                    // LLVM looks operand cycles up by a key it never
                    // stores, so every itinerary gets its own entries.
                    find_cycle = operand_count as u16;
                    it.operand_cycles.push((cycles, bypasses));
                    operand_count += n_cycles;
                }
                let micro_ops = match data {
                    Some(d) => int_field(rk, d, "NumMicroOps")? as i16,
                    None => 0,
                };
                rows.push(ItinRow {
                    micro_ops,
                    first_stage: find_stage,
                    last_stage: find_stage.wrapping_add(n_stages as u16),
                    first_cycle: find_cycle,
                    last_cycle: find_cycle.wrapping_add(n_cycles as u16),
                });
            }
        }
        lists.push(rows);
    }
    let mut seen = Vec::new();
    for (pm, rows) in sched.proc_models().iter().zip(lists) {
        if seen.contains(&pm.itins_def) {
            continue;
        }
        seen.push(pm.itins_def);
        if rows.is_empty() {
            continue;
        }
        it.tables.push((rk.name_str(pm.itins_def).to_string(), rows));
    }
    Ok(it)
}

/// The `SchedAlias` of a read or write that applies to a model (LLVM's
/// alias search in `FindWriteResources`/`FindReadAdvance`).
fn model_alias(rk: &mut Records<'_>, sched: &SchedModels, aliases: &[RecId], pm: &ProcModel) -> Result<Option<RecId>> {
    let mut found = None;
    for &a in aliases {
        let alias_rw = def_field(rk, a, "AliasRW")?;
        if is_complete_field(rk, alias_rw, "SchedModel")? {
            let model = def_field(rk, alias_rw, "SchedModel")?;
            if sched.proc_model(model).map(|m| m.index).unwrap_or(0) != pm.index {
                continue;
            }
        }
        if found.is_some() {
            let msg =
                format!("Multiple aliases defined for processor {} Ensure only one SchedAlias exists per RW.", pm.name);
            return fatal_at(rk, alias_rw, msg);
        }
        found = Some(alias_rw);
    }
    Ok(found)
}

/// A model's `WriteRes` (or `ReadAdvance`) defs by the type they name,
/// each with its position in the model's sorted list.
#[derive(Default)]
struct ByType(FxHashMap<RecId, Vec<(usize, RecId)>>);

impl ByType {
    fn new(rk: &mut Records<'_>, defs: &[RecId], class: &str, field: &str) -> Result<Self> {
        let mut m: FxHashMap<RecId, Vec<(usize, RecId)>> = FxHashMap::default();
        for (i, &d) in defs.iter().enumerate() {
            if rk.is_subclass_of_name(d, class) {
                let ty = def_field(rk, d, field)?;
                m.entry(ty).or_default().push((i, d));
            }
        }
        Ok(ByType(m))
    }

    /// The defs naming `def` or `alias`, in list order (LLVM's scan).
    fn matching(&self, def: RecId, alias: Option<RecId>) -> Vec<RecId> {
        let mut v: Vec<(usize, RecId)> = self.0.get(&def).cloned().unwrap_or_default();
        if let Some(a) = alias.filter(|&a| a != def) {
            v.extend(self.0.get(&a).cloned().unwrap_or_default());
            v.sort_unstable();
        }
        v.into_iter().map(|e| e.1).collect()
    }
}

fn find_write_resources(
    rk: &mut Records<'_>,
    sched: &SchedModels,
    w: u32,
    pm: &ProcModel,
    by_type: &ByType,
) -> Result<RecId> {
    let rw = sched.rw(w, false).clone();
    let Some(def) = rw.def else {
        return fatal(rk, &[], format!("Processor does not define resources for {}", rw.name));
    };
    if rk.is_subclass_of_name(def, "SchedWriteRes") {
        return Ok(def);
    }
    let alias = model_alias(rk, sched, &rw.aliases, pm)?;
    if let Some(a) = alias.filter(|&a| rk.is_subclass_of_name(a, "SchedWriteRes")) {
        return Ok(a);
    }
    let mut res = None;
    for wr in by_type.matching(def, alias) {
        {
            if res.is_some() {
                let msg = format!("Resources are defined for both SchedWrite and its alias on processor {}", pm.name);
                return fatal_at(rk, wr, msg);
            }
            res = Some(wr);
            if alias.is_none() {
                break;
            }
        }
    }
    match res {
        Some(r) => Ok(r),
        None => {
            let msg = format!("Processor does not define resources for {}", rk.name_str(def));
            fatal_at(rk, pm.model_def, msg)
        }
    }
}

fn find_read_advance(
    rk: &mut Records<'_>,
    sched: &SchedModels,
    r: u32,
    pm: &ProcModel,
    by_type: &ByType,
) -> Result<Option<RecId>> {
    let rw = sched.rw(r, true).clone();
    let Some(def) = rw.def else {
        return fatal(rk, &[], format!("Processor does not define resources for {}", rw.name));
    };
    if rk.is_subclass_of_name(def, "SchedReadAdvance") {
        return Ok(Some(def));
    }
    let alias = model_alias(rk, sched, &rw.aliases, pm)?;
    if let Some(a) = alias.filter(|&a| rk.is_subclass_of_name(a, "SchedReadAdvance")) {
        return Ok(Some(a));
    }
    let mut res = None;
    for ra in by_type.matching(def, alias) {
        {
            if res.is_some() {
                let msg = format!("Resources are defined for both SchedRead and its alias on processor {}", pm.name);
                return fatal_at(rk, ra, msg);
            }
            res = Some(ra);
            if alias.is_none() {
                break;
            }
        }
    }
    if res.is_none() && rk.name_str(def) != "ReadDefault" {
        let msg = format!("Processor does not define resources for {}", rk.name_str(def));
        return fatal_at(rk, pm.model_def, msg);
    }
    Ok(res)
}

/// LLVM's `ExpandProcResources`: each resource's super resources and the
/// groups containing it are used for the same cycles.
fn expand_proc_resources(
    rk: &mut Records<'_>,
    sched: &SchedModels,
    prs: &mut Vec<RecId>,
    release: &mut Vec<i64>,
    acquire: &mut Vec<i64>,
    pm: &ProcModel,
) -> Result<()> {
    let n = prs.len();
    for i in 0..n {
        let mut pr = prs[i];
        let subs;
        if rk.is_subclass_of_name(pr, "ProcResGroup") {
            subs = defs_field(rk, pr, "Resources")?;
        } else {
            subs = vec![pr];
            let locs = rk.record(pr).locs.clone();
            pr = sched.proc_res_units(rk, pr, &locs)?;
            let mut sub = pr;
            let mut guard = 0;
            while is_complete_field(rk, sub, "Super")? {
                if rk.is_subclass_of_name(sub, "ProcResGroup") {
                    return fatal_at(rk, sub, "Processor resource group  cannot be a super resources.");
                }
                let sup = def_field(rk, sub, "Super")?;
                let locs = rk.record(sub).locs.clone();
                let sup = sched.proc_res_units(rk, sup, &locs)?;
                prs.push(sup);
                release.push(release[i]);
                acquire.push(acquire[i]);
                sub = sup;
                guard += 1;
                if guard > 10_000 {
                    return fatal_at(rk, sub, "Super resource cycle");
                }
            }
        }
        for &g in &pm.proc_resource_defs {
            if g == pr || !rk.is_subclass_of_name(g, "ProcResGroup") {
                continue;
            }
            let sup = defs_field(rk, g, "Resources")?;
            if subs.iter().all(|s| sup.contains(s)) {
                prs.push(g);
                release.push(release[i]);
                acquire.push(acquire[i]);
            }
        }
    }
    Ok(())
}

fn resource_idx(rk: &mut Records<'_>, pm: &ProcModel, def: RecId) -> Result<u32> {
    match pm.proc_resource_idx(def) {
        Some(i) => Ok(i),
        None => {
            let msg = format!("ProcResource def is not included in the ProcResources list for {}", pm.name);
            fatal_at(rk, def, msg)
        }
    }
}

/// A table that only grows, searched for runs of entries as LLVM's
/// `std::search` does (the first position of a run, 0 for an empty one).
///
/// LLVM scans the whole table for every scheduling class, which is
/// quadratic: X86's models have thousands of classes and entries. Here a
/// search visits only the positions holding the run's first entry.
struct RunTable<T> {
    entries: Vec<T>,
    /// The positions of each entry, increasing.
    starts: FxHashMap<T, Vec<u32>>,
}

impl<T: Copy + Eq + std::hash::Hash> RunTable<T> {
    fn new(entries: Vec<T>) -> Self {
        let mut t = RunTable { entries: Vec::with_capacity(entries.len()), starts: FxHashMap::default() };
        t.extend(entries);
        t
    }

    /// The first position of `run`, if the table holds it.
    fn find(&self, run: &[T]) -> Option<usize> {
        let Some(first) = run.first() else { return Some(0) };
        self.starts
            .get(first)?
            .iter()
            .map(|&p| p as usize)
            .find(|&p| self.entries.get(p..p + run.len()).is_some_and(|w| w == run))
    }

    fn extend(&mut self, run: impl IntoIterator<Item = T>) {
        for e in run {
            self.starts.entry(e).or_default().push(self.entries.len() as u32);
            self.entries.push(e);
        }
    }
}

/// LLVM's `GenSchedClassTables` for one model: its class descriptions,
/// adding their entries to the shared tables. The tables hold the invalid
/// entry 0 implicitly: positions are offset by one.
fn gen_class_table(
    rk: &mut Records<'_>,
    sched: &SchedModels,
    pm: &ProcModel,
    t: &mut SchedTables,
) -> Result<Vec<ClassDesc>> {
    let mut descs = Vec::new();
    if !pm.has_instr_sched_model() {
        return Ok(descs);
    }
    // The tables with LLVM's invalid entry 0 in front.
    let mut wpr = RunTable::new(vec![WriteProcRes { resource: 0, release: 0, acquire: 0 }]);
    wpr.extend(t.write_proc_res.iter().copied());
    // The latencies, searched by entry; each with the names of its writes.
    let mut wl_names = vec!["InvalidWrite".to_string()];
    let mut wl = RunTable::new(vec![WriteLatency { cycles: 0, write_id: 0 }]);
    for (e, name) in &t.write_latencies {
        wl.extend([*e]);
        wl_names.push(name.clone());
    }
    let mut ra_tab = RunTable::new(vec![ReadAdvance { use_idx: 0, write_id: 0, cycles: 0 }]);
    ra_tab.extend(t.read_advances.iter().copied());
    let write_by_type = ByType::new(rk, &pm.write_res_defs, "WriteRes", "WriteType")?;
    let read_by_type = ByType::new(rk, &pm.read_advance_defs, "ReadAdvance", "ReadType")?;
    let mut valid_writes: Vec<(RecId, Vec<RecId>)> = Vec::new();
    for &ra in &pm.read_advance_defs {
        valid_writes.push((ra, defs_field(rk, ra, "ValidWrites")?));
    }

    for sc in sched.classes() {
        let mut d = ClassDesc::default();
        if sc.transitions.iter().any(|t| t.proc_index == pm.index) {
            d.micro_ops = VARIANT_MICRO_OPS;
            descs.push(d);
            continue;
        }
        if sc.proc_indices.first().is_some_and(|&p| p != 0) && !sc.proc_indices.contains(&pm.index) {
            descs.push(d);
            continue;
        }
        let mut writes = sc.writes.clone();
        let mut reads = sc.reads.clone();
        if !sc.inst_rws.is_empty() {
            let mut rw_def = None;
            for &rw in &sc.inst_rws {
                let model = def_field(rk, rw, "SchedModel")?;
                if sched.proc_model(model).map(|m| m.index) == Some(pm.index) {
                    rw_def = Some(rw);
                    break;
                }
            }
            if let Some(rw) = rw_def {
                let rws = defs_field(rk, rw, "OperandReadWrites")?;
                (writes, reads) = split_rws(rk, sched, &rws);
            }
        }
        if writes.is_empty() {
            for &i in &pm.itin_rw_defs {
                let matched = defs_field(rk, i, "MatchedItinClasses")?;
                if sc.itin_class.is_some_and(|c| matched.contains(&c)) {
                    let rws = defs_field(rk, i, "OperandReadWrites")?;
                    let (w, r) = split_rws(rk, sched, &rws);
                    writes.extend(w);
                    reads.extend(r);
                    break;
                }
            }
            if writes.is_empty() {
                d.micro_ops = INVALID_MICRO_OPS;
            }
        }
        let mut write_proc_res: Vec<WriteProcRes> = Vec::new();
        let mut latencies: Vec<WriteLatency> = Vec::new();
        let mut writer_names: Vec<String> = Vec::new();
        let mut read_advances: Vec<ReadAdvance> = Vec::new();
        for &w in &writes {
            let mut seq = Vec::new();
            sched.expand_rw_seq_for_proc(rk, w, false, pm.index, &mut seq)?;
            let mut cycles: i16 = 0;
            let mut write_id = seq.last().copied().unwrap_or(0);
            let writer = sched.rw(write_id, false).clone();
            writer_names.push(writer.name.clone());
            let read_of = writer.def.is_some_and(|wd| valid_writes.iter().any(|(_, vw)| vw.contains(&wd)));
            if !read_of {
                write_id = 0;
            }
            for &ws in &seq {
                let res = find_write_resources(rk, sched, ws, pm, &write_by_type)?;
                if bit_field(rk, res, "Unsupported")? {
                    d.micro_ops = INVALID_MICRO_OPS;
                    break;
                }
                cycles = cycles.wrapping_add(int_field(rk, res, "Latency")? as i16);
                d.micro_ops = (d.micro_ops.wrapping_add(int_field(rk, res, "NumMicroOps")? as u16)) & 0x1fff;
                d.begin_group |= bit_field(rk, res, "BeginGroup")?;
                d.end_group |= bit_field(rk, res, "EndGroup")?;
                let single = bit_field(rk, res, "SingleIssue")?;
                d.begin_group |= single;
                d.end_group |= single;
                d.retire_ooo |= bit_field(rk, res, "RetireOOO")?;
                let mut prs = defs_field(rk, res, "ProcResources")?;
                let mut release = ints_field(rk, res, "ReleaseAtCycles")?;
                let mut acquire = ints_field(rk, res, "AcquireAtCycles")?;
                if !release.is_empty() && release.len() != prs.len() {
                    let msg = format!(
                        "Inconsistent release at cycles: size(ReleaseAtCycles) != size(ProcResources): {} vs {}",
                        prs.len(),
                        release.len()
                    );
                    return fatal_at(rk, res, msg);
                }
                if !acquire.is_empty() && acquire.len() != prs.len() {
                    let msg = format!(
                        "Inconsistent resource cycles: size(AcquireAtCycles) != size(ProcResources): {} vs {}",
                        acquire.len(),
                        prs.len()
                    );
                    return fatal_at(rk, res, msg);
                }
                if release.is_empty() {
                    release = vec![1; prs.len()];
                }
                if acquire.is_empty() {
                    acquire = vec![0; prs.len()];
                }
                expand_proc_resources(rk, sched, &mut prs, &mut release, &mut acquire, pm)?;
                for i in 0..prs.len() {
                    let resource = resource_idx(rk, pm, prs[i])? as u16;
                    let entry = WriteProcRes { resource, release: release[i] as u16, acquire: acquire[i] as u16 };
                    if acquire[i] > release[i] {
                        return fatal_at(
                            rk,
                            res,
                            "Inconsistent resource cycles: AcquireAtCycles < ReleaseAtCycles must hold.",
                        );
                    }
                    if acquire[i] < 0 {
                        return fatal_at(rk, res, "Invalid value: AcquireAtCycle must be a non-negative value.");
                    }
                    match write_proc_res.iter_mut().find(|e| e.resource == resource) {
                        Some(e) => e.release = e.release.wrapping_add(entry.release),
                        None => write_proc_res.push(entry),
                    }
                }
            }
            latencies.push(WriteLatency { cycles, write_id: write_id as u16 });
        }
        for (use_idx, &r) in reads.iter().enumerate() {
            let Some(ra) = find_read_advance(rk, sched, r, pm, &read_by_type)? else { continue };
            if bit_field(rk, ra, "Unsupported")? {
                d.micro_ops = INVALID_MICRO_OPS;
                break;
            }
            let vws = defs_field(rk, ra, "ValidWrites")?;
            let mut ids: Vec<u32> =
                if vws.is_empty() { vec![0] } else { vws.iter().map(|&v| sched.rw_idx(v, false)).collect() };
            ids.sort_unstable();
            let cycles = int_field(rk, ra, "Cycles")? as i32;
            for id in ids {
                read_advances.push(ReadAdvance { use_idx: use_idx as u32, write_id: id, cycles });
            }
        }
        if d.micro_ops == INVALID_MICRO_OPS {
            write_proc_res.clear();
            latencies.clear();
            read_advances.clear();
        }
        // Resources are distinct, so any sort gives LLVM's order.
        write_proc_res.sort_by_key(|e| e.resource);

        d.wpr_len = write_proc_res.len() as u16;
        match wpr.find(&write_proc_res) {
            Some(p) => d.wpr_idx = p as u16,
            None => {
                d.wpr_idx = wpr.entries.len() as u16;
                wpr.extend(write_proc_res);
            }
        }
        d.wl_len = latencies.len() as u16;
        match wl.find(&latencies) {
            Some(p) => {
                d.wl_idx = p as u16;
                for (i, name) in writer_names.iter().enumerate().take(latencies.len()) {
                    let slot = &mut wl_names[p + i];
                    if !slot.contains(name.as_str()) {
                        slot.push('_');
                        slot.push_str(name);
                    }
                }
            }
            None => {
                d.wl_idx = wl.entries.len() as u16;
                // Entry and name in pairs, as many as both have.
                let n = latencies.len().min(writer_names.len());
                wl.extend(latencies.into_iter().take(n));
                wl_names.extend(writer_names.into_iter().take(n));
            }
        }
        d.ra_len = read_advances.len() as u16;
        match ra_tab.find(&read_advances) {
            Some(p) => d.ra_idx = p as u16,
            None => {
                d.ra_idx = ra_tab.entries.len() as u16;
                ra_tab.extend(read_advances);
            }
        }
        descs.push(d);
    }
    t.write_proc_res = wpr.entries.split_off(1);
    t.write_latencies = wl.entries.into_iter().zip(wl_names).skip(1).collect();
    t.read_advances = ra_tab.entries.split_off(1);
    Ok(descs)
}

/// LLVM's `findRWs(Defs, Writes, Reads)`.
fn split_rws(rk: &Records<'_>, sched: &SchedModels, defs: &[RecId]) -> (Vec<u32>, Vec<u32>) {
    let mut w = Vec::new();
    let mut r = Vec::new();
    for &d in defs {
        if rk.is_subclass_of_name(d, "SchedWrite") {
            w.push(sched.rw_idx(d, false));
        } else {
            r.push(sched.rw_idx(d, true));
        }
    }
    (w, r)
}

/// LLVM's `EmitProcessorModels` for one model (its errors in its order).
fn model_out(rk: &mut Records<'_>, sched: &SchedModels, pm: &ProcModel, classes: Vec<ClassDesc>) -> Result<ModelOut> {
    let mut m = ModelOut { name: pm.name.clone(), index: pm.index, ..ModelOut::default() };
    if pm.has_extra_processor_info() {
        m.extra = Some(extra_info(rk, pm)?);
    }
    if pm.has_instr_sched_model() {
        let mut im = InstrModel { classes: classes.into_iter().skip(1).collect(), ..InstrModel::default() };
        im.num_classes = sched.classes().len() as u32;
        for &g in &pm.proc_resource_defs {
            if !rk.is_subclass_of_name(g, "ProcResGroup") {
                continue;
            }
            let mut line = Vec::new();
            let locs = rk.record(g).locs.clone();
            for ru in defs_field(rk, g, "Resources")? {
                let ru = sched.proc_res_units(rk, ru, &locs)?;
                let n = int_field(rk, ru, "NumUnits")?;
                let idx = resource_idx(rk, pm, ru)?;
                for _ in 0..n.max(0) {
                    line.push(idx);
                }
            }
            im.sub_units.push((line, rk.name_str(g).to_string()));
        }
        let mut offset: u32 = 1;
        for &pr in &pm.proc_resource_defs {
            let begin = offset;
            let buffer_size = int_field(rk, pr, "BufferSize")? as i32;
            let mut num_units: u32 = 0;
            let mut super_res = None;
            if rk.is_subclass_of_name(pr, "ProcResGroup") {
                for ru in defs_field(rk, pr, "Resources")? {
                    let n = int_field(rk, ru, "NumUnits")? as u32;
                    num_units = num_units.wrapping_add(n);
                    offset = offset.wrapping_add(n);
                }
            } else {
                if is_complete_field(rk, pr, "Super")? {
                    let sup = def_field(rk, pr, "Super")?;
                    let locs = rk.record(pr).locs.clone();
                    let sup = sched.proc_res_units(rk, sup, &locs)?;
                    let idx = resource_idx(rk, pm, sup)?;
                    super_res = Some((idx, rk.name_str(sup).to_string()));
                }
                num_units = int_field(rk, pr, "NumUnits")? as u32;
            }
            im.resources.push(Resource {
                name: rk.name_str(pr).to_string(),
                num_units,
                super_res,
                buffer_size,
                sub_units: (begin != offset).then_some(begin),
            });
        }
        m.instr_model = Some(im);
    } else if !pm.proc_resource_defs.is_empty() {
        return fatal_at(
            rk,
            pm.model_def,
            "SchedMachineModel defines ProcResources without defining WriteRes SchedWriteRes",
        );
    }
    for (i, p) in PROP_NAMES.iter().enumerate() {
        m.props[i] = int_field(rk, pm.model_def, p)? as i32;
    }
    for (i, f) in ["PostRAScheduler", "CompleteModel", "EnableIntervals"].iter().enumerate() {
        m.flags[i] = bit_field(rk, pm.model_def, f)?;
    }
    if pm.has_itineraries() {
        m.itineraries = Some(rk.name_str(pm.itins_def).to_string());
    }
    Ok(m)
}

fn extra_info(rk: &mut Records<'_>, pm: &ProcModel) -> Result<ExtraInfo> {
    let mut e = ExtraInfo::default();
    if let Some(rcu) = pm.retire_control_unit {
        e.reorder_buffer_size = int_field(rk, rcu, "ReorderBufferSize")?.max(0);
        e.max_retire_per_cycle = int_field(rk, rcu, "MaxRetirePerCycle")?.max(0);
    }
    e.num_register_files = pm.register_files.len() as u32;
    e.has_tables = pm.register_files.iter().any(|rf| !rf.costs.is_empty());
    if e.has_tables {
        for rf in &pm.register_files {
            for &(class, cost, allow) in &rf.costs {
                let mut id = String::new();
                if rk.value_init(class, "Namespace").is_ok() {
                    id.push_str(&string_field(rk, class, "Namespace")?);
                    id.push_str("::");
                }
                id.push_str(rk.name_str(class));
                id.push_str("RegClassID");
                e.costs.push(RegisterCost { class_id: id, cost: cost as u32, allow_move_elimination: allow });
            }
        }
        let mut index = 0u32;
        for rf in &pm.register_files {
            let n = rf.costs.len() as u32;
            e.register_files.push(RegFile {
                name: rf.name.clone(),
                num_phys_regs: rf.num_phys_regs as u32,
                num_costs: n,
                cost_index: index,
                max_moves: rf.max_moves_eliminated_per_cycle as u32,
                zero_only: rf.allow_zero_move_elimination_only,
            });
            index += n;
        }
    }
    let queue_id = |rk: &mut Records<'_>, q: Option<RecId>| -> Result<u32> {
        let Some(q) = q else { return Ok(0) };
        let d = def_field(rk, q, "QueueDescriptor")?;
        Ok(1 + pm.proc_resource_defs.iter().position(|&x| x == d).unwrap_or(pm.proc_resource_defs.len()) as u32)
    };
    e.load_queue = queue_id(rk, pm.load_queue)?;
    e.store_queue = queue_id(rk, pm.store_queue)?;
    Ok(e)
}
