//! The analysis context shared by the phases: the records, the model
//! being built, the diagnostics waiting for the records' sink, and the
//! record-reading helpers that fail as LLVM does.

use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use std::sync::Arc;

use tablegen_core::init::{Init, InitKind};
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;
use tablegen_core::RecordKeeper;

use super::sdnode::TypeConstraint;
use super::tree::{Arena, NodeId};
use super::type_set::{Mvt, MvtSet, TypeSet, VtByHwMode};
use super::CodeGenDagPatterns;
use crate::model::codegen::Instructions;

/// A dag's operator, name and `(argument, name)` pairs.
pub(super) type DagParts = (Init, Init, Vec<(Init, Init)>);

/// A diagnostic waiting for the records' sink.
#[derive(Clone, Debug)]
pub(super) enum Diag {
    Error(Vec<Loc>, String),
    Warning(Vec<Loc>, String),
    Raw(String),
    Fatal(Vec<Loc>, String),
}

/// Hands `diags` to the records' sink, in order; true when one of them
/// was fatal. LLVM's `TreePattern::error` is not fatal: the run goes on,
/// the output is written and the errors are counted at exit.
pub(super) fn deliver(rk: &mut crate::backend::Records<'_>, diags: Vec<Diag>) -> bool {
    let mut fatal = false;
    for d in diags {
        match d {
            Diag::Error(locs, msg) => rk.error(&locs, msg),
            Diag::Warning(locs, msg) => rk.warning(&locs, msg),
            Diag::Raw(text) => rk.raw(text),
            Diag::Fatal(locs, msg) => {
                rk.fatal(&locs, msg);
                fatal = true;
            }
        }
    }
    fatal
}

/// A fatal error was reported: stop.
#[derive(Clone, Copy, Debug)]
pub(super) struct Stop;

pub(super) type R<T> = std::result::Result<T, Stop>;

/// The classes the analysis tests records against.
#[derive(Clone, Copy, Debug)]
pub(super) enum Cls {
    SdNode,
    PatFrags,
    OutPatFrag,
    Instruction,
    SdNodeXForm,
    Intrinsic,
    ComplexPattern,
    ValueType,
    RegisterClass,
    RegisterOperand,
    Register,
    SubRegIndex,
    CondCode,
    PointerLikeRegClass,
    Operand,
    OperandWithDefaultOps,
    GiselFlags,
    UnknownClass,
}

pub(super) const CLASS_NAMES: [&str; 18] = [
    "SDNode",
    "PatFrags",
    "OutPatFrag",
    "Instruction",
    "SDNodeXForm",
    "Intrinsic",
    "ComplexPattern",
    "ValueType",
    "RegisterClass",
    "RegisterOperand",
    "Register",
    "SubRegIndex",
    "CondCode",
    "PointerLikeRegClass",
    "Operand",
    "OperandWithDefaultOps",
    "GISelFlags",
    "unknown_class",
];

/// The analysis in progress.
pub(super) struct Cx<'a> {
    pub rk: &'a RecordKeeper,
    /// The `Target` def.
    pub target: RecId,
    pub m: CodeGenDagPatterns,
    pub classes: [Option<RecId>; 18],
    pub instrs: Arc<Instructions>,
    /// `RegTypes` of every `RegisterClass` def.
    pub rc_vts: FxHashMap<RecId, Vec<VtByHwMode>>,
    /// The value types of the classes holding each register.
    pub reg_vts: FxHashMap<RecId, Vec<VtByHwMode>>,
    /// The legal types, default mode only (LLVM's `TypeInfer` cache).
    pub legal_default: MvtSet,
    pub intr_index: FxHashMap<RecId, usize>,
    pub diags: Vec<Diag>,
    pub num_scopes: u32,
    /// Variant nodes the current pattern may still make.
    pub variant_budget: u64,
    pub next_uid: u32,
    /// Pattern fragments being parsed (LLVM's `PatternFragments`).
    pub frags: BTreeMap<RecId, TreePattern>,
    /// What inference has read of each instruction operand record.
    pub operand_facts: FxHashMap<RecId, Rc<OperandFacts>>,
    /// Each instruction's `HasOneImplicitDefWithKnownVT`, once read.
    pub implicit_def_vts: FxHashMap<RecId, Option<Mvt>>,
    /// Each `SDNode`'s result count and type constraints, shared: inference
    /// applies them at every visit of every node, and finding them in the
    /// model's ordered map for each constraint was a twentieth of matcher
    /// generation.
    pub sd_constraints: FxHashMap<RecId, Rc<SdConstraints>>,
    /// Set on a fork that parses instructions while other threads parse
    /// the ones before: its `m.instructions` lacks them (see
    /// [`Cx::read_partial`]).
    pub partial_instructions: bool,
    /// A fork with partial instructions looked one up: what it made may
    /// differ from one thread's, so its work is thrown away.
    pub read_partial: bool,
}

