//! The pseudo-instruction lowering generated in Rust, run: every expansion
//! of our `kinds.td` lowers as the C++ llvm-tblgen-19 printed for it (the
//! golden recording `own__pseudo_lowering__kinds.stdout`, read back as the
//! operations of each case) on an instruction with distinct operands, with
//! an operand hook that changes what it lowers; LLVM's lit input lowers as
//! its `CHECK` line says; malformed instructions are errors, not panics;
//! and the same module in a module tree works on the tree's `Opcode`.
//! (`.ci/pseudo-lowering-diff.py` runs LLVM's own RISC-V and ARM
//! expansions, in C++ and in Rust, against each other.)

use std::path::Path;

use tablegen_generated_tests::pseudo_lowering_kinds::{
    expansion, lower_pseudo, opcode, reg, Inst, LowerError, Operand, PseudoLoweringHooks, PSEUDO_EXPANSIONS,
};
use tablegen_generated_tests::{pseudo_lowering_lit, pseudo_tree};

/// One operation of a C++ case.
#[derive(Debug)]
enum Cpp {
    /// `lowerOperand(MI->getOperand(n), MCOp); TmpInst.addOperand(MCOp);`
    Operand(usize),
    /// `TmpInst.addOperand(MCOperand::createImm(v));`
    Imm(u64),
    /// `TmpInst.addOperand(MCOperand::createReg(r));`, `0` or `K::<Name>`.
    Reg(String),
}

/// A C++ case: pseudo, destination, operations, variadic start.
#[derive(Debug)]
struct Case {
    pseudo: String,
    dest: String,
    ops: Vec<Cpp>,
    variadic: Option<usize>,
}

fn between<'a>(line: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let rest = &line[line.find(open)? + open.len()..];
    Some(&rest[..rest.find(close)?])
}

/// The cases of the recorded C++.
fn cpp_cases() -> Vec<Case> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected/own__pseudo_lowering__kinds.stdout");
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines() {
        if let Some(name) = between(line, "  case K::", ": {") {
            cases.push(Case { pseudo: name.to_string(), dest: String::new(), ops: Vec::new(), variadic: None });
            continue;
        }
        let Some(case) = cases.last_mut() else { continue };
        if let Some(d) = between(line, "TmpInst.setOpcode(K::", ");") {
            case.dest = d.to_string();
        } else if let Some(n) = between(line, "lowerOperand(MI->getOperand(", "), MCOp);") {
            if !line.trim_start().starts_with("if") {
                case.ops.push(Cpp::Operand(n.parse().expect("an operand number")));
            }
        } else if let Some(v) = between(line, "MCOperand::createImm(", "));") {
            case.ops.push(Cpp::Imm(v.parse().expect("an unsigned immediate")));
        } else if let Some(r) = between(line, "MCOperand::createReg(", "));") {
            case.ops.push(Cpp::Reg(r.to_string()));
        } else if let Some(n) = between(line, "for (unsigned i = ", ", e = MI->getNumOperands()") {
            case.variadic = Some(n.parse().expect("the first variadic operand"));
        }
    }
    cases
}

/// The Rust constant of a C++ name of `kinds.td`.
fn opcode_of(name: &str) -> u32 {
    macro_rules! table {
        ($($n:ident),*) => { [$((stringify!($n), opcode::$n)),*] };
    }
    let all = table!(
        PseudoBIG,
        PseudoBR,
        PseudoCALL,
        PseudoCALLp,
        PseudoCALLv,
        PseudoLDR,
        PseudoLDR0,
        PseudoMIN,
        PseudoMIX,
        PseudoMV,
        PseudoNEG1,
        PseudoSET,
        PseudoSWAP,
        Zz_LAST,
        ADD,
        ADDI,
        CALL,
        JAL,
        LDR,
        LDRP,
        SET
    );
    all.iter().find(|(n, _)| *n == name).unwrap_or_else(|| panic!("opcode {name}")).1
}

fn reg_of(cpp: &str) -> u32 {
    match cpp {
        "0" => reg::NoRegister,
        "K::LR" => reg::LR,
        "K::R0" => reg::R0,
        "K::R1" => reg::R1,
        "K::R2" => reg::R2,
        _ => panic!("register {cpp}"),
    }
}

/// Lowers registers to themselves and immediates to ten times
/// themselves, declines expressions, and counts its calls.
#[derive(Default)]
struct Tenfold {
    calls: usize,
}

impl PseudoLoweringHooks for Tenfold {
    fn lower_operand(&mut self, op: &Operand) -> Option<Operand> {
        self.calls += 1;
        match *op {
            Operand::Imm(v) => Some(Operand::Imm(v * 10)),
            Operand::Expr(_) => None,
            other => Some(other),
        }
    }
}

/// The hook of the default methods.
struct AsIs;
impl PseudoLoweringHooks for AsIs {}

