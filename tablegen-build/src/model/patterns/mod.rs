//! The DAG pattern model (LLVM's `CodeGenDAGPatterns`): the selection-DAG
//! nodes and their type profiles, pattern fragments, complex patterns, node
//! transforms, instruction patterns and `Pat`s, parsed into trees, their
//! fragments inlined, their types inferred to a fixed point, commutative
//! variants generated and hardware-mode types expanded, ending in the
//! patterns to match that `-gen-dag-isel` and `-gen-fast-isel` read.
//!
//! Modules:
//! - [`type_set`]: value types as sets per hardware mode, stored in a
//!   [`mode_map`];
//! - [`sdnode`]: `SDNode` info and type constraints, complex patterns,
//!   transforms;
//! - [`tree`]: the pattern-tree arena;
//! - `infer`: type inference;
//! - `frags`: tree parsing, fragments and their inlining;
//! - [`predicate`]: fragment predicates and the C++ they generate;
//! - `instructions`: instruction patterns;
//! - [`to_match`]: patterns to match, complexity and LLVM's ordering;
//! - `variants`: commutative and associative variants;
//! - [`flags`]: instruction flags inferred from the patterns;
//! - [`print`](mod@print): LLVM's printing of trees.
//!
//! # Where this differs from LLVM
//!
//! - Where llvm-tblgen crashes or loops (an `OutPatFrag` operator in an
//!   input, an operand list shorter than the pattern's results, a tree more
//!   than thousands of levels deep, an exponential number of commutative
//!   variants) the analysis reports an error and stops instead. A fragment
//!   that uses itself is inlined as LLVM does it: the use sees the
//!   fragment's alternatives inlined so far.
//! - `MatcherGen::InferPossibleTypes` (which reports through the first
//!   fragment's pattern) belongs to the matcher generator, not here.
//!
//! # Example
//!
//! ```
//! use tablegen_build::model::patterns::CodeGenDagPatterns;
//! use tablegen_core::parser::{parse_source, ParseOptions};
//! # let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
//! let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
//! let src = r#"
//!   include "llvm/Target/Target.td"
//!   def R0 : Register<"r0">;
//!   def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
//!   def ADD : Instruction {
//!     let Namespace = "T";
//!     let OutOperandList = (outs GPR:$dst);
//!     let InOperandList = (ins GPR:$a, GPR:$b);
//!     let Pattern = [(set GPR:$dst, (add GPR:$a, GPR:$b))];
//!   }
//!   def TII : InstrInfo;
//!   def T : Target { let InstructionSet = TII; }
//! "#;
//! let mut keeper = parse_source("t.td", src, &opts).map_err(|_| "parse").unwrap();
//! let mut rk = tablegen_build::Records::new(&mut keeper);
//! let cdp = CodeGenDagPatterns::get(&mut rk).unwrap();
//! let rk = rk.keeper();
//! let p = cdp.sorted_patterns(rk)[0];
//! assert_eq!(p.src_string(rk, &cdp), "(add:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)");
//! assert_eq!(p.dst_string(rk, &cdp), "(ADD:{ *:[i32] } GPR:{ *:[i32] }:$a, GPR:{ *:[i32] }:$b)");
//! assert_eq!(p.complexity(rk, &cdp), 3);
//! ```

mod build;
mod cx;
pub mod flags;
mod fork;
mod frags;
mod infer;
mod instructions;
mod kept;
pub mod mode_map;
mod possible;
pub mod predicate;
pub mod print;
pub mod sdnode;
#[cfg(test)]
mod tests;
pub mod to_match;
pub mod tree;
pub mod type_set;
mod variants;

use std::collections::BTreeMap;
use std::sync::Arc;

use tablegen_core::bytes::{Reader, Writer};
use tablegen_core::init::Init;
use tablegen_core::record::RecId;

use crate::backend::{Records, Result};
use crate::model::codegen::HwModes;
use crate::model::intrinsics::CodeGenIntrinsicTable;
use crate::support::persist;

