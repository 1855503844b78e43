//! Unit tests: small targets after LLVM's `Target.td` (from the golden
//! corpus). Every expected string is what `llvm-tblgen-19 -gen-dag-isel`
//! prints for the same input (its `// Src:`/`// Dst:` comments, its
//! predicate functions, its diagnostics).

use std::sync::Arc;

use crate::backend::{Diagnostic, Records};
use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::{CodeGenDagPatterns, PredicateFn};

const PRELUDE: &str = r#"
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def FPR : RegisterClass<"T", [f32], 32, (add R0)>;
class I<dag outs, dag ins, list<dag> pat> : Instruction {
  let Namespace = "T";
  let OutOperandList = outs;
  let InOperandList = ins;
  let Pattern = pat;
}
def ADD : I<(outs GPR:$dst), (ins GPR:$a, GPR:$b), [(set GPR:$dst, (add GPR:$a, GPR:$b))]>;
def FADD : I<(outs FPR:$dst), (ins FPR:$a, FPR:$b), []>;
def MOVI : I<(outs GPR:$dst), (ins i32imm:$imm), []>;
"#;

/// Parses `body` after LLVM's `Target.td` and [`PRELUDE`].
fn parse(body: &str) -> RecordKeeper {
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    let src = format!(
        "include \"llvm/Target/Target.td\"\n{PRELUDE}{body}\ndef TII : InstrInfo;\ndef MyTarget : Target {{ let InstructionSet = TII; }}\n"
    );
    match parse_source("t.td", &src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("parse failed"),
    }
}

/// The model of `body`, or the diagnostics (text of each, raw dumps
/// included).
fn analyze(body: &str) -> (RecordKeeper, Result<Arc<CodeGenDagPatterns>, Vec<String>>) {
    let mut rk = parse(body);
    let r = {
        let mut records = Records::new(&mut rk);
        // Pattern errors are not fatal (LLVM's `TreePattern::error` only
        // counts them), so an analysis that returns can still have failed.
        match CodeGenDagPatterns::get(&mut records) {
            Ok(m) if records.error_count() == 0 => Ok(m),
            _ => Err(records.diagnostics().iter().map(|d| d.text().to_string()).collect()),
        }
    };
    (rk, r)
}

/// The warnings of a successful analysis.
fn warnings(body: &str) -> Vec<String> {
    let mut rk = parse(body);
    let mut records = Records::new(&mut rk);
    CodeGenDagPatterns::get(&mut records).expect("analysis");
    records
        .diagnostics()
        .iter()
        .map(|d| match d {
            Diagnostic::Message { msg, .. } => msg.clone(),
            Diagnostic::Raw(t) => t.clone(),
        })
        .collect()
}

/// `// Src: ... - Complexity = N` and `// Dst: ...` per pattern, sorted.
#[track_caller]
fn pairs(body: &str) -> Vec<String> {
    let (rk, m) = analyze(body);
    let m = m.unwrap_or_else(|d| panic!("analysis failed: {d:#?}"));
    let mut out: Vec<String> = m
        .sorted_patterns(&rk)
        .iter()
        .map(|p| {
            format!(
                "Src: {} - Complexity = {}\nDst: {}",
                p.src_string(&rk, &m),
                p.complexity(&rk, &m),
                p.dst_string(&rk, &m)
            )
        })
        .collect();
    out.sort();
    out
}

#[track_caller]
fn errors(body: &str) -> Vec<String> {
    match analyze(body).1 {
        Ok(_) => panic!("no error"),
        Err(d) => d,
    }
}

