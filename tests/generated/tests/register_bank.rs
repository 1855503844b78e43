//! The register banks generated in Rust against the C++ that
//! `llvm-tblgen-19` printed for the same inputs (the golden corpus's
//! `RegisterBankEmitter` and `own__register_bank__*` expectations, and
//! `reference/mini_tree.register-bank.inc` for the module tree): the bank
//! IDs and names, every coverage word and the order of the classes in it,
//! the number of classes, the sizes under every hardware mode, and the
//! lookup from each class to the banks whose C++ coverage lists it.
//!
//! The C++ names the classes (`Tiny::GPRRegClassID`); the Rust modules
//! number them. The standalone modules' numbers are resolved through the
//! `RegClass` of the same input's `-gen-register-info` module, whose
//! numbering is checked against LLVM's for our input
//! (`reference/register_bank_banks.reginfo-enum.inc`); the module tree's
//! classes are that `RegClass` itself.

use std::collections::BTreeMap;
use std::path::Path;

use tablegen_generated_tests::mini_tree::register_bank as mini_tree_register_bank;
use tablegen_generated_tests::{register_bank_banks, register_bank_lit, register_bank_none};

fn read(rel: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn golden(name: &str) -> String {
    read(&format!("../golden/expected/{name}.stdout"))
}

/// What is between the first `open` and the following `close` in `l`.
fn between<'a>(l: &'a str, open: &str, close: &str) -> &'a str {
    let rest = &l[l.find(open).unwrap_or_else(|| panic!("no {open:?} in {l:?}")) + open.len()..];
    &rest[..rest.find(close).unwrap_or_else(|| panic!("no {close:?} in {l:?}"))]
}

/// The lines after the line that contains `head`, up to the next `};`.
fn block<'a>(text: &'a str, head: &str) -> Vec<&'a str> {
    let start = text.lines().position(|l| l.contains(head)).unwrap_or_else(|| panic!("no {head:?}"));
    text.lines().skip(start + 1).take_while(|l| !l.starts_with("};")).collect()
}

/// One `<Target>GenRegisterBank.inc`, parsed.
#[derive(Debug, Default)]
struct CppBanks {
    /// `<Bank>ID = n` of the ID enum, `InvalidRegBankID` left out.
    ids: Vec<(String, u32)>,
    /// Per bank def: per coverage word, the class enumerators (namespace
    /// removed) of its lines, with the offset each line subtracts.
    coverage: BTreeMap<String, Vec<Vec<(String, usize)>>>,
    /// The `constexpr RegisterBank` instances: def, `Name`, `NumRegClasses`.
    instances: Vec<(String, String, usize)>,
    /// `RegBanks[]`: the defs, in order.
    reg_banks: Vec<String>,
    /// `Sizes[]`: per mode, its name and the banks' sizes.
    modes: Vec<(String, Vec<u32>)>,
}

fn parse(text: &str) -> CppBanks {
    let mut out = CppBanks::default();
    for l in block(text, "enum : unsigned {") {
        if let Some((name, value)) = l.trim().trim_end_matches(',').split_once(" = ") {
            if name != "InvalidRegBankID" {
                out.ids.push((name.to_string(), value.parse().expect("an ID")));
            }
        }
    }
    let mut lines = text.lines();
    while let Some(l) = lines.next() {
        if let Some(def) = l.strip_prefix("const uint32_t ").and_then(|r| r.strip_suffix("CoverageData[] = {")) {
            let mut words: Vec<Vec<(String, usize)>> = Vec::new();
            for l in lines.by_ref().take_while(|l| !l.starts_with("};")) {
                if l.starts_with("    // ") {
                    words.push(Vec::new());
                } else if l.starts_with("    (1u << (") {
                    let (class, low) = between(l, "(1u << (", ")) |").split_once(" - ").expect("class - offset");
                    let class = class.rsplit("::").next().unwrap_or(class);
                    words.last_mut().expect("a word").push((class.to_string(), low.parse().expect("offset")));
                } else {
                    assert_eq!(l, "    0,");
                }
            }
            out.coverage.insert(def.to_string(), words);
        } else if let Some(rest) = l.strip_prefix("constexpr RegisterBank ") {
            let def = &rest[..rest.find('(').expect("(")];
            let name = between(rest, "/* Name */ \"", "\"");
            let n = between(rest, "/* NumRegClasses */ ", ")");
            out.instances.push((def.to_string(), name.to_string(), n.parse().expect("a count")));
        }
    }
    for l in block(text, "GenRegisterBankInfo::RegBanks[] = {") {
        let def = between(l, "&", ",");
        out.reg_banks.push(def.rsplit("::").next().unwrap_or(def).to_string());
    }
    for l in block(text, "GenRegisterBankInfo::Sizes[] = {") {
        match l.strip_prefix("    // Mode = ") {
            Some(m) => out.modes.push((between(m, "(", ")").to_string(), Vec::new())),
            None => {
                out.modes.last_mut().expect("a mode").1.push(l.trim().trim_end_matches(',').parse().expect("a size"))
            }
        }
    }
    out
}

