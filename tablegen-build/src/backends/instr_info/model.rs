//! The analysis: the whole instruction description of a target, as LLVM's
//! `InstrInfoEmitter` computes it, in a form both writers print.
//!
//! The model is built in the order LLVM's emitter reads the records, so
//! the first error reported is LLVM's: the DAG patterns (which infer
//! `mayLoad`, `mayStore` and `hasSideEffects`), the scheduling model, the
//! namespace, the descriptors, the operand tables, the `TIIPredicate`s,
//! the feature checks, then the `InstrMapping` tables.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;

use crate::backend::{Options, Records, Result};
use crate::model::codegen::registers::RegisterFacts;
use crate::model::codegen::schedule::SchedModels;
use crate::model::codegen::{
    qualified_name, CodeGenTarget, Constraint, Deprecation, FeatureCond, InstProperties, Instructions,
    SubtargetFeatureInfo,
};
use crate::model::inst_predicate::rust::PredicateNumbers;
use crate::model::inst_predicate::{read_statement, Stmt};
use crate::model::patterns::CodeGenDagPatterns;
use crate::support::fields::{bit_field, derived, fatal, fatal_at, lift, string_field};
use crate::support::seq_table::{OffsetTable, SequenceToOffsetTable};

use super::map_table::{self, MapTables};
use super::EXPAND_MI_OPERAND_INFO;

/// The `MCID::Flag`s of an instruction descriptor, numbered as LLVM's
/// `MCInstrDesc.h` numbers them (the bit in `MCInstrDesc::Flags`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum McidFlag {
    PreISelOpcode = 0,
    Variadic,
    HasOptionalDef,
    Pseudo,
    Meta,
    Return,
    EHScopeReturn,
    Call,
    Barrier,
    Terminator,
    Branch,
    IndirectBranch,
    Compare,
    MoveImm,
    MoveReg,
    Bitcast,
    Select,
    DelaySlot,
    FoldableAsLoad,
    MayLoad,
    MayStore,
    MayRaiseFPException,
    Predicable,
    NotDuplicable,
    UnmodeledSideEffects,
    Commutable,
    ConvertibleTo3Addr,
    UsesCustomInserter,
    HasPostISelHook,
    Rematerializable,
    CheapAsAMove,
    ExtraSrcRegAllocReq,
    ExtraDefRegAllocReq,
    RegSequence,
    ExtractSubreg,
    InsertSubreg,
    Convergent,
    Add,
    Trap,
    VariadicOpsAreDefs,
    Authenticated,
}

impl McidFlag {
    /// The flags in the order LLVM's `emitRecord` prints them.
    pub const PRINT_ORDER: [McidFlag; 41] = {
        use McidFlag::*;
        [
            PreISelOpcode,
            Pseudo,
            Meta,
            Return,
            EHScopeReturn,
            Branch,
            IndirectBranch,
            Compare,
            MoveImm,
            MoveReg,
            Bitcast,
            Add,
            Trap,
            Select,
            Barrier,
            DelaySlot,
            Call,
            FoldableAsLoad,
            MayLoad,
            MayStore,
            MayRaiseFPException,
            Predicable,
            ConvertibleTo3Addr,
            Commutable,
            Terminator,
            Rematerializable,
            NotDuplicable,
            HasOptionalDef,
            UsesCustomInserter,
            HasPostISelHook,
            Variadic,
            UnmodeledSideEffects,
            CheapAsAMove,
            ExtraSrcRegAllocReq,
            ExtraDefRegAllocReq,
            RegSequence,
            ExtractSubreg,
            InsertSubreg,
            Convergent,
            VariadicOpsAreDefs,
            Authenticated,
        ]
    };

