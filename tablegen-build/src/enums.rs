//! `-print-enums` and `-print-sets`, LLVM's debugging backends.

use tablegen_core::RecordKeeper;

use crate::backend::{BackendOptions, Result};
use crate::records::derived;
use crate::set_theory::SetTheory;

/// `-print-enums`: the names of every def derived from `-class=`.
pub fn print_enums(rk: &mut RecordKeeper, opts: &BackendOptions) -> Result<String> {
    let defs = derived(rk, &opts.class)?;
    let mut out = String::new();
    for d in defs {
        out.push_str(rk.name_str(d));
        out.push_str(", ");
    }
    out.push('\n');
    Ok(out)
}

/// `-print-sets`: every `Set` def's expanded elements.
pub fn print_sets(rk: &mut RecordKeeper, _opts: &BackendOptions) -> Result<String> {
    let mut st = SetTheory::new();
    st.add_field_expander("Set", "Elements");
    let mut out = String::new();
    for set in derived(rk, "Set")? {
        out.push_str(rk.name_str(set));
        out.push_str(" = [");
        for elt in st.expand(rk, set)?.unwrap_or_default() {
            out.push(' ');
            out.push_str(rk.name_str(*elt));
        }
        out.push_str(" ]\n");
    }
    Ok(out)
}
