//! Machine value types as sets (LLVM's `MachineValueTypeSet`), per hardware
//! mode (`ValueTypeByHwMode`, `TypeSetByHwMode`), and the table of value
//! type properties the type inference reads (LLVM's compiled-in `MVT`
//! queries, here derived from the `ValueType` defs).

use std::collections::BTreeMap;

use super::mode_map::ModeMap;
use crate::model::codegen::{HwModes, DEFAULT_MODE};
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

/// A machine value type: its `MVT::SimpleValueType` number.
pub type Mvt = u8;

/// A set of machine value types (a 256-bit set, iterated in number order).
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct MvtSet([u64; 4]);

impl MvtSet {
    /// The set whose members are the bits of `words`, type `t` being bit
    /// `t % 64` of `words[t / 64]` (the inverse of [`MvtSet::words`]).
    ///
    /// ```
    /// use tablegen_build::model::patterns::MvtSet;
    /// let s = MvtSet::from_words([0b101, 0, 0, 1 << 63]);
    /// assert_eq!(s.iter().collect::<Vec<_>>(), [0, 2, 255]);
    /// assert_eq!(s.words(), [0b101, 0, 0, 1 << 63]);
    /// ```
    pub fn from_words(words: [u64; 4]) -> Self {
        MvtSet(words)
    }
    /// The members as bits (see [`MvtSet::from_words`]).
    pub fn words(&self) -> [u64; 4] {
        self.0
    }
    /// The set holding `t` only.
    pub fn one(t: Mvt) -> Self {
        let mut s = MvtSet::default();
        s.insert(t);
        s
    }
    /// Number of types.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }
    /// Whether `t` is in the set.
    pub fn contains(&self, t: Mvt) -> bool {
        (self.0[usize::from(t / 64)] >> (t % 64)) & 1 != 0
    }
    /// Adds `t`; true if it was already there (LLVM's `insert().second` is
    /// the opposite: see [`MvtSet::add`]).
    pub fn insert(&mut self, t: Mvt) -> bool {
        let had = self.contains(t);
        self.0[usize::from(t / 64)] |= 1 << (t % 64);
        had
    }
    /// Adds `t`; true if it was new.
    pub fn add(&mut self, t: Mvt) -> bool {
        !self.insert(t)
    }
    /// Adds every type of `o`.
    pub fn union(&mut self, o: &MvtSet) {
        for i in 0..4 {
            self.0[i] |= o.0[i];
        }
    }
    /// The types in both sets.
    pub fn intersection(&self, o: &MvtSet) -> MvtSet {
        MvtSet(std::array::from_fn(|i| self.0[i] & o.0[i]))
    }
    /// Removes `t`.
    pub fn remove(&mut self, t: Mvt) {
        self.0[usize::from(t / 64)] &= !(1 << (t % 64));
    }
    /// Empties the set.
    pub fn clear(&mut self) {
        self.0 = [0; 4];
    }
    /// The types in number order (set bits only: the inference iterates
    /// sets constantly, and they hold a few of 256 types).
    pub fn iter(&self) -> impl Iterator<Item = Mvt> {
        MvtIter { words: self.0, word: 0 }
    }
    /// The smallest type.
    pub fn first(&self) -> Option<Mvt> {
        self.iter().next()
    }
    /// Removes the types for which `p` holds; true if any was removed.
    pub fn erase_if(&mut self, mut p: impl FnMut(Mvt) -> bool) -> bool {
        let mut erased = false;
        for t in self.iter() {
            if p(t) {
                self.remove(t);
                erased = true;
            }
        }
        erased
    }
}

/// The iterator of [`MvtSet::iter`]: a copy of the bits, emptied word by
/// word from the lowest bit.
struct MvtIter {
    words: [u64; 4],
    word: usize,
}

impl Iterator for MvtIter {
    type Item = Mvt;

    #[inline]
    fn next(&mut self) -> Option<Mvt> {
        while self.word < 4 {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                // word < 4 and the bit < 64: the number fits a u8.
                return Some((self.word * 64 + w.trailing_zeros() as usize) as Mvt);
            }
            self.word += 1;
        }
        None
    }
}

