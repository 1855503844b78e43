//! The register vocabulary of `-gen-register-info --rust`: registers
//! (C++ `MCRegisterDesc`), sub-register indices and register classes
//! (`MCRegisterClass`) with their lists, and the queries of
//! `MCRegisterInfo` over them.
//!
//! A generated module holds the target's rows and lists in a
//! [`RegTables`] (its `REG_TABLES`) and its `Reg`, `SubRegIdx` and
//! `RegClass` newtypes, whose query methods call the ones here with their
//! `u16` numbers. Every query answers for any number: one past the tables
//! reads as no register, no index or no class.
//!
//! [`bank`] holds the register banks of `-gen-register-bank --rust`.

pub mod bank;

use core::cmp::Ordering;

/// A `(start, len)` span of one of the lists of [`RegTables`].
pub type Span = (u32, u32);

/// A register (C++ `MCRegisterDesc` with its lists): `(start, len)` spans
/// into the lists of [`RegTables`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegisterDesc {
    /// The name (C++ `getName`).
    pub name: &'static str,
    /// `HWEncoding` (C++ `getEncodingValue`).
    pub encoding: u16,
    /// `isConstant`.
    pub is_constant: bool,
    /// Span of [`RegTables::sub_regs`] and [`RegTables::sub_reg_idx_of`].
    pub sub_regs: (u32, u32),
    /// Span of [`RegTables::super_regs`].
    pub super_regs: (u32, u32),
    /// Span of [`RegTables::reg_units`] and [`RegTables::reg_unit_lanes`].
    pub units: (u32, u32),
}

/// A sub-register index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SubRegIndexDesc {
    /// The name.
    pub name: &'static str,
    /// Its lanes (C++ `getSubRegIndexLaneMask`).
    pub lane_mask: u64,
    /// Span of [`RegTables::composites`] (two `u16`s per composite).
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
    /// Span of [`RegTables::class_regs`]: the allocation order.
    pub order: (u32, u32),
    /// Span of [`RegTables::class_regs`]: the members, ascending.
    pub members: (u32, u32),
    /// Span of [`RegTables::class_ids`]: the sub-classes, itself included,
    /// ascending.
    pub sub_classes: (u32, u32),
    /// Span of [`RegTables::class_ids`]: the super-classes, ascending.
    pub super_classes: (u32, u32),
    /// Span of [`RegTables::class_with_sub_reg`] (two `u16`s per entry).
    pub sub_class_with_sub_reg: (u32, u32),
}

/// The description of no class (a class number past the table).
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

/// The description of no register (`NoRegister`, or a number past the
/// table).
const NO_REGISTER: RegisterDesc =
    RegisterDesc { name: "", encoding: 0, is_constant: false, sub_regs: (0, 0), super_regs: (0, 0), units: (0, 0) };

/// The description of no index.
const NO_INDEX: SubRegIndexDesc = SubRegIndexDesc { name: "", lane_mask: u64::MAX, composites: (0, 0) };

