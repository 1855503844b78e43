//! Pattern to matcher (LLVM's `DAGISelMatcherGen`): the checks that match a
//! pattern's source tree, then the operations that build its result.

use std::collections::HashMap;
use std::fmt;

use tablegen_core::init::Init;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::matcher::{ComplexPatCheck, EmitNodeInfo, Seq, M};
use super::Target;
use crate::model::intrinsics::Sdnp;
use crate::model::patterns::{
    CodeGenDagPatterns, CopyId, InferFailure, Leaf, Mvt, NodeId, Op, PatternToMatch, PossibleTypes,
};

/// The most results of one complex pattern (2^24; LLVM's call to its
/// select function then takes 200 MB of C++).
pub const MAX_COMPLEX_RESULTS: u32 = 1 << 24;

/// A generation failure, in LLVM's words.
#[derive(Clone, Debug)]
pub enum GenError {
    /// One of LLVM's `PrintFatalError`s that carry no location.
    Unlocated(String),
    /// An input LLVM asserts or crashes on: reported at the pattern's
    /// record instead.
    AtPattern(String),
    /// An error at the given record (a `ComplexPattern` with more results
    /// than can be written).
    AtRecord(RecId, String),
    /// Type inference reported, fatally or not (see
    /// [`PossibleTypes::take_failure`]).
    Inference(InferFailure),
}

impl From<InferFailure> for GenError {
    fn from(f: InferFailure) -> Self {
        GenError::Inference(f)
    }
}

impl From<&str> for GenError {
    fn from(msg: &str) -> Self {
        GenError::AtPattern(msg.to_string())
    }
}

impl From<String> for GenError {
    fn from(msg: String) -> Self {
        GenError::AtPattern(msg)
    }
}

struct Gen<'a, 'p, 's> {
    rk: &'a RecordKeeper,
    cdp: &'a CodeGenDagPatterns,
    t: &'a Target,
    pat: &'a PatternToMatch,
    vars: HashMap<String, u32>,
    named_cp: HashMap<String, u32>,
    next_rec: u32,
    chain_nodes: Vec<u32>,
    complex: Vec<(NodeId, u32)>,
    phys_inputs: Vec<(RecId, u32)>,
    out: Seq,
    possible: &'p mut PossibleTypes<'s>,
}

fn init_str(rk: &RecordKeeper, i: Option<Init>) -> String {
    i.and_then(|i| rk.inits.as_str(i)).unwrap_or("").to_string()
}

/// LLVM's `NodeHasProperty`.
pub fn node_has(rk: &RecordKeeper, cdp: &CodeGenDagPatterns, n: NodeId, p: Sdnp) -> bool {
    let node = cdp.node(n);
    match node.op {
        Op::Leaf(Leaf::Def(r)) => cdp.complex_pattern(r).is_some_and(|cp| cp.has(p)),
        Op::Leaf(_) => false,
        Op::Node(r) => {
            if p != Sdnp::HasChain {
                if let Some(i) = cdp.intrinsic_of(n) {
                    return cdp.intrinsics.intrinsics[i].has_property(p);
                }
            }
            if !rk.is_subclass_of_name(r, "SDPatternOperator") {
                return false;
            }
            cdp.sd_node(r).is_some_and(|i| i.has(p))
        }
    }
}

/// LLVM's `TreeHasProperty`.
pub fn tree_has(rk: &RecordKeeper, cdp: &CodeGenDagPatterns, n: NodeId, p: Sdnp) -> bool {
    if node_has(rk, cdp, n, p) {
        return true;
    }
    cdp.node(n).children.iter().any(|&c| tree_has(rk, cdp, c, p))
}

/// LLVM's `getComplexPatternInfo`.
fn complex_of(cdp: &CodeGenDagPatterns, n: NodeId) -> Option<&crate::model::patterns::ComplexPattern> {
    match cdp.node(n).op {
        Op::Node(r) | Op::Leaf(Leaf::Def(r)) => cdp.complex_pattern(r),
        _ => None,
    }
}

fn simple_type(cdp: &CodeGenDagPatterns, n: NodeId, i: usize) -> Mvt {
    cdp.node(n).types.get(i).and_then(|t| t.machine_value_type()).unwrap_or(cdp.mvts.other)
}

impl<'a> Gen<'a, '_, '_> {
    fn add(&mut self, m: M) {
        self.out.push(m);
    }