    /// The C++ enumerator name (`MCID::<name>`).
    pub fn name(self) -> &'static str {
        use McidFlag::*;
        match self {
            PreISelOpcode => "PreISelOpcode",
            Variadic => "Variadic",
            HasOptionalDef => "HasOptionalDef",
            Pseudo => "Pseudo",
            Meta => "Meta",
            Return => "Return",
            EHScopeReturn => "EHScopeReturn",
            Call => "Call",
            Barrier => "Barrier",
            Terminator => "Terminator",
            Branch => "Branch",
            IndirectBranch => "IndirectBranch",
            Compare => "Compare",
            MoveImm => "MoveImm",
            MoveReg => "MoveReg",
            Bitcast => "Bitcast",
            Select => "Select",
            DelaySlot => "DelaySlot",
            FoldableAsLoad => "FoldableAsLoad",
            MayLoad => "MayLoad",
            MayStore => "MayStore",
            MayRaiseFPException => "MayRaiseFPException",
            Predicable => "Predicable",
            NotDuplicable => "NotDuplicable",
            UnmodeledSideEffects => "UnmodeledSideEffects",
            Commutable => "Commutable",
            ConvertibleTo3Addr => "ConvertibleTo3Addr",
            UsesCustomInserter => "UsesCustomInserter",
            HasPostISelHook => "HasPostISelHook",
            Rematerializable => "Rematerializable",
            CheapAsAMove => "CheapAsAMove",
            ExtraSrcRegAllocReq => "ExtraSrcRegAllocReq",
            ExtraDefRegAllocReq => "ExtraDefRegAllocReq",
            RegSequence => "RegSequence",
            ExtractSubreg => "ExtractSubreg",
            InsertSubreg => "InsertSubreg",
            Convergent => "Convergent",
            Add => "Add",
            Trap => "Trap",
            VariadicOpsAreDefs => "VariadicOpsAreDefs",
            Authenticated => "Authenticated",
        }
    }
}

/// The register class constraint of one machine operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OperandRegClass {
    /// A register class: its qualified name (`X86::GR32`).
    Class(String),
    /// A `PointerLikeRegClass`: its `RegClassKind`, resolved by the target.
    Pointer(i64),
    /// No fixed class.
    None,
}

/// One machine operand's `MCOperandInfo`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OperandDesc {
    /// The register class.
    pub reg_class: OperandRegClass,
    /// The operand is a `PredicateOp`'s part.
    pub predicate: bool,
    /// The operand is an `OptionalDefOperand`'s part.
    pub optional_def: bool,
    /// The operand is a `BranchTargetOperand`'s part.
    pub branch_target: bool,
    /// `Namespace::OperandType`.
    pub operand_type: String,
    /// Tied or early-clobber.
    pub constraint: Constraint,
    /// The `MCOperandInfo::RegClass` number: the class's enum value, the
    /// pointer kind, or -1.
    pub reg_class_number: i16,
}

/// One instruction's descriptor (`MCInstrDesc`).
#[derive(Clone, Debug)]
pub struct InstDesc {
    /// The def's name.
    pub name: String,
    /// Machine operands (every sub-operand counted).
    pub num_operands: u32,
    /// Machine operands of the outputs.
    pub num_defs: u32,
    /// `Size` in bytes.
    pub size: i64,
    /// The scheduling class.
    pub sched_class: u32,
    /// `Uses`, as qualified register names.
    pub implicit_uses: Vec<String>,
    /// `Defs`, as qualified register names.
    pub implicit_defs: Vec<String>,
    /// `Uses`, as register numbers (0 for a def that is no register).
    pub implicit_use_numbers: Vec<u16>,
    /// `Defs`, as register numbers (0 for a def that is no register).
    pub implicit_def_numbers: Vec<u16>,
    /// Offset of `uses ++ defs` in the implicit operand table.
    pub implicit_offset: u32,
    /// Offset of the operand list in the operand table.
    pub operand_offset: u32,
    /// The `MCID` flags set, as a bit set over [`McidFlag`] numbers.
    pub flags: u64,
    /// `TSFlags`.
    pub ts_flags: u64,
    /// The deprecation, if any.
    pub deprecation: Option<Deprecation>,
}

impl InstDesc {
    /// True if `f` is set.
    pub fn has(&self, f: McidFlag) -> bool {
        self.flags & (1 << f as u32) != 0
    }
}

/// `getNamedOperandIdx`'s tables.
#[derive(Clone, Debug, Default)]
pub struct NamedOperands {
    /// Operand names and their `OpName` values, in name order.
    pub names: Vec<(String, u32)>,
    /// Distinct rows (per `OpName` value, the flat operand index or -1) in
    /// LLVM's order, with the instructions (enum values) using each.
    pub rows: Vec<(Vec<i32>, Vec<usize>)>,
}