/// What the inference needs to know of one value type number.
#[derive(Clone, Debug, Default)]
pub struct MvtInfo {
    /// `LLVMName` (the `MVT::` enumerator), empty for unused numbers.
    pub name: String,
    /// In an integer range (scalar or vector).
    pub is_integer: bool,
    /// In the scalar integer range.
    pub is_scalar_integer: bool,
    /// In a floating-point range.
    pub is_fp: bool,
    /// In the vector range.
    pub is_vector: bool,
    /// A scalable vector.
    pub is_scalable: bool,
    /// Size in bits (minimum for scalable vectors).
    pub size: u64,
    /// Element type (vectors) or the type itself.
    pub elt: Mvt,
    /// Element count (vectors), 0 otherwise.
    pub n_elem: u64,
}

/// The types an overloaded type stands for (see [`Mvts::overloads`]).
#[derive(Clone, Debug, Default)]
pub struct Overloads {
    /// `iAny`: the scalar and vector integer ranges.
    pub int: MvtSet,
    /// `fAny`: the scalar and vector floating-point ranges.
    pub fp: MvtSet,
    /// `vAny`: the vector range.
    pub vector: MvtSet,
    /// `Any`: the range of every normal value type.
    pub any: MvtSet,
}

/// The value type table and the special numbers.
#[derive(Clone, Debug)]
pub struct Mvts {
    /// Per number.
    pub info: Vec<MvtInfo>,
    by_def: BTreeMap<RecId, Mvt>,
    ranges: BTreeMap<&'static str, (Mvt, Mvt)>,
    /// What each overloaded type stands for (the numbers of its category
    /// ranges, gaps included, as LLVM's enum ranges): [`Mvts::overloads`].
    overloads: Overloads,
    /// `MVT::Other`.
    pub other: Mvt,
    /// `MVT::isVoid`.
    pub is_void: Mvt,
    /// `MVT::Untyped`.
    pub untyped: Mvt,
    /// `MVT::iPTR`.
    pub iptr: Mvt,
    /// `MVT::iPTRAny`.
    pub iptr_any: Mvt,
    /// `MVT::iAny`.
    pub i_any: Mvt,
    /// `MVT::fAny`.
    pub f_any: Mvt,
    /// `MVT::vAny`.
    pub v_any: Mvt,
    /// `MVT::Any`.
    pub any: Mvt,
    /// `MVT::i32`.
    pub i32: Mvt,
}

