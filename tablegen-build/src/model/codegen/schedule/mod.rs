//! The machine scheduling model (LLVM's `CodeGenSchedModels`): processor
//! models, `SchedReadWrite`s, scheduling classes and itineraries.
//!
//! Construction follows LLVM's constructor phase by phase, with its orders
//! and its errors, so that every backend sees the same class numbering:
//!
//! 1. processor models, one per distinct `SchedMachineModel` or itinerary
//!    set, in `Processor` name order after `NoSchedModel`;
//! 2. the `SchedReadWrite`s reachable from instructions, `InstRW`, `ItinRW`
//!    and `SchedAlias`, each domain sorted by name;
//! 3. one class per distinct (itinerary, writes, reads) of the
//!    instructions, then the classes `InstRW` records split off (their
//!    `instrs`/`instregex` sets evaluated with [`SetTheory`]);
//! 4. each itinerary processor's `InstrItinData` by class, its `ItinRW`
//!    records and unsupported features.
//!
//! 5. the classes `variants` infers from `SchedVariant`s (numbered after
//!    [`SchedModels::num_instr_sched_classes`], so the instruction classes
//!    keep their numbers) and the transitions to them;
//! 6. `resources`: each model's `WriteRes`, `ReadAdvance` and processor
//!    resources, its register files, retire control unit and memory
//!    queues;
//! 7. the completeness check of every `CompleteModel`, then the checks of
//!    `TIIPredicate` and `STIPredicateDecl` names and the `STIPredicate`
//!    functions with their opcode groups ([`SchedModels::sti_functions`]).
//!
//! [`itineraries`] reads the itinerary records themselves (units, stages,
//! bypasses, combo units) for the backends that need them.
//!
//! The `-gen-dfa-packetizer` backend is the first user; its tests hold
//! complete models.

mod cycles;
mod inst_regex;
pub mod itineraries;
mod resources;
mod sti;
mod variants;

pub use resources::RegisterFile;
pub use sti::{StiPredicateFn, StiPredicateInfo};
pub use variants::Transition;

use std::sync::Arc;

use crate::backend::{Records, Result};
use tablegen_core::init::Init;
use tablegen_core::intern::{FxHashMap, FxHashSet};
use tablegen_core::record::{compare_numeric, RecId};
use tablegen_core::source::{DiagKind, Loc, SourceMgr};
use tablegen_core::RecordKeeper;

use crate::model::codegen::InstrEnumeration;
use crate::model::set_theory::{RecSet, SetTheory};
use crate::support::fields::{bit_field, def_field, defs_field, derived, fatal, fatal_at, lift};

use inst_regex::InstRegex;

/// A `SchedWrite` or `SchedRead`, or a sequence of them inferred from
/// variants (LLVM's `CodeGenSchedRW`). Index 0 of each domain is the
/// invalid entry.
#[derive(Clone, Debug, Default)]
pub struct SchedRw {
    /// Position in its domain (writes or reads).
    pub index: u32,
    /// The def's name, or a generated `(A_B)` name for a sequence.
    pub name: String,
    /// The def (`None` for the invalid entry and inferred sequences).
    pub def: Option<RecId>,
    /// A `SchedRead` rather than a `SchedWrite`.
    pub is_read: bool,
    /// The target of some `SchedAlias`.
    pub is_alias: bool,
    /// A `SchedVariant`.
    pub has_variants: bool,
    /// A `SchedVariant` with `Variadic` set.
    pub is_variadic: bool,
    /// A `WriteSequence` (or an inferred sequence).
    pub is_sequence: bool,
    /// The sequence's members, by index in the same domain.
    pub sequence: Vec<u32>,
    /// The `SchedAlias` records whose `MatchRW` is this one.
    pub aliases: Vec<RecId>,
}

/// A scheduling class (LLVM's `CodeGenSchedClass`): what instructions with
/// the same itinerary class and read/write lists share.
#[derive(Clone, Debug)]
pub struct SchedClass {
    /// The class number (`MCInstrDesc::SchedClass`).
    pub index: u32,
    /// The generated name (`IIC_X_WriteA_ReadB`, or the instruction names
    /// for a class an `InstRW` split off).
    pub name: String,
    /// The itinerary class (`None` for classes inferred from variants).
    pub itin_class: Option<RecId>,
    /// The `SchedWrite`s by index.
    pub writes: Vec<u32>,
    /// The `SchedRead`s by index.
    pub reads: Vec<u32>,
    /// The processor models the class applies to (0 = all), sorted.
    pub proc_indices: Vec<u32>,
    /// The `InstRW` records mapping this class's instructions.
    pub inst_rws: Vec<RecId>,
    /// The processor models whose `InstRW`s of this class were inferred
    /// from (no variant transitions are made for them).
    pub inst_rw_proc_indices: Vec<u32>,
    /// The transitions to classes inferred from variants.
    pub transitions: Vec<Transition>,
}