/// `getOperandType`'s tables and the `OpTypes` enum.
#[derive(Clone, Debug, Default)]
pub struct OperandTypes {
    /// Named operand types with their values (anonymous records count but
    /// are not listed).
    pub enumerators: Vec<(String, u32)>,
    /// The enum's size (`OPERAND_TYPE_LIST_END`).
    pub end: u32,
    /// Per instruction, the offset of its first operand in `types`.
    pub offsets: Vec<u32>,
    /// Per machine operand, its type's name, or `None` for -1.
    pub types: Vec<Option<String>>,
    /// `X86MemOperand` sizes: per size, the operand types of that size.
    pub mem_sizes: Vec<(i32, Vec<String>)>,
}

/// A logical-operand table (`getLogicalOperandSize`/`Type`).
#[derive(Clone, Debug, Default)]
pub struct LogicalMap<T> {
    /// The widest row.
    pub width: usize,
    /// Distinct rows in first-use order.
    pub rows: Vec<Vec<T>>,
    /// Per row, the qualified instructions using it.
    pub insts: Vec<Vec<String>>,
}

impl<T: Clone + Ord> LogicalMap<T> {
    /// Records that `inst` uses `row`, a new row if `index` (the rows seen
    /// so far) does not hold it yet.
    fn add(&mut self, index: &mut BTreeMap<Vec<T>, usize>, row: Vec<T>, inst: String) {
        self.width = self.width.max(row.len());
        let idx = match index.get(&row) {
            Some(&idx) => idx,
            None => {
                index.insert(row.clone(), self.rows.len());
                self.rows.push(row);
                self.insts.push(Vec::new());
                self.rows.len() - 1
            }
        };
        self.insts[idx].push(inst);
    }
}

/// A `TIIPredicate`.
#[derive(Clone, Debug)]
pub struct TiiPredicate {
    /// The record.
    pub def: RecId,
    /// `FunctionName`.
    pub name: String,
    /// `Body`.
    pub body: Stmt,
}

/// One matching predicate of the feature checks.
#[derive(Clone, Debug)]
pub struct Feature {
    /// The predicate's shared description.
    pub info: SubtargetFeatureInfo,
    /// Its `AssemblerCondDag`.
    pub cond: FeatureCond,
}

/// `computeRequiredFeatures` and its neighbours.
#[derive(Clone, Debug, Default)]
pub struct FeatureChecks {
    /// The matching predicates, in record order.
    pub features: Vec<Feature>,
    /// The distinct non-empty sets of predicate names instructions require,
    /// in LLVM's order (by size, then names).
    pub sets: Vec<Vec<String>>,
    /// Whether the empty set occurs (it counts in the index type's range).
    pub num_sets: usize,
    /// Per instruction, the names of the predicates it requires.
    pub required: Vec<Vec<String>>,
}

/// Everything `-gen-instr-info` prints.
pub struct InstrInfo {
    /// The target's name.
    pub target: String,
    /// The instruction namespace.
    pub namespace: String,
    /// The instructions in enum order.
    pub insts: Vec<InstDesc>,
    /// The scheduling classes instructions name, `NoInstrModel` first.
    pub sched_classes: Vec<String>,
    /// Distinct operand lists in first-use order, with their offsets.
    pub operand_lists: Vec<(u32, Vec<OperandDesc>)>,
    /// Total length of the operand table.
    pub operand_table_len: u32,
    /// Distinct implicit-operand lists in first-use order, with offsets.
    pub implicit_lists: Vec<(u32, Vec<String>)>,
    /// Total length of the implicit operand table.
    pub implicit_table_len: u32,
    /// The instruction names' string table.
    pub names: OffsetTable<i8>,
    /// Per instruction, the offset of its name.
    pub name_offsets: Vec<usize>,
    /// The `TIIPredicate`s in name order.
    pub tii_predicates: Vec<TiiPredicate>,
    /// `getNamedOperandIdx`.
    pub named_operands: NamedOperands,
    /// `getOperandType`, `getMemOperandSize`.
    pub operand_types: OperandTypes,
    /// `getLogicalOperandSize`.
    pub logical_sizes: LogicalMap<u32>,
    /// `getLogicalOperandType`: per operand the qualified type, `None` -1.
    pub logical_types: LogicalMap<Option<String>>,
    /// The feature checks.
    pub features: FeatureChecks,
    /// The `InstrMapping` tables, if any mapping is defined.
    pub map_tables: Option<MapTables>,
    /// The numbers the `TIIPredicate`s name, for the Rust module: computed
    /// by its check (see [`crate::backend::Pipeline::rust_check`]), as the
    /// C++ output does not need them.
    pub rust: OnceLock<PredicateNumbers>,
    /// The largest register and register-class enum values: the tables
    /// hold them as LLVM does, in a `u16` (`MCPhysReg`) and an `i16`.
    pub largest_numbers: (u32, u32),
}

