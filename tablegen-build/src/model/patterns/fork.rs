//! Instructions and patterns parsed on several threads, into the model one
//! thread would have made.
//!
//! Each instruction's pattern, each instruction's pattern to match and
//! each `Pattern` def is parsed and inferred on its own: it reads the
//! fragments, the tables and (after the first step) the instructions, and
//! it adds nodes, an instruction or patterns. So the items are cut into
//! blocks; each thread makes a fork of the analysis as it stands (its
//! tables copied, its trees shared), runs blocks on the fork, and hands
//! back what each block added. The blocks are merged in order: their nodes
//! are appended with their ids shifted to where one thread would have made
//! them, and the predicate scopes they numbered are shifted likewise, so
//! the model is the same id for id.
//!
//! A fork reads the nodes made before the split through a shared prefix of
//! its arena, copying a node before it changes it. Only the second loop of
//! `ParseInstructions` changes such nodes: the trees of the instructions it
//! works on, which no two instructions share (checked before the split).
//! The changed copies replace the originals at the merge.
//!
//! A block that reports anything (an error, a warning), stops, reads an
//! instruction that an earlier block would have parsed first, or changes a
//! node that is not its own, is not merged: the whole step then runs on
//! this thread, and every diagnostic comes in LLVM's order.

use std::sync::Arc;

use super::cx::{Cx, R};
use super::tree::{Arena, Node};
use super::{DagInstruction, PatternToMatch};
use crate::support::parallel;
use tablegen_core::record::RecId;

/// Which loop of the analysis is split.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// `ParseInstructions`' first loop: adds instructions, which the forks
    /// lack from the blocks before theirs.
    Instructions,
    /// `ParseInstructions`' second loop: reads the instructions, adds
    /// patterns, and changes the trees of the instructions it is given.
    InstructionPatterns,
    /// `ParsePatterns`: reads the instructions, adds patterns.
    Patterns,
}

/// What a block added to its fork.
struct BlockOut {
    /// The nodes it made, ids from the fork's first new one.
    nodes: Vec<Node>,
    /// The shared nodes it changed, as they are now.
    changed: Vec<(u32, Node)>,
    instructions: Vec<(RecId, DagInstruction)>,
    patterns: Vec<PatternToMatch>,
    /// How many predicate scopes it numbered.
    scopes: u32,
}

/// A block whose work one thread would have done differently, or that
/// reported something: the step runs on one thread instead.
struct Unmergeable;

/// How a loop is split.
#[derive(Clone, Copy, Debug)]
pub(super) struct Split {
    /// Threads to use; 1 runs every loop here.
    pub threads: usize,
    /// Below this many items a fork (a copy of the tables) costs more than
    /// the other threads save.
    pub min_items: usize,
    /// Items per block: few enough to share the work evenly, enough that
    /// handing blocks out costs nothing.
    pub block: usize,
}

#[cfg(test)]
thread_local! {
    /// A test's split, in place of the machine's.
    pub(super) static TEST_SPLIT: std::cell::Cell<Option<Split>> = const { std::cell::Cell::new(None) };
}

impl Split {
    /// The split for this machine.
    fn current() -> Split {
        #[cfg(test)]
        if let Some(s) = TEST_SPLIT.with(std::cell::Cell::get) {
            return s;
        }
        Split { threads: parallel::threads(), min_items: 512, block: 64 }
    }
}

