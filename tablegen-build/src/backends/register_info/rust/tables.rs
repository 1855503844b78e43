//! The register tables of the Rust module, written as text: one row per
//! register, index or class, flat `u16` lists for what the rows point to,
//! gathered in `REG_TABLES` (a `tablegen_runtime::reg::RegTables`), and
//! the query methods on `Reg`, `SubRegIdx` and `RegClass`, which call the
//! runtime's.

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

/// The runtime items the module re-exports: the row types and the tables'
/// reader.
pub const REG_IMPORTS: (&str, &[&str]) =
    ("reg", &["alt_name", "RegClassDesc", "RegTables", "RegisterDesc", "SubRegIndexDesc"]);

/// `REG_TABLES` and the query methods of the newtypes over it (no panics:
/// the runtime answers for any number).
const QUERIES: &str = r#"/// The tables, as the runtime reads them.
#[allow(dead_code)]
pub static REG_TABLES: RegTables = RegTables {
    registers: REGISTERS,
    sub_regs: SUB_REGS,
    sub_reg_idx_of: SUB_REG_IDX_OF,
    super_regs: SUPER_REGS,
    reg_units: REG_UNITS,
    reg_unit_lanes: REG_UNIT_LANES,
    lane_masks: &LANE_MASKS,
    sub_reg_indices: SUB_REG_INDICES,
    composites: COMPOSITES,
    sub_reg_index_ranges: &SUB_REG_INDEX_RANGES,
    reg_classes: REG_CLASSES,
    class_regs: CLASS_REGS,
    class_ids: CLASS_IDS,
    class_with_sub_reg: CLASS_WITH_SUB_REG,
    dwarf_to_llvm: &DWARF_TO_LLVM,
    llvm_to_dwarf: &LLVM_TO_DWARF,
    dwarf_spans: &DWARF_SPANS,
};

#[allow(dead_code)]
impl Reg {
    /// The register's description.
    pub fn desc(self) -> &'static RegisterDesc {
        REG_TABLES.register(self.0)
    }

    /// Every sub-register with its index, in LLVM's pre-order.
    pub fn sub_regs(self) -> impl Iterator<Item = (SubRegIdx, Reg)> + Clone {
        REG_TABLES.sub_regs(self.0).map(|(i, r)| (SubRegIdx(i), Reg(r)))
    }

    /// The sub-register at `idx` (C++ `getSubReg`); `NoSubRegister` gives
    /// nothing.
    pub fn sub_reg(self, idx: SubRegIdx) -> Option<Reg> {
        REG_TABLES.sub_reg(self.0, idx.0).map(Reg)
    }

    /// The index naming `sub` as a sub-register of this one (C++
    /// `getSubRegIndex`).
    pub fn sub_reg_index(self, sub: Reg) -> Option<SubRegIdx> {
        REG_TABLES.sub_reg_index(self.0, sub.0).map(SubRegIdx)
    }

    /// Super-registers, smaller ones first.
    pub fn super_regs(self) -> impl Iterator<Item = Reg> + Clone {
        REG_TABLES.super_regs(self.0).map(Reg)
    }

    /// The register of `class` whose `idx` sub-register this is (C++
    /// `getMatchingSuperReg`).
    pub fn matching_super_reg(self, idx: SubRegIdx, class: RegClass) -> Option<Reg> {
        REG_TABLES.matching_super_reg(self.0, idx.0, class.0).map(Reg)
    }

    /// The native register units, ascending.
    pub fn units(self) -> impl Iterator<Item = u16> + Clone {
        REG_TABLES.units(self.0)
    }

    /// The lanes of each of [`Reg::units`] within this register.
    pub fn unit_lane_masks(self) -> impl Iterator<Item = u64> + Clone {
        REG_TABLES.unit_lane_masks(self.0)
    }

    /// True if the registers share a unit (C++ `regsOverlap`).
    pub fn overlaps(self, other: Reg) -> bool {
        REG_TABLES.overlaps(self.0, other.0)
    }

    /// The DWARF number in `flavour` (C++ `getDwarfRegNum`).
    pub fn dwarf_number(self, flavour: usize) -> Option<i32> {
        REG_TABLES.dwarf_number(self.0, flavour)
    }

    /// The register with DWARF number `number` in `flavour` (C++
    /// `getLLVMRegNum`).
    pub fn from_dwarf_number(number: u64, flavour: usize) -> Option<Reg> {
        REG_TABLES.from_dwarf_number(number, flavour).map(Reg)
    }
}

#[allow(dead_code)]
impl SubRegIdx {
    /// The index's description.
    pub fn desc(self) -> &'static SubRegIndexDesc {
        REG_TABLES.sub_reg_index_desc(self.0)
    }

    /// This index then `b` (C++ `composeSubRegIndices`): `NoSubRegister`
    /// on either side gives the other; `None` if they do not compose.
    pub fn compose(self, b: SubRegIdx) -> Option<SubRegIdx> {
        REG_TABLES.compose(self.0, b.0).map(SubRegIdx)
    }

    /// `(offset, size)` in bits under hardware mode `mode` (C++
    /// `getSubRegIdxOffset`/`getSubRegIdxSize`); 65535 is unknown.
    pub fn range(self, mode: usize) -> Option<(u16, u16)> {
        REG_TABLES.range(self.0, mode)
    }
}

#[allow(dead_code)]
impl RegClass {
    /// The class's description.
    pub fn desc(self) -> &'static RegClassDesc {
        REG_TABLES.class(self.0)
    }

    /// The registers in allocation order.
    pub fn order(self) -> impl Iterator<Item = Reg> + Clone {
        REG_TABLES.class_order(self.0).map(Reg)
    }

    /// True if `reg` is a member (C++ `contains`).
    pub fn contains(self, reg: Reg) -> bool {
        REG_TABLES.class_contains(self.0, reg.0)
    }

    /// True if `other` is a sub-class of this class, or this class (C++
    /// `hasSubClassEq`).
    pub fn has_sub_class_eq(self, other: RegClass) -> bool {
        REG_TABLES.has_sub_class_eq(self.0, other.0)
    }

    /// The super-classes, ascending.
    pub fn super_classes(self) -> impl Iterator<Item = RegClass> + Clone {
        REG_TABLES.super_classes(self.0).map(RegClass)
    }

    /// The largest sub-class whose registers all have an `idx`
    /// sub-register (C++ `getSubClassWithSubReg`); the class itself for
    /// `NoSubRegister`.
    pub fn sub_class_with_sub_reg(self, idx: SubRegIdx) -> Option<RegClass> {
        REG_TABLES.sub_class_with_sub_reg(self.0, idx.0).map(RegClass)
    }
}
"#;
