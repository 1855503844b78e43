//! `-gen-dfa-packetizer` (LLVM's `DFAPacketizerEmitter`): the automaton a
//! VLIW target's packetizer asks whether one more instruction fits in the
//! current packet.
//!
//! Each itinerary of a processor model becomes a *resource vector*: one
//! functional-unit mask per stage that uses any unit (`a|b` means "a or
//! b"). The NFA state is the set of units taken so far; applying a
//! vector picks one unit from each stage's mask (a combo unit also takes
//! the units it stands for). Distinct vectors are the automaton's actions,
//! numbered from 1; [`crate::model::dfa`] makes the NFA deterministic.

mod cpp;
mod rust;

use crate::backend::{Options, Pipeline, Records, Result};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use crate::model::codegen::schedule::itineraries::{
    combo_units, stage_defs, stage_units, ComboUnit, ProcessorItineraries,
};
use crate::model::codegen::schedule::SchedModels;
use crate::model::codegen::{CodeGenTarget, Instructions};
use crate::model::dfa::{Dfa, NfaBuilder};
use crate::support::fields::fatal_at;

/// The resource bits are a `u64`.
const MAX_RESOURCES: usize = 64;

/// Most NFA transitions one packetizer automaton may have: 2^20. The
/// crawl can grow exponentially with the number of units (16 units that
/// any instruction may take make 2 million), and determinizing keeps,
/// per DFA transition, every NFA transition it stands for: LLVM completes
/// 860,160 NFA transitions in 2.5 GiB and runs out of 4 GiB on 1,966,080.
/// The largest real packetizer, Hexagon's, has 36,144.
const MAX_NFA_TRANSITIONS: usize = 1 << 20;

/// The C++ writer.
pub fn write_cpp(_: &RecordKeeper, p: &Packetizers, _: &Options) -> String {
    cpp::write(p)
}

/// The Rust writer.
pub fn write_rust(rk: &RecordKeeper, p: &Packetizers, opts: &Options) -> String {
    rust::write(rk, p, opts.rust_runtime())
}

/// Everything the writers print.
#[derive(Clone, Debug)]
pub struct Packetizers {
    /// The target's name.
    pub target: String,
    /// One packetizer per `PacketizerNamespace`.
    pub namespaces: Vec<NamespaceDfa>,
}

/// The packetizer of one `PacketizerNamespace` (`""` for most targets).
#[derive(Clone, Debug)]
pub struct NamespaceDfa {
    /// The namespace (LLVM's `DFAName`).
    pub name: String,
    /// For every scheduling class of every processor model emitted so far,
    /// its action (the resource vector's id; 0 = no itinerary).
    pub resource_indices: Vec<u32>,
    /// `(model name, first index in resource_indices)` per processor model
    /// with itineraries in this namespace.
    pub models: Vec<(String, u32)>,
    /// The automaton.
    pub dfa: Dfa,
}

/// The processor models of one `PacketizerNamespace`.
struct Group {
    name: String,
    /// Indices into the scheduling model's processor models.
    models: Vec<usize>,
    /// The distinct `ProcessorItineraries` of those models.
    itin_sets: Vec<ProcessorItineraries>,
}

/// The state LLVM's emitter object keeps across namespaces: unit bits,
/// combo units, the uniqued resource vectors and the schedule classes.
#[derive(Default)]
struct Emitter {
    unit_bits: FxHashMap<String, u64>,
    combo_bits: FxHashMap<u64, u64>,
    /// Resource vectors in id order (id = index + 1).
    unique: Vec<Vec<u64>>,
    unique_ids: FxHashMap<Vec<u64>, u32>,
    resource_indices: Vec<u32>,
}