/// An `SDNode`'s type profile as inference applies it.
#[derive(Debug)]
pub(super) struct SdConstraints {
    pub num_results: u32,
    /// -1 when variadic.
    pub num_operands: i64,
    pub list: Vec<TypeConstraint>,
}

/// What type inference reads of a record that stands for an instruction
/// operand, read once: inference visits every operand of every instruction
/// in a pattern on each round until nothing changes, and reading the
/// record's fields by name each time was a tenth of the pattern phase.
#[derive(Debug)]
pub(super) struct OperandFacts {
    /// The types a node in this operand's place must have; `None` when the
    /// operand says nothing (LLVM's `UpdateNodeTypeFromInst` returning
    /// false). Read when first needed: reading it can fail, and the error
    /// must come where LLVM's does.
    pub ty: OnceCell<Option<TypeSet>>,
    /// LLVM's `operandHasDefault`.
    pub has_default: bool,
    /// The `MIOperandInfo` sub-operands of an `Operand` (`None`: not a def);
    /// empty for anything else.
    pub sub_ops: Vec<Option<RecId>>,
}

impl<'a> Cx<'a> {
    /// A context over `m`, whose `infer_env` gives the tables, with no
    /// fragments, caches or diagnostics yet.
    pub fn from_env(rk: &'a RecordKeeper, m: CodeGenDagPatterns) -> Self {
        let env = m.infer_env.clone();
        Cx {
            rk,
            target: env.target,
            m,
            classes: env.classes,
            instrs: env.instrs,
            rc_vts: env.rc_vts,
            reg_vts: env.reg_vts,
            legal_default: env.legal_default,
            intr_index: env.intr_index,
            diags: Vec::new(),
            num_scopes: 0,
            variant_budget: 0,
            next_uid: 1 << 30,
            frags: BTreeMap::new(),
            operand_facts: FxHashMap::default(),
            implicit_def_vts: FxHashMap::default(),
            sd_constraints: FxHashMap::default(),
            partial_instructions: false,
            read_partial: false,
        }
    }

    pub fn isa(&self, r: RecId, c: Cls) -> bool {
        match self.classes[c as usize] {
            Some(cid) => self.rk.record(r).is_subclass_of(cid),
            None => false,
        }
    }

    pub fn name(&self, r: RecId) -> &'a str {
        self.rk.name_str(r)
    }

    pub fn locs(&self, r: RecId) -> Vec<Loc> {
        self.rk.record(r).locs.to_vec()
    }

    pub fn arena(&mut self) -> &mut Arena {
        &mut self.m.arena
    }

    /// `PrintFatalError(Rec->getLoc(), Msg)`.
    pub fn fatal_at<T>(&mut self, r: RecId, msg: impl Into<String>) -> R<T> {
        let locs = self.locs(r);
        self.diags.push(Diag::Fatal(locs, msg.into()));
        Err(Stop)
    }

    /// `PrintFatalError(Msg)`.
    pub fn fatal_no_loc<T>(&mut self, msg: impl Into<String>) -> R<T> {
        self.diags.push(Diag::Fatal(Vec::new(), msg.into()));
        Err(Stop)
    }

    /// A record getter's failure, as LLVM reports it.
    pub fn field<T>(&mut self, r: std::result::Result<T, tablegen_core::record::FieldError>) -> R<T> {
        match r {
            Ok(v) => Ok(v),
            Err(e) => self.fatal_at(e.rec, e.msg),
        }
    }

    pub fn int_field(&mut self, r: RecId, f: &str) -> R<i64> {
        let v = self.rk.value_as_int(r, f);
        self.field(v)
    }

    pub fn def_field(&mut self, r: RecId, f: &str) -> R<RecId> {
        let v = self.rk.value_as_def(r, f);
        self.field(v)
    }

    /// The value type of a `ValueType` def, per mode.
    pub fn vt_of(&self, def: RecId) -> VtByHwMode {
        VtByHwMode::of_def(self.rk, &self.m.hw_modes, &self.m.mvts, def)
    }

    /// A fresh id beyond every record's (LLVM's `Record::getNewUID`).
    pub fn new_uid(&mut self) -> u32 {
        self.next_uid += 1;
        self.next_uid - 1
    }

    /// The index in the intrinsic table of an `Intrinsic` def.
    pub fn intrinsic(&self, def: RecId) -> Option<&crate::model::intrinsics::CodeGenIntrinsic> {
        self.intr_index.get(&def).map(|&i| &self.m.intrinsics.intrinsics[i])
    }
}