impl Cx<'_> {
    /// Runs `f` on every item, in order: on several threads when that gives
    /// the same model, else here.
    pub(super) fn for_each_split(&mut self, items: &[RecId], step: Step, f: fn(&mut Cx<'_>, RecId) -> R<()>) -> R<()> {
        if !self.try_split(items, step, f) {
            for &item in items {
                f(self, item)?;
            }
        }
        Ok(())
    }

    /// The split run: true when every block was merged, false (with this
    /// context as it was) when the items must run here.
    fn try_split(&mut self, items: &[RecId], step: Step, f: fn(&mut Cx<'_>, RecId) -> R<()>) -> bool {
        let Split { threads, min_items, block } = Split::current();
        let size = block.max(1);
        // The first step's blocks hand back every instruction their fork
        // holds, so the forks must start with none.
        if threads < 2 || items.len() < min_items || (step == Step::Instructions && !self.m.instructions.is_empty()) {
            return false;
        }
        let owners = match step {
            Step::InstructionPatterns => match self.tree_owners(items) {
                Some(owners) => owners,
                None => return false,
            },
            _ => Vec::new(),
        };
        let base_nodes = self.m.arena.len();
        let base_scopes = self.num_scopes;
        let shared = Arc::new(self.m.arena.take_nodes());
        let (rk, m, frags) = (self.rk, &self.m, &self.frags);
        let fork = || {
            let mut cx = Cx::from_env(rk, m.clone_tables(Arena::fork(Arc::clone(&shared))));
            cx.frags = frags.clone();
            cx.partial_instructions = step == Step::Instructions;
            cx
        };
        let run_block = |b: usize, cx: &mut Cx<'_>| -> (Vec<BlockOut>, Option<Unmergeable>) {
            let start = b * size;
            let end = (start + size).min(items.len());
            cx.num_scopes = base_scopes;
            let known = cx.m.instructions.len();
            let ran = items[start..end].iter().try_for_each(|&item| f(cx, item));
            let instructions: Vec<_> = match step {
                Step::Instructions => std::mem::take(&mut cx.m.instructions).into_iter().collect(),
                _ => Vec::new(),
            };
            let changed = cx.m.arena.take_changed();
            // Owners are item indices plus one; 0 is no instruction's.
            let own = |id: u32| owners.get(id as usize).is_some_and(|&o| o as usize > start && o as usize <= end);
            let foreign = changed.iter().any(|&(id, _)| !own(id));
            let clean = cx.diags.is_empty() && !cx.read_partial && cx.m.instructions.len() == known;
            if ran.is_err() || !clean || foreign {
                return (Vec::new(), Some(Unmergeable));
            }
            let out = BlockOut {
                nodes: cx.m.arena.split_off(base_nodes),
                changed,
                instructions,
                patterns: std::mem::take(&mut cx.m.patterns),
                scopes: cx.num_scopes - base_scopes,
            };
            (vec![out], None)
        };
        let blocks = items.len().div_ceil(size);
        let outs = parallel::blocks_in_order(blocks, threads, fork, run_block);
        // Every fork is gone with its thread: the nodes have one owner again
        // (cloned only if that ever stopped holding).
        self.m.arena.restore(Arc::try_unwrap(shared).unwrap_or_else(|s| (*s).clone()));
        let Ok(outs) = outs else { return false };
        self.m.arena.reserve(outs.iter().map(|o| o.nodes.len()).sum());
        for out in outs {
            self.merge(base_nodes, base_scopes, out);
        }
        true
    }

    /// For each node, which of the instructions `items` (index plus one)
    /// has it in its trees, 0 for none; `None` when two instructions share
    /// a node, so a block could see another's change.
    fn tree_owners(&self, items: &[RecId]) -> Option<Vec<u32>> {
        let mut owners = vec![0u32; self.m.arena.len()];
        let mut stack = Vec::new();
        for (i, def) in items.iter().enumerate() {
            let owner = u32::try_from(i + 1).ok()?;
            let Some(inst) = self.m.instructions.get(def) else { continue };
            stack.extend(inst.src_pattern.iter().chain(&inst.result_pattern).copied());
            while let Some(id) = stack.pop() {
                let slot = owners.get_mut(id.0 as usize)?;
                if *slot == owner {
                    continue;
                }
                if *slot != 0 {
                    return None;
                }
                *slot = owner;
                stack.extend_from_slice(&self.node(id).children);
            }
        }
        Some(owners)
    }

    /// Adds a block's work, as if made here now.
    fn merge(&mut self, base_nodes: usize, base_scopes: u32, out: BlockOut) {
        // Node ids fit in u32 (the arena hands them out as such).
        let (base, shift) = (base_nodes as u32, (self.m.arena.len() - base_nodes) as u32);
        let new_id = |id: &mut super::NodeId| {
            if id.0 >= base {
                id.0 += shift;
            }
        };
        let scope_shift = self.num_scopes - base_scopes;
        let renumber = |mut node: Node| {
            node.children.iter_mut().for_each(new_id);
            node.shift_scopes(base_scopes, scope_shift);
            node
        };
        for node in out.nodes {
            self.m.arena.add(renumber(node));
        }
        for (id, node) in out.changed {
            self.m.arena.replace(id, renumber(node));
        }
        for (def, mut inst) in out.instructions {
            inst.src_pattern.iter_mut().for_each(new_id);
            inst.result_pattern.iter_mut().for_each(new_id);
            self.m.instructions.insert(def, inst);
        }
        for mut p in out.patterns {
            new_id(&mut p.src);
            new_id(&mut p.dst);
            self.m.patterns.push(p);
        }
        self.num_scopes += out.scopes;
    }
}