impl SchedClass {
    fn key_eq(&self, itin: Option<RecId>, writes: &[u32], reads: &[u32]) -> bool {
        self.itin_class == itin && self.writes == writes && self.reads == reads
    }
}

/// What identifies a class instructions name: (itinerary, writes, reads).
type ClassKey = (Option<RecId>, Vec<u32>, Vec<u32>);

/// A processor model (LLVM's `CodeGenProcModel`): one per distinct
/// `SchedMachineModel` or stand-alone `ProcessorItineraries`.
#[derive(Clone, Debug)]
pub struct ProcModel {
    /// The model's number (`MCSchedModel::ProcID`); 0 is `NoSchedModel`.
    pub index: u32,
    /// The model's name (an itinerary-only model gets `Model` appended).
    pub name: String,
    /// The `SchedMachineModel` def.
    pub model_def: RecId,
    /// The `ProcessorItineraries` def.
    pub itins_def: RecId,
    /// For each instruction scheduling class, its `InstrItinData` (empty
    /// unless the model has itineraries).
    pub itin_defs: Vec<Option<RecId>>,
    /// The `ItinRW` records of this model.
    pub itin_rw_defs: Vec<RecId>,
    /// The model's `UnsupportedFeatures`.
    pub unsupported_features: Vec<RecId>,
    /// The `WriteRes` and `SchedWriteRes` defs the model uses, by name.
    pub write_res_defs: Vec<RecId>,
    /// The `ReadAdvance` and `SchedReadAdvance` defs the model uses, by name.
    pub read_advance_defs: Vec<RecId>,
    /// The processor resources (units and groups), by name; resource `i`
    /// is number `i + 1` in the C++ tables.
    pub proc_resource_defs: Vec<RecId>,
    /// The model's `RegisterFile`s, in def-name order.
    pub register_files: Vec<RegisterFile>,
    /// The model's `RetireControlUnit`.
    pub retire_control_unit: Option<RecId>,
    /// The model's `LoadQueue`.
    pub load_queue: Option<RecId>,
    /// The model's `StoreQueue`.
    pub store_queue: Option<RecId>,
    has_itineraries: bool,
    /// The members of `write_res_defs`, for the membership test of each
    /// addition (X86's models use thousands: a scan of the list was a
    /// twentieth of its `-gen-instr-info`).
    write_res_seen: FxHashSet<RecId>,
}

impl ProcModel {
    /// Whether the model has instruction itineraries (a non-empty `IID`).
    pub fn has_itineraries(&self) -> bool {
        self.has_itineraries
    }

    /// LLVM's `hasInstrSchedModel`: the model has write resources or
    /// `ItinRW`s, so per-operand tables are written for it.
    pub fn has_instr_sched_model(&self) -> bool {
        !self.write_res_defs.is_empty() || !self.itin_rw_defs.is_empty()
    }

    /// LLVM's `hasExtraProcessorInfo`.
    pub fn has_extra_processor_info(&self) -> bool {
        self.retire_control_unit.is_some()
            || self.load_queue.is_some()
            || self.store_queue.is_some()
            || !self.register_files.is_empty()
    }

    /// The 1-based number of a processor resource of this model (LLVM's
    /// `getProcResourceIdx`), `None` if the model does not use it.
    pub fn proc_resource_idx(&self, def: RecId) -> Option<u32> {
        self.proc_resource_defs.iter().position(|&d| d == def).map(|i| i as u32 + 1)
    }
}

/// The scheduling model of a target. See the [module docs](self).
#[derive(Clone, Debug)]
pub struct SchedModels {
    proc_models: Vec<ProcModel>,
    proc_model_map: FxHashMap<RecId, u32>,
    writes: Vec<SchedRw>,
    reads: Vec<SchedRw>,
    rw_index: FxHashMap<RecId, u32>,
    classes: Vec<SchedClass>,
    num_instr_sched_classes: usize,
    instr_class: FxHashMap<RecId, u32>,
    all_units: Vec<RecId>,
    all_groups: Vec<RecId>,
    /// `all_units` and `all_groups` indexed for `find_proc_res_units`.
    unit_index: Option<resources::UnitIndex>,
    sti_functions: Vec<StiPredicateFn>,
    /// The reads and writes [`cycles`] has followed so far.
    variant_marks: FxHashMap<(bool, u32), cycles::Mark>,
}

