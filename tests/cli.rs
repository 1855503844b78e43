//! The command line against llvm-tblgen-19: every case of `tests/cli/cases.tsv`
//! (help, version, "Did you mean", option values, grouping, positional
//! arguments, response files) runs the `tablegen` binary with argv[0] =
//! `PROG` and compares its stdout, stderr and exit status with what
//! llvm-tblgen-19 printed (`tests/cli/expected`, recorded by
//! `tests/cli/record.py`; `.ci/run` checks the recording is current).
//!
//! Three differences are deliberate, and checked exactly:
//! - help listings add tablegen-rs's own options ([`RUST_SECTION`] after
//!   LLVM's categories; the same lines sorted into the lists);
//! - `--version` names tablegen-rs and the LLVM version it follows;
//! - actions tablegen-rs does not implement yet say so.

use std::os::unix::process::CommandExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The category `--help` and `--help-hidden` print after LLVM's.
const RUST_SECTION: &str = "
tablegen-rs options:

  --progress                               - Print what the run is doing on stderr, step by step
  --record-cache=<directory>               - Reuse the records of earlier runs kept in this directory while no input changed (default: $TABLEGEN_RECORD_CACHE)
  --rust                                   - Write the backend's Rust module instead of LLVM's C++
  --rust-matcher-comments                  - With --rust: list the matcher table with LLVM's comments (off by default; -omit-comments wins)
  --rust-runtime=<path>                    - With --rust: the path of the tablegen-runtime crate (default ::tablegen_runtime)
  --rust-vocabulary=<path>                 - With --rust: refer to the target's shared types (Opcode, Reg, ...) at this module path
";

fn dir() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("tests").join("cli")
}

struct Case {
    name: String,
    args: Vec<String>,
}

/// `cases.tsv` quotes like a shell (record.py splits with shlex); the cases
/// need no more than plain words.
fn cases() -> Vec<Case> {
    let text = std::fs::read_to_string(dir().join("cases.tsv")).expect("tests/cli/cases.tsv");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (name, args) = l.split_once('\t').expect("name<TAB>arguments");
            assert!(!args.contains(['\'', '"', '\\']), "{name}: quoting is not supported here");
            Case { name: name.to_string(), args: args.split_whitespace().map(str::to_string).collect() }
        })
        .collect()
}

