//! The target model shared by the code-generator backends (LLVM's
//! `CodeGenTarget`): the single `Target` def, its hardware modes, and the
//! instruction enumeration order.
//!
//! Constructing a [`CodeGenTarget`] makes the checks LLVM's constructor
//! makes; the more expensive parts are computed on first use, as in LLVM
//! (whose backends only report their errors when they ask for them).

mod enumeration;
mod feature_getters;
mod feature_numbers;
mod hw_modes;
mod instruction;
mod kept;
mod operands;
pub mod registers;
pub mod schedule;
mod subtarget_features;

pub use enumeration::{InstrEnumeration, FIXED_INSTRUCTIONS, FIXED_NAMESPACE};
pub use feature_getters::{feature_getters, FeatureGetter};
pub use feature_numbers::FeatureNumbers;
pub use hw_modes::{HwMode, HwModeSelect, HwModes, DEFAULT_MODE, DEFAULT_MODE_NAME};
pub use instruction::{CodeGenInstruction, Deprecation, InstProperties, Instructions};
pub use operands::{Constraint, OperandInfo, OperandList};
pub use subtarget_features::{FeatureCond, SubtargetFeatureInfo};

use crate::backend::{Records, Result};
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use crate::support::fields::{derived, fatal};

/// The target being generated for.
#[derive(Clone, Debug)]
pub struct CodeGenTarget {
    def: RecId,
    hw_modes: HwModes,
    macro_fusions: Vec<RecId>,
}

impl CodeGenTarget {
    /// Reads the target as LLVM's `CodeGenTarget` constructor does: the
    /// hardware modes, then exactly one `Target` def, then the `Fusion` defs.
    pub fn new(rk: &mut Records<'_>) -> Result<Self> {
        let hw_modes = HwModes::new(rk)?;
        let def = Self::target_def(rk)?;
        let macro_fusions = derived(rk, "Fusion")?;
        Ok(CodeGenTarget { def, hw_modes, macro_fusions })
    }

    /// The target of these records, read once per session and shared by
    /// the analyses that need it (LLVM's backends hold one `CodeGenTarget`;
    /// reading it again would also repeat its diagnostics).
    pub fn shared(rk: &mut Records<'_>) -> Result<std::sync::Arc<Self>> {
        rk.model(Self::new)
    }

    /// The single `Target` def, with the errors LLVM reports when there is
    /// none or more than one. Backends that only need the target's name
    /// (LLVM's exegesis emitter reads the def itself) use this alone, so
    /// that they report nothing about hardware modes or fusions.
    pub fn target_def(rk: &mut Records<'_>) -> Result<RecId> {
        match derived(rk, "Target")?[..] {
            [] => fatal(rk, &[], "No 'Target' subclasses defined!"),
            [t] => Ok(t),
            _ => fatal(rk, &[], "Multiple subclasses of Target defined!"),
        }
    }

    /// The `Target` def.
    pub fn def(&self) -> RecId {
        self.def
    }

    /// The target's name (the `Target` def's name).
    pub fn name<'a>(&self, rk: &'a RecordKeeper) -> &'a str {
        rk.name_str(self.def)
    }

    /// The hardware modes.
    pub fn hw_modes(&self) -> &HwModes {
        &self.hw_modes
    }

    /// The `Fusion` defs.
    pub fn macro_fusions(&self) -> &[RecId] {
        &self.macro_fusions
    }

    /// `AllowRegisterRenaming` (LLVM's `getAllowRegisterRenaming`).
    pub fn allow_register_renaming(&self, rk: &mut Records<'_>) -> Result<bool> {
        let v = rk.value_as_int(self.def, "AllowRegisterRenaming");
        Ok(crate::support::fields::lift(rk, v)? != 0)
    }
}

/// A target-model error not yet reported: where and what, in LLVM's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetError {
    /// The locations (empty for none).
    pub locs: Vec<tablegen_core::source::Loc>,
    /// The message.
    pub msg: String,
}

impl TargetError {
    fn no_loc(msg: String) -> Self {
        TargetError { locs: Vec::new(), msg }
    }

    /// A record getter's error, at the record's locations.
    fn at(rk: &RecordKeeper, e: tablegen_core::record::FieldError) -> Self {
        TargetError { locs: rk.record(e.rec).locs.to_vec(), msg: e.msg }
    }
}

/// LLVM's `getQualifiedName`: `Namespace::Name` when the record has a
/// non-empty `Namespace` field, else its name.
pub fn qualified_name(rk: &RecordKeeper, rec: RecId) -> String {
    let ns = if rk.field(rec, "Namespace").is_some() { rk.value_as_string(rec, "Namespace").unwrap_or("") } else { "" };
    if ns.is_empty() {
        rk.name_str(rec).to_string()
    } else {
        format!("{ns}::{}", rk.name_str(rec))
    }
}

/// The arguments of a dag value (none for anything else).
pub(crate) fn dag_args(rk: &RecordKeeper, dag: tablegen_core::init::Init) -> Option<Vec<tablegen_core::init::Init>> {
    operands::dag_parts(rk, dag).map(|p| p.args.to_vec())
}
