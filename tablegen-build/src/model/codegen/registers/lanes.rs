//! Lane masks (LLVM's `computeComposites`, `computeSubRegLaneMasks` and
//! `computeRegUnitLaneMasks`): every composition of sub-register indices the
//! registers imply, one lane bit per leaf index, the masks of the other
//! indices, classes and register units built from them, and the mask/rotate
//! steps that map lanes through an index.

use std::fmt;

use tablegen_core::intern::{FxHashMap, FxHashSet};

use super::{BitSet, RegBank, RegId, SubRegIdxId};
use crate::backend::{Records, Result};

/// A set of sub-register lanes (LLVM's 64-bit `LaneBitmask`).
///
/// ```
/// use tablegen_build::model::codegen::registers::LaneBitmask;
/// let m = LaneBitmask::lane(3);
/// assert_eq!(m.to_string(), "0000000000000008");
/// assert_eq!(m.highest_lane(), Some(3));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LaneBitmask(pub u64);

impl LaneBitmask {
    /// No lanes.
    pub const NONE: Self = LaneBitmask(0);
    /// Every lane.
    pub const ALL: Self = LaneBitmask(u64::MAX);
    /// Number of lanes.
    pub const BIT_WIDTH: u32 = 64;

    /// The single lane `bit`. Like the shift in LLVM's `getLane` on x86, the
    /// shift amount wraps at 64.
    pub fn lane(bit: u32) -> Self {
        LaneBitmask(1u64.wrapping_shl(bit))
    }

    /// True if some lane is set.
    pub fn any(self) -> bool {
        self.0 != 0
    }

    /// The highest lane set, if any (LLVM's `getHighestLane`).
    pub fn highest_lane(self) -> Option<u32> {
        (self.0 != 0).then(|| 63 - self.0.leading_zeros())
    }
}

impl std::ops::BitOr for LaneBitmask {
    type Output = Self;
    fn bitor(self, o: Self) -> Self {
        LaneBitmask(self.0 | o.0)
    }
}

impl std::ops::BitOrAssign for LaneBitmask {
    fn bitor_assign(&mut self, o: Self) {
        self.0 |= o.0;
    }
}

impl std::ops::BitAndAssign for LaneBitmask {
    fn bitand_assign(&mut self, o: Self) {
        self.0 &= o.0;
    }
}

/// Sixteen upper-case hex digits, as LLVM's `PrintLaneMask`.
impl fmt::Display for LaneBitmask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016X}", self.0)
    }
}

/// One step of a lane mask composition: keep the lanes of `mask`, rotate
/// them left by `rotate_left` (LLVM's `MaskRolPair`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaskRol {
    /// The lanes this step moves.
    pub mask: LaneBitmask,
    /// How far they move.
    pub rotate_left: u8,
}

impl RegBank {
    /// Adds every composition `a then b = c` the registers' sub-register
    /// maps imply, warning where two disagree (LLVM's `computeComposites`).
    pub(super) fn compute_composites(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let user_defined: FxHashSet<(SubRegIdxId, SubRegIdxId)> = self
            .sub_reg_indices
            .iter()
            .enumerate()
            .flat_map(|(i, idx)| idx.composites().map(move |(b, _)| (SubRegIdxId(i as u32), b)))
            .collect();
        let mut seen = BitSet::new(self.num_topo_sigs());
        for r1 in 0..self.registers.len() {
            let reg1 = RegId(r1 as u32);
            let sig = self.registers[r1].topo_sig as usize;
            if seen.test(sig) {
                continue;
            }
            seen.set(sig);
            let subs1: Vec<(SubRegIdxId, RegId)> = self.registers[r1].sub_regs.iter().map(|(i, r)| (*i, *r)).collect();
            for (idx1, reg2) in subs1 {
                if reg2 == reg1 {
                    continue;
                }
                let subs2: Vec<(SubRegIdxId, RegId)> =
                    self.registers[reg2.ix()].sub_regs.iter().map(|(i, r)| (*i, *r)).collect();
                for (idx2, reg3) in subs2 {
                    if reg3 == reg2 {
                        continue;
                    }
                    let Some(idx3) = self.registers[r1].sub_reg_index(reg3) else {
                        let msg = format!(
                            "Sub-register {} of {} has no index",
                            self.reg_name(rk, reg3),
                            self.reg_name(rk, reg1)
                        );
                        return super::fatal_no_loc(rk, msg);
                    };
                    let Some(prev) = self.add_composite(idx1, idx2, idx3) else { continue };
                    if !user_defined.contains(&(idx1, idx2)) || self.composition_agrees(idx1, idx2, idx3) {
                        let msg = format!(
                            "SubRegIndex {} and {} compose ambiguously as {} or {}",
                            self.sub_reg_indices[idx1.ix()].qualified_name(),
                            self.sub_reg_indices[idx2.ix()].qualified_name(),
                            self.sub_reg_indices[prev.ix()].qualified_name(),
                            self.sub_reg_indices[idx3.ix()].qualified_name()
                        );
                        rk.warning(&[], msg);
                    }
                }
            }
        }
        Ok(())
    }