#[test]
fn every_expansion_lowers_as_the_recorded_cpp() {
    let cases = cpp_cases();
    assert_eq!(cases.len(), 14, "the recording has every expansion");
    assert_eq!(cases.len(), PSEUDO_EXPANSIONS.len());
    for case in &cases {
        // Operand i of the pseudo is the immediate 100 + i; two extra
        // operands, the second an expression the hook declines.
        let needed = case.ops.iter().filter_map(|o| if let Cpp::Operand(n) = o { Some(n + 1) } else { None });
        let n = needed.chain(case.variadic).max().unwrap_or(0);
        let mut mi = Inst::new(opcode_of(&case.pseudo));
        for i in 0..n {
            mi.push(Operand::Imm(100 + i as i64));
        }
        mi.push(Operand::Reg(77));
        mi.push(Operand::Expr(tablegen_runtime::mc::ExprRef(5)));
        let mut want = Inst::new(opcode_of(&case.dest));
        for op in &case.ops {
            want.push(match op {
                Cpp::Operand(k) => Operand::Imm((100 + *k as i64) * 10),
                Cpp::Imm(v) => Operand::Imm(*v as i64),
                Cpp::Reg(r) => Operand::Reg(reg_of(r)),
            });
        }
        if let Some(first) = case.variadic {
            for i in first..n {
                want.push(Operand::Imm((100 + i as i64) * 10));
            }
            want.push(Operand::Reg(77));
        }
        let mut hooks = Tenfold::default();
        let got = lower_pseudo(&mi, &mut hooks).unwrap_or_else(|e| panic!("{}: {e}", case.pseudo));
        assert_eq!(got, Some(want), "{}", case.pseudo);
        let copied = case.ops.iter().filter(|o| matches!(o, Cpp::Operand(_))).count();
        let trailing = case.variadic.map_or(0, |first| n + 2 - first);
        assert_eq!(hooks.calls, copied + trailing, "{}: one hook call per copied operand", case.pseudo);
        assert!(expansion(opcode_of(&case.pseudo)).is_some());
    }
}

#[test]
fn other_opcodes_and_malformed_pseudos() {
    let mut add = Inst::new(opcode::ADD);
    add.push(Operand::Reg(1));
    assert_eq!(lower_pseudo(&add, &mut AsIs), Ok(None));
    assert!(expansion(opcode::ADD).is_none());
    // PseudoSWAP reads operands 0, 2 and 1.
    let mut swap = Inst::new(opcode::PseudoSWAP);
    swap.push(Operand::Reg(1));
    swap.push(Operand::Reg(2));
    assert_eq!(lower_pseudo(&swap, &mut AsIs), Err(LowerError::MissingOperand { index: 2, len: 2 }));
    swap.push(Operand::Reg(3));
    let lowered = lower_pseudo(&swap, &mut AsIs).expect("three operands").expect("a pseudo");
    assert_eq!(lowered.operands(), [Operand::Reg(1), Operand::Reg(3), Operand::Reg(2)]);
    // A declined fixed operand is an error.
    let mut br = Inst::new(opcode::PseudoBR);
    br.push(Operand::Expr(tablegen_runtime::mc::ExprRef(0)));
    assert_eq!(lower_pseudo(&br, &mut Tenfold::default()), Err(LowerError::NotLowered { index: 0 }));
    // The default hook copies it.
    let jal = lower_pseudo(&br, &mut AsIs).expect("lowers").expect("a pseudo");
    assert_eq!(jal.opcode(), opcode::JAL);
    assert_eq!(jal.operands(), [Operand::Reg(0), Operand::Expr(tablegen_runtime::mc::ExprRef(0))]);
    // PseudoCALLv's trailing operands start at 2: with one operand, past the end.
    let mut call = Inst::new(opcode::PseudoCALLv);
    call.push(Operand::Reg(1));
    assert_eq!(lower_pseudo(&call, &mut AsIs), Err(LowerError::MissingOperand { index: 2, len: 1 }));
}

#[test]
fn lit_input_lowers_as_its_check_line_says() {
    use pseudo_lowering_lit::{lower_pseudo, opcode, Inst, Operand, PseudoLoweringHooks};
    struct Copy;
    impl PseudoLoweringHooks for Copy {}
    let mut mi = Inst::new(opcode::PSEUDO);
    mi.push(Operand::Reg(1));
    let out = lower_pseudo(&mi, &mut Copy).expect("lowers").expect("a pseudo");
    // CHECK: .addOperand(MCOperand::createImm(3855));
    assert_eq!(out.opcode(), opcode::INSTR);
    assert_eq!(out.operands(), [Operand::Reg(1), Operand::Imm(3855)]);
}

#[test]
fn a_module_tree_lowers_on_its_opcode_type() {
    use pseudo_tree::pseudo_lowering::{lower_pseudo, Inst, Operand, PseudoLoweringHooks};
    use pseudo_tree::Opcode;
    struct Copy;
    impl PseudoLoweringHooks for Copy {}
    let mut mi = Inst::new(Opcode::PseudoCall);
    mi.push(Operand::Imm(8));
    let out = lower_pseudo(&mi, &mut Copy).expect("lowers").expect("a pseudo");
    assert_eq!(out.opcode(), Opcode::Jal);
    assert_eq!(out.operands(), [Operand::Reg(reg::LR), Operand::Imm(8)]);
    assert_eq!(Opcode::PseudoCall.value() as u32, opcode::PseudoCALL);
}
