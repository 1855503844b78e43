//! The record cache (`--record-cache DIR`, `TABLEGEN_RECORD_CACHE`) through
//! the `tablegen` binary: a cached run never differs from an uncached one.
//!
//! - `golden/NAME`: cases of the golden corpus (tests/golden) run uncached,
//!   then twice with a cache directory of their own; the three runs must
//!   print the same stdout and stderr and exit alike, and a case that left
//!   an entry must reuse it the second time (the entry file is not
//!   replaced). By default the cases whose stderr has a warning or an
//!   include stack and every 24th case (44, front-end and backend errors
//!   included); `TABLEGEN_RECORD_CACHE_GOLDEN=all` runs all of them.
//! - the rest edit inputs between runs, change `-I`/`-D`, damage entries,
//!   run two processes at once on a cold cache and use a read-only
//!   directory; after each step the output, the `-d` depfile and stderr
//!   must be those of an uncached run.
//! - `analyses_are_reused_and_never_stale`: what `-gen-instr-info` keeps
//!   beside the records' entry (the instruction flags inferred from
//!   patterns, the register numbers) is reused by the next run, and never
//!   used for other records or when damaged.
//!
//! `harness = false` (libtest-mimic): `cargo test --test record_cache -- NAME`.

use std::os::unix::fs::MetadataExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod support;

const BIN: &str = env!("CARGO_BIN_EXE_tablegen-under-test");
const ENV: &str = "TABLEGEN_RECORD_CACHE";

/// What a run printed and left behind.
#[derive(Debug, PartialEq)]
struct Run {
    status: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
    /// The `-o` file and the `-d` depfile, when asked for.
    files: Vec<Option<Vec<u8>>>,
}

fn run(cwd: &Path, args: &[&str], cache: Option<&Path>, files: &[&Path]) -> Run {
    let mut cmd = Command::new(BIN);
    cmd.args(args).current_dir(cwd).env("TABLEGEN_PARTIAL_OUTPUT", "1").env_remove(ENV);
    if let Some(dir) = cache {
        cmd.env(ENV, dir);
    }
    let Output { status, stdout, stderr } = cmd.output().expect("run tablegen");
    Run {
        status: status.code(),
        stdout,
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        files: files.iter().map(|f| std::fs::read(cwd.join(f)).ok()).collect(),
    }
}

/// The entries in `dir`: (name, inode).
fn entries(dir: &Path) -> Vec<(String, u64)> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| (e.file_name().to_string_lossy().into_owned(), e.metadata().map_or(0, |m| m.ino())))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tg-record-cache-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("cache")).unwrap();
    dir
}

type Check = Result<(), String>;

fn same(what: &str, want: &Run, got: &Run) -> Check {
    if want == got {
        return Ok(());
    }
    Err(format!("{what} differs from the uncached run:\nuncached: {want:?}\n     got: {got:?}"))
}

// ------------------------------------------------------------------ golden

fn golden_case(dir: &Path, name: &str, args: &[String]) -> Check {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let cache = scratch(&format!("golden-{name}")).join("cache");
    let uncached = run(dir, &args, None, &[]);
    let cold = run(dir, &args, Some(&cache), &[]);
    same("cold run", &uncached, &cold)?;
    let after_cold = entries(&cache);
    let warm = run(dir, &args, Some(&cache), &[]);
    same("warm run", &uncached, &warm)?;
    let after_warm = entries(&cache);
    let _ = std::fs::remove_dir_all(cache.parent().unwrap());
    if after_cold != after_warm {
        return Err(format!("the warm run did not reuse the entry: {after_cold:?} then {after_warm:?}"));
    }
    Ok(())
}

// ------------------------------------------------------------------ edits

const MAIN: &str = "include \"inc.td\"
class C<int n> { int v = n; string s = Name; }
#ifdef EXTRA
def Extra : C<0>;
#endif
foreach i = [1, 2] in def D#i : C<i>;
class Unused<int u>;
def W : Unused<1>;
";