    /// What `idx` does to every register that has it: register to
    /// sub-register.
    fn sub_reg_action(&self, idx: SubRegIdxId) -> FxHashMap<RegId, RegId> {
        let mut map = FxHashMap::default();
        for (i, r) in self.registers.iter().enumerate() {
            if let Some(&s) = r.sub_regs.get(&idx) {
                map.insert(RegId(i as u32), s);
            }
        }
        map
    }

    /// True if applying `a` then `b` agrees with `c` on every register where
    /// both apply, and both apply somewhere (LLVM's `agree` of `compose`).
    fn composition_agrees(&self, a: SubRegIdxId, b: SubRegIdxId, c: SubRegIdxId) -> bool {
        let (act_a, act_b, act_c) = (self.sub_reg_action(a), self.sub_reg_action(b), self.sub_reg_action(c));
        let composed: FxHashMap<RegId, RegId> =
            act_a.iter().filter_map(|(r, s)| act_b.get(s).map(|t| (*r, *t))).collect();
        if composed.is_empty() || act_c.is_empty() {
            return false;
        }
        composed.iter().all(|(r, t)| act_c.get(r) == Some(t))
    }

    /// Lane masks of the indices and classes, the lane transforms, and the
    /// covering lanes (LLVM's `computeSubRegLaneMasks`).
    pub(super) fn compute_sub_reg_lane_masks(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let mut bit = 0u32;
        self.covering_lanes = LaneBitmask::ALL;
        for i in 0..self.sub_reg_indices.len() {
            let idx = &mut self.sub_reg_indices[i];
            if idx.composed.is_empty() {
                if bit > LaneBitmask::BIT_WIDTH {
                    let msg = format!("Ran out of lanemask bits to represent subregister {}", idx.name);
                    return super::fatal_no_loc(rk, msg);
                }
                idx.lane_mask = LaneBitmask::lane(bit);
                bit += 1;
            } else {
                idx.lane_mask = LaneBitmask::NONE;
            }
        }
        let leaves: Vec<(SubRegIdxId, LaneBitmask)> = self
            .sub_reg_indices
            .iter()
            .enumerate()
            .filter(|(_, idx)| idx.composed.is_empty())
            .map(|(i, idx)| (SubRegIdxId(i as u32), idx.lane_mask))
            .collect();
        for i in 0..self.sub_reg_indices.len() {
            let mut steps: Vec<MaskRol> = Vec::new();
            let idx = &self.sub_reg_indices[i];
            if idx.composed.is_empty() {
                // A leaf: the single lane of a class without sub-registers
                // moves to this index's lane.
                let dst = idx.lane_mask.highest_lane().unwrap_or(u32::MAX);
                steps.push(MaskRol { mask: LaneBitmask::lane(0), rotate_left: dst as u8 });
            } else {
                let mut next_bit = 0u32;
                for &(leaf, _) in &leaves {
                    let src_bit = next_bit;
                    let mut src_mask = LaneBitmask::lane(src_bit);
                    if next_bit < LaneBitmask::BIT_WIDTH - 1 {
                        next_bit += 1;
                    }
                    let Some(&composite) = idx.composed.get(&leaf) else { continue };
                    // A composite that is not a leaf has no lane yet: LLVM's
                    // Log2 of zero, -1.
                    let dst = self.sub_reg_indices[composite.ix()].lane_mask.highest_lane().map_or(-1, i64::from);
                    let shift = dst - i64::from(src_bit);
                    let rotate =
                        if shift >= 0 { shift as u8 } else { (i64::from(LaneBitmask::BIT_WIDTH) + shift) as u8 };
                    for step in steps.iter_mut() {
                        if step.rotate_left == rotate {
                            step.mask |= src_mask;
                            src_mask = LaneBitmask::NONE;
                        }
                    }
                    if src_mask.any() {
                        steps.push(MaskRol { mask: src_mask, rotate_left: rotate });
                    }
                }
            }
            // One step: widen its mask so that more sequences merge when the
            // table is compressed; none (an impossible composition): any
            // sequence will do.
            if steps.len() == 1 {
                steps[0].mask = LaneBitmask::ALL;
            }
            if steps.is_empty() {
                steps.push(MaskRol { mask: LaneBitmask::ALL, rotate_left: 0 });
            }
            self.sub_reg_indices[i].lane_transform = steps;
        }
        for i in 0..self.sub_reg_indices.len() {
            let mask = self.index_lane_mask(SubRegIdxId(i as u32));
            if !self.sub_reg_indices[i].all_super_regs_covered {
                self.covering_lanes.0 &= !mask.0;
            }
        }
        for c in 0..self.classes.len() {
            let mut mask = LaneBitmask::NONE;
            for (i, idx) in self.sub_reg_indices.iter().enumerate() {
                if self.classes[c].sub_class_with_sub_reg(SubRegIdxId(i as u32)).is_some() {
                    mask |= idx.lane_mask;
                }
            }
            self.classes[c].lane_mask = if mask.any() { mask } else { LaneBitmask::lane(0) };
        }
        Ok(())
    }