/// A string as `SequenceToOffsetTable<std::string>` orders it (signed
/// `char`).
fn chars(s: &str) -> Vec<i8> {
    s.bytes().map(|b| b as i8).collect()
}

/// The numbers this backend writes for registers (implicit uses and defs)
/// and register classes (operand descriptions): their enum values in the
/// register bank, which for classes depend on the classes the bank infers.
/// Nothing else of the bank is read, so they come from the bank's
/// [`RegisterFacts`], which a record cache keeps (on AMDGPU the bank is the
/// costliest part of this backend, 0.8 s).
#[derive(Debug, Default, PartialEq, Eq)]
struct RegNumbers {
    /// By `Register` def (not the records the bank synthesizes for tuples,
    /// which no instruction can name).
    regs: FxHashMap<RecId, u16>,
    /// By `RegisterClass` def.
    classes: FxHashMap<RecId, i16>,
    /// The largest register and register-class enum values, before they
    /// are narrowed to LLVM's `MCPhysReg` (`u16`) and `int16_t`.
    largest: (u32, u32),
}

impl RegNumbers {
    fn new(rk: &mut Records<'_>) -> Result<RegNumbers> {
        let facts = RegisterFacts::shared(rk)?;
        let regs = facts.registers.iter().map(|r| (r.def, r.enum_value as u16)).collect();
        let classes = facts.classes.iter().map(|c| (c.def, c.enum_value as i16)).collect();
        let largest = (
            facts.registers.iter().map(|r| r.enum_value).max().unwrap_or(0),
            facts.classes.iter().map(|c| c.enum_value).max().unwrap_or(0),
        );
        Ok(RegNumbers { regs, classes, largest })
    }
}

