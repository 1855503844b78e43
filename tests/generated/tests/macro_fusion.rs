//! The macro fusion predicates generated in Rust against llvm-tblgen-19's
//! C++ for the same inputs, compiled and run on random instruction pairs by
//! `.ci/fusion-diff/run.py` (answers in `answers/<module>.fusion.txt`):
//! every predicate of every module must give the C++ answer on every pair.
//! The context's methods do what `.ci/fusion-diff/mock.h` does for the C++.
//!
//! Where the C++ has undefined behaviour (a missing operand, the register
//! of an immediate, a null first instruction read), the mock throws and the
//! driver records `false`, which is what the Rust answers.

use std::path::Path;

use tablegen_generated_tests::{macro_fusion_kinds, macro_fusion_lit, mini_tree};

// `Op`, `Inst` and `parse`: the recordings' instruction format, read as
// the live differential's Rust driver reads it.
include!("../../../.ci/fusion-diff/pairs.rs");

/// A recorded pair: the first instruction (if any), the second, and the
/// C++ answer of each fusion (`0`/`1`).
type Pair = (Option<Inst>, Inst, String);

/// A predicate of a module, on these instructions.
type Predicate<C> = fn(&C, Option<&Inst>, &Inst) -> bool;

/// The recorded fusion names and pairs.
fn answers(module: &str) -> (Vec<String>, Vec<Pair>) {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("answers").join(format!("{module}.fusion.txt"));
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let names = lines.next().expect("the fusions").split(' ').skip(1).map(String::from).collect();
    let pairs = lines
        .map(|l| {
            let f: Vec<&str> = l.split(' ').collect();
            (parse(f[0]), parse(f[1]).expect("a second instruction"), f[2].to_string())
        })
        .collect();
    (names, pairs)
}

/// The mock's `MachineRegisterInfo`, `getDesc` and `findCommutedOpIndices`.
fn has_one_non_dbg_use(reg: u32) -> bool {
    reg % 3 != 0
}
fn is_commutable(mi: &Inst) -> bool {
    mi.opcode % 2 == 0
}
fn commuted_operand(mi: &Inst, index: usize) -> Option<usize> {
    let n = mi.ops.len();
    (mi.opcode % 3 != 0 && n != 0).then(|| (index + 1) % n)
}

// One implementation of the runtime's instruction trait serves every
// module: each re-exports `tablegen_runtime::pred::Instr` (reached here
// through one of them) rather than defining its own.
impl macro_fusion_lit::Instr for Inst {
    type Opcode = u32;
    fn opcode(&self) -> u32 {
        self.opcode
    }
    fn num_operands(&self) -> usize {
        self.ops.len()
    }
    fn operand(&self, index: usize) -> Option<macro_fusion_lit::Operand> {
        Some(match *self.ops.get(index)? {
            Op::Reg(r) => macro_fusion_lit::Operand::Reg(r),
            Op::Imm(v) => macro_fusion_lit::Operand::Imm(v),
            Op::Other => macro_fusion_lit::Operand::Other,
        })
    }
}

mod lit {
    use super::*;

    pub struct Cx;
    impl macro_fusion_lit::Context for Cx {
        type Instr = Inst;
        fn has_one_non_dbg_use(&self, reg: u32) -> bool {
            has_one_non_dbg_use(reg)
        }
        fn is_commutable(&self, mi: &Inst) -> bool {
            is_commutable(mi)
        }
        fn commuted_operand(&self, mi: &Inst, index: usize) -> Option<usize> {
            commuted_operand(mi, index)
        }
    }
}

mod kinds {
    use super::*;
    use macro_fusion_kinds::opcode;

    /// The context, with kinds.td's escapes as mock.h and driver.cpp
    /// define them.
    pub struct Cx;
    impl macro_fusion_kinds::Context for Cx {
        type Instr = Inst;
        fn has_one_non_dbg_use(&self, reg: u32) -> bool {
            has_one_non_dbg_use(reg)
        }
        fn is_commutable(&self, mi: &Inst) -> bool {
            is_commutable(mi)
        }
        fn commuted_operand(&self, mi: &Inst, index: usize) -> Option<usize> {
            commuted_operand(mi, index)
        }
        fn fuse5_escapes_code(&self, first: Option<&Inst>, _: &Inst) -> Option<bool> {
            // if (FirstMI && FirstMI->getNumOperands() == 4) return true;
            first.filter(|f| f.ops.len() == 4).map(|_| true)
        }
        fn k_magic(&self) -> i64 {
            17
        }
        fn map_imm(&self, imm: i64) -> i64 {
            imm ^ 1
        }
        fn is_odd_imm(&self, imm: i64) -> bool {
            imm & 1 != 0
        }
        fn map_reg(&self, reg: u32) -> u32 {
            reg.wrapping_add(1)
        }
        fn is_odd_reg(&self, reg: u32) -> bool {
            reg & 1 != 0
        }
        fn is_even_opcode(&self, mi: &Inst) -> bool {
            mi.opcode % 2 == 0
        }
        fn tii_has_two_operands(&self, mi: &Inst) -> bool {
            mi.ops.len() == 2
        }
        fn is_foo(&self, mi: &Inst) -> bool {
            mi.opcode == opcode::ADD
        }
        fn non_portable(&self, mi: &Inst) -> bool {
            mi.ops.len() > 3
        }
    }
}

