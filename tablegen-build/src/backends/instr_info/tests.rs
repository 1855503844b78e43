//! The analysis on the golden input `own/instr_info/basic.td`, whose C++
//! llvm-tblgen-19 printed (`expected/own__instr_info__basic.stdout`): the
//! expected values below are that output's.

use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::model::{InstrInfo, McidFlag, OperandRegClass};
use crate::backend::{Diagnostic, Options, Records};
use crate::model::codegen::{Constraint, Deprecation};

fn parse(name: &str, src: &str) -> RecordKeeper {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
    match parse_source(name, src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("{name} does not parse"),
    }
}

fn basic_src() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/own/instr_info/basic.td");
    std::fs::read_to_string(path).expect("the golden input")
}

fn model() -> InstrInfo {
    let mut rk = parse("basic.td", &basic_src());
    InstrInfo::new(&mut Records::new(&mut rk), &Options::default()).expect("analyses")
}

fn inst<'a>(m: &'a InstrInfo, name: &str) -> (usize, &'a super::model::InstDesc) {
    m.insts.iter().enumerate().find(|(_, d)| d.name == name).expect("instruction")
}

#[test]
fn descriptors_have_llvms_counts_offsets_and_flags() {
    let m = model();
    let (n, add) = inst(&m, "ADD");
    assert_eq!(n, 295);
    assert_eq!((add.num_operands, add.num_defs, add.size), (3, 1, 4));
    assert_eq!((add.implicit_uses.len(), add.implicit_defs.len(), add.implicit_offset), (0, 1, 0));
    assert_eq!(add.operand_offset, 152);
    assert_eq!(add.ts_flags, 3);
    assert!(add.has(McidFlag::Add) && add.has(McidFlag::Commutable));
    // AllowRegisterRenaming is 0: every instruction gets both flags.
    assert!(add.has(McidFlag::ExtraSrcRegAllocReq) && add.has(McidFlag::ExtraDefRegAllocReq));
    // LDR's mayLoad is unset and comes from its pattern.
    let (_, ldr) = inst(&m, "LDR");
    assert!(ldr.has(McidFlag::MayLoad) && !ldr.has(McidFlag::MayStore));
    let (_, st) = inst(&m, "ST");
    assert_eq!(st.implicit_offset, 7);
    assert_eq!(st.deprecation, Some(Deprecation::Feature("FeatureB".into())));
    let (_, inc) = inst(&m, "INC");
    assert_eq!(inc.deprecation, Some(Deprecation::Complex("Inc".into())));
}

#[test]
fn operand_lists_are_shared_and_describe_every_sub_operand() {
    let m = model();
    let (offset, xchg) = m.operand_lists.iter().find(|(o, _)| *o == 169).expect("XCHG's list");
    assert_eq!(*offset, 169);
    let cons: Vec<Constraint> = xchg.iter().map(|o| o.constraint).collect();
    assert_eq!(cons, [Constraint::EarlyClobber, Constraint::None, Constraint::Tied(1), Constraint::Tied(0)]);
    let (_, ld) = m.operand_lists.iter().find(|(o, _)| *o == 164).expect("LD's list");
    assert_eq!(ld[1].reg_class, OperandRegClass::Pointer(1));
    assert_eq!(ld[2].reg_class, OperandRegClass::None);
    // ST (GPR, memri) starts with the same three entries as LD: one list.
    assert_eq!(inst(&m, "ST").1.operand_offset, 164);
    let (_, inc) = m.operand_lists.iter().find(|(o, _)| *o == 160).expect("INC's list");
    assert!(inc[1].optional_def && inc[3].predicate);
    assert_eq!(inc[1].reg_class, OperandRegClass::Class("Toy::CCR".into()));
}

#[test]
fn feature_sets_are_sorted_by_size_then_names() {
    let m = model();
    let sets: Vec<String> = m.features.sets.iter().map(|s| s.join("_")).collect();
    assert_eq!(sets, ["HasA", "HasAB_NoB", "NoB_HasA"]);
    // NotForAsm has no AssemblerMatcherPredicate: ADD requires HasA only.
    assert_eq!(m.features.required[inst(&m, "ADD").0], ["HasA"]);
    let mut cond = String::new();
    let hab = m.features.features.iter().find(|f| f.info.name == "HasAB").expect("HasAB");
    hab.cond.write_cpp(&mut cond, "Toy", false);
    assert_eq!(cond, "FB[Toy::FeatureA] || (FB[Toy::FeatureB] && !FB[Toy::FeatureA])");
}

#[test]
fn relation_tables_list_key_instructions_in_enum_order() {
    let m = model();
    let maps = m.map_tables.as_ref().expect("two mappings");
    let names: Vec<&str> = maps.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["getForm", "getImmForm"]);
    assert_eq!(maps.tables[0].rows, [("ADDI".to_string(), vec![Some("ADD".to_string()), Some("ADDI".to_string())])]);
    assert_eq!(maps.tables[1].rows, [("ADD".to_string(), vec![Some("ADDI".to_string())])]);
    assert_eq!(maps.enums, [("Form".to_string(), vec!["reg".to_string(), "imm".to_string()])]);
}

#[test]
fn a_pattern_contradicting_a_flag_is_llvms_error() {
    let src = basic_src().replace(
        "def ToyInstrInfo : InstrInfo;",
        "def BADST : ToyInst<(outs), (ins GPR:$v, GPR:$p), \"st\", [(store GPR:$v, GPR:$p)]>;\ndef ToyInstrInfo : InstrInfo;",
    );
    let mut rk = parse("t.td", &src);
    let mut records = Records::new(&mut rk);
    assert!(InstrInfo::new(&mut records, &Options::default()).is_err());
    let msgs: Vec<String> = records
        .diagnostics()
        .iter()
        .filter_map(|d| match d {
            Diagnostic::Message { msg, .. } => Some(msg.clone()),
            Diagnostic::Raw(_) => None,
        })
        .collect();
    assert_eq!(msgs[0], "Pattern doesn't match mayStore = 0");
}