    fn num_mi_results(&self, n: NodeId) -> u32 {
        if let Some(cp) = complex_of(self.cdp, n) {
            return cp.num_operands;
        }
        if let Some(d) = self.cdp.node(n).leaf_def() {
            if self.rk.is_subclass_of_name(d, "Operand") {
                if let Some(k) = self.t.mi_operand_count(self.rk, d) {
                    if k > 0 {
                        return k;
                    }
                }
            }
        }
        1
    }

    fn record_unique(&mut self, names: &[String]) -> bool {
        let entry = names.first().and_then(|n| self.vars.get(n).copied()).unwrap_or(0);
        let fresh = entry == 0;
        let entry = if fresh {
            let what = names.iter().map(|n| format!("${n}")).collect::<Vec<_>>().join(",");
            self.add(M::RecordNode { what: what.into(), res: self.next_rec });
            self.next_rec += 1;
            self.next_rec
        } else {
            self.add(M::CheckSame(entry - 1));
            entry
        };
        for n in names {
            self.vars.insert(n.clone(), entry);
        }
        fresh
    }

    /// LLVM's `getNamedArgumentSlot`. A name never recorded (a pattern the
    /// model already reported, e.g. "Node 'c' in output pattern but not
    /// input pattern") gets slot 0 - 1, as in LLVM's release builds, whose
    /// assert is compiled out: the table says 4294967295 and the run goes on.
    fn slot(&self, name: &str) -> Result<u32, GenError> {
        Ok(self.vars.get(name).copied().unwrap_or(0).wrapping_sub(1))
    }

    /// LLVM's `EmitMatchCode`: `u` is `n`'s node in the copy whose types
    /// say what is already known.
    fn match_node(&mut self, n: NodeId, u: CopyId) -> Result<(), GenError> {
        let (rk, cdp) = (self.rk, self.cdp);
        let node = cdp.node(n);
        let mut checks: Vec<u32> = Vec::new();
        for (i, want) in node.types.iter().enumerate() {
            if self.possible.get(u, i).same(want) {
                continue;
            }
            self.possible.set(u, i, want.clone())?;
            checks.push(i as u32);
        }
        let mut names = Vec::new();
        if let Some(nm) = node.name {
            let s = init_str(rk, Some(nm));
            if !s.is_empty() {
                names.push(s);
            }
        }
        for &(scope, id) in node.pred_args() {
            names.push(format!("pred:{scope}:{}", init_str(rk, Some(id))));
        }
        if !names.is_empty() && !self.record_unique(&names) {
            return Ok(());
        }
        if node.is_leaf() {
            self.match_leaf(n)?;
        } else {
            self.match_operator(n, u)?;
        }
        for p in node.preds() {
            let mut ops = Vec::new();
            let f = crate::model::patterns::PredicateFn { frag: p.frag };
            if f.uses_operands(rk) {
                if let Some(fr) = cdp.fragment(p.frag) {
                    for a in &fr.args {
                        let nm = format!("pred:{}:{}", p.scope, init_str(rk, *a));
                        ops.push(self.slot(&nm)?);
                    }
                }
            }
            self.add(M::CheckPredicate { frag: p.frag, ops: ops.into() });
        }
        for i in checks {
            self.add(M::CheckType { vt: simple_type(cdp, n, i as usize), res: i });
        }
        Ok(())
    }