/// A set of trees being analysed together, with the record they come
/// from (LLVM's `TreePattern`).
#[derive(Clone, Debug)]
pub(super) struct TreePattern {
    pub rec: RecId,
    pub trees: Vec<NodeId>,
    /// Operand names (`None`: an unnamed operand).
    pub args: Vec<Option<Init>>,
    pub is_input: bool,
    pub has_error: bool,
    /// Whether empty type sets are fatal (off while fragments are inferred).
    pub validate: bool,
    pub complex_ops: FxHashMap<Init, (RecId, usize)>,
    /// Named nodes, in the bucket order of LLVM's `StringMap` of them.
    pub named: Option<Vec<(Init, Vec<NodeId>)>>,
}

impl TreePattern {
    pub fn empty(rec: RecId, is_input: bool) -> Self {
        TreePattern {
            rec,
            trees: Vec::new(),
            args: Vec::new(),
            is_input,
            has_error: false,
            validate: true,
            complex_ops: FxHashMap::default(),
            named: None,
        }
    }
}

impl Cx<'_> {
    /// The `Defs` of an instruction (its implicit definitions).
    pub fn implicit_defs(&self, inst: RecId) -> Vec<RecId> {
        self.rk.value_as_list_of_defs(inst, "Defs").unwrap_or_default()
    }

    /// LLVM's `HasOneImplicitDefWithKnownVT`.
    pub fn one_implicit_def_vt(&self, inst: RecId) -> Option<Mvt> {
        let defs = self.implicit_defs(inst);
        let first = *defs.first()?;
        let vts = self.reg_vts.get(&first)?;
        if vts.len() == 1 {
            return vts[0].get_simple();
        }
        None
    }

    /// True when `op` has a non-empty default (LLVM's `operandHasDefault`).
    pub fn operand_has_default(&self, op: RecId) -> bool {
        self.isa(op, Cls::OperandWithDefaultOps) && self.m.default_operands.get(&op).is_some_and(|v| !v.is_empty())
    }

    /// The type set of register class `rc`.
    #[inline]
    pub fn rc_type_set(&self, rc: RecId) -> TypeSet {
        TypeSet::from_vts(self.rc_vts.get(&rc).map(Vec::as_slice).unwrap_or(&[]))
    }

    /// Nodes of a dag value.
    pub fn dag_parts(&self, v: Init) -> Option<DagParts> {
        match self.rk.inits.kind(v) {
            InitKind::Dag { op, op_name, args } => {
                let a = self.rk.inits.slice(*args);
                let n = self.rk.inits.slice(args.dag_names());
                Some((*op, *op_name, a.iter().copied().zip(n.iter().copied()).collect()))
            }
            _ => None,
        }
    }

    /// The root of a tree, for printing in diagnostics.
    #[inline]
    pub fn node(&self, id: NodeId) -> &super::tree::Node {
        self.m.arena.get(id)
    }

    /// Child `i` of `id`, which must exist.
    pub fn child(&self, id: NodeId, i: usize) -> NodeId {
        self.m.arena.child(id, i)
    }
}
