//! The Rust side's selection DAG: what LLVM 19's `SelectionDAG` does for the
//! operations `SelectCodeCommon` uses, closely enough that the DAG after a
//! selection prints as LLVM's does: nodes in a vector (handles are indices;
//! the DAG as the harness built it comes first, in its order), CSE of
//! everything without a glue result (including re-CSE of users whose
//! operands change, as `AddModifiedNodeToCSEMaps` does), dead nodes removed
//! with their newly dead operands, and the harness's sink (the DAG root)
//! never removed.

use std::collections::HashMap;

use crate::isel::{ConstantInt, MemAccess, SdUse, SdValue, SelectionDag};

/// `MVT::Other`.
pub const OTHER: u16 = 1;
/// `MVT::i32`.
pub const I32: u16 = 7;
/// `MVT::Glue`.
pub const GLUE: u16 = 191;

/// A memory operand: the harness's number for it and how it accesses memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mem {
    /// Number (order of creation in the harness).
    pub id: u32,
    /// `isLoad()`.
    pub load: bool,
    /// `isStore()`.
    pub store: bool,
}

impl Mem {
    fn token(&self) -> String {
        format!("{}{}{}", self.id, if self.load { "l" } else { "" }, if self.store { "s" } else { "" })
    }
}

/// One node.
#[derive(Clone, Debug)]
pub struct Node {
    /// Node opcode in the table's numbering (`u16::MAX - 1` for a name the
    /// table does not know).
    pub opcode: u16,
    /// The target instruction, once a machine node.
    pub machine: Option<u16>,
    /// Result types.
    pub vts: Vec<u16>,
    /// Operands.
    pub ops: Vec<SdValue<usize>>,
    /// What the node's class carries, as the harness prints it (`c32:ff`,
    /// `cc17`, `r5`, `fi0`, ...), without memory operands and flags.
    pub class: Option<String>,
    /// `ConstantSDNode` value.
    pub constant: Option<ConstantInt>,
    /// `CondCodeSDNode`.
    pub cond_code: Option<u8>,
    /// `VTSDNode`.
    pub vt: Option<u16>,
    /// `MemSDNode`'s memory operand.
    pub mem: Option<Mem>,
    /// A machine node's memory operands.
    pub mem_refs: Vec<Mem>,
    /// `SDNodeFlags::hasNoFPExcept()`.
    pub no_fp_except: bool,
    /// Deleted.
    pub deleted: bool,
}

/// Opcodes (table numbering) the DAG itself needs.
#[derive(Clone, Copy, Debug)]
pub struct Kinds {
    /// `ISD::EntryToken`.
    pub entry_token: u16,
    /// `ISD::TokenFactor`.
    pub token_factor: u16,
    /// `ISD::Constant`.
    pub constant: u16,
    /// `ISD::TargetConstant`.
    pub target_constant: u16,
    /// `ISD::ConstantFP`.
    pub constant_fp: u16,
    /// `ISD::TargetConstantFP`.
    pub target_constant_fp: u16,
    /// `ISD::Register`.
    pub register: u16,
    /// `ISD::CopyToReg`.
    pub copy_to_reg: u16,
}

/// The DAG.
#[derive(Clone, Debug)]
pub struct Dag {
    /// Every node ever made; handles index this.
    pub nodes: Vec<Node>,
    /// Node names by table opcode (nodes.txt).
    pub names: std::sync::Arc<Vec<String>>,
    /// Opcodes the DAG makes.
    pub kinds: Kinds,
    /// What `iPTR` stands for.
    pub pointer_vt: u16,
    /// The DAG root (the harness's sink), never deleted.
    pub root: usize,
    /// Instruction flags (bit 0 mayLoad, 1 mayStore, 2 mayRaiseFPException).
    pub instr_flags: std::sync::Arc<HashMap<u16, u8>>,
    /// `computeKnownBits` (zero, one) of values, as the harness printed
    /// them.
    pub known: HashMap<(usize, u32), (u64, u64)>,
    cse: HashMap<String, usize>,
}

