//! From a function to the SelectionDAG LLVM 19 gives instruction selection
//! for RV64IM: the DAG `SelectionDAGBuilder` makes, after the DAG
//! combiner's folds that these expressions meet and after legalization
//! (`i64` values, `setcc` condition codes as RISC-V legalizes them,
//! `select` as `RISCVISD::SELECT_CC`). Identical nodes are one node, as in
//! LLVM's CSE maps. The folds LLVM's combiner would make and this does not
//! are the known source of selections that differ from llc's.

use std::collections::HashMap;

use crate::dag::{ExprDag, Ext, Mem, Payload, GLUE, I16, I32, I64, I8, OTHER, VREG};
use crate::hooks::{is_int, known_bits, SETEQ, SETGE, SETLT, SETNE, SETUGE, SETULT};
use crate::ir::{BinOp, Cond, Expr, Func, Width};
use crate::riscv::isel::{ConstantInt, NodeOpcode, SdValue};

/// `ISD::SETGT`.
const SETGT: u8 = 18;
/// `ISD::SETLE`.
const SETLE: u8 = 21;
/// `ISD::SETUGT`.
const SETUGT: u8 = 10;
/// `ISD::SETULE`.
const SETULE: u8 = 13;

/// A function's legalized DAG.
pub struct Lowered {
    /// The DAG.
    pub dag: ExprDag,
    /// Its root, the `RISCVISD::RET_GLUE` node.
    pub root: usize,
}

/// The `ISD::CondCode` of a predicate.
fn isd_cc(cc: Cond) -> u8 {
    match cc {
        Cond::Eq => SETEQ,
        Cond::Ne => SETNE,
        Cond::Slt => SETLT,
        Cond::Sle => SETLE,
        Cond::Sgt => SETGT,
        Cond::Sge => SETGE,
        Cond::Ult => SETULT,
        Cond::Ule => SETULE,
        Cond::Ugt => SETUGT,
        Cond::Uge => SETUGE,
    }
}

/// `ISD::getSetCCSwappedOperands`.
fn swapped(cc: u8) -> u8 {
    match cc {
        SETLT => SETGT,
        SETGT => SETLT,
        SETLE => SETGE,
        SETGE => SETLE,
        SETULT => SETUGT,
        SETUGT => SETULT,
        SETULE => SETUGE,
        SETUGE => SETULE,
        other => other,
    }
}

/// `ISD::getSetCCInverse` for integers.
fn inverse(cc: u8) -> u8 {
    match cc {
        SETEQ => SETNE,
        SETNE => SETEQ,
        SETLT => SETGE,
        SETGE => SETLT,
        SETGT => SETLE,
        SETLE => SETGT,
        SETULT => SETUGE,
        SETUGE => SETULT,
        SETUGT => SETULE,
        _ => SETUGT,
    }
}

/// Whether `a cc b` holds.
fn holds(cc: u8, a: i64, b: i64) -> bool {
    let (ua, ub) = (a as u64, b as u64);
    match cc {
        SETEQ => a == b,
        SETNE => a != b,
        SETLT => a < b,
        SETLE => a <= b,
        SETGT => a > b,
        SETGE => a >= b,
        SETULT => ua < ub,
        SETULE => ua <= ub,
        SETUGT => ua > ub,
        _ => ua >= ub,
    }
}

/// A comparison after SelectionDAG's `SimplifySetCC`, or its constant
/// answer.
enum Compare {
    Known(bool),
    Cc(SdValue<usize>, SdValue<usize>, u8),
}

/// What makes two nodes the same node (C++ `FoldingSetNodeID`): opcode,
/// operands and payload.
type NodeKey = (u16, Vec<SdValue<usize>>, Payload);

struct Builder {
    dag: ExprDag,
    cse: HashMap<NodeKey, SdValue<usize>>,
    memo: HashMap<Expr, SdValue<usize>>,
    args: [Option<SdValue<usize>>; 4],
    loads: Vec<usize>,
}

impl Builder {
    fn node(&mut self, op: NodeOpcode, vts: &[u16], ops: &[SdValue<usize>], payload: Payload) -> SdValue<usize> {
        let key = (op.value(), ops.to_vec(), payload);
        if let Some(&v) = self.cse.get(&key) {
            return v;
        }
        let v = SdValue::new(self.dag.add(op, vts, ops, payload), 0);
        self.cse.insert(key, v);
        v
    }