impl Mvts {
    /// The table of the `ValueType` defs of `rk` (those numbered in
    /// `0..=255`; mode selections and malformed defs are left out).
    pub fn new(rk: &RecordKeeper) -> Self {
        struct Raw {
            def: RecId,
            value: Mvt,
            name: String,
            int: bool,
            fp: bool,
            vec: bool,
            scalable: bool,
            normal: bool,
            size: i64,
            n_elem: i64,
            elt: Option<RecId>,
        }
        let mut slots: Vec<Option<Raw>> = (0..256).map(|_| None).collect();
        let mut by_def = BTreeMap::new();
        let hw = rk.class("HwModeSelect");
        for def in rk.all_derived_definitions_if_defined("ValueType") {
            if hw.is_some_and(|h| rk.record(def).is_subclass_of(h)) {
                continue;
            }
            let Ok(value) = rk.value_as_int(def, "Value") else { continue };
            let Ok(value) = u8::try_from(value) else { continue };
            let bit = |f: &str| rk.value_as_bit(def, f).unwrap_or(false);
            let name = rk
                .value_as_string(def, "LLVMName")
                .map(str::to_string)
                .unwrap_or_else(|_| rk.name_str(def).to_string());
            let vec = bit("isVector");
            by_def.insert(def, value);
            // Several defs may share a number (`PtrValueType`s and other
            // derived types): the named one from ValueTypes.td names it.
            let slot = &slots[usize::from(value)];
            if slot.as_ref().is_some_and(|s| !rk.record(s.def).is_anonymous() || rk.record(def).is_anonymous()) {
                continue;
            }
            slots[usize::from(value)] = Some(Raw {
                def,
                value,
                name,
                int: bit("isInteger"),
                fp: bit("isFP"),
                vec,
                scalable: bit("isScalable"),
                normal: rk.value_as_bit(def, "isNormalValueType").unwrap_or(true),
                size: rk.value_as_int(def, "Size").unwrap_or(0),
                n_elem: if vec { rk.value_as_int(def, "nElem").unwrap_or(0) } else { 0 },
                elt: if vec { rk.value_as_def(def, "ElementType").ok() } else { None },
            });
        }
        let types: Vec<Raw> = slots.into_iter().flatten().collect();
        type Member = fn(&Raw) -> bool;
        let cats: [(&'static str, Member); 10] = [
            ("INTEGER_FIXEDLEN_VECTOR_VALUETYPE", |t| t.int && t.vec && !t.scalable),
            ("INTEGER_SCALABLE_VECTOR_VALUETYPE", |t| t.int && t.scalable),
            ("FP_FIXEDLEN_VECTOR_VALUETYPE", |t| t.fp && t.vec && !t.scalable),
            ("FP_SCALABLE_VECTOR_VALUETYPE", |t| t.fp && t.scalable),
            ("FIXEDLEN_VECTOR_VALUETYPE", |t| t.vec && !t.scalable),
            ("SCALABLE_VECTOR_VALUETYPE", |t| t.scalable),
            ("VECTOR_VALUETYPE", |t| t.vec),
            ("INTEGER_VALUETYPE", |t| t.int && !t.vec),
            ("FP_VALUETYPE", |t| t.fp && !t.vec),
            ("VALUETYPE", |t| t.normal),
        ];
        let mut ranges = BTreeMap::new();
        for (key, member) in cats {
            let mut first = None;
            let mut last = None;
            for t in &types {
                if member(t) {
                    first.get_or_insert(t.value);
                    last = Some(t.value);
                }
            }
            if let (Some(a), Some(b)) = (first, last) {
                ranges.insert(key, (a, b));
            }
        }
        let mut info = vec![MvtInfo::default(); 256];
        let mut by_name: BTreeMap<&str, Mvt> = BTreeMap::new();
        let in_range = |key: &str, v: Mvt| ranges.get(key).is_some_and(|&(a, b)| a <= v && v <= b);
        for t in &types {
            by_name.insert(t.name.as_str(), t.value);
        }
        for t in &types {
            let v = t.value;
            let is_vector = in_range("VECTOR_VALUETYPE", v);
            let elt = t.elt.and_then(|e| by_def.get(&e).copied()).unwrap_or(v);
            info[usize::from(v)] = MvtInfo {
                name: t.name.clone(),
                is_integer: in_range("INTEGER_VALUETYPE", v)
                    || in_range("INTEGER_FIXEDLEN_VECTOR_VALUETYPE", v)
                    || in_range("INTEGER_SCALABLE_VECTOR_VALUETYPE", v),
                is_scalar_integer: in_range("INTEGER_VALUETYPE", v),
                is_fp: in_range("FP_VALUETYPE", v)
                    || in_range("FP_FIXEDLEN_VECTOR_VALUETYPE", v)
                    || in_range("FP_SCALABLE_VECTOR_VALUETYPE", v),
                is_vector,
                is_scalable: in_range("SCALABLE_VECTOR_VALUETYPE", v),
                size: u64::try_from(t.size).unwrap_or(0),
                elt: if is_vector { elt } else { v },
                n_elem: if is_vector { u64::try_from(t.n_elem).unwrap_or(0) } else { 0 },
            };
        }
        let num = |n: &str, dflt: Mvt| by_name.get(n).copied().unwrap_or(dflt);
        let mut m = Mvts {
            overloads: Overloads::default(),
            other: num("Other", 1),
            is_void: num("isVoid", 192),
            untyped: num("Untyped", 193),
            iptr: num("iPTR", 254),
            iptr_any: num("iPTRAny", 250),
            i_any: num("iAny", 253),
            f_any: num("fAny", 252),
            v_any: num("vAny", 251),
            any: num("Any", 255),
            i32: num("i32", 7),
            info,
            by_def,
            ranges,
        };
        m.overloads = Overloads {
            int: m.range_set(&[
                "INTEGER_VALUETYPE",
                "INTEGER_FIXEDLEN_VECTOR_VALUETYPE",
                "INTEGER_SCALABLE_VECTOR_VALUETYPE",
            ]),
            fp: m.range_set(&["FP_VALUETYPE", "FP_FIXEDLEN_VECTOR_VALUETYPE", "FP_SCALABLE_VECTOR_VALUETYPE"]),
            vector: m.range_set(&["VECTOR_VALUETYPE"]),
            any: m.range_set(&["VALUETYPE"]),
        };
        m
    }

    /// Every number of the category ranges `keys`.
    fn range_set(&self, keys: &[&str]) -> MvtSet {
        let mut set = MvtSet::default();
        for t in keys.iter().flat_map(|key| self.range(key)) {
            set.insert(t);
        }
        set
    }

    /// The number of a `ValueType` def (LLVM's `getValueType`).
    pub fn of_def(&self, def: RecId) -> Option<Mvt> {
        self.by_def.get(&def).copied()
    }

    /// The info of `t`.
    pub fn get(&self, t: Mvt) -> &MvtInfo {
        &self.info[usize::from(t)]
    }

    /// `MVT::` name without the prefix.
    pub fn name(&self, t: Mvt) -> &str {
        &self.info[usize::from(t)].name
    }

    /// What the overloaded types `iAny`, `fAny`, `vAny` and `Any` stand
    /// for: every type of their categories' ranges.
    pub fn overloads(&self) -> &Overloads {
        &self.overloads
    }

    /// The numbers of a category range (`INTEGER_VALUETYPE`, ...).
    pub fn range(&self, key: &str) -> impl Iterator<Item = Mvt> {
        let (a, b) = self.ranges.get(key).copied().unwrap_or((1, 0));
        (a..=b).filter(move |_| a <= b)
    }

    /// Integer scalars and vectors, plus `iPTR` (LLVM's `isIntegerOrPtr`).
    pub fn is_integer_or_ptr(&self, t: Mvt) -> bool {
        self.get(t).is_integer || t == self.iptr
    }
    /// `isFloatingPoint`.
    pub fn is_fp(&self, t: Mvt) -> bool {
        self.get(t).is_fp
    }
    /// `isVector`.
    pub fn is_vector(&self, t: Mvt) -> bool {
        self.get(t).is_vector
    }
    /// `!isVector` (LLVM's `isScalar` helper).
    pub fn is_scalar(&self, t: Mvt) -> bool {
        !self.get(t).is_vector
    }
    /// Scalar size in bits.
    pub fn scalar_size(&self, t: Mvt) -> u64 {
        self.get(self.get(t).elt).size
    }
}

/// One value type per hardware mode (LLVM's `ValueTypeByHwMode`).
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct VtByHwMode {
    /// Mode to type, by mode.
    pub map: ModeMap<Mvt>,
}

impl VtByHwMode {
    /// `t` in the default mode.
    pub fn simple(t: Mvt) -> Self {
        VtByHwMode { map: ModeMap::one(DEFAULT_MODE, t) }
    }
    /// Only the default mode.
    pub fn is_simple(&self) -> bool {
        self.map.len() == 1 && self.map.contains_key(&DEFAULT_MODE)
    }
    /// The default-mode type of a simple value.
    pub fn get_simple(&self) -> Option<Mvt> {
        if self.is_simple() {
            self.map.get(&DEFAULT_MODE).copied()
        } else {
            None
        }
    }
    /// LLVM's `operator==` (a simple value equals only a simple value).
    pub fn same(&self, o: &VtByHwMode) -> bool {
        self.map == o.map
    }
    /// LLVM's `getValueTypeByHwMode` of a `ValueType` def: per mode for a
    /// `HwModeSelect` def, else the def's number.
    pub fn of_def(rk: &RecordKeeper, hw: &HwModes, mvts: &Mvts, def: RecId) -> Self {
        if let Some(sel) = hw.selects.iter().find(|s| s.def == def) {
            let mut map = ModeMap::default();
            for &(m, o) in &sel.items {
                map.entry_or_insert(m, mvts.of_def(o).unwrap_or(0));
            }
            return VtByHwMode { map };
        }
        let _ = rk;
        VtByHwMode::simple(mvts.of_def(def).unwrap_or(0))
    }
}

/// A set of possible types per hardware mode (LLVM's `TypeSetByHwMode`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TypeSet {
    /// Mode to set, by mode.
    pub map: ModeMap<MvtSet>,
}