impl SchedModels {
    /// Builds the model of the records' target; `insts` is the target's
    /// instruction enumeration.
    ///
    /// ```
    /// use tablegen_build::model::codegen::schedule::SchedModels;
    /// use tablegen_build::model::codegen::Instructions;
    /// use tablegen_build::{Input, Session};
    ///
    /// let golden = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
    /// let td = format!("{golden}/own/packetizer/sched.td");
    /// let mut s = Session::parse(&Input::file(td), &[format!("{golden}/include").into()], &[]).unwrap();
    /// let (m, ldb) = s
    ///     .analyze(|rk| {
    ///         let insts = Instructions::new(rk)?;
    ///         Ok((SchedModels::new(rk, insts.enumeration())?, rk.def("LDB").unwrap()))
    ///     })
    ///     .unwrap();
    /// let names: Vec<&str> = m.proc_models().iter().map(|p| p.name.as_str()).collect();
    /// assert_eq!(names, ["NoSchedModel", "ModelA", "ModelB", "ItinsBModel"]);
    /// // The classes llvm-tblgen-19's `GET_INSTRINFO_SCHED_ENUM` lists for
    /// // this file: ModelA's InstRWs moved LDB, LDH and SUB to classes of
    /// // their own; ModelB's InstRW over LDB and LDH reuses theirs.
    /// let classes: Vec<&str> = m.classes().iter().map(|c| c.name.as_str()).collect();
    /// assert_eq!(
    ///     classes,
    ///     ["NoInstrModel", "IIC_ALU_WriteALU_ReadALU", "IIC_ALU_WriteALU2", "IIC_BR", "IIC_LD_WriteLD", "LDB_LDH", "SUB"]
    /// );
    /// let ldb = m.instr_class(ldb);
    /// assert_eq!(m.classes()[ldb as usize].inst_rws.len(), 2);
    /// ```
    pub fn new(rk: &mut Records<'_>, insts: &InstrEnumeration) -> Result<Self> {
        let mut sets = SetTheory::new();
        sets.add_field_expander("InstRW", "Instrs");
        sets.add_operator("instrs", inst_regex::instrs);
        let regex = Arc::new(InstRegex::new(rk, insts));
        sets.add_operator(
            "instregex",
            move |_: &mut SetTheory, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]| {
                regex.apply(rk, expr, elts, loc)
            },
        );
        let mut m = SchedModels {
            proc_models: Vec::new(),
            proc_model_map: FxHashMap::default(),
            writes: Vec::new(),
            reads: Vec::new(),
            rw_index: FxHashMap::default(),
            classes: Vec::new(),
            num_instr_sched_classes: 0,
            instr_class: FxHashMap::default(),
            all_units: Vec::new(),
            all_groups: Vec::new(),
            unit_index: None,
            sti_functions: Vec::new(),
            variant_marks: FxHashMap::default(),
        };
        m.collect_proc_models(rk)?;
        m.collect_sched_rw(rk, insts)?;
        m.collect_sched_classes(rk, insts, &mut sets)?;
        m.collect_proc_itins(rk)?;
        m.collect_proc_itin_rw(rk)?;
        m.collect_unsupported_features(rk)?;
        m.infer_sched_classes(rk, &mut sets)?;
        m.collect_proc_resources(rk)?;
        m.collect_optional_processor_info(rk)?;
        m.check_completeness(rk, insts)?;
        m.check_predicates(rk)?;
        m.collect_sti_predicates(rk)?;
        Ok(m)
    }

    /// The processor models, `NoSchedModel` first.
    pub fn proc_models(&self) -> &[ProcModel] {
        &self.proc_models
    }

    /// The processor model of a `SchedMachineModel` or itinerary def.
    pub fn proc_model(&self, def: RecId) -> Option<&ProcModel> {
        self.proc_model_map.get(&def).map(|&i| &self.proc_models[i as usize])
    }

    /// The `SchedWrite`s; index 0 is invalid.
    pub fn writes(&self) -> &[SchedRw] {
        &self.writes
    }

    /// The `SchedRead`s; index 0 is invalid.
    pub fn reads(&self) -> &[SchedRw] {
        &self.reads
    }

    /// The scheduling classes; 0 is `NoInstrModel`.
    pub fn classes(&self) -> &[SchedClass] {
        &self.classes
    }

    /// The number of classes instructions (and `InstRW`s) name directly;
    /// classes after these are inferred.
    pub fn num_instr_sched_classes(&self) -> usize {
        self.num_instr_sched_classes
    }

    /// Whether some `SchedReadWrite` is a `SchedVariant`: then LLVM infers
    /// classes from the variants, which this model does not do yet.
    pub fn has_variants(&self) -> bool {
        self.writes.iter().chain(&self.reads).any(|rw| rw.has_variants)
    }

    /// Whether some processor model has itineraries.
    pub fn has_itineraries(&self) -> bool {
        self.proc_models.iter().any(|p| p.has_itineraries)
    }

    /// An instruction's scheduling class (0 if none).
    pub fn instr_class(&self, inst: RecId) -> u32 {
        self.instr_class.get(&inst).copied().unwrap_or(0)
    }

    // ------------------------------------------------------------------ models

    fn collect_proc_models(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let mut procs = Vec::new();
        for p in derived(rk, "Processor")? {
            let name = lift(rk, rk.value_as_string(p, "Name").map(str::to_string))?;
            procs.push((name, p));
        }
        // Names are unique once checked, so any sort gives LLVM's order.
        procs.sort_by(|a, b| a.0.cmp(&b.0));
        if let Some(w) = procs.windows(2).find(|w| w[0].0 == w[1].0) {
            let (name, rec) = (w[0].0.clone(), w[0].1);
            return fatal_at(rk, rec, format!("Duplicate processor name {name}"));
        }
        let no_model = required_def(rk, "NoSchedModel")?;
        let no_itins = required_def(rk, "NoItineraries")?;
        self.push_model("NoSchedModel".into(), no_model, no_itins, rk)?;
        self.proc_model_map.insert(no_model, 0);
        for (_, p) in procs {
            self.add_proc_model(rk, p)?;
        }
        Ok(())
    }

    fn push_model(&mut self, name: String, model_def: RecId, itins_def: RecId, rk: &mut Records<'_>) -> Result<()> {
        let index = self.proc_models.len() as u32;
        let has_itineraries = !defs_field(rk, itins_def, "IID")?.is_empty();
        self.proc_models.push(ProcModel {
            index,
            name,
            model_def,
            itins_def,
            itin_defs: Vec::new(),
            itin_rw_defs: Vec::new(),
            unsupported_features: Vec::new(),
            write_res_defs: Vec::new(),
            read_advance_defs: Vec::new(),
            proc_resource_defs: Vec::new(),
            register_files: Vec::new(),
            retire_control_unit: None,
            load_queue: None,
            store_queue: None,
            has_itineraries,
            write_res_seen: FxHashSet::default(),
        });
        Ok(())
    }

    /// LLVM's `getModelOrItinDef`: a processor's itineraries if it has
    /// any, else its machine model.
    fn model_or_itin_def(rk: &mut Records<'_>, proc: RecId) -> Result<RecId> {
        let model = def_field(rk, proc, "SchedModel")?;
        let itins = def_field(rk, proc, "ProcItin")?;
        Ok(if defs_field(rk, itins, "IID")?.is_empty() { model } else { itins })
    }

    fn add_proc_model(&mut self, rk: &mut Records<'_>, proc: RecId) -> Result<()> {
        let key = Self::model_or_itin_def(rk, proc)?;
        if self.proc_model_map.contains_key(&key) {
            return Ok(());
        }
        self.proc_model_map.insert(key, self.proc_models.len() as u32);
        let mut name = rk.name_str(key).to_string();
        if rk.is_subclass_of_name(key, "SchedMachineModel") {
            let itins = def_field(rk, key, "Itineraries")?;
            self.push_model(name, key, itins, rk)
        } else {
            if !defs_field(rk, key, "IID")?.is_empty() {
                name.push_str("Model");
            }
            let model = def_field(rk, proc, "SchedModel")?;
            self.push_model(name, model, key, rk)
        }
    }

    // --------------------------------------------------------- reads and writes

    fn collect_sched_rw(&mut self, rk: &mut Records<'_>, insts: &InstrEnumeration) -> Result<()> {
        self.writes.push(SchedRw::default());
        self.reads.push(SchedRw { is_read: true, ..SchedRw::default() });
        let mut scan = RwScan::default();
        for &inst in insts.by_enum() {
            if crate::support::fields::is_unset(rk, inst, "SchedRW")? {
                continue;
            }
            for rw in defs_field(rk, inst, "SchedRW")? {
                scan.visit_rw(rk, rw)?;
            }
        }
        for class in ["InstRW", "ItinRW"] {
            for rec in derived(rk, class)? {
                for rw in defs_field(rk, rec, "OperandReadWrites")? {
                    scan.visit_rw(rk, rw)?;
                }
            }
        }
        let mut alias_defs = derived(rk, "SchedAlias")?;
        sort_by_name(rk, &mut alias_defs);
        for &a in &alias_defs {
            let matched = def_field(rk, a, "MatchRW")?;
            let alias = def_field(rk, a, "AliasRW")?;
            if rk.is_subclass_of_name(matched, "SchedWrite") {
                if !rk.is_subclass_of_name(alias, "SchedWrite") {
                    return fatal_at(rk, a, "SchedWrite Alias must be SchedWrite");
                }
                scan.visit(rk, alias, false)?;
            } else {
                if !rk.is_subclass_of_name(alias, "SchedRead") {
                    return fatal_at(rk, a, "SchedRead Alias must be SchedRead");
                }
                scan.visit(rk, alias, true)?;
            }
        }
        for (mut list, is_read) in [(scan.writes, false), (scan.reads, true)] {
            sort_by_name(rk, &mut list);
            for d in list {
                self.push_rw(rk, d, is_read)?;
            }
        }
        for i in 0..self.writes.len() {
            if let (true, Some(d)) = (self.writes[i].is_sequence, self.writes[i].def) {
                let seq = defs_field(rk, d, "Writes")?;
                let seq = self.find_rws(&seq, false);
                self.writes[i].sequence = seq;
            }
        }
        for &a in &alias_defs {
            let alias = def_field(rk, a, "AliasRW")?;
            if let Some(rw) = self.rw_mut(rk, alias) {
                rw.is_alias = true;
            }
            let matched = def_field(rk, a, "MatchRW")?;
            let Some(rw) = self.rw_mut(rk, matched) else { continue };
            if rw.is_alias {
                return fatal_at(rk, a, "Cannot Alias an Alias");
            }
            rw.aliases.push(a);
        }
        Ok(())
    }

    fn push_rw(&mut self, rk: &mut Records<'_>, d: RecId, is_read: bool) -> Result<()> {
        let has_variants = rk.is_subclass_of_name(d, "SchedVariant");
        let is_variadic = has_variants && bit_field(rk, d, "Variadic")?;
        let list = if is_read { &mut self.reads } else { &mut self.writes };
        let index = list.len() as u32;
        list.push(SchedRw {
            index,
            name: rk.name_str(d).to_string(),
            def: Some(d),
            is_read: rk.is_subclass_of_name(d, "SchedRead"),
            has_variants,
            is_variadic,
            is_sequence: rk.is_subclass_of_name(d, "WriteSequence"),
            ..SchedRw::default()
        });
        self.rw_index.entry(d).or_insert(index);
        Ok(())
    }

    /// The read or write of a def, chosen by its class as LLVM's
    /// `getSchedRW(Record *)` does.
    fn rw_mut(&mut self, rk: &RecordKeeper, d: RecId) -> Option<&mut SchedRw> {
        let is_read = rk.is_subclass_of_name(d, "SchedRead");
        let idx = self.rw_idx(d, is_read) as usize;
        let list = if is_read { &mut self.reads } else { &mut self.writes };
        list.get_mut(idx)
    }

    /// LLVM's `getSchedRWIdx`: 0 when the def is not in that domain.
    pub fn rw_idx(&self, d: RecId, is_read: bool) -> u32 {
        let list = if is_read { &self.reads } else { &self.writes };
        match self.rw_index.get(&d) {
            Some(&i) if list.get(i as usize).is_some_and(|rw| rw.def == Some(d)) => i,
            _ => 0,
        }
    }

    /// LLVM's `findRWs` for one domain.
    fn find_rws(&self, ds: &[RecId], is_read: bool) -> Vec<u32> {
        ds.iter().map(|&d| self.rw_idx(d, is_read)).collect()
    }

    /// Runs `f` on the writes and reads of each processor's `ItinRW` that
    /// maps the itinerary class `itin`, with the processor's index; a
    /// processor with two such `ItinRW`s is LLVM's error, reported when the
    /// second is reached (after `f` ran on the first, as LLVM does).
    fn for_each_itin_rw(
        &mut self,
        rk: &mut Records<'_>,
        itin: RecId,
        mut f: impl FnMut(&mut Self, &mut Records<'_>, &[u32], &[u32], u32) -> Result<()>,
    ) -> Result<()> {
        for pidx in 0..self.proc_models.len() {
            let mut has_match = false;
            for rw in self.proc_models[pidx].itin_rw_defs.clone() {
                if !defs_field(rk, rw, "MatchedItinClasses")?.contains(&itin) {
                    continue;
                }
                if has_match {
                    let msg = format!(
                        "Duplicate itinerary class {} in ItinResources for {}",
                        rk.name_str(itin),
                        self.proc_models[pidx].name
                    );
                    return fatal_at(rk, rw, msg);
                }
                has_match = true;
                let rws = defs_field(rk, rw, "OperandReadWrites")?;
                let (w, r) = self.find_writes_reads(rk, &rws);
                f(self, rk, &w, &r, pidx as u32)?;
            }
        }
        Ok(())
    }

    /// Splits `ds` into writes and reads (by class) and indexes both.
    fn find_writes_reads(&self, rk: &RecordKeeper, ds: &[RecId]) -> (Vec<u32>, Vec<u32>) {
        let (w, r): (Vec<RecId>, Vec<RecId>) = ds.iter().partition(|&&d| rk.is_subclass_of_name(d, "SchedWrite"));
        (self.find_rws(&w, false), self.find_rws(&r, true))
    }

    // ------------------------------------------------------------------ classes

    fn collect_sched_classes(
        &mut self,
        rk: &mut Records<'_>,
        insts: &InstrEnumeration,
        sets: &mut SetTheory,
    ) -> Result<()> {
        let no_itin = rk.def("NoItinerary");
        self.classes.push(SchedClass {
            index: 0,
            name: "NoInstrModel".into(),
            itin_class: no_itin,
            writes: Vec::new(),
            reads: Vec::new(),
            proc_indices: vec![0],
            inst_rws: Vec::new(),
            inst_rw_proc_indices: Vec::new(),
            transitions: Vec::new(),
        });
        let mut by_key: FxHashMap<ClassKey, u32> = FxHashMap::default();
        by_key.insert((no_itin, Vec::new(), Vec::new()), 0);
        for &inst in insts.by_enum() {
            let itin = def_field(rk, inst, "Itinerary")?;
            let (writes, reads) = if crate::support::fields::is_unset(rk, inst, "SchedRW")? {
                (Vec::new(), Vec::new())
            } else {
                let rws = defs_field(rk, inst, "SchedRW")?;
                self.find_writes_reads(rk, &rws)
            };
            let idx = self.add_sched_class(&mut by_key, rk, Some(itin), writes, reads);
            self.instr_class.insert(inst, idx);
        }
        let mut inst_rws = derived(rk, "InstRW")?;
        sort_by_name(rk, &mut inst_rws);
        for rw in inst_rws {
            self.create_inst_rw_class(rk, sets, rw)?;
        }
        self.num_instr_sched_classes = self.classes.len();
        Ok(())
    }

    /// LLVM's `addSchedClass` for the generic (all-processor) classes of
    /// instructions: an existing class with the same key is reused.
    fn add_sched_class(
        &mut self,
        by_key: &mut FxHashMap<ClassKey, u32>,
        rk: &RecordKeeper,
        itin: Option<RecId>,
        writes: Vec<u32>,
        reads: Vec<u32>,
    ) -> u32 {
        let key = (itin, writes, reads);
        if let Some(&idx) = by_key.get(&key) {
            debug_assert!(self.classes[idx as usize].key_eq(key.0, &key.1, &key.2));
            let pi = &mut self.classes[idx as usize].proc_indices;
            if !pi.contains(&0) {
                pi.insert(0, 0);
            }
            return idx;
        }
        let index = self.classes.len() as u32;
        let itin_name = itin.map(|i| rk.name_str(i)).filter(|n| *n != "NoItinerary");
        let name = self.class_name(itin_name, &key.1, &key.2);
        self.classes.push(SchedClass {
            index,
            name,
            itin_class: itin,
            writes: key.1.clone(),
            reads: key.2.clone(),
            proc_indices: vec![0],
            inst_rws: Vec::new(),
            inst_rw_proc_indices: Vec::new(),
            transitions: Vec::new(),
        });
        by_key.insert(key, index);
        index
    }

    fn class_name(&self, itin: Option<&str>, writes: &[u32], reads: &[u32]) -> String {
        let mut name = String::from(itin.unwrap_or(""));
        for &w in writes {
            if !name.is_empty() {
                name.push('_');
            }
            name.push_str(&self.writes[w as usize].name);
        }
        for &r in reads {
            name.push('_');
            name.push_str(&self.reads[r as usize].name);
        }
        name
    }

    /// LLVM's `createInstRWClass`: the instructions an `InstRW` names are
    /// grouped by their current class; a group that is the whole of a class
    /// another `InstRW` created keeps it, any other group moves to a new
    /// class.
    fn create_inst_rw_class(&mut self, rk: &mut Records<'_>, sets: &mut SetTheory, rw_def: RecId) -> Result<()> {
        let inst_defs = expand(rk, sets, rw_def)?;
        if inst_defs.is_empty() {
            return fatal_at(rk, rw_def, "No matching instruction opcodes");
        }
        let mut groups: Vec<(u32, Vec<RecId>)> = Vec::new();
        for d in inst_defs {
            let Some(&sc) = self.instr_class.get(&d) else {
                return fatal_at(rk, d, "No sched class for instruction.");
            };
            match groups.iter_mut().find(|(c, _)| *c == sc) {
                Some((_, v)) => v.push(d),
                None => groups.push((sc, vec![d])),
            }
        }
        let rw_model = def_field(rk, rw_def, "SchedModel")?;
        for (old, group) in groups {
            if old != 0 && !self.classes[old as usize].inst_rws.is_empty() {
                let first_rw = self.classes[old as usize].inst_rws[0];
                let orig = expand(rk, sets, first_rw)?;
                let still_here = orig.iter().filter(|d| self.instr_class.get(d) == Some(&old)).count();
                if still_here == group.len() {
                    let full_check = bit_field(rk, rw_model, "FullInstRWOverlapCheck")?;
                    for prev in self.classes[old as usize].inst_rws.clone() {
                        if def_field(rk, prev, "SchedModel")? == rw_model && full_check {
                            return overlap(rk, rw_def, group[0], prev);
                        }
                    }
                    self.classes[old as usize].inst_rws.push(rw_def);
                    continue;
                }
            }
            let index = self.classes.len() as u32;
            let name = group.iter().map(|&d| rk.name_str(d)).collect::<Vec<_>>().join("_");
            let prev = &self.classes[old as usize];
            let mut class = SchedClass {
                index,
                name,
                itin_class: prev.itin_class,
                writes: prev.writes.clone(),
                reads: prev.reads.clone(),
                proc_indices: vec![0],
                inst_rws: Vec::new(),
                inst_rw_proc_indices: Vec::new(),
                transitions: Vec::new(),
            };
            if old != 0 {
                for prev_rw in self.classes[old as usize].inst_rws.clone() {
                    if def_field(rk, prev_rw, "SchedModel")? == rw_model {
                        return overlap(rk, rw_def, group[0], prev_rw);
                    }
                    class.inst_rws.push(prev_rw);
                }
            }
            class.inst_rws.push(rw_def);
            for &d in &group {
                self.instr_class.insert(d, index);
            }
            self.classes.push(class);
        }
        Ok(())
    }

    // --------------------------------------------------------------- itineraries

    fn collect_proc_itins(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let mut by_itin: FxHashMap<RecId, Vec<u32>> = FxHashMap::default();
        for c in &self.classes {
            if let Some(i) = c.itin_class {
                by_itin.entry(i).or_default().push(c.index);
            }
        }
        for pm in 0..self.proc_models.len() {
            if !self.proc_models[pm].has_itineraries {
                continue;
            }
            let itins_def = self.proc_models[pm].itins_def;
            let mut list = vec![None; self.num_instr_sched_classes];
            for data in defs_field(rk, itins_def, "IID")? {
                let class = def_field(rk, data, "TheClass")?;
                for &sc in by_itin.get(&class).map(Vec::as_slice).unwrap_or_default() {
                    list[sc as usize] = Some(data);
                }
            }
            self.proc_models[pm].itin_defs = list;
        }
        Ok(())
    }

    fn collect_proc_itin_rw(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let mut itin_rws = derived(rk, "ItinRW")?;
        sort_by_name(rk, &mut itin_rws);
        for rw in itin_rws {
            let model = lift(rk, rk.value_init(rw, "SchedModel"))?;
            if !rk.is_complete(model) {
                return fatal_at(rk, rw, "SchedModel is undefined");
            }
            let model = def_field(rk, rw, "SchedModel")?;
            let Some(&pm) = self.proc_model_map.get(&model) else {
                let msg = format!("Undefined SchedMachineModel {}", rk.name_str(model));
                return fatal_at(rk, rw, msg);
            };
            self.proc_models[pm as usize].itin_rw_defs.push(rw);
        }
        Ok(())
    }

    fn collect_unsupported_features(&mut self, rk: &mut Records<'_>) -> Result<()> {
        for pm in &mut self.proc_models {
            let features = defs_field(rk, pm.model_def, "UnsupportedFeatures")?;
            pm.unsupported_features.extend(features);
        }
        Ok(())
    }
}

