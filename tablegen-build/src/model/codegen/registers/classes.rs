//! Register classes (LLVM's `CodeGenRegisterClass`): the `RegisterClass`
//! defs, their topological order, and the sub-class relation.

use std::collections::{BTreeMap, BTreeSet};

use crate::backend::{Records, Result};
use tablegen_core::init::Init;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::{defs_of, fatal_no_loc, BitSet, ClassId, RegBank, RegId, SubRegIdxId};
use crate::model::codegen::DEFAULT_MODE;
use crate::model::set_theory::RecSet;
use crate::support::fields::{bit_field, fatal_at, lift, string_field};

/// Register and spill size and spill alignment, in bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegSizeInfo {
    /// `RegSize`.
    pub reg_size: u32,
    /// `SpillSize`.
    pub spill_size: u32,
    /// `SpillAlignment`.
    pub spill_alignment: u32,
}

impl RegSizeInfo {
    /// True if a class of this size may replace one of size `other`
    /// (LLVM's `RegSizeInfo::isSubClassOf`).
    pub fn is_sub_class_of(&self, other: &RegSizeInfo) -> bool {
        self.reg_size <= other.reg_size
            && self.spill_alignment != 0
            && other.spill_alignment % self.spill_alignment == 0
            && self.spill_size <= other.spill_size
    }
}

/// [`RegSizeInfo`] per hardware mode. Every class has an entry for the
/// default mode, and comparisons look at that entry only (as LLVM's do,
/// which compare the first mode of the map).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegSizeInfoByHwMode {
    /// Mode id to sizes.
    pub map: BTreeMap<u32, RegSizeInfo>,
}

impl RegSizeInfoByHwMode {
    /// The entry that comparisons use: the first mode's.
    pub fn first(&self) -> RegSizeInfo {
        self.map.values().next().copied().unwrap_or_default()
    }

    /// The sizes under `mode`, falling back to the default mode.
    pub fn get(&self, mode: u32) -> RegSizeInfo {
        self.map.get(&mode).copied().unwrap_or_else(|| self.first())
    }

    /// LLVM's `hasStricterSpillThan`: larger (spill size, alignment).
    pub fn has_stricter_spill_than(&self, other: &RegSizeInfoByHwMode) -> bool {
        let (a, b) = (self.first(), other.get(self.first_mode()));
        (a.spill_size, a.spill_alignment) > (b.spill_size, b.spill_alignment)
    }

    fn first_mode(&self) -> u32 {
        self.map.keys().next().copied().unwrap_or(DEFAULT_MODE)
    }

    fn key(&self) -> RegSizeInfo {
        self.first()
    }
}