/// A target's register tables (the generated module's `REG_TABLES`). The
/// `&[u8]` lists are `u16`s, little-endian (rustc reads a string literal
/// far faster than an array of half a million integers: AMDGPU has that
/// many sub-register entries).
///
/// ```
/// use tablegen_runtime::reg::{RegClassDesc, RegTables, RegisterDesc};
/// // Register 1, A, has sub-register 2, B (index 1); both in class 0.
/// static REGISTERS: [RegisterDesc; 3] = [
///     RegisterDesc { name: "", encoding: 0, is_constant: false, sub_regs: (0, 0), super_regs: (0, 0), units: (0, 0) },
///     RegisterDesc { name: "A", encoding: 0, is_constant: false, sub_regs: (0, 1), super_regs: (0, 0), units: (0, 1) },
///     RegisterDesc { name: "B", encoding: 1, is_constant: false, sub_regs: (1, 0), super_regs: (0, 1), units: (0, 1) },
/// ];
/// static CLASSES: [RegClassDesc; 1] = [RegClassDesc {
///     name: "GPR", reg_size: 32, spill_size: 32, spill_alignment: 32, copy_cost: 1, allocatable: true,
///     lane_mask: 1, order: (0, 2), members: (0, 2), sub_classes: (0, 1), super_classes: (1, 0),
///     sub_class_with_sub_reg: (0, 0),
/// }];
/// static TABLES: RegTables = RegTables {
///     registers: &REGISTERS,
///     sub_regs: b"\x02\0",
///     sub_reg_idx_of: b"\x01\0",
///     super_regs: b"\x01\0",
///     reg_units: b"\0\0",
///     reg_unit_lanes: b"\0\0",
///     lane_masks: &[u64::MAX],
///     sub_reg_indices: &[],
///     composites: b"",
///     sub_reg_index_ranges: &[],
///     reg_classes: &CLASSES,
///     class_regs: b"\x01\0\x02\0",
///     class_ids: b"\0\0",
///     class_with_sub_reg: b"",
///     dwarf_to_llvm: &[(7, 1)],
///     llvm_to_dwarf: &[(1, 7)],
///     dwarf_spans: &[((0, 1), (0, 1))],
/// };
/// assert_eq!(TABLES.register(1).name, "A");
/// assert_eq!(TABLES.sub_reg(1, 1), Some(2));
/// assert_eq!(TABLES.sub_reg_index(1, 2), Some(1));
/// assert!(TABLES.overlaps(1, 2));
/// assert!(TABLES.class_contains(0, 2));
/// assert_eq!(TABLES.matching_super_reg(2, 1, 0), Some(1));
/// assert_eq!(TABLES.dwarf_number(1, 0), Some(7));
/// assert_eq!(TABLES.from_dwarf_number(7, 0), Some(1));
/// assert_eq!(TABLES.register(99).name, ""); // no such register
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegTables {
    /// Every register, `NoRegister` first.
    pub registers: &'static [RegisterDesc],
    /// Sub-registers of each register, in LLVM's pre-order.
    pub sub_regs: &'static [u8],
    /// The index of each entry of `sub_regs`.
    pub sub_reg_idx_of: &'static [u8],
    /// Super-registers of each register, smaller first.
    pub super_regs: &'static [u8],
    /// Native register units of each register, ascending.
    pub reg_units: &'static [u8],
    /// The lanes of each entry of `reg_units` within its register, as
    /// positions in `lane_masks`.
    pub reg_unit_lanes: &'static [u8],
    /// The distinct lane masks of register units.
    pub lane_masks: &'static [u64],
    /// Every sub-register index, `NoSubRegister` first.
    pub sub_reg_indices: &'static [SubRegIndexDesc],
    /// Pairs `b, c`: index `a` then `b` is `c`, by `b`, per index `a`.
    pub composites: &'static [u8],
    /// `[offset, size]` in bits of each index (`NoSubRegister` first),
    /// hardware mode by mode; 65535 is unknown.
    pub sub_reg_index_ranges: &'static [[u16; 2]],
    /// Every register class, in class order.
    pub reg_classes: &'static [RegClassDesc],
    /// Registers of each class: allocation order, then ascending.
    pub class_regs: &'static [u8],
    /// Sub-classes (the class itself included) and super-classes of each
    /// class.
    pub class_ids: &'static [u8],
    /// Pairs `index, class`: the largest sub-class whose registers all have
    /// that index, per class.
    pub class_with_sub_reg: &'static [u8],
    /// `(dwarf number, register)` per flavour, by number.
    pub dwarf_to_llvm: &'static [(u64, u16)],
    /// `(register, dwarf number)` per flavour, by register.
    pub llvm_to_dwarf: &'static [(u16, i32)],
    /// Per flavour: spans of `dwarf_to_llvm` and `llvm_to_dwarf`.
    pub dwarf_spans: &'static [(Span, Span)],
}

/// The `u16`s of `bytes` a `(start, len)` span covers (none if out of
/// range).
fn words(bytes: &'static [u8], (start, len): (u32, u32)) -> impl Iterator<Item = u16> + Clone {
    let start = (start as usize).saturating_mul(2);
    let len = (len as usize).saturating_mul(2);
    bytes.get(start..start.saturating_add(len)).unwrap_or(&[]).chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]]))
}

/// The `u16` at position `i` of `bytes`.
fn word_at(bytes: &'static [u8], i: usize) -> Option<u16> {
    crate::bytes::read_u16(bytes, i.checked_mul(2)?)
}

/// Binary search for `key` among the ascending `u16`s (or the first `u16`
/// of each `stride`-long entry) of a span; the position of the entry.
fn search(bytes: &'static [u8], (start, len): (u32, u32), stride: usize, key: u16) -> Option<usize> {
    let (start, n) = (start as usize, len as usize / stride);
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let at = start.checked_add(mid.checked_mul(stride)?)?;
        match word_at(bytes, at)?.cmp(&key) {
            Ordering::Less => lo = mid + 1,
            Ordering::Greater => hi = mid,
            Ordering::Equal => return Some(at),
        }
    }
    None
}