    fn match_leaf(&mut self, n: NodeId) -> Result<(), GenError> {
        let (rk, cdp) = (self.rk, self.cdp);
        let node = cdp.node(n);
        match node.op {
            Op::Leaf(Leaf::Int(v)) => {
                if n == self.pat.src {
                    if let Some(imm) = self.t.sd_named(rk, cdp, "imm") {
                        self.add(M::CheckOpcode(imm));
                    }
                }
                self.add(M::CheckInteger(v));
                Ok(())
            }
            Op::Leaf(Leaf::Unset) => Ok(()),
            Op::Leaf(Leaf::Def(d)) => {
                let isa = |c: &str| rk.is_subclass_of_name(d, c);
                let name = rk.name_str(d);
                if isa("ValueType") {
                    if node.name.is_none() {
                        if let Some(t) = cdp.mvts.of_def(d) {
                            self.add(M::CheckValueType(t));
                        }
                    }
                    return Ok(());
                }
                if isa("RegisterClass")
                    || isa("RegisterOperand")
                    || isa("PointerLikeRegClass")
                    || isa("SubRegIndex")
                    || name == "srcvalue"
                {
                    return Ok(());
                }
                if isa("Register") {
                    self.add(M::RecordNode { what: format!("physreg input {name}").into(), res: self.next_rec });
                    self.phys_inputs.push((d, self.next_rec));
                    self.next_rec += 1;
                    return Ok(());
                }
                if isa("CondCode") {
                    self.add(M::CheckCondCode(name.into()));
                    return Ok(());
                }
                if isa("ComplexPattern") {
                    let nm = init_str(rk, node.name);
                    if nm.is_empty() {
                        let node_text = crate::model::patterns::print::tree_string(rk, &cdp.arena, &cdp.mvts, n);
                        return Err(GenError::Unlocated(format!(
                            "We expect complex pattern uses to have names: {node_text}"
                        )));
                    }
                    let input = self.vars.get(&nm).copied().unwrap_or(0).wrapping_sub(1);
                    return self.push_complex(n, input);
                }
                if name == "immAllOnesV" || name == "immAllZerosV" {
                    if n == self.pat.src {
                        let t = simple_type(cdp, n, 0);
                        let nn = if cdp.mvts.get(t).is_scalable { "splat_vector" } else { "build_vector" };
                        if let Some(op) = self.t.sd_named(rk, cdp, nn) {
                            self.add(M::CheckOpcode(op));
                        }
                    }
                    self.add(if name == "immAllOnesV" { M::CheckImmAllOnesV } else { M::CheckImmAllZerosV });
                    return Ok(());
                }
                Err(format!("Unknown leaf kind: {name}").into())
            }
            _ => Err("Unknown leaf kind".into()),
        }
    }

    /// Notes a complex pattern matched at `n`, recorded as `rec`. Its
    /// `NumOperands` is an `unsigned` (-1: 4 billion results, each passed
    /// to its select function and named in the comments, where LLVM runs
    /// out of memory): past [`MAX_COMPLEX_RESULTS`], an error at it.
    fn push_complex(&mut self, n: NodeId, rec: u32) -> Result<(), GenError> {
        if let Some(cp) = complex_of(self.cdp, n).filter(|cp| cp.num_operands > MAX_COMPLEX_RESULTS) {
            return Err(GenError::AtRecord(
                cp.def,
                format!(
                    "ComplexPattern '{}' has {} operands (NumOperands is an unsigned); its select function \
                     '{}' would take each (at most {MAX_COMPLEX_RESULTS} are written)",
                    self.rk.name_str(cp.def),
                    cp.num_operands,
                    cp.select_func
                ),
            ));
        }
        self.complex.push((n, rec));
        Ok(())
    }

    fn match_operator(&mut self, n: NodeId, u: CopyId) -> Result<(), GenError> {
        let (rk, cdp) = (self.rk, self.cdp);
        let node = cdp.node(n);
        let Some(op) = node.operator() else { return Ok(()) };
        let opname = rk.name_str(op);
        if rk.is_subclass_of_name(op, "ComplexPattern") {
            let mut pname = opname.to_string();
            for &c in &node.children {
                pname.push(':');
                pname.push_str(&init_str(rk, cdp.node(c).name));
            }
            if self.record_unique(&[pname]) {
                return self.push_complex(n, self.next_rec - 1);
            }
            return Ok(());
        }
        let Some(info) = cdp.sd_node(op) else {
            return Err(format!("Unknown node in pattern: {opname}").into());
        };
        if (opname == "and" || opname == "or") && node.children.len() > 1 && node.preds().is_empty() {
            let c1 = cdp.node(node.children[1]);
            if c1.is_leaf() && c1.preds().is_empty() {
                if let Some(v) = c1.leaf_int() {
                    if !(v as u32).is_power_of_two() {
                        if n == self.pat.src {
                            self.add(M::CheckOpcode(op));
                        }
                        self.add(if opname == "and" { M::CheckAndImm(v) } else { M::CheckOrImm(v) });
                        self.add(M::MoveChild(0));
                        self.match_node(node.children[0], self.copy_child(u, 0)?)?;
                        self.add(M::MoveParent);
                        return Ok(());
                    }
                }
            }
        }
        self.add(M::CheckOpcode(op));
        if node_has(rk, cdp, n, Sdnp::MemOperand) {
            self.add(M::RecordMemRef);
        }
        let mut op_no = 0;
        if node_has(rk, cdp, n, Sdnp::HasChain) {
            self.add(M::RecordNode { what: format!("'{opname}' chained node").into(), res: self.next_rec });
            self.chain_nodes.push(self.next_rec);
            self.next_rec += 1;
            op_no = 1;
            let root = self.pat.src;
            if n != root {
                let rnode = cdp.node(root);
                let mut need = !rnode.children.contains(&n);
                if !need {
                    if let Some(rop) = rnode.operator() {
                        let pinfo = cdp.sd_node(rop);
                        need = cdp.intrinsic_nodes.contains(&rop)
                            || pinfo.is_some_and(|p| {
                                p.num_operands > 1
                                    || p.has(Sdnp::HasChain)
                                    || p.has(Sdnp::InGlue)
                                    || p.has(Sdnp::OptInGlue)
                            });
                    }
                }
                if need {
                    self.add(M::CheckFoldableChainNode);
                }
            }
        }
        let _ = info;
        if node_has(rk, cdp, n, Sdnp::OutGlue) && n != self.pat.src {
            self.add(M::RecordNode { what: format!("'{opname}' glue output node").into(), res: self.next_rec });
        }
        if node_has(rk, cdp, n, Sdnp::OptInGlue) || node_has(rk, cdp, n, Sdnp::InGlue) {
            self.add(M::CaptureGlueInput);
        }
        for (i, &c) in node.children.iter().enumerate() {
            self.add(M::MoveChild(op_no));
            let uc = self.copy_child(u, i)?;
            self.match_node(c, uc)?;
            self.add(M::MoveParent);
            op_no += 1;
        }
        Ok(())
    }

