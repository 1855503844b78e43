//! Registers (LLVM's `CodeGenRegister`): reading them in enum order
//! (including the registers `RegisterTuples` synthesize), and the complete
//! sub-register graph: inherited and secondary sub-registers with their
//! (possibly synthesized) indices, super-registers, topological signatures
//! and native register units.

use std::collections::{BTreeMap, VecDeque};

use crate::backend::{Records, Result};
use tablegen_core::intern::{FxHashMap, FxHashSet};
use tablegen_core::record::{RecId, RecordVal};
use tablegen_core::RecordKeeper;

use super::{defs_of, RegBank, RegId, SubRegIdxId, UnitList};
use crate::model::set_theory::{Expander, RecSet, SetTheory};
use crate::support::fields::{bit_field, fatal_at, lift};

/// One register.
#[derive(Clone, Debug)]
pub struct Register {
    /// The `Register` def, or the record synthesized for a tuple member.
    pub def: RecId,
    /// A register the bank made for a `RegisterTuples` def (its record is
    /// synthesized, not one the front end made).
    pub synthesized: bool,
    /// The enum value (from 1; 0 is `NoRegister`).
    pub enum_value: u32,
    /// `CostPerUse`.
    pub cost_per_use: Vec<i64>,
    /// `CoveredBySubRegs`.
    pub covered_by_sub_regs: bool,
    /// True if at least two sub-registers do not overlap.
    pub has_disjunct_sub_regs: bool,
    /// `isArtificial`.
    pub artificial: bool,
    /// `isConstant`.
    pub constant: bool,
    /// Every sub-register by index (inherited and secondary ones included),
    /// ordered by index enum value.
    pub sub_regs: BTreeMap<SubRegIdxId, RegId>,
    /// Super-registers, smaller ones first.
    pub super_regs: Vec<RegId>,
    /// The explicit `SubRegIndices`.
    pub explicit_sub_reg_indices: Vec<SubRegIdxId>,
    /// The explicit `SubRegs`.
    pub explicit_sub_regs: Vec<RegId>,
    /// `Aliases`, made symmetric.
    pub explicit_aliases: Vec<RegId>,
    /// Register units, native then adopted.
    pub reg_units: UnitList,
    /// The native units (a prefix of `reg_units`).
    pub native_reg_units: UnitList,
    /// The lanes of each unit of `reg_units` within this register (set by
    /// [`RegBank::compute_derived_info`]); see
    /// [`Register::native_reg_unit_lane_masks`].
    pub reg_unit_lane_masks: Vec<super::LaneBitmask>,
    /// The topological signature: registers with equal signatures have the
    /// same sub-register structure.
    pub topo_sig: u32,
    /// Covered-by-sub-registers super-registers whose first explicit
    /// sub-register this is.
    leading_super_regs: Vec<RegId>,
    /// The index naming each sub-register.
    sub_reg_to_idx: FxHashMap<RegId, SubRegIdxId>,
    sub_regs_complete: bool,
    super_regs_complete: bool,
}

impl Register {
    pub(super) fn from_def(rk: &mut Records<'_>, def: RecId, enum_value: u32) -> Result<Self> {
        let r = rk.value_as_list_of_ints(def, "CostPerUse");
        let cost_per_use = lift(rk, r)?;
        let covered_by_sub_regs = bit_field(rk, def, "CoveredBySubRegs")?;
        let constant = bit_field(rk, def, "isConstant")?;
        let artificial = bit_field(rk, def, "isArtificial")?;
        Ok(Register {
            def,
            synthesized: false,
            enum_value,
            cost_per_use,
            covered_by_sub_regs,
            has_disjunct_sub_regs: false,
            artificial,
            constant,
            sub_regs: BTreeMap::new(),
            super_regs: Vec::new(),
            explicit_sub_reg_indices: Vec::new(),
            explicit_sub_regs: Vec::new(),
            explicit_aliases: Vec::new(),
            reg_units: UnitList::default(),
            native_reg_units: UnitList::default(),
            reg_unit_lane_masks: Vec::new(),
            topo_sig: u32::MAX,
            leading_super_regs: Vec::new(),
            sub_reg_to_idx: FxHashMap::default(),
            sub_regs_complete: false,
            super_regs_complete: false,
        })
    }