impl InstrInfo {
    /// The analysis.
    pub fn new(rk: &mut Records<'_>, opts: &Options) -> Result<InstrInfo> {
        let pattern_flags = CodeGenDagPatterns::inferred_flags(rk)?;
        // The pattern model has made the register facts, if it ran: no new
        // diagnostics.
        let numbers = RegNumbers::new(rk)?;
        let reg_number = |r: &RecId| numbers.regs.get(r).copied().unwrap_or(0);
        let target = CodeGenTarget::shared(rk)?;
        let insts = rk.model(Instructions::new)?;
        let order = insts.enumeration();
        let sched = SchedModels::new(rk, order)?;
        if order.namespace().is_empty() {
            return fatal(rk, &[], "No instructions defined!");
        }
        let namespace = order.namespace().to_string();
        let target_name = target.name(rk).to_string();
        let sched_classes = sched.classes()[..sched.num_instr_sched_classes()].iter().map(|c| c.name.clone()).collect();

        // Operand lists, deduplicated in enum order.
        let mut list_index: FxHashMap<Vec<OperandDesc>, u32> = FxHashMap::default();
        let mut operand_lists = Vec::new();
        let mut operand_table_len = 0u32;
        let mut inst_operand_offsets = Vec::with_capacity(insts.by_enum().len());
        for inst in insts.by_enum() {
            let list = operand_descs(rk, inst, &numbers)?;
            let off = match list_index.get(&list) {
                Some(&o) => o,
                None => {
                    let o = operand_table_len;
                    operand_table_len += list.len() as u32;
                    list_index.insert(list.clone(), o);
                    operand_lists.push((o, list));
                    o
                }
            };
            inst_operand_offsets.push(off);
        }

        // Properties, implicit operands, deprecation.
        let mut props = Vec::with_capacity(insts.by_enum().len());
        for inst in insts.by_enum() {
            match InstProperties::new(rk, inst) {
                Ok(p) => props.push(p),
                Err(e) => return fatal(rk, &e.locs, e.msg),
            }
        }
        let mut implicit_index: FxHashMap<Vec<RecId>, u32> = FxHashMap::default();
        let mut implicit_lists = Vec::new();
        let mut implicit_table_len = 0u32;
        let mut inst_implicit_offsets = Vec::with_capacity(props.len());
        for p in &props {
            let mut ops = p.implicit_uses.clone();
            ops.extend_from_slice(&p.implicit_defs);
            let off = match implicit_index.get(&ops) {
                Some(&o) => o,
                None => {
                    let o = implicit_table_len;
                    implicit_table_len += ops.len() as u32;
                    let names = ops.iter().map(|&r| qualified_name(rk, r)).collect();
                    implicit_index.insert(ops, o);
                    implicit_lists.push((o, names));
                    o
                }
            };
            inst_implicit_offsets.push(off);
        }

        let allow_renaming = target.allow_register_renaming(rk)?;
        // LLVM reads `Size` and `TSFlags` as it prints the descriptors, last
        // opcode first: that order decides which bad record is reported.
        let mut size_ts = vec![(0i64, 0u64); insts.by_enum().len()];
        for (k, inst) in insts.by_enum().iter().enumerate().rev() {
            let size = lift(rk, rk.value_as_int(inst.def, "Size"))?;
            size_ts[k] = (size, ts_flags(rk, inst.def)?);
        }
        let mut descs = Vec::with_capacity(props.len());
        for (k, (inst, p)) in insts.by_enum().iter().zip(&props).enumerate() {
            let ops = &inst.operands;
            let num_operands = ops.operands.last().map_or(0, |o| o.mi_operand_no + o.mi_num_operands);
            let num_defs = match ops.num_defs {
                0 => 0,
                n => ops.operands.get(n as usize - 1).map_or(0, |o| o.mi_operand_no + o.mi_num_operands),
            };
            let (size, ts_flags) = size_ts[k];
            let inferred = pattern_flags.flags.get(&inst.def).copied().unwrap_or_default();
            let mut flags = 0u64;
            let mut set = |f: McidFlag, on: bool| {
                if on {
                    flags |= 1 << f as u32;
                }
            };
            set(McidFlag::PreISelOpcode, p.is_pre_isel_opcode);
            set(McidFlag::Pseudo, p.is_pseudo);
            set(McidFlag::Meta, p.is_meta);
            set(McidFlag::Return, p.is_return);
            set(McidFlag::EHScopeReturn, p.is_eh_scope_return);
            set(McidFlag::Branch, p.is_branch);
            set(McidFlag::IndirectBranch, p.is_indirect_branch);
            set(McidFlag::Compare, p.is_compare);
            set(McidFlag::MoveImm, p.is_move_imm);
            set(McidFlag::MoveReg, p.is_move_reg);
            set(McidFlag::Bitcast, inferred.is_bitcast);
            set(McidFlag::Add, p.is_add);
            set(McidFlag::Trap, p.is_trap);
            set(McidFlag::Select, p.is_select);
            set(McidFlag::Barrier, p.is_barrier);
            set(McidFlag::DelaySlot, p.has_delay_slot);
            set(McidFlag::Call, p.is_call);
            set(McidFlag::FoldableAsLoad, p.can_fold_as_load);
            set(McidFlag::MayLoad, inferred.may_load);
            set(McidFlag::MayStore, inferred.may_store);
            set(McidFlag::MayRaiseFPException, p.may_raise_fp_exception);
            set(McidFlag::Predicable, p.is_predicable);
            set(McidFlag::ConvertibleTo3Addr, p.is_convertible_to_three_address);
            set(McidFlag::Commutable, p.is_commutable);
            set(McidFlag::Terminator, p.is_terminator);
            set(McidFlag::Rematerializable, p.is_rematerializable);
            set(McidFlag::NotDuplicable, p.is_not_duplicable);
            set(McidFlag::HasOptionalDef, ops.has_optional_def);
            set(McidFlag::UsesCustomInserter, p.uses_custom_inserter);
            set(McidFlag::HasPostISelHook, p.has_post_isel_hook);
            set(McidFlag::Variadic, ops.is_variadic);
            set(McidFlag::UnmodeledSideEffects, inferred.has_side_effects);
            set(McidFlag::CheapAsAMove, p.is_as_cheap_as_a_move);
            set(McidFlag::ExtraSrcRegAllocReq, !allow_renaming || p.has_extra_src_reg_alloc_req);
            set(McidFlag::ExtraDefRegAllocReq, !allow_renaming || p.has_extra_def_reg_alloc_req);
            set(McidFlag::RegSequence, p.is_reg_sequence);
            set(McidFlag::ExtractSubreg, p.is_extract_subreg);
            set(McidFlag::InsertSubreg, p.is_insert_subreg);
            set(McidFlag::Convergent, p.is_convergent);
            set(McidFlag::VariadicOpsAreDefs, p.variadic_ops_are_defs);
            set(McidFlag::Authenticated, p.is_authenticated);
            descs.push(InstDesc {
                name: inst.name(rk).to_string(),
                num_operands,
                num_defs,
                size,
                sched_class: sched.instr_class(inst.def),
                implicit_uses: p.implicit_uses.iter().map(|&r| qualified_name(rk, r)).collect(),
                implicit_defs: p.implicit_defs.iter().map(|&r| qualified_name(rk, r)).collect(),
                implicit_use_numbers: p.implicit_uses.iter().map(reg_number).collect(),
                implicit_def_numbers: p.implicit_defs.iter().map(reg_number).collect(),
                implicit_offset: inst_implicit_offsets[k],
                operand_offset: inst_operand_offsets[k],
                flags,
                ts_flags,
                deprecation: p.deprecation.clone(),
            });
        }

        let mut table = SequenceToOffsetTable::new();
        for d in &descs {
            table.add(&chars(&d.name));
        }
        let names = table.layout();
        let name_offsets = descs.iter().map(|d| names.get(&chars(&d.name)).unwrap_or(0)).collect();

        let named_operands = named_operands(rk, &insts)?;
        let expand = opts.flag(&EXPAND_MI_OPERAND_INFO);
        let operand_types = operand_types(rk, &insts, expand)?;
        let (logical_sizes, logical_types) = logical_maps(rk, &insts, &target_name)?;
        let mut tii_predicates = Vec::new();
        for rec in derived(rk, "TIIPredicate")? {
            let name = string_field(rk, rec, "FunctionName")?;
            let body = lift(rk, rk.value_as_def(rec, "Body"))?;
            let body = read_statement(rk, body)?;
            tii_predicates.push(TiiPredicate { def: rec, name, body });
        }
        let features = feature_checks(rk, &insts)?;
        let map_tables = map_table::analyze(rk, &insts, &namespace)?;
        Ok(InstrInfo {
            target: target_name,
            namespace,
            insts: descs,
            sched_classes,
            operand_lists,
            operand_table_len,
            implicit_lists,
            implicit_table_len,
            names,
            name_offsets,
            tii_predicates,
            named_operands,
            operand_types,
            logical_sizes,
            logical_types,
            features,
            map_tables,
            rust: OnceLock::new(),
            largest_numbers: numbers.largest,
        })
    }
}

