//! Scratch directories and fixture trees for integration tests. Lives in
//! tablegen-build so that its packaged tests are self-contained; the
//! workspace's `tests/support` includes it too.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

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