/// One register class.
#[derive(Clone, Debug)]
pub struct RegClass {
    /// The `RegisterClass` def; `None` for inferred classes.
    pub def: Option<RecId>,
    /// The name (inferred classes: built from the classes they came from).
    pub name: String,
    /// The enum value (position in [`RegBank::classes`]).
    pub enum_value: u32,
    /// Members, in register enum order.
    pub members: Vec<RegId>,
    /// Allocation orders: `[0]` is the `MemberList` order, then `AltOrders`.
    pub orders: Vec<Vec<RecId>>,
    /// `Namespace`.
    pub namespace: String,
    /// `RegTypes` (ValueType defs, some of them selected by hardware mode).
    pub value_types: Vec<RecId>,
    /// Sizes per hardware mode.
    pub rsi: RegSizeInfoByHwMode,
    /// `CopyCost`: LLVM's `int`, printed as it is although the C++ table
    /// field it initialises is an `int8_t`.
    pub copy_cost: i32,
    /// `isAllocatable` (inferred classes: any super-class's).
    pub allocatable: bool,
    /// `AltOrderSelect`.
    pub alt_order_select: String,
    /// `AllocationPriority` (0..=31).
    pub allocation_priority: u8,
    /// `GlobalPriority`.
    pub global_priority: bool,
    /// `TSFlags`.
    pub ts_flags: u8,
    /// True if every member is artificial.
    pub artificial: bool,
    /// `GeneratePressureSet` (inferred classes: or-ed from the nearest
    /// super-class).
    pub generate_pressure_set: bool,
    /// True if some member has sub-registers that do not overlap (set by
    /// [`RegBank::compute_derived_info`]).
    pub has_disjunct_sub_regs: bool,
    /// True if every member is covered by its sub-registers (set by
    /// [`RegBank::compute_derived_info`]).
    pub covered_by_sub_regs: bool,
    /// The lanes of the sub-register indices some sub-class supports, or
    /// lane 0 without any (set by [`RegBank::compute_derived_info`]).
    pub lane_mask: super::LaneBitmask,
    /// Super-classes, in enum order (larger first); not this class.
    pub super_classes: Vec<ClassId>,
    pub(super) sub_classes: BitSet,
    /// `members` as a set of register numbers, for [`RegClass::contains`].
    pub(super) member_set: BitSet,
    pub(super) topo_sigs: BitSet,
    /// Per sub-register index: the largest sub-class whose registers all
    /// have that sub-register.
    pub(super) sub_class_with_sub_reg: Vec<Option<ClassId>>,
    /// Per sub-register index: the classes all of whose registers have
    /// their sub-register at that index in this class.
    pub(super) super_reg_classes: BTreeMap<SubRegIdxId, BTreeSet<ClassId>>,
}

impl RegClass {
    /// `<Name>RegClassID`, the enumerator.
    pub fn id_name(&self) -> String {
        format!("{}RegClassID", self.name)
    }

    /// `Namespace::Name` (the bare name without a namespace).
    pub fn qualified_name(&self) -> String {
        if self.namespace.is_empty() {
            self.name.clone()
        } else {
            format!("{}::{}", self.namespace, self.name)
        }
    }

    /// True if `reg` is a member.
    pub fn contains(&self, reg: RegId) -> bool {
        self.member_set.test(reg.ix())
    }

    /// True if `other` is a sub-class of this class (or this class).
    pub fn has_sub_class(&self, other: ClassId) -> bool {
        self.sub_classes.test(other.ix())
    }

    /// The sub-classes, this class included, as a set of class numbers.
    pub fn sub_class_set(&self) -> &BitSet {
        &self.sub_classes
    }

