//! The analysis and the Rust writer on the golden inputs
//! `own/pseudo_lowering/*.td` (their C++ and LLVM's errors are checked
//! byte for byte by the golden cases, their Rust lowering by
//! `tests/generated`), and the inputs llvm-tblgen-19 crashes on, which get
//! errors of our own.

use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::{analyze, Part, BACKEND};
use crate::backend::{Backend, Lang, Options, Records};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");

fn keeper(file: &str, src: &str) -> RecordKeeper {
    let opts = ParseOptions { include_dirs: vec![format!("{GOLDEN}/include").into()], ..Default::default() };
    match parse_source(file, src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("{file} does not parse"),
    }
}

fn golden_keeper(file: &str) -> RecordKeeper {
    let src = std::fs::read_to_string(format!("{GOLDEN}/own/pseudo_lowering/{file}")).expect("the golden input");
    keeper(file, &src)
}

/// `kinds.td`'s declarations (up to its first pseudo) and `defs`.
fn kinds_with(defs: &str) -> RecordKeeper {
    let src = std::fs::read_to_string(format!("{GOLDEN}/own/pseudo_lowering/kinds.td")).expect("the golden input");
    let head = &src[..src.find("def Zz_LAST").expect("the first pseudo")];
    keeper("t.td", &format!("{head}{defs}\n"))
}

/// The rendered diagnostics of a failing analysis.
fn analysis_error(mut keeper: RecordKeeper) -> String {
    let mut rk = Records::new(&mut keeper);
    assert!(analyze(&mut rk, &Options::default()).is_err(), "the analysis fails");
    rk.take_diagnostics().into_iter().map(|d| d.text().to_string()).collect::<Vec<_>>().join("\n")
}

#[test]
fn expansions_are_read_in_llvm_order_with_llvms_operand_numbers() {
    let mut keeper = golden_keeper("kinds.td");
    let mut rk = Records::new(&mut keeper);
    let m = analyze(&mut rk, &Options::default()).expect("analyses");
    assert_eq!(m.target, "K");
    let names: Vec<&str> = m.expansions.iter().map(|e| rk.name_str(e.pseudo)).collect();
    assert_eq!(names.first(), Some(&"PseudoBIG"));
    assert_eq!(names.last(), Some(&"Zz_LAST"));
    // LessRecord: PseudoLDR before PseudoLDR0, PseudoCALLp before PseudoCALLv.
    let at = |n: &str| names.iter().position(|x| *x == n).expect(n);
    assert!(at("PseudoLDR") < at("PseudoLDR0") && at("PseudoCALLp") < at("PseudoCALLv"));
    let e = |n: &str| &m.expansions[at(n)];
    // A named complex operand copies each of its machine operands.
    let mix = e("PseudoMIX");
    assert_eq!(rk.name_str(mix.dest), "LDRP");
    let parts: Vec<&Part> = mix.operands.iter().flat_map(|o| &o.parts).collect();
    assert_eq!(parts, [&Part::Operand(0), &Part::Operand(3), &Part::Operand(4), &Part::Operand(1), &Part::Operand(2)]);
    // Constants of a complex operand, in a sub-dag.
    let ldr0 = e("PseudoLDR0");
    assert_eq!(ldr0.operands[2].name, "p");
    assert_eq!(ldr0.operands[2].parts[0], Part::Imm(3));
    assert!(matches!(ldr0.operands[2].parts[1], Part::Reg { ref namespace, .. } if namespace == "K"));
    // Immediates are kept as LLVM prints them, unsigned.
    assert_eq!(e("PseudoNEG1").operands[2].parts, [Part::Imm(u64::MAX)]);
    assert_eq!(e("PseudoSET").operands[1].parts, [Part::Imm(0b111100001111)]);
    assert_eq!(e("PseudoBR").operands[0].parts, [Part::ZeroReg]);
    // Variadic: the pseudo's declared operands plus one.
    assert_eq!(e("PseudoCALLv").variadic_from, Some(2));
    assert_eq!(e("PseudoCALLp").variadic_from, Some(3));
    assert_eq!(e("PseudoMV").variadic_from, None);
}