#[test]
fn fragments_alternatives_variants_and_casts() {
    let got = pairs(
        r#"
def imm8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;
def add_like : PatFrags<(ops node:$a, node:$b), [(add node:$a, node:$b), (or node:$a, node:$b)], [{ return true; }]>;
def ADDI : I<(outs GPR:$dst), (ins GPR:$a, i32imm:$imm), [(set GPR:$dst, (add GPR:$a, imm8:$imm))]>;
let mayLoad = 1 in def LD : I<(outs GPR:$dst), (ins GPR:$p), []>;
def CVT : I<(outs FPR:$dst), (ins FPR:$a, GPR:$b), []>;
def : Pat<(add_like GPR:$a, (mul GPR:$b, GPR:$c)), (ADD GPR:$a, (ADD GPR:$b, GPR:$c))>;
def : Pat<(i32 (load GPR:$p)), (LD GPR:$p)> { let AddedComplexity = 5; }
def : Pat<(f32 (fadd FPR:$a, (bitconvert (i32 GPR:$b)))), (CVT FPR:$a, GPR:$b)>;
def : Pat<(sub GPR:$a, 7), (ADD GPR:$a, (MOVI 7))>;
"#,
    );
    let mut want = vec![
        "Src: (ld:{ *:[i32] } GPR:{ *:[i32] }:$p)<<P:Predicate_unindexedload>><<P:Predicate_load>> - Complexity = 9\nDst: (LD:{ *:[i32] } GPR:{ *:[i32] }:$p)",
        "Src: (sub:{ *:[i32] } GPR:{ *:[i32] }:$a, 7:{ *:[i32] }) - Complexity = 8\nDst: (ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, (MOVI:{ *:[i32] } 7:{ *:[i32] }))",
        "Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$a, (imm:{ *:[i32] })<<P:Predicate_imm8>>:$imm) - Complexity = 7\nDst: (ADDI:{ *:[i32] } GPR:{ *:[i32] }:$a, (imm:{ *:[i32] }):$imm)",
        "Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$a, (mul:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c))<<P:Predicate_add_like>> - Complexity = 7\nDst: (ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, (ADD:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c))",
        "Src: (add:{ *:[i32] } (mul:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c), GPR:{ *:[i32] }:$a)<<P:Predicate_add_like>> - Complexity = 7\nDst: (ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, (ADD:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c))",
        "Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b) - Complexity = 3\nDst: (ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)",
        "Src: (or:{ *:[i32] } GPR:{ *:[i32] }:$a, (mul:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c))<<P:Predicate_add_like>> - Complexity = 7\nDst: (ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, (ADD:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c))",
        "Src: (or:{ *:[i32] } (mul:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c), GPR:{ *:[i32] }:$a)<<P:Predicate_add_like>> - Complexity = 7\nDst: (ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, (ADD:{ *:[i32] } GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c))",
        "Src: (fadd:{ *:[f32] } FPR:{ *:[f32] }:$a, (bitconvert:{ *:[f32] } GPR:{ *:[i32] }:$b)) - Complexity = 6\nDst: (CVT:{ *:[f32] } FPR:{ *:[f32] }:$a, GPR:{ *:[i32] }:$b)",
        "Src: (fadd:{ *:[f32] } (bitconvert:{ *:[f32] } GPR:{ *:[i32] }:$b), FPR:{ *:[f32] }:$a) - Complexity = 6\nDst: (CVT:{ *:[f32] } FPR:{ *:[f32] }:$a, GPR:{ *:[i32] }:$b)",
    ];
    want.sort_unstable();
    assert_eq!(got, want);
}