/// Runs `args` (plus `-o out.txt -d out.d`) uncached and cached in `dir`,
/// checking they agree; returns the cached run and the cache's entries.
fn both(dir: &Path, args: &[&str]) -> Result<(Run, Vec<(String, u64)>), String> {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["-o", "out.txt", "-d", "out.d"]);
    let files = [Path::new("out.txt"), Path::new("out.d")];
    let uncached = run(dir, &all, None, &files);
    let cached = run(dir, &all, Some(&dir.join("cache")), &files);
    same(&format!("{args:?}"), &uncached, &cached)?;
    Ok((cached, entries(&dir.join("cache"))))
}

fn project(name: &str) -> PathBuf {
    let dir = scratch(name);
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::create_dir_all(dir.join("other")).unwrap();
    std::fs::write(dir.join("main.td"), MAIN).unwrap();
    std::fs::write(dir.join("inc/inc.td"), "defvar Name = \"inc\";\ndef FromInc;\n").unwrap();
    std::fs::write(dir.join("other/inc.td"), "defvar Name = \"other\";\ndef FromOther;\n").unwrap();
    dir
}

fn edits_are_never_stale() -> Check {
    let dir = project("edits");
    let base = ["-print-records", "-I", "inc", "-I", "other", "main.td"];
    let (first, e1) = both(&dir, &base)?;
    let (again, e2) = both(&dir, &base)?;
    if e1.len() != 1 || e1 != e2 || first != again {
        return Err(format!("no reuse: {e1:?} then {e2:?}"));
    }
    if !first.stderr.contains("warning: unused template argument") {
        return Err(format!("the warning is missing: {}", first.stderr));
    }
    // The include changes (same size), then the root.
    std::fs::write(dir.join("inc/inc.td"), "defvar Name = \"INC\";\ndef FromInc;\n").unwrap();
    let (edited, _) = both(&dir, &base)?;
    if edited.files == first.files {
        return Err("the edit of inc.td did not show".into());
    }
    std::fs::write(dir.join("main.td"), format!("{MAIN}def Added;\n")).unwrap();
    both(&dir, &base)?;
    // -I order, -D values and order, and the warning option.
    for args in [
        &["-print-records", "-I", "other", "-I", "inc", "main.td"][..],
        &["-print-records", "-I", "other", "main.td"],
        &["-print-records", "-I", "inc", "-D", "EXTRA", "main.td"],
        &["-print-records", "-I", "inc", "-D", "EXTRA", "-D", "X", "main.td"],
        &["-print-records", "-I", "inc", "-D", "X", "-D", "EXTRA", "main.td"],
        &["-print-records", "-I", "inc", "--no-warn-on-unused-template-args", "main.td"],
        &["-print-records", "-I", "inc", "main.td"],
    ] {
        both(&dir, args)?;
        both(&dir, args)?;
    }
    // An include found earlier on the path than before.
    std::fs::write(dir.join("inc.td"), "defvar Name = \"cwd\";\ndef FromCwd;\n").unwrap();
    let (shadowed, _) = both(&dir, &base)?;
    if !String::from_utf8_lossy(shadowed.files[0].as_deref().unwrap_or_default()).contains("FromCwd") {
        return Err("the include in the current directory was not used".into());
    }
    // Another backend on the same records, with a backend error that
    // prints source lines and include stacks.
    both(&dir, &["-print-enums", "-class=C", "-I", "inc", "main.td"])?;
    both(&dir, &["-print-enums", "-class=Nope", "-I", "inc", "main.td"])?;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

fn damaged_entries_are_replaced() -> Check {
    let dir = project("damaged");
    let base = ["-print-records", "-I", "inc", "main.td"];
    both(&dir, &base)?;
    let entry = {
        let e = entries(&dir.join("cache"));
        dir.join("cache").join(&e.first().ok_or("no entry")?.0)
    };
    let good = std::fs::read(&entry).unwrap();
    let cut = |n: usize| good[..n].to_vec();
    let mut flipped = good.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 1;
    for bad in [Vec::new(), cut(7), cut(40), cut(good.len() / 2), cut(good.len() - 1), flipped, b"junk".to_vec()] {
        std::fs::write(&entry, &bad).unwrap();
        both(&dir, &base)?;
        if std::fs::read(&entry).unwrap() != good {
            return Err("the damaged entry was not replaced by a good one".into());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

fn concurrent_processes() -> Check {
    let dir = project("race");
    // Big enough that the two parses overlap.
    let mut big = String::from(MAIN);
    big.push_str("foreach i = 0...3000 in def Many#i : C<i>;\n");
    std::fs::write(dir.join("main.td"), big).unwrap();
    let uncached = run(
        &dir,
        &["-print-records", "-I", "inc", "main.td", "-o", "u.txt", "-d", "u.d"],
        None,
        &[Path::new("u.txt"), Path::new("u.d")],
    );
    for round in 0..3 {
        let children: Vec<_> = (0..2)
            .map(|k| {
                let out = format!("p{round}{k}.txt");
                let dep = format!("p{round}{k}.d");
                let child = Command::new(BIN)
                    .args(["-print-records", "-I", "inc", "main.td", "-o", &out, "-d", &dep])
                    .current_dir(&dir)
                    .env(ENV, dir.join("cache"))
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn();
                (child, out, dep)
            })
            .collect();
        for (child, out, dep) in children {
            let child = child.and_then(|c| c.wait_with_output()).map_err(|e| e.to_string())?;
            if child.status.code() != uncached.status || String::from_utf8_lossy(&child.stderr) != uncached.stderr {
                return Err(format!("round {round}: {child:?}"));
            }
            let got = std::fs::read(dir.join(&out)).ok();
            let depfile = std::fs::read(dir.join(&dep))
                .ok()
                .map(|d| String::from_utf8_lossy(&d).replacen(&out, "u.txt", 1).into_bytes());
            if got != uncached.files[0] || depfile != uncached.files[1] {
                return Err(format!("round {round}: {out} differs from the uncached run"));
            }
        }
    }
    let names = entries(&dir.join("cache"));
    if names.len() != 1 || !names[0].0.ends_with(".tgrc") {
        return Err(format!("left in the cache: {names:?}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

/// Processes started at the same instant, many times: two writers of one
/// entry race on every round, spawned without waiting.
fn spawned_together() -> Check {
    let dir = project("spawned");
    let uncached = both(&dir, &["-print-records", "-I", "inc", "main.td"])?.0;
    let _ = std::fs::remove_dir_all(dir.join("cache"));
    for round in 0..8 {
        let cache = dir.join(format!("cache{round}"));
        std::fs::create_dir_all(&cache).unwrap();
        let spawn = |k: usize| {
            Command::new(BIN)
                .args(["-print-records", "-I", "inc", "main.td", "-o", &format!("s{k}.txt")])
                .current_dir(&dir)
                .env(ENV, &cache)
                .stderr(Stdio::null())
                .spawn()
        };
        let kids: Vec<_> = (0..4).map(spawn).collect::<Result<_, _>>().map_err(|e| e.to_string())?;
        for (k, mut kid) in kids.into_iter().enumerate() {
            kid.wait().map_err(|e| e.to_string())?;
            if std::fs::read(dir.join(format!("s{k}.txt"))).ok() != uncached.files[0] {
                return Err(format!("round {round}: process {k} differs"));
            }
        }
        if entries(&cache).len() != 1 {
            return Err(format!("round {round}: {:?}", entries(&cache)));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

fn unusable_directories() -> Check {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = project("readonly");
    let args = ["-print-records", "-I", "inc", "main.td", "-o", "out.txt", "-d", "out.d"];
    let files = [Path::new("out.txt"), Path::new("out.d")];
    let uncached = run(&dir, &args, None, &files);
    let ro = dir.join("ro");
    std::fs::create_dir_all(&ro).unwrap();
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
    for cache in [ro.clone(), dir.join("missing"), dir.join("main.td")] {
        for _ in 0..2 {
            same(&format!("cache {}", cache.display()), &uncached, &run(&dir, &args, Some(&cache), &files))?;
        }
    }
    // The flag wins over the variable; an empty one turns the cache off.
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--record-cache", "cache"]);
    same("--record-cache", &uncached, &run(&dir, &all, Some(Path::new("elsewhere")), &files))?;
    if entries(&dir.join("cache")).len() != 1 {
        return Err("--record-cache did not save".into());
    }
    let mut off: Vec<&str> = args.to_vec();
    off.push("--record-cache=");
    let _ = std::fs::create_dir_all(dir.join("env"));
    same("--record-cache=", &uncached, &run(&dir, &off, Some(&dir.join("env")), &files))?;
    if !entries(&dir.join("env")).is_empty() {
        return Err("--record-cache= did not turn the cache off".into());
    }
    // Standard input is never cached.
    let piped = Command::new(BIN)
        .args(["-print-records", "-I", "inc", "-"])
        .current_dir(&dir)
        .env(ENV, dir.join("env"))
        .stdin(std::fs::File::open(dir.join("main.td")).unwrap())
        .output()
        .map_err(|e| e.to_string())?;
    if piped.status.code() != Some(0) || !entries(&dir.join("env")).is_empty() {
        return Err(format!("stdin: {piped:?}"));
    }
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

// ------------------------------------------------------------------ analyses

/// A target whose instruction `LD` leaves `mayLoad` unset, so that
/// `-gen-instr-info` takes it from the pattern, `PATTERN`; `EXTRA` may add
/// a register, which renumbers `R0` (an implicit use of `LD`).
const TARGET: &str = r#"include "llvm/Target/Target.td"
EXTRA
def R0 : Register<"r0">;
def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
def LD : Instruction {
  let Namespace = "T";
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins GPR:$a);
  let Uses = [R0];
  let Pattern = [PATTERN];
}
def TII : InstrInfo;
def T : Target { let InstructionSet = TII; }
"#;

/// A way of damaging a file's bytes.
type Damage = fn(&[u8]) -> Vec<u8>;

/// The analyses kept in `dir`'s cache: (name, inode, contents).
fn analyses(dir: &Path) -> Vec<(String, u64, Vec<u8>)> {
    entries(&dir.join("cache"))
        .into_iter()
        .filter(|(name, _)| name.ends_with(".tgra"))
        .map(|(name, ino)| {
            let bytes = std::fs::read(dir.join("cache").join(&name)).unwrap_or_default();
            (name, ino, bytes)
        })
        .collect()
}

fn analyses_are_reused_and_never_stale(golden: &Path) -> Check {
    let dir = scratch("analyses");
    let include = golden.join("include");
    let include = include.to_str().ok_or("include path")?;
    let td = |extra: &str, pattern: &str| {
        std::fs::write(dir.join("t.td"), TARGET.replace("EXTRA", extra).replace("PATTERN", pattern)).unwrap()
    };
    // The C++ output names registers and classes; the Rust output numbers
    // them. The instruction selector reads the register facts too (class
    // numbers and types).
    let cpp = ["-gen-instr-info", "-I", include, "t.td"];
    let rust = ["--rust", "-gen-instr-info", "-I", include, "t.td"];
    let isel = ["-gen-dag-isel", "-I", include, "t.td"];
    let both_languages =
        || -> Result<Vec<Run>, String> { Ok(vec![both(&dir, &cpp)?.0, both(&dir, &rust)?.0, both(&dir, &isel)?.0]) };
    td("", "(set i32:$dst, (load GPR:$a))");
    let first = both_languages()?;
    let saved = analyses(&dir);
    let names: Vec<&str> = saved.iter().map(|a| a.0.rsplit('/').next().unwrap_or_default()).collect();
    if !names.iter().any(|n| n.ends_with(".inferred-flags.tgra"))
        || !names.iter().any(|n| n.ends_with(".register-facts.tgra"))
        || !names.iter().any(|n| n.ends_with(".instructions.tgra"))
        || !names.iter().any(|n| n.ends_with(".dag-patterns.tgra"))
    {
        return Err(format!("the cold run did not save the analyses: {names:?}"));
    }
    let again = both_languages()?;
    if analyses(&dir) != saved || again != first {
        return Err("the warm run did not reuse the analyses".into());
    }
    // Damaged, all at once (an analysis a run does not need is not read,
    // so one damaged alone may stay until some run needs it): made again,
    // and replaced.
    let damage: [Damage; 4] = [
        |good| {
            let mut flipped = good.to_vec();
            if let Some(last) = flipped.last_mut() {
                *last ^= 1;
            }
            flipped
        },
        |good| good[..good.len().saturating_sub(4)].to_vec(),
        |good| good[..good.len().min(20)].to_vec(),
        |_| Vec::new(),
    ];
    for bad in damage {
        for (name, _, good) in &saved {
            std::fs::write(dir.join("cache").join(name), bad(good)).unwrap();
        }
        both_languages()?;
        for (name, _, good) in &saved {
            if std::fs::read(dir.join("cache").join(name)).unwrap() != *good {
                return Err(format!("the damaged {name} was not replaced"));
            }
        }
    }
    // Other records: the pattern no longer loads, and `R0` is register 2.
    // The analysis files have the same names (the records' key is the
    // same), and must not be believed.
    td("def A0 : Register<\"a0\">;", "(set i32:$dst, (add GPR:$a, GPR:$a))");
    let edited = both_languages()?;
    if edited.iter().zip(&first).any(|(e, f)| e.files == f.files) {
        return Err("the edit did not show".into());
    }
    // The old analyses, put back beside the new records, are not theirs.
    for (name, _, good) in &saved {
        std::fs::write(dir.join("cache").join(name), good).unwrap();
    }
    both_languages()?;
    // Back to the first records: the analyses kept now are the edited
    // records', and are made again.
    td("", "(set i32:$dst, (load GPR:$a))");
    both_languages()?;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let golden = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("tests").join("golden");
    let mut trials = vec![
        libtest_mimic::Trial::test("edits_are_never_stale", || edits_are_never_stale().map_err(Into::into)),
        libtest_mimic::Trial::test("damaged_entries_are_replaced", || {
            damaged_entries_are_replaced().map_err(Into::into)
        }),
        libtest_mimic::Trial::test("concurrent_processes", || concurrent_processes().map_err(Into::into)),
        libtest_mimic::Trial::test("spawned_together", || spawned_together().map_err(Into::into)),
        libtest_mimic::Trial::test("unusable_directories", || unusable_directories().map_err(Into::into)),
        libtest_mimic::Trial::test("analyses_are_reused_and_never_stale", {
            let golden = golden.clone();
            move || analyses_are_reused_and_never_stale(&golden).map_err(Into::into)
        }),
    ];
    let all = std::env::var_os("TABLEGEN_RECORD_CACHE_GOLDEN").is_some_and(|v| v == "all");
    for (i, case) in support::golden_cases(&golden).into_iter().enumerate() {
        let (name, case_args) = (case.name.clone(), case.argv());
        let stderr =
            std::fs::read_to_string(golden.join("expected").join(format!("{name}.stderr"))).unwrap_or_default();
        if !all && i % 24 != 0 && !stderr.contains("warning:") && !stderr.contains("Included from") {
            continue;
        }
        let dir = golden.clone();
        let n = name.clone();
        trials.push(libtest_mimic::Trial::test(format!("golden/{name}"), move || {
            golden_case(&dir, &n, &case_args).map_err(Into::into)
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
