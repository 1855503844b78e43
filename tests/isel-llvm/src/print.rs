//! The DAG as both sides print it, byte for byte: the harness's
//! `Printer` (`harness/harness.cpp`) over LLVM's DAG, these functions over
//! the Rust side's [`TestDag`] (in its [`TestDag::llvm`] mode, which mirrors
//! LLVM's CSE, dead-node removal and protected root).

use std::collections::{HashMap, HashSet};

use tablegen_isel_dag::{Mem, Payload, TestDag};

use crate::isel::ConstantInt;

/// The harness's text of a memory operand: its number, `l` if it loads,
/// `s` if it stores.
fn mem_token(m: &Mem) -> String {
    format!("{}{}{}", m.id, if m.load { "l" } else { "" }, if m.store { "s" } else { "" })
}

/// The name of node `n`: `M<instruction>` for a machine node, else its
/// name in `names` (nodes.txt) or `?<opcode>`.
pub fn name(dag: &TestDag, names: &[String], n: usize) -> String {
    let node = &dag.nodes[n];
    match node.machine {
        Some(m) => format!("M{m}"),
        None => match names.get(usize::from(node.opcode)) {
            Some(s) => s.clone(),
            None => format!("?{}", node.opcode),
        },
    }
}

/// The class token of a payload, as the harness prints it (`c32:FF`,
/// `cc17`, `vt7`, `r5`); `None` for a payload without one.
fn payload_token(payload: &Payload) -> Option<String> {
    match payload {
        Payload::Constant(c) => Some(format!("c{}:{:X}", c.bits, c.zext())),
        Payload::CondCode(cc) => Some(format!("cc{cc}")),
        Payload::ValueType(vt) => Some(format!("vt{vt}")),
        Payload::Register(r) => Some(format!("r{r}")),
        Payload::None | Payload::Load { .. } | Payload::Store { .. } => None,
    }
}

/// The payload tokens of node `n`, in the harness's order: its class data
/// (the class text when the node has one, else its payload's token), its
/// memory operand(s), `nfe`.
pub fn payload(dag: &TestDag, n: usize) -> String {
    let node = &dag.nodes[n];
    let mut toks: Vec<String> = Vec::new();
    toks.extend(node.class.clone().or_else(|| payload_token(&node.payload)));
    if node.machine.is_some() {
        if !node.mem_refs.is_empty() {
            let list: Vec<String> = node.mem_refs.iter().map(mem_token).collect();
            toks.push(format!("mr{}", list.join(",")));
        }
    } else if let Some(m) = &node.mem {
        toks.push(format!("m{}", mem_token(m)));
    }
    if node.no_fp_except {
        toks.push("nfe".into());
    }
    toks.join(" ")
}

/// A node's payload text as the harness printed it, back as [`Payload`]
/// and class text: constants up to 64 bits, condition codes, value types
/// and registers become a payload (so the nodes the DAG makes itself, which
/// have only a payload, compare and CSE with them); any other token is
/// kept as class text. `None` for a malformed token.
pub fn parse_class(tok: &str) -> Option<(Payload, Option<String>)> {
    if let Some(c) = tok.strip_prefix('c').filter(|_| !tok.starts_with("cc") && !tok.starts_with("cp")) {
        let (bits, hex) = c.split_once(':')?;
        let bits: u32 = bits.parse().ok()?;
        let value = u64::from_str_radix(hex, 16);
        // Wider than 64 bits: not representable (trySExtValue fails in C++
        // too; the value never matches a CheckInteger), so the text keeps
        // the value's identity.
        if bits <= 64 {
            return Some((Payload::Constant(ConstantInt::new(bits, value.ok()?)), None));
        }
        return Some((Payload::Constant(ConstantInt::new(bits, 0)), Some(tok.to_string())));
    }
    if let Some(cc) = tok.strip_prefix("cc") {
        return Some((Payload::CondCode(cc.parse().ok()?), None));
    }
    if let Some(vt) = tok.strip_prefix("vt") {
        return Some((Payload::ValueType(vt.parse().ok()?), None));
    }
    if let Some(Ok(r)) = tok.strip_prefix('r').map(str::parse) {
        return Some((Payload::Register(r), None));
    }
    Some((Payload::None, Some(tok.to_string())))
}

fn vts_text(dag: &TestDag, n: usize) -> String {
    let v: Vec<String> = dag.nodes[n].vts.iter().map(u16::to_string).collect();
    v.join(",")
}

/// The DAG as both sides print it: the nodes reachable from the root in
/// post-order (operands left to right), then the other live nodes,
/// sorted, without operands.
pub fn canonical(dag: &TestDag, names: &[String]) -> String {
    let mut index: HashMap<usize, usize> = HashMap::new();
    let mut order: Vec<usize> = Vec::new();
    let mut stack: Vec<(usize, usize)> = vec![(dag.root, 0)];
    let mut on_stack = HashSet::from([dag.root]);
    while let Some(top) = stack.last_mut() {
        let (n, i) = *top;
        if i < dag.nodes[n].ops.len() {
            top.1 += 1;
            let op = dag.nodes[n].ops[i].node;
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
    let lines: Vec<String> = order.iter().map(|&n| line(dag, names, n, &index)).collect();
    let mut rest: Vec<String> = dag
        .live()
        .filter(|n| !index.contains_key(n))
        .map(|n| format!("{}|{}|{}", name(dag, names, n), vts_text(dag, n), payload(dag, n)))
        .collect();
    rest.sort();
    format!("{} / {}", lines.join(";"), rest.join(";"))
}

fn line(dag: &TestDag, names: &[String], n: usize, index: &HashMap<usize, usize>) -> String {
    let ops: Vec<String> = dag.nodes[n]
        .ops
        .iter()
        .map(|o| match index.get(&o.node) {
            Some(i) => format!("{i}.{}", o.result),
            None => format!("?.{}", o.result),
        })
        .collect();
    format!("{}|{}|{}|{}", name(dag, names, n), vts_text(dag, n), ops.join(","), payload(dag, n))
}
