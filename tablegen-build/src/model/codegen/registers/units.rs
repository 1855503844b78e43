//! Register units for pressure tracking (LLVM's `computeRegUnitWeights` and
//! `computeRegUnitSets`): unit weights balanced so that registers of a class
//! weigh the same, and the register pressure sets.

use super::{sorted_union as union, ClassId, RegBank, RegId, UnitList};
use crate::backend::{Records, Result};
use crate::support::fields::fatal;

/// The steps (registers plus units, summed over passes) unit-weight
/// normalization may take before it is reported as runaway: about 3
/// times what the slowest terminating input found needs, and about five
/// seconds of llvm-tblgen-19 (see `compute_reg_unit_weights`).
const NORMALIZE_WORK: usize = 1 << 28;

/// A register unit: registers overlap exactly when they share a unit.
#[derive(Clone, Debug)]
pub struct RegUnit {
    /// Pressure weight.
    pub weight: u32,
    /// For a native unit: the one or two registers it stands for (their
    /// super-registers contain it too); none for adopted units.
    pub roots: [Option<RegId>; 2],
    /// True if a root is artificial.
    pub artificial: bool,
    /// Index into [`RegBank::reg_class_unit_sets`] of the pressure sets
    /// containing this unit.
    pub reg_class_unit_sets_idx: u32,
}

/// A register pressure set: a named, sorted set of units.
#[derive(Clone, Debug)]
pub struct RegUnitSet {
    /// The name (a class's, or `A_with_B` for unions).
    pub name: String,
    /// The units, ascending.
    pub units: Vec<u32>,
    /// Sum of the unit weights.
    pub weight: u32,
    /// Position in the emission order.
    pub order: u32,
}

/// A partition of the registers: classes that overlap, transitively.
/// Set 0 holds the registers of no allocatable class.
#[derive(Default)]
struct UberSet {
    regs: Vec<RegId>,
    weight: u32,
    singular_determinants: UnitList,
}

/// A set of small numbers cleared in O(1): a number is in the set when its
/// stamp is the current epoch (normalizing weights clears two sets per
/// register, and AMDGPU has 9,000 registers).
struct Marks {
    stamps: Vec<u32>,
    epoch: u32,
}

impl Marks {
    fn new() -> Self {
        Marks { stamps: Vec::new(), epoch: 1 }
    }
    fn clear(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            // Stale stamps could now match: start afresh.
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.epoch = 1;
        }
    }
    fn contains(&self, n: u32) -> bool {
        self.stamps.get(n as usize) == Some(&self.epoch)
    }
    /// Adds `n`; false if it was present.
    fn insert(&mut self, n: u32) -> bool {
        let i = n as usize;
        if self.stamps.len() <= i {
            self.stamps.resize(i + 1, 0);
        }
        std::mem::replace(&mut self.stamps[i], self.epoch) != self.epoch
    }
}

/// LLVM's `IntEqClasses`: union-find whose classes are numbered by their
/// smallest element once compressed.
struct IntEqClasses {
    ec: Vec<u32>,
    num_classes: u32,
}

impl IntEqClasses {
    fn new(n: usize) -> Self {
        IntEqClasses { ec: (0..n as u32).collect(), num_classes: 0 }
    }
    fn find_leader(&self, mut a: u32) -> u32 {
        while a != self.ec[a as usize] {
            a = self.ec[a as usize];
        }
        a
    }
    fn join(&mut self, mut a: u32, mut b: u32) {
        let (mut eca, mut ecb) = (self.ec[a as usize], self.ec[b as usize]);
        while eca != ecb {
            if eca < ecb {
                self.ec[b as usize] = eca;
                b = ecb;
                ecb = self.ec[b as usize];
            } else {
                self.ec[a as usize] = ecb;
                a = eca;
                eca = self.ec[a as usize];
            }
        }
    }
    fn compress(&mut self) {
        let mut n = 0;
        for i in 0..self.ec.len() {
            let leader = self.ec[i];
            if leader as usize == i {
                self.ec[i] = n;
                n += 1;
            } else {
                self.ec[i] = self.ec[leader as usize];
            }
        }
        self.num_classes = n;
    }
}

