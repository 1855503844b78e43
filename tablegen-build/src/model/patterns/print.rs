//! LLVM's printing of pattern trees (`TreePatternNode::print`): what
//! `-gen-dag-isel` writes in its `// Src:` and `// Dst:` comments.
//!
//! `(add:{ *:[i32] } GPR:{ *:[i32] }:$a, 1:{ *:[i32] })<<P:Predicate_x>>`

use tablegen_core::RecordKeeper;

use super::tree::{Arena, Leaf, NodeId, Op};
use super::type_set::Mvts;

/// Writes `id` as LLVM prints it.
pub fn write_tree(rk: &RecordKeeper, arena: &Arena, mvts: &Mvts, id: NodeId, out: &mut String) {
    tablegen_core::stack::guard(|| {
        let n = arena.get(id);
        match n.op {
            Op::Leaf(Leaf::Def(r)) => out.push_str(rk.name_str(r)),
            Op::Leaf(Leaf::Int(v)) => out.push_str(&v.to_string()),
            Op::Leaf(Leaf::Unset) => out.push('?'),
            Op::Leaf(Leaf::Other(i)) => out.push_str(&rk.as_string(i)),
            Op::Node(r) => {
                out.push('(');
                out.push_str(rk.name_str(r));
            }
        }
        for t in &n.types {
            out.push(':');
            t.write(mvts, out);
        }
        if !n.is_leaf() {
            if !n.children.is_empty() {
                out.push(' ');
                for (i, &c) in n.children.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_tree(rk, arena, mvts, c, out);
                }
            }
            out.push(')');
        }
        for p in n.preds() {
            out.push_str("<<P:");
            if p.scope != 0 {
                out.push_str(&p.scope.to_string());
                out.push(':');
            }
            out.push_str("Predicate_");
            out.push_str(rk.name_str(p.frag));
            out.push_str(">>");
        }
        if let Some(x) = n.xform() {
            out.push_str("<<X:");
            out.push_str(rk.name_str(x));
            out.push_str(">>");
        }
        if let Some(name) = n.name {
            out.push_str(":$");
            out.push_str(rk.inits.as_str(name).unwrap_or(""));
        }
        for &(scope, name) in n.pred_args() {
            out.push_str(":$pred:");
            out.push_str(&scope.to_string());
            out.push(':');
            out.push_str(rk.inits.as_str(name).unwrap_or(""));
        }
    })
}

/// `id` as LLVM prints it.
pub fn tree_string(rk: &RecordKeeper, arena: &Arena, mvts: &Mvts, id: NodeId) -> String {
    let mut s = String::new();
    write_tree(rk, arena, mvts, id, &mut s);
    s
}