/// Builds the packetizer automata of the records' target.
///
/// ```
/// use tablegen_build::{Input, Session};
///
/// let golden = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
/// let td = format!("{golden}/own/packetizer/sched.td");
/// let mut s = Session::parse(&Input::file(td), &[format!("{golden}/include").into()], &[]).unwrap();
/// let p = s.analyze(tablegen_build::backends::packetizer::analyze).unwrap();
/// // What llvm-tblgen-19 prints for this file: `ArchResourceIndices`,
/// // `ArchProcResourceIndexStart` and the automaton's sizes.
/// let ns = &p.namespaces[0];
/// assert_eq!(ns.resource_indices, [0, 1, 1, 2, 3, 3, 1, 0, 4, 4, 0, 5, 5, 4, 0, 4, 4, 0, 5, 5, 4]);
/// let starts: Vec<(&str, u32)> = ns.models.iter().map(|(m, i)| (m.as_str(), *i)).collect();
/// assert_eq!(starts, [("ModelA", 0), ("ModelB", 7), ("ItinsBModel", 14)]);
/// assert_eq!((ns.dfa.nfa_states, ns.dfa.nfa_transitions), (8, 22));
/// assert_eq!((ns.dfa.num_states, ns.dfa.transitions.len()), (10, 28));
/// ```
pub fn analyze(rk: &mut Records<'_>) -> Result<Packetizers> {
    let target = CodeGenTarget::new(rk)?;
    let target_name = target.name(rk).to_string();
    let insts = Instructions::new(rk)?;
    let sched = SchedModels::new(rk, insts.enumeration())?;

    // Models grouped by namespace, namespaces in first-seen order (LLVM
    // walks an unordered map; no target has more than one namespace), each
    // with its distinct itinerary sets.
    let mut groups: Vec<Group> = Vec::new();
    for (i, pm) in sched.proc_models().iter().enumerate() {
        if !pm.has_itineraries() {
            continue;
        }
        let itins = ProcessorItineraries::read(rk, pm.itins_def)?;
        let group = match groups.iter().position(|g| g.name == itins.packetizer_namespace) {
            Some(g) => &mut groups[g],
            None => {
                groups.push(Group {
                    name: itins.packetizer_namespace.clone(),
                    models: Vec::new(),
                    itin_sets: Vec::new(),
                });
                groups.last_mut().expect("just pushed")
            }
        };
        group.models.push(i);
        if !group.itin_sets.iter().any(|s| s.def == itins.def) {
            group.itin_sets.push(itins);
        }
    }

    // Read once, though LLVM reads them per namespace (and not at all when
    // there is none).
    let combos = if groups.is_empty() { Vec::new() } else { combo_units(rk)? };
    let mut e = Emitter::default();
    let mut namespaces = Vec::new();
    for mut group in groups {
        group.itin_sets.sort_by_key(|s| s.def.index());
        e.collect_func_units(rk, &group.itin_sets)?;
        e.collect_combo_funcs(rk, &combos);
        let mut starts = Vec::new();
        for &m in &group.models {
            let pm = &sched.proc_models()[m];
            starts.push((pm.name.clone(), e.resource_indices.len() as u32));
            for &itin in &pm.itin_defs {
                let idx = match itin {
                    None => 0,
                    Some(data) => {
                        let resources = e.resources_of(rk, data)?;
                        e.intern(resources)
                    }
                };
                e.resource_indices.push(idx);
            }
        }
        let Some(nfa) = e.build_nfa(MAX_NFA_TRANSITIONS) else {
            return too_many_transitions(rk, &group);
        };
        let dfa = nfa.determinize();
        let resource_indices = e.resource_indices.clone();
        namespaces.push(NamespaceDfa { name: group.name, resource_indices, models: starts, dfa });
    }
    Ok(Packetizers { target: target_name, namespaces })
}

/// The error for a namespace whose NFA exceeds [`MAX_NFA_TRANSITIONS`],
/// at its first itinerary set (LLVM runs out of memory instead).
fn too_many_transitions<T>(rk: &mut Records<'_>, group: &Group) -> Result<T> {
    let def = group.itin_sets[0].def;
    let msg = format!(
        "{}: the DFA packetizer's NFA would have more than {MAX_NFA_TRANSITIONS} transitions, \
         the most tablegen-rs supports",
        rk.name_str(def)
    );
    fatal_at(rk, def, msg)
}

impl Emitter {
    /// Numbers the functional units of each distinct itinerary set by
    /// position (LLVM's `collectAllFuncUnits`; a unit listed by several
    /// sets takes its position in the last one, sets in definition order).
    fn collect_func_units(&mut self, rk: &mut Records<'_>, itin_sets: &[ProcessorItineraries]) -> Result<()> {
        for set in itin_sets {
            if set.func_units.len() > MAX_RESOURCES {
                let msg = format!(
                    "{} has {} functional units; the packetizer supports at most {MAX_RESOURCES}",
                    rk.name_str(set.def),
                    set.func_units.len()
                );
                return fatal_at(rk, set.def, msg);
            }
            for (j, &u) in set.func_units.iter().enumerate() {
                self.unit_bits.insert(rk.name_str(u).to_string(), 1u64 << j);
            }
        }
        Ok(())
    }