/// `TSFlags` as a number, with LLVM's errors for bits not set.
fn ts_flags(rk: &mut Records<'_>, def: RecId) -> Result<u64> {
    let r = rk.value_as_bits(def, "TSFlags").map(<[_]>::to_vec);
    let bits = lift(rk, r)?;
    let mut v = 0u64;
    for (i, b) in bits.iter().enumerate() {
        match rk.inits.as_bit(*b) {
            Some(bit) => {
                if bit && i < 64 {
                    v |= 1 << i;
                }
            }
            None => {
                let name = rk.name_str(def).to_string();
                return fatal_at(rk, def, format!("Invalid TSFlags bit in {name}"));
            }
        }
    }
    Ok(v)
}

/// LLVM's `GetOperandInfo`: one entry per machine operand.
fn operand_descs(
    rk: &mut Records<'_>,
    inst: &crate::model::codegen::CodeGenInstruction,
    numbers: &RegNumbers,
) -> Result<Vec<OperandDesc>> {
    let mut out = Vec::new();
    for op in &inst.operands.operands {
        let mut recs = Vec::new();
        let args = op.mi_operand_info.and_then(|d| crate::model::codegen::dag_args(rk, d)).unwrap_or_default();
        if args.is_empty() {
            recs.push(op.rec);
        } else {
            for j in 0..op.mi_num_operands as usize {
                let Some(r) = args.get(j).and_then(|&a| rk.inits.as_def(a)) else {
                    let name = rk.name_str(op.rec).to_string();
                    return fatal_at(rk, inst.def, format!("Bad value for MIOperandInfo in operand '{name}'"));
                };
                recs.push(r);
            }
        }
        let is = |c: &str| rk.is_subclass_of_name(op.rec, c);
        let predicate = is("PredicateOp");
        let optional_def = is("OptionalDefOperand");
        let branch_target = is("BranchTargetOperand");
        for (j, mut r) in recs.into_iter().enumerate() {
            if rk.is_subclass_of_name(r, "RegisterOperand") {
                r = lift(rk, rk.value_as_def(r, "RegClass"))?;
            }
            let (reg_class, reg_class_number) = if rk.is_subclass_of_name(r, "RegisterClass") {
                let n = numbers.classes.get(&r).copied().unwrap_or(-1);
                (OperandRegClass::Class(qualified_name(rk, r)), n)
            } else if rk.is_subclass_of_name(r, "PointerLikeRegClass") {
                let kind = lift(rk, rk.value_as_int(r, "RegClassKind"))?;
                (OperandRegClass::Pointer(kind), kind as i16)
            } else {
                (OperandRegClass::None, -1)
            };
            out.push(OperandDesc {
                reg_class,
                predicate,
                optional_def,
                branch_target,
                operand_type: op.operand_type.clone(),
                constraint: op.constraints.get(j).copied().unwrap_or_default(),
                reg_class_number,
            });
        }
    }
    Ok(out)
}