/// Checks a module against the C++ `$cpp`; `$index` gives a class's number,
/// `$class` the class of a number, `$name` the C++ enumerator of a number.
macro_rules! check_banks {
    ($test:ident, $m:ident, $cpp:expr, $index:expr, $class:expr, $name:expr) => {
        #[test]
        fn $test() {
            use $m::*;
            let cpp = parse(&$cpp);
            let index: fn(RegClassId) -> usize = $index;
            let class_of: fn(usize) -> RegClassId = $class;
            let name_of: fn(usize) -> String = $name;
            let by_name: BTreeMap<String, usize> = (0..NUM_REG_CLASSES).map(|i| (name_of(i), i)).collect();

            let ids: Vec<(String, u32)> =
                RegBankId::all().map(|b| (b.name().to_string(), u32::from(b.value()))).collect();
            assert_eq!(ids, cpp.ids);
            assert_eq!((NUM_REGISTER_BANKS, RegBankId::COUNT, REG_BANKS.len()), (ids.len(), ids.len(), ids.len()));
            assert_eq!(cpp.instances.len(), REG_BANKS.len());
            assert_eq!(cpp.reg_banks.len(), REG_BANKS.len());

            for ((bank, (def, name, num_classes)), listed) in REG_BANKS.iter().zip(&cpp.instances).zip(&cpp.reg_banks) {
                assert_eq!(def, listed);
                assert_eq!(bank.id.name(), format!("{def}ID"));
                assert!(core::ptr::eq(bank.id.bank(), bank));
                assert_eq!(bank.name, name);
                assert_eq!(NUM_REG_CLASSES, *num_classes);
                let words = &cpp.coverage[def];
                assert_eq!(bank.coverage.len(), words.len());
                assert_eq!(bank.coverage.len(), NUM_REG_CLASSES.div_ceil(32));
                let mut cpp_order = Vec::new();
                for (w, lines) in words.iter().enumerate() {
                    let mut want = 0u32;
                    for (class, low) in lines {
                        let i = by_name[class];
                        assert_eq!((*low, i / 32), (w * 32, w), "{class}");
                        want |= 1 << (i % 32);
                        cpp_order.push(i);
                    }
                    assert_eq!(bank.coverage[w], want, "{def} word {w}");
                }
                // The C++ groups the classes by word, in the order found.
                let mut rust_order: Vec<usize> = bank.classes.iter().map(|c| index(*c)).collect();
                rust_order.sort_by_key(|i| i / 32);
                assert_eq!(rust_order, cpp_order, "{def}");
            }

            assert_eq!(
                (NUM_HW_MODES, HW_MODES.len(), SIZES.len()),
                (cpp.modes.len(), cpp.modes.len(), cpp.modes.len())
            );
            for (mode, (name, sizes)) in cpp.modes.iter().enumerate() {
                assert_eq!(HW_MODES[mode], name);
                assert_eq!(SIZES[mode].to_vec(), *sizes);
                for bank in REG_BANKS {
                    assert_eq!(bank.size(mode), Some(sizes[bank.id.value() as usize]));
                    assert_eq!(bank.size(NUM_HW_MODES), None);
                }
            }

            // Every class: the banks whose C++ coverage lists it, by ID.
            for i in 0..NUM_REG_CLASSES {
                let class = class_of(i);
                let name = name_of(i);
                let want: Vec<&str> = cpp
                    .reg_banks
                    .iter()
                    .filter(|def| cpp.coverage[*def].iter().flatten().any(|(c, _)| *c == name))
                    .map(String::as_str)
                    .collect();
                let got: Vec<String> =
                    reg_banks_of_class(class).map(|b| b.id.name().trim_end_matches("ID").to_string()).collect();
                assert_eq!(got, want, "{name}");
                let first = reg_bank_of_class(class).map(|b| b.name().trim_end_matches("ID").to_string());
                assert_eq!(first.as_deref(), want.first().copied(), "{name}");
                for bank in REG_BANKS {
                    assert_eq!(bank.covers(class), want.contains(&bank.id.name().trim_end_matches("ID")));
                }
            }
        }
    };
}