    fn op(&mut self, op: NodeOpcode, ops: &[SdValue<usize>]) -> SdValue<usize> {
        self.node(op, &[I64], ops, Payload::None)
    }

    fn constant(&mut self, c: i64) -> SdValue<usize> {
        self.node(NodeOpcode::IsdConstant, &[I64], &[], Payload::Constant(ConstantInt::new(64, c as u64)))
    }

    fn zero(&mut self) -> SdValue<usize> {
        self.constant(0)
    }

    fn cond(&mut self, cc: u8) -> SdValue<usize> {
        self.node(NodeOpcode::IsdCondcode, &[OTHER], &[], Payload::CondCode(cc))
    }

    /// Argument `i` (3 is the pointer): `CopyFromReg(entry, %vreg)`.
    fn arg(&mut self, i: usize) -> SdValue<usize> {
        if let Some(v) = self.args[i] {
            return v;
        }
        let r = self.dag.register(I64, VREG + i as u32);
        let e = SdValue::new(0, 0);
        let v = SdValue::new(self.dag.add(NodeOpcode::IsdCopyFromReg, &[I64, OTHER], &[e, r], Payload::None), 0);
        self.args[i] = Some(v);
        v
    }

    fn value(&mut self, e: &Expr) -> SdValue<usize> {
        if let Some(&v) = self.memo.get(e) {
            return v;
        }
        let v = match e {
            Expr::Arg(i) => self.arg(usize::from(*i)),
            Expr::Const(c) => self.constant(*c),
            Expr::Bin(op, l, r) => {
                let (l, r) = (self.value(l), self.value(r));
                self.binary(*op, l, r)
            }
            Expr::Cmp(cc, l, r) => {
                let (l, r) = (self.value(l), self.value(r));
                self.setcc(isd_cc(*cc), l, r)
            }
            Expr::Select(cc, l, r, t, f) => {
                let (l, r) = (self.value(l), self.value(r));
                let (t, f) = (self.value(t), self.value(f));
                self.select(isd_cc(*cc), l, r, t, f)
            }
            Expr::Load { width, signed, offset } => self.load(*width, *signed, *offset),
        };
        self.memo.insert(e.clone(), v);
        v
    }

    /// `p + offset`.
    fn address(&mut self, offset: i64) -> SdValue<usize> {
        let p = self.arg(3);
        if offset == 0 {
            return p;
        }
        let c = self.constant(offset);
        self.op(NodeOpcode::IsdAdd, &[p, c])
    }

    fn mem_vt(width: Width) -> u16 {
        match width {
            Width::B => I8,
            Width::H => I16,
            Width::W => I32,
            Width::D => I64,
        }
    }

    fn load(&mut self, width: Width, signed: bool, offset: i64) -> SdValue<usize> {
        let addr = self.address(offset);
        let ext = match (width, signed) {
            (Width::D, _) => Ext::None,
            (_, true) => Ext::Sign,
            (_, false) => Ext::Zero,
        };
        let undef = self.node(NodeOpcode::IsdUndef, &[I64], &[], Payload::None);
        let payload = Payload::Load { ext, mem_vt: Self::mem_vt(width) };
        let e = SdValue::new(0, 0);
        let n = self.dag.add(NodeOpcode::IsdLoad, &[I64, OTHER], &[e, addr, undef], payload);
        self.dag.nodes[n].mem = Some(Mem { id: 0, load: true, store: false });
        self.loads.push(n);
        SdValue::new(n, 0)
    }

    /// The `ISD` opcode of an operation.
    fn isd(op: BinOp) -> NodeOpcode {
        match op {
            BinOp::Add => NodeOpcode::IsdAdd,
            BinOp::Sub => NodeOpcode::IsdSub,
            BinOp::Mul => NodeOpcode::IsdMul,
            BinOp::SDiv => NodeOpcode::IsdSdiv,
            BinOp::UDiv => NodeOpcode::IsdUdiv,
            BinOp::SRem => NodeOpcode::IsdSrem,
            BinOp::URem => NodeOpcode::IsdUrem,
            BinOp::And => NodeOpcode::IsdAnd,
            BinOp::Or => NodeOpcode::IsdOr,
            BinOp::Xor => NodeOpcode::IsdXor,
            BinOp::Shl => NodeOpcode::IsdShl,
            BinOp::LShr => NodeOpcode::IsdSrl,
            BinOp::AShr => NodeOpcode::IsdSra,
        }
    }

