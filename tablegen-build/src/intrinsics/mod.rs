//! The intrinsic table (LLVM's `CodeGenIntrinsicTable`) and
//! `-gen-intrinsic-enums`.

use tablegen_core::RecordKeeper;

use crate::backend::{BackendOptions, Result};

/// `-gen-intrinsic-enums`, C++.
pub fn emit_enums_cpp(_rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    Ok(String::new())
}

mod model;
pub use model::CodeGenIntrinsic;
