//! The analysis of `-gen-fast-isel` (LLVM's `FastISelMap::collectPatterns`
//! and the checks its printer makes): which patterns are simple enough for
//! the fast selector, and the tables they make.
//!
//! A pattern qualifies when its result is one instruction (or an
//! `EXTRACT_SUBREG`) whose operands are the source's operands in order
//! (physical-register inputs aside), its source is one node without
//! predicate whose operands are registers of one class, immediates (with at
//! most one immediate predicate) or floating-point constants, and its
//! signature is one the fast selector has entry points for (`""`, `r`,
//! `rr`, `ri`, `i`, `f`). Everything else is left to the DAG selector.

use std::collections::{BTreeMap, HashMap, HashSet};

use tablegen_core::record::{FieldError, RecId};
use tablegen_core::source::Loc;
use tablegen_core::RecordKeeper;

use super::model::{
    Candidate, FastIselTables, ImmPredicate, OpKind, OpcodeGroup, RetGroup, Signature, SignatureGroup, TypeGroup,
    ValueType,
};
use crate::backend::{Error, Options, Records, Result};
use crate::model::codegen::registers::{ClassId, RegBank};
use crate::model::codegen::{CodeGenTarget, Instructions};
use crate::model::patterns::{CodeGenDagPatterns, Leaf, Mvt, NodeId, PredicateFn, VtByHwMode};

/// LLVM keeps an operand kind in a `char` whose immediate codes start at
/// 2, so at most this many immediate predicates can be told apart.
const MAX_IMM_PREDICATES: usize = 125;

/// A fatal error found while collecting: where and what.
struct Fatal {
    locs: Vec<Loc>,
    msg: String,
}

impl Fatal {
    fn at(rk: &RecordKeeper, rec: RecId, msg: impl Into<String>) -> Self {
        Fatal { locs: rk.record(rec).locs.to_vec(), msg: msg.into() }
    }
    fn field(rk: &RecordKeeper, e: FieldError) -> Self {
        Fatal::at(rk, e.rec, e.msg)
    }
}

type Collected<T> = std::result::Result<T, Fatal>;

/// The classes the collector tests records against, resolved once.
struct Classes {
    instruction: Option<RecId>,
    register_operand: Option<RecId>,
    register_class: Option<RecId>,
    register: Option<RecId>,
    value_type: Option<RecId>,
}

impl Classes {
    fn new(rk: &RecordKeeper) -> Self {
        Classes {
            instruction: rk.class("Instruction"),
            register_operand: rk.class("RegisterOperand"),
            register_class: rk.class("RegisterClass"),
            register: rk.class("Register"),
            value_type: rk.class("ValueType"),
        }
    }
}

fn isa(rk: &RecordKeeper, rec: RecId, class: Option<RecId>) -> bool {
    class.is_some_and(|c| rk.record(rec).is_subclass_of(c))
}

/// The candidates of one (signature, opcode, type, result type), with their
/// complexity, in the order the patterns were seen.
type Memos = Vec<(i32, Candidate)>;
type ByRet = BTreeMap<Mvt, Memos>;
type ByType = BTreeMap<Mvt, ByRet>;
type ByOpcode = BTreeMap<String, ByType>;

struct Collector<'a> {
    rk: &'a RecordKeeper,
    cdp: &'a CodeGenDagPatterns,
    bank: &'a RegBank,
    instrs: &'a Instructions,
    cls: Classes,
    /// Immediate predicate fragments, in order of first use.
    imm_preds: Vec<RecId>,
    imm_ids: HashMap<RecId, u32>,
    simple: BTreeMap<Signature, ByOpcode>,
    seen: HashSet<(Signature, String, Mvt, Mvt, String)>,
    constant_forms: BTreeMap<Signature, Vec<Signature>>,
    /// Per register: the class `getRegClassForRegister` gives.
    reg_class_cache: HashMap<RecId, Option<ClassId>>,
}

