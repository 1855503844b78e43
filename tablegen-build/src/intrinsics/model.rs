//! One intrinsic (LLVM's `CodeGenIntrinsic`) and the sorted table of all of
//! them (`CodeGenIntrinsicTable`).

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use crate::backend::{Error, Result};

/// One `Intrinsic` def, analysed.
#[derive(Clone, Debug)]
pub struct CodeGenIntrinsic {
    /// The def.
    pub def: RecId,
    /// The def name without `int_` (the C++ enumerator).
    pub enum_name: String,
    /// The IR name, `llvm.` and the dotted enum name unless `LLVMName` says otherwise.
    pub name: String,
    /// `TargetPrefix` (empty for target-independent intrinsics).
    pub target_prefix: String,
}

impl CodeGenIntrinsic {
    /// Analyses `def` as LLVM's `CodeGenIntrinsic` constructor does;
    /// `default_properties` are the `IntrinsicProperty` defs with `IsDefault`.
    pub fn new(rk: &mut RecordKeeper, def: RecId, _default_properties: &[RecId]) -> Result<Self> {
        let def_name = rk.name_str(def).to_string();
        let locs = rk.record(def).locs.clone();
        let Some(enum_name) = def_name.strip_prefix("int_").filter(|s| !s.is_empty()) else {
            rk.fatal(&locs, format!("Intrinsic '{def_name}' does not start with 'int_'!"));
            return Err(Error::Reported);
        };
        let enum_name = enum_name.to_string();
        let target_prefix = field_string(rk, def, "TargetPrefix")?;
        let mut name = field_string(rk, def, "LLVMName")?;
        if name.is_empty() {
            name = format!("llvm.{}", enum_name.replace('_', "."));
        } else if name.len() <= 5 || !name.starts_with("llvm.") {
            rk.fatal(&locs, format!("Intrinsic '{def_name}'s name does not start with 'llvm.'!"));
            return Err(Error::Reported);
        }
        if !target_prefix.is_empty() {
            let want = format!("{target_prefix}.");
            if name.len() < 6 + target_prefix.len() || !name[5..].starts_with(&want) {
                rk.fatal(&locs, format!("Intrinsic '{def_name}' does not start with 'llvm.{target_prefix}.'!"));
                return Err(Error::Reported);
            }
        }
        Ok(CodeGenIntrinsic { def, enum_name, name, target_prefix })
    }
}

/// A string field, or a fatal error in LLVM's words.
pub(crate) fn field_string(rk: &mut RecordKeeper, rec: RecId, field: &str) -> Result<String> {
    match rk.value_as_string(rec, field) {
        Ok(s) => Ok(s.to_string()),
        Err(e) => {
            let locs = rk.record(rec).locs.clone();
            rk.fatal(&locs, e.msg);
            Err(Error::Reported)
        }
    }
}
