//! Unit tests of the analysis, on the own golden inputs
//! (`tests/golden/own/asm_writer`), whose C++ output the golden corpus
//! checks byte for byte against llvm-tblgen-19's.

use tablegen_core::parser::{parse_file, parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::model::{log2_ceil, AsmWriterModel, Cond};
use crate::backend::{Backend, Lang, Options, Records};

fn parse(name: &str, macros: &[&str]) -> RecordKeeper {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
    let opts = ParseOptions {
        include_dirs: vec![format!("{root}/include").into()],
        macros: macros.iter().map(|m| m.to_string()).collect(),
        ..Default::default()
    };
    match parse_file(format!("{root}/own/asm_writer/{name}"), &opts) {
        Ok(rk) => rk,
        Err(e) => panic!("{}", e.diagnostics),
    }
}

fn model(name: &str) -> AsmWriterModel {
    let mut keeper = parse(name, &[]);
    let mut rk = Records::new(&mut keeper);
    match super::analyze::analyze(&mut rk, &Options::default()) {
        Ok(m) => m,
        Err(_) => panic!("{:?}", rk.diagnostics().iter().map(|d| d.text().to_string()).collect::<Vec<_>>()),
    }
}

#[test]
fn field_widths_are_ceil_log2() {
    assert_eq!([1, 2, 3, 4, 5, 8, 9].map(log2_ceil), [0, 1, 2, 2, 3, 3, 4]);
}

#[test]
fn a_trailing_backslash_is_an_error_where_llvm_loops_forever() {
    let mut keeper = parse("kinds.td", &["TRAILING_BACKSLASH"]);
    let mut rk = Records::new(&mut keeper);
    assert!(super::BACKEND.emit(&mut rk, &Options::default(), Lang::Cpp).is_err());
    let diags: Vec<String> = rk.diagnostics().iter().map(|d| d.text().to_string()).collect();
    assert!(diags.iter().any(|d| d.contains("Non-supported escaped character found in instruction 'TRAILING'!")));
}

#[test]
fn every_opcode_word_holds_its_mnemonic_and_fragments() {
    let m = model("kinds.td");
    let at = |name: &str| m.instructions.iter().position(|(_, n)| n == name).expect("instruction");
    let mn = &m.mnemonics;
    // No asm string: nothing to print.
    assert_eq!(mn.opcode_info[at("NOASM")], 0);
    // `nop` and `ret` have mnemonics and nothing else.
    let offset = |name: &str| (mn.opcode_info[at(name)] & ((1 << mn.asm_str_bits) - 1)) - 1;
    let text = |o: u64| {
        let (start, seq) = mn.table.iter().filter(|(s, _)| *s as u64 <= o).last().expect("string");
        seq[(o as usize - start)..].iter().map(|&c| c as u8 as char).collect::<String>()
    };
    assert_eq!(text(offset("RET")), "ret");
    assert_eq!(text(offset("ADDI")), "addi\t");
    // Every instruction fits the word on this target.
    assert!(m.leftovers.is_empty());
    assert!(mn.bits_used <= 64 && mn.bits_used > mn.asm_str_bits);
}

#[test]
fn alias_conditions_follow_the_result_operands() {
    let m = model("kinds.td");
    let sub = m.aliases.by_opcode.iter().find(|o| o.opcode == "K::SUB").expect("SUB has aliases");
    // Priority 2 (`negb`) comes first; its features are an any-of group.
    let first = &sub.patterns[0];
    assert_eq!(first.conds[1], Cond::Reg(Some(("R0".into(), 2))));
    assert_eq!(first.conds.last(), Some(&Cond::EndOrFeatures));
    // `(any_of FeatureA, (not FeatureB))`: LLVM splices a second argument
    // that is a dag into the list, operator and all, so the `not` is lost.
    assert!(first.conds.contains(&Cond::Feature { or: true, neg: false, name: "FeatureB".into(), bit: 1 }));
    // `double $rd` ties its three operands to the first.
    let add = m.aliases.by_opcode.iter().find(|o| o.opcode == "K::ADD").expect("ADD has aliases");
    assert_eq!(
        add.patterns[0].conds,
        [Cond::RegClass { name: "GPR".into(), id: 0 }, Cond::TiedReg(0), Cond::TiedReg(0)]
    );
    // An alias with more operands than its instruction is not printed.
    assert!(m.aliases.strings.iter().all(|s| !s.cxx.starts_with("too many")));
}

#[test]
fn a_method_called_with_and_without_the_address_is_two_hooks() {
    // `printOperand` prints the GPRs (no address) and, through a PC-relative
    // operand, a jump target (`printOperand(MI, Address, OpNo, ...)`): C++
    // overloads that may print differently, so one hook each.
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
    let text = std::fs::read_to_string(format!("{root}/own/asm_writer/kinds.td")).expect("kinds.td")
        + "def pcrel : Operand<i32> { let OperandType = \"OPERAND_PCREL\"; }\n\
           def JAL : KInst<(outs), (ins pcrel:$t), \"jal\\t$t\">;\n";
    let opts = ParseOptions { include_dirs: vec![format!("{root}/include").into()], ..Default::default() };
    let mut keeper = match parse_source("kinds_pcrel.td", &text, &opts) {
        Ok(rk) => rk,
        Err(e) => panic!("{}", e.diagnostics),
    };
    let rust = super::BACKEND.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Rust).expect("emits");
    let doc = |f: &str| {
        let at = rust.find(&format!("    fn {f}(\n")).unwrap_or_else(|| panic!("no hook {f}"));
        rust[..at].lines().last().expect("doc").to_owned()
    };
    assert!(doc("print_operand").contains("void printOperand(const MCInst *MI, unsigned OpNo,"));
    assert!(doc("print_operand_with_address")
        .contains("void printOperand(const MCInst *MI, uint64_t Address, unsigned OpNo,"));
    // A method only ever given the address keeps its own name.
    assert!(doc("print_branch").contains("void printBranch(const MCInst *MI, uint64_t Address, unsigned OpNo,"));
}
