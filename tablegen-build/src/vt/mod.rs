//! `-gen-vt`: the machine value types of `ValueTypes.td`.

use tablegen_core::RecordKeeper;

use crate::backend::{BackendOptions, Result};

/// `-gen-vt`, C++.
pub fn emit_cpp(_rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    Ok(String::new())
}