    /// The combiner's folds of a binary operation that these expressions
    /// meet: constant folding, identities, constants to the right of
    /// commutative operations, `sub x, C` as `add x, -C`, multiplication by
    /// a power of two as a shift.
    fn binary(&mut self, op: BinOp, l: SdValue<usize>, r: SdValue<usize>) -> SdValue<usize> {
        let v = self.binary_node(op, l, r);
        // SimplifyDemandedBits: a value whose bits are all known is that
        // constant.
        let (zero, one) = known_bits(&self.dag, v);
        if zero | one == u64::MAX && self.dag.sext(v).is_none() {
            return self.constant(one as i64);
        }
        v
    }

    fn binary_node(&mut self, mut op: BinOp, mut l: SdValue<usize>, mut r: SdValue<usize>) -> SdValue<usize> {
        let (lc, rc) = (self.dag.sext(l), self.dag.sext(r));
        if let (Some(a), Some(b)) = (lc, rc) {
            return self.constant(op.eval(a, b));
        }
        let commutative = matches!(op, BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor);
        if commutative && lc.is_some() {
            std::mem::swap(&mut l, &mut r);
        }
        let c = self.dag.sext(r);
        // Signed operations on values known to be non-negative become the
        // unsigned ones (visitSRA, visitSDIV, visitSREM).
        let non_negative = |b: &Self, v| known_bits(&b.dag, v).0 >> 63 == 1;
        match op {
            BinOp::AShr if non_negative(self, l) => op = BinOp::LShr,
            BinOp::SDiv if non_negative(self, l) && non_negative(self, r) => op = BinOp::UDiv,
            BinOp::SRem if non_negative(self, l) && non_negative(self, r) => op = BinOp::URem,
            _ => {}
        }
        // Reassociation of constants: (op (op x, C1), C2) -> (op x, C1 op C2)
        // for add, mul, and, or and xor.
        if let (true, Some(c2)) = (commutative, c) {
            let inner = &self.dag.nodes[l.node];
            let same = inner.machine.is_none() && inner.opcode == Self::isd(op).value();
            if let (true, Some(&x), Some(c1)) =
                (same, inner.ops.first(), inner.ops.get(1).and_then(|&o| self.dag.sext(o)))
            {
                let folded = self.constant(op.eval(c1, c2));
                return self.binary_node(op, x, folded);
            }
        }
        if l == r {
            match op {
                BinOp::Sub | BinOp::Xor => return self.constant(0),
                BinOp::And | BinOp::Or => return l,
                _ => {}
            }
        }
        let isd = Self::isd(op);
        match (op, c) {
            (BinOp::Add | BinOp::Sub | BinOp::Or | BinOp::Xor | BinOp::Shl | BinOp::LShr | BinOp::AShr, Some(0)) => l,
            (BinOp::And | BinOp::Mul, Some(0)) => r,
            (BinOp::And, Some(-1)) | (BinOp::Mul | BinOp::SDiv | BinOp::UDiv, Some(1)) => l,
            (BinOp::Or, Some(-1)) => r,
            (BinOp::Sub, Some(c)) => {
                let n = self.constant(c.wrapping_neg());
                self.op(NodeOpcode::IsdAdd, &[l, n])
            }
            (BinOp::Mul, Some(c)) if c > 0 && (c as u64).is_power_of_two() => {
                let k = self.constant(i64::from(c.trailing_zeros()));
                self.op(NodeOpcode::IsdShl, &[l, k])
            }
            _ => self.op(isd, &[l, r]),
        }
    }

