//! The register tables of the Rust module, written as text: one row per
//! register, index or class, flat `u16` lists for what the rows point to,
//! and the query methods on `Reg`, `SubRegIdx` and `RegClass`.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::super::RegInfo;
use crate::model::codegen::registers::SubRegIdxId;
use crate::support::rust::{byte_table, static_table};

/// A flat list the rows point into, with `(start, len)` per row.
#[derive(Default)]
struct Flat {
    values: Vec<String>,
}

impl Flat {
    fn push(&mut self, items: impl IntoIterator<Item = String>) -> (usize, usize) {
        let start = self.values.len();
        self.values.extend(items);
        (start, self.values.len() - start)
    }

    fn write(&self, out: &mut String, doc: &str, name: &str, ty: &str) {
        let _ = writeln!(out, "/// {doc}\n#[allow(dead_code)]\npub static {name}: [{ty}; {}] = [", self.values.len());
        for chunk in self.values.chunks(16) {
            let _ = writeln!(out, "    {},", chunk.join(", "));
        }
        out.push_str("];\n\n");
    }
}

/// A flat list of `u16`s the rows point into, written as a little-endian
/// byte string (rustc reads a string literal far faster than an array of
/// half a million integers: AMDGPU has that many sub-register entries).
#[derive(Default)]
struct Words {
    values: Vec<u16>,
}

impl Words {
    fn push(&mut self, items: impl IntoIterator<Item = u16>) -> (usize, usize) {
        let start = self.values.len();
        self.values.extend(items);
        (start, self.values.len() - start)
    }

    fn write(&self, out: &mut String, doc: &str, name: &str) {
        let bytes: Vec<u8> = self.values.iter().flat_map(|v| v.to_le_bytes()).collect();
        byte_table(out, &format!("{doc} (`u16`s, little-endian)"), name, &bytes);
    }
}

