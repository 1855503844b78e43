//! Sub-register indices (LLVM's `CodeGenSubRegIndex`): the named ones, and
//! the compositions (`a_then_b`) and concatenations (`a_b`) the bank
//! synthesizes so that every sub-register has exactly one name.

use std::collections::BTreeMap;

use crate::backend::{Records, Result};
use tablegen_core::record::RecId;

use super::lanes::{LaneBitmask, MaskRol};
use super::{defs_of, RegBank, SubRegIdxId};
use crate::model::codegen::{HwModes, DEFAULT_MODE};
use crate::support::fields::{fatal_at, lift, string_field};

/// The bits of its super-register a sub-register index covers (LLVM's
/// `SubRegRange`). [`SubRegRange::UNKNOWN`] marks an unknown size or a
/// non-contiguous range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubRegRange {
    /// Width in bits.
    pub size: u16,
    /// Offset of the lowest bit.
    pub offset: u16,
}

impl SubRegRange {
    /// The "unknown" value of either field (LLVM's `(uint16_t)-1`).
    pub const UNKNOWN: u16 = u16::MAX;

    fn unknown() -> Self {
        SubRegRange { size: Self::UNKNOWN, offset: Self::UNKNOWN }
    }

    /// `Size` and `Offset` of a `SubRegIndex` or `SubRegRange` def,
    /// truncated to 16 bits as LLVM stores them.
    fn of_def(rk: &mut Records<'_>, def: RecId) -> Result<Self> {
        let r = rk.value_as_int(def, "Size");
        let size = lift(rk, r)? as u16;
        let r = rk.value_as_int(def, "Offset");
        let offset = lift(rk, r)? as u16;
        Ok(SubRegRange { size, offset })
    }
}

/// A [`SubRegRange`] per hardware mode, with the lookup rules of LLVM's
/// `InfoByHwMode`: a mode without an entry reads the first entry (the
/// default mode's), and writing to it first copies that entry.
#[derive(Clone, Debug)]
pub struct SubRegRangeByHwMode {
    map: BTreeMap<u32, SubRegRange>,
}

impl SubRegRangeByHwMode {
    /// The range in `mode`.
    pub fn get(&self, mode: u32) -> SubRegRange {
        match self.map.get(&mode) {
            Some(r) => *r,
            None => self.map.values().next().copied().unwrap_or_else(SubRegRange::unknown),
        }
    }

    fn get_mut(&mut self, mode: u32) -> &mut SubRegRange {
        let first = self.map.values().next().copied().unwrap_or_else(SubRegRange::unknown);
        self.map.entry(mode).or_insert(first)
    }

    /// LLVM's reading of a `SubRegIndex` def: the `SubRegRanges` selection
    /// when there is one, then the def's own `Size`/`Offset` for the
    /// default mode unless the selection named it.
    fn of_def(rk: &mut Records<'_>, def: RecId, hw: &HwModes) -> Result<Self> {
        let mut map = BTreeMap::new();
        let select = rk.field(def, "SubRegRanges").and_then(|v| rk.inits.as_def(v.value));
        if let Some(items) = select.and_then(|s| hw.select(s)).map(|s| s.items.clone()) {
            for (mode, obj) in items {
                if let std::collections::btree_map::Entry::Vacant(e) = map.entry(mode) {
                    e.insert(SubRegRange::of_def(rk, obj)?);
                }
            }
        }
        if let std::collections::btree_map::Entry::Vacant(e) = map.entry(DEFAULT_MODE) {
            e.insert(SubRegRange::of_def(rk, def)?);
        }
        Ok(SubRegRangeByHwMode { map })
    }
}

/// Where an index stands in [`RegBank::close_concatenations`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Closure {
    /// Not visited yet.
    Open,
    /// Its parts are being closed: meeting it again is a cycle.
    InProgress,
    /// Its concatenation holds only leaves.
    Closed,
}