impl TypeSet {
    /// The types of `vts`, united per mode (LLVM's list constructor).
    pub fn from_vts<'a>(vts: impl IntoIterator<Item = &'a VtByHwMode>) -> Self {
        let mut s = TypeSet::default();
        for v in vts {
            s.insert_vt(v);
        }
        s
    }
    /// `t` in the default mode.
    pub fn simple(t: Mvt) -> Self {
        TypeSet { map: ModeMap::one(DEFAULT_MODE, MvtSet::one(t)) }
    }
    /// Of one value type per mode.
    pub fn of_vt(v: &VtByHwMode) -> Self {
        Self::from_vts([v])
    }
    /// No mode at all: completely unknown.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
    /// `hasDefault`.
    pub fn has_default(&self) -> bool {
        self.map.contains_key(&DEFAULT_MODE)
    }
    /// `isSimple`.
    pub fn is_simple(&self) -> bool {
        self.map.len() == 1 && self.has_default()
    }
    /// `getSimple`.
    pub fn simple_set(&self) -> Option<&MvtSet> {
        if self.is_simple() {
            self.map.get(&DEFAULT_MODE)
        } else {
            None
        }
    }
    /// `get(Mode)` (const): the mode's set, or the default's.
    pub fn get(&self, m: u32) -> MvtSet {
        match self.map.get(&m) {
            Some(s) => *s,
            None => self.map.get(&DEFAULT_MODE).copied().unwrap_or_default(),
        }
    }
    /// `get(Mode)` (mutable): copies the default set in for a new mode.
    pub fn get_mut(&mut self, m: u32) -> &mut MvtSet {
        let d = self.map.values().next().copied().unwrap_or_default();
        self.map.entry_or_insert(m, d)
    }
    /// `isValueTypeByHwMode`.
    pub fn is_value_type(&self, allow_empty: bool) -> bool {
        self.map.values().all(|s| s.len() <= 1 && (allow_empty || !s.is_empty()))
    }
    /// `isMachineValueType`: one type, default mode only.
    pub fn machine_value_type(&self) -> Option<Mvt> {
        let s = self.simple_set()?;
        if s.len() == 1 {
            s.first()
        } else {
            None
        }
    }
    /// `getValueTypeByHwMode`.
    pub fn value_type(&self, other: Mvt) -> VtByHwMode {
        VtByHwMode { map: self.map.iter().map(|(&m, s)| (m, s.first().unwrap_or(other))).collect() }
    }
    /// `isPossible`.
    pub fn is_possible(&self) -> bool {
        self.map.values().any(|s| !s.is_empty())
    }
    /// `validate`.
    pub fn validate(&self) -> bool {
        self.map.is_empty() || self.map.values().any(|s| !s.is_empty())
    }
    /// `insert(ValueTypeByHwMode)`.
    pub fn insert_vt(&mut self, v: &VtByHwMode) -> bool {
        let mut changed = false;
        let mut dt = None;
        for (&m, &t) in v.map.iter() {
            changed |= self.map.entry_or_default(m).add(t);
            if m == DEFAULT_MODE {
                dt = Some(t);
            }
        }
        if let Some(dt) = dt {
            for (m, s) in self.map.iter_mut() {
                if !v.map.contains_key(m) {
                    changed |= s.add(dt);
                }
            }
        }
        changed
    }
    /// `makeSimple(Mode)`.
    pub fn make_simple(&mut self, m: u32) {
        let s = self.get(m);
        self.map.clear();
        self.map.insert(DEFAULT_MODE, s);
    }
    /// Constrains every set to the types `p` accepts.
    pub fn constrain_by(&mut self, mut p: impl FnMut(Mvt) -> bool) -> bool {
        let mut changed = false;
        for s in self.map.values_mut() {
            changed |= s.erase_if(|t| !p(t));
        }
        changed
    }
    /// `assign_if`: the types of `from` that `p` accepts.
    pub fn assign_if(&mut self, from: &TypeSet, mut p: impl FnMut(Mvt) -> bool) -> bool {
        for (&m, s) in from.map.iter() {
            let out = self.map.entry_or_default(m);
            for t in s.iter() {
                if p(t) {
                    out.insert(t);
                }
            }
        }
        !self.map.is_empty()
    }
    /// `constrain(TypeSetByHwMode)`: intersection, mode by mode.
    pub fn constrain(&mut self, vts: &TypeSet, mvts: &Mvts) -> bool {
        let mut changed = false;
        if self.has_default() {
            let d = self.get(DEFAULT_MODE);
            for &m in vts.map.keys() {
                if m == DEFAULT_MODE || self.map.contains_key(&m) {
                    continue;
                }
                self.map.insert(m, d);
                changed = true;
            }
        }
        for (m, s) in self.map.iter_mut() {
            if vts.map.contains_key(m) || vts.has_default() {
                changed |= intersect(s, &vts.get(*m), mvts);
            } else if !s.is_empty() {
                s.clear();
                changed = true;
            }
        }
        changed
    }
    /// LLVM's `operator==`.
    pub fn same(&self, o: &TypeSet) -> bool {
        let (a, b) = (self.is_simple(), o.is_simple());
        if a && b {
            return self.map.get(&DEFAULT_MODE) == o.map.get(&DEFAULT_MODE);
        }
        let hd = a || self.has_default();
        let ohd = b || o.has_default();
        if hd != ohd {
            return false;
        }
        if hd {
            all_modes(self, o, |m| self.get(m) == o.get(m))
        } else {
            all_modes(self, o, |m| {
                let n1 = self.map.get(&m).map_or(true, MvtSet::is_empty);
                let n2 = o.map.get(&m).map_or(true, MvtSet::is_empty);
                n1 == n2 && (n1 || self.get(m) == o.get(m))
            })
        }
    }
    /// LLVM's `writeToStream`: `{ *:[i32 i64] m1:[i64] }`.
    pub fn write(&self, mvts: &Mvts, out: &mut String) {
        if self.map.is_empty() {
            out.push_str("{}");
            return;
        }
        out.push('{');
        for (&m, s) in self.map.iter() {
            out.push(' ');
            if m == DEFAULT_MODE {
                out.push('*');
            } else {
                out.push('m');
                out.push_str(&m.to_string());
            }
            out.push_str(":[");
            for (i, t) in s.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                out.push_str(mvts.name(t));
            }
            out.push(']');
        }
        out.push_str(" }");
    }
}

