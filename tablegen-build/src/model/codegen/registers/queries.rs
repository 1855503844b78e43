//! Questions the register-info tables ask of a finished bank: sub-registers
//! in LLVM's pre-order, the registers a set covers, and the sub-register
//! class a class's registers map to through an index.

use tablegen_core::intern::FxHashSet;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::register::RegisterKey;
use super::{BitSet, ClassId, RegBank, RegId, RegUnitSet, SubRegIdxId};

impl RegBank {
    /// Every sub-register of `r`: the explicit ones depth first in pre-order,
    /// then the remaining (secondary) ones by index (LLVM's
    /// `addSubRegsPreOrder` into an empty set).
    pub fn sub_regs_pre_order(&self, r: RegId) -> Vec<RegId> {
        let mut out = Vec::new();
        let mut seen = FxHashSet::default();
        self.add_sub_regs_pre_order(r, &mut out, &mut seen);
        out
    }

    fn add_sub_regs_pre_order(&self, r: RegId, out: &mut Vec<RegId>, seen: &mut FxHashSet<RegId>) {
        let reg = &self.registers[r.ix()];
        for &sub in &reg.explicit_sub_regs {
            if seen.insert(sub) {
                out.push(sub);
                self.add_sub_regs_pre_order(sub, out, seen);
            }
        }
        for &sub in reg.sub_regs.values() {
            if seen.insert(sub) {
                out.push(sub);
            }
        }
    }

    /// The registers `regs` cover: each with its sub-registers, then every
    /// covered-by-sub-registers super-register all of whose sub-registers
    /// are in, repeatedly (LLVM's `computeCoveredRegisters`). Indexed by
    /// enum value, so bit 0 (`NoRegister`) is never set.
    pub fn covered_registers(&self, regs: &[RegId]) -> BitSet {
        let mut order: Vec<RegId> = Vec::new();
        let mut set: FxHashSet<RegId> = FxHashSet::default();
        for &r in regs {
            if set.insert(r) {
                order.push(r);
                self.add_sub_regs_pre_order(r, &mut order, &mut set);
            }
        }
        let mut i = 0;
        while i < order.len() {
            let supers = self.registers[order[i].ix()].super_regs.clone();
            for sup in supers {
                let s = &self.registers[sup.ix()];
                if !s.covered_by_sub_regs || set.contains(&sup) {
                    continue;
                }
                if s.sub_regs.values().all(|sub| set.contains(sub)) {
                    set.insert(sup);
                    order.push(sup);
                }
            }
            i += 1;
        }
        let mut bits = BitSet::new(self.registers.len() + 1);
        for r in order {
            bits.set(self.registers[r.ix()].enum_value as usize);
        }
        bits
    }

    /// For every class and sub-register index: the class its registers'
    /// sub-registers at that index fall in (LLVM's
    /// `getMatchingSubClassWithSubRegs`, whose sub-register class is what
    /// `getSubRegisterClass` answers), indexed `[class][index]`.
    pub fn sub_reg_classes(&self) -> Vec<Vec<Option<ClassId>>> {
        let n = self.classes.len();
        // Per index, the classes that are some class's sub-register class
        // there, larger first (stable), sorted once: only the class asking
        // moves within its size group.
        let candidates: Vec<Vec<ClassId>> = (0..self.sub_reg_indices.len())
            .map(|i| {
                let idx = SubRegIdxId(i as u32);
                let mut subs: Vec<ClassId> = (0..n as u32)
                    .map(ClassId)
                    .filter(|c| self.classes[c.ix()].super_reg_classes(idx).next().is_some())
                    .collect();
                subs.sort_by_key(|c| std::cmp::Reverse(self.classes[c.ix()].members.len()));
                subs
            })
            .collect();
        let mut scratch = Vec::new();
        (0..n as u32)
            .map(|c| {
                candidates
                    .iter()
                    .enumerate()
                    .map(|(i, subs)| {
                        scratch.clone_from(subs);
                        self.matching_sub_class(ClassId(c), SubRegIdxId(i as u32), &mut scratch).map(|(_, sub)| sub)
                    })
                    .collect()
            })
            .collect()
    }

    /// LLVM's `getMatchingSubClassWithSubRegs` for `rc` at `idx`, given the
    /// classes that are sub-register classes at `idx`, larger first: the
    /// largest sub-class of `rc` whose registers all have an `idx`
    /// sub-register, and the class those sub-registers fall in, preferring
    /// `rc` among classes of equal size and a sub-register class no larger
    /// than the super-register class.
    fn matching_sub_class(&self, rc: ClassId, idx: SubRegIdxId, subs: &mut [ClassId]) -> Option<(ClassId, ClassId)> {
        let biggest = self.classes[rc.ix()].sub_class_with_sub_reg(idx)?;
        let size = |c: ClassId| self.classes[c.ix()].members.len();
        // LLVM's stable sort by size, larger first, with `rc` first among
        // classes of its size; `list` is already sorted by size.
        let rc_first = |list: &mut [ClassId]| {
            if let Some(p) = list.iter().position(|&c| c == rc) {
                let first = list.iter().position(|&c| size(c) == size(rc)).unwrap_or(p);
                list[first..=p].rotate_right(1);
            }
        };
        let mut supers: Vec<ClassId> = self.classes[biggest.ix()].sub_classes().collect();
        supers.sort_by_key(|c| std::cmp::Reverse(size(*c)));
        rc_first(&mut supers);
        rc_first(subs);
        for &sup in &supers {
            let mut chosen = None;
            for &sub in subs.iter() {
                if self.classes[sub.ix()].has_super_reg_class(idx, sup) {
                    chosen = Some((sup, sub));
                    if size(sup) >= size(sub) {
                        return chosen;
                    }
                }
            }
            if chosen.is_some() {
                return chosen;
            }
        }
        None
    }

    /// The pressure set `id` (an index into the sets as computed, not the
    /// emission order).
    pub fn reg_unit_set(&self, id: u32) -> &RegUnitSet {
        &self.reg_unit_sets[id as usize]
    }
}

/// Sorts `(register def, payload)` pairs stably in LLVM's
/// `LessRecordRegister` order.
pub fn stable_sort_by_register<T>(rk: &RecordKeeper, items: &mut Vec<(RecId, T)>) {
    let mut keyed: Vec<(RegisterKey<'_>, (RecId, T))> =
        items.drain(..).map(|it| (RegisterKey::new(rk, it.0), it)).collect();
    keyed.sort_by(|a, b| {
        if a.0.less(&b.0) {
            std::cmp::Ordering::Less
        } else if b.0.less(&a.0) {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Equal
        }
    });
    items.extend(keyed.into_iter().map(|k| k.1));
}