pub use possible::{CopyId, InferFailure, PossibleTypes};
pub use predicate::{PredError, PredicateFn};
pub use sdnode::{ComplexPattern, ConstraintKind, NodeXForm, SdNodeInfo, TypeConstraint};
pub use to_match::PatternToMatch;
pub use tree::{Arena, Leaf, Node, NodeId, Op, PredCall};
pub use type_set::{Mvt, MvtSet, Mvts, Overloads, TypeSet, VtByHwMode};

/// A pattern fragment (`PatFrags`, `PatFrag`, `OutPatFrag`) after parsing,
/// inlining of the fragments it uses and type inference.
#[derive(Clone, Debug)]
pub struct Fragment {
    /// The def.
    pub def: RecId,
    /// The alternatives.
    pub trees: Vec<NodeId>,
    /// The operand names, in `Operands` order (`None`: unnamed).
    pub args: Vec<Option<Init>>,
}

/// An instruction as the pattern model sees it (LLVM's `DAGInstruction`).
#[derive(Clone, Debug, Default)]
pub struct DagInstruction {
    /// The operand records of the results.
    pub results: Vec<RecId>,
    /// The operand records of the inputs.
    pub operands: Vec<RecId>,
    /// Registers the pattern sets implicitly.
    pub imp_results: Vec<RecId>,
    /// The pattern's source tree, if the instruction has a pattern.
    pub src_pattern: Option<NodeId>,
    /// The result tree (the instruction applied to its operands).
    pub result_pattern: Option<NodeId>,
}

/// The flags the patterns give each instruction (see
/// [`CodeGenDagPatterns::inferred_flags`]).
#[derive(Debug)]
pub struct InferredFlags {
    /// Per instruction def, as [`CodeGenDagPatterns::instr_flags`].
    pub flags: BTreeMap<RecId, flags::InstrFlags>,
}

impl InferredFlags {
    /// Its name among the analyses kept in a record cache.
    const PERSISTED: &'static str = "inferred-flags";

    /// As kept in a record cache (see [`flags::write`]).
    fn encode(&self) -> Vec<u8> {
        let mut out = Writer::default();
        flags::write(&mut out, &self.flags);
        out.into_bytes()
    }

    /// Reads [`Self::encode`]'s bytes back (see [`flags::read`]).
    fn decode(rk: &Records<'_>, bytes: &[u8]) -> Option<InferredFlags> {
        let mut input = Reader::new(bytes);
        let flags = flags::read(rk, &mut input)?;
        input.at_end().then_some(InferredFlags { flags })
    }
}

/// Everything LLVM's `CodeGenDAGPatterns` computes, for the instruction
/// selector backends. Made once per session with [`CodeGenDagPatterns::get`].
#[derive(Debug)]
pub struct CodeGenDagPatterns {
    /// The value type table.
    pub mvts: Mvts,
    /// The hardware modes.
    pub hw_modes: HwModes,
    /// The intrinsics (pattern operators `int_*`).
    pub intrinsics: Arc<CodeGenIntrinsicTable>,
    /// Every node of every tree.
    pub arena: Arena,
    /// `SDNode` defs (record ids are creation order, LLVM's `LessRecordByID`).
    pub sd_nodes: BTreeMap<RecId, SdNodeInfo>,
    /// `SDNodeXForm` defs, by record id.
    pub xforms: BTreeMap<RecId, NodeXForm>,
    /// `ComplexPattern` defs, by record id.
    pub complex_patterns: BTreeMap<RecId, ComplexPattern>,
    /// Pattern fragments, by record id.
    pub fragments: BTreeMap<RecId, Fragment>,
    /// Default operands (`OperandWithDefaultOps`), by record id: the trees
    /// of `DefaultOps`.
    pub default_operands: BTreeMap<RecId, Vec<NodeId>>,
    /// Instructions, by record id.
    pub instructions: BTreeMap<RecId, DagInstruction>,
    /// The patterns to match, in LLVM's order of creation.
    pub patterns: Vec<PatternToMatch>,
    /// The legal value types (the union of every register class's).
    pub legal_types: TypeSet,
    /// `intrinsic_void`, `intrinsic_w_chain`, `intrinsic_wo_chain`.
    pub intrinsic_nodes: [RecId; 3],
    /// Instruction flags after inference from the patterns, by instruction.
    pub instr_flags: BTreeMap<RecId, flags::InstrFlags>,
    /// What [`Self::possible_types`] needs from the analysis.
    infer_env: possible::InferEnv,
}