    fn copy_child(&self, u: CopyId, i: usize) -> Result<CopyId, GenError> {
        self.possible.child(u, i).ok_or_else(|| "pattern copy out of step with the pattern".into())
    }

    fn emit_matcher_code(&mut self, variant: usize) -> Result<bool, GenError> {
        let (rk, cdp) = (self.rk, self.cdp);
        if let Some(cp) = complex_of(cdp, self.pat.src) {
            if variant >= cp.root_nodes.len() {
                return Ok(false);
            }
            self.add(M::CheckOpcode(cp.root_nodes[variant]));
        } else if variant != 0 {
            return Ok(false);
        }
        let root = self.possible.start(self.pat.src)?;
        self.match_node(self.pat.src, root)?;
        let pc = self.pat.predicate_check(rk);
        if !pc.is_empty() {
            self.add(M::CheckPatternPredicate(pc.into()));
        }
        for i in 0..self.complex.len() {
            let (n, rec) = self.complex[i];
            let node = cdp.node(n);
            if node.is_leaf() {
                self.named_cp.insert(init_str(rk, node.name), self.next_rec + 1);
            } else {
                let mut cur = self.next_rec;
                for &c in &node.children {
                    self.named_cp.insert(init_str(rk, cdp.node(c).name), cur + 1);
                    cur = cur.wrapping_add(self.num_mi_results(c));
                }
            }
            let Some(cp) = complex_of(cdp, n) else { continue };
            self.add(M::CheckComplexPat(Box::new(ComplexPatCheck {
                cp: cp.def,
                match_num: rec,
                name: init_str(rk, node.name),
                first_result: self.next_rec,
            })));
            // LLVM's `unsigned` count: wraps as it does.
            self.next_rec = self.next_rec.wrapping_add(cp.num_operands);
            if cp.has(Sdnp::HasChain) {
                self.next_rec += 1;
                self.chain_nodes.push(self.next_rec - 1);
            }
        }
        Ok(true)
    }

    fn result_named(&mut self, n: NodeId, ops: &mut Vec<u32>) -> Result<(), GenError> {
        let (rk, cdp) = (self.rk, self.cdp);
        let node = cdp.node(n);
        let name = init_str(rk, node.name);
        if let Some(&s) = self.named_cp.get(&name) {
            if s != 0 {
                for i in 0..self.num_mi_results(n) {
                    ops.push(s - 1 + i);
                }
                return Ok(());
            }
        }
        let slot = self.slot(&name)?;
        if let Some(op) = node.operator() {
            let on = rk.name_str(op);
            if on == "imm" || on == "fpimm" {
                self.add(M::EmitConvertToTarget(slot));
                ops.push(self.next_rec);
                self.next_rec += 1;
                return Ok(());
            }
        }
        for i in 0..self.num_mi_results(n) {
            ops.push(slot + i);
        }
        Ok(())
    }

