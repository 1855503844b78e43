//! `-print-enums` and `-print-sets`, LLVM's debugging backends.

use tablegen_core::RecordKeeper;

use crate::backend::{BackendOptions, Result};

/// `-print-enums`: the names of every def derived from `-class=`.
pub fn print_enums(_rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    Ok(String::new())
}

/// `-print-sets`: every `Set` def's expanded elements.
pub fn print_sets(_rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    Ok(String::new())
}
