//! Why selection failed.

use super::HookKind;

/// Why [`select`](super::select) (or [`Matcher::new`](super::Matcher::new)) failed.
///
/// ```
/// use tablegen_runtime::isel::{HookKind, IselError};
/// let e = IselError::UnknownHook { kind: HookKind::NodeXForm, index: 3 };
/// assert_eq!(e.to_string(), "unknown NodeXForm hook 3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IselError {
    /// No pattern matched the node (C++ `CannotYetSelect`, a fatal error
    /// there).
    CannotSelect {
        /// The node's opcode.
        opcode: u16,
    },
    /// The table ends inside an operation, or a jump leads past its end.
    Truncated {
        /// Where the missing byte was expected.
        at: usize,
    },
    /// A byte that is no LLVM 19 matcher operation.
    UnknownOperation {
        /// Where.
        at: usize,
        /// The byte.
        opcode: u8,
    },
    /// A VBR number that does not fit in 64 bits (or in a table offset).
    BadNumber {
        /// Where the number starts.
        at: usize,
    },
    /// An operation names a recorded value that does not exist.
    BadRecord {
        /// The operation's position.
        at: usize,
        /// The record number.
        index: usize,
        /// How many values are recorded.
        recorded: usize,
    },
    /// `OPC_MoveParent`/`OPC_MoveSibling` at the root, or
    /// `OPC_CheckFoldableChainNode` without a parent.
    NodeStack {
        /// The operation's position.
        at: usize,
    },
    /// The DAG is not what the table assumes at this operation.
    BadDag {
        /// The operation's position.
        at: usize,
        /// What was wrong.
        what: &'static str,
    },
    /// A hook index the target does not define.
    UnknownHook {
        /// Which kind of hook.
        kind: HookKind,
        /// The index.
        index: u32,
    },
    /// A hook's default (translated from its C++) met a node it does not
    /// expect, where the C++ `cast<>` would assert.
    HookDag {
        /// The hook's method name.
        hook: &'static str,
        /// What was wrong.
        what: &'static str,
    },
    /// More operations than [`Matcher::with_step_limit`](super::Matcher::with_step_limit) allows (only
    /// malformed tables get near it).
    StepLimit,
}

impl core::fmt::Display for IselError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            IselError::CannotSelect { opcode } => write!(f, "cannot select node with opcode {opcode}"),
            IselError::Truncated { at } => write!(f, "matcher table truncated at byte {at}"),
            IselError::UnknownOperation { at, opcode } => {
                write!(f, "unknown matcher operation {opcode} at byte {at}")
            }
            IselError::BadNumber { at } => write!(f, "malformed number at byte {at}"),
            IselError::BadRecord { at, index, recorded } => {
                write!(f, "operation at byte {at} uses record {index} of {recorded}")
            }
            IselError::NodeStack { at } => write!(f, "node stack underflow at byte {at}"),
            IselError::BadDag { at, what } => write!(f, "unexpected DAG at byte {at}: {what}"),
            IselError::UnknownHook { kind, index } => write!(f, "unknown {kind:?} hook {index}"),
            IselError::HookDag { hook, what } => write!(f, "hook {hook}: {what}"),
            IselError::StepLimit => write!(f, "matcher step limit exceeded"),
        }
    }
}