/// Whether `f` holds for every mode of `a` or `b` (the sorted union of
/// their modes, without collecting it).
fn all_modes(a: &TypeSet, b: &TypeSet, mut f: impl FnMut(u32) -> bool) -> bool {
    let (x, y) = (a.map.as_slice(), b.map.as_slice());
    let (mut i, mut j) = (0, 0);
    loop {
        let m = match (x.get(i), y.get(j)) {
            (Some(p), Some(q)) if p.0 < q.0 => {
                i += 1;
                p.0
            }
            (Some(p), Some(q)) if q.0 < p.0 => {
                j += 1;
                q.0
            }
            (Some(p), Some(_)) => {
                i += 1;
                j += 1;
                p.0
            }
            (Some(p), None) => {
                i += 1;
                p.0
            }
            (None, Some(q)) => {
                j += 1;
                q.0
            }
            (None, None) => return true,
        };
        if !f(m) {
            return false;
        }
    }
}

/// LLVM's `union_modes`: the modes of both, the default last.
pub fn union_modes(a: &TypeSet, b: &TypeSet) -> Vec<u32> {
    let mut modes: Vec<u32> = a.map.keys().chain(b.map.keys()).copied().filter(|&m| m != DEFAULT_MODE).collect();
    modes.sort_unstable();
    modes.dedup();
    if a.has_default() || b.has_default() {
        modes.push(DEFAULT_MODE);
    }
    modes
}

