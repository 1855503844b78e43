//! The `InstrMapping` functions and `TIIPredicate`s of `-gen-instr-info
//! --rust` against llvm-tblgen-19's C++ for the same inputs, compiled with
//! g++ against libLLVM-19's `MCInst` and run by
//! `.ci/instr-info-answers/run.py` (answers in
//! `answers/<module>.instrmap.txt`):
//!
//! - every mapping function, typed and through `instr_map::MAPPINGS`, on
//!   every opcode and every combination of its column enums' values, must
//!   answer what the C++ function answers (`None` for -1,
//!   `MapEntry::Missing` for `(uint16_t)-1`);
//! - every `TIIPredicate` must answer what its C++ MC flavour answers on
//!   the recorded instructions, and `false` where an LLVM assert fired
//!   (undefined behaviour in a release build of LLVM);
//! - the column enums must be the C++ enums of llvm-tblgen-19's output in
//!   the golden corpus.
//!
//! The context's methods answer as `.ci/lib/instr_info_cpp.py`'s C++ stand-ins
//! for the predicates' escapes do: from the 32-bit FNV-1a hash `h` of the
//! escape's C++ name, an immediate function is `(imm + h) & 7`, a register
//! function `(reg + h) & 3`, an instruction function
//! `(opcode + operands + h) & 1 != 0`, a constant `h & 7`.

use std::collections::BTreeMap;
use std::path::Path;

use tablegen_generated_tests::{instr_info_basic, instr_info_dfv, instr_info_maps};

// The recorded instructions' format (`OPCODE/OPERANDS`), read as the
// fusion differential reads it.
include!("../../../.ci/fusion-diff/pairs.rs");

/// What `.ci/instr-info-answers/run.py` recorded for one module.
struct Recorded {
    /// Each mapping function with its column enums and their sizes.
    maps: Vec<(String, Vec<(String, u16)>)>,
    /// (function, column values, opcode) -> the C++ answer, for the answers
    /// other than -1.
    answers: BTreeMap<(String, Vec<u16>, u16), i32>,
    /// Calls per function.
    calls: BTreeMap<String, usize>,
    /// The `TIIPredicate`s, in the C++ order.
    preds: Vec<String>,
    /// The instructions and the predicates' answers (`0`, `1`, `u`).
    insts: Vec<(u16, Vec<Op>, String)>,
}

fn recorded(module: &str) -> Recorded {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("answers").join(format!("{module}.instrmap.txt"));
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let mut r = Recorded {
        maps: Vec::new(),
        answers: BTreeMap::new(),
        calls: BTreeMap::new(),
        preds: Vec::new(),
        insts: Vec::new(),
    };
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(' ').collect();
        match f[0] {
            "maps" => {
                for m in &f[1..] {
                    let (name, cols) = m.split_once(':').expect("FUNCTION:COLUMNS");
                    let cols = cols
                        .split(',')
                        .filter(|c| !c.is_empty())
                        .map(|c| {
                            let (e, n) = c.split_once('=').expect("ENUM=SIZE");
                            (e.to_string(), n.parse().expect("a size"))
                        })
                        .collect();
                    r.maps.push((name.to_string(), cols));
                }
            }
            "preds" => r.preds = f[1..].iter().filter(|p| !p.is_empty()).map(|p| p.to_string()).collect(),
            "M" => {
                let cols = if f[2] == "-" { Vec::new() } else { f[2].split(',').map(|c| c.parse().unwrap()).collect() };
                r.answers.insert((f[1].to_string(), cols, f[3].parse().unwrap()), f[4].parse().unwrap());
            }
            "N" => {
                r.calls.insert(f[1].to_string(), f[2].parse().unwrap());
            }
            "I" => {
                let inst = parse(f[1]).expect("an instruction");
                let opcode = u16::try_from(inst.opcode).expect("a 16-bit opcode");
                r.insts.push((opcode, inst.ops, f[2].to_string()));
            }
            other => panic!("unknown line kind {other}"),
        }
    }
    r
}

/// The C++ answer of `function` on `opcode` and `cols`.
fn cpp_answer(r: &Recorded, function: &str, cols: &[u16], opcode: u16) -> i32 {
    r.answers.get(&(function.to_string(), cols.to_vec(), opcode)).copied().unwrap_or(-1)
}

/// Every combination of values of enums of these sizes.
fn combinations(sizes: &[u16]) -> Vec<Vec<u16>> {
    let mut out = vec![Vec::new()];
    for &n in sizes {
        out = out.into_iter().flat_map(|c| (0..n).map(move |v| [c.clone(), vec![v]].concat())).collect();
    }
    out
}