/// The entries of `list` a `(start, len)` span covers (empty if out of
/// range).
fn span<T>(list: &'static [T], (start, len): (u32, u32)) -> &'static [T] {
    let (start, len) = (start as usize, len as usize);
    list.get(start..start.saturating_add(len)).unwrap_or(&[])
}

impl RegTables {
    /// Register `reg`'s description (`NoRegister`'s, empty, past the
    /// table).
    pub fn register(&self, reg: u16) -> &'static RegisterDesc {
        self.registers.get(usize::from(reg)).unwrap_or(&NO_REGISTER)
    }

    /// Every sub-register of `reg` with its index: `(index, register)`, in
    /// LLVM's pre-order.
    pub fn sub_regs(&self, reg: u16) -> impl Iterator<Item = (u16, u16)> + Clone {
        let d = self.register(reg);
        words(self.sub_reg_idx_of, d.sub_regs).zip(words(self.sub_regs, d.sub_regs))
    }

    /// The sub-register of `reg` at `idx` (C++ `getSubReg`).
    pub fn sub_reg(&self, reg: u16, idx: u16) -> Option<u16> {
        self.sub_regs(reg).find(|(i, _)| *i == idx).map(|(_, r)| r)
    }

    /// The index naming `sub` as a sub-register of `reg` (C++
    /// `getSubRegIndex`).
    pub fn sub_reg_index(&self, reg: u16, sub: u16) -> Option<u16> {
        self.sub_regs(reg).find(|(_, r)| *r == sub).map(|(i, _)| i)
    }

    /// The super-registers of `reg`, smaller ones first.
    pub fn super_regs(&self, reg: u16) -> impl Iterator<Item = u16> + Clone {
        words(self.super_regs, self.register(reg).super_regs)
    }

    /// The register of `class` whose `idx` sub-register `reg` is (C++
    /// `getMatchingSuperReg`).
    pub fn matching_super_reg(&self, reg: u16, idx: u16, class: u16) -> Option<u16> {
        self.super_regs(reg).find(|&s| self.class_contains(class, s) && self.sub_reg(s, idx) == Some(reg))
    }

    /// The native register units of `reg`, ascending.
    pub fn units(&self, reg: u16) -> impl Iterator<Item = u16> + Clone {
        words(self.reg_units, self.register(reg).units)
    }

    /// The lanes of each of `reg`'s units within it (all lanes where the
    /// table names no mask).
    pub fn unit_lane_masks(&self, reg: u16) -> impl Iterator<Item = u64> + Clone {
        let masks = self.lane_masks;
        words(self.reg_unit_lanes, self.register(reg).units)
            .map(move |k| masks.get(usize::from(k)).copied().unwrap_or(u64::MAX))
    }

    /// True if the registers share a unit (C++ `regsOverlap`).
    pub fn overlaps(&self, a: u16, b: u16) -> bool {
        let (mut a, mut b) = (self.units(a).peekable(), self.units(b).peekable());
        while let (Some(x), Some(y)) = (a.peek().copied(), b.peek().copied()) {
            match x.cmp(&y) {
                Ordering::Less => {
                    a.next();
                }
                Ordering::Greater => {
                    b.next();
                }
                Ordering::Equal => return true,
            }
        }
        false
    }

    /// The DWARF number of `reg` in `flavour` (C++ `getDwarfRegNum`).
    pub fn dwarf_number(&self, reg: u16, flavour: usize) -> Option<i32> {
        let (_, s) = *self.dwarf_spans.get(flavour)?;
        let list = span(self.llvm_to_dwarf, s);
        list.binary_search_by_key(&reg, |e| e.0).ok().and_then(|k| list.get(k)).map(|e| e.1)
    }

    /// The register with DWARF number `number` in `flavour` (C++
    /// `getLLVMRegNum`).
    pub fn from_dwarf_number(&self, number: u64, flavour: usize) -> Option<u16> {
        let (s, _) = *self.dwarf_spans.get(flavour)?;
        let list = span(self.dwarf_to_llvm, s);
        list.binary_search_by_key(&number, |e| e.0).ok().and_then(|k| list.get(k)).map(|e| e.1)
    }

    /// Sub-register index `idx`'s description (`NoSubRegister`'s, all
    /// lanes, past the table).
    pub fn sub_reg_index_desc(&self, idx: u16) -> &'static SubRegIndexDesc {
        self.sub_reg_indices.get(usize::from(idx)).or(self.sub_reg_indices.first()).unwrap_or(&NO_INDEX)
    }

    /// Index `a` then `b` (C++ `composeSubRegIndices`): `NoSubRegister` (0)
    /// on either side gives the other; `None` if they do not compose.
    pub fn compose(&self, a: u16, b: u16) -> Option<u16> {
        if a == 0 {
            return Some(b);
        }
        if b == 0 {
            return Some(a);
        }
        let at = search(self.composites, self.sub_reg_index_desc(a).composites, 2, b)?;
        word_at(self.composites, at.checked_add(1)?)
    }

    /// `(offset, size)` in bits of index `idx` under hardware mode `mode`
    /// (C++ `getSubRegIdxOffset`/`getSubRegIdxSize`); 65535 is unknown.
    pub fn range(&self, idx: u16, mode: usize) -> Option<(u16, u16)> {
        let n = self.sub_reg_indices.len();
        // An index past the table would read the next mode's row.
        if usize::from(idx) >= n {
            return None;
        }
        let at = mode.checked_mul(n)?.checked_add(usize::from(idx))?;
        self.sub_reg_index_ranges.get(at).map(|r| (r[0], r[1]))
    }

    /// Class `class`'s description (an empty one past the table).
    pub fn class(&self, class: u16) -> &'static RegClassDesc {
        self.reg_classes.get(usize::from(class)).unwrap_or(&NO_CLASS)
    }

    /// The registers of `class` in allocation order.
    pub fn class_order(&self, class: u16) -> impl Iterator<Item = u16> + Clone {
        words(self.class_regs, self.class(class).order)
    }

    /// True if `reg` is a member of `class` (C++ `contains`).
    pub fn class_contains(&self, class: u16, reg: u16) -> bool {
        search(self.class_regs, self.class(class).members, 1, reg).is_some()
    }

    /// True if `other` is a sub-class of `class`, or `class` (C++
    /// `hasSubClassEq`).
    pub fn has_sub_class_eq(&self, class: u16, other: u16) -> bool {
        search(self.class_ids, self.class(class).sub_classes, 1, other).is_some()
    }

    /// The super-classes of `class`, ascending.
    pub fn super_classes(&self, class: u16) -> impl Iterator<Item = u16> + Clone {
        words(self.class_ids, self.class(class).super_classes)
    }

    /// The largest sub-class of `class` whose registers all have an `idx`
    /// sub-register (C++ `getSubClassWithSubReg`); `class` itself for
    /// `NoSubRegister` (0).
    pub fn sub_class_with_sub_reg(&self, class: u16, idx: u16) -> Option<u16> {
        if idx == 0 {
            return Some(class);
        }
        let at = search(self.class_with_sub_reg, self.class(class).sub_class_with_sub_reg, 2, idx)?;
        word_at(self.class_with_sub_reg, at.checked_add(1)?)
    }
}