impl CodeGenDagPatterns {
    /// A copy of the tables inference reads, over `arena`, with no
    /// fragments, patterns or flags (a session of inference elsewhere:
    /// [`PossibleTypes`], or a thread's share of the analysis).
    fn clone_tables(&self, arena: Arena) -> CodeGenDagPatterns {
        CodeGenDagPatterns {
            mvts: self.mvts.clone(),
            hw_modes: self.hw_modes.clone(),
            intrinsics: Arc::clone(&self.intrinsics),
            arena,
            sd_nodes: self.sd_nodes.clone(),
            xforms: self.xforms.clone(),
            complex_patterns: self.complex_patterns.clone(),
            fragments: BTreeMap::new(),
            default_operands: self.default_operands.clone(),
            instructions: self.instructions.clone(),
            patterns: Vec::new(),
            legal_types: self.legal_types.clone(),
            intrinsic_nodes: self.intrinsic_nodes,
            instr_flags: BTreeMap::new(),
            infer_env: self.infer_env.clone(),
        }
    }

    /// These tables with the trees the phases made over them.
    fn with_trees(self, trees: kept::Trees) -> CodeGenDagPatterns {
        let kept::Trees { nodes, fragments, default_operands, instructions, patterns, instr_flags } = trees;
        CodeGenDagPatterns {
            arena: Arena::from_nodes(nodes),
            fragments,
            default_operands,
            instructions,
            patterns,
            instr_flags,
            ..self
        }
    }

    /// Frees the nodes no tree of the model uses any more, renumbering the
    /// handles every part of the model holds.
    fn drop_unreachable_nodes(&mut self) {
        let mut roots = Vec::new();
        for f in self.fragments.values() {
            roots.extend_from_slice(&f.trees);
        }
        for trees in self.default_operands.values() {
            roots.extend_from_slice(trees);
        }
        for i in self.instructions.values() {
            roots.extend(i.src_pattern);
            roots.extend(i.result_pattern);
        }
        for p in &self.patterns {
            roots.push(p.src);
            roots.push(p.dst);
        }
        let remap = self.arena.retain_reachable(roots);
        // Every root was marked live, so each has a new id.
        let new = |id: &mut NodeId| *id = remap[id.0 as usize].unwrap_or(*id);
        for f in self.fragments.values_mut() {
            f.trees.iter_mut().for_each(new);
        }
        for trees in self.default_operands.values_mut() {
            trees.iter_mut().for_each(new);
        }
        for i in self.instructions.values_mut() {
            i.src_pattern.iter_mut().for_each(new);
            i.result_pattern.iter_mut().for_each(new);
        }
        for p in &mut self.patterns {
            new(&mut p.src);
            new(&mut p.dst);
        }
    }

    /// The model of these records, made on first request.
    pub fn get(rk: &mut Records<'_>) -> Result<Arc<Self>> {
        rk.model(build::analyze)
    }

