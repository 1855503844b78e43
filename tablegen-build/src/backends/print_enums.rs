//! `-print-enums` and `-print-sets`, LLVM's debugging backends.

use crate::backend::{FnBackend, OptionSpec, Options, Records, Result};

use crate::model::set_theory::SetTheory;
use crate::support::fields::derived;

/// `-print-enums`: the names of every def derived from `-class=`.
pub fn print_enums(rk: &mut Records<'_>, opts: &Options) -> Result<String> {
    let defs = derived(rk, opts.string(&CLASS))?;
    let mut out = String::new();
    for d in defs {
        out.push_str(rk.name_str(d));
        out.push_str(", ");
    }
    out.push('\n');
    Ok(out)
}

/// `-print-sets`: every `Set` def's expanded elements.
pub fn print_sets(rk: &mut Records<'_>, _opts: &Options) -> Result<String> {
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

/// `-class=`: the class whose derived definitions `-print-enums` lists.
pub const CLASS: OptionSpec = OptionSpec::string("class", "class name", "Print Enum list for this class");

/// `-print-enums`.
pub static PRINT_ENUMS: FnBackend =
    FnBackend::cpp("print-enums", "Print enum values for a class", print_enums).with_options(&[CLASS]);

/// `-print-sets`.
pub static PRINT_SETS: FnBackend =
    FnBackend::cpp("print-sets", "Print expanded sets for testing DAG exprs", print_sets);
