//! The patterns to match (LLVM's `PatternToMatch`): `Pat`/`Pattern`
//! records and instruction patterns after inference, their complexity,
//! predicate check, and the order `-gen-dag-isel` sorts them in.

use std::collections::BTreeMap;

use tablegen_core::init::Init;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::cx::TreePattern;
use super::cx::{Cls, Cx, Diag, R};
use super::fork::Step;
use super::print::tree_string;
use super::tree::{Leaf, NodeId, Op};
use super::CodeGenDagPatterns;
use crate::model::codegen::DEFAULT_MODE;
use crate::model::intrinsics::Sdnp;

/// One pattern to match and the tree it produces.
#[derive(Clone, Debug)]
pub struct PatternToMatch {
    /// The record the pattern comes from (`Pat` or instruction).
    pub src_record: RecId,
    /// `Predicates` of that record (a list value).
    pub predicates: Init,
    /// The tree to match.
    pub src: NodeId,
    /// The tree to produce.
    pub dst: NodeId,
    /// Physical registers the result defines.
    pub dst_regs: Vec<RecId>,
    /// The hardware-mode condition (empty: none).
    pub hw_mode_features: String,
    /// `AddedComplexity`, as LLVM's `int` keeps it: the low 32 bits of the
    /// record's value, signed.
    pub added_complexity: i32,
    /// `GISelShouldIgnore`.
    pub gisel_should_ignore: bool,
    /// LLVM's ID: the record's, or a fresh one for variants and mode
    /// expansions (greater than every record's).
    pub id: u32,
}

impl PatternToMatch {
    /// The source tree as LLVM prints it.
    pub fn src_string(&self, rk: &RecordKeeper, cdp: &CodeGenDagPatterns) -> String {
        tree_string(rk, &cdp.arena, &cdp.mvts, self.src)
    }

    /// The destination tree as LLVM prints it.
    pub fn dst_string(&self, rk: &RecordKeeper, cdp: &CodeGenDagPatterns) -> String {
        tree_string(rk, &cdp.arena, &cdp.mvts, self.dst)
    }

    /// LLVM's `getPatternComplexity`: the pattern's size (an `unsigned`)
    /// plus `AddedComplexity`, read back as an `int`, so that a complexity
    /// near `INT_MAX` wraps as it does in LLVM, and reorders the matcher.
    pub fn complexity(&self, rk: &RecordKeeper, cdp: &CodeGenDagPatterns) -> i32 {
        pattern_size(rk, cdp, self.src).wrapping_add(self.added_complexity as u32) as i32
    }

    /// The `Predicate` records, sorted by name and unique (LLVM's
    /// `getPredicateRecords`).
    pub fn predicate_records(&self, rk: &RecordKeeper) -> Vec<RecId> {
        let mut out: Vec<RecId> = rk
            .inits
            .list_elems(self.predicates)
            .unwrap_or(&[])
            .iter()
            .filter_map(|&v| rk.inits.as_def(v))
            .filter(|&d| rk.is_subclass_of_name(d, "Predicate"))
            .collect();
        crate::support::sort::sort_by(&mut out, |a, b| {
            tablegen_core::record::compare_numeric(rk.name_str(*a), rk.name_str(*b)).is_lt()
        });
        out.dedup();
        out
    }

    /// LLVM's `getPredicateCheck`: the `CondString`s, parenthesized and
    /// joined by ` && `, then the hardware-mode condition.
    pub fn predicate_check(&self, rk: &RecordKeeper) -> String {
        let mut s = String::new();
        for p in self.predicate_records(rk) {
            let c = rk.value_as_string(p, "CondString").unwrap_or("");
            if c.is_empty() {
                continue;
            }
            if !s.is_empty() {
                s.push_str(" && ");
            }
            s.push('(');
            s.push_str(c);
            s.push(')');
        }
        if !self.hw_mode_features.is_empty() {
            if !s.is_empty() {
                s.push_str(" && ");
            }
            s.push_str(&self.hw_mode_features);
        }
        s
    }
}

/// A pattern's condition as the records it is made of: what LLVM's
/// `getPredicateCheck` prints, structured, so that a writer can call one
/// hook per `Predicate` record instead of one per conjunction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PredicateCondition {
    /// The `Predicate` records with a `CondString`, in the C++'s order.
    pub predicates: Vec<RecId>,
    /// The hardware-mode part.
    pub hw_mode: ModeCheck,
}