    /// The sub-classes, this class included, in enum order.
    pub fn sub_classes(&self) -> impl Iterator<Item = ClassId> + '_ {
        self.sub_classes.ones().map(|i| ClassId(i as u32))
    }

    /// The largest sub-class all of whose registers have an `idx`
    /// sub-register.
    pub fn sub_class_with_sub_reg(&self, idx: SubRegIdxId) -> Option<ClassId> {
        self.sub_class_with_sub_reg.get(idx.ix()).copied().flatten()
    }

    /// The classes whose registers all have their `idx` sub-register in
    /// this class.
    pub fn super_reg_classes(&self, idx: SubRegIdxId) -> impl Iterator<Item = ClassId> + '_ {
        self.super_reg_classes.get(&idx).into_iter().flatten().copied()
    }

    /// True if every register of `sup` has its `idx` sub-register in this
    /// class (`sup` is among [`RegClass::super_reg_classes`]).
    pub fn has_super_reg_class(&self, idx: SubRegIdxId, sup: ClassId) -> bool {
        self.super_reg_classes.get(&idx).is_some_and(|s| s.contains(&sup))
    }

    /// The classes that are, at some sub-register index, among
    /// [`RegClass::super_reg_classes`] (the union over every index, as
    /// LLVM's `getSuperRegClasses` filled for each index in turn; a class
    /// may come more than once). `-gen-register-bank` counts a class as a
    /// sub-register class of each of these.
    pub fn super_reg_classes_at_any_index(&self) -> impl Iterator<Item = ClassId> + '_ {
        self.super_reg_classes.values().flatten().copied()
    }

    /// A class TableGen inferred: members and sizes come from the caller,
    /// the rest is inherited from the nearest super-class later.
    pub(super) fn synthesized(bank: &RegBank, name: String, members: Vec<RegId>, rsi: RegSizeInfoByHwMode) -> Self {
        let mut topo_sigs = BitSet::new(bank.num_topo_sigs());
        let mut artificial = true;
        for r in &members {
            let reg = &bank.registers[r.ix()];
            topo_sigs.set(reg.topo_sig as usize);
            artificial &= reg.artificial;
        }
        RegClass {
            def: None,
            name,
            enum_value: u32::MAX,
            member_set: BitSet::from_ones(bank.registers.len(), members.iter().map(|r| r.ix())),
            members,
            // Replaced by the super-class's, filtered, in
            // `inherit_properties`. A class with no super-class (odd sizes
            // can leave one: LLVM 19 then reads past an empty list and
            // crashes) keeps one empty order: nothing to allocate.
            orders: vec![Vec::new()],
            namespace: String::new(),
            value_types: Vec::new(),
            rsi,
            copy_cost: 0,
            allocatable: true,
            alt_order_select: String::new(),
            allocation_priority: 0,
            global_priority: false,
            ts_flags: 0,
            artificial,
            generate_pressure_set: false,
            has_disjunct_sub_regs: false,
            covered_by_sub_regs: true,
            lane_mask: super::LaneBitmask::NONE,
            super_classes: Vec::new(),
            sub_classes: BitSet::default(),
            topo_sigs,
            sub_class_with_sub_reg: vec![None; bank.sub_reg_indices.len()],
            super_reg_classes: BTreeMap::new(),
        }
    }
}

/// LLVM's `testSubClass`: `b`'s members are all in `a`, and `a`'s sizes
/// allow `b` to replace it.
pub(super) fn test_sub_class(a: &RegClass, b: &RegClass) -> bool {
    a.rsi.first().is_sub_class_of(&b.rsi.get(a.rsi.first_mode())) && includes(&a.members, &b.members)
}

/// `std::includes` on sorted slices.
pub(super) fn includes<T: Ord>(sup: &[T], sub: &[T]) -> bool {
    if sub.len() > sup.len() {
        return false;
    }
    let mut i = 0;
    for x in sub {
        while i < sup.len() && sup[i] < *x {
            i += 1;
        }
        if i == sup.len() || sup[i] != *x {
            return false;
        }
        i += 1;
    }
    true
}

/// LLVM's `TopoOrderRC`: smaller sizes first, then larger classes, then by
/// name. Classes before their sub-classes.
fn topo_order_less(a: &RegClass, b: &RegClass) -> bool {
    let (ra, rb) = (a.rsi.first(), b.rsi.get(a.rsi.first_mode()));
    if ra != rb {
        return ra < rb;
    }
    if a.members.len() != b.members.len() {
        return a.members.len() > b.members.len();
    }
    a.name.as_bytes() < b.name.as_bytes()
}

/// The size in bits of a value type, for a class that gives no size. LLVM
/// turns the def into its machine value type (by `Value`) and asks that
/// type's size, so a target's own def (SPIR-V's `v2p32`, whose `Value` is
/// `i32`'s) has the size of the generic `MVT` def with the same `Value`.
/// For a type selected by hardware mode, the first mode's type counts.
fn value_type_bits(rk: &RecordKeeper, bank: &RegBank, vt: RecId) -> i64 {
    let vt = if rk.is_subclass_of_name(vt, "HwModeSelect") {
        let sel = bank.hw_modes.selects.iter().find(|s| s.def == vt);
        sel.and_then(|s| s.items.iter().min_by_key(|(m, _)| *m).map(|(_, o)| *o)).unwrap_or(vt)
    } else {
        vt
    };
    let own = rk.value_as_int(vt, "Size").unwrap_or(0);
    let Ok(value) = rk.value_as_int(vt, "Value") else { return own };
    rk.all_derived_definitions_if_defined("ValueType")
        .into_iter()
        .find(|d| {
            rk.value_as_int(*d, "Value").ok() == Some(value) && rk.value_as_string(*d, "Namespace").ok() == Some("MVT")
        })
        .and_then(|d| rk.value_as_int(d, "Size").ok())
        .unwrap_or(own)
}

