//! The target's registers (LLVM's `CodeGenRegBank`): sub-register indices,
//! registers with their full sub-register graph, register classes including
//! the classes TableGen infers to make the class algebra closed, register
//! units and the register pressure sets.
//!
//! [`RegBank::new`] does what LLVM's constructor does (reading the records,
//! expanding `RegisterTuples`, building the sub-register graph, inferring and
//! ordering the classes); [`RegBank::compute_derived_info`] adds the register
//! unit weights and pressure sets, as `computeDerivedInfo` does. Every order
//! (register enum, class enum, synthesized index enum, pressure set order) is
//! LLVM's, since the generated tables depend on it.
//!
//! [`RegBank::compute_derived_info`] also completes the sub-register index
//! compositions and computes the lane masks (`computeComposites`,
//! `computeSubRegLaneMasks`, `computeRegUnitLaneMasks`).
//!
//! ```
//! use tablegen_build::model::codegen::{registers::RegBank, CodeGenTarget};
//! let src = r#"
//!   class ValueType<int size, int value> { int Size = size; int Value = value; }
//!   def i32 : ValueType<32, 7>;
//!   class SubRegIndex<int size> { string Namespace = "T"; list<SubRegIndex> ComposedOf = [];
//!     list<SubRegIndex> CoveringSubRegIndices = []; int Size = size; int Offset = 0; }
//!   class Register<string n> { string Namespace = "T"; string AsmName = n;
//!     list<Register> SubRegs = []; list<SubRegIndex> SubRegIndices = [];
//!     list<Register> Aliases = []; list<int> CostPerUse = [0]; bit CoveredBySubRegs = true;
//!     bit isArtificial = false; bit isConstant = false; int PositionOrder = 0; }
//!   class RegisterClass<list<ValueType> types, dag regs> { string Namespace = "T";
//!     list<ValueType> RegTypes = types; dag MemberList = regs; list<dag> AltOrders = [];
//!     int Size = 0; int Alignment = 32; int CopyCost = 1; bit isAllocatable = true;
//!     string AltOrderSelect = ""; int AllocationPriority = 0; bit GlobalPriority = false;
//!     bits<8> TSFlags = 0; bit GeneratePressureSet = true; }
//!   class HwMode; class HwModeSelect; class Fusion; class RegisterTuples;
//!   class RegisterCategory; class Target;
//!   def MyTarget : Target;
//!   def add;
//!   def R0 : Register<"r0">; def R1 : Register<"r1">; def R2 : Register<"r2">;
//!   def A : RegisterClass<[i32], (add R0, R1)>;
//!   def B : RegisterClass<[i32], (add R1, R2)>;
//! "#;
//! let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
//! let mut rk = tablegen_build::Records::new(&mut keeper);
//! let target = CodeGenTarget::new(&mut rk).unwrap();
//! let bank = RegBank::new(&mut rk, &target).unwrap();
//! let names: Vec<&str> = bank.classes().iter().map(|c| c.name.as_str()).collect();
//! // The intersection of A and B is inferred as a class of its own.
//! assert_eq!(names, ["A", "B", "A_and_B"]);
//! ```

mod asm_names;
mod classes;
mod facts;
mod infer;
mod lanes;
mod queries;
mod register;
mod sub_reg_indices;
mod units;

#[cfg(test)]
mod tests;

pub use asm_names::{AsmNames, MissingAltName};
pub use classes::{RegClass, RegSizeInfo, RegSizeInfoByHwMode};
pub use facts::{ClassFact, RegisterFact, RegisterFacts};
pub use lanes::{LaneBitmask, MaskRol};
pub use queries::stable_sort_by_register;
pub use register::Register;
pub use sub_reg_indices::{SubRegIndex, SubRegRange, SubRegRangeByHwMode};
pub use units::{RegUnit, RegUnitSet};

use crate::backend::{Records, Result};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;

use crate::model::set_theory::SetTheory;
use crate::support::fields::{derived, fatal, fatal_at};

use super::{CodeGenTarget, HwModes};

/// A register: its position in [`RegBank::registers`] (its enum value
/// minus one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegId(pub u32);