impl Dag {
    /// An empty DAG.
    pub fn new(
        names: std::sync::Arc<Vec<String>>,
        kinds: Kinds,
        pointer_vt: u16,
        instr_flags: std::sync::Arc<HashMap<u16, u8>>,
    ) -> Self {
        Dag {
            nodes: Vec::new(),
            names,
            kinds,
            pointer_vt,
            root: 0,
            instr_flags,
            known: HashMap::new(),
            cse: HashMap::new(),
        }
    }

    /// Adds a node as the harness built it (registered for CSE).
    pub fn push(&mut self, node: Node) -> usize {
        self.nodes.push(node);
        let n = self.nodes.len() - 1;
        if let Some(k) = self.cse_key(n) {
            self.cse.entry(k).or_insert(n);
        }
        n
    }

    /// The name of a node as both sides print it.
    pub fn name(&self, n: usize) -> String {
        let node = &self.nodes[n];
        match node.machine {
            Some(m) => format!("M{m}"),
            None => match self.names.get(usize::from(node.opcode)) {
                Some(s) => s.clone(),
                None => format!("?{}", node.opcode),
            },
        }
    }

    /// The payload tokens, in the harness's order.
    pub fn payload(&self, n: usize) -> String {
        let node = &self.nodes[n];
        let mut toks: Vec<String> = Vec::new();
        if let Some(c) = &node.class {
            toks.push(c.clone());
        }
        if node.machine.is_some() {
            if !node.mem_refs.is_empty() {
                let list: Vec<String> = node.mem_refs.iter().map(Mem::token).collect();
                toks.push(format!("mr{}", list.join(",")));
            }
        } else if let Some(m) = &node.mem {
            toks.push(format!("m{}", m.token()));
        }
        if node.no_fp_except {
            toks.push("nfe".into());
        }
        toks.join(" ")
    }

    fn vts_text(&self, n: usize) -> String {
        let v: Vec<String> = self.nodes[n].vts.iter().map(u16::to_string).collect();
        v.join(",")
    }

    fn has_glue(&self, n: usize) -> bool {
        self.nodes[n].vts.contains(&GLUE)
    }

    /// LLVM's CSE identity (opcode, types, operands, class data), `None`
    /// for nodes LLVM never CSEs (glue results).
    fn cse_key(&self, n: usize) -> Option<String> {
        if self.has_glue(n) || self.nodes[n].vts.is_empty() {
            return None;
        }
        let ops: Vec<String> = self.nodes[n].ops.iter().map(|o| format!("{}.{}", o.node, o.result)).collect();
        let node = &self.nodes[n];
        let mem = node.mem.map(|m| m.token()).unwrap_or_default();
        Some(format!(
            "{}|{}|{}|{}|{}",
            self.name(n),
            self.vts_text(n),
            ops.join(","),
            node.class.as_deref().unwrap_or(""),
            mem
        ))
    }

    fn cse_remove(&mut self, n: usize) {
        if let Some(k) = self.cse_key(n) {
            if self.cse.get(&k) == Some(&n) {
                self.cse.remove(&k);
            }
        }
    }

    fn cse_find(&self, key: &Option<String>) -> Option<usize> {
        key.as_ref().and_then(|k| self.cse.get(k).copied()).filter(|&n| !self.nodes[n].deleted)
    }

    /// Adds a node the selection makes, or returns the identical one (CSE).
    fn make(&mut self, node: Node) -> usize {
        self.nodes.push(node);
        let n = self.nodes.len() - 1;
        let key = self.cse_key(n);
        if let Some(existing) = self.cse_find(&key) {
            self.nodes.pop();
            return existing;
        }
        if let Some(k) = key {
            self.cse.insert(k, n);
        }
        n
    }

    fn blank(&self, opcode: u16, vts: &[u16], ops: &[SdValue<usize>]) -> Node {
        Node {
            opcode,
            machine: None,
            vts: vts.to_vec(),
            ops: ops.to_vec(),
            class: None,
            constant: None,
            cond_code: None,
            vt: None,
            mem: None,
            mem_refs: Vec::new(),
            no_fp_except: false,
            deleted: false,
        }
    }

