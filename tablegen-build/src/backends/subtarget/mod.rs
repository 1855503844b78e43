//! `-gen-subtarget` (LLVM's SubtargetEmitter): a target's subtarget
//! features, its CPUs, their itineraries and per-operand scheduling models
//! (processor resources, scheduling class descriptions with their write
//! resources, latencies and read advances), the `MCSubtargetInfo` and
//! `TargetSubtargetInfo` subclasses, hardware-mode checks and macro-fusion
//! hooks, in C++ (`<Target>GenSubtargetInfo.inc`).
//!
//! The analysis ([`analyze`]) computes every table LLVM's emitter prints,
//! with its deduplication and its integer widths; the `cpp` writer only prints.
//!
//! The Rust output (`rust`) holds the features with LLVM's implication
//! rules, the CPU table, the per-model scheduling tables with
//! `MCSchedModel`'s latency and throughput answers, and the MC layer's
//! variant resolution over an instruction trait; itineraries and the
//! `MachineInstr`-level hooks (`resolveSchedClass`, `STIPredicate`
//! functions) are left to the C++.

mod analyze;
mod cpp;
mod rust;
#[cfg(test)]
mod tests;

use std::sync::OnceLock;

use crate::backend::Pipeline;
use crate::model::inst_predicate::rust::PredicateNumbers;
use crate::model::inst_predicate::Pred;

pub use analyze::analyze;

/// `-gen-subtarget`.
pub static BACKEND: Pipeline<Subtarget> =
    Pipeline::new("gen-subtarget", "Generate subtarget enumerations", analyze_pipeline, cpp::write)
        .rust(rust::write)
        .rust_checked(rust::check)
        .requires(&["Opcode"]);

fn analyze_pipeline(
    rk: &mut crate::backend::Records<'_>,
    _: &crate::backend::Options,
) -> crate::backend::Result<Subtarget> {
    analyze(rk)
}

/// A feature bit set: `MAX_SUBTARGET_WORDS` 64-bit words.
pub type FeatureMask = [u64; MAX_SUBTARGET_WORDS];

/// LLVM 19's `MAX_SUBTARGET_WORDS`.
pub const MAX_SUBTARGET_WORDS: usize = 5;

