//! The Rust register tables of `-gen-register-info` against what
//! llvm-tblgen-19 printed for the same input (the golden corpus's
//! `own__register_info__tables` expectations): its `-register-info-debug`
//! dump (every class's members, sub- and super-classes and lane mask, every
//! index's lane mask and bit range per hardware mode, every register's
//! sub-registers), its DWARF tables and its `getSubClassWithSubReg` table.

use std::collections::BTreeMap;
use std::path::Path;

use tablegen_generated_tests::register_info_tables::{Reg, RegClass, SubRegIdx, DWARF_FLAVOURS, REGISTERS};

fn golden(name: &str, ext: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected").join(format!("{name}.{ext}"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn reg(name: &str) -> Reg {
    Reg::from_name(name).unwrap_or_else(|| panic!("no register {name}"))
}

fn class(name: &str) -> RegClass {
    RegClass::from_name(&format!("{name}RegClassID")).unwrap_or_else(|| panic!("no class {name}"))
}

fn index(name: &str) -> SubRegIdx {
    SubRegIdx::from_name(name).unwrap_or_else(|| panic!("no index {name}"))
}

/// A dump block: `(kind, name)` and its fields.
type Block = ((String, String), Vec<(String, String)>);

/// The dump's blocks: `(kind, name)` to the block's `key: value` lines
/// (`SubReg` lines keep their `idx = reg` text as values).
fn dump() -> Vec<Block> {
    let text = golden("own__register_info__tables__2", "stderr");
    let mut blocks: Vec<Block> = Vec::new();
    for line in text.lines() {
        if let Some(body) = line.strip_prefix('\t') {
            let (k, v) = match body.split_once(": ") {
                Some((k, v)) => (k.to_string(), v.to_string()),
                None => match body.split_once(' ') {
                    Some((k, v)) => (k.to_string(), v.to_string()),
                    None => (body.trim_end_matches(':').to_string(), String::new()),
                },
            };
            blocks.last_mut().expect("a block").1.push((k, v));
        } else if let Some((kind, name)) = line.trim_end_matches(':').split_once(' ') {
            blocks.push(((kind.to_string(), name.to_string()), Vec::new()));
        }
    }
    blocks
}

fn field<'a>(fields: &'a [(String, String)], key: &str) -> &'a str {
    fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.trim()).unwrap_or("")
}

/// `{ Default:32 ModeWide:64 }` as `[32, 64]`.
fn per_mode(v: &str) -> Vec<u32> {
    v.trim_matches(|c| c == '{' || c == '}' || c == ' ')
        .split_whitespace()
        .map(|e| e.rsplit(':').next().and_then(|n| n.parse().ok()).expect("a number"))
        .collect()
}

#[test]
fn classes_indices_and_registers_match_llvms_dump() {
    let blocks = dump();
    let (mut classes, mut indices, mut regs) = (0, 0, 0);
    for ((kind, name), fields) in &blocks {
        match kind.as_str() {
            "RegisterClass" => {
                classes += 1;
                let rc = class(name);
                let d = rc.desc();
                assert_eq!(d.name, name);
                let mut sorted: Vec<Reg> = rc.order().collect();
                sorted.sort();
                let listed: Vec<Reg> = field(fields, "Regs").split_whitespace().map(reg).collect();
                assert_eq!(sorted, listed, "members of {name}");
                assert!(listed.iter().all(|r| rc.contains(*r)), "{name} contains its members");
                assert_eq!(format!("{:016X}", d.lane_mask), field(fields, "LaneMask"), "lane mask of {name}");
                assert_eq!(d.spill_size, per_mode(field(fields, "SpillSize"))[0], "spill size of {name}");
                assert_eq!(d.spill_alignment, per_mode(field(fields, "SpillAlignment"))[0], "alignment of {name}");
                assert_eq!(d.allocatable, field(fields, "Allocatable") == "1", "allocatable {name}");
                for sub in field(fields, "SubClasses").split_whitespace() {
                    assert!(rc.has_sub_class_eq(class(sub)), "{sub} is a sub-class of {name}");
                }
                let supers: Vec<&str> = rc.super_classes().map(|c| c.desc().name).collect();
                let listed: Vec<&str> = field(fields, "SuperClasses").split_whitespace().collect();
                assert_eq!(supers, listed, "super-classes of {name}");
            }
            "SubRegIndex" => {
                indices += 1;
                let idx = index(name);
                assert_eq!(format!("{:016X}", idx.desc().lane_mask), field(fields, "LaneMask"), "lanes of {name}");
                let offsets = per_mode(field(fields, "Offset"));
                let sizes = per_mode(field(fields, "Size"));
                for (mode, (o, s)) in offsets.iter().zip(&sizes).enumerate() {
                    let (ro, rs) = idx.range(mode).expect("a range");
                    assert_eq!((u32::from(ro), u32::from(rs)), (*o, *s), "range of {name} in mode {mode}");
                }
            }
            "Register" => {
                regs += 1;
                let r = reg(name);
                let subs: Vec<(&str, &str)> =
                    fields.iter().filter(|(k, _)| k == "SubReg").filter_map(|(_, v)| v.split_once(" = ")).collect();
                assert_eq!(r.sub_regs().count(), subs.len(), "sub-registers of {name}");
                for (i, s) in subs {
                    assert_eq!(r.sub_reg(index(i)), Some(reg(s)), "{name}:{i}");
                    assert_eq!(r.sub_reg_index(reg(s)), Some(index(i)), "index of {s} in {name}");
                    if let Some(c) = RegClass::all().find(|c| c.contains(r)) {
                        assert_eq!(reg(s).matching_super_reg(index(i), c), Some(r), "{s} at {i} in {}", c.desc().name);
                    }
                }
            }
            _ => {}
        }
    }
    let counts = (RegClass::all().count(), SubRegIdx::all().count() - 1, REGISTERS.len() - 1);
    assert_eq!((classes, indices, regs), counts, "one block per class, index and register");
}