impl RegBank {
    /// The `RegisterClass` defs, in definition (name) order.
    pub(super) fn read_classes(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let defs = defs_of(rk, "RegisterClass")?;
        if defs.is_empty() {
            return fatal_no_loc(rk, "No 'RegisterClass' subclasses defined!");
        }
        for def in defs {
            let rc = self.read_class(rk, def)?;
            let artificial = rc.artificial;
            self.classes.push(rc);
            if !artificial {
                self.add_to_maps(ClassId(self.classes.len() as u32 - 1));
            }
        }
        Ok(())
    }

    fn read_class(&mut self, rk: &mut Records<'_>, def: RecId) -> Result<RegClass> {
        let generate_pressure_set = bit_field(rk, def, "GeneratePressureSet")?;
        let r = rk.value_as_list_of_defs(def, "RegTypes");
        let value_types = lift(rk, r)?;
        if value_types.is_empty() {
            return fatal_at(rk, def, "RegTypes list must not be empty!");
        }
        for &t in &value_types {
            if !rk.is_subclass_of_name(t, "ValueType") {
                let msg =
                    format!("RegTypes list member '{}' does not derive from the ValueType class!", rk.name_str(t));
                return fatal_at(rk, def, msg);
            }
        }
        let elements = self.sets.expand(rk, def)?.map(<[_]>::to_vec).unwrap_or_default();
        let r = rk.value_as_list(def, "AltOrders").map(<[Init]>::to_vec);
        let alt_orders = lift(rk, r)?;
        let mut orders = vec![Vec::new(); 1 + alt_orders.len()];
        let mut artificial = true;
        let mut topo_sigs = BitSet::new(self.num_topo_sigs());
        let mut members = Vec::with_capacity(elements.len());
        for &e in &elements {
            orders[0].push(e);
            let reg = self.reg(rk, e)?;
            members.push(reg);
            artificial &= self.registers[reg.ix()].artificial;
            topo_sigs.set(self.registers[reg.ix()].topo_sig as usize);
        }
        members.sort_unstable();
        members.dedup();
        let locs = rk.record(def).locs.clone();
        for (i, alt) in alt_orders.iter().enumerate() {
            let mut order = RecSet::new();
            self.sets.evaluate(rk, *alt, &mut order, &locs)?;
            orders[1 + i] = order.as_slice().to_vec();
            // LLVM checks from the back.
            for &r in order.as_slice().iter().rev() {
                let reg = self.reg(rk, r)?;
                if members.binary_search(&reg).is_err() {
                    let msg = format!(" AltOrder register {} is not a class member", rk.name_str(r));
                    return fatal_at(rk, def, msg);
                }
            }
        }
        let namespace = string_field(rk, def, "Namespace")?;
        let mut rsi = RegSizeInfoByHwMode::default();
        if let Some(info) = rk.field(def, "RegInfos").and_then(|v| rk.inits.as_def(v.value)) {
            let items =
                self.hw_modes.selects.iter().find(|s| s.def == info).map(|s| s.items.clone()).unwrap_or_default();
            for (mode, obj) in items {
                let ri = read_reg_size_info(rk, obj)?;
                rsi.map.entry(mode).or_insert(ri);
            }
        }
        // `Size`, `Alignment` and the sizes are LLVM's `unsigned`s and
        // `CopyCost` an `int`: the low 32 bits of the record's values (a
        // `Size` of 2^32 is 0, and falls back to the type's size).
        let r = rk.value_as_int(def, "Size");
        let size = lift(rk, r)? as u32;
        if let std::collections::btree_map::Entry::Vacant(e) = rsi.map.entry(DEFAULT_MODE) {
            let bits = if size != 0 { size } else { value_type_bits(rk, self, value_types[0]) as u32 };
            let r = rk.value_as_int(def, "Alignment");
            let align = lift(rk, r)? as u32;
            e.insert(RegSizeInfo { reg_size: bits, spill_size: bits, spill_alignment: align });
        }
        let r = rk.value_as_int(def, "CopyCost");
        let copy_cost = lift(rk, r)? as i32;
        let allocatable = bit_field(rk, def, "isAllocatable")?;
        let alt_order_select = string_field(rk, def, "AltOrderSelect")?;
        let r = rk.value_as_int(def, "AllocationPriority");
        // An `int` in LLVM, then checked: 2^32 + 3 is 3, and accepted.
        let prio = lift(rk, r)? as i32;
        if !(0..32).contains(&prio) {
            return fatal_at(rk, def, "AllocationPriority out of range [0,31]");
        }
        let global_priority = bit_field(rk, def, "GlobalPriority")?;
        let r = rk.value_as_bits(def, "TSFlags").map(<[Init]>::to_vec);
        let bits = lift(rk, r)?;
        let mut ts_flags = 0u8;
        for (i, b) in bits.iter().enumerate().take(8) {
            if rk.inits.as_bit(*b) == Some(true) {
                ts_flags |= 1 << i;
            }
        }
        let member_set = BitSet::from_ones(self.registers.len(), members.iter().map(|r| r.ix()));
        Ok(RegClass {
            def: Some(def),
            name: rk.name_str(def).to_owned(),
            enum_value: u32::MAX,
            members,
            orders,
            namespace,
            value_types,
            rsi,
            copy_cost,
            allocatable,
            alt_order_select,
            allocation_priority: prio as u8,
            global_priority,
            ts_flags,
            artificial,
            generate_pressure_set,
            has_disjunct_sub_regs: false,
            covered_by_sub_regs: true,
            lane_mask: super::LaneBitmask::NONE,
            super_classes: Vec::new(),
            sub_classes: BitSet::default(),
            member_set,
            topo_sigs,
            sub_class_with_sub_reg: vec![None; self.sub_reg_indices.len()],
            super_reg_classes: BTreeMap::new(),
        })
    }

