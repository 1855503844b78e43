//! Helpers shared by the integration tests that need scratch directories,
//! fixture trees and the golden corpus (`tests/golden`). Included with
//! `mod support;` (or `#[path]` from other packages); not every user needs
//! every helper.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The workspace root.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|d| d.join("tests/golden/cases.tsv").is_file())
        .map_or_else(|| panic!("no workspace root above {}", env!("CARGO_MANIFEST_DIR")), Path::to_path_buf)
}

#[path = "../../tablegen-build/tests/support/scratch.rs"]
mod scratch;
#[allow(unused_imports)] // each test binary uses some of them
pub use scratch::{copy_tree, scratch, scratch_path};

/// A case of the golden corpus, as `tests/golden/cases.tsv` records it.
pub struct GoldenCase {
    /// llvm-tblgen-19's exit status.
    pub status: i32,
    /// The arguments, as run from `tests/golden`.
    pub args: String,
}

/// The golden case `case`.
pub fn golden_case(case: &str) -> GoldenCase {
    let cases = std::fs::read_to_string(workspace().join("tests/golden/cases.tsv")).expect("read cases.tsv");
    let line = cases
        .lines()
        .find(|l| l.split('\t').next() == Some(case))
        .unwrap_or_else(|| panic!("{case} is not in tests/golden/cases.tsv"));
    let mut fields = line.splitn(3, '\t').skip(1);
    let status = fields.next().and_then(|s| s.parse().ok()).unwrap_or_else(|| panic!("bad status for {case}"));
    GoldenCase { status, args: fields.next().unwrap_or_default().to_string() }
}

/// What llvm-tblgen-19 printed for `case` on `stream` (`stdout`/`stderr`).
pub fn golden_output(case: &str, stream: &str) -> String {
    let p = workspace().join("tests/golden/expected").join(format!("{case}.{stream}"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}