/// A register's name under an alternate-name index, as LLVM's generated
/// `getRegisterName(Reg, AltIdx)` answers: `names[alt][reg]`, and where
/// that is empty the index's fallback (`fallback[alt]`, LLVM's
/// `FallbackRegAltNameIndex`), and so on; `None` where no index in the
/// chain names the register, or for an index or register out of range. A
/// chain that loops ends after visiting each index once.
///
/// ```
/// use tablegen_runtime::reg::alt_name;
/// let names: [&[&str]; 2] = [&["", "a0", ""], &["", "x10", "vl"]];
/// let fallback = [Some(1), None];
/// assert_eq!(alt_name(&names, &fallback, 1, 0), Some("a0"));
/// assert_eq!(alt_name(&names, &fallback, 2, 0), Some("vl"));
/// assert_eq!(alt_name(&names, &fallback, 0, 0), None);
/// assert_eq!(alt_name(&names, &[Some(0), Some(0)], 0, 1), None);
/// ```
pub fn alt_name(names: &[&[&'static str]], fallback: &[Option<usize>], reg: usize, alt: usize) -> Option<&'static str> {
    let mut at = alt;
    for _ in 0..names.len() {
        let name = *names.get(at)?.get(reg)?;
        if !name.is_empty() {
            return Some(name);
        }
        at = (*fallback.get(at)?)?;
    }
    None
}
