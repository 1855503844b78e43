//! Whether a matched value may be folded into the instruction selected for
//! its user (C++ `IsProfitableToFold`, `IsLegalToFold` and their helpers).

use super::dag::operand_count;
use super::{mvt, SdValue, SelectionDag};

/// C++ `SDValue::hasOneUse()`: `value` is read by exactly one operand.
///
/// ```
/// use tablegen_runtime::isel::{has_one_use, SdValue, SelectionDag};
/// fn single_use<D: SelectionDag>(dag: &D, node: D::Node) -> bool {
///     has_one_use(dag, SdValue::new(node, 0))
/// }
/// ```
pub fn has_one_use<D: SelectionDag + ?Sized>(dag: &D, value: SdValue<D::Node>) -> bool {
    let mut uses = alloc::vec::Vec::new();
    dag.uses(value.node, &mut uses);
    uses.iter().filter(|u| u.result == value.result).count() == 1
}

/// C++ `SDNode::hasPredecessorHelper` without topological pruning: whether
/// `target` is reachable through operands from the worklist (or already
/// visited). Gives up, answering `true`, once `max_steps` nodes are visited
/// (0: no limit).
pub(super) fn has_predecessor<D: SelectionDag + ?Sized>(
    dag: &D,
    target: D::Node,
    visited: &mut alloc::vec::Vec<D::Node>,
    worklist: &mut alloc::vec::Vec<D::Node>,
    max_steps: usize,
) -> bool {
    if visited.contains(&target) {
        return true;
    }
    while let Some(m) = worklist.pop() {
        let mut found = false;
        for i in 0..operand_count(dag, m) {
            let op = dag.operand(m, i).node;
            if !visited.contains(&op) {
                visited.push(op);
                worklist.push(op);
            }
            if op == target {
                found = true;
            }
        }
        if found {
            return true;
        }
        if max_steps != 0 && visited.len() >= max_steps {
            return true;
        }
    }
    false
}

/// C++ `SelectionDAGISel::IsLegalToFold` (at `-O1` and above): folding
/// `value` (an operand of `user`) into the pattern rooted at `root` must not
/// create a cycle, looking through glued users of `root` (C++
/// `findGlueUse`, `findNonImmUse`).
///
/// ```
/// use tablegen_runtime::isel::{is_legal_to_fold, SdValue, SelectionDag};
/// // Whether operand 0 of `user` may be folded into the pattern at `user`.
/// fn foldable<D: SelectionDag>(dag: &D, user: D::Node) -> bool {
///     is_legal_to_fold(dag, dag.operand(user, 0), user, user, false)
/// }
/// ```
pub fn is_legal_to_fold<D: SelectionDag + ?Sized>(
    dag: &D,
    value: SdValue<D::Node>,
    user: D::Node,
    root: D::Node,
    ignore_chains: bool,
) -> bool {
    let mut root = root;
    let mut ignore_chains = ignore_chains;
    let mut uses = alloc::vec::Vec::new();
    // The glue chain's nodes so far: a DAG whose glue leads in a circle
    // (no LLVM DAG does) ends the walk instead of looping for ever.
    let mut seen = alloc::vec![root];
    loop {
        let n = dag.num_values(root);
        if n == 0 || dag.value_type(root, (n - 1) as u32) != mvt::GLUE {
            break;
        }
        uses.clear();
        dag.uses(root, &mut uses);
        match uses.iter().find(|u| u.result as usize == n - 1) {
            Some(u) if !seen.contains(&u.user) && seen.len() < usize::from(u16::MAX) => {
                root = u.user;
                seen.push(root);
            }
            _ => break,
        }
        ignore_chains = false;
    }
    !find_non_imm_use(dag, root, value.node, user, ignore_chains)
}

/// C++ `findNonImmUse`: whether `def` reaches `root` other than through
/// `imm_use`.
fn find_non_imm_use<D: SelectionDag + ?Sized>(
    dag: &D,
    root: D::Node,
    def: D::Node,
    imm_use: D::Node,
    ignore_chains: bool,
) -> bool {
    let mut uses = alloc::vec::Vec::new();
    dag.uses(def, &mut uses);
    if !uses.is_empty() && uses.iter().all(|u| u.user == imm_use) {
        return false;
    }
    let mut visited = alloc::vec![imm_use];
    let mut worklist = alloc::vec::Vec::new();
    let mut seed = |from: D::Node, visited: &mut alloc::vec::Vec<D::Node>| {
        for i in 0..operand_count(dag, from) {
            let op = dag.operand(from, i);
            if (ignore_chains && dag.value_type(op.node, op.result) == mvt::OTHER) || op.node == def {
                continue;
            }
            if visited.contains(&op.node) {
                continue;
            }
            visited.push(op.node);
            worklist.push(op.node);
        }
    };
    seed(imm_use, &mut visited);
    if root != imm_use {
        seed(root, &mut visited);
    }
    has_predecessor(dag, def, &mut visited, &mut worklist, 0)
}