/// One sub-register index.
#[derive(Clone, Debug)]
pub struct SubRegIndex {
    /// The `SubRegIndex` def; `None` for synthesized indices.
    pub def: Option<RecId>,
    /// The enumerator name.
    pub name: String,
    /// The C++ namespace (empty for none).
    pub namespace: String,
    /// The enum value (from 1; 0 is `NoSubRegister`).
    pub enum_value: u32,
    /// For an index naming a concatenation of sibling indices: the leaf
    /// indices concatenated, in order.
    pub concatenation_of: Vec<SubRegIdxId>,
    /// True if every super-register using this index is covered by its
    /// sub-registers.
    pub all_super_regs_covered: bool,
    /// True if every sub-register reached through this index is artificial
    /// (such indices create no register classes).
    pub artificial: bool,
    /// The bits covered, per hardware mode.
    pub range: SubRegRangeByHwMode,
    /// The lanes this index covers (set by
    /// [`RegBank::compute_derived_info`]).
    pub lane_mask: LaneBitmask,
    /// How `composeSubRegIndexLaneMask` maps lanes through this index: mask
    /// and rotate steps (set by [`RegBank::compute_derived_info`]).
    pub lane_transform: Vec<MaskRol>,
    /// `this` then `key` is `value`.
    pub(super) composed: BTreeMap<SubRegIdxId, SubRegIdxId>,
}

impl SubRegIndex {
    pub(super) fn from_def(rk: &mut Records<'_>, def: RecId, enum_value: u32, hw: &HwModes) -> Result<Self> {
        let namespace =
            if rk.field(def, "Namespace").is_some() { string_field(rk, def, "Namespace")? } else { String::new() };
        let range = SubRegRangeByHwMode::of_def(rk, def, hw)?;
        Ok(SubRegIndex {
            def: Some(def),
            range,
            ..Self::synthesized(rk.name_str(def).to_owned(), namespace, enum_value)
        })
    }

    fn synthesized(name: String, namespace: String, enum_value: u32) -> Self {
        SubRegIndex {
            def: None,
            name,
            namespace,
            enum_value,
            concatenation_of: Vec::new(),
            all_super_regs_covered: true,
            artificial: true,
            range: SubRegRangeByHwMode { map: BTreeMap::from([(DEFAULT_MODE, SubRegRange::unknown())]) },
            lane_mask: LaneBitmask::NONE,
            lane_transform: Vec::new(),
            composed: BTreeMap::new(),
        }
    }

    /// `Namespace::name`, or the bare name without a namespace.
    pub fn qualified_name(&self) -> String {
        if self.namespace.is_empty() {
            self.name.clone()
        } else {
            format!("{}::{}", self.namespace, self.name)
        }
    }

    /// The index that composing this one with `idx` gives, if known.
    pub fn compose(&self, idx: SubRegIdxId) -> Option<SubRegIdxId> {
        self.composed.get(&idx).copied()
    }

    /// The known compositions: `(b, c)` where this then `b` is `c`, by `b`.
    pub fn composites(&self) -> impl Iterator<Item = (SubRegIdxId, SubRegIdxId)> + '_ {
        self.composed.iter().map(|(a, b)| (*a, *b))
    }
}

impl RegBank {
    /// The `SubRegIndex` defs by name, then their `ComposedOf` and
    /// `CoveringSubRegIndices`.
    pub(super) fn read_sub_reg_indices(&mut self, rk: &mut Records<'_>) -> Result<()> {
        // `getAllDerivedDefinitions` is already in LLVM's `LessRecord` order.
        for def in defs_of(rk, "SubRegIndex")? {
            self.sub_reg_idx(rk, def)?;
        }
        let mut i = 0;
        while i < self.sub_reg_indices.len() {
            self.update_components(rk, SubRegIdxId(i as u32))?;
            i += 1;
        }
        Ok(())
    }