#[test]
fn hw_mode_types_expand_into_one_pattern_per_mode() {
    let body = r#"
def M1 : HwMode<"+m1", [Predicate<"Subtarget->m1()">]>;
def RegVT : ValueTypeByHwMode<[DefaultMode, M1], [i32, i64]>;
def RegInfoHw : RegInfoByHwMode<[DefaultMode, M1], [RegInfo<32,32,32>, RegInfo<64,64,64>]>;
def XR0 : Register<"xr0">;
def XPR : RegisterClass<"T", [RegVT], 32, (add XR0)> { let RegInfos = RegInfoHw; }
def XADD : I<(outs XPR:$dst), (ins XPR:$a, XPR:$b), [(set XPR:$dst, (add XPR:$a, XPR:$b))]>;
def addrmode : ComplexPattern<iPTR, 2, "SelectAddr", [add, frameindex]>;
def XLD : I<(outs XPR:$dst), (ins XPR:$b, i32imm:$o), []> { let mayLoad = 1; }
def : Pat<(RegVT (load (addrmode XPR:$b, i32:$o))), (XLD XPR:$b, i32:$o)>;
"#;
    let mut want = vec![
        "Src: (ld:{ *:[i64] } (addrmode:{ *:[iPTR] } XPR:{ *:[i64] }:$b, i32:{ *:[i32] }:$o))<<P:Predicate_unindexedload>><<P:Predicate_load>> - Complexity = 13\nDst: (XLD:{ *:[i64] } XPR:{ *:[i64] }:$b, i32:{ *:[i32] }:$o)",
        "Src: (ld:{ *:[i32] } (addrmode:{ *:[iPTR] } XPR:{ *:[i32] }:$b, i32:{ *:[i32] }:$o))<<P:Predicate_unindexedload>><<P:Predicate_load>> - Complexity = 13\nDst: (XLD:{ *:[i32] } XPR:{ *:[i32] }:$b, i32:{ *:[i32] }:$o)",
        "Src: (add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b) - Complexity = 3\nDst: (ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)",
        "Src: (add:{ *:[i32] } XPR:{ *:[i32] }:$a, XPR:{ *:[i32] }:$b) - Complexity = 3\nDst: (XADD:{ *:[i32] } XPR:{ *:[i32] }:$a, XPR:{ *:[i32] }:$b)",
        "Src: (add:{ *:[i64] } XPR:{ *:[i64] }:$a, XPR:{ *:[i64] }:$b) - Complexity = 3\nDst: (XADD:{ *:[i64] } XPR:{ *:[i64] }:$a, XPR:{ *:[i64] }:$b)",
    ];
    want.sort_unstable();
    assert_eq!(pairs(body), want);
    // The mode checks LLVM's emitter puts on each expansion.
    let (rk, m) = analyze(body);
    let m = m.expect("analysis");
    let mut checks: Vec<String> = m.patterns.iter().map(|p| p.predicate_check(&rk)).collect();
    checks.sort();
    checks.dedup();
    assert_eq!(checks, ["", "!((Subtarget->m1()))", "(Subtarget->m1())"]);
}

#[test]
fn predicate_functions_are_llvms() {
    let (rk, m) = analyze("def imm8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;");
    let m = m.expect("analysis");
    let code = |name: &str| {
        let frag = rk.def(name).expect("frag");
        PredicateFn { frag }.code_to_run_on_sdnode(&rk, &m).expect("code")
    };
    assert_eq!(
        code("unindexedload"),
        "    SDNode *N = Node;\n    (void)N;\nif (cast<LoadSDNode>(N)->getAddressingMode() != ISD::UNINDEXED) return false;\nreturn true;\n"
    );
    assert_eq!(
        code("load"),
        "    SDNode *N = Node;\n    (void)N;\nif (cast<LoadSDNode>(N)->getExtensionType() != ISD::NON_EXTLOAD) return false;\nreturn true;\n"
    );
    assert_eq!(code("imm8"), "    int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue();\n return isInt<8>(Imm); ");
    let imm8 = PredicateFn { frag: rk.def("imm8").expect("imm8") };
    assert_eq!(imm8.fn_name(&rk), "Predicate_imm8");
    assert!(imm8.is_immediate_pattern(&rk));
    assert_eq!(imm8.imm_type_identifier(&rk), Ok("I64"));
}