    /// Registers a class under its def and its (members, sizes) key; the
    /// first class with a key keeps it.
    pub(super) fn add_to_maps(&mut self, id: ClassId) {
        let rc = &self.classes[id.ix()];
        if let Some(def) = rc.def {
            self.def_to_class.entry(def).or_insert(id);
        }
        self.key_to_class.entry((rc.members.clone(), rc.rsi.key())).or_insert(id);
    }

    /// Sorts the classes topologically (a stable sort, as `std::list::sort`)
    /// and renumbers every reference to them.
    pub(super) fn order_classes(&mut self) {
        let mut order: Vec<u32> = (0..self.classes.len() as u32).collect();
        let classes = &self.classes;
        let _ = crate::support::sort::stable_sort(&mut order, &mut |a: u32, b: u32| {
            Ok::<bool, std::convert::Infallible>(topo_order_less(&classes[a as usize], &classes[b as usize]))
        });
        let mut new_of_old = vec![0u32; order.len()];
        for (new, &old) in order.iter().enumerate() {
            new_of_old[old as usize] = new as u32;
        }
        let remap = |c: ClassId| ClassId(new_of_old[c.ix()]);
        let mut old: Vec<Option<RegClass>> = std::mem::take(&mut self.classes).into_iter().map(Some).collect();
        for &o in &order {
            if let Some(rc) = old[o as usize].take() {
                self.classes.push(rc);
            }
        }
        for (i, rc) in self.classes.iter_mut().enumerate() {
            rc.enum_value = i as u32;
            for s in rc.sub_class_with_sub_reg.iter_mut().flatten() {
                *s = remap(*s);
            }
            for set in rc.super_reg_classes.values_mut() {
                *set = set.iter().map(|c| remap(*c)).collect();
            }
        }
        for v in self.def_to_class.values_mut() {
            *v = remap(*v);
        }
        for v in self.key_to_class.values_mut() {
            *v = remap(*v);
        }
    }