/// The hardware-mode part of a [`PredicateCondition`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModeCheck {
    /// None.
    Always,
    /// The pattern is a mode's copy: all of the mode's `Predicates`.
    In(Vec<RecId>),
    /// The default mode's copy: for each other mode the pattern has, not
    /// all of that mode's `Predicates`.
    NotIn(Vec<Vec<RecId>>),
    /// A check that is none of these (never made by this model; kept so
    /// that a writer falls back on the C++ text rather than guess).
    Other,
}

impl PatternToMatch {
    /// The condition of [`Self::predicate_check`] as records, with the
    /// hardware modes of `modes` (the pattern model's).
    pub fn predicate_condition(&self, rk: &RecordKeeper, modes: &crate::model::codegen::HwModes) -> PredicateCondition {
        let predicates: Vec<RecId> = self
            .predicate_records(rk)
            .into_iter()
            .filter(|&p| !rk.value_as_string(p, "CondString").unwrap_or("").is_empty())
            .collect();
        let check = self.hw_mode_features.as_str();
        let hw_mode = if check.is_empty() {
            ModeCheck::Always
        } else if let Some(m) = modes.modes.iter().find(|m| m.predicates == check) {
            ModeCheck::In(m.predicate_defs.clone())
        } else {
            // `!(P1) && !(P2)`, as `expand_hw_modes` joins them.
            let mut not_in = Vec::new();
            let mut rest = check;
            let negated = |rest: &str| {
                modes.modes.iter().find(|m| {
                    rest.strip_prefix("!(")
                        .and_then(|r| r.strip_prefix(m.predicates.as_str()))
                        .is_some_and(|r| r == ")" || r.starts_with(") && !("))
                })
            };
            while let Some(m) = negated(rest) {
                not_in.push(m.predicate_defs.clone());
                rest = &rest[2 + m.predicates.len() + 1..];
                match rest.strip_prefix(" && ") {
                    Some(r) => rest = r,
                    None => break,
                }
            }
            if rest.is_empty() && !not_in.is_empty() {
                ModeCheck::NotIn(not_in)
            } else {
                ModeCheck::Other
            }
        };
        PredicateCondition { predicates, hw_mode }
    }
}

fn complex_of<'c>(rk: &RecordKeeper, cdp: &'c CodeGenDagPatterns, n: NodeId) -> Option<&'c super::ComplexPattern> {
    let node = cdp.node(n);
    let r = match node.op {
        Op::Node(r) | Op::Leaf(Leaf::Def(r)) => r,
        _ => return None,
    };
    let _ = rk;
    cdp.complex_patterns.get(&r)
}

fn is_imm_all_ones_zeros(rk: &RecordKeeper, cdp: &CodeGenDagPatterns, n: NodeId) -> bool {
    cdp.node(n).leaf_def().is_some_and(|d| matches!(rk.name_str(d), "immAllOnesV" | "immAllZerosV"))
}

/// LLVM's `getPatternSize`.
fn pattern_size(rk: &RecordKeeper, cdp: &CodeGenDagPatterns, n: NodeId) -> u32 {
    tablegen_core::stack::guard(|| {
        let node = cdp.node(n);
        let mut size: u32 = 3;
        if node.leaf_int().is_some() {
            size = size.wrapping_add(2);
        }
        if let Some(cp) = complex_of(rk, cdp, n) {
            return size.wrapping_add(cp.complexity);
        }
        if !node.preds().is_empty() {
            size = size.wrapping_add(1);
        }
        for &c in &node.children {
            let child = cdp.node(c);
            if !child.is_leaf()
                && !child.types.is_empty()
                && child.types[0].machine_value_type() != Some(cdp.mvts.other)
            {
                size = size.wrapping_add(pattern_size(rk, cdp, c));
                continue;
            }
            if child.is_leaf() {
                if child.leaf_int().is_some() {
                    size = size.wrapping_add(5);
                } else if complex_of(rk, cdp, c).is_some() {
                    size = size.wrapping_add(pattern_size(rk, cdp, c));
                } else if is_imm_all_ones_zeros(rk, cdp, c) {
                    size = size.wrapping_add(4);
                } else if !child.preds().is_empty() {
                    size = size.wrapping_add(1);
                }
            }
        }
        size
    })
}