fn expected(name: &str, ext: &str) -> String {
    let path = dir().join("expected").join(format!("{name}.{ext}"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// What llvm-tblgen-19 printed, turned into what tablegen prints where the
/// two differ on purpose.
fn want_stdout(case: &Case, llvm: String) -> String {
    let help = |a: &str| matches!(a, "--help" | "-help" | "-h" | "-hx" | "--help-hidden");
    let list = |a: &str| matches!(a, "--help-list" | "--help-list-hidden");
    let version = |a: &str| matches!(a, "--version" | "-version");
    // The first help or version option is the one that prints.
    for a in &case.args {
        if help(a) {
            return mark_not_yet(&llvm) + RUST_SECTION;
        }
        if list(a) {
            let lines: Vec<&str> = RUST_SECTION.lines().filter(|l| l.starts_with("  --")).collect();
            return insert_sorted(&mark_not_yet(&llvm), &lines);
        }
        if version(a) {
            assert_eq!(llvm, "Debian LLVM version 19.1.7\n  Optimized build.\n", "{}: LLVM's version text", case.name);
            return format!(
                "tablegen-rs version {}\n  A drop-in for llvm-tblgen, LLVM version 19.1.7.\n",
                env!("CARGO_PKG_VERSION")
            );
        }
    }
    llvm
}

/// LLVM's listing with the actions tablegen-rs does not implement yet
/// marked.
fn mark_not_yet(listing: &str) -> String {
    let not_yet: Vec<&str> =
        tablegen_build::registry::actions().filter(|a| a.backend.is_none()).map(|a| a.flag).collect();
    assert!(!not_yet.is_empty(), "no unimplemented action left: drop the mark from this test");
    listing
        .lines()
        .map(|l| {
            let flag = l.trim_start().strip_prefix("--").and_then(|r| r.split_whitespace().next()).unwrap_or("");
            if not_yet.contains(&flag) && l.contains(" - ") {
                format!("{l} (not implemented yet)\n")
            } else {
                format!("{l}\n")
            }
        })
        .collect()
}

/// `lines` put into a `--help-list` listing at their sorted places.
fn insert_sorted(listing: &str, lines: &[&str]) -> String {
    let mut all: Vec<String> = listing.lines().map(str::to_string).collect();
    for l in lines {
        let key = |s: &str| s.trim_start().trim_start_matches('-').to_string();
        let at = all
            .iter()
            .position(|x| x.starts_with("  -") && !x.starts_with("      ") && key(x) > key(l))
            .unwrap_or(all.len());
        all.insert(at, l.to_string());
    }
    all.iter().map(|l| format!("{l}\n")).collect()
}

/// Runs one case; the error describes every difference.
fn run_case(case: &Case, here: &Path) -> Result<(), String> {
    let bin = env!("CARGO_BIN_EXE_tablegen-under-test");
    let out = Command::new(bin)
        .arg0("PROG")
        .args(&case.args)
        .current_dir(here)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("run tablegen: {e}"))?;
    let norm = |b: &[u8]| String::from_utf8_lossy(b).replace(&*here.to_string_lossy(), "<DIR>");
    let (got_out, got_err) = (norm(&out.stdout), norm(&out.stderr));
    let status = out.status.code().unwrap_or(-1);
    let want_status: i32 = expected(&case.name, "status").trim().parse().map_err(|e| format!("status: {e}"))?;
    let want_out = want_stdout(case, expected(&case.name, "stdout"));
    let want_err = expected(&case.name, "stderr");
    if status == want_status && got_out == want_out && got_err == want_err {
        return Ok(());
    }
    Err(format!(
        "{}:\n  status {status}, want {want_status}\n  stderr: {got_err:?}\n  want:   {want_err:?}\n  stdout: {}",
        case.args.join(" "),
        if got_out == want_out { "same".to_string() } else { format!("{got_out:?}\n  want:   {want_out:?}") }
    ))
}

/// One trial per case of `tests/cli/cases.tsv` (named by the case), run in
/// parallel by libtest-mimic, and the "Did you mean" check.
fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let here = dir().canonicalize().expect("tests/cli");
    let all = cases();
    let mut trials = vec![
        libtest_mimic::Trial::test("corpus_is_complete", {
            let n = all.len();
            move || if n >= 50 { Ok(()) } else { Err(format!("tests/cli/cases.tsv looks truncated: {n} cases").into()) }
        }),
        libtest_mimic::Trial::test("did_you_mean_names_the_nearest_option", || {
            did_you_mean_names_the_nearest_option().map_err(Into::into)
        }),
    ];
    trials.push(libtest_mimic::Trial::test("progress_lines_name_each_step", || {
        progress_lines_name_each_step().map_err(Into::into)
    }));
    if cfg!(all(target_os = "linux", target_env = "gnu")) {
        trials.push(libtest_mimic::Trial::test("the_unwinder_is_linked_in_where_the_toolchain_has_it", || {
            the_unwinder_is_linked_in_where_the_toolchain_has_it().map_err(Into::into)
        }));
    }
    for case in all {
        let here = here.clone();
        trials.push(libtest_mimic::Trial::test(case.name.clone(), move || run_case(&case, &here).map_err(Into::into)));
    }
    let conclusion = libtest_mimic::run(&args, trials);
    // Outputs some cases write into the folder (`-o x.inc` fails first, but
    // be tidy if that ever changes).
    for junk in ["x.inc", "file"] {
        let _ = std::fs::remove_file(here.join(junk));
    }
    conclusion.exit();
}

/// The parser's "Did you mean" is computed, not recorded: a wrong distance
/// or a lost `=value` shows here with a readable message.
fn did_you_mean_names_the_nearest_option() -> Result<(), String> {
    let out = Command::new(env!("CARGO_BIN_EXE_tablegen-under-test"))
        .arg0("PROG")
        .arg("-gen-searchable-tabels")
        .output()
        .map_err(|e| e.to_string())?;
    let err = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(1) && err.ends_with("PROG: Did you mean '--gen-searchable-tables'?\n") {
        Ok(())
    } else {
        Err(format!("status {:?}, stderr {err:?}", out.status.code()))
    }
}

/// `--progress` prints the parse and the backend run as they happen, on
/// stderr only: the output is what it is without it.
fn progress_lines_name_each_step() -> Result<(), String> {
    let run = |progress: bool| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_tablegen-under-test"));
        c.arg0("PROG").current_dir(dir()).args(["-print-records", "ok.td"]);
        if progress {
            c.arg("--progress");
        }
        c.output().map_err(|e| e.to_string())
    };
    let (with, without) = (run(true)?, run(false)?);
    let err = String::from_utf8_lossy(&with.stderr);
    let steps: Vec<&str> = err.lines().filter(|l| l.starts_with("tablegen: ")).collect();
    let ok = with.status.success()
        && with.stdout == without.stdout
        && without.stderr.is_empty()
        && steps.len() == 3
        && steps[0].starts_with("tablegen: parsing ok.td [")
        && steps[1].starts_with("tablegen: parsed; running print-records [")
        && steps[2].starts_with("tablegen: backend done [");
    if ok {
        Ok(())
    } else {
        Err(format!("status {:?}, stderr {err:?}", with.status.code()))
    }
}

/// The binary loads no `libgcc_s` where the toolchain has GCC's static
/// unwinder (the root `build.rs`), and runs either way. glibc's loader
/// lists what it loads, and stops, under `LD_TRACE_LOADED_OBJECTS`.
fn the_unwinder_is_linked_in_where_the_toolchain_has_it() -> Result<(), String> {
    let out = Command::new(env!("CARGO_BIN_EXE_tablegen-under-test"))
        .env("LD_TRACE_LOADED_OBJECTS", "1")
        .output()
        .map_err(|e| e.to_string())?;
    let listing = String::from_utf8_lossy(&out.stdout);
    let static_unwinder = option_env!("TABLEGEN_STATIC_UNWINDER").is_some();
    if out.status.success() && listing.contains("libc.so") && listing.contains("libgcc_s") != static_unwinder {
        Ok(())
    } else {
        Err(format!("static unwinder: {static_unwinder}, loader's listing: {listing}"))
    }
}
