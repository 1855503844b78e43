//! Default operands and instruction patterns (LLVM's `ParseDefaultOperands`,
//! `parseInstructionPattern`, `FindPatternInputsAndOutputs`).

use std::collections::BTreeMap;

use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;

use super::cx::TreePattern;
use super::cx::{Cls, Cx, R};
use super::fork::Step;
use super::tree::{Children, Leaf, Node, NodeId, Op};
use super::DagInstruction;

/// `$name` inputs of an instruction pattern, by name text (LLVM's
/// `std::map<std::string, ...>`).
type Inputs = BTreeMap<String, NodeId>;

/// `$name` results, in insertion order (LLVM's `MapVector`); `None` once
/// consumed.
type Results = Vec<(Init, Option<NodeId>)>;

impl Cx<'_> {
    /// Whether a dag mentions `null_frag` (LLVM's `hasNullFragReference`).
    pub(super) fn has_null_frag(&self, dag: Init) -> bool {
        tablegen_core::stack::guard(|| {
            let InitKind::Dag { op, args, .. } = self.rk.inits.kind(dag) else { return false };
            let Some(op) = self.rk.inits.as_def(*op) else { return false };
            if self.name(op) == "null_frag" {
                return true;
            }
            for &a in self.rk.inits.slice(*args) {
                if self.rk.inits.as_def(a).is_some_and(|d| self.name(d) == "null_frag") {
                    return true;
                }
                if matches!(self.rk.inits.kind(a), InitKind::Dag { .. }) && self.has_null_frag(a) {
                    return true;
                }
            }
            false
        })
    }

    /// LLVM's `ParseDefaultOperands`.
    pub(super) fn parse_default_operands(&mut self) -> R<()> {
        let Ok(defs) = self.rk.all_derived_definitions("OperandWithDefaultOps") else { return Ok(()) };
        let Some(&some_node) = self.m.sd_nodes.keys().next() else { return Ok(()) };
        for (i, &def) in defs.iter().enumerate() {
            let dag = self.rk.value_as_dag(def, "DefaultOps");
            let dag = self.field(dag)?;
            let args = self.dag_parts(dag).map(|p| p.2).unwrap_or_default();
            let mut tp = TreePattern::empty(def, false);
            let root = self.parse_dag(&mut tp, Op::Node(some_node), &args, None, None, 0)?;
            tp.trees.push(root);
            let mut ops = Vec::new();
            for c in self.node(root).children.clone() {
                let mut guard = 0;
                while self.apply_type_constraints(&mut tp, c, false)? {
                    guard += 1;
                    if guard > 10_000 {
                        break;
                    }
                }
                if self.contains_unresolved(c) {
                    let msg = format!(
                        "Value #{i} of OperandWithDefaultOps '{}' doesn't have a concrete type!",
                        self.name(def)
                    );
                    return self.fatal_no_loc(msg);
                }
                ops.push(c);
            }
            self.m.default_operands.insert(def, ops);
        }
        Ok(())
    }

    /// LLVM's `ParseInstructions`: every instruction's pattern, then the
    /// pattern to match of each that has one (split over threads: see
    /// [`super::fork`]).
    pub(super) fn parse_instructions(&mut self) -> R<()> {
        let Ok(defs) = self.rk.all_derived_definitions("Instruction") else { return Ok(()) };
        self.for_each_split(&defs, Step::Instructions, |cx, def| cx.parse_instruction(def))?;
        let keys: Vec<RecId> = self.m.instructions.keys().copied().collect();
        self.for_each_split(&keys, Step::InstructionPatterns, |cx, def| cx.instruction_to_match(def))
    }

    /// One instruction of `ParseInstructions`' first loop.
    fn parse_instruction(&mut self, def: RecId) -> R<()> {
        let v = self.rk.value_init(def, "Pattern");
        let v = self.field(v)?;
        let list = match self.rk.inits.kind(v) {
            InitKind::List { elems, .. } => Some(self.rk.inits.slice(*elems).to_vec()),
            _ => None,
        };
        let no_pattern = match &list {
            None => true,
            Some(l) => l.is_empty() || l.iter().any(|&d| self.has_null_frag(d)),
        };
        let instrs = std::sync::Arc::clone(&self.instrs);
        let Some(cgi) = instrs.get(def) else { return Ok(()) };
        if no_pattern {
            let mut inst = DagInstruction::default();
            let ops = &cgi.operands;
            for (j, o) in ops.operands.iter().enumerate() {
                if j < ops.num_defs as usize {
                    inst.results.push(o.rec);
                } else {
                    inst.operands.push(o.rec);
                }
            }
            self.m.instructions.insert(def, inst);
            return Ok(());
        }
        let list = list.unwrap_or_default();
        self.parse_instruction_pattern(def, &list)
    }

    /// One instruction of `ParseInstructions`' second loop: its pattern to
    /// match, if it has a pattern.
    fn instruction_to_match(&mut self, def: RecId) -> R<()> {
        let Some(inst) = self.m.instructions.get(&def) else { return Ok(()) };
        if let (Some(src), Some(res)) = (inst.src_pattern, inst.result_pattern) {
            let imp = inst.imp_results.clone();
            let mut pattern = self.pattern_from_tree(def, src, true);
            let mut result = self.pattern_from_tree(def, res, false);
            self.parse_one_pattern(def, &mut pattern, &mut result, &imp, false)?;
        }
        Ok(())
    }

    fn check_operand_class(&self, op_rec: RecId, leaf: RecId) -> bool {
        op_rec == leaf || self.isa(leaf, Cls::ValueType) || self.isa(leaf, Cls::ComplexPattern)
    }

    fn parse_instruction_pattern(&mut self, def: RecId, list: &[Init]) -> R<()> {
        let instrs = std::sync::Arc::clone(&self.instrs);
        let Some(cgi) = instrs.get(def) else { return Ok(()) };
        let mut tp = self.pattern_from_list(def, list, true)?;
        let mut inputs = Inputs::new();
        let mut results = Results::new();
        let mut imp = Vec::new();
        for j in 0..tp.trees.len() {
            let pat = tp.trees[j];
            let types = self.node(pat).types.clone();
            if !types.is_empty() {
                let mut s = String::new();
                for (k, t) in types.iter().enumerate() {
                    if k > 0 {
                        s.push_str(", ");
                    }
                    t.write(&self.m.mvts, &mut s);
                }
                self.tp_error(
                    &mut tp,
                    format!("Top-level forms in instruction pattern should have void types, has types {s}"),
                );
            }
            self.find_inputs_and_outputs(&mut tp, pat, &mut inputs, &mut results, &mut imp)?;
        }
        let ops = &cgi.operands.operands;
        let num_results = results.len();
        let mut res_recs = Vec::new();
        let mut res_indices = Vec::new();
        let mut res_nodes = Vec::new();
        for i in 0..num_results {
            if i == ops.len() {
                let first = results.iter().find(|r| r.1.is_some()).map(|r| r.0);
                let s = first.and_then(|n| self.rk.inits.as_str(n)).unwrap_or("").to_string();
                self.tp_error(&mut tp, format!("'{s}' set but does not appear in operand list!"));
                return Ok(());
            }
            let op_name = ops[i].name.clone();
            let pos = results.iter().position(|(k, _)| self.rk.inits.as_str(*k) == Some(op_name.as_str()));
            let Some(pos) = pos.filter(|&p| results[p].1.is_some()) else {
                self.tp_error(&mut tp, format!("Operand ${op_name} does not exist in operand list!"));
                return Ok(());
            };
            let Some(rnode) = results[pos].1 else { return Ok(()) };
            let r = self.node(rnode).leaf_def();
            res_nodes.push(rnode);
            match r {
                None => {
                    let msg = format!(
                        "Operand ${op_name} should be a set destination: all outputs must occur before inputs in operand list!"
                    );
                    self.tp_error(&mut tp, msg);
                }
                Some(r) => {
                    if !self.check_operand_class(ops[i].rec, r) {
                        self.tp_error(&mut tp, format!("Operand ${op_name} class mismatch!"));
                    }
                }
            }
            res_recs.push(ops[i].rec);
            res_indices.push(pos as u32);
            results[pos].1 = None;
        }
        let mut result_operands = Vec::new();
        let mut operands = Vec::new();
        for (i, op) in ops.iter().enumerate().skip(num_results) {
            if op.name.is_empty() {
                self.tp_error(&mut tp, format!("Operand #{i} in operands list has no name!"));
                continue;
            }
            let Some(in_val) = inputs.remove(&op.name) else {
                if self.operand_has_default(op.rec) {
                    continue;
                }
                self.tp_error(&mut tp, format!("Operand ${} does not appear in the instruction pattern", op.name));
                continue;
            };
            if let Some(in_rec) = self.node(in_val).leaf_def() {
                if !self.check_operand_class(op.rec, in_rec) {
                    let msg =
                        format!("Operand ${}'s register class disagrees between the operand and pattern", op.name);
                    self.tp_error(&mut tp, msg);
                    continue;
                }
            }
            operands.push(op.rec);
            let mut op_node = self.arena().deep_clone(in_val);
            self.arena().get_mut(op_node).clear_preds();
            if let Some(x) = self.node(op_node).xform() {
                self.arena().get_mut(op_node).set_xform(None);
                let nt = self.node(op_node).types.len();
                op_node = self.arena().add(Node::new(Op::Node(x), Children::from_iter([op_node]), nt));
            }
            result_operands.push(op_node);
        }
        if let Some((first, _)) = inputs.iter().next() {
            let msg = format!("Input operand ${first} occurs in pattern but not in operands list!");
            self.tp_error(&mut tp, msg);
        }
        let nres = self.num_node_results(def, 0)? as usize;
        let result_pattern = self.arena().add(Node::new(Op::Node(def), result_operands.into(), nres));
        let mut perm: Vec<u32> = (0..nres as u32).collect();
        for (i, &rn) in res_nodes.iter().enumerate() {
            let t = self.node(rn).types.first().cloned().unwrap_or_default();
            let n = self.arena().get_mut(result_pattern);
            if i < n.types.len() {
                n.types[i] = t;
                perm[i] = res_indices[i];
            }
        }
        self.arena().get_mut(result_pattern).set_result_perm(perm);
        let Some(&pattern) = tp.trees.first() else { return Ok(()) };
        let src = match self.node(pattern).operator() {
            Some(op) if self.name(op) == "set" => match self.node(pattern).children.last() {
                Some(&last) => self.arena().deep_clone(last),
                None => pattern,
            },
            _ => pattern,
        };
        self.m.instructions.insert(
            def,
            DagInstruction {
                results: res_recs,
                operands,
                imp_results: imp,
                src_pattern: Some(src),
                result_pattern: Some(result_pattern),
            },
        );
        Ok(())
    }

    /// LLVM's `HandleUse`.
    fn handle_use(&mut self, tp: &mut TreePattern, pat: NodeId, inputs: &mut Inputs) -> R<bool> {
        let node = self.node(pat).clone();
        let Some(name) = node.name else {
            if let Some(d) = node.leaf_def() {
                if self.isa(d, Cls::RegisterClass) || self.isa(d, Cls::RegisterOperand) {
                    self.tp_error(tp, format!("Input {} must be named!", self.name(d)));
                }
            }
            return Ok(false);
        };
        let name_s = self.rk.inits.as_str(name).unwrap_or("").to_string();
        let rec = match node.op {
            Op::Leaf(Leaf::Def(d)) => d,
            Op::Node(r) => r,
            Op::Leaf(_) => {
                self.tp_error(tp, format!("Input ${name_s} must be an identifier!"));
                return Ok(false);
            }
        };
        if self.name(rec) == "srcvalue" {
            return Ok(false);
        }
        let Some(&slot) = inputs.get(&name_s) else {
            inputs.insert(name_s, pat);
            return Ok(true);
        };
        let slot_rec = match self.node(slot).op {
            Op::Leaf(Leaf::Def(d)) | Op::Node(d) => Some(d),
            _ => None,
        };
        if Some(rec) != slot_rec {
            self.tp_error(tp, format!("All ${name_s} inputs must agree with each other"));
        }
        if let Some(t) = self.node(pat).types.first().cloned() {
            if !self.node(slot).types.is_empty() {
                self.update_node_type(tp, slot, 0, &t)?;
            }
        }
        if let Some(t) = self.node(slot).types.first().cloned() {
            if !self.node(pat).types.is_empty() {
                self.update_node_type(tp, pat, 0, &t)?;
            }
        }
        let (a, b) = (&self.node(slot).types, &self.node(pat).types);
        if a.len() != b.len() || a.iter().zip(b).any(|(x, y)| !x.same(y)) {
            self.tp_error(tp, format!("All ${name_s} inputs must agree with each other"));
        }
        Ok(true)
    }

    /// LLVM's `FindPatternInputsAndOutputs`.
    pub(super) fn find_inputs_and_outputs(
        &mut self,
        tp: &mut TreePattern,
        pat: NodeId,
        inputs: &mut Inputs,
        results: &mut Results,
        imp: &mut Vec<RecId>,
    ) -> R<()> {
        tablegen_core::stack::guard(|| self.find_io_inner(tp, pat, inputs, results, imp))
    }

    fn find_io_inner(
        &mut self,
        tp: &mut TreePattern,
        mut pat: NodeId,
        inputs: &mut Inputs,
        results: &mut Results,
        imp: &mut Vec<RecId>,
    ) -> R<()> {
        if self.node(pat).name.is_some() {
            let mut src = self.pattern_from_tree(tp.rec, pat, true);
            self.inline_pattern(&mut src)?;
            self.infer_all_types(&mut src, None)?;
            match src.trees.first() {
                Some(&t) => pat = t,
                None => return Ok(()),
            }
        }
        let node = self.node(pat).clone();
        let Op::Node(op) = node.op else {
            let is_use = self.handle_use(tp, pat, inputs)?;
            if !is_use && node.xform().is_some() {
                self.tp_error(tp, "Cannot specify a transform function for a non-input value!");
            }
            return Ok(());
        };
        let oname = self.name(op);
        if oname == "implicit" {
            for &d in &node.children {
                let dn = self.node(d);
                if !dn.is_leaf() {
                    self.tp_error(tp, "implicitly defined value should be a register!");
                }
                let val = self.node(d).leaf_def();
                if !val.is_some_and(|v| self.isa(v, Cls::Register)) {
                    self.tp_error(tp, "implicitly defined value should be a register!");
                }
                if let Some(v) = val {
                    imp.push(v);
                }
            }
            return Ok(());
        }
        if oname != "set" {
            for &c in &node.children {
                if self.node(c).types.is_empty() {
                    self.tp_error(tp, "Cannot have void nodes inside of patterns!");
                }
                self.find_inputs_and_outputs(tp, c, inputs, results, imp)?;
            }
            let is_use = self.handle_use(tp, pat, inputs)?;
            if !is_use && node.xform().is_some() {
                self.tp_error(tp, "Cannot specify a transform function for a non-input value!");
            }
            return Ok(());
        }
        if node.children.is_empty() {
            self.tp_error(tp, "set requires operands!");
            return Ok(());
        }
        if node.xform().is_some() {
            self.tp_error(tp, "Cannot specify a transform function on a set node!");
        }
        let num_dests = node.children.len() - 1;
        for &dest0 in &node.children[..num_dests] {
            let mut dp = self.pattern_from_tree(tp.rec, dest0, false);
            self.inline_pattern(&mut dp)?;
            self.infer_all_types(&mut dp, None)?;
            let Some(&dest) = dp.trees.first() else { continue };
            if !self.node(dest).is_leaf() {
                self.tp_error(tp, "set destination should be a register!");
            }
            let Some(val) = self.node(dest).leaf_def() else {
                self.tp_error(tp, "set destination should be a register!");
                continue;
            };
            if self.isa(val, Cls::RegisterClass)
                || self.isa(val, Cls::ValueType)
                || self.isa(val, Cls::RegisterOperand)
                || self.isa(val, Cls::PointerLikeRegClass)
            {
                let dname = self.node(dest).name;
                let Some(dname) = dname else {
                    self.tp_error(tp, "set destination must have a name!");
                    continue;
                };
                if results.iter().any(|(k, _)| *k == dname) {
                    let s = self.rk.inits.as_str(dname).unwrap_or("").to_string();
                    self.tp_error(tp, format!("cannot set '{s}' multiple times"));
                }
                match results.iter_mut().find(|(k, _)| *k == dname) {
                    Some(e) => e.1 = Some(dest),
                    None => results.push((dname, Some(dest))),
                }
            } else if self.isa(val, Cls::Register) {
                imp.push(val);
            } else {
                self.tp_error(tp, "set destination should be a register!");
            }
        }
        self.find_inputs_and_outputs(tp, node.children[num_dests], inputs, results, imp)
    }
}