/// The tables and query methods after the enums.
pub fn write(rk: &RecordKeeper, info: &RegInfo) -> String {
    let bank = &info.bank;
    let hw = info.target.hw_modes();
    let modes = hw.num_mode_ids() as usize;
    let mut out = String::new();
    out.push_str(PRELUDE);

    // Registers.
    let (mut sub_regs, mut sub_idx, mut supers, mut units, mut lanes) =
        (Words::default(), Words::default(), Words::default(), Words::default(), Words::default());
    let mut masks: Vec<u64> = Vec::new();
    let mut mask_ids: std::collections::HashMap<u64, u16> = std::collections::HashMap::new();
    let mut rows = vec!["RegisterDesc { name: \"\", encoding: 0, is_constant: false, sub_regs: (0, 0), super_regs: (0, 0), units: (0, 0) }".to_string()];
    for (i, reg) in bank.registers().iter().enumerate() {
        let list = &info.regs[i].sub_regs;
        let s = sub_regs.push(list.iter().map(|r| bank.register(*r).enum_value as u16));
        sub_idx.push(info.regs[i].sub_reg_indices.iter().map(|x| *x as u16));
        let p = supers.push(reg.super_regs.iter().map(|r| bank.register(*r).enum_value as u16));
        let u = units.push(reg.native_reg_units.as_slice().iter().map(|u| *u as u16));
        lanes.push(reg.native_reg_unit_lane_masks().iter().map(|m| {
            *mask_ids.entry(m.0).or_insert_with(|| {
                masks.push(m.0);
                (masks.len() - 1) as u16
            })
        }));
        rows.push(format!(
            "RegisterDesc {{ name: {:?}, encoding: {}, is_constant: {}, sub_regs: ({}, {}), super_regs: ({}, {}), units: ({}, {}) }}",
            reg.name(rk),
            info.regs[i].hw_encoding as u16,
            reg.constant,
            s.0,
            s.1,
            p.0,
            p.1,
            u.0,
            u.1
        ));
    }
    static_table(
        &mut out,
        "Every register, `NoRegister` first (C++ `MCRegisterDesc`).",
        "REGISTERS",
        "RegisterDesc",
        rows.into_iter(),
    );
    sub_regs.write(&mut out, "Sub-registers of each register, in LLVM's pre-order", "SUB_REGS");
    sub_idx.write(&mut out, "The index of each entry of [`SUB_REGS`]", "SUB_REG_IDX_OF");
    supers.write(&mut out, "Super-registers of each register, smaller first", "SUPER_REGS");
    units.write(&mut out, "Native register units of each register, ascending", "REG_UNITS");
    lanes.write(
        &mut out,
        "The lanes of each entry of [`REG_UNITS`] within its register, as positions in [`LANE_MASKS`]",
        "REG_UNIT_LANES",
    );
    let mut lane_table = Flat::default();
    lane_table.push(masks.iter().map(|m| format!("0x{m:x}")));
    lane_table.write(&mut out, "The distinct lane masks of register units.", "LANE_MASKS", "u64");

    // Sub-register indices.
    let mut comps = Words::default();
    let mut rows = vec!["SubRegIndexDesc { name: \"\", lane_mask: u64::MAX, composites: (0, 0) }".to_string()];
    for idx in bank.sub_reg_indices() {
        let c = comps.push(
            idx.composites()
                .flat_map(|(b, c)| [bank.sub_reg_index(b).enum_value as u16, bank.sub_reg_index(c).enum_value as u16]),
        );
        rows.push(format!(
            "SubRegIndexDesc {{ name: {:?}, lane_mask: 0x{:x}, composites: ({}, {}) }}",
            idx.name, idx.lane_mask.0, c.0, c.1
        ));
    }
    static_table(
        &mut out,
        "Every sub-register index, `NoSubRegister` first.",
        "SUB_REG_INDICES",
        "SubRegIndexDesc",
        rows.into_iter(),
    );
    comps.write(&mut out, "Pairs `b, c`: index `a` then `b` is `c`, by `b`, per index `a`", "COMPOSITES");
    let mut ranges = Flat::default();
    for m in 0..modes {
        ranges.push(std::iter::once("[65535, 65535]".to_string()).chain(bank.sub_reg_indices().iter().map(|idx| {
            let r = idx.range.get(m as u32);
            format!("[{}, {}]", r.offset, r.size)
        })));
    }
    ranges.write(
        &mut out,
        "`[offset, size]` in bits of each index (`NoSubRegister` first), hardware mode by mode; 65535 is unknown.",
        "SUB_REG_INDEX_RANGES",
        "[u16; 2]",
    );

    // Classes.
    let (mut regs, mut ids, mut by_idx) = (Words::default(), Words::default(), Words::default());
    let mut rows = Vec::new();
    for rc in bank.classes() {
        let order = regs
            .push(rc.orders[0].iter().filter_map(|d| bank.find_reg(*d)).map(|r| bank.register(r).enum_value as u16));
        let members = regs.push(rc.members.iter().map(|r| bank.register(*r).enum_value as u16));
        let subs = ids.push(rc.sub_classes().map(|s| bank.class(s).enum_value as u16));
        let sups = ids.push(rc.super_classes.iter().map(|s| bank.class(*s).enum_value as u16));
        let with = by_idx.push((0..bank.sub_reg_indices().len()).flat_map(|i| {
            let s = rc.sub_class_with_sub_reg(SubRegIdxId(i as u32));
            s.map(|s| [(i + 1) as u16, bank.class(s).enum_value as u16]).into_iter().flatten()
        }));
        let ri = rc.rsi.get(0);
        rows.push(format!(
            "RegClassDesc {{ name: {:?}, reg_size: {}, spill_size: {}, spill_alignment: {}, copy_cost: {}, allocatable: {}, lane_mask: 0x{:x}, order: ({}, {}), members: ({}, {}), sub_classes: ({}, {}), super_classes: ({}, {}), sub_class_with_sub_reg: ({}, {}) }}",
            rc.name,
            ri.reg_size,
            ri.spill_size,
            ri.spill_alignment,
            rc.copy_cost as i8,
            rc.allocatable,
            rc.lane_mask.0,
            order.0,
            order.1,
            members.0,
            members.1,
            subs.0,
            subs.1,
            sups.0,
            sups.1,
            with.0,
            with.1
        ));
    }
    static_table(
        &mut out,
        "Every register class, in `RegClass` order (C++ `MCRegisterClass`).",
        "REG_CLASSES",
        "RegClassDesc",
        rows.into_iter(),
    );
    regs.write(&mut out, "Registers of each class: allocation order, then ascending", "CLASS_REGS");
    ids.write(&mut out, "Sub-classes (the class itself included) and super-classes of each class", "CLASS_IDS");
    by_idx.write(
        &mut out,
        "Pairs `index, class`: the largest sub-class whose registers all have that index, per class",
        "CLASS_WITH_SUB_REG",
    );

    // DWARF.
    let flavours = info.dwarf.flavours;
    let mut to_llvm = Flat::default();
    let mut to_dwarf = Flat::default();
    let mut spans = Vec::new();
    for f in 0..flavours {
        let a: Vec<(u32, u32)> = info
            .dwarf
            .to_llvm(f)
            .into_iter()
            .filter_map(|(n, def)| Some((n, bank.register(bank.find_reg(def)?).enum_value)))
            .collect();
        let mut b: Vec<(u32, i32)> = info
            .dwarf
            .aliased
            .iter()
            .filter_map(|(def, nums)| {
                let n = nums[f] as i32;
                (n != -1).then_some(())?;
                Some((bank.register(bank.find_reg(*def)?).enum_value, n))
            })
            .collect();
        b.sort_unstable();
        let x = to_llvm.push(a.iter().map(|(n, r)| format!("({n}, {r})")));
        let y = to_dwarf.push(b.iter().map(|(r, n)| format!("({r}, {n})")));
        spans.push(format!("(({}, {}), ({}, {}))", x.0, x.1, y.0, y.1));
    }
    let _ = writeln!(
        out,
        "/// Number of DWARF register numberings (C++ flavours; the EH and debug\n/// tables of a flavour are the same).\n#[allow(dead_code)]\npub const DWARF_FLAVOURS: usize = {flavours};\n"
    );
    to_llvm.write(&mut out, "`(dwarf number, register)` per flavour, by number.", "DWARF_TO_LLVM", "(u64, u16)");
    to_dwarf.write(&mut out, "`(register, dwarf number)` per flavour, by register.", "LLVM_TO_DWARF", "(u16, i32)");
    let _ = writeln!(
        out,
        "/// Per flavour: spans of [`DWARF_TO_LLVM`] and [`LLVM_TO_DWARF`].\n#[allow(dead_code)]\npub static DWARF_SPANS: [((u32, u32), (u32, u32)); {flavours}] = [{}];\n",
        spans.join(", ")
    );
    out.push_str(QUERIES);
    out
}

