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
    let named = |t: &super::map_table::MapTable| -> Vec<(String, Vec<Option<String>>)> {
        t.rows
            .iter()
            .map(|(k, cols)| {
                let cols = cols.iter().map(|c| c.as_ref().map(|c| c.name.clone())).collect();
                (m.insts[*k as usize].name.clone(), cols)
            })
            .collect()
    };
    assert_eq!(named(&maps.tables[0]), [("ADDI".to_string(), vec![Some("ADD".to_string()), Some("ADDI".to_string())])]);
    assert_eq!(named(&maps.tables[1]), [("ADD".to_string(), vec![Some("ADDI".to_string())])]);
    let (addi, _) = inst(&m, "ADDI");
    assert_eq!(maps.tables[0].rows[0].0 as usize, addi);
    assert_eq!(maps.tables[0].rows[0].1[1].as_ref().and_then(|c| c.value), Some(addi as u32));
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

/// A small target with `extra` appended, and its `-gen-instr-info` output
/// in `lang` (or the diagnostics' text).
fn emit(extra: &str, lang: crate::backend::Lang) -> Result<String, String> {
    emit_with(extra, lang, &Options::default())
}

fn emit_with(extra: &str, lang: crate::backend::Lang, opts: &Options) -> Result<String, String> {
    use crate::backend::Backend;
    let src = format!(
        r#"include "llvm/Target/Target.td"
def TInstrInfo : InstrInfo;
def T : Target {{ let InstructionSet = TInstrInfo; }}
let Namespace = "T" in {{
  def R0 : Register<"r0">;
  def R1 : Register<"r1">;
}}
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
class TInst : Instruction {{
  let Namespace = "T";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "";
  string Form = "";
  string BaseName = "";
}}
def ADD : TInst {{ let BaseName = "add"; let Form = "reg"; }}
def ADDI : TInst {{ let BaseName = "add"; let Form = "imm"; }}
def SUB : TInst;
{extra}"#
    );
    let mut rk = parse("t.td", &src);
    let mut records = Records::new(&mut rk);
    let out = super::BACKEND.emit(&mut records, opts, lang);
    out.map_err(|_| records.diagnostics().iter().map(|d| d.text().to_string()).collect::<Vec<_>>().join("\n"))
}

/// Whether `text` holds `piece`, whitespace aside.
#[track_caller]
fn holds(text: &str, piece: &str) {
    let squash = |s: &str| s.split_whitespace().collect::<String>();
    assert!(squash(text).contains(&squash(piece)), "no {piece} in\n{text}");
}

#[test]
fn tii_predicates_that_may_call_each_other_back_call_through_the_context() {
    // Calls by name (a record of no known kind with a FunctionName is
    // read as a call, as llvm-tblgen-19 reads it): isA and isB call each
    // other, isD calls itself.
    let rust = emit(
        r#"
class CallOf<string n> : MCInstPredicate { string FunctionName = n; }
def IsA : TIIPredicate<"isA", MCOpcodeSwitchStatement<[MCOpcodeSwitchCase<[ADD], MCReturnStatement<CallOf<"isB">>>],
                                                      MCReturnStatement<FalsePred>>>;
def IsB : TIIPredicate<"isB", MCReturnStatement<CheckAny<[CheckOpcode<[SUB]>, IsA]>>>;
def IsC : TIIPredicate<"isC", MCReturnStatement<CheckNot<IsA>>>;
def IsD : TIIPredicate<"isD", MCReturnStatement<CheckAll<[CallOf<"isD">, IsC]>>>;
"#,
        crate::backend::Lang::Rust,
    )
    .expect("writes");
    // Calls that may come back go through the context; isC calls isA
    // directly (isA never calls isC).
    holds(&rust, "let answer: bool = match mi.opcode() { Opcode::Add => cx.is_b(mi), _ => false, };");
    holds(&rust, "let answer: bool = mi.opcode() == Opcode::Sub || cx.is_a(mi);");
    holds(&rust, "let answer: bool = !eval_is_a(cx, mi)?;");
    holds(&rust, "let answer: bool = cx.is_d(mi) && eval_is_c(cx, mi)?;");
    holds(&rust, "/// The `TIIPredicate` `isB` (defined by `-gen-instr-info`): C++ `T_MC::isB(MI)`.");
}

