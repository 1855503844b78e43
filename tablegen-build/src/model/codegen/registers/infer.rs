//! Inferred register classes (LLVM's `computeInferredRegisterClasses`): the
//! classes the `.td` files leave out but the register allocator's queries
//! need answers for: intersections of classes, the registers of a class
//! that have a given sub-register, and the registers whose sub-register at
//! an index lies in another class.
//!
//! Classes are appended while the loops run, and which classes a loop sees
//! depends on how many existed when it started, exactly as with LLVM's
//! `std::list` iterators; the names of the new classes depend on it.

use crate::backend::{Records, Result};

use super::classes::RegClass;
use super::{BitSet, ClassId, RegBank, RegId, SubRegIdxId};

/// Scratch space reused across calls: registers' super-registers through
/// one index, indexed by sub-register; a class's (sub-register, register)
/// pairs, by index; and the classes that can match a set of sub-registers.
#[derive(Default)]
struct SubToSuper {
    supers: Vec<Vec<RegId>>,
    touched: Vec<RegId>,
    by_index: Vec<Vec<(RegId, RegId)>>,
    /// The non-artificial classes with a member of each topological
    /// signature, in class order (classes are only ever appended, and a
    /// class's signatures never change).
    by_sig: Vec<Vec<u32>>,
    /// How many classes `by_sig` has seen.
    indexed: usize,
    /// Every register's sub-registers by index, flattened: register `r`'s
    /// are `subs[subs_start[r]..subs_start[r + 1]]` (inference walks them
    /// millions of times on AMDGPU, and a slice walks faster than a map).
    subs: Vec<(SubRegIdxId, RegId)>,
    subs_start: Vec<u32>,
}

impl SubToSuper {
    /// Flattens the registers' sub-register maps (which inference does not
    /// change).
    fn flatten(&mut self, bank: &RegBank) {
        self.subs.clear();
        self.subs_start.clear();
        for reg in &bank.registers {
            self.subs_start.push(self.subs.len() as u32);
            self.subs.extend(reg.sub_regs.iter().map(|(&idx, &sub)| (idx, sub)));
        }
        self.subs_start.push(self.subs.len() as u32);
    }

    /// Register `r`'s sub-registers by index, ascending.
    fn subs_of(&self, r: RegId) -> &[(SubRegIdxId, RegId)] {
        match (self.subs_start.get(r.ix()), self.subs_start.get(r.ix() + 1)) {
            (Some(&a), Some(&b)) => &self.subs[a as usize..b as usize],
            _ => &[],
        }
    }

    /// Brings `by_sig` up to date with the classes made since last time.
    fn index(&mut self, classes: &[RegClass]) {
        for (j, class) in classes.iter().enumerate().skip(self.indexed) {
            if class.artificial {
                continue;
            }
            for sig in class.topo_sigs.ones() {
                if self.by_sig.len() <= sig {
                    self.by_sig.resize_with(sig + 1, Vec::new);
                }
                self.by_sig[sig].push(j as u32);
            }
        }
        self.indexed = classes.len();
    }

    /// The non-artificial classes in `first..end` with a member of a
    /// signature in `sigs`, ascending: LLVM's walk over every class, less
    /// those its signature check would skip.
    fn candidates(&self, sigs: &BitSet, first: usize, end: usize, out: &mut Vec<u32>) {
        out.clear();
        let range = |list: &[u32]| {
            let lo = list.partition_point(|&j| (j as usize) < first);
            let hi = list.partition_point(|&j| (j as usize) < end);
            lo..hi.max(lo)
        };
        let mut lists = 0;
        for sig in sigs.ones() {
            let Some(list) = self.by_sig.get(sig) else { continue };
            out.extend_from_slice(&list[range(list)]);
            lists += 1;
        }
        if lists > 1 {
            out.sort_unstable();
            out.dedup();
        }
    }