/// LLVM's `initOperandMapData`.
fn named_operands(rk: &mut Records<'_>, insts: &Instructions) -> Result<NamedOperands> {
    let mut ids: BTreeMap<String, u32> = BTreeMap::new();
    let mut rows: BTreeMap<Vec<(u32, u32)>, Vec<usize>> = BTreeMap::new();
    for (value, inst) in insts.by_enum().iter().enumerate() {
        if !bit_field(rk, inst.def, "UseNamedOperandTable")? {
            continue;
        }
        let mut list: BTreeMap<u32, u32> = BTreeMap::new();
        for op in &inst.operands.operands {
            let n = ids.len() as u32;
            let id = *ids.entry(op.name.clone()).or_insert(n);
            list.insert(id, op.mi_operand_no);
        }
        rows.entry(list.into_iter().collect()).or_default().push(value);
    }
    let width = ids.len();
    let rows = rows
        .into_iter()
        .map(|(list, names)| {
            let mut row = vec![-1i32; width];
            for (k, v) in list {
                row[k as usize] = v as i32;
            }
            (row, names)
        })
        .collect();
    Ok(NamedOperands { names: ids.into_iter().collect(), rows })
}

fn is_typed_operand(rk: &Records<'_>, r: RecId) -> bool {
    (rk.is_subclass_of_name(r, "Operand")
        || rk.is_subclass_of_name(r, "RegisterOperand")
        || rk.is_subclass_of_name(r, "RegisterClass"))
        && !rk.record(r).is_anonymous()
}