/// A sub-register index: its position in [`RegBank::sub_reg_indices`] (its
/// enum value minus one). Ordering ids orders by enum value, which is how
/// LLVM orders its sub-register maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SubRegIdxId(pub u32);

/// A register class: its position in [`RegBank::classes`] (its enum value
/// once the bank is built).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClassId(pub u32);

impl RegId {
    fn ix(self) -> usize {
        self.0 as usize
    }
}
impl SubRegIdxId {
    fn ix(self) -> usize {
        self.0 as usize
    }
}
impl ClassId {
    fn ix(self) -> usize {
        self.0 as usize
    }
}

/// A `RegisterCategory` def: a named list of classes.
#[derive(Clone, Debug)]
pub struct RegCategory {
    /// The def.
    pub def: RecId,
    /// Its name.
    pub name: String,
    /// The classes of `Classes`, in list order.
    pub classes: Vec<ClassId>,
}

/// The registers, sub-register indices and register classes of a target.
pub struct RegBank {
    sets: SetTheory,
    hw_modes: HwModes,
    sub_reg_indices: Vec<SubRegIndex>,
    def_to_sub_reg_idx: FxHashMap<RecId, SubRegIdxId>,
    /// Concatenations of indices that already have a name.
    concat_idx: FxHashMap<Vec<SubRegIdxId>, SubRegIdxId>,
    registers: Vec<Register>,
    def_to_reg: FxHashMap<RecId, RegId>,
    topo_sigs: FxHashMap<Vec<u32>, u32>,
    reg_units: Vec<RegUnit>,
    num_native_reg_units: usize,
    classes: Vec<RegClass>,
    def_to_class: FxHashMap<RecId, ClassId>,
    key_to_class: FxHashMap<(Vec<RegId>, RegSizeInfo), ClassId>,
    categories: Vec<RegCategory>,
    reg_unit_sets: Vec<RegUnitSet>,
    reg_class_unit_sets: Vec<Vec<u32>>,
    reg_unit_set_order: Vec<u32>,
    covering_lanes: LaneBitmask,
    derived_done: bool,
}

impl RegBank {
    /// The register bank of [`CodeGenTarget::shared`], built once per
    /// session for the analyses that only read it (LLVM's
    /// `CodeGenTarget::getRegBank` builds it once).
    pub fn shared(rk: &mut Records<'_>) -> Result<std::sync::Arc<Self>> {
        rk.model(|rk| {
            let target = CodeGenTarget::shared(rk)?;
            Self::new(rk, &target)
        })
    }

    /// Reads the registers and classes as LLVM's `CodeGenRegBank`
    /// constructor does, reporting its errors.
    pub fn new(rk: &mut Records<'_>, target: &CodeGenTarget) -> Result<Self> {
        let mut sets = SetTheory::new();
        sets.add_field_expander("RegisterClass", "MemberList");
        sets.add_field_expander("CalleeSavedRegs", "SaveList");
        sets.add_expander("RegisterTuples", register::TupleExpander::default());
        let mut bank = RegBank {
            sets,
            hw_modes: target.hw_modes().clone(),
            sub_reg_indices: Vec::new(),
            def_to_sub_reg_idx: FxHashMap::default(),
            concat_idx: FxHashMap::default(),
            registers: Vec::new(),
            def_to_reg: FxHashMap::default(),
            topo_sigs: FxHashMap::default(),
            reg_units: Vec::new(),
            num_native_reg_units: 0,
            classes: Vec::new(),
            def_to_class: FxHashMap::default(),
            key_to_class: FxHashMap::default(),
            categories: Vec::new(),
            reg_unit_sets: Vec::new(),
            reg_class_unit_sets: Vec::new(),
            reg_unit_set_order: Vec::new(),
            covering_lanes: LaneBitmask::ALL,
            derived_done: false,
        };
        bank.read_sub_reg_indices(rk)?;
        bank.read_registers(rk)?;
        bank.build_register_graph(rk)?;
        bank.read_classes(rk)?;
        bank.infer_classes(rk)?;
        bank.order_classes();
        bank.compute_sub_classes(rk)?;
        bank.read_categories(rk)?;
        Ok(bank)
    }

    /// The set evaluator that knows register classes and tuples (LLVM's
    /// `getSets`), for backends that evaluate register lists themselves.
    pub fn sets(&mut self) -> &mut SetTheory {
        &mut self.sets
    }