    /// Sub-classes and super-classes of every class (classes must be in
    /// topological order), then the inherited properties of inferred ones.
    pub(super) fn compute_sub_classes(&mut self, rk: &mut Records<'_>) -> Result<()> {
        let n = self.classes.len();
        for i in (0..n).rev() {
            let mut subs = BitSet::new(n);
            subs.set(i);
            if !self.classes[i].artificial {
                let rc = &self.classes[i];
                // Sub-classes normally come later, unless in a clique.
                for j in i + 1..n {
                    if subs.test(j) || !test_sub_class(rc, &self.classes[j]) {
                        continue;
                    }
                    subs.union_with(&self.classes[j].sub_classes);
                }
                // Clique members right before this one.
                for j in (0..i).rev() {
                    if !test_sub_class(rc, &self.classes[j]) {
                        break;
                    }
                    subs.set(j);
                }
            }
            self.classes[i].sub_classes = subs;
        }
        for i in 0..n {
            let subs: Vec<usize> = self.classes[i].sub_classes.ones().collect();
            for s in subs {
                if s != i {
                    self.classes[s].super_classes.push(ClassId(i as u32));
                }
            }
        }
        for i in 0..n {
            if self.classes[i].def.is_none() {
                self.inherit_properties(rk, ClassId(i as u32))?;
            }
        }
        Ok(())
    }

    /// An inferred class takes its properties from its smallest
    /// super-class; allocation orders are filtered to its members.
    fn inherit_properties(&mut self, _rk: &mut Records<'_>, id: ClassId) -> Result<()> {
        let rc = &self.classes[id.ix()];
        let Some(&sup) = rc.super_classes.last() else { return Ok(()) };
        let allocatable = rc.super_classes.iter().any(|s| self.classes[s.ix()].allocatable);
        let s = &self.classes[sup.ix()];
        let orders: Vec<Vec<RecId>> = s
            .orders
            .iter()
            .map(|o| {
                o.iter().copied().filter(|r| self.def_to_reg.get(r).is_some_and(|reg| rc.contains(*reg))).collect()
            })
            .collect();
        let (namespace, vts, copy_cost, alt, prio, global, ts, gps) = (
            s.namespace.clone(),
            s.value_types.clone(),
            s.copy_cost,
            s.alt_order_select.clone(),
            s.allocation_priority,
            s.global_priority,
            s.ts_flags,
            s.generate_pressure_set,
        );
        let rc = &mut self.classes[id.ix()];
        rc.namespace = namespace;
        rc.value_types = vts;
        rc.copy_cost = copy_cost;
        rc.allocatable = allocatable;
        rc.alt_order_select = alt;
        rc.allocation_priority = prio;
        rc.global_priority = global;
        rc.ts_flags = ts;
        rc.generate_pressure_set |= gps;
        rc.orders = orders;
        Ok(())
    }
}

fn read_reg_size_info(rk: &mut Records<'_>, def: RecId) -> Result<RegSizeInfo> {
    let mut get = |f: &str| -> Result<u32> {
        let r = rk.value_as_int(def, f);
        Ok(lift(rk, r)? as u32)
    };
    Ok(RegSizeInfo {
        reg_size: get("RegSize")?,
        spill_size: get("SpillSize")?,
        spill_alignment: get("SpillAlignment")?,
    })
}
