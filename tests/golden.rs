//! Replays the golden corpus (tests/golden, generated from LLVM 19's lit
//! tests by `regen.py` running the reference `llvm-tblgen-19`) against our
//! binary: stdout, stderr and exit status must match byte for byte.
//!
//! One test per case, named by the case. Cases listed in
//! `tests/golden/known-failures.txt` are expected to fail (strict XFAIL, as
//! lit does): if one starts passing, it fails until it is removed from the
//! list, so the list only ever shrinks.

use std::path::Path;
use std::process::Command;

mod support;

use support::{golden_cases, GoldenCase};

fn run_case(dir: &Path, c: &GoldenCase) -> Result<(), String> {
    let bin = env!("CARGO_BIN_EXE_tablegen-under-test");
    // The corpus records what llvm-tblgen-19 prints for each case; cases of
    // the backends that write only some of LLVM's sections so far
    // (-gen-instr-info, -gen-register-info) are errors or section checks,
    // which they may run for.
    let out = Command::new(bin)
        .args(c.argv())
        .env("TABLEGEN_PARTIAL_OUTPUT", "1")
        .current_dir(dir)
        .output()
        .map_err(|e| e.to_string())?;
    let want_out = std::fs::read(dir.join("expected").join(format!("{}.stdout", c.name))).unwrap_or_default();
    let want_err = std::fs::read(dir.join("expected").join(format!("{}.stderr", c.name))).unwrap_or_default();
    let prefix = format!("{bin}:");
    let got_err = String::from_utf8_lossy(&out.stderr).replace(&prefix, "PROG:");
    let status = out.status.code().unwrap_or(-1);
    if status != c.status {
        return Err(format!("exit status {status}, want {}\nstderr:\n{got_err}", c.status));
    }
    if out.stdout != want_out {
        return Err(first_diff("stdout", &String::from_utf8_lossy(&want_out), &String::from_utf8_lossy(&out.stdout)));
    }
    if got_err.as_bytes() != want_err.as_slice() {
        return Err(first_diff("stderr", &String::from_utf8_lossy(&want_err), &got_err));
    }
    Ok(())
}

fn first_diff(what: &str, want: &str, got: &str) -> String {
    for (n, (w, g)) in want.lines().zip(got.lines()).enumerate() {
        if w != g {
            return format!("{what} line {}:\n  want: {w}\n  got:  {g}", n + 1);
        }
    }
    format!("{what}: {} lines wanted, {} lines got", want.lines().count(), got.lines().count())
}

/// One trial per case of `tests/golden/cases.tsv`, run in parallel by
/// libtest-mimic (`cargo test --test golden -- NAME` runs the cases whose
/// name contains NAME). A case listed in `known-failures.txt` must fail and
/// is reported as passing when it does; one that passes fails the run until
/// it is taken off the list.
fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("tests").join("golden");
    let known: Vec<String> = std::fs::read_to_string(dir.join("known-failures.txt"))
        .unwrap_or_default()
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let all = golden_cases(&dir);
    let mut trials = vec![libtest_mimic::Trial::test("corpus_is_complete", {
        let n = all.len();
        move || if n > 200 { Ok(()) } else { Err(format!("golden corpus looks truncated: {n} cases").into()) }
    })];
    for c in all {
        let dir = dir.clone();
        let expected_fail = known.contains(&c.name);
        let name = if expected_fail { format!("{} (known failure)", c.name) } else { c.name.clone() };
        trials.push(libtest_mimic::Trial::test(name, move || match (run_case(&dir, &c), expected_fail) {
            (Ok(()), false) | (Err(_), true) => Ok(()),
            (Ok(()), true) => Err("now passes: take it off tests/golden/known-failures.txt".into()),
            (Err(e), false) => Err(e.into()),
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