/// The row types.
const PRELUDE: &str = r#"/// A register (C++ `MCRegisterDesc` with its lists): `(start, len)`
/// spans into the flat lists below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegisterDesc {
    /// The name (C++ `getName`).
    pub name: &'static str,
    /// `HWEncoding` (C++ `getEncodingValue`).
    pub encoding: u16,
    /// `isConstant`.
    pub is_constant: bool,
    /// Span of [`SUB_REGS`] and [`SUB_REG_IDX_OF`].
    pub sub_regs: (u32, u32),
    /// Span of [`SUPER_REGS`].
    pub super_regs: (u32, u32),
    /// Span of [`REG_UNITS`] and [`REG_UNIT_LANES`].
    pub units: (u32, u32),
}

/// A sub-register index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubRegIndexDesc {
    /// The name.
    pub name: &'static str,
    /// Its lanes (C++ `getSubRegIndexLaneMask`).
    pub lane_mask: u64,
    /// Span of [`COMPOSITES`] (two `u16`s per composite).
    pub composites: (u32, u32),
}

/// A register class (C++ `MCRegisterClass` and `TargetRegisterClass`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegClassDesc {
    /// The name.
    pub name: &'static str,
    /// Register size in bits, default hardware mode.
    pub reg_size: u32,
    /// Spill size in bits, default hardware mode.
    pub spill_size: u32,
    /// Spill alignment in bits, default hardware mode.
    pub spill_alignment: u32,
    /// `CopyCost`.
    pub copy_cost: i8,
    /// `isAllocatable`.
    pub allocatable: bool,
    /// The lanes its registers' sub-registers cover (C++ `LaneMask`).
    pub lane_mask: u64,
    /// Span of [`CLASS_REGS`]: the allocation order.
    pub order: (u32, u32),
    /// Span of [`CLASS_REGS`]: the members, ascending.
    pub members: (u32, u32),
    /// Span of [`CLASS_IDS`]: the sub-classes, itself included, ascending.
    pub sub_classes: (u32, u32),
    /// Span of [`CLASS_IDS`]: the super-classes, ascending.
    pub super_classes: (u32, u32),
    /// Span of [`CLASS_WITH_SUB_REG`] (two `u16`s per entry).
    pub sub_class_with_sub_reg: (u32, u32),
}

"#;

