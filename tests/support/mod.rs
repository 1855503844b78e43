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

/// A fresh, empty scratch directory `name` of the test binary `group`
/// (see [`scratch_path`]).
pub fn scratch(group: &str, name: &str) -> PathBuf {
    let dir = scratch_path(group, name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("create {}: {e}", dir.display()));
    dir
}

/// Where [`scratch`] puts `name`: each process gets its own tree under
/// `CARGO_TARGET_TMPDIR`, so concurrent `cargo test` runs in one checkout
/// never share one; trees of runs over an hour old are removed.
pub fn scratch_path(group: &str, name: &str) -> PathBuf {
    let base = Path::new(env!("CARGO_TARGET_TMPDIR")).join(group);
    static SWEPT: std::sync::Once = std::sync::Once::new();
    SWEPT.call_once(|| {
        for entry in std::fs::read_dir(&base).into_iter().flatten().flatten() {
            let age = entry.metadata().and_then(|m| m.modified()).ok().and_then(|t| t.elapsed().ok());
            if age.is_some_and(|a| a > std::time::Duration::from_secs(3600)) {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    });
    base.join(std::process::id().to_string()).join(name)
}

/// Copies the tree `from` into `to`.
pub fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap_or_else(|e| panic!("create {}: {e}", to.display()));
    for entry in std::fs::read_dir(from).unwrap_or_else(|e| panic!("read {}: {e}", from.display())) {
        let entry = entry.expect("a directory entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("file type").is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap_or_else(|e| panic!("copy {}: {e}", entry.path().display()));
        }
    }
}

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
