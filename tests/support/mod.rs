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
    /// Its name (`expected/<name>.stdout` holds its output).
    pub name: String,
    /// llvm-tblgen-19's exit status (-1 if unreadable).
    pub status: i32,
    /// The arguments, as run from `tests/golden`.
    pub args: String,
}

/// The golden case `case`.
pub fn golden_case(case: &str) -> GoldenCase {
    golden_cases(&workspace().join("tests/golden"))
        .into_iter()
        .find(|c| c.name == case)
        .unwrap_or_else(|| panic!("{case} is not in tests/golden/cases.tsv"))
}

/// What llvm-tblgen-19 printed for `case` on `stream` (`stdout`/`stderr`).
pub fn golden_output(case: &str, stream: &str) -> String {
    let p = workspace().join("tests/golden/expected").join(format!("{case}.{stream}"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Every case of a golden corpus directory's `cases.tsv`, in file order.
pub fn golden_cases(dir: &Path) -> Vec<GoldenCase> {
    let text = std::fs::read_to_string(dir.join("cases.tsv")).expect("cases.tsv");
    text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).map(parse_case).collect()
}

/// A `cases.tsv` line: name, status, arguments.
fn parse_case(line: &str) -> GoldenCase {
    let mut fields = line.splitn(3, '\t');
    let name = fields.next().unwrap_or_default().to_string();
    let status = fields.next().and_then(|s| s.parse().ok()).unwrap_or(-1);
    GoldenCase { name, status, args: fields.next().unwrap_or_default().to_string() }
}

impl GoldenCase {
    /// The arguments split as regen.py's `shlex.join` wrote them (the
    /// corpus needs single quotes only).
    pub fn argv(&self) -> Vec<String> {
        split_case_args(&self.args)
    }
}

/// A case's argument string split as regen.py's `shlex.join` wrote it;
/// the corpus needs single quotes only.
fn split_case_args(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut cur, mut quoted, mut any) = (String::new(), false, false);
    for c in s.chars() {
        match c {
            '\'' => (quoted, any) = (!quoted, true),
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}