    fn clear(&mut self) {
        for r in self.touched.drain(..) {
            self.supers[r.ix()].clear();
        }
    }
    fn add(&mut self, sub: RegId, sup: RegId) {
        if self.supers.len() <= sub.ix() {
            self.supers.resize_with(sub.ix() + 1, Vec::new);
        }
        if self.supers[sub.ix()].is_empty() {
            self.touched.push(sub);
        }
        self.supers[sub.ix()].push(sup);
    }
    fn get(&self, sub: RegId) -> &[RegId] {
        self.supers.get(sub.ix()).map_or(&[], Vec::as_slice)
    }
}

impl RegBank {
    /// Infers the missing classes; the new ones are appended to the class
    /// list in creation order.
    pub(super) fn infer_classes(&mut self, _rk: &mut Records<'_>) -> Result<()> {
        let mut scratch = SubToSuper::default();
        scratch.flatten(self);
        // The last class that existed before the previous round of
        // sub-register class matching.
        let mut first_new = self.classes.len() - 1;
        let mut i = 0;
        while i < self.classes.len() {
            let rc = ClassId(i as u32);
            if !self.classes[i].artificial {
                self.infer_sub_class_with_sub_reg(rc);
                self.infer_common_sub_class(rc);
                self.infer_matching_super_reg_class(rc, 0, &mut scratch);
                // Classes created since cannot have been matched as
                // sub-register classes of the classes visited so far. (An
                // artificial class at `first_new` skips this, as in LLVM.)
                if i == first_new {
                    let next_new = self.classes.len() - 1;
                    for j in 0..=first_new {
                        self.infer_matching_super_reg_class(ClassId(j as u32), first_new + 1, &mut scratch);
                    }
                    first_new = next_new;
                }
            }
            i += 1;
        }
        Ok(())
    }

    /// The class with exactly `members` and `rc`'s sizes, created (named
    /// `name()`) when missing.
    fn get_or_create_sub_class(
        &mut self,
        rc: ClassId,
        members: Vec<RegId>,
        name: impl FnOnce(&Self) -> String,
    ) -> ClassId {
        let rsi = self.classes[rc.ix()].rsi.clone();
        let key = (members, rsi.first());
        if let Some(&id) = self.key_to_class.get(&key) {
            return id;
        }
        let name = name(self);
        let class = RegClass::synthesized(self, name, key.0, rsi);
        self.classes.push(class);
        let id = ClassId(self.classes.len() as u32 - 1);
        self.add_to_maps(id);
        id
    }

    /// Intersections of `rc` with every class existing now.
    fn infer_common_sub_class(&mut self, rc: ClassId) {
        let end = self.classes.len();
        let mut inter = Vec::new();
        for j in 0..end {
            if j == rc.ix() {
                continue;
            }
            inter.clear();
            intersect(&self.classes[rc.ix()].members, &self.classes[j].members, &mut inter);
            if inter.is_empty() {
                continue;
            }
            let (mut a, mut b) = (rc, ClassId(j as u32));
            // The stricter spill size wins; on a tie, `rc`.
            if self.classes[b.ix()].rsi.has_stricter_spill_than(&self.classes[a.ix()].rsi) {
                std::mem::swap(&mut a, &mut b);
            }
            self.get_or_create_sub_class(a, inter.clone(), |bank| {
                format!("{}_and_{}", bank.classes[a.ix()].name, bank.classes[b.ix()].name)
            });
        }
    }

    /// For every (non-artificial) index some of `rc`'s registers have: the
    /// class of those registers.
    fn infer_sub_class_with_sub_reg(&mut self, rc: ClassId) {
        let num_idx = self.sub_reg_indices.len();
        let mut sets: Vec<Vec<RegId>> = vec![Vec::new(); num_idx];
        for &r in &self.classes[rc.ix()].members {
            let reg = &self.registers[r.ix()];
            if reg.artificial {
                continue;
            }
            for idx in reg.sub_regs.keys() {
                if !self.sub_reg_indices[idx.ix()].artificial {
                    sets[idx.ix()].push(r);
                }
            }
        }
        // Members are sorted, so each set is too. Synthetic indices last.
        for (k, set) in sets.into_iter().enumerate() {
            if self.sub_reg_indices[k].artificial || set.is_empty() {
                continue;
            }
            let sub = if set.len() == self.classes[rc.ix()].members.len() {
                rc
            } else {
                self.get_or_create_sub_class(rc, set, |bank| {
                    format!("{}_with_{}", bank.classes[rc.ix()].name, bank.sub_reg_indices[k].name)
                })
            };
            self.classes[rc.ix()].sub_class_with_sub_reg[k] = Some(sub);
        }
    }

