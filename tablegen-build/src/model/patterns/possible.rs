//! The types a matcher can take for granted (LLVM's
//! `MatcherGen::InferPossibleTypes`): a pattern's source tree is copied with
//! every type removed and inferred again from its operators alone, ignoring
//! register classes. Where the real pattern's type is narrower, the matcher
//! must check it; each check then narrows the copy and inference runs again.
//!
//! This runs the model's own inference ([`Cx::apply_type_constraints`]) on a
//! scratch arena, so vector constraints, intrinsics, complex patterns and
//! hardware modes behave exactly as when the patterns were analysed.

use std::sync::Arc;

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::cx::{Cx, Diag, TreePattern};
use super::tree::{Arena, NodeId};
use super::type_set::{MvtSet, TypeSet, VtByHwMode};
use super::CodeGenDagPatterns;
use crate::model::codegen::Instructions;

/// What the inference needs beyond the public model: kept from the analysis
/// so that a [`PossibleTypes`] session can be made later.
#[derive(Clone, Debug)]
pub(super) struct InferEnv {
    pub target: RecId,
    pub classes: [Option<RecId>; 18],
    pub instrs: Arc<Instructions>,
    pub rc_vts: FxHashMap<RecId, Vec<VtByHwMode>>,
    pub reg_vts: FxHashMap<RecId, Vec<VtByHwMode>>,
    pub legal_default: MvtSet,
    pub intr_index: FxHashMap<RecId, usize>,
}

/// Type inference over copies of source trees with their types removed.
/// Made once per backend run with [`CodeGenDagPatterns::possible_types`];
/// [`PossibleTypes::start`] begins each pattern.
///
/// # Example
///
/// ```
/// # use tablegen_build::model::patterns::CodeGenDagPatterns;
/// # use tablegen_core::parser::{parse_source, ParseOptions};
/// # let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
/// # let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
/// # let src = r#"
/// #   include "llvm/Target/Target.td"
/// #   def R0 : Register<"r0">;
/// #   def GPR : RegisterClass<"T", [i32, i64], 32, (add R0)>;
/// #   def ADD : Instruction {
/// #     let Namespace = "T";
/// #     let OutOperandList = (outs GPR:$dst);
/// #     let InOperandList = (ins GPR:$a, GPR:$b);
/// #     let Pattern = [(set i32:$dst, (add i32:$a, i32:$b))];
/// #   }
/// #   def TII : InstrInfo;
/// #   def T : Target { let InstructionSet = TII; }
/// # "#;
/// # let mut keeper = parse_source("t.td", src, &opts).map_err(|_| "parse").unwrap();
/// # let mut rk = tablegen_build::Records::new(&mut keeper);
/// # let cdp = CodeGenDagPatterns::get(&mut rk).unwrap();
/// # let rk = rk.keeper();
/// let p = cdp.sorted_patterns(rk)[0];
/// let mut possible = cdp.possible_types(rk);
/// let root = possible.start(p.src).unwrap();
/// // `add` only says "integer": the pattern's i32 must be checked.
/// let real = &cdp.node(p.src).types[0];
/// assert!(!possible.get(root, 0).same(real));
/// possible.set(root, 0, real.clone()).unwrap();
/// // Its operands then follow.
/// let a = cdp.node(p.src).children[0];
/// let a_copy = possible.child(root, 0).unwrap();
/// assert!(possible.get(a_copy, 0).same(&cdp.node(a).types[0]));
/// ```
pub struct PossibleTypes<'a> {
    cx: Cx<'a>,
    /// The model's trees, which are copied.
    source: &'a Arena,
    /// The pattern whose diagnostics inference reports: as in LLVM, the
    /// first pattern fragment (by record id), its trees copied first into
    /// the scratch arena so that its dump prints them.
    tp: TreePattern,
    /// The scratch arena's length after the fragment's trees.
    base: usize,
    /// LLVM's `HasError` of that fragment: set by the first error, after
    /// which inference does nothing, for every later pattern too.
    sticky: bool,
    /// The diagnostics of that first error, until taken.
    failure: Option<InferFailure>,
    root: CopyId,
    empty: TypeSet,
}

/// Diagnostics of inference in a [`PossibleTypes`] session (LLVM's dump
/// of the pattern and its error, fatal or not), for the records' sink.
#[derive(Clone, Debug)]
pub struct InferFailure {
    diags: Vec<Diag>,
    fatal: bool,
}

impl InferFailure {
    /// Whether LLVM stops here (`PrintFatalError`); otherwise the run goes
    /// on and the error is counted at exit.
    pub fn is_fatal(&self) -> bool {
        self.fatal
    }

