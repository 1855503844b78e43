//! Work in progress (issue 5).

use tablegen_core::RecordKeeper;

use crate::backend::{BackendOptions, Result};

/// Writes the C++ output: not yet; reported as an error rather than an
/// empty file.
pub fn emit_cpp(rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    crate::records::fatal(rk, &[], "-gen-register-info is not implemented yet")
}