impl SchedModels {
    /// LLVM's `checkCompleteness`: in a `CompleteModel`, every instruction
    /// that has scheduling info and is not excluded by an unsupported
    /// feature needs writes, an itinerary (if the model has itineraries) or
    /// an `InstRW` of the model. All offenders are reported, then the run
    /// ends.
    fn check_completeness(&self, rk: &mut Records<'_>, insts: &InstrEnumeration) -> Result<()> {
        let mut complete = true;
        for pm in &self.proc_models {
            if !bit_field(rk, pm.model_def, "CompleteModel")? {
                continue;
            }
            let unsupported: Vec<String> =
                pm.unsupported_features.iter().map(|&f| rk.name_str(f).to_string()).collect();
            for &inst in insts.by_enum() {
                if bit_field(rk, inst, "hasNoSchedulingInfo")? {
                    continue;
                }
                if !unsupported.is_empty() {
                    let preds = defs_field(rk, inst, "Predicates")?;
                    if preds.iter().any(|&p| unsupported.iter().any(|u| u == rk.name_str(p))) {
                        continue;
                    }
                }
                let sc = self.instr_class(inst);
                if sc == 0 {
                    if crate::support::fields::is_unset(rk, inst, "SchedRW")? {
                        let msg = format!(
                            "No schedule information for instruction '{}' in SchedMachineModel '{}'",
                            rk.name_str(inst),
                            rk.name_str(pm.model_def)
                        );
                        let locs = rk.record(inst).locs.clone();
                        rk.error(&locs, msg);
                        complete = false;
                    }
                    continue;
                }
                let class = &self.classes[sc as usize];
                if !class.writes.is_empty() {
                    continue;
                }
                if pm.has_itineraries && class.itin_class.is_some_and(|i| rk.name_str(i) != "NoItinerary") {
                    continue;
                }
                let mut covered = false;
                for &rw in &class.inst_rws {
                    if def_field(rk, rw, "SchedModel")? == pm.model_def {
                        covered = true;
                        break;
                    }
                }
                if !covered {
                    let msg = format!("'{}' lacks information for '{}'", pm.name, rk.name_str(inst));
                    let locs = rk.record(inst).locs.clone();
                    rk.error(&locs, msg);
                    complete = false;
                }
            }
        }
        if complete {
            return Ok(());
        }
        let mut text = String::from(
            "\n\nIncomplete schedule models found.\n\
             - Consider setting 'CompleteModel = 0' while developing new models.\n\
             - Pseudo instructions can be marked with 'hasNoSchedulingInfo = 1'.\n\
             - Instructions should usually have Sched<[...]> as a superclass, you may temporarily use an empty list.\n\
             - Instructions related to unsupported features can be excluded with list<Predicate> \
             UnsupportedFeatures = [HasA,..,HasY]; in the processor model.\n\n",
        );
        text.push_str(&SourceMgr::render_no_loc(DiagKind::Error, "Incomplete schedule model"));
        crate::support::fields::fatal_raw(rk, &text)
    }
}