/// The query methods (no panics: spans come from the tables, and values of
/// the newtypes are always enumerators).
const QUERIES: &str = r#"/// The `u16`s of `bytes` a `(start, len)` span covers (none if out of
/// range).
#[allow(dead_code)]
fn words(bytes: &'static [u8], (start, len): (u32, u32)) -> impl Iterator<Item = u16> + Clone {
    let (start, len) = (start as usize * 2, len as usize * 2);
    bytes.get(start..start.saturating_add(len)).unwrap_or(&[]).chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]]))
}

/// The `u16` at position `i` of `bytes`.
#[allow(dead_code)]
fn word_at(bytes: &'static [u8], i: usize) -> Option<u16> {
    let b = bytes.get(i.checked_mul(2)?..i.checked_mul(2)?.checked_add(2)?)?;
    Some(u16::from_le_bytes([b[0], b[1]]))
}

/// Binary search for `key` among the ascending `u16`s (or the first `u16`
/// of each `stride`-long entry) of a span; the position of the entry.
#[allow(dead_code)]
fn search(bytes: &'static [u8], (start, len): (u32, u32), stride: usize, key: u16) -> Option<usize> {
    let (start, n) = (start as usize, len as usize / stride);
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let v = word_at(bytes, start + mid * stride)?;
        match v.cmp(&key) {
            core::cmp::Ordering::Less => lo = mid + 1,
            core::cmp::Ordering::Greater => hi = mid,
            core::cmp::Ordering::Equal => return Some(start + mid * stride),
        }
    }
    None
}

/// The entries of `list` a `(start, len)` span covers (empty if out of range).
#[allow(dead_code)]
fn span<T>(list: &'static [T], (start, len): (u32, u32)) -> &'static [T] {
    let (start, len) = (start as usize, len as usize);
    list.get(start..start.saturating_add(len)).unwrap_or(&[])
}

#[allow(dead_code)]
impl Reg {
    /// The register's description.
    pub fn desc(self) -> &'static RegisterDesc {
        REGISTERS.get(self.0 as usize).unwrap_or(&REGISTERS[0])
    }

    /// Every sub-register with its index, in LLVM's pre-order.
    pub fn sub_regs(self) -> impl Iterator<Item = (SubRegIdx, Reg)> + Clone {
        let d = self.desc();
        words(SUB_REG_IDX_OF, d.sub_regs).zip(words(SUB_REGS, d.sub_regs)).map(|(i, r)| (SubRegIdx(i), Reg(r)))
    }

    /// The sub-register at `idx` (C++ `getSubReg`); `NoSubRegister` gives
    /// nothing.
    pub fn sub_reg(self, idx: SubRegIdx) -> Option<Reg> {
        self.sub_regs().find(|(i, _)| *i == idx).map(|(_, r)| r)
    }

    /// The index naming `sub` as a sub-register of this one (C++
    /// `getSubRegIndex`).
    pub fn sub_reg_index(self, sub: Reg) -> Option<SubRegIdx> {
        self.sub_regs().find(|(_, r)| *r == sub).map(|(i, _)| i)
    }

    /// Super-registers, smaller ones first.
    pub fn super_regs(self) -> impl Iterator<Item = Reg> + Clone {
        words(SUPER_REGS, self.desc().super_regs).map(Reg)
    }

    /// The register of `class` whose `idx` sub-register this is (C++
    /// `getMatchingSuperReg`).
    pub fn matching_super_reg(self, idx: SubRegIdx, class: RegClass) -> Option<Reg> {
        self.super_regs().find(|s| class.contains(*s) && s.sub_reg(idx) == Some(self))
    }

    /// The native register units, ascending.
    pub fn units(self) -> impl Iterator<Item = u16> + Clone {
        words(REG_UNITS, self.desc().units)
    }

    /// The lanes of each of [`Reg::units`] within this register.
    pub fn unit_lane_masks(self) -> impl Iterator<Item = u64> + Clone {
        words(REG_UNIT_LANES, self.desc().units).map(|k| LANE_MASKS.get(usize::from(k)).copied().unwrap_or(u64::MAX))
    }

    /// True if the registers share a unit (C++ `regsOverlap`).
    pub fn overlaps(self, other: Reg) -> bool {
        let (mut a, mut b) = (self.units().peekable(), other.units().peekable());
        while let (Some(x), Some(y)) = (a.peek().copied(), b.peek().copied()) {
            match x.cmp(&y) {
                core::cmp::Ordering::Less => {
                    a.next();
                }
                core::cmp::Ordering::Greater => {
                    b.next();
                }
                core::cmp::Ordering::Equal => return true,
            }
        }
        false
    }

    /// The DWARF number in `flavour` (C++ `getDwarfRegNum`).
    pub fn dwarf_number(self, flavour: usize) -> Option<i32> {
        let (_, s) = *DWARF_SPANS.get(flavour)?;
        let list = span(&LLVM_TO_DWARF, s);
        list.binary_search_by_key(&self.0, |e| e.0).ok().and_then(|k| list.get(k)).map(|e| e.1)
    }

    /// The register with DWARF number `number` in `flavour` (C++
    /// `getLLVMRegNum`).
    pub fn from_dwarf_number(number: u64, flavour: usize) -> Option<Reg> {
        let (s, _) = *DWARF_SPANS.get(flavour)?;
        let list = span(&DWARF_TO_LLVM, s);
        list.binary_search_by_key(&number, |e| e.0).ok().and_then(|k| list.get(k)).map(|e| Reg(e.1))
    }
}