/// 32-bit FNV-1a, as `.ci/lib/instr_info_cpp.py` hashes an escape's C++ name.
fn fnv32(s: &str) -> u32 {
    s.bytes().fold(0x811c_9dc5, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}
fn stub_imm(name: &str, imm: i64) -> i64 {
    (imm as u64).wrapping_add(u64::from(fnv32(name))) as i64 & 7
}
fn stub_reg(name: &str, reg: u32) -> u32 {
    reg.wrapping_add(fnv32(name)) & 3
}
fn stub_const(name: &str) -> i64 {
    i64::from(fnv32(name) & 7)
}
fn stub_mi(name: &str, opcode: u16, operands: usize) -> bool {
    (u32::from(opcode).wrapping_add(operands as u32).wrapping_add(fnv32(name)) & 1) != 0
}

/// The instruction type, the `Instr` implementation and the checks of
/// one module.
macro_rules! module_checks {
    ($checks:ident, $m:ident, $cx:ty) => {
        mod $checks {
            use super::*;
            use tablegen_generated_tests::$m::{instr_map, Instr, Opcode, Operand};

            pub struct Inst {
                pub opcode: Opcode,
                pub ops: Vec<Op>,
            }

            impl Instr for Inst {
                type Opcode = Opcode;
                fn opcode(&self) -> Opcode {
                    self.opcode
                }
                fn num_operands(&self) -> usize {
                    self.ops.len()
                }
                fn operand(&self, index: usize) -> Option<Operand> {
                    Some(match *self.ops.get(index)? {
                        Op::Reg(r) => Operand::Reg(r),
                        Op::Imm(i) => Operand::Imm(i),
                        Op::Other => Operand::Other,
                    })
                }
            }

            /// Every entry of `MAPPINGS` on every opcode and every column
            /// combination; the number of answers other than -1.
            pub fn mappings(r: &Recorded) -> usize {
                let names: Vec<(&str, Vec<(&str, u16)>)> =
                    instr_map::MAPPINGS.iter().map(|m| (m.name, m.columns.to_vec())).collect();
                let want: Vec<(&str, Vec<(&str, u16)>)> = r
                    .maps
                    .iter()
                    .map(|(n, cols)| (n.as_str(), cols.iter().map(|c| (c.0.as_str(), c.1)).collect()))
                    .collect();
                assert_eq!(names, want);
                let mut found = 0;
                for (m, (_, cols)) in instr_map::MAPPINGS.iter().zip(&r.maps) {
                    let (name, f) = (m.name, m.function);
                    let sizes: Vec<u16> = cols.iter().map(|c| c.1).collect();
                    let mut calls = 0;
                    for op in Opcode::all() {
                        for c in combinations(&sizes) {
                            calls += 1;
                            let want = cpp_answer(r, name, &c, op.value());
                            let got = match f(op, &c) {
                                None => -1,
                                Some(instr_map::MapEntry::Missing) => 65535,
                                Some(instr_map::MapEntry::Opcode(o)) => i32::from(o.value()),
                            };
                            assert_eq!(got, want, "{name}({op}, {c:?})");
                            found += usize::from(got != -1);
                        }
                        // A value outside an enum names no column.
                        if !sizes.is_empty() {
                            assert_eq!(f(op, &sizes), None, "{name}({op}, {sizes:?})");
                            assert_eq!(f(op, &[]), None, "{name}({op}, [])");
                        }
                    }
                    assert_eq!(Some(&calls), r.calls.get(name), "{name}: calls");
                }
                assert_eq!(found, r.answers.len());
                found
            }

            /// Every `TIIPredicate` on every recorded instruction; the
            /// number of answers checked.
            pub fn predicates(r: &Recorded, cx: &$cx) -> usize {
                use tablegen_generated_tests::$m::tii_predicates;
                let preds = tii_predicates::<$cx>();
                let names: Vec<&str> = preds.iter().map(|p| p.0).collect();
                assert_eq!(names, r.preds);
                let mut checked = 0;
                for (opcode, ops, answers) in &r.insts {
                    let mi = Inst { opcode: Opcode::from_value(*opcode).expect("an opcode"), ops: ops.clone() };
                    for ((name, f), want) in preds.iter().zip(answers.chars()) {
                        assert_eq!(f(cx, &mi), want == '1', "{name} on {opcode}/{ops:?}: C++ answers {want}");
                        checked += 1;
                    }
                }
                checked
            }
        }
    };
}

/// The context of `maps.td`'s predicates.
struct MapsCx;

impl instr_info_maps::Context for MapsCx {
    type Instr = maps_checks::Inst;
    fn m_seven(&self) -> i64 {
        stub_const("M::Seven")
    }
    fn m_map_imm(&self, imm: i64) -> i64 {
        stub_imm("M::mapImm", imm)
    }
    fn m_map_imm2(&self, imm: i64) -> bool {
        stub_imm("M::mapImm", imm) != 0
    }
    fn m_is_big_imm(&self, imm: i64) -> bool {
        stub_imm("M::isBigImm", imm) != 0
    }
    fn m_map_reg(&self, reg: u32) -> u32 {
        stub_reg("M::mapReg", reg)
    }
    fn m_is_odd_reg(&self, reg: u32) -> bool {
        stub_reg("M::isOddReg", reg) != 0
    }
    fn is_special_mov_mi(&self, mi: &Self::Instr) -> bool {
        stub_mi("M::isSpecialMov", mi.opcode.value(), mi.ops.len())
    }
}

/// `basic.td`'s predicates call no escape.
struct BasicCx;

impl instr_info_basic::Context for BasicCx {
    type Instr = basic_checks::Inst;
}

module_checks!(maps_checks, instr_info_maps, MapsCx);
module_checks!(basic_checks, instr_info_basic, BasicCx);

#[test]
fn maps_td_mappings_answer_as_the_cpp() {
    assert_eq!(maps_checks::mappings(&recorded("instr_info_maps")), 49);
}

#[test]
fn maps_td_predicates_answer_as_the_cpp() {
    let r = recorded("instr_info_maps");
    assert_eq!(maps_checks::predicates(&r, &MapsCx), 7 * 3000);
    // Some of each answer.
    let all: String = r.insts.iter().map(|i| i.2.as_str()).collect();
    assert!(all.contains('0') && all.contains('1') && all.contains('u'));
}

#[test]
fn basic_td_mappings_and_predicates_answer_as_the_cpp() {
    let r = recorded("instr_info_basic");
    assert_eq!(basic_checks::mappings(&r), 3);
    assert_eq!(basic_checks::predicates(&r, &BasicCx), 2 * 3000);
}

#[test]
fn lit_duplicate_field_values_mappings_answer_as_the_cpp() {
    let r = recorded("instr_info_dfv");
    use instr_info_dfv::instr_map::{MapEntry, MAPPINGS};
    use instr_info_dfv::Opcode;
    let mut found = 0;
    for m in MAPPINGS {
        let (name, f) = (m.name, m.function);
        assert!(m.columns.is_empty());
        for op in Opcode::all() {
            let want = cpp_answer(&r, name, &[], op.value());
            let got = f(op, &[]).map_or(-1, |e| e.opcode().map_or(65535, |o| i32::from(o.value())));
            assert_eq!(got, want, "{name}({op})");
            found += usize::from(got != -1);
            assert!(!matches!(f(op, &[]), Some(MapEntry::Missing)));
        }
    }
    assert_eq!(found, 4);
}

/// The typed functions of `maps.td`, against the same answers; the column
/// enums against the C++ enums llvm-tblgen-19 printed
/// (`tests/golden/expected/own__instr_info__maps.stdout`).
#[test]
fn maps_td_typed_functions_and_enums_match_the_cpp() {
    use tablegen_generated_tests::instr_info_maps::instr_map::{self, Form, Kind, MapEntry, Width};
    use tablegen_generated_tests::instr_info_maps::Opcode;
    let r = recorded("instr_info_maps");
    let cpp = |e: Option<MapEntry>| e.map_or(-1, |e| e.opcode().map_or(65535, |o| i32::from(o.value())));
    for op in Opcode::all() {
        let v = op.value();
        assert_eq!(cpp(instr_map::get_imm_form(op)), cpp_answer(&r, "getImmForm", &[], v));
        for f in Form::all() {
            assert_eq!(cpp(instr_map::get_form(op, f)), cpp_answer(&r, "getForm", &[f.value()], v), "{op} {f}");
            for w in Width::all() {
                let want = cpp_answer(&r, "getWidened", &[f.value(), w.value()], v);
                assert_eq!(cpp(instr_map::get_widened(op, f, w)), want, "{op} {f} {w}");
            }
            for k in Kind::all() {
                assert_eq!(instr_map::get_nothing(op, f, k), None);
            }
        }
        for w in Width::all() {
            assert_eq!(cpp(instr_map::get_width(op, w)), cpp_answer(&r, "getWidth", &[w.value()], v), "{op} {w}");
        }
        for k in Kind::all() {
            assert_eq!(cpp(instr_map::get_kind(op, k)), cpp_answer(&r, "getKind", &[k.value()], v), "{op} {k}");
        }
    }
    // The enums as C++ declares them.
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected/own__instr_info__maps.stdout");
    let text = std::fs::read_to_string(p).expect("the golden output");
    let enum_names = |name: &str| -> Vec<String> {
        let start = text.find(&format!("enum {name} {{\n")).expect("the enum");
        let body = &text[start..];
        let body = &body[..body.find("};").expect("its end")];
        body.lines().skip(1).map(|l| l.trim().trim_end_matches(',').to_string()).collect()
    };
    assert_eq!(Form::all().map(|f| f.name().to_string()).collect::<Vec<_>>(), enum_names("Form"));
    assert_eq!(Kind::all().map(|f| f.name().to_string()).collect::<Vec<_>>(), enum_names("Kind"));
    assert_eq!(Width::all().map(|f| f.name().to_string()).collect::<Vec<_>>(), enum_names("Width"));
    assert_eq!(Form::FormMem.value(), 2);
    assert_eq!(Kind::from_name("Kind_"), Some(Kind::Kind));
}