    fn push_new(&mut self, m: M, ops: &mut Vec<u32>) {
        self.add(m);
        ops.push(self.next_rec);
        self.next_rec += 1;
    }

    fn result_leaf(&mut self, n: NodeId, ops: &mut Vec<u32>) -> Result<(), GenError> {
        let (rk, cdp) = (self.rk, self.cdp);
        let node = cdp.node(n);
        let vt = simple_type(cdp, n, 0);
        match node.op {
            Op::Leaf(Leaf::Int(v)) => {
                self.push_new(M::EmitInteger { v, vt }, ops);
                Ok(())
            }
            Op::Leaf(Leaf::Def(mut d)) => {
                if rk.is_subclass_of_name(d, "Register") {
                    self.push_new(M::EmitRegister { reg: Some(d), vt }, ops);
                    return Ok(());
                }
                let name = rk.name_str(d);
                if name == "zero_reg" {
                    self.push_new(M::EmitRegister { reg: None, vt }, ops);
                    return Ok(());
                }
                if name == "undef_tied_input" {
                    let slot = self.next_rec;
                    self.next_rec += 1;
                    let Some(imp) = rk.def("IMPLICIT_DEF") else {
                        return Err("IMPLICIT_DEF not found".into());
                    };
                    self.add(M::EmitNode(Box::new(EmitNodeInfo {
                        inst: imp,
                        vts: vec![vt],
                        operands: vec![],
                        chain: false,
                        in_glue: false,
                        out_glue: false,
                        mem_refs: false,
                        fixed_arity: -1,
                        first_result: slot,
                    })));
                    ops.push(slot);
                    return Ok(());
                }
                if rk.is_subclass_of_name(d, "RegisterOperand") {
                    d = rk.value_as_def(d, "RegClass").map_err(|e| format!("{e:?}"))?;
                }
                // LLVM's `MVT::i32`; `Target.td` always defines `i32`, so
                // the value type table's own default is a formality.
                let i32t = self.t.i32.unwrap_or(cdp.mvts.i32);
                if rk.is_subclass_of_name(d, "RegisterClass") {
                    let (ev, qual) = self.t.reg_class(rk, d).ok_or_else(|| format!("unknown register class {name}"))?;
                    if ev <= 127 {
                        self.push_new(M::EmitStringInteger { v: qual.into(), vt: i32t }, ops);
                    } else {
                        self.push_new(M::EmitInteger { v: i64::from(ev), vt: i32t }, ops);
                    }
                    return Ok(());
                }
                if rk.is_subclass_of_name(d, "SubRegIndex") {
                    if self.t.num_sub_reg_indices > 127 {
                        if let Some(ev) = self.t.sub_reg_enum(d) {
                            if ev > 127 {
                                self.push_new(M::EmitInteger { v: i64::from(ev), vt: i32t }, ops);
                                return Ok(());
                            }
                        }
                    }
                    self.push_new(M::EmitStringInteger { v: qualified_name(rk, d).into(), vt: i32t }, ops);
                    return Ok(());
                }
                Err(format!("unhandled leaf node: {name}").into())
            }
            _ => Err("unhandled leaf node".into()),
        }
    }

    fn may_load_or_store(&self, n: NodeId) -> bool {
        let Some(op) = self.cdp.node(n).operator() else { return false };
        self.cdp.instr_flags.get(&op).is_some_and(|f| f.may_load || f.may_store)
    }

    fn count_load_store(&self, n: NodeId) -> u32 {
        let node = self.cdp.node(n);
        let Some(op) = node.operator() else { return 0 };
        if !self.rk.is_subclass_of_name(op, "Instruction") {
            return 0;
        }
        u32::from(self.may_load_or_store(n)) + node.children.iter().map(|&c| self.count_load_store(c)).sum::<u32>()
    }