impl RegBank {
    /// The derived information the register-info tables need: register
    /// unit weights, pressure sets and their order, and the classes'
    /// sub-register flags. Runs once.
    pub fn compute_derived_info(&mut self, rk: &mut Records<'_>) -> Result<()> {
        if self.derived_done {
            return Ok(());
        }
        self.derived_done = true;
        self.compute_composites(rk)?;
        self.compute_sub_reg_lane_masks(rk)?;
        self.compute_reg_unit_weights(rk)?;
        self.compute_reg_unit_sets(rk)?;
        self.compute_reg_unit_lane_masks();
        for i in 0..self.classes.len() {
            let (mut disjunct, mut covered) = (false, true);
            for r in &self.classes[i].members {
                let reg = &self.registers[r.ix()];
                disjunct |= reg.has_disjunct_sub_regs;
                covered &= reg.covered_by_sub_regs;
            }
            self.classes[i].has_disjunct_sub_regs = disjunct;
            self.classes[i].covered_by_sub_regs = covered;
        }
        for i in 0..self.reg_unit_sets.len() {
            self.reg_unit_sets[i].weight = self.units_weight(&self.reg_unit_sets[i].units);
        }
        let mut order: Vec<u32> = (0..self.reg_unit_sets.len() as u32).collect();
        let sets = &self.reg_unit_sets;
        let _ = crate::support::sort::stable_sort(&mut order, &mut |a: u32, b: u32| {
            Ok::<bool, std::convert::Infallible>(sets[a as usize].units.len() < sets[b as usize].units.len())
        });
        for (i, &s) in order.iter().enumerate() {
            self.reg_unit_sets[s as usize].order = i as u32;
        }
        self.reg_unit_set_order = order;
        Ok(())
    }

    /// The summed weight of some register units (LLVM's
    /// `getRegUnitSetWeight`). Weights are LLVM's `unsigned`s: sums wrap
    /// as they do there (normalization can raise a unit's weight without
    /// bound on odd register sets).
    pub fn units_weight(&self, units: &[u32]) -> u32 {
        units.iter().fold(0u32, |sum, u| sum.wrapping_add(self.reg_units[*u as usize].weight))
    }

    /// A register's weight: the sum of its units'.
    pub fn reg_weight(&self, r: RegId) -> u32 {
        self.units_weight(self.registers[r.ix()].reg_units.as_slice())
    }

    /// The sorted non-artificial units of a class's registers.
    pub fn class_reg_units(&self, rc: ClassId) -> Vec<u32> {
        let mut units: Vec<u32> = Vec::new();
        for r in &self.classes[rc.ix()].members {
            for &u in self.registers[r.ix()].reg_units.as_slice() {
                if !self.reg_units[u as usize].artificial {
                    units.push(u);
                }
            }
        }
        units.sort_unstable();
        units.dedup();
        units
    }

    fn compute_uber_sets(&self) -> (Vec<UberSet>, Vec<usize>) {
        let n = self.registers.len();
        let mut ids = IntEqClasses::new(n + 1);
        let mut allocatable = vec![false; n + 1];
        for rc in &self.classes {
            if !rc.allocatable {
                continue;
            }
            let Some(first) = rc.members.first() else { continue };
            let leader = ids.find_leader(first.0 + 1);
            allocatable[first.ix() + 1] = true;
            for r in &rc.members[1..] {
                allocatable[r.ix() + 1] = true;
                ids.join(leader, r.0 + 1);
            }
        }
        for r in 0..n {
            if !allocatable[r + 1] {
                ids.join(0, r as u32 + 1);
            }
        }
        ids.compress();
        // The set of register 0 (none) is set 0 once compressed.
        let mut sets: Vec<UberSet> = (0..ids.num_classes).map(|_| UberSet::default()).collect();
        let mut reg_sets = Vec::with_capacity(n);
        for r in 0..n {
            let s = ids.ec[r + 1] as usize;
            sets[s].regs.push(RegId(r as u32));
            reg_sets.push(s);
        }
        (sets, reg_sets)
    }

    /// LLVM's `computeUberWeights`: every allocatable set's weight (its
    /// heaviest register's) and singular determinants, giving unweighted
    /// units weight 1.
    fn compute_uber_weights(&mut self, sets: &mut [UberSet]) {
        for set in sets.iter_mut().skip(1) {
            self.compute_uber_weight(set);
        }
    }

    /// [`Self::compute_uber_weights`] for one set.
    fn compute_uber_weight(&mut self, set: &mut UberSet) {
        let mut max = 0;
        for r in &set.regs {
            let mut weight = 0;
            for &u in self.registers[r.ix()].reg_units.as_slice() {
                let unit = &mut self.reg_units[u as usize];
                if !unit.artificial {
                    if unit.weight == 0 {
                        unit.weight = 1;
                    }
                    weight = u32::wrapping_add(weight, unit.weight);
                }
            }
            max = max.max(weight);
        }
        set.weight = max;
        for r in &set.regs {
            let units = self.registers[r.ix()].reg_units.as_slice();
            if let [unit] = units {
                if self.reg_units[*unit as usize].weight == set.weight {
                    set.singular_determinants.insert(*unit);
                }
            }
        }
    }