/// Runs every predicate on every recorded pair; returns the mismatches
/// (fusion, pair index, C++ answer) and how many answers were true.
fn replay<C: ?Sized>(module: &str, cx: &C, predicates: &[(&'static str, Predicate<C>)]) -> (Vec<String>, usize) {
    let (names, pairs) = answers(module);
    let ours: Vec<&str> = predicates.iter().map(|p| p.0).collect();
    assert_eq!(ours, names, "the Rust module's fusions are the C++'s, in its order");
    assert!(pairs.len() >= 1000, "{module}: {} pairs", pairs.len());
    let mut wrong = Vec::new();
    let mut trues = 0;
    for (k, (first, second, want)) in pairs.iter().enumerate() {
        for ((name, pred), w) in predicates.iter().zip(want.bytes()) {
            let got = pred(cx, first.as_ref(), second);
            trues += usize::from(got);
            if got != (w == b'1') {
                wrong.push(format!("{name} on pair {k} ({first:?}, {second:?}): C++ says {}", w == b'1'));
            }
        }
    }
    (wrong, trues)
}

#[test]
fn lit_input_answers_as_llvm() {
    let preds = macro_fusion_lit::predicates::<lit::Cx>();
    let (wrong, trues) = replay("macro_fusion_lit", &lit::Cx, &preds);
    assert!(wrong.is_empty(), "{} differences, first: {}", wrong.len(), wrong[0]);
    assert!(trues > 50, "too few pairs fuse to test anything: {trues}");
}

#[test]
fn every_kind_answers_as_llvm() {
    let preds = macro_fusion_kinds::predicates::<kinds::Cx>();
    let (wrong, trues) = replay("macro_fusion_kinds", &kinds::Cx, &preds);
    assert!(wrong.is_empty(), "{} differences, first: {}", wrong.len(), wrong[0]);
    assert!(trues > 1000, "too few pairs fuse to test anything: {trues}");
}

/// Each fusion of kinds.td answers both ways somewhere in the recording.
#[test]
fn every_fusion_is_exercised() {
    let (names, pairs) = answers("macro_fusion_kinds");
    for (i, name) in names.iter().enumerate() {
        let ones = pairs.iter().filter(|p| p.2.as_bytes()[i] == b'1').count();
        assert!(ones > 0 && ones < pairs.len(), "{name}: {ones} of {} pairs fuse", pairs.len());
    }
}

mod tree {
    use super::*;
    use mini_tree::macro_fusion_pred::{is_mini_li_add, Context, Instr, Operand};
    use mini_tree::Opcode;

    pub struct TreeInst {
        pub opcode: Opcode,
        pub regs: [u32; 3],
    }
    impl Instr for TreeInst {
        // In a tree the opcode is the tree's `Opcode`.
        type Opcode = Opcode;
        fn opcode(&self) -> Opcode {
            self.opcode
        }
        fn num_operands(&self) -> usize {
            3
        }
        fn operand(&self, index: usize) -> Option<Operand> {
            self.regs.get(index).map(|&r| Operand::Reg(r))
        }
    }
    pub struct Cx;
    impl Context for Cx {
        type Instr = TreeInst;
        fn has_one_non_dbg_use(&self, _: u32) -> bool {
            true
        }
    }

    #[test]
    fn tree_module_uses_the_shared_opcode() {
        let r0 = u32::from(mini_tree::Reg::R0.value());
        let r1 = u32::from(mini_tree::Reg::R1.value());
        let li = TreeInst { opcode: Opcode::Li, regs: [r1, 0, 0] };
        let add = TreeInst { opcode: Opcode::Add, regs: [r1, r1, r1] };
        assert!(is_mini_li_add(&Cx, Some(&li), &add));
        assert!(is_mini_li_add(&Cx, None, &add));
        // CheckNot<CheckRegOperand<2, R0>>: the register number is LLVM's.
        let add_r0 = TreeInst { opcode: Opcode::Add, regs: [r1, r1, r0] };
        assert!(!is_mini_li_add(&Cx, Some(&li), &add_r0));
        let xor = TreeInst { opcode: Opcode::Xor, regs: [r1, r1, r1] };
        assert!(!is_mini_li_add(&Cx, None, &xor));
        let sub_from_xor = TreeInst { opcode: Opcode::Sub, regs: [r1, r1, r1] };
        assert!(!is_mini_li_add(&Cx, Some(&xor), &sub_from_xor));
    }
}
