//! `-gen-intrinsic-enums` (LLVM's `IntrinsicEmitter`, enum part): the
//! `Intrinsic::ID` enumerators of one target prefix, in C++ and in Rust,
//! from the shared [`crate::model::intrinsics`] table.

mod cpp;
mod rust;

use std::sync::Arc;

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};
use crate::model::intrinsics::{CodeGenIntrinsic, CodeGenIntrinsicTable, TargetSet};
pub use cpp::write_cpp;
pub use rust::write_rust;

/// The model both writers print: the shared intrinsics table and the
/// target `-intrinsic-prefix=` selects.
pub struct IntrinsicEnums {
    /// Every intrinsic.
    pub table: Arc<CodeGenIntrinsicTable>,
    /// The selected target's range of `table`.
    pub set: TargetSet,
    /// The `-intrinsic-prefix=` value (empty: the target-independent ones).
    pub prefix: String,
}

impl IntrinsicEnums {
    /// The analysis: reports an unknown target prefix as LLVM does.
    pub fn new(rk: &mut Records<'_>, opts: &Options) -> Result<IntrinsicEnums> {
        let table = CodeGenIntrinsicTable::shared(rk)?;
        let prefix = opts.string(&INTRINSIC_PREFIX).to_string();
        let set = table.requested_target(rk, &prefix)?.clone();
        Ok(IntrinsicEnums { table, set, prefix })
    }

    /// The selected target's intrinsics.
    pub fn intrinsics(&self) -> &[CodeGenIntrinsic] {
        self.table.of_target(&self.set)
    }
}

/// `-intrinsic-prefix=`: the target whose intrinsics to enumerate (empty:
/// the target-independent ones).
pub const INTRINSIC_PREFIX: OptionSpec =
    OptionSpec::string("intrinsic-prefix", "target prefix", "Generate intrinsics with this target prefix");

/// `-gen-intrinsic-enums`.
pub static BACKEND: Pipeline<IntrinsicEnums> =
    Pipeline::new("gen-intrinsic-enums", "Generate intrinsic enums", IntrinsicEnums::new, write_cpp)
        .rust(write_rust)
        .with_options(&[INTRINSIC_PREFIX]);