    /// `SimplifySetCC` for what these comparisons meet: constants folded or
    /// moved to the right, `x cc x`, and `X >= C` / `X <= C` as `X > C-1` /
    /// `X < C+1` (with the extreme constants answered).
    fn simplify_setcc(&mut self, mut cc: u8, mut l: SdValue<usize>, mut r: SdValue<usize>) -> Compare {
        if let (Some(a), Some(b)) = (self.dag.sext(l), self.dag.sext(r)) {
            return Compare::Known(holds(cc, a, b));
        }
        if l == r {
            return Compare::Known(holds(cc, 0, 0));
        }
        if self.dag.sext(l).is_some() {
            std::mem::swap(&mut l, &mut r);
            cc = swapped(cc);
        }
        // Unsigned comparisons with 0 and 1 that are equalities.
        match (cc, self.dag.sext(r)) {
            (SETULE, Some(0)) | (SETULT, Some(1)) => {
                let zero = self.zero();
                return self.simplify_setcc(SETEQ, l, zero);
            }
            (SETUGT, Some(0)) | (SETUGE, Some(1)) => {
                let zero = self.zero();
                return self.simplify_setcc(SETNE, l, zero);
            }
            _ => {}
        }
        if let Some(c) = self.dag.sext(r) {
            let (min, max) =
                if matches!(cc, SETULT | SETULE | SETUGT | SETUGE) { (0, -1) } else { (i64::MIN, i64::MAX) };
            match cc {
                SETGE | SETUGE if c == min => return Compare::Known(true),
                SETLE | SETULE if c == max => return Compare::Known(true),
                SETLT | SETULT if c == min => return Compare::Known(false),
                SETGT | SETUGT if c == max => return Compare::Known(false),
                SETGE | SETUGE => {
                    r = self.constant(c.wrapping_sub(1));
                    cc = if cc == SETGE { SETGT } else { SETUGT };
                }
                SETLE | SETULE => {
                    r = self.constant(c.wrapping_add(1));
                    cc = if cc == SETLE { SETLT } else { SETULT };
                }
                _ => {}
            }
        }
        Compare::Cc(l, r, cc)
    }

    /// `zext (icmp ...)`: the `setcc` as RISC-V legalizes it for `i64`:
    /// EQ, NE, LT and ULT stay; GT and UGT (custom) become LT/ULT of `C+1`
    /// negated for a small constant, else swap operands; GE, UGE, LE and ULE
    /// (expanded) become the negation of the inverse.
    fn setcc(&mut self, cc: u8, l: SdValue<usize>, r: SdValue<usize>) -> SdValue<usize> {
        let (l, r, cc) = match self.simplify_setcc(cc, l, r) {
            Compare::Known(b) => return self.constant(i64::from(b)),
            Compare::Cc(l, r, cc) => (l, r, cc),
        };
        let set = |b: &mut Self, l, r, cc| {
            let c = b.cond(cc);
            b.op(NodeOpcode::IsdSetcc, &[l, r, c])
        };
        let not = |b: &mut Self, v| {
            let one = b.constant(1);
            b.op(NodeOpcode::IsdXor, &[v, one])
        };
        match cc {
            // The sign bit as a boolean (foldExtendedSignBitTest).
            SETLT if self.dag.sext(r) == Some(0) => {
                let c = self.constant(63);
                self.op(NodeOpcode::IsdSrl, &[l, c])
            }
            SETGT | SETUGT => {
                let lt = if cc == SETGT { SETLT } else { SETULT };
                match self.dag.sext(r) {
                    Some(c) if c != 0 && is_int(12, c.wrapping_add(1)) => {
                        if cc == SETUGT && c == -1 {
                            return self.constant(0);
                        }
                        let c1 = self.constant(c + 1);
                        let s = set(self, l, c1, lt);
                        not(self, s)
                    }
                    _ => set(self, r, l, lt),
                }
            }
            SETGE | SETUGE => {
                let s = set(self, l, r, if cc == SETGE { SETLT } else { SETULT });
                not(self, s)
            }
            SETLE | SETULE => {
                let s = set(self, r, l, if cc == SETLE { SETLT } else { SETULT });
                not(self, s)
            }
            _ => set(self, l, r, cc),
        }
    }