    /// Gives registers of one uber set equal weights, sub-registers first,
    /// by raising a singular unit's weight or adopting a new unit.
    fn normalize_weight(
        &mut self,
        reg: RegId,
        sets: &mut [UberSet],
        reg_sets: &[usize],
        normal_regs: &mut Marks,
        normal_units: &mut Marks,
    ) -> bool {
        if !normal_regs.insert(reg.0) {
            return false;
        }
        let mut changed = false;
        let subs: Vec<RegId> = self.registers[reg.ix()].sub_regs.values().copied().collect();
        for sr in &subs {
            if *sr != reg {
                changed |= self.normalize_weight(*sr, sets, reg_sets, normal_regs, normal_units);
            }
        }
        // Inherit units adopted by sub-registers.
        let mut units = std::mem::take(&mut self.registers[reg.ix()].reg_units);
        let mut inherited = false;
        for sr in &subs {
            inherited |= units.union_with(&self.registers[sr.ix()].reg_units);
        }
        self.registers[reg.ix()].reg_units = units;
        let set = reg_sets[reg.ix()];
        // LLVM recomputes every set here, but only this register's units
        // changed, and every other register's units were weighted by
        // earlier passes: only its set can change (set 0 is never weighed).
        if inherited && set != 0 {
            self.compute_uber_weight(&mut sets[set]);
        }
        let reg_weight = self.reg_weight(reg);
        let set_weight = sets[set].weight;
        if set_weight > reg_weight {
            let units = &self.registers[reg.ix()].reg_units;
            let adjust = units.as_slice().first().copied().unwrap_or(0);
            if units.len() != 1 || normal_units.contains(adjust) || sets[set].singular_determinants.contains(adjust) {
                self.reg_units.push(RegUnit {
                    weight: set_weight - reg_weight,
                    roots: [None, None],
                    artificial: false,
                    reg_class_unit_sets_idx: 0,
                });
                let unit = (self.reg_units.len() - 1) as u32;
                self.registers[reg.ix()].reg_units.insert(unit);
            } else {
                if !self.reg_units[adjust as usize].artificial {
                    let unit = &mut self.reg_units[adjust as usize];
                    unit.weight = unit.weight.wrapping_add(set_weight - reg_weight);
                }
                self.compute_uber_weights(sets);
            }
            changed = true;
        }
        for &u in self.registers[reg.ix()].reg_units.as_slice() {
            normal_units.insert(u);
        }
        changed
    }

    /// Normalizes unit weights until no register changes (LLVM's
    /// `computeRegUnitWeights`).
    ///
    /// LLVM asserts that this takes at most one pass per native unit
    /// ("Runaway register unit weights"), but a release build of LLVM 19
    /// compiles the assertion out and keeps going; weights and adopted
    /// units then grow until the `unsigned` weights wrap around, and many
    /// such inputs do reach a fixed point (6,051 passes and 27,301 units in
    /// 1.6 s, for a target of eight registers). Others grow a weight by a
    /// constant and adopt new units on every pass, without end. No visited
    /// set can tell the two apart short of 2^32 passes, so the loop is
    /// bounded by its work instead: each pass costs about one step per
    /// register and per unit, and past [`NORMALIZE_WORK`] steps (about five
    /// seconds of llvm-tblgen-19) the assertion's words are reported.
    fn compute_reg_unit_weights(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let (mut sets, reg_sets) = self.compute_uber_sets();
        self.compute_uber_weights(&mut sets);
        let (mut normal_regs, mut normal_units) = (Marks::new(), Marks::new());
        let mut changed = true;
        let mut work = 0usize;
        // The first register whose weights the last pass changed: where a
        // runaway is reported (LLVM's assertion names no record).
        let mut first_changed = None;
        while changed {
            work = work.saturating_add(self.registers.len() + self.reg_units.len());
            if work > NORMALIZE_WORK {
                let locs = first_changed
                    .map(|r: RegId| rk.record(self.registers[r.ix()].def).locs.to_vec())
                    .unwrap_or_default();
                return fatal(rk, &locs, "Runaway register unit weights");
            }
            changed = false;
            first_changed = None;
            for r in 0..self.registers.len() {
                normal_regs.clear();
                normal_units.clear();
                let reg = RegId(r as u32);
                if self.normalize_weight(reg, &mut sets, &reg_sets, &mut normal_regs, &mut normal_units) {
                    changed = true;
                    first_changed = first_changed.or(Some(reg));
                }
            }
        }
        Ok(())
    }

