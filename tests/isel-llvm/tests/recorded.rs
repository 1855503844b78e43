//! Replays LLVM's recorded answers (`data/<target>/llvm.txt`, made by the
//! harness with libLLVM-19; see README.md) without LLVM: every DAG must
//! select exactly as LLVM's `SelectCodeCommon` selected it, and a corrupted
//! table byte must be noticed.

use std::path::PathBuf;

use tablegen_isel_llvm_tests::replay::{corruption_caught, replay, Target};

fn targets() -> Vec<(Target, String)> {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data");
    let mut out = Vec::new();
    let mut dirs: Vec<PathBuf> =
        std::fs::read_dir(&data).unwrap().map(|e| e.unwrap().path()).filter(|p| p.is_dir()).collect();
    dirs.sort();
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let target = Target::load(&name, &dir).unwrap();
        let llvm = std::fs::read_to_string(dir.join("llvm.txt")).unwrap();
        out.push((target, llvm));
    }
    assert!(out.len() >= 3, "recorded targets missing");
    out
}

#[test]
fn recorded_selections_match_llvm() {
    for (target, llvm) in targets() {
        let c = replay(&target, &llvm, 0).unwrap();
        assert!(c.compared >= 100, "{}: only {} DAGs", target.name, c.compared);
        assert!(c.matched > 0 && c.no_match > 0, "{}: {c:?}", target.name);
        assert_eq!(c.different, 0, "{}: {}", target.name, c.differences.join("\n"));
    }
}

#[test]
fn corrupted_table_is_caught() {
    for (mut target, llvm) in targets() {
        let found = corruption_caught(&mut target, &llvm).unwrap();
        assert!(found.is_some(), "{}: a corrupted instruction byte went unnoticed", target.name);
    }
}