#[test]
fn type_contradiction_is_fatal_with_llvms_dump() {
    let d = errors("def P1 : Pat<(add GPR:$a, FPR:$b), (ADD GPR:$a, GPR:$b)>;");
    assert_eq!(
        d,
        [
            "Type set is empty for each HW mode:\npossible type contradiction in the pattern below (use -print-records with llvm-tblgen to see all expanded records).\nP1: \t(add:{ *:[] } GPR:{ *:[i32] }:$a, FPR:{ *:[f32] }:$b)\nGenerated from record:\nP1 {\t// Pattern Pat\n  dag PatternToMatch = (add GPR:$a, FPR:$b);\n  list<dag> ResultInstrs = [(ADD GPR:$a, GPR:$b)];\n  list<Predicate> Predicates = [];\n  int AddedComplexity = 0;\n  bit GISelShouldIgnore = 0;\n}\n",
            "Type set is empty for each HW mode in 'P1'",
        ]
    );
}

#[test]
fn operand_count_errors() {
    assert_eq!(
        errors("def P1 : Pat<(add GPR:$a, GPR:$b, GPR:$c), (ADD GPR:$a, GPR:$b)>;"),
        [
            "P1: \t(add:{} GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b, GPR:{ *:[i32] }:$c)\n",
            "In P1: add node requires exactly 2 operands!"
        ]
    );
    let many = "P1: \t(ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b, GPR:{}:$b)\n";
    let msg = "In P1: Instruction 'ADD' was provided 3 operands but expected only 2!";
    assert_eq!(errors("def P1 : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b, GPR:$b)>;"), [many, msg, many, msg]);
    assert_eq!(
        errors("def frag : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b)>; def P1 : Pat<(frag GPR:$a), (ADD GPR:$a, GPR:$a)>;"),
        [
            "P1: ",
            "In P1: 'frag' fragment requires 2 operands!",
            "P1: \t(ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$a)\n",
            "In P1: Node 'a' in output pattern but not input pattern"
        ]
    );
}

#[test]
fn unknown_operator_and_dead_inputs() {
    assert_eq!(
        errors("def foo; def P1 : Pat<(foo GPR:$a), (ADD GPR:$a, GPR:$a)>;"),
        ["P1: ", "In P1: Unrecognized node 'foo'!", "foo {\n}\n", "Unhandled node in GetNumNodeResults"]
    );
    assert_eq!(
        errors("def P1 : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$a)>;"),
        ["P1: \t(add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)\n", "In P1: Pattern has dead named input: $b"]
    );
}

#[test]
fn instruction_flags_are_verified() {
    assert_eq!(
        errors("def P1 : Pat<(i32 (load GPR:$a)), (ADD GPR:$a, GPR:$a)>;"),
        ["pattern may load, but mayLoad isn't set on the instruction", "defined here", "Errors in DAG patterns"]
    );
}

#[test]
fn immediates_on_the_left_of_commutative_nodes_never_match() {
    assert_eq!(
        warnings("def P1 : Pat<(add 5, GPR:$a), (ADD GPR:$a, GPR:$a)>;"),
        ["Pattern can never match: Immediate value must be on the RHS of commutative operators!"]
    );
}

#[test]
fn deep_patterns_do_not_overflow_the_stack() {
    let mut dag = String::from("GPR:$a");
    for _ in 0..800 {
        dag = format!("(sub {dag}, GPR:$b)");
    }
    let (_, m) = analyze(&format!("def P1 : Pat<{dag}, (ADD GPR:$a, GPR:$b)>;"));
    assert!(m.is_ok());
}

#[test]
fn exponentially_many_variants_are_an_error_not_a_hang() {
    let mut dag = String::from("GPR:$a");
    for i in 0..16 {
        dag = format!("(add {dag}, (mul GPR:$b{i}, GPR:$c{i}))");
    }
    let outs: Vec<String> = (0..16).map(|i| format!("GPR:$b{i}, GPR:$c{i}")).collect();
    let d = errors(&format!(
        "def BIG : I<(outs GPR:$dst), (ins GPR:$a, {}), []>;\ndef P1 : Pat<{dag}, (BIG GPR:$a, {})>;",
        outs.join(", "),
        outs.join(", ")
    ));
    assert_eq!(d, ["pattern has more than 4096 commutative variants"]);
}