/// What `-gen-subtarget` writes for a target.
#[derive(Debug, Default)]
pub struct Subtarget {
    /// The target's name (C++ namespace and class prefix).
    pub target: String,
    /// The `SubtargetFeature` def names in enum order (by name).
    pub feature_enum: Vec<String>,
    /// `GET_SUBTARGETINFO_MACRO` lines: (field, default, getter), by field.
    pub macros: Vec<(String, &'static str, String)>,
    /// The feature key-value table, by command-line name.
    pub feature_kv: Vec<FeatureKv>,
    /// `ParseSubtargetFeatures` assignments, in enum order.
    pub feature_fields: Vec<FeatureField>,
    /// The itinerary tables, when some processor has itineraries.
    pub itineraries: Option<Itineraries>,
    /// The per-operand tables shared by all models.
    pub tables: SchedTables,
    /// Every processor model, `NoSchedModel` first.
    pub models: Vec<ModelOut>,
    /// The CPU table, by CPU name.
    pub cpus: Vec<Cpu>,
    /// The `PredicateProlog` code, in def-name order, each followed by a
    /// newline.
    pub predicate_prolog: String,
    /// The hardware modes' `Features` strings (mode 1 first); empty when
    /// the target has only the default mode.
    pub hw_mode_features: Vec<String>,
    /// The hardware modes selecting value types, register infos and
    /// encodings, as bit sets (bit `m - 1` for mode `m`).
    pub hw_mode_kinds: [u32; 3],
    /// The `Fusion` def names.
    pub macro_fusions: Vec<String>,
    /// The classes with variant transitions, by class number.
    pub variant_classes: Vec<VariantClass>,
    /// The `STIPredicate` functions.
    pub sti_functions: Vec<crate::model::inst_predicate::sti::StiFunction>,
    /// What only the Rust writer needs (the numbers of the opcodes and
    /// registers the variant predicates name), computed by its check when
    /// Rust is asked for.
    pub rust: OnceLock<PredicateNumbers>,
}

impl Subtarget {
    /// The predicates of the variant transitions the MC layer resolves
    /// (LLVM's `resolveVariantSchedClassImpl`: transitions whose
    /// predicates are all `MCSchedPredicate`s).
    pub fn mc_variant_predicates(&self) -> impl Iterator<Item = &Pred> {
        self.variant_classes
            .iter()
            .flat_map(|c| &c.transitions)
            .filter(|t| t.all_mc())
            .flat_map(|t| &t.preds)
            .filter_map(|p| match p {
                PredOut::Mc { pred, .. } => Some(pred),
                PredOut::Code(_) => None,
            })
    }
}

/// A scheduling class with transitions to classes inferred from variants.
#[derive(Debug, Clone)]
pub struct VariantClass {
    /// The class number.
    pub index: u32,
    /// The class name.
    pub name: String,
    /// Whether the class was itself inferred (it then resolves to itself
    /// when no transition applies).
    pub inferred: bool,
    /// The processor models of its transitions, sorted, each once.
    pub procs: Vec<u32>,
    /// The transitions, in LLVM's order.
    pub transitions: Vec<TransOut>,
}

/// A transition of a variant class.
#[derive(Debug, Clone)]
pub struct TransOut {
    /// The processor model.
    pub proc: u32,
    /// The class taken.
    pub to_class: u32,
    /// Its name.
    pub to_name: String,
    /// The predicates, all of which must hold.
    pub preds: Vec<PredOut>,
}

/// A predicate of a transition.
#[derive(Debug, Clone)]
pub enum PredOut {
    /// An `MCSchedPredicate`; `always` when it is `MCTrue`.
    Mc {
        /// The predicate.
        pred: Pred,
        /// Whether it is `MCTrue`.
        always: bool,
    },
    /// A `SchedPredicate`'s C++ code.
    Code(String),
}

impl PredOut {
    fn is_true(&self) -> bool {
        matches!(self, PredOut::Mc { always: true, .. })
    }
}

impl VariantClass {
    /// What LLVM's resolvers test for this class, in their order: per
    /// processor model (a model-0 entry covers every model and ends the
    /// list), its transitions (only those whose predicates are all
    /// `MCSchedPredicate`s when `only_mc`), the guarded ones in order and
    /// then the last always-true one, if any.
    pub fn dispatch(&self, only_mc: bool) -> Vec<(u32, Vec<&TransOut>)> {
        let mut out = Vec::new();
        for &pi in &self.procs {
            let mut guarded = Vec::new();
            let mut last = None;
            for t in self.transitions.iter().filter(|t| (pi == 0 || t.proc == pi) && (!only_mc || t.all_mc())) {
                if t.always_true() {
                    last = Some(t);
                } else {
                    guarded.push(t);
                }
            }
            guarded.extend(last);
            out.push((pi, guarded));
            if pi == 0 {
                break;
            }
        }
        out
    }
}

impl TransOut {
    /// LLVM's `isAlwaysTrue`.
    pub fn always_true(&self) -> bool {
        self.preds.iter().all(PredOut::is_true)
    }