    /// Merges unit sets that are nearly a superset's (at most two units
    /// fewer, same unit weights) into it, keeping the shorter name.
    fn prune_unit_sets(&mut self) {
        let n = self.reg_unit_sets.len();
        let mut keep = Vec::new();
        for sub in 0..n {
            let mut merged = false;
            for sup in 0..n {
                if sup == sub {
                    continue;
                }
                let (a, b) = (&self.reg_unit_sets[sub], &self.reg_unit_sets[sup]);
                let w = |u: Option<&u32>| u.map_or(0, |u| self.reg_units[*u as usize].weight);
                let weight = w(a.units.first());
                if super::classes::includes(&b.units, &a.units)
                    && a.units.len() + 3 > b.units.len()
                    && weight == w(b.units.first())
                    && weight == w(b.units.last())
                {
                    if a.name.len() < b.name.len() {
                        self.reg_unit_sets[sup].name = self.reg_unit_sets[sub].name.clone();
                    }
                    merged = true;
                    break;
                }
            }
            if !merged {
                keep.push(sub);
            }
        }
        let old = std::mem::take(&mut self.reg_unit_sets);
        self.reg_unit_sets = keep
            .into_iter()
            .map(|i| RegUnitSet { name: old[i].name.clone(), units: old[i].units.clone(), weight: 0, order: 0 })
            .collect();
    }

    fn compute_reg_unit_sets(&mut self, rk: &mut Records<'_>) -> Result<()> {
        for i in 0..self.classes.len() {
            let rc = &self.classes[i];
            if !rc.allocatable || rc.artificial || !rc.generate_pressure_set {
                continue;
            }
            let units = self.class_reg_units(ClassId(i as u32));
            if !self.reg_unit_sets.iter().any(|s| s.units == units) {
                let name = self.classes[i].name.clone();
                self.reg_unit_sets.push(RegUnitSet { name, units, weight: 0, order: 0 });
            }
        }
        if self.reg_unit_sets.is_empty() {
            return fatal(rk, &[], "RegUnitSets cannot be empty!");
        }
        self.prune_unit_sets();

        // Unions of overlapping sets. LLVM bounds both loops by the number
        // of sets before the loop, so unions are not combined further.
        let end = self.reg_unit_sets.len();
        for idx in 0..end {
            for search in idx + 1..end {
                let (a, b) = (&self.reg_unit_sets[idx].units, &self.reg_unit_sets[search].units);
                if !overlap(a, b) {
                    continue;
                }
                let units = union(a, b);
                if !self.reg_unit_sets.iter().any(|s| s.units == units) {
                    let name = format!("{}_with_{}", self.reg_unit_sets[idx].name, self.reg_unit_sets[search].name);
                    self.reg_unit_sets.push(RegUnitSet { name, units, weight: 0, order: 0 });
                }
            }
        }
        self.prune_unit_sets();

        // Each class's list of supersets.
        self.reg_class_unit_sets = vec![Vec::new(); self.classes.len()];
        for i in 0..self.classes.len() {
            if !self.classes[i].allocatable {
                continue;
            }
            let units = self.class_reg_units(ClassId(i as u32));
            if units.is_empty() {
                continue;
            }
            for (s, set) in self.reg_unit_sets.iter().enumerate() {
                if super::classes::includes(&set.units, &units) {
                    self.reg_class_unit_sets[i].push(s as u32);
                }
            }
        }
        // Each native unit's list, as a "fake" class if no class has it.
        for u in 0..self.num_native_reg_units {
            let sets: Vec<u32> = (0..self.reg_unit_sets.len() as u32)
                .filter(|&s| self.reg_unit_sets[s as usize].units.contains(&(u as u32)))
                .collect();
            let pos = match self.reg_class_unit_sets.iter().position(|l| *l == sets) {
                Some(p) => p,
                None => {
                    self.reg_class_unit_sets.push(sets);
                    self.reg_class_unit_sets.len() - 1
                }
            };
            self.reg_units[u].reg_class_unit_sets_idx = pos as u32;
        }
        Ok(())
    }
}

fn overlap(a: &[u32], b: &[u32]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => return true,
        }
    }
    false
}