fn result_cost(rk: &RecordKeeper, cdp: &CodeGenDagPatterns, n: NodeId) -> u32 {
    tablegen_core::stack::guard(|| {
        let node = cdp.node(n);
        let Some(op) = node.operator() else { return 0 };
        let mut cost: u32 = 0;
        if rk.is_subclass_of_name(op, "Instruction") {
            cost += 1;
            if rk.value_as_bit(op, "usesCustomInserter").unwrap_or(false) {
                cost += 10;
            }
        }
        node.children.iter().fold(cost, |sum, &c| sum.wrapping_add(result_cost(rk, cdp, c)))
    })
}

/// LLVM's `getResultPatternSize`: the `CodeSize`s summed in an `unsigned`.
fn result_size(rk: &RecordKeeper, cdp: &CodeGenDagPatterns, n: NodeId) -> u32 {
    tablegen_core::stack::guard(|| {
        let node = cdp.node(n);
        let Some(op) = node.operator() else { return 0 };
        let mut cost: u32 = 0;
        if rk.is_subclass_of_name(op, "Instruction") {
            cost = rk.value_as_int(op, "CodeSize").unwrap_or(0) as u32;
        }
        node.children.iter().fold(cost, |sum, &c| sum.wrapping_add(result_size(rk, cdp, c)))
    })
}

/// The patterns in DAGISelEmitter's order.
pub(super) fn sorted<'c>(cdp: &'c CodeGenDagPatterns, rk: &RecordKeeper) -> Vec<&'c PatternToMatch> {
    struct Key {
        vec: bool,
        fp: bool,
        complexity: i32,
        cost: u32,
        size: u32,
        id: u32,
    }
    let keys: Vec<Key> = cdp
        .patterns
        .iter()
        .map(|p| {
            let t = cdp.node(p.src).types.first().and_then(|t| t.machine_value_type()).unwrap_or(cdp.mvts.other);
            Key {
                vec: cdp.mvts.is_vector(t),
                fp: cdp.mvts.is_fp(t),
                complexity: p.complexity(rk, cdp),
                cost: result_cost(rk, cdp, p.dst),
                size: result_size(rk, cdp, p.dst),
                id: p.id,
            }
        })
        .collect();
    let mut idx: Vec<usize> = (0..cdp.patterns.len()).collect();
    let less = |a: usize, b: usize| -> bool {
        let (l, r) = (&keys[a], &keys[b]);
        if l.vec != r.vec {
            return r.vec;
        }
        if l.fp != r.fp {
            return r.fp;
        }
        if l.complexity != r.complexity {
            return l.complexity > r.complexity;
        }
        if l.cost != r.cost {
            return l.cost < r.cost;
        }
        if l.size != r.size {
            return l.size < r.size;
        }
        l.id < r.id
    };
    let _ = crate::support::sort::stable_sort(&mut idx, &mut |a, b| Ok::<bool, ()>(less(a, b)));
    idx.into_iter().map(|i| &cdp.patterns[i]).collect()
}