    fn result_inst(&mut self, n: NodeId, out: &mut Vec<u32>) -> Result<(), GenError> {
        let (rk, cdp) = (self.rk, self.cdp);
        let node = cdp.node(n);
        let Some(op) = node.operator() else { return Ok(()) };
        let Some(inst) = self.t.instrs.get(op) else {
            return Err(format!("unknown instruction {}", rk.name_str(op)).into());
        };
        let dag = cdp.instruction(op).ok_or_else(|| format!("no pattern info for {}", rk.name_str(op)))?;
        let is_root = n == self.pat.dst;
        let src = self.pat.src;
        let (mut in_glue, mut out_glue) = (false, false);
        if is_root {
            in_glue = tree_has(rk, cdp, src, Sdnp::OptInGlue) || tree_has(rk, cdp, src, Sdnp::InGlue);
            out_glue = tree_has(rk, cdp, src, Sdnp::OutGlue);
        }
        let num_results = dag.results.len();
        let operands = &inst.operands.operands;
        let num_fixed = operands.len();
        let mut inst_ops = Vec::new();
        let mut child_no = 0;
        let has_default = |r: RecId| cdp.default_operand(r).is_some();
        let mut non_over = num_fixed;
        while non_over > num_results && has_default(operands[non_over - 1].rec) {
            non_over -= 1;
        }
        for (op_no, opi) in operands.iter().enumerate().skip(num_results) {
            let rec = opi.rec;
            if has_default(rec) && (op_no < non_over || child_no >= node.children.len()) {
                let defs = cdp.default_operand(rec).unwrap_or(&[]).to_vec();
                for d in defs {
                    self.result_operand(d, &mut inst_ops)?;
                }
                continue;
            }
            let mut num_sub = 1;
            if rk.is_subclass_of_name(rec, "Operand") {
                if let Some(k) = self.t.mi_operand_count(rk, rec) {
                    if k > 0 {
                        num_sub = k as usize;
                    }
                }
            }
            let fin = inst_ops.len() + num_sub;
            while inst_ops.len() < fin {
                let Some(&c) = node.children.get(child_no) else {
                    return Err("too few operands in result pattern".into());
                };
                let before = inst_ops.len();
                self.result_operand(c, &mut inst_ops)?;
                let cn = cdp.node(c);
                if cn.operator().is_some_and(|o| rk.is_subclass_of_name(o, "Instruction")) {
                    inst_ops.truncate(before + 1);
                }
                child_no += 1;
            }
        }
        if inst.operands.is_variadic {
            for &c in &node.children[child_no.min(node.children.len())..] {
                self.result_operand(c, &mut inst_ops)?;
            }
        }
        if is_root && !self.phys_inputs.is_empty() {
            for (reg, slot) in self.phys_inputs.clone() {
                self.add(M::EmitCopyToReg { slot, reg });
            }
            in_glue = true;
        }
        let mut vts: Vec<Mvt> = (0..node.types.len()).map(|i| simple_type(cdp, n, i)).collect();
        if is_root && !self.pat.dst_regs.is_empty() {
            let handled = self.t.handled_implicit_def(rk, cdp, op);
            for &r in &self.pat.dst_regs {
                if !rk.is_subclass_of_name(r, "Register") || Some(r) == handled {
                    continue;
                }
                vts.push(self.t.register_vt(r).unwrap_or(cdp.mvts.other));
            }
        }
        let mut fixed_arity = -1;
        if is_root && node_has(rk, cdp, src, Sdnp::Variadic) {
            fixed_arity = cdp.node(src).children.len() as i32;
        }
        let mut mem_refs = false;
        if tree_has(rk, cdp, src, Sdnp::MemOperand) {
            let count = self.count_load_store(self.pat.dst);
            let mls = self.may_load_or_store(n);
            // LLVM: unique load/store node, or the root when it loads/stores or the
            // count is not one.
            let unique = mls && count == 1;
            mem_refs = unique || (is_root && (mls || count != 1));
        }
        let mut chain = false;
        if tree_has(rk, cdp, src, Sdnp::HasChain) {
            let fl = cdp.instr_flags.get(&op).copied().unwrap_or_default();
            chain = if fl.has_chain_inferred { fl.has_chain } else { is_root };
            let bit = |f: &str| rk.value_as_bit(op, f).unwrap_or(false);
            if bit("hasCtrlDep") || fl.may_load || fl.may_store || bit("canFoldAsLoad") || fl.has_side_effects {
                chain = true;
            }
        }
        let first = self.next_rec;
        self.add(M::EmitNode(Box::new(EmitNodeInfo {
            inst: op,
            vts: vts.clone(),
            operands: inst_ops,
            chain,
            in_glue,
            out_glue,
            mem_refs,
            fixed_arity,
            first_result: first,
        })));
        for vt in vts {
            if vt == cdp.mvts.other || Some(vt) == self.t.glue {
                break;
            }
            out.push(self.next_rec);
            self.next_rec += 1;
        }
        Ok(())
    }