    /// The flags the patterns give the instructions (the model's
    /// [`instr_flags`](Self::instr_flags)), for a backend that needs
    /// nothing else of it (`-gen-instr-info`): the model's if it is made
    /// already, else inferred without the patterns' commutative variants,
    /// which cannot change them (the whole model is made instead when that
    /// run reports an error, so that the diagnostics are LLVM's).
    ///
    /// ```
    /// # use tablegen_build::model::patterns::CodeGenDagPatterns;
    /// # use tablegen_core::parser::{parse_source, ParseOptions};
    /// # let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    /// # let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    /// # let src = r#"
    /// #   include "llvm/Target/Target.td"
    /// #   def R0 : Register<"r0">;
    /// #   def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
    /// #   def LD : Instruction {
    /// #     let Namespace = "T";
    /// #     let OutOperandList = (outs GPR:$dst);
    /// #     let InOperandList = (ins GPR:$a);
    /// #     let Pattern = [(set i32:$dst, (load GPR:$a))];
    /// #   }
    /// #   def TII : InstrInfo;
    /// #   def T : Target { let InstructionSet = TII; }
    /// # "#;
    /// # let mut keeper = parse_source("t.td", src, &opts).map_err(|_| "parse").unwrap();
    /// # let ld = keeper.def("LD").unwrap();
    /// let mut rk = tablegen_build::Records::new(&mut keeper);
    /// let flags = CodeGenDagPatterns::inferred_flags(&mut rk).unwrap();
    /// // `mayLoad` was left unset; the pattern's `load` sets it.
    /// assert!(flags.flags[&ld].may_load);
    /// assert_eq!(flags.flags, CodeGenDagPatterns::get(&mut rk).unwrap().instr_flags);
    /// ```
    pub fn inferred_flags(rk: &mut Records<'_>) -> Result<Arc<InferredFlags>> {
        if let Some(m) = rk.cached_model_for::<Self>(&Default::default()) {
            return Ok(Arc::new(InferredFlags { flags: m.instr_flags.clone() }));
        }
        rk.model(|rk| {
            if let Some(flags) = persist::load(rk, InferredFlags::PERSISTED, |b| InferredFlags::decode(rk, b)) {
                return Ok(flags);
            }
            persist::make(
                rk,
                InferredFlags::PERSISTED,
                |rk| match build::analyze_flags(rk)? {
                    Some(flags) => Ok(InferredFlags { flags }),
                    None => Ok(InferredFlags { flags: Self::get(rk)?.instr_flags.clone() }),
                },
                |f| Some(f.encode()),
            )
        })
    }

    /// The index in [`Self::intrinsics`] of the intrinsic node `n` calls
    /// (LLVM's `getIntrinsicInfo`): `None` unless `n` is an
    /// `intrinsic_void`/`_w_chain`/`_wo_chain` node with a valid id.
    pub fn intrinsic_of(&self, n: NodeId) -> Option<usize> {
        let node = self.node(n);
        let op = node.operator()?;
        if !self.intrinsic_nodes.contains(&op) {
            return None;
        }
        let iid = self.node(*node.children.first()?).leaf_int()?;
        let idx = usize::try_from(iid).ok()?.checked_sub(1)?;
        (idx < self.intrinsics.intrinsics.len()).then_some(idx)
    }

    /// The `SDNode` info of `def`.
    pub fn sd_node(&self, def: RecId) -> Option<&SdNodeInfo> {
        self.sd_nodes.get(&def)
    }

    /// The complex pattern `def`.
    pub fn complex_pattern(&self, def: RecId) -> Option<&ComplexPattern> {
        self.complex_patterns.get(&def)
    }

    /// The transform `def`.
    pub fn xform(&self, def: RecId) -> Option<&NodeXForm> {
        self.xforms.get(&def)
    }

    /// The fragment `def`.
    pub fn fragment(&self, def: RecId) -> Option<&Fragment> {
        self.fragments.get(&def)
    }

    /// The instruction `def`.
    pub fn instruction(&self, def: RecId) -> Option<&DagInstruction> {
        self.instructions.get(&def)
    }

    /// The default operand trees of `def`.
    pub fn default_operand(&self, def: RecId) -> Option<&[NodeId]> {
        self.default_operands.get(&def).map(Vec::as_slice)
    }

    /// A node of a tree.
    pub fn node(&self, id: NodeId) -> &Node {
        self.arena.get(id)
    }

    /// The patterns in the order `-gen-dag-isel` matches them (LLVM's
    /// `PatternSortingPredicate` with a stable sort).
    pub fn sorted_patterns(&self, rk: &tablegen_core::RecordKeeper) -> Vec<&PatternToMatch> {
        to_match::sorted(self, rk)
    }
}