#[allow(dead_code)]
impl SubRegIdx {
    /// The index's description.
    pub fn desc(self) -> &'static SubRegIndexDesc {
        SUB_REG_INDICES.get(self.0 as usize).unwrap_or(&SUB_REG_INDICES[0])
    }

    /// This index then `b` (C++ `composeSubRegIndices`): `NoSubRegister`
    /// on either side gives the other; `None` if they do not compose.
    pub fn compose(self, b: SubRegIdx) -> Option<SubRegIdx> {
        if self.0 == 0 {
            return Some(b);
        }
        if b.0 == 0 {
            return Some(self);
        }
        let at = search(COMPOSITES, self.desc().composites, 2, b.0)?;
        word_at(COMPOSITES, at + 1).map(SubRegIdx)
    }

    /// `(offset, size)` in bits under hardware mode `mode` (C++
    /// `getSubRegIdxOffset`/`getSubRegIdxSize`); 65535 is unknown.
    pub fn range(self, mode: usize) -> Option<(u16, u16)> {
        let n = SUB_REG_INDICES.len();
        SUB_REG_INDEX_RANGES.get(mode.checked_mul(n)?.checked_add(self.0 as usize)?).map(|r| (r[0], r[1]))
    }
}

/// The description of no class.
#[allow(dead_code)]
const NO_CLASS: RegClassDesc = RegClassDesc {
    name: "",
    reg_size: 0,
    spill_size: 0,
    spill_alignment: 0,
    copy_cost: 0,
    allocatable: false,
    lane_mask: 0,
    order: (0, 0),
    members: (0, 0),
    sub_classes: (0, 0),
    super_classes: (0, 0),
    sub_class_with_sub_reg: (0, 0),
};

#[allow(dead_code)]
impl RegClass {
    /// The class's description.
    pub fn desc(self) -> &'static RegClassDesc {
        REG_CLASSES.get(self.0 as usize).unwrap_or(&NO_CLASS)
    }

    /// The registers in allocation order.
    pub fn order(self) -> impl Iterator<Item = Reg> + Clone {
        words(CLASS_REGS, self.desc().order).map(Reg)
    }

    /// True if `reg` is a member (C++ `contains`).
    pub fn contains(self, reg: Reg) -> bool {
        search(CLASS_REGS, self.desc().members, 1, reg.0).is_some()
    }

    /// True if `other` is a sub-class of this class, or this class (C++
    /// `hasSubClassEq`).
    pub fn has_sub_class_eq(self, other: RegClass) -> bool {
        search(CLASS_IDS, self.desc().sub_classes, 1, other.0).is_some()
    }

    /// The super-classes, ascending.
    pub fn super_classes(self) -> impl Iterator<Item = RegClass> + Clone {
        words(CLASS_IDS, self.desc().super_classes).map(RegClass)
    }

    /// The largest sub-class whose registers all have an `idx`
    /// sub-register (C++ `getSubClassWithSubReg`); the class itself for
    /// `NoSubRegister`.
    pub fn sub_class_with_sub_reg(self, idx: SubRegIdx) -> Option<RegClass> {
        if idx.0 == 0 {
            return Some(self);
        }
        let at = search(CLASS_WITH_SUB_REG, self.desc().sub_class_with_sub_reg, 2, idx.0)?;
        word_at(CLASS_WITH_SUB_REG, at + 1).map(RegClass)
    }
}
"#;