    fn update_components(&mut self, rk: &mut Records<'_>, this: SubRegIdxId) -> Result<()> {
        let Some(def) = self.sub_reg_indices[this.ix()].def else { return Ok(()) };
        let r = rk.value_as_list_of_defs(def, "ComposedOf");
        let comps = lift(rk, r)?;
        if !comps.is_empty() {
            if comps.len() != 2 {
                return fatal_at(rk, def, "ComposedOf must have exactly two entries");
            }
            let a = self.sub_reg_idx(rk, comps[0])?;
            let b = self.sub_reg_idx(rk, comps[1])?;
            if self.add_composite(a, b, this).is_some() {
                return fatal_at(rk, def, "Ambiguous ComposedOf entries");
            }
        }
        let r = rk.value_as_list_of_defs(def, "CoveringSubRegIndices");
        let parts = lift(rk, r)?;
        if !parts.is_empty() {
            if parts.len() < 2 {
                return fatal_at(rk, def, "CoveredBySubRegs must have two or more entries");
            }
            let mut ids = Vec::with_capacity(parts.len());
            for p in parts {
                ids.push(self.sub_reg_idx(rk, p)?);
            }
            self.set_concatenation_of(this, ids);
        }
        Ok(())
    }

    /// Records that `this` then `a` is `b`; returns the conflicting
    /// composite if a different one was known.
    ///
    /// Like LLVM, this also gives `b` the bit range `this` and `a` imply
    /// when it has none yet, mode by mode, the default mode last.
    pub(super) fn add_composite(&mut self, this: SubRegIdxId, a: SubRegIdxId, b: SubRegIdxId) -> Option<SubRegIdxId> {
        let modes = self.hw_modes.num_mode_ids();
        for mode in (1..modes).chain([DEFAULT_MODE]) {
            let outer = *self.sub_reg_indices[this.ix()].range.get_mut(mode);
            let inner = *self.sub_reg_indices[a.ix()].range.get_mut(mode);
            let target = self.sub_reg_indices[b.ix()].range.get_mut(mode);
            if outer.offset != SubRegRange::UNKNOWN
                && inner.offset != SubRegRange::UNKNOWN
                && target.offset == SubRegRange::UNKNOWN
            {
                target.offset = outer.offset.wrapping_add(inner.offset);
                target.size = inner.size;
            }
        }
        match self.sub_reg_indices[this.ix()].composed.entry(a) {
            std::collections::btree_map::Entry::Vacant(e) => {
                e.insert(b);
                None
            }
            std::collections::btree_map::Entry::Occupied(e) => (*e.get() != b).then_some(*e.get()),
        }
    }

    /// The first spelling offered for a concatenation wins.
    pub(super) fn set_concatenation_of(&mut self, this: SubRegIdxId, parts: Vec<SubRegIdxId>) {
        let idx = &mut self.sub_reg_indices[this.ix()];
        if idx.concatenation_of.is_empty() {
            idx.concatenation_of = parts;
        }
    }

    /// Replaces concatenated indices in every index's concatenation by
    /// their own parts, so that only leaves remain (LLVM's
    /// `computeConcatTransitiveClosure`, for all indices).
    ///
    /// LLVM recurses without a guard and overflows its stack when an index
    /// is, through `CoveringSubRegIndices` or the registers' structure, a
    /// part of its own concatenation; here that cycle is a located error.
    /// Each index is closed once (its parts are leaves afterwards, so LLVM's
    /// repeated closing changes nothing), and an index met again while its
    /// own closure is under way is the cycle: the depth is bounded by the
    /// number of indices.
    pub(super) fn close_concatenations(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let mut state = vec![Closure::Open; self.sub_reg_indices.len()];
        let mut path = Vec::new();
        for i in 0..self.sub_reg_indices.len() {
            self.concat_transitive_closure(rk, SubRegIdxId(i as u32), &mut state, &mut path)?;
        }
        Ok(())
    }

    fn concat_transitive_closure(
        &mut self,
        rk: &mut Records<'_>,
        this: SubRegIdxId,
        state: &mut Vec<Closure>,
        path: &mut Vec<SubRegIdxId>,
    ) -> Result<()> {
        match state[this.ix()] {
            Closure::Closed => return Ok(()),
            Closure::InProgress => return self.concatenation_cycle(rk, this, path),
            Closure::Open => {}
        }
        state[this.ix()] = Closure::InProgress;
        path.push(this);
        let mut k = 0;
        while k < self.sub_reg_indices[this.ix()].concatenation_of.len() {
            let sub = self.sub_reg_indices[this.ix()].concatenation_of[k];
            self.concat_transitive_closure(rk, sub, state, path)?;
            let parts = self.sub_reg_indices[sub.ix()].concatenation_of.clone();
            if parts.is_empty() {
                k += 1;
            } else {
                let n = parts.len();
                self.sub_reg_indices[this.ix()].concatenation_of.splice(k..k + 1, parts);
                k += n;
            }
        }
        path.pop();
        state[this.ix()] = Closure::Closed;
        Ok(())
    }