/// LLVM's `TypeSetByHwMode::intersect`, with `iPTR` standing for any
/// scalar integer.
fn intersect(out: &mut MvtSet, input: &MvtSet, mvts: &Mvts) -> bool {
    let iptr = mvts.iptr;
    let wild_p = |t: Mvt| mvts.get(t).is_scalar_integer || t == iptr;
    let mut changed = false;
    // The iPTR part.
    {
        let comp_in = |t: Mvt| !input.contains(t) && wild_p(t);
        let out_w = out.contains(iptr);
        let in_w = input.contains(iptr);
        if out_w == in_w {
            changed |= out.erase_if(comp_in);
        } else if in_w {
            let mut left = *out;
            left.erase_if(|t| input.contains(t) || !wild_p(t));
            if left.len() >= 2 {
                out.erase_if(comp_in);
                out.insert(iptr);
                changed = true;
            }
        } else {
            let mut left = *input;
            left.erase_if(|t| out.contains(t) || !wild_p(t));
            let size_out = out.len();
            out.erase_if(comp_in);
            if left.len() < 2 {
                out.union(&left);
                changed = true;
            } else {
                out.insert(iptr);
                changed |= size_out != out.len();
            }
        }
    }
    // Everything else.
    changed |= out.erase_if(|t| !input.contains(t) && !wild_p(t));
    changed
}