impl Cx<'_> {
    fn only_on_rhs_of_commutative(&self, n: NodeId) -> bool {
        let node = self.node(n);
        if node.operator().is_some_and(|o| self.name(o) == "imm") {
            return true;
        }
        if node.leaf_int().is_some() {
            return true;
        }
        node.leaf_def().is_some_and(|d| matches!(self.name(d), "immAllOnesV" | "immAllZerosV"))
    }

    /// An operator of a source tree that is neither a node, an intrinsic
    /// call nor a complex pattern.
    fn foreign_operator(&self, n: NodeId) -> Option<RecId> {
        tablegen_core::stack::guard(|| {
            let node = self.node(n);
            let op = node.operator()?;
            if !self.m.sd_nodes.contains_key(&op) && !self.isa(op, Cls::ComplexPattern) {
                return Some(op);
            }
            node.children.iter().find_map(|&c| self.foreign_operator(c))
        })
    }

    /// Whether the intrinsic a node calls is commutative.
    pub(super) fn is_commutative_intrinsic(&self, n: NodeId) -> bool {
        self.node_intrinsic(n).is_some_and(|i| self.m.intrinsics.intrinsics[i].is_commutative)
    }

    /// LLVM's `canPatternMatch`; `Err` holds the reason.
    pub(super) fn can_pattern_match(&self, n: NodeId) -> Result<(), &'static str> {
        tablegen_core::stack::guard(|| {
            let node = self.node(n);
            let Some(op) = node.operator() else { return Ok(()) };
            for &c in &node.children {
                self.can_pattern_match(c)?;
            }
            if self.isa(op, Cls::Intrinsic) || self.isa(op, Cls::ComplexPattern) {
                return Ok(());
            }
            let commutative = self.m.sd_nodes.get(&op).is_some_and(|i| i.has(Sdnp::Commutative));
            let comm_intr = self.is_commutative_intrinsic(n);
            if (commutative || comm_intr) && !node.children.is_empty() {
                let last = node.children[node.children.len() - 1];
                if !self.only_on_rhs_of_commutative(last) {
                    let skip = usize::from(comm_intr);
                    for i in skip..node.children.len() - 1 {
                        if self.only_on_rhs_of_commutative(node.children[i]) {
                            return Err("Immediate value must be on the RHS of commutative operators!");
                        }
                    }
                }
            }
            Ok(())
        })
    }

    /// LLVM's `FindNames`.
    fn find_names(&mut self, tp: &mut TreePattern, n: NodeId, names: &mut BTreeMap<String, (NodeId, u32)>) {
        let node = self.node(n).clone();
        if let Some(name) = node.name {
            let s = self.rk.inits.as_str(name).unwrap_or("").to_string();
            let e = names.entry(s.clone()).or_insert((n, 0));
            e.1 += 1;
            if e.1 > 1 {
                let first = e.0;
                let (a, b) = (&self.node(first).types, &node.types);
                if a.len() != b.len() || a.iter().zip(b).any(|(x, y)| !x.same(y)) {
                    self.tp_error(tp, format!("repetition of value: ${s} where different uses have different types!"));
                }
            }
        }
        for &c in &node.children {
            tablegen_core::stack::guard(|| self.find_names(tp, c, names));
        }
    }

    /// LLVM's `AddPatternToMatch`.
    fn add_pattern_to_match(&mut self, tp: &mut TreePattern, p: PatternToMatch) {
        // An instruction or transform can only reach a source tree through
        // an `OutPatFrag`; llvm-tblgen reads it as an SDNode and runs out of
        // memory. Say what is wrong instead.
        if let Some(op) = self.foreign_operator(p.src) {
            let msg = format!("Cannot use '{}' in an input pattern!", self.name(op));
            self.tp_error(tp, msg);
            return;
        }
        if let Err(reason) = self.can_pattern_match(p.src) {
            let locs = self.locs(tp.rec);
            self.diags.push(Diag::Warning(locs, format!("Pattern can never match: {reason}")));
            return;
        }
        let src_op = match self.node(p.src).op {
            Op::Node(r) | Op::Leaf(Leaf::Def(r)) => Some(r),
            _ => None,
        };
        if let Some(cp) = src_op.and_then(|r| self.m.complex_patterns.get(&r)) {
            if cp.root_nodes.is_empty() {
                self.tp_error(tp, "ComplexPattern at root must specify list of opcodes it could match");
            }
        }
        let mut src_names = BTreeMap::new();
        let mut dst_names = BTreeMap::new();
        self.find_names(tp, p.src, &mut src_names);
        self.find_names(tp, p.dst, &mut dst_names);
        for k in dst_names.keys() {
            if !src_names.contains_key(k) {
                self.tp_error(tp, format!("Pattern has input without matching name in output: ${k}"));
            }
        }
        for (k, (_, count)) in &src_names {
            if !dst_names.contains_key(k) && *count == 1 {
                self.tp_error(tp, format!("Pattern has dead named input: ${k}"));
            }
        }
        self.push_pattern(p);
    }

    /// Adds a pattern to the list.
    fn push_pattern(&mut self, p: PatternToMatch) {
        self.m.patterns.push(p);
    }

    /// LLVM's `PromoteXForms`.
    fn promote_xforms(&mut self, n: NodeId) -> NodeId {
        tablegen_core::stack::guard(|| {
            if let Some(x) = self.node(n).xform() {
                self.arena().get_mut(n).set_xform(None);
                let inner = self.promote_xforms(n);
                let nt = self.node(n).types.len();
                return self.arena().add(super::tree::Node::new(
                    Op::Node(x),
                    super::tree::Children::from_iter([inner]),
                    nt,
                ));
            }
            let children = self.node(n).children.clone();
            for (i, c) in children.into_iter().enumerate() {
                let nc = self.promote_xforms(c);
                self.arena().get_mut(n).children[i] = nc;
            }
            n
        })
    }

    /// LLVM's `ParseOnePattern`.
    pub(super) fn parse_one_pattern(
        &mut self,
        def: RecId,
        pattern: &mut TreePattern,
        result: &mut TreePattern,
        imp: &[RecId],
        should_ignore: bool,
    ) -> R<()> {
        self.inline_pattern(pattern)?;
        self.inline_pattern(result)?;
        if result.trees.len() != 1 {
            self.tp_error(result, "Cannot use multi-alternative fragments in result pattern!");
            if result.trees.is_empty() {
                return Ok(());
            }
        }
        let (mut all_pat, mut all_res);
        let mut rounds = 0u32;
        loop {
            rounds += 1;
            if rounds > 10_000 {
                return self.fatal_at(def, "type inference does not converge");
            }
            self.named_nodes(pattern);
            let named = pattern.named.clone().unwrap_or_default();
            all_pat = self.infer_all_types(pattern, Some(&named))?;
            all_res = self.infer_all_types(result, Some(&named))?;
            let mut iterate = false;
            let rt = result.trees[0];
            for &t in &pattern.trees.clone() {
                let n = self.node(rt).types.len().min(self.node(t).types.len());
                for i in 0..n {
                    let ty = self.node(rt).types[i].clone();
                    iterate |= self.update_node_type(result, t, i, &ty)?;
                    let ty = self.node(t).types[i].clone();
                    iterate |= self.update_node_type(result, rt, i, &ty)?;
                }
            }
            if !iterate && all_pat && !all_res {
                iterate = self.force_arbitrary_inst_result(result, rt)?;
            }
            if !iterate {
                break;
            }
        }
        if !all_pat {
            self.tp_error(pattern, "Could not infer all types in pattern!");
        }
        if !all_res {
            let dump = self.pattern_string(pattern);
            self.diags.push(Diag::Raw(dump));
            self.tp_error(result, "Could not infer all types in pattern result!");
        }
        let dst = self.promote_xforms(result.trees[0]);
        let mut temp = self.pattern_from_tree(result.rec, dst, false);
        self.infer_all_types(&mut temp, None)?;
        let preds = self.rk.value_init(def, "Predicates");
        let preds = self.field(preds)?;
        // LLVM stores it in an `int`: the low 32 bits, signed.
        let complexity = self.int_field(def, "AddedComplexity")? as i32;
        let dst = temp.trees[0];
        if self.has_possible_type(dst) {
            for &t in &pattern.trees.clone() {
                if self.has_possible_type(t) {
                    let p = PatternToMatch {
                        src_record: def,
                        predicates: preds,
                        src: t,
                        dst,
                        dst_regs: imp.to_vec(),
                        hw_mode_features: String::new(),
                        added_complexity: complexity,
                        gisel_should_ignore: should_ignore,
                        id: self.rk.record(def).id,
                    };
                    self.add_pattern_to_match(pattern, p);
                }
            }
        }
        Ok(())
    }

    /// LLVM's `hasPossibleType`.
    fn has_possible_type(&self, n: NodeId) -> bool {
        tablegen_core::stack::guard(|| {
            let node = self.node(n);
            node.types.iter().all(|t| t.is_possible()) && node.children.iter().all(|&c| self.has_possible_type(c))
        })
    }

    /// LLVM's `ParsePatterns`.
    pub(super) fn parse_patterns(&mut self) -> R<()> {
        let Ok(defs) = self.rk.all_derived_definitions("Pattern") else { return Ok(()) };
        self.for_each_split(&defs, Step::Patterns, |cx, def| cx.parse_pattern(def))
    }

    /// One `Pattern` def of `ParsePatterns`.
    fn parse_pattern(&mut self, def: RecId) -> R<()> {
        let tree = self.rk.value_as_dag(def, "PatternToMatch");
        let tree = self.field(tree)?;
        if self.has_null_frag(tree) {
            return Ok(());
        }
        let mut pattern = self.pattern_from_dag(def, tree, true)?;
        let list = self.rk.value_as_list(def, "ResultInstrs");
        let list = self.field(list)?.to_vec();
        if list.is_empty() {
            return Ok(());
        }
        let mut result = self.pattern_from_list(def, &list, false)?;
        if result.trees.len() != 1 {
            self.tp_error(&mut result, "Cannot handle instructions producing instructions with temporaries yet!");
        }
        let mut inputs = BTreeMap::new();
        let mut results = Vec::new();
        let mut imp = Vec::new();
        for j in 0..pattern.trees.len() {
            let t = pattern.trees[j];
            self.find_inputs_and_outputs(&mut pattern, t, &mut inputs, &mut results, &mut imp)?;
        }
        let ignore = self.rk.value_as_bit(def, "GISelShouldIgnore");
        let ignore = self.field(ignore)?;
        self.parse_one_pattern(def, &mut pattern, &mut result, &imp, ignore)
    }

    fn collect_modes(&self, n: NodeId, modes: &mut std::collections::BTreeSet<u32>) {
        let node = self.node(n);
        for t in &node.types {
            modes.extend(t.map.keys().copied());
        }
        for &c in &node.children {
            self.collect_modes(c, modes);
        }
    }

    fn has_proper_type_by_hw_mode(&self, n: NodeId) -> bool {
        let node = self.node(n);
        node.types.iter().any(|t| !t.is_simple()) || node.children.iter().any(|&c| self.has_proper_type_by_hw_mode(c))
    }

    fn set_default_mode(&mut self, n: NodeId, mode: u32) -> bool {
        let node = self.arena().get_mut(n);
        for t in &mut node.types {
            t.make_simple(mode);
            if t.get(DEFAULT_MODE).is_empty() {
                return false;
            }
        }
        let children = node.children.clone();
        children.into_iter().all(|c| self.set_default_mode(c, mode))
    }

    /// LLVM's `ExpandHwModeBasedTypes`.
    pub(super) fn expand_hw_mode_types(&mut self) -> R<()> {
        if self.m.hw_modes.modes.is_empty() {
            return Ok(());
        }
        let copy = std::mem::take(&mut self.m.patterns);
        for p in copy {
            let src_p = self.has_proper_type_by_hw_mode(p.src);
            let dst_p = self.has_proper_type_by_hw_mode(p.dst);
            if !src_p && !dst_p {
                self.m.patterns.push(p);
                continue;
            }
            let mut modes = std::collections::BTreeSet::new();
            if src_p {
                self.collect_modes(p.src, &mut modes);
            }
            if dst_p {
                self.collect_modes(p.dst, &mut modes);
            }
            let mut default_check = String::new();
            for &m in &modes {
                if m == DEFAULT_MODE {
                    continue;
                }
                let preds = self.m.hw_modes.modes.get(m as usize - 1).map(|h| h.predicates.clone()).unwrap_or_default();
                self.append_mode_pattern(&p, m, preds.clone());
                if !default_check.is_empty() {
                    default_check.push_str(" && ");
                }
                default_check.push_str("!(");
                default_check.push_str(&preds);
                default_check.push(')');
            }
            if modes.contains(&DEFAULT_MODE) {
                self.append_mode_pattern(&p, DEFAULT_MODE, default_check);
            }
        }
        Ok(())
    }

    fn append_mode_pattern(&mut self, p: &PatternToMatch, mode: u32, check: String) {
        let src = self.arena().deep_clone(p.src);
        let dst = self.arena().deep_clone(p.dst);
        if !self.set_default_mode(src, mode) || !self.set_default_mode(dst, mode) {
            return;
        }
        let id = self.new_uid();
        let mut q = p.clone();
        q.src = src;
        q.dst = dst;
        q.id = id;
        q.hw_mode_features = check;
        self.m.patterns.push(q);
    }
}
