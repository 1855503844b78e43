//! The example checked without LLVM or qemu: against answers recorded from
//! llc-19, llvm-mc-19 and qemu-riscv64 by `record.py` (in `recorded/`),
//! each with a fault injected to show it would be caught.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use emit::McInst;
use hooks::Rv64im;
use riscv::printer::Printer;

/// `recorded/llc-single-op.txt`: function -> llc-19's sorted opcodes.
fn llc_single_op() -> BTreeMap<String, Vec<String>> {
    include_str!("recorded/llc-single-op.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.rsplit_once('\t'))
        .map(|(name, ops)| (name.to_string(), ops.split_whitespace().map(str::to_string).collect()))
        .collect()
}

/// `recorded/llvm-mc.txt`: instruction -> llvm-mc-19's encoding.
fn llvm_mc() -> BTreeMap<String, u32> {
    include_str!("recorded/llvm-mc.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.rsplit_once('\t'))
        .filter_map(|(asm, word)| Some((asm.to_string(), u32::from_str_radix(word, 16).ok()?)))
        .collect()
}

/// The functions whose selection differs from llc-19's recording.
fn selection_mismatches(matcher: &riscv::isel::Matcher<'_>) -> Vec<String> {
    let llc = llc_single_op();
    let mut bad = Vec::new();
    for f in ir::single_op_funcs() {
        let ours = match compile(matcher, &f) {
            Ok(c) => c.opcodes,
            Err(e) => vec![format!("<{e}>")],
        };
        if llc.get(&f.name) != Some(&ours) {
            bad.push(format!("{}: ours {ours:?}, llc-19 {:?}", f.name, llc.get(&f.name)));
        }
    }
    bad
}

#[test]
fn single_op_selections_are_llcs() {
    let matcher = riscv::isel::matcher().expect("the generated table");
    assert_eq!(llc_single_op().len(), ir::single_op_funcs().len(), "recording and functions disagree; run record.py");
    let bad = selection_mismatches(&matcher);
    assert!(bad.is_empty(), "{} single-operation functions differ from llc-19:\n{}", bad.len(), bad.join("\n"));
}

/// Fault injection: the generated table with the top-level switch's
/// `ISD::ADD` and `ISD::SUB` cases exchanged selects SUB for add and ADD
/// for sub, which the recorded llc answers catch.
#[test]
fn corrupted_matcher_table_is_caught() {
    use riscv::isel::{NodeOpcode, MATCHER_TABLE, NODE_OPCODES};
    use tablegen_runtime::isel::opc as isel_opc;
    let mut table = MATCHER_TABLE.to_vec();
    assert_eq!(table[0], isel_opc::SWITCH_OPCODE);
    let (add, sub) = (NodeOpcode::IsdAdd.value(), NodeOpcode::IsdSub.value());
    assert_eq!(tablegen_isel_dag::faults::swap_opcode_cases(&mut table, add, sub), 2);
    let matcher = riscv::isel::Matcher::new(&table, NODE_OPCODES).expect("table");
    let bad = selection_mismatches(&matcher);
    assert!(bad.iter().any(|m| m.starts_with("add_rr:")), "not caught: {bad:?}");
    assert!(bad.iter().any(|m| m.starts_with("sub_rr:")), "not caught: {bad:?}");
}

/// `inst` as `recorded/llvm-mc.txt` spells it: as printed, without the
/// tab before it (record.py reads functions.s's lines stripped).
fn asm_text(printer: &mut Printer<Rv64im>, inst: &McInst) -> String {
    let mut text = String::new();
    emit::asm(printer, inst, &mut text).expect("prints");
    text.trim_start_matches('\t').to_string()
}

/// The machine code of the recorded program's functions, every instruction
/// as assembly with our encoding.
fn our_encodings() -> Vec<(String, u32)> {
    let matcher = riscv::isel::matcher().expect("the generated table");
    let mut printer = emit::printer();
    let mut out = Vec::new();
    for f in functions(50, 1) {
        let c = compile(&matcher, &f).expect("compiles");
        for inst in &c.code {
            out.push((asm_text(&mut printer, inst), emit::encode(inst).expect("encodes")));
        }
    }
    out
}

#[test]
fn encodings_are_llvm_mcs() {
    let mc = llvm_mc();
    let ours = our_encodings();
    let mut checked = BTreeSet::new();
    for (asm, word) in &ours {
        let want = mc.get(asm).unwrap_or_else(|| panic!("`{asm}` not recorded; run record.py"));
        assert_eq!(word, want, "`{asm}`: ours {word:08x}, llvm-mc-19 {want:08x}");
        checked.insert(asm.clone());
    }
    // Every recorded instruction is still one the compiler emits.
    assert_eq!(checked.len(), mc.len());
    assert!(mc.len() > 100, "only {} instructions recorded", mc.len());
}

/// Fault injection: operands in another order than the encoder's (a store's
/// value and base exchanged, a branch's two registers) give other words,
/// which the recording catches.
#[test]
fn misordered_operands_are_caught() {
    let mc = llvm_mc();
    let matcher = riscv::isel::matcher().expect("the generated table");
    let code: Vec<McInst> =
        functions(50, 1).iter().flat_map(|f| compile(&matcher, f).expect("compiles").code).collect();
    let mut printer = emit::printer();
    let is = |i: &&McInst, names: &[&str]| names.contains(&i.opcode.name());
    let store = code.iter().find(|i| is(i, &["SD", "SW", "SH", "SB"])).expect("a store");
    let branch =
        code.iter().find(|i| is(i, &["BLT", "BGE", "BLTU", "BGEU"]) && i.ops[0] != i.ops[1]).expect("a branch");
    for (inst, swap) in [(store, (0, 1)), (branch, (0, 1))] {
        let mut wrong = inst.clone();
        wrong.ops.swap(swap.0, swap.1);
        let asm = asm_text(&mut printer, inst);
        let want = mc.get(&asm).copied();
        assert!(want.is_some(), "`{asm}` not recorded");
        assert_ne!(emit::encode(&wrong).ok(), want, "`{asm}` with operands swapped not caught");
    }
}

/// `recorded/qemu.txt`: the ELF's hash and size, and qemu's output.
fn qemu_recording() -> ((u64, usize), Vec<u8>) {
    let text = include_str!("recorded/qemu.txt");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let elf: Vec<&str> = lines.next().unwrap_or("").split_whitespace().collect();
    let hash = u64::from_str_radix(elf.get(1).copied().unwrap_or(""), 16).expect("hash");
    let size = elf.get(2).and_then(|s| s.parse().ok()).expect("size");
    let hex: String = lines.collect();
    let bytes = (0..hex.len()).step_by(2).map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex")).collect();
    ((hash, size), bytes)
}

fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// The program is byte for byte the one qemu ran, and the Rust evaluator
/// predicts exactly what qemu printed for it.
#[test]
fn program_is_the_one_qemu_ran_and_its_output_is_predicted() {
    let funcs = functions(50, 1);
    let matcher = riscv::isel::matcher().expect("the generated table");
    let compiled: Vec<Compiled> = funcs.iter().map(|f| compile(&matcher, f).expect("compiles")).collect();
    let elf = program(&compiled).expect("program");
    let ((hash, size), qemu) = qemu_recording();
    assert_eq!((fnv1a(&elf), elf.len()), (hash, size), "the ELF changed since qemu ran it; run record.py");
    let expected = expected_output(&funcs);
    assert_eq!(expected.len(), qemu.len());
    let differing: Vec<usize> =
        (0..qemu.len() / 8).filter(|i| expected[8 * i..8 * i + 8] != qemu[8 * i..8 * i + 8]).collect();
    assert!(differing.is_empty(), "the evaluator disagrees with qemu on results {differing:?}");
}

/// Fault injection: an evaluator that divided by zero as Rust's checked
/// division does (giving 0) would disagree with the recorded qemu output,
/// as would one that did not mask shift amounts to six bits.
#[test]
fn wrong_semantics_are_caught() {
    let funcs = functions(50, 1);
    let (_, qemu) = qemu_recording();
    let n = funcs.len();
    let mut mismatches = [0usize; 2];
    for (v, args) in VECTORS.iter().enumerate() {
        for (i, f) in funcs.iter().enumerate() {
            let ir::Expr::Bin(op, l, r) = &f.ret else { continue };
            if !matches!((l.as_ref(), r.as_ref()), (ir::Expr::Arg(_), ir::Expr::Arg(_))) {
                continue;
            }
            let (a, b) = (l.eval(*args, &initial_memory()), r.eval(*args, &initial_memory()));
            let at = 8 * (v * n + i);
            let got = i64::from_le_bytes(qemu[at..at + 8].try_into().expect("8 bytes"));
            let wrong_div = match op {
                ir::BinOp::SDiv | ir::BinOp::UDiv if b == 0 => Some(0),
                _ => None,
            };
            let wrong_shift = match op {
                ir::BinOp::Shl if !(0..64).contains(&b) => Some(a.checked_shl(b as u32).unwrap_or(0)),
                _ => None,
            };
            mismatches[0] += usize::from(wrong_div.is_some_and(|w| w != got));
            mismatches[1] += usize::from(wrong_shift.is_some_and(|w| w != got));
        }
    }
    assert!(mismatches[0] > 0, "no division by zero in the recording would catch a wrong evaluator");
    assert!(mismatches[1] > 0, "no large shift amount in the recording would catch a wrong evaluator");
}

/// The 1,000 random functions of the default run all compile (the CI
/// script runs them under qemu).
#[test]
fn thousand_random_functions_compile() {
    let matcher = riscv::isel::matcher().expect("the generated table");
    let funcs = functions(1000, 1);
    let compiled: Vec<Compiled> = funcs.iter().map(|f| compile(&matcher, f).expect("compiles")).collect();
    assert!(program(&compiled).is_ok());
}