    /// Hands the diagnostics to `rk`'s sink.
    pub fn report(self, rk: &mut crate::backend::Records<'_>) {
        super::cx::deliver(rk, self.diags);
    }
}

/// A node of the copy [`PossibleTypes`] infers (not a node of the model).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CopyId(NodeId);

impl CodeGenDagPatterns {
    /// A session of [`PossibleTypes`] over this model.
    pub fn possible_types<'a>(&'a self, rk: &'a RecordKeeper) -> PossibleTypes<'a> {
        // The copies live in a scratch arena, and nothing below follows a
        // model node id (default operands are only tested for emptiness).
        let cx = Cx::from_env(rk, self.clone_tables(Arena::default()));
        let mut possible = PossibleTypes {
            cx,
            source: &self.arena,
            tp: TreePattern::empty(self.infer_env.target, true),
            base: 0,
            sticky: false,
            failure: None,
            root: CopyId(NodeId(0)),
            empty: TypeSet::default(),
        };
        // LLVM reports through `*CGP.pf_begin()`, whatever pattern is being
        // matched (its comment: "impossible at this point").
        if let Some(frag) = self.fragments.values().next() {
            possible.tp = TreePattern::empty(frag.def, true);
            possible.tp.args.clone_from(&frag.args);
            possible.tp.trees = frag.trees.iter().map(|&t| possible.copy(t, true)).collect();
        }
        possible.base = possible.cx.m.arena.len();
        possible
    }
}

impl PossibleTypes<'_> {
    /// Begins pattern `src` (a tree of the model): copies it without types
    /// (LLVM's `clone` then `RemoveAllTypes`: a deep copy, so a subtree the
    /// model shares becomes two) and infers what its operators imply.
    pub fn start(&mut self, src: NodeId) -> Result<CopyId, InferFailure> {
        self.cx.m.arena.truncate(self.base);
        self.cx.diags.clear();
        self.root = CopyId(self.copy(src, false));
        self.infer()?;
        Ok(self.root)
    }

    /// The first non-fatal error inference reported, once: LLVM prints it
    /// and goes on without inferring anything more.
    pub fn take_failure(&mut self) -> Option<InferFailure> {
        self.failure.take()
    }

    /// Child `i` of `n`.
    pub fn child(&self, n: CopyId, i: usize) -> Option<CopyId> {
        self.cx.m.arena.get(n.0).children.get(i).copied().map(CopyId)
    }

    /// The possible types of result `res` of `n`.
    pub fn get(&self, n: CopyId, res: usize) -> &TypeSet {
        self.cx.m.arena.get(n.0).types.get(res).unwrap_or(&self.empty)
    }

    /// Sets result `res` of `n` to `t` (what the matcher now checks) and
    /// infers again.
    pub fn set(&mut self, n: CopyId, res: usize, t: TypeSet) -> Result<(), InferFailure> {
        if let Some(slot) = self.cx.m.arena.get_mut(n.0).types.get_mut(res) {
            *slot = t;
        }
        self.infer()
    }

    /// A copy of model node `n` in the scratch arena, with its types or
    /// with every type unknown.
    fn copy(&mut self, n: NodeId, keep_types: bool) -> NodeId {
        let source = self.source;
        // Pattern trees are shallow; the guard keeps a pathological one safe.
        tablegen_core::stack::guard(|| {
            let node = source.get(n);
            let children = node.children.iter().map(|&c| self.copy(c, keep_types)).collect();
            let types = if keep_types { node.types.clone() } else { super::tree::Types::new(node.types.len()) };
            let copy = node.copy_with(children, types);
            self.cx.m.arena.add(copy)
        })
    }

    /// LLVM's loop: apply the constraints, ignoring registers, until nothing
    /// changes; nothing at all once an error was reported.
    fn infer(&mut self) -> Result<(), InferFailure> {
        if self.sticky {
            return Ok(());
        }
        let mut rounds = 0u32;
        loop {
            let r = self.cx.apply_type_constraints(&mut self.tp, self.root.0, true);
            if r.is_err() {
                let diags = std::mem::take(&mut self.cx.diags);
                return Err(InferFailure { diags, fatal: true });
            }
            if self.tp.has_error {
                self.sticky = true;
                let diags = std::mem::take(&mut self.cx.diags);
                self.failure = Some(InferFailure { diags, fatal: false });
                return Ok(());
            }
            if !matches!(r, Ok(true)) {
                return Ok(());
            }
            rounds += 1;
            if rounds > 100_000 {
                let msg = "type inference does not converge".to_string();
                return Err(InferFailure { diags: vec![Diag::Fatal(Vec::new(), msg)], fatal: true });
            }
        }
    }
}