    fn result_operand(&mut self, n: NodeId, ops: &mut Vec<u32>) -> Result<(), GenError> {
        tablegen_core::stack::guard(|| {
            let (rk, cdp) = (self.rk, self.cdp);
            let node = cdp.node(n);
            if node.name.is_some_and(|i| rk.inits.as_str(i).is_some_and(|s| !s.is_empty())) {
                return self.result_named(n, ops);
            }
            let Some(op) = node.operator() else { return self.result_leaf(n, ops) };
            if rk.is_subclass_of_name(op, "Instruction") {
                return self.result_inst(n, ops);
            }
            if rk.is_subclass_of_name(op, "SDNodeXForm") {
                let mut inputs = Vec::new();
                if let Some(&c) = node.children.first() {
                    self.result_operand(c, &mut inputs)?;
                }
                let slot = inputs.first().copied().unwrap_or(0);
                self.push_new(M::EmitNodeXForm { xform: op, slot }, ops);
                return Ok(());
            }
            Err(GenError::Unlocated("Unknown node in result pattern!".into()))
        })
    }

    fn emit_result_code(&mut self, pat_index: usize) -> Result<(), GenError> {
        let (rk, cdp) = (self.rk, self.cdp);
        if !self.chain_nodes.is_empty() {
            self.add(M::EmitMergeInputChains(self.chain_nodes.as_slice().into()));
        }
        let mut ops = Vec::new();
        self.result_operand(self.pat.dst, &mut ops)?;
        let mut num_src = cdp.node(self.pat.src).types.len();
        if !self.pat.dst_regs.is_empty() {
            let dst = cdp.node(self.pat.dst);
            let handled = dst
                .operator()
                .filter(|&o| rk.is_subclass_of_name(o, "Instruction"))
                .and_then(|o| self.t.handled_implicit_def(rk, cdp, o));
            for &r in &self.pat.dst_regs {
                if rk.is_subclass_of_name(r, "Register") && Some(r) != handled {
                    num_src += 1;
                }
            }
        }
        let mut results = ops.clone();
        let dst = cdp.node(self.pat.dst);
        let nres = dst.types.len();
        for r in 0..nres {
            let idx = dst.result_perm().get(r).copied().unwrap_or(r as u32) as usize;
            if let (Some(slot), Some(v)) = (results.get_mut(r), ops.get(idx)) {
                *slot = *v;
            }
        }
        results.resize(num_src, 0);
        // `pat` is a u32 to keep a matcher operation at 24 bytes.
        let pat = u32::try_from(pat_index).map_err(|_| format!("too many patterns: {pat_index}"))?;
        self.add(M::CompleteMatch { results: results.into(), pat });
        Ok(())
    }
}

/// `Namespace::Name` of a record (LLVM's `getQualifiedName`).
pub fn qualified_name(rk: &RecordKeeper, d: RecId) -> String {
    Qualified(rk, d).to_string()
}

/// [`qualified_name`] as a value that writes itself (no `String` until it
/// is formatted).
pub struct Qualified<'a>(pub &'a RecordKeeper, pub RecId);

impl fmt::Display for Qualified<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ns = self.0.value_as_string(self.1, "Namespace").unwrap_or("");
        if !ns.is_empty() {
            write!(f, "{ns}::")?;
        }
        f.write_str(self.0.name_str(self.1))
    }
}

/// LLVM's `ConvertPatternToMatcher`: the matcher of one variant of a
/// pattern, or `None` past the last variant.
pub fn pattern_to_matcher(
    rk: &RecordKeeper,
    cdp: &CodeGenDagPatterns,
    t: &Target,
    pat: &PatternToMatch,
    pat_index: usize,
    variant: usize,
    possible: &mut PossibleTypes<'_>,
) -> Result<Option<Seq>, GenError> {
    let mut g = Gen {
        rk,
        cdp,
        t,
        pat,
        vars: HashMap::new(),
        named_cp: HashMap::new(),
        next_rec: 0,
        chain_nodes: Vec::new(),
        complex: Vec::new(),
        phys_inputs: Vec::new(),
        out: Vec::new(),
        possible,
    };
    if !g.emit_matcher_code(variant)? {
        return Ok(None);
    }
    g.emit_result_code(pat_index)?;
    Ok(Some(g.out))
}