    /// Sub-register indices in enum order: the `SubRegIndex` defs by name,
    /// then the synthesized ones in order of creation.
    pub fn sub_reg_indices(&self) -> &[SubRegIndex] {
        &self.sub_reg_indices
    }

    /// The index `id`.
    pub fn sub_reg_index(&self, id: SubRegIdxId) -> &SubRegIndex {
        &self.sub_reg_indices[id.ix()]
    }

    /// The index of a `SubRegIndex` def, if the bank knows it.
    pub fn find_sub_reg_idx(&self, def: RecId) -> Option<SubRegIdxId> {
        self.def_to_sub_reg_idx.get(&def).copied()
    }

    /// Registers in enum order.
    pub fn registers(&self) -> &[Register] {
        &self.registers
    }

    /// The register `id`.
    pub fn register(&self, id: RegId) -> &Register {
        &self.registers[id.ix()]
    }

    /// The register of a def (including synthesized tuple registers).
    pub fn find_reg(&self, def: RecId) -> Option<RegId> {
        self.def_to_reg.get(&def).copied()
    }

    /// Register classes in enum order (topological: super-classes first).
    pub fn classes(&self) -> &[RegClass] {
        &self.classes
    }

    /// The class `id`.
    pub fn class(&self, id: ClassId) -> &RegClass {
        &self.classes[id.ix()]
    }

    /// The class of a `RegisterClass` def (artificial classes have none).
    pub fn find_class(&self, def: RecId) -> Option<ClassId> {
        self.def_to_class.get(&def).copied()
    }

    /// The `RegisterCategory` defs.
    pub fn categories(&self) -> &[RegCategory] {
        &self.categories
    }

    /// Number of distinct topological signatures of registers.
    pub fn num_topo_sigs(&self) -> usize {
        self.topo_sigs.len()
    }

    /// All register units: native ones (one per leaf register or alias edge)
    /// first, then those adopted for pressure balancing.
    pub fn reg_units(&self) -> &[RegUnit] {
        &self.reg_units
    }

    /// Number of native register units.
    pub fn num_native_reg_units(&self) -> usize {
        self.num_native_reg_units
    }

    /// The register pressure sets in their emission order (needs
    /// [`RegBank::compute_derived_info`]).
    pub fn pressure_sets(&self) -> impl Iterator<Item = &RegUnitSet> + '_ {
        self.reg_unit_set_order.iter().map(|&i| &self.reg_unit_sets[i as usize])
    }

    /// The pressure set lists of each class, then of the "fake" classes
    /// made for units no class list describes (needs
    /// [`RegBank::compute_derived_info`]).
    pub fn reg_class_unit_sets(&self) -> &[Vec<u32>] {
        &self.reg_class_unit_sets
    }

    /// Looks up a `SubRegIndex` def, creating its index when new (LLVM's
    /// `getSubRegIdx`).
    fn sub_reg_idx(&mut self, rk: &mut Records<'_>, def: RecId) -> Result<SubRegIdxId> {
        if let Some(&id) = self.def_to_sub_reg_idx.get(&def) {
            return Ok(id);
        }
        let id = SubRegIdxId(self.sub_reg_indices.len() as u32);
        let idx = SubRegIndex::from_def(rk, def, id.0 + 1, &self.hw_modes)?;
        self.sub_reg_indices.push(idx);
        self.def_to_sub_reg_idx.insert(def, id);
        Ok(id)
    }

    /// Looks up a register def, creating the register when new (LLVM's
    /// `getReg`).
    fn reg(&mut self, rk: &mut Records<'_>, def: RecId) -> Result<RegId> {
        if let Some(&id) = self.def_to_reg.get(&def) {
            return Ok(id);
        }
        let id = RegId(self.registers.len() as u32);
        let reg = Register::from_def(rk, def, id.0 + 1)?;
        self.registers.push(reg);
        self.def_to_reg.insert(def, id);
        Ok(id)
    }

    fn read_categories(&mut self, rk: &mut Records<'_>) -> Result<()> {
        for def in defs_of(rk, "RegisterCategory")? {
            let r = rk.value_as_list_of_defs(def, "Classes");
            let mut classes = Vec::new();
            for c in crate::support::fields::lift(rk, r)? {
                match self.find_class(c) {
                    Some(id) => classes.push(id),
                    None => return fatal_at(rk, c, "Not a known RegisterClass!"),
                }
            }
            self.categories.push(RegCategory { def, name: rk.name_str(def).to_owned(), classes });
        }
        Ok(())
    }
}

