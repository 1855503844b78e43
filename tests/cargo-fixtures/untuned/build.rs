//! A build script that runs a real backend through `tablegen-build` on an
//! input big enough that the `tablegen` binary would advise huge pages for
//! its value store, then checks that its own process was left alone: no
//! memory region advised `MADV_HUGEPAGE` (the `hg` flag of
//! `/proc/self/smaps`) and no thread besides its own main thread. It
//! prints `untuned: ok ...` as a cargo warning when all holds, and panics
//! (failing the build) otherwise.
//!
//! A control at the end proves the input is big enough to matter: with an
//! arena advice set (one that only counts, advising nothing), a second run
//! does hand the advice a table.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Enough distinct values for the value store's table to pass 2 MiB.
const DEFS: usize = 150_000;

fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let td = out.join("Big.td");
    let mut text = String::from("class C<int n> { int v = n; int w = !mul(n, 3); string s = \"s\" # n; }\n");
    text.push_str(&format!("foreach i = 0...{} in def D#i : C<i>;\n", DEFS - 1));
    std::fs::write(&td, text).expect("write Big.td");

    assert_eq!(threads(), 1, "the build script starts with one thread");
    run(&td, &out);
    let advised = huge_page_advised();
    assert!(advised.is_empty(), "regions advised MADV_HUGEPAGE by the library:\n{}", advised.join("\n"));
    assert_eq!(threads(), 1, "the library left a thread running");

    // The control: the same run, with advice that only counts.
    static OFFERED: AtomicUsize = AtomicUsize::new(0);
    fn count(_start: usize, len: usize) {
        OFFERED.fetch_add(len, Ordering::Relaxed);
    }
    assert!(tablegen_build::tablegen_core::tuning::set_arena_advice(count));
    run(&td, &out);
    let offered = OFFERED.load(Ordering::Relaxed);
    assert!(offered >= 2 << 20, "the input is too small to matter: {offered} bytes offered");
    println!("cargo:warning=untuned: ok (no hg region, 1 thread; the control offered {offered} bytes)");
}

/// `-print-records` of `td` into `out/records.txt`.
fn run(td: &std::path::Path, out: &std::path::Path) {
    tablegen_build::Builder::new(td)
        .out_dir(out)
        .output("print-records", tablegen_build::Lang::Cpp, "records.txt")
        .run_or_exit();
}

/// The `Threads:` line of `/proc/self/status`.
fn threads() -> usize {
    let status = std::fs::read_to_string("/proc/self/status").expect("read /proc/self/status");
    let line = status.lines().find_map(|l| l.strip_prefix("Threads:")).expect("a Threads: line");
    line.trim().parse().expect("a thread count")
}

/// The regions of `/proc/self/smaps` whose `VmFlags` hold `hg` (advised
/// `MADV_HUGEPAGE`), by their header lines.
fn huge_page_advised() -> Vec<String> {
    let smaps = std::fs::read_to_string("/proc/self/smaps").expect("read /proc/self/smaps");
    let mut header = "";
    let mut out = Vec::new();
    for line in smaps.lines() {
        match line.strip_prefix("VmFlags:") {
            Some(flags) if flags.split_whitespace().any(|f| f == "hg") => out.push(header.to_string()),
            Some(_) => {}
            None if line.split_whitespace().next().is_some_and(|w| w.contains('-') && !w.ends_with(':')) => {
                header = line
            }
            None => {}
        }
    }
    out
}