    /// The error for `again`, met while closing the indices of `path`.
    fn concatenation_cycle(&self, rk: &mut Records<'_>, again: SubRegIdxId, path: &[SubRegIdxId]) -> Result<()> {
        let from = path.iter().position(|&p| p == again).unwrap_or(0);
        let names: Vec<&str> =
            path[from..].iter().chain([&again]).map(|p| self.sub_reg_indices[p.ix()].name.as_str()).collect();
        let msg = format!(
            "SubRegIndex {} is part of its own concatenation (CoveringSubRegIndices cycle: {})",
            self.sub_reg_indices[again.ix()].name,
            names.join(" -> ")
        );
        match self.sub_reg_indices[again.ix()].def {
            Some(def) => fatal_at(rk, def, msg),
            None => super::fatal_no_loc(rk, msg),
        }
    }

    fn create_sub_reg_index(&mut self, name: String, namespace: String) -> SubRegIdxId {
        let id = SubRegIdxId(self.sub_reg_indices.len() as u32);
        self.sub_reg_indices.push(SubRegIndex::synthesized(name, namespace, id.0 + 1));
        id
    }

    /// The index for `a` then `b`, synthesized as `a_then_b` if unknown.
    pub(super) fn composite_sub_reg_index(&mut self, a: SubRegIdxId, b: SubRegIdxId) -> SubRegIdxId {
        if let Some(c) = self.sub_reg_indices[a.ix()].compose(b) {
            return c;
        }
        let ia = &self.sub_reg_indices[a.ix()];
        let name = format!("{}_then_{}", ia.name, self.sub_reg_indices[b.ix()].name);
        let ns = ia.namespace.clone();
        let c = self.create_sub_reg_index(name, ns);
        self.add_composite(a, b, c);
        c
    }

    /// The index naming the concatenation of the leaf indices `parts`,
    /// synthesized as `p0_p1_..` if unknown.
    pub(super) fn concat_sub_reg_index(&mut self, parts: &[SubRegIdxId]) -> SubRegIdxId {
        if let Some(&id) = self.concat_idx.get(parts) {
            return id;
        }
        let name = parts.iter().map(|p| self.sub_reg_indices[p.ix()].name.as_str()).collect::<Vec<_>>().join("_");
        let ns = self.sub_reg_indices[parts[0].ix()].namespace.clone();
        let id = self.create_sub_reg_index(name, ns);
        self.sub_reg_indices[id.ix()].concatenation_of = parts.to_vec();
        self.concat_idx.insert(parts.to_vec(), id);
        // The concatenation's range: the parts' sizes added up (unknown if
        // any is), and the first part's offset if the parts are contiguous.
        let unknown = u32::from(SubRegRange::UNKNOWN);
        for mode in 0..self.hw_modes.num_mode_ids() {
            let first = self.sub_reg_indices[parts[0].ix()].range.get(mode);
            let mut size = u32::from(first.size);
            let (mut last_offset, mut last_size) = (u32::from(first.offset), u32::from(first.size));
            let mut contiguous = true;
            for p in &parts[1..] {
                let r = self.sub_reg_indices[p.ix()].range.get(mode);
                size = if size == unknown || u32::from(r.size) == unknown { unknown } else { size + u32::from(r.size) };
                if last_size == unknown || u32::from(r.offset) != last_offset + last_size {
                    contiguous = false;
                }
                (last_offset, last_size) = (u32::from(r.offset), u32::from(r.size));
            }
            let offset = if contiguous { first.offset } else { SubRegRange::UNKNOWN };
            *self.sub_reg_indices[id.ix()].range.get_mut(mode) = SubRegRange { size: size as u16, offset };
        }
        id
    }
}