    /// Uses of any value of `n` by live nodes.
    pub fn use_count(&self, n: usize) -> usize {
        self.nodes.iter().filter(|m| !m.deleted).flat_map(|m| m.ops.iter()).filter(|o| o.node == n).count()
    }

    /// C++ `RemoveDeadNodes` from `start`: deletes it and every operand
    /// left without uses (the root excepted).
    fn kill(&mut self, start: usize) {
        let mut work = vec![start];
        while let Some(n) = work.pop() {
            if self.nodes[n].deleted || n == self.root {
                continue;
            }
            self.cse_remove(n);
            self.nodes[n].deleted = true;
            let ops: Vec<usize> = self.nodes[n].ops.iter().map(|o| o.node).collect();
            for op in ops {
                if !self.nodes[op].deleted && self.use_count(op) == 0 {
                    work.push(op);
                }
            }
        }
    }

    /// C++ `ReplaceAllUsesOfValueWith` / `ReplaceAllUsesWith`: every use of
    /// a value in `from` becomes the matching value of `to`; users are
    /// re-CSEd and merged into identical existing nodes.
    fn replace_all(&mut self, pairs: &[(SdValue<usize>, SdValue<usize>)]) {
        let users: Vec<usize> = (0..self.nodes.len())
            .filter(|&u| !self.nodes[u].deleted && self.nodes[u].ops.iter().any(|o| pairs.iter().any(|p| p.0 == *o)))
            .collect();
        for u in users {
            if self.nodes[u].deleted {
                continue;
            }
            self.cse_remove(u);
            for op in self.nodes[u].ops.iter_mut() {
                if let Some(p) = pairs.iter().find(|p| p.0 == *op) {
                    *op = p.1;
                }
            }
            let key = self.cse_key(u);
            match self.cse_find(&key) {
                Some(existing) if existing != u => {
                    // AddModifiedNodeToCSEMaps: merge into the existing node.
                    let k = self.nodes[u].vts.len() as u32;
                    let merged: Vec<(SdValue<usize>, SdValue<usize>)> =
                        (0..k).map(|i| (SdValue::new(u, i), SdValue::new(existing, i))).collect();
                    if self.root == u {
                        self.root = existing;
                    }
                    self.replace_all(&merged);
                    self.nodes[u].deleted = true;
                }
                _ => {
                    if let Some(k) = key {
                        self.cse.insert(k, u);
                    }
                }
            }
        }
    }

    /// The DAG as both sides print it: the nodes reachable from the root in
    /// post-order (operands left to right), then the other live nodes,
    /// sorted, without operands.
    pub fn canonical(&self) -> String {
        let mut index: HashMap<usize, usize> = HashMap::new();
        let mut order: Vec<usize> = Vec::new();
        let mut stack: Vec<(usize, usize)> = vec![(self.root, 0)];
        let mut on_stack = std::collections::HashSet::from([self.root]);
        while let Some(top) = stack.last_mut() {
            let (n, i) = *top;
            if i < self.nodes[n].ops.len() {
                top.1 += 1;
                let op = self.nodes[n].ops[i].node;
                if !index.contains_key(&op) && !on_stack.contains(&op) {
                    on_stack.insert(op);
                    stack.push((op, 0));
                }
                continue;
            }
            index.insert(n, order.len());
            order.push(n);
            stack.pop();
        }
        let lines: Vec<String> = order.iter().map(|&n| self.line(n, &index)).collect();
        let mut rest: Vec<String> = (0..self.nodes.len())
            .filter(|n| !self.nodes[*n].deleted && !index.contains_key(n))
            .map(|n| format!("{}|{}|{}", self.name(n), self.vts_text(n), self.payload(n)))
            .collect();
        rest.sort();
        format!("{} / {}", lines.join(";"), rest.join(";"))
    }

    fn line(&self, n: usize, index: &HashMap<usize, usize>) -> String {
        let ops: Vec<String> = self.nodes[n]
            .ops
            .iter()
            .map(|o| match index.get(&o.node) {
                Some(i) => format!("{i}.{}", o.result),
                None => format!("?.{}", o.result),
            })
            .collect();
        format!("{}|{}|{}|{}", self.name(n), self.vts_text(n), ops.join(","), self.payload(n))
    }