/// The defs reachable from `SchedReadWrite`s through sequences and
/// variants, in visiting order, split by the domain of the root that
/// reached them (as LLVM's `scanSchedRW`).
#[derive(Default)]
struct RwScan {
    seen: FxHashSet<RecId>,
    writes: Vec<RecId>,
    reads: Vec<RecId>,
}

impl RwScan {
    fn visit_rw(&mut self, rk: &mut Records<'_>, rw: RecId) -> Result<()> {
        let is_read = !rk.is_subclass_of_name(rw, "SchedWrite");
        self.visit(rk, rw, is_read)
    }

    fn visit(&mut self, rk: &mut Records<'_>, rw: RecId, is_read: bool) -> Result<()> {
        let mut stack = vec![rw];
        while let Some(d) = stack.pop() {
            if !self.seen.insert(d) {
                continue;
            }
            if is_read { &mut self.reads } else { &mut self.writes }.push(d);
            let mut next = Vec::new();
            if rk.is_subclass_of_name(d, "WriteSequence") {
                next = defs_field(rk, d, "Writes")?;
            } else if rk.is_subclass_of_name(d, "SchedVariant") {
                for variant in defs_field(rk, d, "Variants")? {
                    next.extend(defs_field(rk, variant, "Selected")?);
                }
            }
            // Depth-first in order: push the children reversed.
            stack.extend(next.into_iter().rev());
        }
        Ok(())
    }
}