/// LLVM's `emitOperandTypeMappings` data.
fn operand_types(rk: &mut Records<'_>, insts: &Instructions, expand: bool) -> Result<OperandTypes> {
    let operands = derived(rk, "Operand")?;
    let reg_operands = derived(rk, "RegisterOperand")?;
    let reg_classes = derived(rk, "RegisterClass")?;
    let mut enumerators = Vec::new();
    let mut end = 0u32;
    for &r in operands.iter().chain(&reg_operands).chain(&reg_classes) {
        if !rk.record(r).is_anonymous() {
            enumerators.push((rk.name_str(r).to_string(), end));
        }
        end += 1;
    }
    let mut offsets = Vec::with_capacity(insts.by_enum().len());
    let mut types = Vec::new();
    for inst in insts.by_enum() {
        offsets.push(types.len() as u32);
        for op in &inst.operands.operands {
            let args = op.mi_operand_info.and_then(|d| crate::model::codegen::dag_args(rk, d)).unwrap_or_default();
            if !expand || args.is_empty() {
                types.push(is_typed_operand(rk, op.rec).then(|| rk.name_str(op.rec).to_string()));
            } else {
                for a in args {
                    let Some(r) = rk.inits.as_def(a) else {
                        let name = rk.name_str(op.rec).to_string();
                        return fatal_at(rk, inst.def, format!("Bad value for MIOperandInfo in operand '{name}'"));
                    };
                    types.push(is_typed_operand(rk, r).then(|| rk.name_str(r).to_string()));
                }
            }
        }
    }
    // Keyed as LLVM's `std::map<int, ..>`: the low 32 bits, signed.
    let mut sizes: BTreeMap<i32, Vec<String>> = BTreeMap::new();
    for &op in &operands {
        if !rk.is_subclass_of_name(op, "X86MemOperand") {
            continue;
        }
        let size = lift(rk, rk.value_as_int(op, "Size"))? as i32;
        if size != 0 {
            sizes.entry(size).or_default().push(rk.name_str(op).to_string());
        }
    }
    Ok(OperandTypes { enumerators, end, offsets, types, mem_sizes: sizes.into_iter().collect() })
}

/// LLVM's logical operand size and type maps.
fn logical_maps(
    rk: &mut Records<'_>,
    insts: &Instructions,
    ns: &str,
) -> Result<(LogicalMap<u32>, LogicalMap<Option<String>>)> {
    let mut sizes = LogicalMap::<u32>::default();
    let mut size_index = BTreeMap::new();
    let mut types = LogicalMap::<Option<String>>::default();
    let mut type_index = BTreeMap::new();
    for inst in insts.by_enum() {
        if !bit_field(rk, inst.def, "UseLogicalOperandMappings")? {
            continue;
        }
        let operands = &inst.operands.operands;
        let size_row = operands
            .iter()
            .map(|op| {
                let n = op.mi_operand_info.and_then(|d| crate::model::codegen::dag_args(rk, d)).map_or(0, |a| a.len());
                n.max(1) as u32
            })
            .collect();
        let type_row = operands
            .iter()
            .map(|op| is_typed_operand(rk, op.rec).then(|| format!("{ns}::OpTypes::{}", rk.name_str(op.rec))))
            .collect();
        let qualified = format!("{ns}::{}", inst.name(rk));
        sizes.add(&mut size_index, size_row, qualified.clone());
        types.add(&mut type_index, type_row, qualified);
    }
    Ok((sizes, types))
}

/// LLVM's `emitFeatureVerifier` data.
fn feature_checks(rk: &mut Records<'_>, insts: &Instructions) -> Result<FeatureChecks> {
    let infos = SubtargetFeatureInfo::all_by_id(rk)?;
    let mut features = Vec::with_capacity(infos.len());
    for info in infos {
        let cond = info.assembler_cond(rk)?;
        features.push(Feature { info, cond });
    }
    let by_def: FxHashMap<RecId, &str> = features.iter().map(|f| (f.info.def, f.info.name.as_str())).collect();
    let mut required = Vec::with_capacity(insts.by_enum().len());
    for inst in insts.by_enum() {
        let preds = lift(rk, rk.value_as_list_of_defs(inst.def, "Predicates"))?;
        required.push(preds.iter().filter_map(|p| by_def.get(p).map(|s| s.to_string())).collect::<Vec<_>>());
    }
    let mut sets: Vec<Vec<String>> = required.clone();
    sets.sort_by(|a, b| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
    sets.dedup();
    let num_sets = sets.len();
    sets.retain(|s| !s.is_empty());
    Ok(FeatureChecks { features, sets, num_sets, required })
}