    /// For every index all of `rc`'s registers have and every candidate
    /// class from `first`: the registers of `rc` whose sub-register lies in
    /// the candidate form a class.
    fn infer_matching_super_reg_class(&mut self, rc: ClassId, first: usize, scratch: &mut SubToSuper) {
        let mut topo = BitSet::new(self.num_topo_sigs());
        let mut subset: Vec<RegId> = Vec::new();
        let mut candidates: Vec<u32> = Vec::new();
        // Every (sub-register, register) pair of `rc`'s members through an
        // index all of them have, by index, in member order: one walk of
        // each member's sub-registers instead of a lookup per index.
        let mut by_index = std::mem::take(&mut scratch.by_index);
        by_index.resize_with(self.sub_reg_indices.len(), Vec::new);
        let class = &self.classes[rc.ix()];
        let full: Vec<bool> = (0..self.sub_reg_indices.len())
            .map(|k| class.sub_class_with_sub_reg(SubRegIdxId(k as u32)) == Some(rc))
            .collect();
        if full.contains(&true) {
            for &sup in &class.members {
                for &(idx, sub) in scratch.subs_of(sup) {
                    if full[idx.ix()] {
                        by_index[idx.ix()].push((sub, sup));
                    }
                }
            }
        }
        for (k, pairs) in by_index.iter_mut().enumerate() {
            if pairs.is_empty() {
                continue;
            }
            let idx = SubRegIdxId(k as u32);
            topo.clear();
            for &(sub, _) in pairs.iter() {
                topo.set(self.registers[sub.ix()].topo_sig as usize);
            }
            // The super-registers by sub-register, made for the first
            // candidate that needs them.
            let mut supers_made = false;
            // Classes this loop creates are never useful candidates.
            let end = self.classes.len();
            scratch.index(&self.classes);
            scratch.candidates(&topo, first, end, &mut candidates);
            for &j in &candidates {
                let j = j as usize;
                let sub_rc = &self.classes[j];
                subset.clear();
                // Walk the smaller side: the candidate's members, or `rc`'s
                // (register, sub-register) pairs looked up in the candidate.
                if sub_rc.members.len() <= pairs.len() {
                    if !supers_made {
                        scratch.clear();
                        for &(sub, sup) in pairs.iter() {
                            scratch.add(sub, sup);
                        }
                        supers_made = true;
                    }
                    for &r in &sub_rc.members {
                        subset.extend_from_slice(scratch.get(r));
                    }
                } else {
                    subset.extend(pairs.iter().filter(|(sub, _)| sub_rc.contains(*sub)).map(|&(_, sup)| sup));
                }
                if subset.is_empty() {
                    continue;
                }
                subset.sort_unstable();
                subset.dedup();
                if subset.len() == self.classes[rc.ix()].members.len() {
                    self.classes[j].super_reg_classes.entry(idx).or_default().insert(rc);
                    continue;
                }
                self.get_or_create_sub_class(rc, subset.clone(), |bank| {
                    format!(
                        "{}_with_{}_in_{}",
                        bank.classes[rc.ix()].name,
                        bank.sub_reg_indices[k].name,
                        bank.classes[j].name
                    )
                });
            }
            pairs.clear();
        }
        scratch.by_index = by_index;
    }
}

/// `std::set_intersection` of sorted slices.
pub(super) fn intersect(a: &[RegId], b: &[RegId], out: &mut Vec<RegId>) {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
}
