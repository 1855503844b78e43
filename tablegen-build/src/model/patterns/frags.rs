//! Parsing dag values into pattern trees (LLVM's `TreePattern`), pattern
//! fragments, and the inlining of fragments into the patterns that use
//! them.

use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;

use super::cx::{Cls, Cx, Diag, Stop, TreePattern, R};
use super::print::write_tree;
use super::tree::{advance, Children, Leaf, Node, NodeId, Op};

/// Most tree nodes the pattern arena may hold while fragments are inlined
/// (at 120 bytes a node, 1 GiB). The largest LLVM 19 target needs a fifth
/// of it: RISC-V's `-gen-dag-isel` ends with 1.76 million nodes, X86's
/// with 0.49 million.
const NODE_LIMIT: usize = 1 << 23;

/// A name, unless empty.
fn name_of(cx: &Cx<'_>, n: Init) -> Option<Init> {
    if n == Init::UNSET {
        return None;
    }
    match cx.rk.inits.as_str(n) {
        Some("") | None => None,
        Some(_) => Some(n),
    }
}

impl<'a> Cx<'a> {
    /// LLVM's `TreePattern::print`.
    pub(super) fn pattern_string(&self, tp: &TreePattern) -> String {
        let mut s = String::from(self.name(tp.rec));
        if !tp.args.is_empty() {
            s.push('(');
            for (i, a) in tp.args.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                if let Some(a) = a {
                    s.push_str(self.rk.inits.as_str(*a).unwrap_or(""));
                }
            }
            s.push(')');
        }
        s.push_str(": ");
        if tp.trees.len() > 1 {
            s.push_str("[\n");
        }
        for &t in &tp.trees {
            s.push('\t');
            write_tree(self.rk, &self.m.arena, &self.m.mvts, t, &mut s);
            s.push('\n');
        }
        if tp.trees.len() > 1 {
            s.push_str("]\n");
        }
        s
    }

    /// LLVM's `TreePattern::error`: the pattern is dumped, then the error
    /// is reported at the pattern's record; only the first error counts.
    pub(super) fn tp_error(&mut self, tp: &mut TreePattern, msg: impl AsRef<str>) {
        if tp.has_error {
            return;
        }
        let dump = self.pattern_string(tp);
        self.diags.push(Diag::Raw(dump));
        let locs = self.locs(tp.rec);
        self.diags.push(Diag::Error(locs, format!("In {}: {}", self.name(tp.rec), msg.as_ref())));
        tp.has_error = true;
    }

    /// A pattern of the values of a list.
    pub(super) fn pattern_from_list(&mut self, rec: RecId, list: &[Init], is_input: bool) -> R<TreePattern> {
        let mut tp = TreePattern::empty(rec, is_input);
        for &v in list {
            let t = self.parse_tree(&mut tp, v, None, 0)?;
            tp.trees.push(t);
        }
        Ok(tp)
    }

    /// A pattern of one dag.
    pub(super) fn pattern_from_dag(&mut self, rec: RecId, dag: Init, is_input: bool) -> R<TreePattern> {
        self.pattern_from_list(rec, &[dag], is_input)
    }

    /// A pattern of an existing tree.
    pub(super) fn pattern_from_tree(&mut self, rec: RecId, tree: NodeId, is_input: bool) -> TreePattern {
        let mut tp = TreePattern::empty(rec, is_input);
        tp.trees.push(tree);
        tp
    }

    fn leaf(&mut self, v: Leaf, name: Option<Init>) -> NodeId {
        let mut n = Node::new(Op::Leaf(v), Children::default(), 1);
        n.name = name;
        self.arena().add(n)
    }

    /// LLVM's `ParseTreePattern`.
    pub(super) fn parse_tree(&mut self, tp: &mut TreePattern, v: Init, op_name: Option<Init>, depth: u32) -> R<NodeId> {
        tablegen_core::stack::guard(|| self.parse_tree_inner(tp, v, op_name, depth))
    }

    fn parse_tree_inner(&mut self, tp: &mut TreePattern, v: Init, op_name: Option<Init>, depth: u32) -> R<NodeId> {
        let rk = self.rk;
        match rk.inits.kind(v) {
            InitKind::Def { rec, .. } => {
                let r = *rec;
                if self.isa(r, Cls::SdNode) || self.isa(r, Cls::PatFrags) {
                    return self.parse_dag(tp, Op::Node(r), &[], None, op_name, depth);
                }
                if self.name(r) == "node" && op_name.is_some() {
                    tp.args.push(op_name);
                }
                Ok(self.leaf(Leaf::Def(r), op_name))
            }
            InitKind::Unset => {
                if op_name.is_none() {
                    self.tp_error(tp, "'?' argument requires a name to match with operand list");
                }
                tp.args.push(op_name);
                Ok(self.leaf(Leaf::Unset, op_name))
            }
            InitKind::Int(i) => {
                let i = *i;
                if op_name.is_some() {
                    self.tp_error(tp, "Constant int or bit argument should not have a name!");
                }
                Ok(self.leaf(Leaf::Int(i), None))
            }
            InitKind::Bit(b) => {
                let b = *b;
                if op_name.is_some() {
                    self.tp_error(tp, "Constant int or bit argument should not have a name!");
                }
                Ok(self.leaf(Leaf::Int(i64::from(b)), None))
            }
            InitKind::Bits { bits, .. } => {
                let bits = rk.inits.slice(*bits);
                let mut val: i64 = 0;
                let mut ok = bits.len() <= 64;
                for (i, &b) in bits.iter().enumerate() {
                    match rk.inits.as_bit(b) {
                        Some(true) if i < 64 => val |= 1 << i,
                        Some(_) => {}
                        None => ok = false,
                    }
                }
                if !ok {
                    self.tp_error(tp, "Bits value must be constants!");
                    return Ok(self.leaf(Leaf::Other(v), op_name));
                }
                if op_name.is_some() {
                    self.tp_error(tp, "Constant int or bit argument should not have a name!");
                }
                Ok(self.leaf(Leaf::Int(val), None))
            }
            InitKind::Dag { op, op_name: dag_name, .. } => {
                let (op, dag_name) = (*op, *dag_name);
                let Some(op_rec) = rk.inits.as_def(op) else {
                    self.tp_error(tp, "Pattern has unexpected operator type!");
                    return Ok(self.leaf(Leaf::Other(v), op_name));
                };
                let parts = self.dag_parts(v).map(|p| p.2).unwrap_or_default();
                self.parse_dag(tp, Op::Node(op_rec), &parts, name_of(self, dag_name), op_name, depth)
            }
            _ => {
                self.diags.push(Diag::Raw(rk.as_string(v)));
                self.tp_error(tp, "Pattern has unexpected init kind!");
                Ok(self.leaf(Leaf::Other(v), op_name))
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn parse_dag(
        &mut self,
        tp: &mut TreePattern,
        op: Op,
        args: &[(Init, Init)],
        dag_name: Option<Init>,
        op_name: Option<Init>,
        depth: u32,
    ) -> R<NodeId> {
        let Op::Node(mut operator) = op else { return Err(Stop) };
        if self.isa(operator, Cls::ValueType) {
            if args.len() != 1 {
                self.tp_error(tp, "Type cast only takes one operand!");
            }
            let Some(&(a, n)) = args.first() else {
                return Ok(self.leaf(Leaf::Unset, None));
            };
            let new = self.parse_tree(tp, a, name_of(self, n), depth + 1)?;
            if self.node(new).types.len() != 1 {
                self.tp_error(tp, "Type cast can only have one type!");
            }
            let vt = self.vt_of(operator);
            let ts = super::type_set::TypeSet::of_vt(&vt);
            self.update_node_type(tp, new, 0, &ts)?;
            if op_name.is_some() {
                self.tp_error(tp, "ValueType cast should not have a name!");
            }
            return Ok(new);
        }
        let oname = self.name(operator);
        if !self.isa(operator, Cls::PatFrags)
            && !self.isa(operator, Cls::SdNode)
            && !self.isa(operator, Cls::Instruction)
            && !self.isa(operator, Cls::SdNodeXForm)
            && !self.isa(operator, Cls::Intrinsic)
            && !self.isa(operator, Cls::ComplexPattern)
            && oname != "set"
            && oname != "implicit"
        {
            self.tp_error(tp, format!("Unrecognized node '{oname}'!"));
            // LLVM goes on and fails on the node's result count.
            return self.unhandled_node(operator);
        }
        if tp.is_input {
            if self.isa(operator, Cls::Instruction) || self.isa(operator, Cls::SdNodeXForm) {
                self.tp_error(tp, format!("Cannot use '{oname}' in an input pattern!"));
            }
        } else {
            if self.isa(operator, Cls::Intrinsic) {
                self.tp_error(tp, format!("Cannot use '{oname}' in an output pattern!"));
            }
            const OK: [&str; 13] = [
                "imm",
                "timm",
                "fpimm",
                "tglobaltlsaddr",
                "tconstpool",
                "tjumptable",
                "tframeindex",
                "texternalsym",
                "tblockaddress",
                "tglobaladdr",
                "bb",
                "vt",
                "mcsym",
            ];
            if self.isa(operator, Cls::SdNode) && !OK.contains(&oname) {
                self.tp_error(tp, format!("Cannot use '{oname}' in an output pattern!"));
            }
        }
        let mut children = Vec::with_capacity(args.len());
        for &(a, n) in args {
            let name = name_of(self, n);
            children.push(self.parse_tree(tp, a, name, depth + 1)?);
        }
        let num_results = self.num_node_results(operator, 0)?;
        if self.isa(operator, Cls::Intrinsic) {
            let Some(&idx) = self.intr_index.get(&operator) else { return Err(Stop) };
            let int = &self.m.intrinsics.intrinsics[idx];
            let [void, w_chain, wo_chain] = self.m.intrinsic_nodes;
            operator = if int.signature.ret_tys.is_empty() {
                void
            } else if !int.memory_effects.does_not_access_memory() || int.has_side_effects {
                w_chain
            } else {
                wo_chain
            };
            let iid = self.leaf(Leaf::Int(idx as i64 + 1), None);
            children.insert(0, iid);
        }
        if self.isa(operator, Cls::ComplexPattern) {
            for (i, &c) in children.iter().enumerate() {
                let name = self.node(c).name;
                let Some(name) = name else {
                    self.tp_error(tp, "All arguments to a ComplexPattern must be named");
                    continue;
                };
                match tp.complex_ops.get(&name) {
                    Some(&prev) if prev != (operator, i) => self.tp_error(
                        tp,
                        "All ComplexPattern operands must appear consistently: in the same order in just one ComplexPattern instance.",
                    ),
                    Some(_) => {}
                    None => {
                        tp.complex_ops.insert(name, (operator, i));
                    }
                }
            }
        }
        let mut n = Node::new(Op::Node(operator), children.into(), num_results as usize);
        n.name = op_name;
        if dag_name.is_some() {
            n.name = dag_name;
        }
        Ok(self.arena().add(n))
    }

    /// LLVM's `errs() << *Operator` and fatal error for an operator it
    /// cannot count the results of.
    fn unhandled_node<T>(&mut self, operator: RecId) -> R<T> {
        let mut s = String::new();
        self.rk.write_record(&mut s, operator);
        self.diags.push(Diag::Raw(s));
        self.fatal_no_loc("Unhandled node in GetNumNodeResults")
    }

    /// LLVM's `GetNumNodeResults`.
    pub(super) fn num_node_results(&mut self, op: RecId, depth: u32) -> R<u32> {
        let name = self.name(op);
        if name == "set" || name == "implicit" {
            return Ok(0);
        }
        if self.isa(op, Cls::Intrinsic) {
            return Ok(self.intrinsic(op).map_or(0, |i| i.signature.ret_tys.len() as u32));
        }
        if self.isa(op, Cls::SdNode) {
            return Ok(self.m.sd_nodes.get(&op).map_or(0, |n| n.num_results));
        }
        if self.isa(op, Cls::PatFrags) {
            if let Some(f) = self.frags.get(&op) {
                let mut n = 0;
                for &t in &f.trees {
                    n = n.max(self.node(t).types.len() as u32);
                }
                return Ok(n);
            }
            if depth > 64 {
                return self.fatal_at(op, format!("'{name}' is a recursive fragment"));
            }
            let list = self.rk.value_as_list(op, "Fragments");
            let list = self.field(list)?.to_vec();
            let mut n = 0;
            for v in list {
                let sub = match self.rk.inits.kind(v) {
                    InitKind::Dag { op, .. } => self.rk.inits.as_def(*op),
                    _ => None,
                };
                let Some(sub) = sub else {
                    return self.fatal_at(op, "Invalid Fragment");
                };
                n = n.max(self.num_node_results(sub, depth + 1)?);
            }
            return Ok(n);
        }
        if self.isa(op, Cls::Instruction) {
            let Some(inst) = self.instrs.get(op) else { return Ok(0) };
            let ops = &inst.operands;
            let mut n = ops.num_defs;
            for i in 0..ops.num_defs as usize {
                if let Some(o) = ops.operands.get(i) {
                    if self.operand_has_default(o.rec) {
                        n -= 1;
                    }
                }
            }
            if self.one_implicit_def_vt(op).is_some_and(|t| t != self.m.mvts.other) {
                n += 1;
            }
            return Ok(n);
        }
        if self.isa(op, Cls::SdNodeXForm) || self.isa(op, Cls::ValueType) || self.isa(op, Cls::ComplexPattern) {
            return Ok(1);
        }
        self.unhandled_node(op)
    }

    /// LLVM's `TreePattern::ComputeNamedNodes`.
    pub(super) fn named_nodes(&self, tp: &mut TreePattern) {
        if tp.named.is_some() {
            return;
        }
        let mut out: Vec<(Init, Vec<NodeId>)> = Vec::new();
        let mut stack: Vec<NodeId> = tp.trees.iter().rev().copied().collect();
        while let Some(id) = stack.pop() {
            let n = self.node(id);
            if let Some(name) = n.name {
                match out.iter_mut().find(|(k, _)| *k == name) {
                    Some((_, v)) => v.push(id),
                    None => out.push((name, vec![id])),
                }
            }
            stack.extend(n.children.iter().rev().copied());
        }
        // LLVM keeps them in a StringMap and walks it in bucket order; the
        // first name missing from an input pattern is the one reported.
        let keys: Vec<&[u8]> = out.iter().map(|(k, _)| self.rk.inits.as_bytes(*k).unwrap_or(b"")).collect();
        let order = crate::support::string_map::iteration_order(&keys);
        let mut slots: Vec<Option<(Init, Vec<NodeId>)>> = out.into_iter().map(Some).collect();
        let out = order.into_iter().filter_map(|i| slots[i].take()).collect();
        tp.named = Some(out);
    }

    /// LLVM's `TreePattern::InlinePatternFragments`.
    pub(super) fn inline_pattern(&mut self, tp: &mut TreePattern) -> R<()> {
        let trees = std::mem::take(&mut tp.trees);
        let mut out = Vec::new();
        for t in trees {
            self.inline_node(tp, t, &mut out)?;
            // LLVM appends to the (swapped-out) tree list as it goes.
            tp.trees.clone_from(&out);
        }
        tp.trees = out;
        Ok(())
    }

    fn inline_node(&mut self, tp: &mut TreePattern, id: NodeId, out: &mut Vec<NodeId>) -> R<()> {
        tablegen_core::stack::guard(|| self.inline_node_inner(tp, id, out))
    }

    fn inline_node_inner(&mut self, tp: &mut TreePattern, id: NodeId, out: &mut Vec<NodeId>) -> R<()> {
        if tp.has_error {
            return Ok(());
        }
        // Each alternative inlined below is one fragment tree copied, and
        // each of those trees already fits in the arena: checking here
        // bounds the overshoot by one copy.
        self.room_for_nodes(tp, 0)?;
        let node = self.node(id).clone();
        let Op::Node(op) = node.op else {
            out.push(id);
            return Ok(());
        };
        if !self.isa(op, Cls::PatFrags) {
            if node.children.is_empty() {
                out.push(id);
                return Ok(());
            }
            let mut alts: Vec<Vec<NodeId>> = Vec::with_capacity(node.children.len());
            for &c in &node.children {
                let mut v = Vec::new();
                self.inline_node(tp, c, &mut v)?;
                if v.is_empty() {
                    return Ok(());
                }
                alts.push(v);
            }
            let combinations = alts.iter().try_fold(1usize, |n, a| n.checked_mul(a.len()));
            self.room_for_nodes(tp, combinations.unwrap_or(usize::MAX))?;
            let mut idx = vec![0usize; alts.len()];
            loop {
                let children = idx.iter().zip(&alts).map(|(&i, a)| a[i]).collect();
                let mut r = node.clone();
                r.children = children;
                out.push(self.arena().add(r));
                if !advance(&mut idx, &alts) {
                    break;
                }
            }
            return Ok(());
        }
        let (frag_args, frag_trees) = match self.frags.get(&op) {
            Some(frag) => (frag.args.clone(), frag.trees.clone()),
            // A fragment that uses itself, directly or through another: LLVM
            // finds its own pattern, whose tree list is swapped out while it
            // is inlined, so the use sees the alternatives inlined so far
            // (none for the first tree) rather than recursing for ever.
            None if op == tp.rec => (tp.args.clone(), tp.trees.clone()),
            None => {
                return self.fatal_at(tp.rec, format!("Fragment '{}' used before it is defined", self.name(op)));
            }
        };
        if frag_args.len() != node.children.len() {
            let msg = format!("'{}' fragment requires {} operands!", self.name(op), frag_args.len());
            self.tp_error(tp, msg);
            return Ok(());
        }
        let pred = self.pred_info(op)?;
        let scope = if pred.uses_operands {
            self.num_scopes += 1;
            self.num_scopes
        } else {
            0
        };
        let mut arg_map: Vec<(Option<Init>, NodeId)> = Vec::with_capacity(frag_args.len());
        for (i, &a) in frag_args.iter().enumerate() {
            let mut child = node.children[i];
            if scope != 0 {
                child = self.arena().deep_clone(child);
                if let Some(a) = a {
                    self.arena().get_mut(child).pred_args_mut().push((scope, a));
                }
            }
            match arg_map.iter_mut().find(|(k, _)| *k == a) {
                Some(e) => e.1 = child,
                None => arg_map.push((a, child)),
            }
        }
        for alt in frag_trees {
            let t = self.arena().deep_clone(alt);
            if !pred.always_true {
                self.arena().get_mut(t).preds_mut().push(super::tree::PredCall { frag: op, scope });
            }
            if !frag_args.is_empty() {
                self.substitute_args(t, &arg_map);
            }
            self.arena().get_mut(t).name = node.name;
            let nt = self.node(t).types.len().min(node.types.len());
            for i in 0..nt {
                self.update_node_type(tp, t, i, &node.types[i])?;
            }
            if self.isa(op, Cls::GiselFlags) {
                self.arena().get_mut(t).set_gisel_flags(Some(op));
            }
            for p in node.preds() {
                self.arena().get_mut(t).preds_mut().push(*p);
            }
            self.inline_node(tp, t, out)?;
        }
        Ok(())
    }

    /// Stops with a located error when adding `more` nodes would take the
    /// arena past [`NODE_LIMIT`]. LLVM has no limit: every alternative of
    /// every fragment is a tree of its own, the number of them multiplies
    /// with each level of nesting, and llvm-tblgen-19 dies with "Allocation
    /// failed" (a dozen levels of two-way `PatFrags` ask for gigabytes).
    fn room_for_nodes(&mut self, tp: &TreePattern, more: usize) -> R<()> {
        if self.arena().len().saturating_add(more) <= NODE_LIMIT {
            return Ok(());
        }
        let msg = format!("pattern fragments expand this pattern to more than {NODE_LIMIT} tree nodes");
        self.fatal_at(tp.rec, msg)
    }

    /// LLVM's `SubstituteFormalArguments`.
    fn substitute_args(&mut self, id: NodeId, map: &[(Option<Init>, NodeId)]) {
        tablegen_core::stack::guard(|| {
            if self.node(id).is_leaf() {
                return;
            }
            let children = self.node(id).children.clone();
            for (i, c) in children.into_iter().enumerate() {
                let cn = self.node(c);
                match cn.op {
                    Op::Leaf(Leaf::Unset) => {}
                    Op::Leaf(Leaf::Def(r)) if self.name(r) == "node" => {}
                    Op::Leaf(_) => continue,
                    Op::Node(_) => {
                        self.substitute_args(c, map);
                        continue;
                    }
                }
                let name = cn.name;
                if let Some(&(_, new)) = map.iter().find(|(k, _)| *k == name) {
                    self.arena().get_mut(id).children[i] = new;
                }
            }
        })
    }

    /// LLVM's `ParsePatternFragments`.
    pub(super) fn parse_fragments(&mut self, out_frags: bool) -> R<()> {
        let Ok(all) = self.rk.all_derived_definitions("PatFrags") else { return Ok(()) };
        let mut mine = Vec::new();
        for frag in all {
            if out_frags != self.isa(frag, Cls::OutPatFrag) {
                continue;
            }
            mine.push(frag);
            let list = self.rk.value_as_list(frag, "Fragments");
            let list = self.field(list)?.to_vec();
            let mut tp = self.pattern_from_list(frag, &list, !self.isa(frag, Cls::OutPatFrag))?;
            let args_copy = tp.args.clone();
            let mut operands: Vec<Option<Init>> = Vec::new();
            for a in &args_copy {
                if !operands.contains(a) {
                    operands.push(*a);
                }
            }
            if operands.contains(&None) {
                self.tp_error(&mut tp, "Cannot have unnamed 'node' values in pattern fragment!");
            }
            let ops = self.rk.value_as_dag(frag, "Operands");
            let ops = self.field(ops)?;
            let (ops_op, _, ops_args) = self.dag_parts(ops).unwrap_or((Init::UNSET, Init::UNSET, Vec::new()));
            let op_ok = self.rk.inits.as_def(ops_op).is_some_and(|d| matches!(self.name(d), "ops" | "outs" | "ins"));
            if !op_ok {
                self.tp_error(&mut tp, "Operands list should start with '(ops ... '!");
            }
            tp.args.clear();
            for (a, n) in ops_args {
                if !self.rk.inits.as_def(a).is_some_and(|d| self.name(d) == "node") {
                    self.tp_error(&mut tp, "Operands list should all be 'node' values.");
                }
                if n == Init::UNSET {
                    self.tp_error(&mut tp, "Operands list should have names for each operand!");
                }
                let name = name_of(self, n);
                match operands.iter().position(|o| *o == name) {
                    Some(p) => {
                        operands.remove(p);
                    }
                    None => {
                        let s = name.and_then(|n| self.rk.inits.as_str(n)).unwrap_or("");
                        let msg = format!("'{s}' does not occur in pattern or was multiply specified!");
                        self.tp_error(&mut tp, msg);
                    }
                }
                tp.args.push(name);
            }
            if !operands.is_empty() {
                // LLVM names the first in its hash set's order; with one
                // left over (the usual case) that is the one.
                let first = operands[0];
                let s = first.and_then(|n| self.rk.inits.as_str(n)).unwrap_or("").to_string();
                self.tp_error(&mut tp, format!("Operands list does not contain an entry for operand '{s}'!"));
            }
            let xform = self.def_field(frag, "OperandTransform")?;
            if self.m.xforms.get(&xform).is_some_and(|x| !x.code.is_empty()) {
                for &t in &tp.trees {
                    self.arena().get_mut(t).set_xform(Some(xform));
                }
            }
            self.frags.insert(frag, tp);
        }
        for frag in mine {
            let Some(mut tp) = self.frags.remove(&frag) else { continue };
            self.inline_pattern(&mut tp)?;
            tp.validate = false;
            self.infer_all_types(&mut tp, None)?;
            tp.validate = true;
            tp.has_error = false;
            self.frags.insert(frag, tp);
        }
        Ok(())
    }
}