#[test]
fn rust_module_reads_its_tables_with_the_runtime_at_the_runtime_path() {
    let mut opts = Options::default();
    opts.set(&crate::backend::RUST_RUNTIME, "crate::rt").expect("a path");
    let extra = r#"def IsA : TIIPredicate<"isA", MCReturnStatement<CheckIsImmOperand<0>>>;"#;
    let rust = emit_with(extra, crate::backend::Lang::Rust, &opts).expect("writes");
    // The description types and the predicates' instruction trait are the
    // runtime's, re-exported; the module holds the tables and names them.
    holds(&rust, "pub use crate::rt::mc::{operand_flags, InstrDesc, InstrTables, OperandInfo};");
    holds(&rust, "pub use crate::rt::pred::{Instr, Operand, is_virtual_reg};");
    holds(&rust, "crate::rt::VERSION == ");
    holds(&rust, "pub static INSTR_TABLES: InstrTables = InstrTables {");
    holds(&rust, "pub fn desc(self) -> Option<InstrDesc<'static>> { INSTR_TABLES.desc(self.value() as usize) }");
    holds(&rust, "type Instr: Instr<Opcode = Opcode> + ?Sized;");
    for pasted in
        ["pub struct InstrDesc", "pub struct OperandInfo", "pub trait Instr", "fn read_u16", "pub enum Operand"]
    {
        assert!(!rust.contains(pasted), "{pasted} in\n{rust}");
    }
    // Without predicates the module does not mention the trait.
    let plain = emit("", crate::backend::Lang::Rust).expect("writes");
    assert!(plain.contains("pub use ::tablegen_runtime::mc::{"), "{plain}");
    assert!(!plain.contains("::pred::"), "{plain}");
}

#[test]
fn an_opcode_named_by_two_switch_cases_is_matched_by_the_first() {
    let rust = emit(
        r#"
def IsA : TIIPredicate<"isA", MCOpcodeSwitchStatement<[
  MCOpcodeSwitchCase<[ADD, SUB], MCReturnStatement<TruePred>>,
  MCOpcodeSwitchCase<[SUB], MCReturnStatement<FalsePred>>,
  MCOpcodeSwitchCase<[SUB, ADDI], MCReturnStatement<CheckIsImmOperand<0>>>], MCReturnStatement<FalsePred>>>;
"#,
        crate::backend::Lang::Rust,
    )
    .expect("writes");
    holds(&rust, "Opcode::Add | Opcode::Sub => true, Opcode::Addi => mi.is_imm(0)?, _ => false,");
}

#[test]
fn what_only_the_rust_module_cannot_name_is_an_error_there() {
    use crate::backend::Lang;
    // An empty CheckImmOperand_s: C++ that does not compile, no Rust.
    let empty = r#"def IsA : TIIPredicate<"isA", MCReturnStatement<CheckImmOperand_s<1, "">>>;"#;
    assert!(emit(empty, Lang::Cpp).is_ok());
    let err = emit(empty, Lang::Rust).expect_err("no Rust");
    assert!(err.contains("TIIPredicate 'isA': a CheckImmOperand_s with an empty ImmVal has no meaning"), "{err}");
    // A relation naming a record that is no instruction.
    let not_inst = r#"
class Rel;
def X : Rel { string BaseName = "add"; string Form = "mem"; }
def ADDM : TInst, Rel { let BaseName = "sub"; let Form = "reg"; }
def getMem : InstrMapping {
  let FilterClass = "Rel";
  let RowFields = ["BaseName"];
  let ColFields = ["Form"];
  let KeyCol = ["reg"];
  let ValueCols = [["mem"]];
}
"#;
    let extra = format!("{not_inst}\ndef ADD2 : TInst, Rel {{ let BaseName = \"add\"; let Form = \"reg\"; }}");
    let cpp = emit(&extra, Lang::Cpp).expect("C++");
    assert!(cpp.contains("{ T::ADD2, T::X },"), "{cpp}");
    let err = emit(&extra, Lang::Rust).expect_err("no Rust");
    assert!(err.contains("InstrMapping 'getMem': 'X' is not an instruction of the target's opcode enum"), "{err}");
}

#[test]
fn relation_functions_take_one_argument_per_column_field() {
    let rust = emit(
        r#"
class Rel;
def getForm : InstrMapping {
  let FilterClass = "TInst";
  let RowFields = ["BaseName"];
  let ColFields = ["Form"];
  let KeyCol = ["reg"];
  let ValueCols = [["imm"], ["reg"]];
}
def getImm : InstrMapping {
  let FilterClass = "TInst";
  let RowFields = ["BaseName"];
  let ColFields = ["Form"];
  let KeyCol = ["reg"];
  let ValueCols = [["imm"]];
}
"#,
        crate::backend::Lang::Rust,
    )
    .expect("writes");
    // Both values of Form are columns: no fallback arm.
    holds(
        &rust,
        "pub fn get_form(opcode: Opcode, form: Form) -> Option<MapEntry> { let column = match form { \
         Form::FormImm => 1, Form::FormReg => 2, };",
    );
    holds(&rust, "pub fn get_imm(opcode: Opcode) -> Option<MapEntry> { lookup(GET_IMM_TABLE, 2, opcode, 1)");
    holds(
        &rust,
        "Mapping { name: \"getForm\", columns: &[(\"Form\", 2)], function: |opcode, cols| get_form(opcode, \
         Form::from_value(*cols.first()?)?)",
    );
}