    fn width(vt: u16) -> u32 {
        // MVT numbers of LLVM 19's integer types: i1 2, i2 3, i4 4, i8 5,
        // i16 6, i32 7, i64 8, i128 9.
        match vt {
            2 => 1,
            3 => 2,
            4 => 4,
            5 => 8,
            6 => 16,
            7 => 32,
            8 => 64,
            9 => 128,
            _ => 64,
        }
    }

    fn constant_class(c: ConstantInt) -> String {
        format!("c{}:{:X}", c.bits, c.zext())
    }
}

impl SelectionDag for Dag {
    type Node = usize;
    type MemOperand = Mem;

    fn opcode(&self, node: usize) -> u16 {
        match self.nodes[node].machine {
            Some(_) => u16::MAX,
            None => self.nodes[node].opcode,
        }
    }
    fn num_operands(&self, node: usize) -> usize {
        self.nodes[node].ops.len()
    }
    fn operand(&self, node: usize, index: usize) -> SdValue<usize> {
        self.nodes[node].ops[index]
    }
    fn num_values(&self, node: usize) -> usize {
        self.nodes[node].vts.len()
    }
    fn value_type(&self, node: usize, result: u32) -> u16 {
        self.nodes[node].vts[result as usize]
    }
    fn uses(&self, node: usize, out: &mut Vec<SdUse<usize>>) {
        for (user, n) in self.nodes.iter().enumerate() {
            if n.deleted {
                continue;
            }
            for (i, op) in n.ops.iter().enumerate() {
                if op.node == node {
                    out.push(SdUse { user, operand: i as u32, result: op.result });
                }
            }
        }
    }
    fn constant(&self, node: usize) -> Option<ConstantInt> {
        let n = &self.nodes[node];
        if n.machine.is_some() {
            return None;
        }
        n.constant
    }
    fn cond_code(&self, node: usize) -> Option<u8> {
        self.nodes[node].cond_code
    }
    fn vt_operand(&self, node: usize) -> Option<u16> {
        self.nodes[node].vt
    }
    fn mem_operand(&self, node: usize) -> Option<Mem> {
        if self.nodes[node].machine.is_some() {
            return None;
        }
        self.nodes[node].mem
    }
    fn mem_access(&self, mem: &Mem) -> MemAccess {
        MemAccess { load: mem.load, store: mem.store }
    }
    fn pointer_type(&self) -> u16 {
        self.pointer_vt
    }
    fn masked_value_is_zero(&self, value: SdValue<usize>, mask: u64, _bits: u32) -> bool {
        self.known.get(&(value.node, value.result)).is_some_and(|&(zero, _)| mask & !zero == 0)
    }
    fn known_one_bits(&self, value: SdValue<usize>, _bits: u32) -> u64 {
        self.known.get(&(value.node, value.result)).map_or(0, |&(_, one)| one)
    }
    fn may_raise_fp_exception(&self, node: usize) -> bool {
        let n = &self.nodes[node];
        match n.machine {
            Some(m) => self.instr_flags.get(&m).is_some_and(|f| f & 4 != 0),
            // Target opcodes are numbered below FIRST_TARGET_STRICTFP_OPCODE
            // by the harness; of the ISD ones, the STRICT_ nodes.
            None => self.names.get(usize::from(n.opcode)).is_some_and(|s| s.starts_with("ISD::STRICT_")),
        }
    }
    fn has_no_fp_except(&self, node: usize) -> bool {
        self.nodes[node].no_fp_except
    }
    fn set_no_fp_except(&mut self, node: usize) {
        self.nodes[node].no_fp_except = true;
    }
    fn is_deleted(&self, node: usize) -> bool {
        self.nodes[node].deleted
    }
    fn entry_node(&self) -> SdValue<usize> {
        SdValue::new(0, 0)
    }
    fn get_target_constant(&mut self, value: i64, vt: u16, _loc: usize) -> SdValue<usize> {
        let c = ConstantInt::new(Self::width(vt), value as u64);
        let c = ConstantInt::new(c.bits, c.zext());
        let mut node = self.blank(self.kinds.target_constant, &[vt], &[]);
        node.class = Some(Self::constant_class(c));
        node.constant = Some(c);
        SdValue::new(self.make(node), 0)
    }
    fn to_target_constant(&mut self, value: SdValue<usize>, _loc: usize) -> SdValue<usize> {
        let src = self.nodes[value.node].clone();
        let opcode =
            if src.opcode == self.kinds.constant { self.kinds.target_constant } else { self.kinds.target_constant_fp };
        let mut node = self.blank(opcode, &src.vts, &[]);
        node.class = src.class.clone();
        node.constant = src.constant;
        SdValue::new(self.make(node), 0)
    }
    fn get_register(&mut self, reg: u32, vt: u16) -> SdValue<usize> {
        let mut node = self.blank(self.kinds.register, &[vt], &[]);
        node.class = Some(format!("r{reg}"));
        SdValue::new(self.make(node), 0)
    }
    fn get_copy_to_reg(
        &mut self,
        chain: SdValue<usize>,
        reg: u32,
        value: SdValue<usize>,
        glue: Option<SdValue<usize>>,
        _loc: usize,
    ) -> usize {
        let vt = self.nodes[value.node].vts[value.result as usize];
        let r = self.get_register(reg, vt);
        let mut ops = vec![chain, r, value];
        ops.extend(glue);
        let node = self.blank(self.kinds.copy_to_reg, &[OTHER, GLUE], &ops);
        self.make(node)
    }
    fn get_token_factor(&mut self, chains: &[SdValue<usize>], _loc: usize) -> SdValue<usize> {
        let node = self.blank(self.kinds.token_factor, &[OTHER], chains);
        SdValue::new(self.make(node), 0)
    }
    fn get_machine_node(&mut self, opcode: u16, vts: &[u16], operands: &[SdValue<usize>], _loc: usize) -> usize {
        let mut node = self.blank(u16::MAX, vts, operands);
        node.machine = Some(opcode);
        self.make(node)
    }
    fn morph_node_to(&mut self, node: usize, opcode: u16, vts: &[u16], operands: &[SdValue<usize>]) -> usize {
        let mut probe = self.blank(u16::MAX, vts, operands);
        probe.machine = Some(opcode);
        self.nodes.push(probe);
        let p = self.nodes.len() - 1;
        let key = self.cse_key(p);
        self.nodes.pop();
        if let Some(existing) = self.cse_find(&key) {
            return existing;
        }
        self.cse_remove(node);
        let old: Vec<usize> = self.nodes[node].ops.iter().map(|o| o.node).collect();
        {
            let n = &mut self.nodes[node];
            n.machine = Some(opcode);
            n.vts = vts.to_vec();
            n.ops = operands.to_vec();
            n.class = None;
            n.constant = None;
            n.cond_code = None;
            n.vt = None;
            n.mem = None;
            n.mem_refs.clear();
        }
        for op in old {
            if !self.nodes[op].deleted && self.use_count(op) == 0 {
                self.kill(op);
            }
        }
        if let Some(k) = key {
            self.cse.insert(k, node);
        }
        node
    }
    fn replace_uses(&mut self, from: SdValue<usize>, to: SdValue<usize>) {
        if from != to {
            self.replace_all(&[(from, to)]);
        }
    }
    fn replace_node(&mut self, from: usize, to: usize) {
        let k = self.nodes[from].vts.len() as u32;
        let pairs: Vec<(SdValue<usize>, SdValue<usize>)> =
            (0..k).map(|i| (SdValue::new(from, i), SdValue::new(to, i))).collect();
        if self.root == from {
            self.root = to;
        }
        self.replace_all(&pairs);
        self.kill(from);
    }
    fn remove_dead_node(&mut self, node: usize) {
        self.kill(node);
    }
    fn remove_dead_nodes(&mut self, nodes: &[usize]) {
        for &n in nodes {
            self.kill(n);
        }
    }
    fn set_mem_refs(&mut self, node: usize, mems: &[Mem]) {
        self.nodes[node].mem_refs = mems.to_vec();
    }
}