    /// `select (icmp ...), t, f` as RISC-V's `lowerSELECT` makes it:
    /// `RISCVISD::SELECT_CC` of the comparison's operands, after
    /// `translateSetCCForBranch`.
    fn select(
        &mut self,
        cc: u8,
        l: SdValue<usize>,
        r: SdValue<usize>,
        t: SdValue<usize>,
        f: SdValue<usize>,
    ) -> SdValue<usize> {
        let (mut l, mut r, mut cc) = match self.simplify_setcc(cc, l, r) {
            Compare::Known(b) => return if b { t } else { f },
            Compare::Cc(l, r, cc) => (l, r, cc),
        };
        if t == f {
            return t;
        }
        let (mut t, mut f) = (t, f);
        if self.dag.sext(t).is_some() && self.dag.sext(f).is_none() {
            cc = inverse(cc);
            std::mem::swap(&mut t, &mut f);
        }
        // translateSetCCForBranch.
        match (cc, self.dag.sext(r)) {
            (SETGT, Some(-1)) => {
                r = self.constant(0);
                cc = SETGE;
            }
            (SETLT, Some(1)) => {
                r = l;
                l = self.constant(0);
                cc = SETGE;
            }
            (SETGT | SETLE | SETUGT | SETULE, _) => {
                cc = swapped(cc);
                std::mem::swap(&mut l, &mut r);
            }
            _ => {}
        }
        let c = self.cond(cc);
        self.op(NodeOpcode::RiscvisdSelectCc, &[l, r, c, t, f])
    }

    /// The chain of the loads made so far (C++ `getRoot()` with pending
    /// loads): the entry, the one load, or a `TokenFactor` of them. Loads
    /// the function's values (`values`) do not read are dropped, as the
    /// combiner drops loads whose value is unused.
    fn loads_chain(&mut self, values: &[SdValue<usize>]) -> SdValue<usize> {
        let mut reached = vec![false; self.dag.nodes.len()];
        let mut work: Vec<usize> = values.iter().map(|v| v.node).collect();
        while let Some(n) = work.pop() {
            if !std::mem::replace(&mut reached[n], true) {
                work.extend(self.dag.nodes[n].ops.iter().map(|o| o.node));
            }
        }
        let live: Vec<SdValue<usize>> =
            self.loads.iter().filter(|&&n| reached[n]).map(|&n| SdValue::new(n, 1)).collect();
        match live.as_slice() {
            [] => SdValue::new(0, 0),
            [one] => *one,
            _ => SdValue::new(self.dag.add(NodeOpcode::IsdTokenFactor, &[OTHER], &live, Payload::None), 0),
        }
    }
}

/// The legalized DAG of `f`.
pub fn lower(f: &Func) -> Lowered {
    let mut b = Builder {
        dag: crate::dag::new(),
        cse: HashMap::new(),
        memo: HashMap::new(),
        args: [None; 4],
        loads: Vec::new(),
    };
    let ret = b.value(&f.ret);
    let mut chain = None;
    if let Some((w, off, v)) = &f.store {
        let v = b.value(v);
        let addr = b.address(*off);
        let c = b.loads_chain(&[ret, v]);
        let undef = b.node(NodeOpcode::IsdUndef, &[I64], &[], Payload::None);
        let payload = Payload::Store { truncating: *w != Width::D, mem_vt: Builder::mem_vt(*w) };
        let n = b.dag.add(NodeOpcode::IsdStore, &[OTHER], &[c, v, addr, undef], payload);
        b.dag.nodes[n].mem = Some(Mem { id: 0, load: false, store: true });
        chain = Some(SdValue::new(n, 0));
    }
    let chain = match chain {
        Some(c) => c,
        None => b.loads_chain(&[ret]),
    };
    let x10 = b.dag.register(I64, crate::X10);
    let copy = b.dag.add(NodeOpcode::IsdCopyToReg, &[OTHER, GLUE], &[chain, x10, ret], Payload::None);
    let root = b.dag.add(
        NodeOpcode::RiscvisdRetGlue,
        &[OTHER],
        &[SdValue::new(copy, 0), x10, SdValue::new(copy, 1)],
        Payload::None,
    );
    let mut dag = b.dag;
    remove_unreachable(&mut dag, root);
    Lowered { dag, root }
}

/// Deletes the nodes the root does not reach (folded-away intermediate
/// values), so that use counts are LLVM's.
fn remove_unreachable(dag: &mut ExprDag, root: usize) {
    let mut reached = vec![false; dag.nodes.len()];
    let mut work = vec![root, 0];
    while let Some(n) = work.pop() {
        if !std::mem::replace(&mut reached[n], true) {
            work.extend(dag.nodes[n].ops.iter().map(|o| o.node));
        }
    }
    for (n, r) in reached.into_iter().enumerate() {
        if !r {
            dag.nodes[n].deleted = true;
        }
    }
}