/// Reports LLVM's overlapping-`InstRW` error: an error at the new record,
/// then a fatal note at the previous one.
fn overlap(rk: &mut Records<'_>, rw_def: RecId, first_inst: RecId, prev: RecId) -> Result<()> {
    let instrs = lift(rk, rk.value_init(prev, "Instrs"))?;
    let msg = format!(
        "Overlapping InstRW definition for \"{}\" also matches previous \"{}\".",
        rk.name_str(first_inst),
        rk.as_string(instrs)
    );
    let here = rk.record(rw_def).locs.clone();
    let there = rk.record(prev).locs.clone();
    crate::support::fields::error_then_fatal_note(rk, &here, &msg, &there, "Previous match was here.")
}

/// The instructions an `InstRW` names (its `Instrs` set, evaluated once).
fn expand(rk: &mut Records<'_>, sets: &mut SetTheory, rw: RecId) -> Result<Vec<RecId>> {
    Ok(sets.expand(rk, rw)?.map(<[RecId]>::to_vec).unwrap_or_default())
}

/// A def the scheduling model cannot do without (LLVM would crash).
fn required_def(rk: &mut Records<'_>, name: &str) -> Result<RecId> {
    match rk.def(name) {
        Some(d) => Ok(d),
        None => fatal(rk, &[], format!("Record `{name}' is not defined (the scheduling model needs it)")),
    }
}

/// LLVM's `LessRecord` order (names, digit runs compared numerically).
fn sort_by_name(rk: &RecordKeeper, v: &mut [RecId]) {
    v.sort_by(|a, b| compare_numeric(rk.name_str(*a), rk.name_str(*b)));
}