    /// The register's name.
    pub fn name<'a>(&self, rk: &'a RecordKeeper) -> &'a str {
        rk.name_str(self.def)
    }

    /// The lanes of the native units (LLVM's `getRegUnitLaneMasks`).
    pub fn native_reg_unit_lane_masks(&self) -> &[super::LaneBitmask] {
        let n = self.native_reg_units.len().min(self.reg_unit_lane_masks.len());
        &self.reg_unit_lane_masks[..n]
    }

    /// The index naming `sub` as a sub-register of this one.
    pub fn sub_reg_index(&self, sub: RegId) -> Option<SubRegIdxId> {
        self.sub_reg_to_idx.get(&sub).copied()
    }
}

/// What LLVM's `LessRecordRegister` compares of a register: its
/// `PositionOrder` and its name split into alternating letter and digit
/// runs (the digit runs also as numbers). Made once per register: LLVM
/// splits both names at every comparison, and doing the same here
/// (allocating the runs) was a twelfth of R600's whole -gen-dag-isel run.
pub(super) struct RegisterKey<'a> {
    position: i64,
    runs: Vec<&'a str>,
    /// The odd (digit) runs as numbers; 0 where one does not fit.
    numbers: Vec<u64>,
}

impl<'a> RegisterKey<'a> {
    pub(super) fn new(rk: &'a RecordKeeper, r: RecId) -> Self {
        let position = rk.value_as_int(r, "PositionOrder").unwrap_or(0);
        let name = rk.name_str(r);
        let mut runs = Vec::new();
        let mut start = 0;
        let mut digit = name.as_bytes().first().is_some_and(u8::is_ascii_digit);
        for (i, c) in name.char_indices() {
            if c.is_ascii_digit() != digit {
                runs.push(&name[start..i]);
                start = i;
                digit = c.is_ascii_digit();
            }
        }
        runs.push(&name[start..]);
        let numbers = runs.iter().skip(1).step_by(2).map(|r| r.parse::<u64>().unwrap_or(0)).collect();
        RegisterKey { position, runs, numbers }
    }

    /// LLVM's `LessRecordRegister`: `PositionOrder`, then fewer runs first,
    /// then the letter runs as text, then the digit runs by length and value.
    pub(super) fn less(&self, other: &Self) -> bool {
        if self.position != other.position {
            return self.position < other.position;
        }
        let (la, lb) = (&self.runs, &other.runs);
        if la.len() != lb.len() {
            return la.len() < lb.len();
        }
        for i in (0..la.len()).step_by(2) {
            if la[i] != lb[i] {
                return la[i].as_bytes() < lb[i].as_bytes();
            }
        }
        for (k, i) in (1..la.len()).step_by(2).enumerate() {
            if la[i].len() != lb[i].len() {
                return la[i].len() < lb[i].len();
            }
            let (va, vb) = (self.numbers[k], other.numbers[k]);
            if va != vb {
                return va < vb;
            }
        }
        false
    }
}