    /// An index's lanes: its own if a leaf, else the union of its
    /// composites' (LLVM's `computeLaneMask`, memoized the same way, with
    /// all lanes as the guard against cycles).
    fn index_lane_mask(&mut self, id: SubRegIdxId) -> LaneBitmask {
        let idx = &self.sub_reg_indices[id.ix()];
        if idx.lane_mask.any() {
            return idx.lane_mask;
        }
        let parts: Vec<SubRegIdxId> = idx.composed.values().copied().collect();
        self.sub_reg_indices[id.ix()].lane_mask = LaneBitmask::ALL;
        let mut mask = LaneBitmask::NONE;
        for p in parts {
            mask |= self.index_lane_mask(p);
        }
        self.sub_reg_indices[id.ix()].lane_mask = mask;
        mask
    }

    /// Each register unit's lanes within each register: the lanes of the
    /// leaf sub-registers containing it (LLVM's `computeRegUnitLaneMasks`).
    pub(super) fn compute_reg_unit_lane_masks(&mut self) {
        for r in 0..self.registers.len() {
            let reg = &self.registers[r];
            let mut masks = vec![LaneBitmask::ALL; reg.reg_units.len()];
            for (idx, sub) in &reg.sub_regs {
                let sub = &self.registers[sub.ix()];
                if !sub.sub_regs.is_empty() {
                    continue;
                }
                let lanes = self.sub_reg_indices[idx.ix()].lane_mask;
                for u in sub.reg_units.as_slice() {
                    if let Ok(pos) = reg.reg_units.as_slice().binary_search(u) {
                        masks[pos] &= lanes;
                    }
                }
            }
            self.registers[r].reg_unit_lane_masks = masks;
        }
    }

    /// The lanes whose sub-registers cover their register wherever used
    /// (LLVM's `CoveringLanes`; needs [`RegBank::compute_derived_info`]).
    pub fn covering_lanes(&self) -> LaneBitmask {
        self.covering_lanes
    }
}
