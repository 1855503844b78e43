//! Generates the Rust modules under test from `.td` inputs vendored in
//! `tests/golden` (LLVM's lit inputs, LLVM's own `llvm/include`, and ours),
//! through the same builder API a user's build script calls.

use std::path::PathBuf;

use tablegen_build::{Builder, Lang};

/// (module name, input relative to tests/golden, backend flag)
const MODULES: &[(&str, &str, &str)] = &[
    ("generic_tables", "lit/generic-tables.td", "gen-searchable-tables"),
    ("generic_tables_return_range", "lit/generic-tables-return-range.td", "gen-searchable-tables"),
    ("generic_tables_instruction", "lit/generic-tables-instruction.td", "gen-searchable-tables"),
    ("searchabletables_intrinsic", "lit/searchabletables-intrinsic.td", "gen-searchable-tables"),
];

fn main() {
    let golden = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join("golden");
    for (name, input, flag) in MODULES {
        Builder::new(golden.join(input))
            .include_dir(golden.join("include"))
            .output(flag, Lang::Rust, format!("{name}.rs"))
            .run_or_exit();
    }
}