/// A fixed-size bit set (LLVM's `BitVector` where only membership matters).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BitSet {
    words: Vec<u64>,
}

impl BitSet {
    /// `bits` clear bits.
    pub fn new(bits: usize) -> Self {
        BitSet { words: vec![0; bits.div_ceil(64)] }
    }
    /// A set of `bits` bits with `ones` set (those past the size ignored).
    pub fn from_ones(bits: usize, ones: impl IntoIterator<Item = usize>) -> Self {
        let mut set = BitSet::new(bits);
        ones.into_iter().for_each(|i| set.set(i));
        set
    }
    /// Sets bit `i`; bits past the size are ignored (LLVM would assert).
    pub fn set(&mut self, i: usize) {
        if let Some(w) = self.words.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }
    /// True if bit `i` is set.
    pub fn test(&self, i: usize) -> bool {
        self.words.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
    /// The bits as `width`-bit little-endian groups (LLVM's
    /// `printBitVectorAsHex` values) for a set of `len` bits.
    pub fn groups(&self, len: usize, width: usize) -> Vec<u32> {
        (0..len)
            .step_by(width.max(1))
            .map(|i| (0..width).take_while(|j| i + j < len).fold(0u32, |v, j| v | (u32::from(self.test(i + j)) << j)))
            .collect()
    }

    /// Clears every bit.
    pub fn clear(&mut self) {
        self.words.iter_mut().for_each(|w| *w = 0);
    }
    /// True if a bit is set in both.
    pub fn any_common(&self, other: &BitSet) -> bool {
        self.words.iter().zip(&other.words).any(|(a, b)| a & b != 0)
    }
    /// Sets the bits set in `other`.
    pub fn union_with(&mut self, other: &BitSet) {
        if other.words.len() > self.words.len() {
            self.words.resize(other.words.len(), 0);
        }
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }
    /// The set bits, ascending.
    pub fn ones(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(wi, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(wi * 64 + b)
            })
        })
    }
}

/// Sorted, duplicate-free register units (LLVM's `SparseBitVector` of
/// units).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UnitList(Vec<u32>);

impl UnitList {
    /// The units in ascending order.
    pub fn as_slice(&self) -> &[u32] {
        &self.0
    }
    /// Number of units.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// True if there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// True if `u` is present.
    pub fn contains(&self, u: u32) -> bool {
        self.0.binary_search(&u).is_ok()
    }
    fn insert(&mut self, u: u32) {
        if let Err(p) = self.0.binary_search(&u) {
            self.0.insert(p, u);
        }
    }
    /// Adds `other`'s units; true if any was new.
    fn union_with(&mut self, other: &UnitList) -> bool {
        if is_subset(&other.0, &self.0) {
            return false;
        }
        self.0 = sorted_union(&self.0, &other.0);
        true
    }
}

/// True if every element of sorted `a` is in sorted `b`: by merging, or by
/// binary search when `a` is much the shorter.
fn is_subset(a: &[u32], b: &[u32]) -> bool {
    if a.len() > b.len() {
        return false;
    }
    if a.len() * 8 < b.len() {
        return a.iter().all(|u| b.binary_search(u).is_ok());
    }
    let mut rest = b.iter();
    a.iter().all(|u| rest.any(|v| v == u))
}

/// The union of two sorted, duplicate-free lists, sorted and duplicate-free.
pub(super) fn sorted_union(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// `PrintFatalError` without a location.
fn fatal_no_loc<T>(rk: &mut Records<'_>, msg: impl Into<String>) -> Result<T> {
    fatal(rk, &[], msg)
}

/// `getAllDerivedDefinitions`, fatal when the class is unknown.
fn defs_of(rk: &mut Records<'_>, class: &str) -> Result<Vec<RecId>> {
    derived(rk, class)
}