#[test]
fn sub_register_compositions_agree_with_the_registers() {
    let mut checked = 0;
    for r in Reg::all() {
        for (i, s) in r.sub_regs() {
            for (j, t) in s.sub_regs() {
                let k = i.compose(j).unwrap_or_else(|| panic!("{:?} then {:?} compose", i, j));
                assert_eq!(r.sub_reg(k), Some(t));
                checked += 1;
            }
            assert!(r.overlaps(s) && s.overlaps(r), "a register overlaps its sub-registers");
        }
    }
    assert!(checked > 0);
    assert!(!reg("R0").overlaps(reg("R1")));
}

/// `{ a, b },` rows of the C++ array named `name`.
fn pairs(text: &str, name: &str) -> Vec<(String, String)> {
    let head = format!("{name}[] = {{");
    let Some(start) = text.find(&head) else { return Vec::new() };
    text[start + head.len()..]
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("};"))
        .map(|l| {
            let inner = l.trim().trim_start_matches('{').trim_end_matches(',').trim_end_matches('}');
            let (a, b) = inner.split_once(',').expect("a pair");
            (a.trim().to_string(), b.trim().to_string())
        })
        .collect()
}

#[test]
fn dwarf_maps_match_the_cpp() {
    let text = golden("own__register_info__tables", "stdout");
    assert_eq!(DWARF_FLAVOURS, 2);
    let mut seen = 0;
    for f in 0..DWARF_FLAVOURS {
        let to_llvm = pairs(&text, &format!("ToyDwarfFlavour{f}Dwarf2L"));
        for (n, r) in &to_llvm {
            let n: u64 = n.trim_end_matches('U').parse().expect("a number");
            assert_eq!(Reg::from_dwarf_number(n, f), Some(reg(r.trim_start_matches("Toy::"))), "dwarf {n} flavour {f}");
            seen += 1;
        }
        let to_dwarf: BTreeMap<String, i32> = pairs(&text, &format!("ToyDwarfFlavour{f}L2Dwarf"))
            .into_iter()
            .map(|(r, n)| (r.trim_start_matches("Toy::").to_string(), n.trim_end_matches('U').parse().expect("n")))
            .collect();
        for r in Reg::all().skip(1) {
            assert_eq!(r.dwarf_number(f), to_dwarf.get(r.desc().name).copied(), "{} flavour {f}", r.desc().name);
            seen += 1;
        }
    }
    assert!(seen > 40);
}

#[test]
fn sub_class_with_sub_reg_matches_the_cpp() {
    let text = golden("own__register_info__tables", "stdout");
    let start = text.find("::getSubClassWithSubReg(").expect("the table");
    let mut current = None;
    let mut seen = 0;
    for line in text[start..].lines().skip(2) {
        if line.starts_with("  };") {
            break;
        }
        let t = line.trim();
        if let Some(name) = t.strip_prefix("{\t// ") {
            current = Some(class(name));
        } else if let Some((value, comment)) = t.split_once(",\t// ") {
            let rc = current.expect("a class row");
            let idx = index(comment.split(" -> ").next().expect("an index"));
            let want = comment.split_once(" -> ").map(|(_, c)| class(c));
            assert_eq!(rc.sub_class_with_sub_reg(idx), want, "{}:{comment}", rc.desc().name);
            assert_eq!(value == "0", want.is_none());
            seen += 1;
        }
    }
    assert!(seen >= 6 * 4, "{seen} rows");
}