    /// LLVM's `collectAllComboFuncs`: a combo unit's bit stands for itself
    /// and the units it combines.
    fn collect_combo_funcs(&mut self, rk: &RecordKeeper, combos: &[ComboUnit]) {
        for c in combos {
            let bit = self.bits_of(rk, c.combo);
            let all = c.units.iter().fold(bit, |all, &u| all | self.bits_of(rk, u));
            self.combo_bits.insert(bit, all);
        }
    }

    fn bits_of(&self, rk: &RecordKeeper, unit: RecId) -> u64 {
        self.unit_bits.get(rk.name_str(unit)).copied().unwrap_or(0)
    }

    /// The resource vector of an `InstrItinData`: one mask per stage that
    /// names a known unit.
    fn resources_of(&self, rk: &mut Records<'_>, data: RecId) -> Result<Vec<u64>> {
        let mut out = Vec::new();
        for stage in stage_defs(rk, data)? {
            let mut mask = 0;
            for u in stage_units(rk, stage)? {
                mask |= self.bits_of(rk, u);
            }
            if mask != 0 {
                out.push(mask);
            }
        }
        Ok(out)
    }

    fn intern(&mut self, resources: Vec<u64>) -> u32 {
        if let Some(&id) = self.unique_ids.get(&resources) {
            return id;
        }
        self.unique.push(resources.clone());
        let id = self.unique.len() as u32;
        self.unique_ids.insert(resources, id);
        id
    }

    /// Crawls the NFA breadth-first from the empty state, trying every
    /// resource vector in id order from every state; `None` once it has
    /// more than `limit` transitions.
    fn build_nfa(&self, limit: usize) -> Option<NfaBuilder> {
        let mut nfa = NfaBuilder::default();
        let mut transitions = 0usize;
        let mut seen = tablegen_core::intern::FxHashSet::default();
        let mut work = std::collections::VecDeque::from([0u64]);
        seen.insert(0u64);
        let mut next = std::collections::VecDeque::new();
        while let Some(state) = work.pop_front() {
            for (i, resources) in self.unique.iter().enumerate() {
                // Quick filter: some stage has every unit it allows taken.
                if resources.iter().any(|&r| state | r == state) {
                    continue;
                }
                // Every state `apply` leaves is a transition.
                if !self.apply(resources, state, &mut next, limit) {
                    return None;
                }
                transitions += next.len();
                if transitions > limit {
                    return None;
                }
                for to in next.drain(..) {
                    if seen.insert(to) {
                        work.push_back(to);
                    }
                    nfa.add_transition(state, to, i as u64 + 1);
                }
            }
        }
        Some(nfa)
    }

    /// Every state reachable from `state` by taking one unit of each stage
    /// of `resources`, in LLVM's order and with its duplicates (they count
    /// in the NFA's transition total). False when more than `limit` states
    /// pile up: each stage multiplies them by the units it allows, so a few
    /// wide stages would fill memory before any transition is counted.
    fn apply(&self, resources: &[u64], state: u64, out: &mut std::collections::VecDeque<u64>, limit: usize) -> bool {
        out.clear();
        out.push_back(state);
        for &stage in resources {
            for _ in 0..out.len() {
                let Some(s) = out.pop_front() else { break };
                for j in 0..MAX_RESOURCES {
                    let unit = 1u64 << j;
                    if stage & unit == 0 {
                        continue;
                    }
                    let combo = self.combo_bits.get(&unit).copied().unwrap_or(0);
                    if combo != 0 && (!s & combo) != combo {
                        continue;
                    }
                    let to = s | unit | combo;
                    if to != s {
                        if out.len() >= limit {
                            return false;
                        }
                        out.push_back(to);
                    }
                }
            }
        }
        true
    }
}

#[cfg(test)]
mod tests;

/// `-gen-dfa-packetizer`.
pub static BACKEND: Pipeline<Packetizers> =
    Pipeline::new("gen-dfa-packetizer", "Generate DFA Packetizer for VLIW targets", |rk, _| analyze(rk), write_cpp)
        .rust(write_rust);