fn sort_registers(rk: &RecordKeeper, regs: &mut Vec<RecId>) {
    let mut keyed: Vec<(RegisterKey<'_>, RecId)> = regs.iter().map(|&r| (RegisterKey::new(rk, r), r)).collect();
    crate::support::sort::sort_by(&mut keyed, |a, b| a.0.less(&b.0));
    regs.clear();
    regs.extend(keyed.into_iter().map(|k| k.1));
}

/// Expands a `RegisterTuples` def into new register records (LLVM's
/// `TupleExpander`): zips the sub-register lists, naming each tuple by its
/// members joined with `_`. The records are not defs of the keeper.
#[derive(Default)]
pub(super) struct TupleExpander {
    names: std::sync::Mutex<FxHashSet<String>>,
}

impl Expander for TupleExpander {
    fn expand(&self, st: &mut SetTheory, rk: &mut Records<'_>, def: RecId, elts: &mut RecSet) -> Result<()> {
        let r = rk.value_as_list_of_defs(def, "SubRegIndices");
        let dim = lift(rk, r)?.len();
        let r = rk.value_as_list(def, "SubRegs").map(<[_]>::to_vec);
        let sub_regs = lift(rk, r)?;
        if dim != sub_regs.len() {
            return fatal_at(rk, def, "SubRegIndices and SubRegs size mismatch");
        }
        if dim < 2 {
            return fatal_at(rk, def, "Tuples must have at least 2 sub-registers");
        }
        let locs = rk.record(def).locs.to_vec();
        let mut lists = Vec::with_capacity(dim);
        let mut length = usize::MAX;
        for e in &sub_regs {
            let mut set = RecSet::new();
            st.evaluate(rk, *e, &mut set, &locs)?;
            length = length.min(set.len());
            lists.push(set.into_vec());
        }
        if length == 0 {
            return Ok(());
        }
        let Some(register_cl) = rk.class("Register") else {
            return fatal_at(rk, def, "The class 'Register' is not defined");
        };
        let reg_ty = rk.record_ty(&[register_cl]);
        let r = rk
            .value_as_list_of_strings(def, "RegAsmNames")
            .map(|v| v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        let asm_names = lift(rk, r)?;
        let names = [
            "SubRegs",
            "AsmName",
            "CoveredBySubRegs",
            "SubRegIndices",
            "CompositeIndices",
            "DwarfNumbers",
            "DwarfAlias",
            "Aliases",
        ]
        .map(|n| rk.name_init(n));
        let [f_sub_regs, f_asm_name, f_covered, f_indices, f_composite, f_dwarf, f_dwarf_alias, f_aliases] = names;
        for n in 0..length {
            let mut name = String::new();
            let mut tuple = Vec::with_capacity(dim);
            for (i, list) in lists.iter().enumerate() {
                if i > 0 {
                    name.push('_');
                }
                name.push_str(rk.name_str(list[n]));
                tuple.push(rk.def_init(list[n]));
            }
            let proto = lists[0][n];
            let asm_name = if asm_names.is_empty() {
                rk.name_init("")
            } else {
                match asm_names.get(n) {
                    Some(s) => rk.name_init(s),
                    None => {
                        return fatal_at(rk, def, format!("Register tuple definition missing name for '{name}'."));
                    }
                }
            };
            if !self.names.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(name.clone()) {
                // LLVM reports this after adding the record; nothing reads
                // the records after a fatal error, so it need not exist.
                return fatal_at(rk, def, format!("Register tuple redefines register '{name}'."));
            }
            let sub_list = rk.inits_mut().list(&tuple, reg_ty);
            let covered = rk.inits_mut().bit(true);
            let mut values = Vec::with_capacity(rk.record(proto).values.len());
            for rv in &rk.record(proto).values {
                let mut rv = *rv;
                if values.iter().any(|v: &RecordVal| v.name == rv.name) {
                    continue;
                }
                let field = rv.name;
                if field == f_sub_regs {
                    rv.value = sub_list;
                } else if field == f_asm_name {
                    rv.value = asm_name;
                } else if field == f_covered {
                    rv.value = covered;
                }
                // (CostPerUse is rebuilt from the first member's list in
                // LLVM, which interns to the very same value.)
                let replacement = if field == f_indices || field == f_composite {
                    Some(rk.record(def).value(field).cloned())
                } else if field == f_dwarf || field == f_dwarf_alias || field == f_aliases {
                    Some(rk.record(register_cl).value(field).cloned())
                } else {
                    None
                };
                match replacement {
                    Some(Some(v)) => values.push(v),
                    Some(None) => {}
                    None => values.push(rv),
                }
            }
            let new_reg = rk.synthesize_def(&name, locs.clone(), proto, values);
            elts.insert(new_reg);
        }
        Ok(())
    }
}

impl RegBank {
    /// Numbers the registers: X86 sorts its tuples in with the registers,
    /// the other targets append each tuple def's registers, sorted.
    pub(super) fn read_registers(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let mut regs = defs_of(rk, "Register")?;
        let real: tablegen_core::intern::FxHashSet<RecId> = regs.iter().copied().collect();
        let x86 = regs.first().is_some_and(|r| rk.is_subclass_of_name(*r, "X86Reg"));
        let tuples = defs_of(rk, "RegisterTuples")?;
        if x86 {
            for t in tuples {
                let expanded = self.sets.expand(rk, t)?.map(<[_]>::to_vec).unwrap_or_default();
                regs.extend(expanded);
            }
            sort_registers(rk, &mut regs);
            for r in regs {
                self.reg(rk, r)?;
            }
        } else {
            sort_registers(rk, &mut regs);
            for r in regs {
                self.reg(rk, r)?;
            }
            for t in tuples {
                let mut expanded = self.sets.expand(rk, t)?.map(<[_]>::to_vec).unwrap_or_default();
                sort_registers(rk, &mut expanded);
                for r in expanded {
                    self.reg(rk, r)?;
                }
            }
        }
        for r in &mut self.registers {
            r.synthesized = !real.contains(&r.def);
        }
        Ok(())
    }

    /// Builds the complete sub-register graph and the native register units.
    pub(super) fn build_register_graph(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let n = self.registers.len();
        for i in 0..n {
            self.build_object_graph(rk, RegId(i as u32))?;
        }
        for i in 0..n {
            self.compute_sub_regs(rk, RegId(i as u32))?;
        }
        self.close_concatenations(rk)?;
        for i in 0..self.sub_reg_indices.len() {
            let id = SubRegIdxId(i as u32);
            let parts = &self.sub_reg_indices[i].concatenation_of;
            if !parts.is_empty() {
                self.concat_idx.entry(parts.clone()).or_insert(id);
            }
        }
        for i in 0..n {
            if self.registers[i].covered_by_sub_regs {
                self.compute_secondary_sub_regs(rk, RegId(i as u32))?;
            }
        }
        for i in 0..n {
            self.compute_super_regs(RegId(i as u32));
        }
        // An index is real when it links two real registers somewhere.
        for i in 0..n {
            if self.registers[i].artificial {
                continue;
            }
            let pairs: Vec<(SubRegIdxId, RegId)> = self.registers[i].sub_regs.iter().map(|(a, b)| (*a, *b)).collect();
            for (idx, sr) in pairs {
                if !self.registers[sr.ix()].artificial {
                    self.sub_reg_indices[idx.ix()].artificial = false;
                }
            }
        }
        self.num_native_reg_units = self.reg_units.len();
        Ok(())
    }

    fn build_object_graph(&mut self, rk: &mut Records<'_>, this: RegId) -> Result<()> {
        let def = self.registers[this.ix()].def;
        let r = rk.value_as_list_of_defs(def, "SubRegIndices");
        let sris = lift(rk, r)?;
        let r = rk.value_as_list_of_defs(def, "SubRegs");
        let srs = lift(rk, r)?;
        if sris.len() != srs.len() {
            return fatal_at(rk, def, "SubRegs and SubRegIndices must have the same size");
        }
        for (sri, sr) in sris.into_iter().zip(srs) {
            let idx = self.sub_reg_idx(rk, sri)?;
            let reg = self.reg(rk, sr)?;
            let me = &mut self.registers[this.ix()];
            me.explicit_sub_reg_indices.push(idx);
            me.explicit_sub_regs.push(reg);
        }
        let me = &self.registers[this.ix()];
        if me.covered_by_sub_regs {
            if let Some(&first) = me.explicit_sub_regs.first() {
                self.registers[first.ix()].leading_super_regs.push(this);
            }
        }
        let r = rk.value_as_list_of_defs(def, "Aliases");
        for alias in lift(rk, r)? {
            let reg = self.reg(rk, alias)?;
            self.registers[this.ix()].explicit_aliases.push(reg);
            self.registers[reg.ix()].explicit_aliases.push(this);
        }
        Ok(())
    }

    fn new_reg_unit(&mut self, r0: RegId, r1: Option<RegId>) -> u32 {
        let mut artificial = self.registers[r0.ix()].artificial;
        if let Some(r1) = r1 {
            artificial |= self.registers[r1.ix()].artificial;
        }
        self.reg_units.push(super::RegUnit {
            weight: 0,
            roots: [Some(r0), r1],
            artificial,
            reg_class_unit_sets_idx: 0,
        });
        (self.reg_units.len() - 1) as u32
    }

    pub(super) fn reg_name(&self, rk: &RecordKeeper, r: RegId) -> String {
        rk.name_str(self.registers[r.ix()].def).to_owned()
    }

    /// All sub-registers of `this`, naming inherited ones through composed
    /// (possibly synthesized) indices; then its native units.
    fn compute_sub_regs(&mut self, rk: &mut Records<'_>, this: RegId) -> Result<()> {
        tablegen_core::stack::guard(|| {
            let t = this.ix();
            if self.registers[t].sub_regs_complete {
                return Ok(());
            }
            self.registers[t].sub_regs_complete = true;
            let explicit = self.registers[t].explicit_sub_regs.clone();
            let explicit_idx = self.registers[t].explicit_sub_reg_indices.clone();
            self.registers[t].has_disjunct_sub_regs = explicit.len() > 1;

            for (&sr, &idx) in explicit.iter().zip(&explicit_idx) {
                if !self.registers[sr.ix()].artificial {
                    self.sub_reg_indices[idx.ix()].artificial = false;
                }
                let me = &mut self.registers[t];
                if me.sub_regs.insert(idx, sr).is_some() {
                    let msg = format!(
                        "SubRegIndex {} appears twice in Register {}",
                        self.sub_reg_indices[idx.ix()].name,
                        self.reg_name(rk, this)
                    );
                    return fatal_at(rk, self.registers[t].def, msg);
                }
                // Explicit names take precedence over inherited ones.
                me.sub_reg_to_idx.entry(sr).or_insert(idx);
            }

            // Inherited sub-registers whose index is taken are orphans for now.
            let mut orphans: FxHashSet<RegId> = FxHashSet::default();
            for &esr in &explicit {
                self.compute_sub_regs(rk, esr)?;
                let disjunct = self.registers[esr.ix()].has_disjunct_sub_regs;
                self.registers[t].has_disjunct_sub_regs |= disjunct;
                let map: Vec<(SubRegIdxId, RegId)> =
                    self.registers[esr.ix()].sub_regs.iter().map(|(a, b)| (*a, *b)).collect();
                let me = &mut self.registers[t];
                for (k, v) in map {
                    if let std::collections::btree_map::Entry::Vacant(e) = me.sub_regs.entry(k) {
                        e.insert(v);
                    } else {
                        orphans.insert(v);
                    }
                }
            }

            // Name orphans through the compositions of the indices reaching them.
            let mut indices = explicit_idx.clone();
            let mut i = 0;
            while i < indices.len() {
                let idx = indices[i];
                i += 1;
                let comps: Vec<(SubRegIdxId, SubRegIdxId)> = self.sub_reg_indices[idx.ix()].composites().collect();
                let Some(&sr) = self.registers[t].sub_regs.get(&idx) else { continue };
                self.compute_sub_regs(rk, sr)?;
                for (a, b) in comps {
                    let Some(&srsub) = self.registers[sr.ix()].sub_regs.get(&a) else { continue };
                    if self.registers[t].sub_regs.contains_key(&b) || !orphans.remove(&srsub) {
                        continue;
                    }
                    self.registers[t].sub_regs.insert(b, srsub);
                    indices.push(b);
                }
            }

            // The rest get synthesized `x_then_y` names, composed bottom-up.
            while !orphans.is_empty() {
                let Some(idx) = indices.pop() else { break };
                let Some(&sr) = self.registers[t].sub_regs.get(&idx) else { continue };
                self.compute_sub_regs(rk, sr)?;
                let map: Vec<(SubRegIdxId, RegId)> =
                    self.registers[sr.ix()].sub_regs.iter().map(|(a, b)| (*a, *b)).collect();
                for (k, v) in map {
                    if orphans.remove(&v) {
                        let c = self.composite_sub_reg_index(idx, k);
                        self.registers[t].sub_regs.insert(c, v);
                    }
                }
            }

            // The inverse map; every sub-register must have a single name.
            let pairs: Vec<(SubRegIdxId, RegId)> = self.registers[t].sub_regs.iter().map(|(a, b)| (*a, *b)).collect();
            let covered = self.registers[t].covered_by_sub_regs;
            for (idx, sr) in pairs {
                if sr == this {
                    let msg = format!("Register {} has itself as a sub-register", self.reg_name(rk, this));
                    return fatal_at(rk, self.registers[t].def, msg);
                }
                if !covered {
                    self.sub_reg_indices[idx.ix()].all_super_regs_covered = false;
                }
                let existing = *self.registers[t].sub_reg_to_idx.entry(sr).or_insert(idx);
                if existing != idx {
                    let msg = format!(
                        "Sub-register can't have two names: {} available as {} and {}",
                        self.reg_name(rk, sr),
                        self.sub_reg_indices[idx.ix()].name,
                        self.sub_reg_indices[existing.ix()].name
                    );
                    return fatal_at(rk, self.registers[t].def, msg);
                }
            }

            // Explicit sub-registers made of several parts spell out the
            // concatenation of those parts' indices in this register.
            for (&sr, &idx) in explicit.iter().zip(&explicit_idx) {
                let s = &self.registers[sr.ix()];
                if !s.covered_by_sub_regs || s.explicit_sub_regs.len() <= 1 || s.artificial {
                    continue;
                }
                let parts: Vec<SubRegIdxId> = s
                    .explicit_sub_regs
                    .iter()
                    .zip(&s.explicit_sub_reg_indices)
                    .filter(|(_, i)| !self.sub_reg_indices[i.ix()].artificial)
                    .filter_map(|(r, _)| self.registers[t].sub_reg_index(*r))
                    .collect();
                self.set_concatenation_of(idx, parts);
            }

            // Units: inherited from the explicit sub-registers, one per alias
            // edge, or a fresh one for a leaf.
            let mut units = self.registers[t].reg_units.clone();
            for &sr in &explicit {
                units.union_with(&self.registers[sr.ix()].reg_units);
            }
            let aliases = self.registers[t].explicit_aliases.clone();
            for ar in aliases {
                if self.registers[ar.ix()].sub_regs_complete {
                    continue;
                }
                let unit = self.new_reg_unit(this, Some(ar));
                units.insert(unit);
                self.registers[ar.ix()].reg_units.insert(unit);
            }
            if units.is_empty() {
                units.insert(self.new_reg_unit(this, None));
            }
            self.registers[t].native_reg_units = units.clone();
            self.registers[t].reg_units = units;
            Ok(())
        })
    }

    /// Sub-registers the explicit tree does not show: a leading
    /// super-register of a sub-register whose every part is a sub-register
    /// of `this` is one too, under a concatenated index.
    fn compute_secondary_sub_regs(&mut self, rk: &mut Records<'_>, this: RegId) -> Result<()> {
        let t = this.ix();
        let mut new_sub_regs: Vec<(SubRegIdxId, RegId)> = Vec::new();
        let mut queue: VecDeque<(SubRegIdxId, RegId)> =
            self.registers[t].sub_regs.iter().map(|(a, b)| (*a, *b)).collect();
        while let Some((_, sub)) = queue.pop_front() {
            let leads = self.registers[sub.ix()].leading_super_regs.clone();
            for cand in leads {
                if cand == this || self.registers[t].sub_reg_index(cand).is_some() {
                    continue;
                }
                let c = &self.registers[cand.ix()];
                if c.explicit_sub_regs.len() == 1 {
                    continue;
                }
                let mut parts = Vec::new();
                for s in &c.explicit_sub_regs {
                    match self.registers[t].sub_reg_index(*s) {
                        Some(i) => {
                            let concat = &self.sub_reg_indices[i.ix()].concatenation_of;
                            if concat.is_empty() {
                                parts.push(i);
                            } else {
                                parts.extend_from_slice(concat);
                            }
                        }
                        None => {
                            parts.clear();
                            break;
                        }
                    }
                }
                if parts.is_empty() {
                    continue;
                }
                let concat = self.concat_sub_reg_index(&parts);
                let me = &mut self.registers[t];
                if me.sub_regs.contains_key(&concat) {
                    continue;
                }
                me.sub_regs.insert(concat, cand);
                me.sub_reg_to_idx.entry(cand).or_insert(concat);
                new_sub_regs.push((concat, cand));
                queue.push_back((concat, cand));
            }
        }
        for (new_idx, new_sub) in new_sub_regs {
            let map: Vec<(SubRegIdxId, RegId)> =
                self.registers[new_sub.ix()].sub_regs.iter().map(|(a, b)| (*a, *b)).collect();
            for (k, v) in map {
                let Some(sub_idx) = self.registers[t].sub_reg_index(v) else {
                    let msg = format!("No SubRegIndex for {} in {}", self.reg_name(rk, v), self.reg_name(rk, this));
                    return fatal_at(rk, self.registers[t].def, msg);
                };
                self.add_composite(new_idx, k, sub_idx);
            }
        }
        Ok(())
    }

    /// Super-register lists (post-order, so smaller ones come first) and
    /// the topological signature.
    fn compute_super_regs(&mut self, this: RegId) {
        let t = this.ix();
        if self.registers[t].super_regs_complete {
            return;
        }
        self.registers[t].super_regs_complete = true;
        let pairs: Vec<(SubRegIdxId, RegId)> = self.registers[t].sub_regs.iter().map(|(a, b)| (*a, *b)).collect();
        for &(_, sr) in &pairs {
            self.compute_super_regs(sr);
        }
        let mut id = Vec::with_capacity(pairs.len() * 2);
        for (idx, sr) in pairs {
            id.push(self.sub_reg_indices[idx.ix()].enum_value);
            id.push(self.registers[sr.ix()].topo_sig);
            let supers = &mut self.registers[sr.ix()].super_regs;
            if supers.last() != Some(&this) {
                supers.push(this);
            }
        }
        let next = self.topo_sigs.len() as u32;
        self.registers[t].topo_sig = *self.topo_sigs.entry(id).or_insert(next);
    }
}