check_banks!(
    lit_input_matches_llvm,
    register_bank_lit,
    golden("RegisterBankEmitter"),
    |c| c as usize,
    |i| i as u16,
    |i| register_bank_lit::registers::RegClass::from_value(i as u16).expect("a class").name().to_string()
);
check_banks!(
    own_input_matches_llvm,
    register_bank_banks,
    golden("own__register_bank__banks"),
    |c| c as usize,
    |i| i as u16,
    |i| register_bank_banks::registers::RegClass::from_value(i as u16).expect("a class").name().to_string()
);
check_banks!(
    no_banks_match_llvm,
    register_bank_none,
    golden("own__register_bank__none"),
    |c| c as usize,
    |i| i as u16,
    |i| register_bank_none::registers::RegClass::from_value(i as u16).expect("a class").name().to_string()
);
check_banks!(
    module_tree_matches_llvm,
    mini_tree_register_bank,
    read("reference/mini_tree.register-bank.inc"),
    |c| c.value() as usize,
    |i| tablegen_generated_tests::mini_tree::RegClass::from_value(i as u16).expect("a class"),
    |i| tablegen_generated_tests::mini_tree::RegClass::from_value(i as u16).expect("a class").name().to_string()
);

#[test]
fn own_input_numbers_classes_as_llvm() {
    use register_bank_banks::registers::RegClass;
    let text = read("reference/register_bank_banks.reginfo-enum.inc");
    let want: Vec<(String, u16)> = text
        .lines()
        .filter_map(|l| l.trim().trim_end_matches(',').split_once(" = "))
        .filter(|(name, _)| name.ends_with("RegClassID"))
        .map(|(name, value)| (name.to_string(), value.parse().expect("a number")))
        .collect();
    let got: Vec<(String, u16)> = RegClass::all().map(|c| (c.name().to_string(), c.value())).collect();
    assert_eq!(got, want);
    assert_eq!(register_bank_banks::NUM_REG_CLASSES, want.len());
}

#[test]
fn own_input_exercises_every_part() {
    use register_bank_banks::*;
    // The comparison above is only as strong as the input: two coverage
    // words, three modes with different sizes, classes in several banks.
    assert_eq!(REG_BANKS[0].coverage.len(), 2);
    assert_eq!(HW_MODES, ["Default", "Narrow", "Wide"]);
    assert_ne!(SIZES[0], SIZES[2]);
    assert_eq!(reg_bank_of_class(reg_class::FPR), Some(RegBankId::AllRegBankId));
    assert_eq!(reg_banks_of_class(reg_class::FPR).count(), 2);
    assert_eq!(reg_bank_of_class(reg_class::PairSingle7), Some(RegBankId::GprRegBankId));
    assert_eq!(RegBankId::GprRegBankId.bank().size(2), Some(128));
    assert_eq!(register_bank_none::REG_BANKS.len(), 0);
}

#[test]
fn module_tree_classes_are_the_shared_reg_class() {
    use tablegen_generated_tests::mini_tree::RegClass;
    // `classes` holds the tree's `RegClass`: this binding would not compile
    // otherwise.
    let first: RegClass = mini_tree_register_bank::REG_BANKS[0].classes[0];
    assert_eq!(first, RegClass::GprLowRegClassId);
    assert_eq!(
        mini_tree_register_bank::reg_bank_of_class(RegClass::GprRegClassId),
        Some(mini_tree_register_bank::RegBankId::GprRegBankId)
    );
}