/// Builds the tables, reporting LLVM's fatal errors.
pub fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<FastIselTables> {
    let cdp = CodeGenDagPatterns::get(rk)?;
    let target = CodeGenTarget::shared(rk)?;
    let bank = RegBank::shared(rk)?;
    let instrs = rk.model(Instructions::new)?;
    let keeper = rk.keeper();
    let mut c = Collector {
        rk: keeper,
        cdp: &cdp,
        bank: &bank,
        instrs: &instrs,
        cls: Classes::new(keeper),
        imm_preds: Vec::new(),
        imm_ids: HashMap::new(),
        simple: BTreeMap::new(),
        seen: HashSet::new(),
        constant_forms: BTreeMap::new(),
        reg_class_cache: HashMap::new(),
    };
    let result = c.collect().and_then(|()| c.finish(target.name(keeper), instrs.enumeration().namespace()));
    match result {
        Ok(t) => Ok(t),
        Err(f) => {
            rk.fatal(&f.locs, f.msg);
            Err(Error::Reported)
        }
    }
}

impl Collector<'_> {
    fn vt(&self, t: Mvt) -> ValueType {
        ValueType { number: t, name: self.cdp.mvts.name(t).to_string() }
    }

    fn name(&self, rec: RecId) -> &str {
        self.rk.name_str(rec)
    }

    fn op_name(&self, n: NodeId) -> Option<&str> {
        self.cdp.node(n).operator().map(|o| self.name(o))
    }

    /// The single type of a node (LLVM's `getSimpleType(0)`), if known.
    fn simple_type(&self, n: NodeId) -> Option<Mvt> {
        self.cdp.node(n).types.first()?.machine_value_type()
    }

    /// LLVM's `getQualifiedName`.
    fn qualified_name(&self, rec: RecId) -> Collected<String> {
        if self.rk.field(rec, "Namespace").is_none() {
            return Ok(self.name(rec).to_string());
        }
        let ns = self.rk.value_as_string(rec, "Namespace").map_err(|e| Fatal::field(self.rk, e))?;
        if ns.is_empty() {
            Ok(self.name(rec).to_string())
        } else {
            Ok(format!("{ns}::{}", self.name(rec)))
        }
    }

    /// LLVM's `CodeGenTarget::getRegisterClass`.
    fn register_class(&self, rec: RecId) -> Collected<ClassId> {
        self.bank.find_class(rec).ok_or_else(|| Fatal::at(self.rk, rec, "Not a known RegisterClass!"))
    }

    /// LLVM's `getRegClassForRegister`: the one class containing the
    /// register that contains every other such class, if the classes agree
    /// on their value types.
    fn reg_class_for_register(&mut self, reg: RecId) -> Option<ClassId> {
        if let Some(&c) = self.reg_class_cache.get(&reg) {
            return c;
        }
        let found = self.compute_reg_class_for_register(reg);
        self.reg_class_cache.insert(reg, found);
        found
    }

    fn compute_reg_class_for_register(&self, reg: RecId) -> Option<ClassId> {
        let r = self.bank.find_reg(reg)?;
        let cdp = self.cdp;
        let vts = |c: ClassId| -> Vec<VtByHwMode> {
            self.bank
                .class(c)
                .value_types
                .iter()
                .map(|&v| VtByHwMode::of_def(self.rk, &cdp.hw_modes, &cdp.mvts, v))
                .collect()
        };
        let mut found: Option<ClassId> = None;
        for (i, rc) in self.bank.classes().iter().enumerate() {
            if !rc.contains(r) {
                continue;
            }
            let id = ClassId(i as u32);
            let Some(f) = found else {
                found = Some(id);
                continue;
            };
            if vts(id) != vts(f) {
                return None;
            }
            if rc.has_sub_class(f) {
                found = Some(id);
                continue;
            }
            if self.bank.class(f).has_sub_class(id) {
                continue;
            }
            return None;
        }
        found
    }

    /// LLVM's `ImmPredicateSet::getIDFor`.
    fn imm_predicate_id(&mut self, frag: RecId) -> Collected<u32> {
        if let Some(&id) = self.imm_ids.get(&frag) {
            return Ok(id);
        }
        if self.imm_preds.len() >= MAX_IMM_PREDICATES {
            return Err(Fatal::at(self.rk, frag, "Too many integer predicates for the 'Repr' char"));
        }
        let id = self.imm_preds.len() as u32;
        self.imm_preds.push(frag);
        self.imm_ids.insert(frag, id);
        Ok(id)
    }

    /// LLVM's `OperandsSignature::initialize`: the operand kinds of the
    /// source node, or `None` when some operand is not supported.
    fn signature(&mut self, src: NodeId, vt: Mvt, orig_dst_rc: Option<ClassId>) -> Collected<Option<Signature>> {
        let cdp = self.cdp;
        let node = cdp.node(src);
        if node.is_leaf() {
            return Ok(None);
        }
        match self.op_name(src) {
            Some("imm") => return Ok(Some(vec![OpKind::Imm(0)])),
            Some("fpimm") => return Ok(Some(vec![OpKind::Fp])),
            _ => {}
        }
        let mut sig = Signature::new();
        let mut dst_rc: Option<ClassId> = None;
        for &op in &node.children {
            let o = cdp.node(op);
            if !o.is_leaf() && self.op_name(op) == Some("imm") {
                let mut code = 0;
                if let Some(call) = o.preds().first() {
                    let f = PredicateFn { frag: call.frag };
                    // More than one predicate on an immediate is left to the
                    // DAG selector, as are predicates reading operands.
                    if o.preds().len() > 1 || !f.is_immediate_pattern(self.rk) || f.uses_operands(self.rk) {
                        return Ok(None);
                    }
                    let ignore = self
                        .rk
                        .value_as_bit(call.frag, "FastIselShouldIgnore")
                        .map_err(|e| Fatal::field(self.rk, e))?;
                    if ignore {
                        return Ok(None);
                    }
                    code = self.imm_predicate_id(call.frag)? + 1;
                }
                sig.push(OpKind::Imm(code));
                continue;
            }
            if !o.preds().is_empty() || o.types.len() != 1 {
                return Ok(None);
            }
            if !o.is_leaf() {
                if self.op_name(op) == Some("fpimm") {
                    sig.push(OpKind::Fp);
                    continue;
                }
                return Ok(None);
            }
            // Operands of another type (variable shifts on X86) are not
            // handled.
            if self.simple_type(op) != Some(vt) {
                return Ok(None);
            }
            let Some(mut leaf) = o.leaf_def() else { return Ok(None) };
            if isa(self.rk, leaf, self.cls.register_operand) {
                leaf = self.rk.value_as_def(leaf, "RegClass").map_err(|e| Fatal::field(self.rk, e))?;
            }
            let rc = if isa(self.rk, leaf, self.cls.register_class) {
                Some(self.register_class(leaf)?)
            } else if isa(self.rk, leaf, self.cls.register) {
                self.reg_class_for_register(leaf)
            } else if isa(self.rk, leaf, self.cls.value_type) {
                orig_dst_rc
            } else {
                return Ok(None);
            };
            let Some(rc) = rc else { return Ok(None) };
            match dst_rc {
                Some(d) if d != rc && !self.bank.class(d).has_sub_class(rc) => return Ok(None),
                Some(_) => {}
                None => dst_rc = Some(rc),
            }
            sig.push(OpKind::Reg);
        }
        Ok(Some(sig))
    }

    /// LLVM's `PhyRegForNode`: the qualified register an operand names, or
    /// empty.
    fn phys_reg(&self, n: NodeId) -> Collected<String> {
        let Some(d) = self.cdp.node(n).leaf_def() else { return Ok(String::new()) };
        if !isa(self.rk, d, self.cls.register) {
            return Ok(String::new());
        }
        let ns = self.rk.value_as_string(d, "Namespace").map_err(|e| Fatal::field(self.rk, e))?;
        Ok(format!("{ns}::{}", self.name(d)))
    }

    /// The sub-register operand of an `EXTRACT_SUBREG` as LLVM prints it.
    fn sub_reg_name(&self, n: NodeId) -> Collected<String> {
        Ok(match self.cdp.node(n).op {
            crate::model::patterns::Op::Leaf(Leaf::Def(d)) => self.qualified_name(d)?,
            crate::model::patterns::Op::Leaf(Leaf::Int(v)) => v.to_string(),
            crate::model::patterns::Op::Leaf(Leaf::Unset) => "?".to_string(),
            crate::model::patterns::Op::Leaf(Leaf::Other(i)) => self.rk.as_string(i),
            crate::model::patterns::Op::Node(_) => String::new(),
        })
    }

    /// LLVM's `collectPatterns`, in pattern order (the first fatal error
    /// wins, as in LLVM).
    fn collect(&mut self) -> Collected<()> {
        let cdp = self.cdp;
        for p in &cdp.patterns {
            self.collect_one(p)?;
        }
        Ok(())
    }

    fn collect_one(&mut self, p: &crate::model::patterns::PatternToMatch) -> Collected<()> {
        let (rk, cdp) = (self.rk, self.cdp);
        let dst = cdp.node(p.dst);
        let Some(op) = dst.operator() else { return Ok(()) };
        if !isa(rk, op, self.cls.instruction) {
            return Ok(());
        }
        let Some(ii) = self.instrs.get(op) else { return Ok(()) };
        if ii.operands.operands.is_empty() {
            return Ok(());
        }
        if rk.value_as_bit(op, "FastISelShouldIgnore").map_err(|e| Fatal::field(rk, e))? {
            return Ok(());
        }
        // Patterns emitting several instructions are left to the DAG
        // selector.
        let multi =
            dst.children.iter().any(|&c| cdp.node(c).operator().is_some_and(|o| isa(rk, o, self.cls.instruction)));
        if multi {
            return Ok(());
        }
        let extract = self.name(op) == "EXTRACT_SUBREG";
        let mut dst_rc = None;
        let mut sub_reg = String::new();
        if !extract {
            let mut rec0 = ii.operands.operands[0].rec;
            if isa(rk, rec0, self.cls.register_operand) {
                rec0 = rk.value_as_def(rec0, "RegClass").map_err(|e| Fatal::field(rk, e))?;
            }
            if !isa(rk, rec0, self.cls.register_class) {
                return Ok(());
            }
            dst_rc = Some(self.register_class(rec0)?);
        } else {
            let Some(&idx) = dst.children.get(1) else { return Ok(()) };
            if !cdp.node(idx).is_leaf() {
                return Ok(());
            }
            sub_reg = self.sub_reg_name(idx)?;
        }

        let src = cdp.node(p.src);
        if src.is_leaf() || src.types.len() > 1 {
            return Ok(());
        }
        let Some(src_op) = src.operator() else { return Ok(()) };
        // A source whose operator is not a node (a complex pattern) has no
        // opcode to dispatch on; llvm-tblgen reads past its node table.
        let Some(info) = cdp.sd_node(src_op) else { return Ok(()) };
        let opcode = info.enum_name.clone();
        let ret_vt = if src.types.is_empty() {
            cdp.mvts.is_void
        } else {
            let Some(t) = self.simple_type(p.src) else { return Ok(()) };
            t
        };
        let vt = match src.children.first() {
            Some(&c0) => {
                let Some(t) = self.simple_type(c0) else { return Ok(()) };
                t
            }
            None => ret_vt,
        };
        if !src.preds().is_empty() {
            return Ok(());
        }
        let orig_dst_rc = dst_rc;
        let Some(sig) = self.signature(p.src, vt, orig_dst_rc)? else { return Ok(()) };

        let mut phys_regs = Vec::new();
        if matches!(self.name(src_op), "imm" | "fpimm") {
            phys_regs.push(String::new());
        } else {
            // The source's non-register operands must be the result's
            // operands, in order.
            let mut dst_index = 0;
            for &c in &src.children {
                let reg = self.phys_reg(c)?;
                if reg.is_empty() {
                    let same = dst.children.get(dst_index).is_some_and(|&d| self.node_name(d) == self.node_name(c));
                    if !same {
                        return Ok(());
                    }
                    dst_index += 1;
                }
                phys_regs.push(reg);
            }
            if !extract && dst_index < dst.children.len() {
                return Ok(());
            }
        }

        let stripped: String = sig
            .iter()
            .map(|k| match k {
                OpKind::Reg => 'r',
                OpKind::Fp => 'f',
                OpKind::Imm(_) => 'i',
            })
            .collect();
        if !matches!(stripped.as_str(), "" | "r" | "rr" | "ri" | "i" | "f") {
            return Ok(());
        }

        let predicate = p.predicate_check(rk);
        let candidate = Candidate {
            inst: self.name(op).to_string(),
            reg_class: dst_rc.map(|c| self.bank.class(c).name.clone()).unwrap_or_default(),
            sub_reg,
            phys_regs,
            predicate: predicate.clone(),
        };
        let complexity = p.complexity(rk, cdp);
        if !self.seen.insert((sig.clone(), opcode.clone(), vt, ret_vt, predicate)) {
            return Err(Fatal::at(rk, p.src_record, "Duplicate predicate in FastISel table!"));
        }
        self.simple
            .entry(sig.clone())
            .or_default()
            .entry(opcode)
            .or_default()
            .entry(vt)
            .or_default()
            .entry(ret_vt)
            .or_default()
            .push((complexity, candidate));
        if sig.iter().any(|k| matches!(k, OpKind::Imm(c) if *c != 0)) {
            let plain: Signature = sig.iter().map(|k| k.without_imm_code()).collect();
            self.constant_forms.entry(plain).or_default().push(sig);
        }
        Ok(())
    }

    /// A node's `$name` (empty for none).
    fn node_name(&self, n: NodeId) -> &str {
        self.cdp.node(n).name.and_then(|s| self.rk.inits.as_str(s)).unwrap_or("")
    }

    /// Orders the collected tables as LLVM prints them, with the printer's
    /// check that an unconditional candidate comes last.
    fn finish(&mut self, target: &str, namespace: &str) -> Collected<FastIselTables> {
        let rk = self.rk;
        let mut imm_predicates = Vec::new();
        for &frag in &self.imm_preds {
            let f = PredicateFn { frag };
            let ty = self
                .cdp
                .fragment(frag)
                .and_then(|fr| fr.trees.first())
                .and_then(|&t| self.cdp.node(t).types.first())
                .map(|t| t.value_type(self.cdp.mvts.other))
                .and_then(|v| v.map.get(&crate::model::codegen::DEFAULT_MODE).copied())
                .unwrap_or(self.cdp.mvts.other);
            imm_predicates.push(ImmPredicate {
                name: rk.name_str(frag).to_string(),
                code: f.immediate_predicate_code(rk),
                vt: self.vt(ty),
            });
        }
        let simple = std::mem::take(&mut self.simple);
        let mut signatures = Vec::with_capacity(simple.len());
        for (signature, by_opcode) in simple {
            let mut opcodes = Vec::with_capacity(by_opcode.len());
            for (opcode, by_type) in by_opcode {
                let mut types = Vec::with_capacity(by_type.len());
                for (vt, by_ret) in by_type {
                    let mut rets = Vec::with_capacity(by_ret.len());
                    for (ret_vt, memos) in by_ret {
                        let (candidates, has_unconditional) = order_candidates(memos)?;
                        rets.push(RetGroup { ret_vt: self.vt(ret_vt), candidates, has_unconditional });
                    }
                    types.push(TypeGroup { vt: self.vt(vt), rets });
                }
                opcodes.push(OpcodeGroup { opcode, types });
            }
            let mut constrained_forms = self.constant_forms.remove(&signature).unwrap_or_default();
            constrained_forms.sort();
            constrained_forms.dedup();
            signatures.push(SignatureGroup { signature, opcodes, constrained_forms });
        }
        Ok(FastIselTables { target: target.to_string(), namespace: namespace.to_string(), imm_predicates, signatures })
    }
}

/// The candidates in the order they are tried: a multimap keyed by
/// complexity walked backwards (highest first, later patterns first among
/// equals). An unconditional candidate followed by a conditional one is
/// LLVM's printer's fatal error.
fn order_candidates(memos: Memos) -> Collected<(Vec<Candidate>, bool)> {
    let mut memos = memos;
    memos.reverse();
    memos.sort_by_key(|m| std::cmp::Reverse(m.0));
    let mut unconditional = false;
    let mut out = Vec::with_capacity(memos.len());
    for (_, m) in memos {
        if m.predicate.is_empty() {
            unconditional = true;
        } else if unconditional {
            return Err(Fatal {
                locs: Vec::new(),
                msg: format!(
                    "Multiple instructions match and one with no predicate came before one with a predicate!  name:{}  predicate: {}",
                    m.inst, m.predicate
                ),
            });
        }
        out.push(m);
    }
    Ok((out, unconditional))
}