#[test]
fn deep_associative_chains_take_linear_time() {
    // Every level used to gather the whole chain below it: 20,000 levels
    // took minutes in a debug build; now each gathers at most three.
    let n = 20_000;
    let dag = format!("{}GPR:$a{}", "(add ".repeat(n), ", GPR:$b)".repeat(n));
    let start = std::time::Instant::now();
    let d = errors(&format!("def P1 : Pat<{dag}, (ADD GPR:$a, GPR:$b)>;"));
    assert_eq!(d, ["pattern has more than 4096 commutative variants"]);
    assert!(start.elapsed() < std::time::Duration::from_secs(60), "{:?}", start.elapsed());
}

#[test]
fn fragments_past_the_node_limit_are_a_located_error() {
    // Each level squares the alternatives of the one below: llvm-tblgen-19
    // dies with "Allocation failed" at the fifth.
    let mut body =
        String::from("def pf0 : PatFrags<(ops node:$x, node:$y), [(add node:$x, node:$y), (sub node:$x, node:$y)]>;\n");
    for i in 1..6 {
        let p = i - 1;
        body += &format!(
            "def pf{i} : PatFrags<(ops node:$x, node:$y), [(pf{p} (pf{p} node:$x, node:$y), node:$y), (and node:$x, node:$y)]>;\n"
        );
    }
    body += "def : Pat<(pf5 GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b)>;\n";
    let d = errors(&body);
    assert_eq!(d, ["pattern fragments expand this pattern to more than 8388608 tree nodes"]);
}

/// What a run reported, and the flags by instruction name if it succeeded.
type FlagsRun = (Vec<String>, Option<Vec<(String, super::flags::InstrFlags)>>);

/// The diagnostics of [`CodeGenDagPatterns::inferred_flags`] and of the
/// whole model, each on its own records, and the flags when both succeed.
fn flags_both_ways(body: &str) -> [FlagsRun; 2] {
    let run = |whole: bool| {
        let mut rk = parse(body);
        let mut records = Records::new(&mut rk);
        let flags = if whole {
            CodeGenDagPatterns::get(&mut records).map(|m| m.instr_flags.clone())
        } else {
            CodeGenDagPatterns::inferred_flags(&mut records).map(|f| f.flags.clone())
        };
        let diags = records.diagnostics().iter().map(|d| d.text().to_string()).collect();
        let named =
            flags.ok().map(|f| f.into_iter().map(|(d, f)| (records.keeper().name_str(d).to_string(), f)).collect());
        (diags, named)
    };
    [run(false), run(true)]
}

#[test]
fn flags_without_variants_equal_the_models() {
    // `add` is commutative: its pattern has a variant, which the
    // flags-only run leaves out.
    let [fast, whole] = flags_both_ways(
        r#"
def LDADD : I<(outs GPR:$dst), (ins GPR:$a, GPR:$b), [(set GPR:$dst, (add (load GPR:$a), GPR:$b))]>;
"#,
    );
    assert_eq!(fast, whole);
    let flags = fast.1.unwrap_or_default();
    assert!(flags.iter().any(|(n, f)| n == "LDADD" && f.may_load));
}

#[test]
fn flags_without_variants_give_way_to_the_model_on_errors() {
    // llvm-tblgen-19 reports this mismatch twice, for the pattern and for
    // its commuted variant (7 errors with the notes): the flags-only run
    // sees only the first, so it must leave the report to the whole model.
    let body = r#"
let mayLoad = 0, hasSideEffects = 0, mayStore = 0 in {
def MOVR : I<(outs GPR:$dst), (ins GPR:$a), []>;
def ADD2 : I<(outs GPR:$dst), (ins GPR:$a, GPR:$b), []>;
}
def : Pat<(add (load GPR:$a), GPR:$b), (ADD2 (MOVR GPR:$a), GPR:$b)>;
"#;
    let [fast, whole] = flags_both_ways(body);
    assert_eq!(fast, whole);
    let repeated = fast.0.iter().filter(|d| d.contains("pattern may load, but mayLoad isn't set")).count();
    assert_eq!(repeated, 2, "{:?}", fast.0);
}