    /// LLVM's `hasMCSchedPredicates`.
    pub fn all_mc(&self) -> bool {
        self.preds.iter().all(|p| matches!(p, PredOut::Mc { .. }))
    }
}

/// One entry of the feature key-value table.
#[derive(Debug, Clone)]
pub struct FeatureKv {
    /// `Name`, the command-line name.
    pub key: String,
    /// `Desc`.
    pub desc: String,
    /// The def name (the enumerator).
    pub def_name: String,
    /// The features it implies.
    pub implies: FeatureMask,
}

/// One line of `ParseSubtargetFeatures`.
#[derive(Debug, Clone)]
pub struct FeatureField {
    /// The feature's def name.
    pub def_name: String,
    /// `FieldName`.
    pub field: String,
    /// `Value`.
    pub value: String,
}

/// One CPU of the CPU table.
#[derive(Debug, Clone)]
pub struct Cpu {
    /// `Name`.
    pub name: String,
    /// `Features`.
    pub features: FeatureMask,
    /// `TuneFeatures`.
    pub tune: FeatureMask,
    /// The name of its `MCSchedModel`.
    pub model: String,
}

/// One stage of an itinerary.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Stage {
    /// `Cycles`.
    pub cycles: i32,
    /// The functional units (`<Itins>FU::<Unit>`).
    pub units: Vec<String>,
    /// `TimeInc`.
    pub time_inc: i32,
    /// `Kind`.
    pub kind: i32,
}

/// An `InstrItinerary` row.
#[derive(Debug, Clone, Copy, Default)]
pub struct ItinRow {
    /// `NumMicroOps`.
    pub micro_ops: i16,
    /// First stage index.
    pub first_stage: u16,
    /// One past the last stage.
    pub last_stage: u16,
    /// First operand-cycle index.
    pub first_cycle: u16,
    /// One past the last operand cycle.
    pub last_cycle: u16,
}

/// The functional units and bypasses of one `ProcessorItineraries`.
#[derive(Debug, Clone)]
pub struct ItinNames {
    /// The itineraries def's name.
    pub name: String,
    /// `FU` names.
    pub units: Vec<String>,
    /// `BP` names.
    pub bypasses: Vec<String>,
}

/// The itinerary tables.
#[derive(Debug, Clone, Default)]
pub struct Itineraries {
    /// The unit and bypass namespaces, one per distinct itineraries def
    /// with units.
    pub names: Vec<ItinNames>,
    /// Stage groups in table order (after the "No itinerary" entry): each
    /// one itinerary's stages.
    pub stages: Vec<Vec<Stage>>,
    /// Operand-cycle groups with their bypasses (each the same length).
    pub operand_cycles: Vec<(Vec<i32>, Vec<String>)>,
    /// Per distinct itineraries def with rows: its name and rows by class.
    pub tables: Vec<(String, Vec<ItinRow>)>,
}

/// A scheduling class description (LLVM's `MCSchedClassDesc`).
#[derive(Debug, Clone, Copy, Default)]
pub struct ClassDesc {
    /// `NumMicroOps` (13 bits).
    pub micro_ops: u16,
    /// `BeginGroup`.
    pub begin_group: bool,
    /// `EndGroup`.
    pub end_group: bool,
    /// `RetireOOO`.
    pub retire_ooo: bool,
    /// `WriteProcResIdx`.
    pub wpr_idx: u16,
    /// `NumWriteProcResEntries`.
    pub wpr_len: u16,
    /// `WriteLatencyIdx`.
    pub wl_idx: u16,
    /// `NumWriteLatencyEntries`.
    pub wl_len: u16,
    /// `ReadAdvanceIdx`.
    pub ra_idx: u16,
    /// `NumReadAdvanceEntries`.
    pub ra_len: u16,
}

/// `MCWriteProcResEntry`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WriteProcRes {
    /// `ProcResourceIdx`.
    pub resource: u16,
    /// `ReleaseAtCycle`.
    pub release: u16,
    /// `AcquireAtCycle`.
    pub acquire: u16,
}

/// `MCWriteLatencyEntry`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WriteLatency {
    /// `Cycles`.
    pub cycles: i16,
    /// `WriteResourceID`.
    pub write_id: u16,
}

/// `MCReadAdvanceEntry`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReadAdvance {
    /// `UseIdx`.
    pub use_idx: u32,
    /// `WriteResourceID`.
    pub write_id: u32,
    /// `Cycles`.
    pub cycles: i32,
}