#[test]
fn inputs_llvm_crashes_on_are_errors_of_our_own() {
    for (def, says) in [
        ("(ADDI GPR:$dst, GPR:$src, \"x\")", "argument #2 of the result, '\"x\"', is not a record"),
        ("(ADDI GPR:$dst, GPR:$src, ?)", "argument #2 of the result, '?', is not a record"),
        ("(ADDI GPR:$dst, GPR:$src, [1])", "is not a record, an integer, bits or a dag"),
        ("(ADDI GPR:$dst, GPR:$src, X.Encoding)", "a bits argument of the result has unset bits"),
        // LLVM marks the predicate's second machine operand by dag argument,
        // then reads the register it put there as an operand number.
        ("(LDRP GPR:$dst, mem:$addr, (ops 14, zero_reg))", "operand 'p' of the result is read from the wrong entry"),
        ("(LDRP GPR:$dst, mem:$addr, (ops 14, zero_reg, 1, 2, 3))", "more machine operands than its operator"),
        ("(LDRP GPR:$dst, (ops R1, 2), (ops 3, GPR:$x, mem:$y))", "past its operator's"),
    ] {
        let src = format!(
            "class E4<bits<4> e> {{ bits<4> Encoding = e; }}\ndef X : E4<{{1,?,0,1}}>;\n\
             def P : KPseudo<(outs GPR:$dst), (ins GPR:$src, mem:$addr), {def}>;"
        );
        let text = analysis_error(kinds_with(&src));
        assert!(text.contains("In pseudo instruction 'P', "), "{def}: {text}");
        assert!(text.contains(says), "{def}: {text}");
        assert!(text.contains("(llvm-tblgen-19 has undefined behaviour here and crashes)"), "{def}: {text}");
    }
}

#[test]
fn no_expansions_lower_nothing() {
    let mut keeper = kinds_with("");
    let mut rk = Records::new(&mut keeper);
    let cpp = BACKEND.emit(&mut rk, &Options::default(), Lang::Cpp).expect("C++");
    assert!(cpp.ends_with("                            const MachineInstr *MI) {\n  return false;\n}\n\n"));
    let rust = BACKEND.emit(&mut rk, &Options::default(), Lang::Rust).expect("Rust");
    assert!(rust.contains("pub static PSEUDO_EXPANSIONS: &[PseudoExpansion<u32>] = &[\n];\n"), "{rust}");
    assert!(!rust.contains("pub mod opcode") && !rust.contains("pub mod reg"));
}

#[test]
fn rust_table_is_sorted_by_opcode_with_named_constants() {
    let mut keeper = golden_keeper("kinds.td");
    let mut rk = Records::new(&mut keeper);
    let rust = BACKEND.emit(&mut rk, &Options::default(), Lang::Rust).expect("Rust");
    assert!(rust.starts_with(
        "// Pseudo-instruction MC lowering Source Fragment\n//\n// Automatically generated file, do not edit!\n\
         // From: kinds.td, backend -gen-pseudo-lowering\n"
    ));
    let rows: Vec<&str> = rust.lines().filter(|l| l.starts_with("    PseudoExpansion {")).collect();
    assert_eq!(rows.len(), 14);
    assert_eq!(
        rows[1],
        "    PseudoExpansion { pseudo: opcode::PseudoBR, dest: opcode::JAL, operands: &[LowerOp::Reg(reg::NoRegister), \
         LowerOp::Operand(0)], variadic_from: None },"
    );
    assert!(rust.contains("    /// C++ `K::LR`.\n    pub const LR: u32 = 1;\n"));
    assert!(rust.contains("LowerOp::Imm(-1)], variadic_from: None },"));
    assert!(rust.contains("LowerOp::Imm(-9223372036854775808)], variadic_from: None },"));
    // Sorted by opcode: the constants in the rows' order have rising values.
    let value = |name: &str| -> u32 {
        let line = rust.lines().find(|l| l.starts_with(&format!("    pub const {name}: u32 = "))).expect(name);
        line.rsplit(' ').next().and_then(|v| v.trim_end_matches(';').parse().ok()).expect("a number")
    };
    let pseudos: Vec<u32> = rows
        .iter()
        .map(|r| value(r.split("pseudo: opcode::").nth(1).and_then(|r| r.split(',').next()).expect("a pseudo")))
        .collect();
    assert!(pseudos.windows(2).all(|w| w[0] < w[1]), "{pseudos:?}");
    assert!(rust.contains("pub fn lower_pseudo<H: PseudoLoweringHooks + ?Sized>(mi: &Inst<u32>, hooks: &mut H)"));
    assert!(rust.contains("    PSEUDO_LOWERING.lower(mi, |op| hooks.lower_operand(op))\n"));
}

#[test]
fn in_a_module_tree_opcodes_are_the_shared_type() {
    let mut keeper = golden_keeper("kinds.td");
    let mut rk = Records::new(&mut keeper);
    let mut opts = Options::default();
    opts.set(&crate::backend::RUST_VOCABULARY, "super").expect("a string option");
    let rust = BACKEND.emit(&mut rk, &opts, Lang::Rust).expect("Rust");
    assert!(rust.contains("use super::Opcode;\n"));
    assert!(!rust.contains("pub mod opcode"));
    assert!(rust.contains(
        "PseudoExpansion { pseudo: Opcode::PseudoBr, dest: Opcode::Jal, operands: &[LowerOp::Reg(reg::NoRegister)"
    ));
    assert!(rust.contains("pub fn expansion(opcode: Opcode) -> Option<&'static PseudoExpansion<Opcode>> {"));
}