/// The whole model (every node, instruction and pattern, ids included) and
/// the diagnostics of `body`, analysed with `split` in place of the
/// machine's.
fn model_dump(body: &str, split: super::fork::Split) -> (String, Vec<String>) {
    super::fork::TEST_SPLIT.with(|s| s.set(Some(split)));
    let mut rk = parse(body);
    let mut records = Records::new(&mut rk);
    let model = CodeGenDagPatterns::get(&mut records).map(|m| format!("{m:?}"));
    super::fork::TEST_SPLIT.with(|s| s.set(None));
    let diags = records.diagnostics().iter().map(|d| d.text().to_string()).collect();
    (model.unwrap_or_default(), diags)
}

/// Instructions and patterns on one thread and split over two in blocks
/// of `block` items.
fn split_both_ways(body: &str, block: usize) -> [(String, Vec<String>); 2] {
    use super::fork::Split;
    let one = model_dump(body, Split { threads: 1, min_items: 1, block });
    let two = model_dump(body, Split { threads: 2, min_items: 1, block });
    [one, two]
}

/// Ten of each: instructions whose patterns inline a fragment with an
/// operand predicate (each use numbers a scope), instructions whose trees
/// the patterns' inference changes after they are parsed (the register
/// `R1` gets its type only then), and patterns.
const SPLIT_BODY: &str = r##"
def addsame : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b), [{ return $a == $b; }]> {
  let PredicateCodeUsesOperands = 1;
}
foreach i = 0...9 in {
  def ADDS#i : I<(outs GPR:$dst), (ins GPR:$a, GPR:$b), [(set GPR:$dst, (addsame GPR:$a, GPR:$b))]>;
  def SUB#i : I<(outs GPR:$dst), (ins GPR:$a, GPR:$b), [(set GPR:$dst, (sub GPR:$a, GPR:$b))]>;
  def LD#i : I<(outs GPR:$dst), (ins GPR:$a), [(set GPR:$dst, (load GPR:$a))]>;
  def SHR#i : I<(outs GPR:$dst), (ins GPR:$a), [(set GPR:$dst, (shl GPR:$a, R1))]>;
  def : Pat<(mul GPR:$a, (addsame GPR:$b, GPR:$c)),
            (!cast<I>("SUB"#i) GPR:$a, (!cast<I>("ADDS"#i) GPR:$b, GPR:$c))>;
  def : Pat<(xor GPR:$a, (load GPR:$b)), (!cast<I>("SUB"#i) GPR:$a, (!cast<I>("LD"#i) GPR:$b))>;
}
"##;

#[test]
fn instructions_and_patterns_split_over_threads_make_the_same_model() {
    for block in [1, 2, 7] {
        let [one, two] = split_both_ways(SPLIT_BODY, block);
        assert!(one.0.contains("scope: 20"), "every use of the fragment has its own scope");
        assert!(one.1.is_empty(), "{:?}", one.1);
        assert_eq!(one, two, "blocks of {block}");
    }
}

#[test]
fn a_split_that_would_differ_runs_on_one_thread() {
    // `USE`'s pattern uses the instruction `ADD`: a thread parsing it
    // without `ADD` (parsed in an earlier block elsewhere) would infer
    // less, so that block is thrown away and the loop runs here.
    let body =
        format!("{SPLIT_BODY}\ndef USE : I<(outs GPR:$dst), (ins GPR:$a), [(set GPR:$dst, (ADD GPR:$a, GPR:$a))]>;\n");
    let [one, two] = split_both_ways(&body, 1);
    assert_eq!(one, two);
    // Errors come as one thread reports them, in order and once each.
    let body = format!("{SPLIT_BODY}\ndef : Pat<(sub GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$a)>;\n");
    let [one, two] = split_both_ways(&body, 1);
    assert!(one.1.iter().any(|d| d.contains("dead named input")), "{:?}", one.1);
    assert_eq!(one, two);
}