/// The per-operand tables shared by every model.
#[derive(Debug, Clone, Default)]
pub struct SchedTables {
    /// Write resources after the invalid entry 0.
    pub write_proc_res: Vec<WriteProcRes>,
    /// Latencies after the invalid entry 0, with their writers' names.
    pub write_latencies: Vec<(WriteLatency, String)>,
    /// Read advances after the invalid entry 0.
    pub read_advances: Vec<ReadAdvance>,
    /// The scheduling class names (class `i` of every model).
    pub class_names: Vec<String>,
}

/// A processor resource row.
#[derive(Debug, Clone)]
pub struct Resource {
    /// The def's name.
    pub name: String,
    /// `NumUnits` (summed over a group's members).
    pub num_units: u32,
    /// The super resource's number (0 for none) and name.
    pub super_res: Option<(u32, String)>,
    /// `BufferSize`.
    pub buffer_size: i32,
    /// Offset into the sub-units table, for a group.
    pub sub_units: Option<u32>,
}

/// A register file's cost entry.
#[derive(Debug, Clone)]
pub struct RegisterCost {
    /// The register class enumerator (`NS::NameRegClassID`).
    pub class_id: String,
    /// The cost.
    pub cost: u32,
    /// Move elimination allowed.
    pub allow_move_elimination: bool,
}

/// A register file row.
#[derive(Debug, Clone)]
pub struct RegFile {
    /// Name.
    pub name: String,
    /// `NumPhysRegs`.
    pub num_phys_regs: u32,
    /// Number of cost entries.
    pub num_costs: u32,
    /// Index of its first cost entry.
    pub cost_index: u32,
    /// `MaxMovesEliminatedPerCycle`.
    pub max_moves: u32,
    /// `AllowZeroMoveEliminationOnly`.
    pub zero_only: bool,
}

/// `MCExtraProcessorInfo`.
#[derive(Debug, Clone, Default)]
pub struct ExtraInfo {
    /// `ReorderBufferSize`.
    pub reorder_buffer_size: i64,
    /// `MaxRetirePerCycle`.
    pub max_retire_per_cycle: i64,
    /// Register files (empty when all have default costs... see `costs`).
    pub register_files: Vec<RegFile>,
    /// Register costs; when empty (all files default) no tables are
    /// written.
    pub costs: Vec<RegisterCost>,
    /// Whether the register tables are written.
    pub has_tables: bool,
    /// Number of register files (without the invalid one).
    pub num_register_files: u32,
    /// The load queue's resource number (0 for none).
    pub load_queue: u32,
    /// The store queue's resource number (0 for none).
    pub store_queue: u32,
}

/// One `MCSchedModel`.
#[derive(Debug, Clone, Default)]
pub struct ModelOut {
    /// The model's name.
    pub name: String,
    /// `ProcID`.
    pub index: u32,
    /// `IssueWidth`, `MicroOpBufferSize`, `LoopMicroOpBufferSize`,
    /// `LoadLatency`, `HighLatency`, `MispredictPenalty` (negative:
    /// default).
    pub props: [i32; 6],
    /// `PostRAScheduler`, `CompleteModel`, `EnableIntervals`.
    pub flags: [bool; 3],
    /// Extra processor info.
    pub extra: Option<ExtraInfo>,
    /// The resources, sub-units and class descriptions, when the model has
    /// a per-operand model.
    pub instr_model: Option<InstrModel>,
    /// The itineraries def's name, when the model has itineraries.
    pub itineraries: Option<String>,
}

/// A model's per-operand tables.
#[derive(Debug, Clone, Default)]
pub struct InstrModel {
    /// Sub-unit lines: (resource numbers, group name).
    pub sub_units: Vec<(Vec<u32>, String)>,
    /// Resources (number = position + 1).
    pub resources: Vec<Resource>,
    /// The class descriptions after the invalid class 0.
    pub classes: Vec<ClassDesc>,
    /// The number of scheduling classes.
    pub num_classes: u32,
}

/// The names of the numeric properties in `ModelOut::props`.
pub const PROP_NAMES: [&str; 6] =
    ["IssueWidth", "MicroOpBufferSize", "LoopMicroOpBufferSize", "LoadLatency", "HighLatency", "MispredictPenalty"];
