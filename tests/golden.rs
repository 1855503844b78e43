//! Replays the golden corpus (tests/golden, generated from LLVM 19's lit
//! tests by `regen.py` running the reference `llvm-tblgen-19`) against our
//! binary: stdout, stderr and exit status must match byte for byte.
//!
//! Cases listed in `tests/golden/known-failures.txt` are expected to fail
//! (strict XFAIL, as lit does): if one starts passing, this test fails until
//! it is removed from the list, so the list only ever shrinks.

use std::path::Path;
use std::process::Command;

struct Case {
    name: String,
    status: i32,
    args: Vec<String>,
}

fn split_args(s: &str) -> Vec<String> {
    // regen.py quotes with shlex; our corpus only needs single-quote handling.
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_q = false;
    let mut any = false;
    for c in s.chars() {
        match c {
            '\'' => {
                in_q = !in_q;
                any = true;
            }
            ' ' if !in_q => {
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

fn cases(dir: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(dir.join("cases.tsv")).expect("cases.tsv");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.splitn(3, '\t');
            let name = parts.next().unwrap_or_default().to_string();
            let status = parts.next().and_then(|s| s.parse().ok()).unwrap_or(-1);
            let args = split_args(parts.next().unwrap_or_default());
            Case { name, status, args }
        })
        .collect()
}

fn run_case(dir: &Path, c: &Case) -> Result<(), String> {
    let bin = env!("CARGO_BIN_EXE_tablegen");
    // The corpus records what llvm-tblgen-19 prints for each case; cases of
    // the backends that write only some of LLVM's sections so far
    // (-gen-instr-info, -gen-register-info) are errors or section checks,
    // which they may run for.
    let out = Command::new(bin)
        .args(&c.args)
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

#[test]
fn golden_corpus_matches_llvm_tblgen_19() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join("golden");
    let known: Vec<String> = std::fs::read_to_string(dir.join("known-failures.txt"))
        .unwrap_or_default()
        .lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let all = cases(&dir);
    assert!(all.len() > 200, "golden corpus looks truncated: {} cases", all.len());
    let mut failures = Vec::new();
    let mut unexpected_passes = Vec::new();
    let (mut passed, mut xfailed) = (0, 0);
    for c in &all {
        let r = run_case(&dir, c);
        let expected_fail = known.contains(&c.name);
        match (r, expected_fail) {
            (Ok(()), false) => passed += 1,
            (Ok(()), true) => unexpected_passes.push(c.name.clone()),
            (Err(_), true) => xfailed += 1,
            (Err(e), false) => failures.push(format!("{}: {e}", c.name)),
        }
    }
    eprintln!("golden: {passed} passed, {xfailed} expected failures, {} of {} cases", all.len(), all.len());
    assert!(unexpected_passes.is_empty(), "now passing, remove from known-failures.txt: {unexpected_passes:?}");
    assert!(failures.is_empty(), "{} golden cases regressed:\n{}", failures.len(), failures.join("\n\n"));
}
