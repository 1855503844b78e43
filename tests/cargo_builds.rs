//! Real cargo builds of small crates that use `tablegen_build::Builder` from a
//! `build.rs` and the `include_td!`/`tablegen!` macros:
//!
//! - touching a `.td` that was read rebuilds exactly what read it, touching
//!   one that was not rebuilds nothing;
//! - a bad `.td` is a `compile_error!` whose message is llvm-tblgen-19's
//!   diagnostic (from the golden corpus), spanned at the macro call, and a
//!   bad `.td` in a build script fails the build with that diagnostic.
//!
//! The crates are copied from `tests/cargo-fixtures/` into
//! `CARGO_TARGET_TMPDIR`, depend on this workspace's crates by absolute path,
//! get this workspace's `Cargo.lock` and build `--offline` into one shared
//! target directory, so the dependencies compile once (the first run takes a
//! minute or two). The tests take a lock (see [`BuildLock`]) so the builds
//! run one at a time.
//!
//! `TABLEGEN_BLESS=1` rewrites the `tests/cargo-fixtures/ui/*.stderr`
//! snapshots of the rendered compiler errors.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime};

mod support;

static CARGO_LOCK: Mutex<()> = Mutex::new(());

fn workspace() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

fn nested_root() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("nested-cargo")
}

/// Copies `tests/cargo-fixtures/<fixture>` to a fresh scratch crate, fills in
/// `Cargo.toml.in` and adds the workspace's `Cargo.lock`. Returns the crate's
/// canonical directory.
fn make_crate(fixture: &str) -> PathBuf {
    let dir = nested_root().join(fixture);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).unwrap_or_else(|e| panic!("remove {}: {e}", dir.display()));
    }
    support::copy_tree(&workspace().join("tests/cargo-fixtures").join(fixture), &dir);
    let template = dir.join("Cargo.toml.in");
    let manifest = std::fs::read_to_string(&template).expect("read Cargo.toml.in");
    let path_of = |krate: &str| workspace().join(krate).to_str().expect("UTF-8 workspace path").replace('\\', "/");
    let manifest = manifest
        .replace("@TABLEGEN_BUILD@", &path_of("tablegen-build"))
        .replace("@TABLEGEN_MACROS@", &path_of("tablegen-macros"))
        .replace("@TABLEGEN_RUNTIME@", &path_of("tablegen-runtime"));
    assert!(!manifest.contains("@TABLEGEN_"), "unfilled placeholder in {}", template.display());
    std::fs::write(dir.join("Cargo.toml"), manifest).expect("write Cargo.toml");
    std::fs::remove_file(&template).expect("remove Cargo.toml.in");
    // Snapshots stay in the fixture directory only.
    for entry in std::fs::read_dir(&dir).expect("read the crate directory") {
        let p = entry.expect("entry").path();
        if p.extension().is_some_and(|e| e == "stderr") {
            std::fs::remove_file(&p).expect("remove a snapshot copy");
        }
    }
    std::fs::copy(workspace().join("Cargo.lock"), dir.join("Cargo.lock")).expect("copy Cargo.lock");
    dir.canonicalize().expect("canonicalize the crate directory")
}

/// A golden lit input, copied into the crate.
fn copy_golden_input(krate: &Path, lit_file: &str, dest: &str) {
    let from = workspace().join("tests/golden/lit").join(lit_file);
    let to = krate.join(dest);
    std::fs::create_dir_all(to.parent().expect("parent")).expect("create td/");
    std::fs::copy(&from, &to).unwrap_or_else(|e| panic!("copy {}: {e}", from.display()));
}

struct CargoRun {
    label: String,
    success: bool,
    stdout: String,
    stderr: String,
}

impl CargoRun {
    fn dump(&self) -> String {
        format!(
            "--- nested cargo ({}) {} ---\nstdout:\n{}\nstderr:\n{}\n--- end ---",
            self.label,
            if self.success { "succeeded" } else { "FAILED" },
            self.stdout,
            self.stderr
        )
    }

    /// `cargo -v` printed a rustc command line for the crate itself.
    fn compiled(&self, crate_name: &str) -> bool {
        let flag = format!("--crate-name {}", crate_name.replace('-', "_"));
        self.stderr.lines().any(|l| l.trim_start().starts_with("Running `") && l.contains(&flag))
    }

    /// `cargo -v` ran the crate's build script.
    fn ran_build_script(&self) -> bool {
        self.stderr.lines().any(|l| l.trim_start().starts_with("Running `") && l.contains("/build-script-build`"))
    }

    /// `cargo -v` found every unit of the crate up to date.
    fn fresh(&self, crate_name: &str) -> bool {
        let fresh = format!("Fresh {crate_name} v");
        self.stderr.lines().any(|l| l.trim_start().starts_with(&fresh))
    }
}

/// Runs `cargo <args> --offline` in `dir` with the shared target directory
/// and an environment cleared of the outer cargo's per-package variables.
fn cargo(dir: &Path, label: &str, args: &[&str]) -> CargoRun {
    let program = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(program);
    cmd.args(args).arg("--offline").arg("--color=never").current_dir(dir);
    for (key, _) in std::env::vars_os() {
        let Some(key) = key.to_str() else { continue };
        let keep = ["CARGO_HOME", "CARGO_NET_", "CARGO_HTTP_", "CARGO_REGISTRIES_", "CARGO_REGISTRY_", "CARGO_SOURCE_"];
        let cargo_var = key.starts_with("CARGO_") || key.starts_with("__CARGO");
        if (cargo_var && !keep.iter().any(|k| key.starts_with(k)))
            || key == "OUT_DIR"
            || key == "RUSTC_WORKSPACE_WRAPPER"
        {
            cmd.env_remove(key);
        }
    }
    cmd.env("CARGO_TARGET_DIR", nested_root().join("target")).env("CARGO_INCREMENTAL", "0");
    let start = Instant::now();
    let out = cmd.output().expect("run the nested cargo");
    let elapsed = start.elapsed();
    eprintln!("nested cargo {label}: {:.2}s", elapsed.as_secs_f64());
    CargoRun {
        label: label.to_string(),
        success: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Sets `path`'s modification time `secs` seconds into the future, so that
/// no file system's timestamp granularity can hide the change.
fn touch(path: &Path, secs: u64) {
    std::fs::File::options()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(SystemTime::now() + Duration::from_secs(secs)))
        .unwrap_or_else(|e| panic!("touch {}: {e}", path.display()));
}

fn backdate(path: &Path) {
    std::fs::File::options()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(SystemTime::now() - Duration::from_secs(3600)))
        .unwrap_or_else(|e| panic!("backdate {}: {e}", path.display()));
}

/// Held while a test builds: the tests of this process run on threads, and
/// two `cargo test` runs in one checkout share the crates and the target
/// directory under `CARGO_TARGET_TMPDIR`, so the lock is also a directory
/// (created atomically, holding the owner's pid; a dead owner's is removed).
struct BuildLock {
    dir: PathBuf,
    _in_process: std::sync::MutexGuard<'static, ()>,
}

impl Drop for BuildLock {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn lock() -> BuildLock {
    let in_process = CARGO_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    std::fs::create_dir_all(nested_root()).expect("create the nested-cargo directory");
    let dir = nested_root().join("lock");
    let start = Instant::now();
    let mut waited = false;
    loop {
        match std::fs::create_dir(&dir) {
            Ok(()) => {
                std::fs::write(dir.join("pid"), std::process::id().to_string()).expect("write the lock's pid");
                if waited {
                    eprintln!("nested cargo: waited {:.1}s for another test process", start.elapsed().as_secs_f64());
                }
                return BuildLock { dir, _in_process: in_process };
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                if lock_owner_is_gone(&dir) {
                    let _ = std::fs::remove_dir_all(&dir);
                    continue;
                }
                assert!(
                    start.elapsed() < Duration::from_secs(1200),
                    "{} has been held for 20 minutes; remove it if no test is running",
                    dir.display()
                );
                waited = true;
                std::thread::sleep(Duration::from_millis(200));
            }
            Err(e) => panic!("create {}: {e}", dir.display()),
        }
    }
}

fn lock_owner_is_gone(dir: &Path) -> bool {
    let pid = std::fs::read_to_string(dir.join("pid")).ok().and_then(|p| p.trim().parse::<u32>().ok());
    match pid {
        Some(pid) if Path::new("/proc/self").exists() => !Path::new(&format!("/proc/{pid}")).exists(),
        // No /proc, or the owner has not written its pid yet: go by age.
        _ => std::fs::metadata(dir)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > Duration::from_secs(1800)),
    }
}

/// Every `.rs` file at or under `path`, with its text.
fn rust_sources(path: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut todo = vec![path.to_path_buf()];
    while let Some(p) = todo.pop() {
        if p.is_dir() {
            todo.extend(std::fs::read_dir(&p).expect("read a source directory").map(|e| e.expect("entry").path()));
        } else if p.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("read {}: {e}", p.display()));
            out.push((p, text));
        }
    }
    assert!(!out.is_empty(), "no sources under {}", path.display());
    out
}

const REBUILD: &str = "tg-rebuild-fixture";

#[test]
fn touching_a_td_rebuilds_exactly_what_read_it() {
    let _guard = lock();
    let dir = make_crate("rebuild");
    let td = |name: &str| dir.join("td").join(name);
    let build = |label: &str| {
        let run = cargo(&dir, label, &["build", "-v"]);
        assert!(run.success, "build failed\n{}", run.dump());
        run
    };
    let run_binary = || {
        let exe = nested_root().join("target/debug").join(format!("{REBUILD}{}", std::env::consts::EXE_SUFFIX));
        let out = Command::new(&exe).output().unwrap_or_else(|e| panic!("run {}: {e}", exe.display()));
        assert!(out.status.success(), "{} failed: {}", exe.display(), String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };

    // 1. First build: the build script runs, the crate compiles.
    let run = build("1: first build");
    assert!(run.ran_build_script() && run.compiled(REBUILD), "first build did not compile everything\n{}", run.dump());
    assert_eq!(run_binary(), "shape Triangle 3\nshape Square 4\ncolor Red 1\ncolor Green 2\n");

    // 2. Nothing changed: fresh. (A rerun-if-changed naming a missing file
    //    would rerun the build script every time.)
    let run = build("2: no change");
    assert!(run.fresh(REBUILD) && !run.compiled(REBUILD) && !run.ran_build_script(), "not fresh\n{}", run.dump());

    // 3. A .td nobody read: still fresh.
    touch(&td("Unrelated.td"), 2);
    let run = build("3: touched Unrelated.td");
    assert!(
        run.fresh(REBUILD) && !run.compiled(REBUILD) && !run.ran_build_script(),
        "touching td/Unrelated.td (read by nothing) rebuilt something\n{}",
        run.dump()
    );

    // 4. The include_td!'s include: the crate recompiles (include_bytes!
    //    tracking), the build script does not rerun.
    touch(&td("MacroInc.td"), 2);
    let run = build("4: touched MacroInc.td");
    assert!(run.compiled(REBUILD), "touching td/MacroInc.td did not recompile the crate\n{}", run.dump());
    assert!(!run.ran_build_script(), "touching td/MacroInc.td reran the build script\n{}", run.dump());

    // 5. build.rs's include: the build script reruns, the crate recompiles.
    touch(&td("BuildInc.td"), 2);
    let run = build("5: touched BuildInc.td");
    assert!(run.ran_build_script(), "touching td/BuildInc.td did not rerun the build script\n{}", run.dump());
    assert!(run.compiled(REBUILD), "touching td/BuildInc.td did not recompile the crate\n{}", run.dump());

    // 6. Edited contents reach the binary, through both paths.
    for (file, def) in
        [("BuildInc.td", "def : Shape<\"Pentagon\", 5>;\n"), ("MacroInc.td", "def : Color<\"Blue\", 3>;\n")]
    {
        let mut text = std::fs::read_to_string(td(file)).expect("read");
        text.push_str(def);
        std::fs::write(td(file), text).expect("edit");
        touch(&td(file), 4);
    }
    let run = build("6: edited BuildInc.td and MacroInc.td");
    assert!(run.ran_build_script() && run.compiled(REBUILD), "edits did not rebuild\n{}", run.dump());
    assert_eq!(
        run_binary(),
        "shape Triangle 3\nshape Square 4\nshape Pentagon 5\ncolor Red 1\ncolor Green 2\ncolor Blue 3\n",
        "the binary does not reflect the edits\n{}",
        run.dump()
    );

    // 7. Inputs older than every output: fresh again.
    for entry in std::fs::read_dir(dir.join("td")).expect("read td/") {
        backdate(&entry.expect("entry").path());
    }
    let run = build("7: backdated every .td");
    assert!(run.fresh(REBUILD) && !run.compiled(REBUILD) && !run.ran_build_script(), "not fresh\n{}", run.dump());
}

/// A build script that uses `tablegen-build` keeps its process as it was:
/// the fixture's build script (`tests/cargo-fixtures/untuned/build.rs`)
/// runs `-print-records` on an input whose value store would be advised
/// huge pages in the `tablegen` binary, then finds no region of its own
/// advised `MADV_HUGEPAGE` and no thread but its main one.
///
/// The allocator is the third process-wide choice, and it is checked on
/// the source: a `#[global_allocator]` may be declared by any one crate of
/// a program, so what keeps the build script's allocator its own is that
/// neither library declares one (nor calls the C library's tuning).
#[cfg(target_os = "linux")]
#[test]
fn a_build_script_using_the_library_is_not_tuned() {
    for dir in ["tablegen-core/src", "tablegen-build/src", "src/cli", "src/lib.rs"] {
        for (path, text) in rust_sources(&workspace().join(dir)) {
            for what in
                ["#[global_allocator]", "libc::madvise", "libc::mallopt", "libc::malloc_trim", "libc::getauxval"]
            {
                assert!(
                    !text.contains(what),
                    "{} uses {what}: process-wide tuning belongs to the binary",
                    path.display()
                );
            }
        }
    }
    let _guard = lock();
    let dir = make_crate("untuned");
    let run = cargo(&dir, "an untuned build script", &["build", "-v"]);
    assert!(run.success, "the build script found its process tuned\n{}", run.dump());
    assert!(run.stderr.contains("untuned: ok"), "the build script's check did not run\n{}", run.dump());
}

#[test]
fn bad_td_in_build_rs_fails_the_build_with_the_diagnostic() {
    let _guard = lock();
    let dir = make_crate("build-error");
    let case = "MultiClass-def-fail";
    assert_eq!(support::golden_case(case).args, format!("lit/{case}.td"), "the golden case's arguments changed");
    copy_golden_input(&dir, &format!("{case}.td"), "td/Bad.td");
    let want = support::golden_output(case, "stderr").replace(&format!("lit/{case}.td"), "td/Bad.td");

    let run = cargo(&dir, "build.rs with a bad .td", &["build", "-v"]);
    assert!(!run.success, "the build succeeded despite td/Bad.td\n{}", run.dump());
    // cargo shows the build script's output indented by two spaces.
    let section = |name: &str| -> String {
        let mut out = String::new();
        let lines = run.stderr.lines().skip_while(|l| l.trim() != name).skip(1);
        for l in lines.take_while(|l| l.is_empty() || (l.starts_with("  ") && !l.trim_start().starts_with("--- "))) {
            out.push_str(l.strip_prefix("  ").unwrap_or(l));
            out.push('\n');
        }
        out
    };
    let stderr = section("--- stderr");
    assert_eq!(
        stderr.trim_end(),
        want.trim_end(),
        "the build script's stderr is not llvm-tblgen's diagnostic\n{}",
        run.dump()
    );
    // Nothing before the diagnostic: no `cargo:rerun-if-changed` lines (cargo
    // reruns a failed build script anyway, as the fix below shows).
    assert!(!section("--- stdout").contains("cargo:rerun-if-changed"), "{}", run.dump());

    // Fixing the file makes the build succeed.
    std::fs::write(dir.join("td/Bad.td"), "def Fixed;\n").expect("fix td/Bad.td");
    touch(&dir.join("td/Bad.td"), 2);
    let run = cargo(&dir, "build.rs with the .td fixed", &["build", "-v"]);
    assert!(run.success && run.ran_build_script(), "the fixed build failed\n{}", run.dump());
}

/// One compiler error from `--message-format=json`.
struct Diagnostic {
    message: String,
    rendered: String,
    primary: Option<(String, u64, u64)>,
}

fn compiler_errors(stdout: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for line in stdout.lines().filter(|l| l.starts_with('{')) {
        let v = json::parse(line).unwrap_or_else(|e| panic!("bad JSON from cargo ({e}): {line}"));
        if v.get("reason").and_then(json::Value::as_str) != Some("compiler-message") {
            continue;
        }
        let Some(m) = v.get("message") else { continue };
        if m.get("level").and_then(json::Value::as_str) != Some("error") {
            continue;
        }
        let message = m.get("message").and_then(json::Value::as_str).unwrap_or_default().to_string();
        if message.starts_with("aborting due to") {
            continue;
        }
        let primary = m.get("spans").and_then(json::Value::as_array).and_then(|spans| {
            spans.iter().find(|s| s.get("is_primary") == Some(&json::Value::Bool(true))).map(|s| {
                (
                    s.get("file_name").and_then(json::Value::as_str).unwrap_or_default().to_string(),
                    s.get("line_start").and_then(json::Value::as_u64).unwrap_or(0),
                    s.get("column_start").and_then(json::Value::as_u64).unwrap_or(0),
                )
            })
        });
        let rendered = m.get("rendered").and_then(json::Value::as_str).unwrap_or_default().to_string();
        out.push(Diagnostic { message, rendered, primary });
    }
    out
}

/// The 1-based line of `src/main.rs` that contains `needle`.
fn line_of(main_rs: &str, needle: &str) -> u64 {
    let n = main_rs.lines().position(|l| l.contains(needle)).unwrap_or_else(|| panic!("{needle:?} not in src/main.rs"));
    n as u64 + 1
}

/// Compares `got` with `tests/cargo-fixtures/ui/<name>.stderr`, or rewrites
/// that file under `TABLEGEN_BLESS=1`.
fn snapshot(name: &str, got: &str, problems: &mut Vec<String>) {
    let path = workspace().join("tests/cargo-fixtures/ui").join(format!("{name}.stderr"));
    if std::env::var_os("TABLEGEN_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, got).unwrap_or_else(|e| panic!("bless {}: {e}", path.display()));
        eprintln!("blessed {}", path.display());
        return;
    }
    match std::fs::read_to_string(&path) {
        Ok(want) if want == got => {}
        Ok(want) => problems.push(format!(
            "{} differs (TABLEGEN_BLESS=1 rewrites it)\n--- want\n{want}--- got\n{got}---",
            path.display()
        )),
        Err(e) => problems.push(format!("{}: {e} (TABLEGEN_BLESS=1 writes it); got:\n{got}", path.display())),
    }
}

#[test]
fn bad_td_in_the_macros_is_a_compile_error_with_llvm_tblgens_diagnostic() {
    let _guard = lock();
    let dir = make_crate("ui");
    // Golden cases: single lit files with an error that stops the parse.
    let cases = ["MultiClass-def-fail", "cond-default", "foreach-range-parse-errors1"];
    for case in cases {
        assert_eq!(support::golden_case(case).args, format!("lit/{case}.td"), "the golden case's arguments changed");
        copy_golden_input(&dir, &format!("{case}.td"), &format!("td/{case}.td"));
    }
    // And one whose error is in an included file (`Included from` notes).
    assert_eq!(support::golden_case("unterminated-code-block").args, "-I lit lit/unterminated-code-block.td");
    copy_golden_input(&dir, "unterminated-code-block.td", "td/unterminated-code-block.td");
    copy_golden_input(&dir, "unterminated-code-block-include.inc", "td/unterminated-code-block-include.inc");

    let run = cargo(&dir, "ui: bad .td files", &["build", "--message-format=json"]);
    assert!(!run.success, "the ui crate compiled\n{}", run.dump());
    let errors = compiler_errors(&run.stdout);
    let main_rs = std::fs::read_to_string(dir.join("src/main.rs")).expect("read src/main.rs");
    let dir_str = dir.to_str().expect("UTF-8 path");
    let td_dir = format!("{dir_str}/td/");

    let mut expected: Vec<(String, String, u64)> = Vec::new(); // (snapshot name, message, call line)
    for case in cases.iter().chain(&["unterminated-code-block"]) {
        // The golden runner passed `lit/X.td` from tests/golden; the macro
        // reports the absolute path of the file it opened.
        let message = support::golden_output(case, "stderr").replace("lit/", &td_dir).trim_end().to_string();
        let line = line_of(&main_rs, &format!("include_td!(\"td/{case}.td\""));
        expected.push((case.to_string(), message, line));
    }
    // tablegen!{}: the buffer is named like the .rs file and its positions
    // are the .rs file's. llvm-tblgen-19 says, for this text at this place:
    // "src/main.rs:18:21: error: Unknown or reserved token when parsing a value"
    // (the same message as golden case unterminated-code-block).
    let bad_line = line_of(&main_rs, "def P : Pair<1, >;");
    let bad_text = main_rs.lines().nth(bad_line as usize - 1).expect("line");
    let col = bad_text.find(", >").expect("the bad token") + 3;
    let inline = format!(
        "src/main.rs:{bad_line}:{col}: error: Unknown or reserved token when parsing a value\n{bad_text}\n{}^",
        " ".repeat(col - 1)
    );
    expected.push(("inline-syntax-error".into(), inline, line_of(&main_rs, "tablegen_macros::tablegen! {")));
    // tablegen!{} with a header: an include found on its include path, with
    // an error inside (llvm-tblgen-19 prints this for the same text at the
    // same place in a file named src/main.rs, with -I td).
    let include_line = line_of(&main_rs, "include \"MultiClass-def-fail.td\"");
    let included = support::golden_output("MultiClass-def-fail", "stderr").replace("lit/", &td_dir);
    expected.push((
        "inline-included-error".into(),
        format!("Included from src/main.rs:{include_line}:\n{}", included.trim_end()),
        line_of(&main_rs, "    tablegen_macros::tablegen! {"),
    ));

    let mut problems = Vec::new();
    for (name, message, line) in &expected {
        let Some(d) = errors.iter().find(|d| d.primary.as_ref().is_some_and(|p| p.1 == *line)) else {
            problems.push(format!("{name}: no error spanned at src/main.rs:{line}"));
            continue;
        };
        if d.message != *message {
            problems.push(format!("{name}: compile_error! message\n--- want\n{message}\n--- got\n{}\n---", d.message));
        }
        let (file, _, col) = d.primary.clone().unwrap_or_default();
        let want_col = main_rs.lines().nth(*line as usize - 1).map_or(0, |l| l.len() - l.trim_start().len() + 1);
        if file != "src/main.rs" || col != want_col as u64 {
            problems.push(format!("{name}: primary span at {file}:{line}:{col}, want src/main.rs:{line}:{want_col}"));
        }
        snapshot(name, &d.rendered.replace(dir_str, "$DIR"), &mut problems);
    }
    if errors.len() != expected.len() {
        let all: Vec<String> = errors.iter().map(|d| d.rendered.clone()).collect();
        problems.push(format!("{} compiler errors, want {}:\n{}", errors.len(), expected.len(), all.join("\n")));
    }
    assert!(problems.is_empty(), "{}\n\n{}", problems.join("\n\n"), run.dump());
}

/// Just enough JSON for cargo's messages.
mod json {
    #[derive(Debug, PartialEq)]
    pub enum Value {
        Null,
        Bool(bool),
        Number(f64),
        String(String),
        Array(Vec<Value>),
        Object(Vec<(String, Value)>),
    }

    impl Value {
        pub fn get(&self, key: &str) -> Option<&Value> {
            match self {
                Value::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
                _ => None,
            }
        }
        pub fn as_str(&self) -> Option<&str> {
            match self {
                Value::String(s) => Some(s),
                _ => None,
            }
        }
        pub fn as_u64(&self) -> Option<u64> {
            match self {
                Value::Number(n) if *n >= 0.0 => Some(*n as u64),
                _ => None,
            }
        }
        pub fn as_array(&self) -> Option<&[Value]> {
            match self {
                Value::Array(a) => Some(a),
                _ => None,
            }
        }
    }

    pub fn parse(text: &str) -> Result<Value, String> {
        let mut p = Parser { s: text.as_bytes(), i: 0 };
        let v = p.value()?;
        p.ws();
        if p.i != p.s.len() {
            return Err(format!("trailing characters at {}", p.i));
        }
        Ok(v)
    }

    struct Parser<'a> {
        s: &'a [u8],
        i: usize,
    }

    impl Parser<'_> {
        fn ws(&mut self) {
            while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
                self.i += 1;
            }
        }
        fn eat(&mut self, c: u8) -> Result<(), String> {
            self.ws();
            if self.s.get(self.i) == Some(&c) {
                self.i += 1;
                Ok(())
            } else {
                Err(format!("expected '{}' at {}", c as char, self.i))
            }
        }
        fn value(&mut self) -> Result<Value, String> {
            self.ws();
            match self.s.get(self.i) {
                Some(b'{') => {
                    self.i += 1;
                    let mut fields = Vec::new();
                    self.ws();
                    if self.s.get(self.i) == Some(&b'}') {
                        self.i += 1;
                        return Ok(Value::Object(fields));
                    }
                    loop {
                        self.ws();
                        let k = self.string()?;
                        self.eat(b':')?;
                        fields.push((k, self.value()?));
                        self.ws();
                        match self.s.get(self.i) {
                            Some(b',') => self.i += 1,
                            Some(b'}') => {
                                self.i += 1;
                                return Ok(Value::Object(fields));
                            }
                            _ => return Err(format!("expected ',' or '}}' at {}", self.i)),
                        }
                    }
                }
                Some(b'[') => {
                    self.i += 1;
                    let mut items = Vec::new();
                    self.ws();
                    if self.s.get(self.i) == Some(&b']') {
                        self.i += 1;
                        return Ok(Value::Array(items));
                    }
                    loop {
                        items.push(self.value()?);
                        self.ws();
                        match self.s.get(self.i) {
                            Some(b',') => self.i += 1,
                            Some(b']') => {
                                self.i += 1;
                                return Ok(Value::Array(items));
                            }
                            _ => return Err(format!("expected ',' or ']' at {}", self.i)),
                        }
                    }
                }
                Some(b'"') => Ok(Value::String(self.string()?)),
                Some(b't') if self.s[self.i..].starts_with(b"true") => {
                    self.i += 4;
                    Ok(Value::Bool(true))
                }
                Some(b'f') if self.s[self.i..].starts_with(b"false") => {
                    self.i += 5;
                    Ok(Value::Bool(false))
                }
                Some(b'n') if self.s[self.i..].starts_with(b"null") => {
                    self.i += 4;
                    Ok(Value::Null)
                }
                Some(c) if *c == b'-' || c.is_ascii_digit() => {
                    let start = self.i;
                    while self.i < self.s.len()
                        && matches!(self.s[self.i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                    {
                        self.i += 1;
                    }
                    let t = std::str::from_utf8(&self.s[start..self.i]).map_err(|e| e.to_string())?;
                    t.parse().map(Value::Number).map_err(|e| format!("number {t:?}: {e}"))
                }
                _ => Err(format!("unexpected input at {}", self.i)),
            }
        }
        fn hex4(&mut self) -> Result<u32, String> {
            let h = self.s.get(self.i..self.i + 4).ok_or("short \\u escape")?;
            self.i += 4;
            u32::from_str_radix(std::str::from_utf8(h).map_err(|e| e.to_string())?, 16).map_err(|e| e.to_string())
        }
        fn string(&mut self) -> Result<String, String> {
            if self.s.get(self.i) != Some(&b'"') {
                return Err(format!("expected a string at {}", self.i));
            }
            self.i += 1;
            let mut out: Vec<u8> = Vec::new();
            loop {
                let c = *self.s.get(self.i).ok_or("unterminated string")?;
                self.i += 1;
                match c {
                    b'"' => return String::from_utf8(out).map_err(|e| e.to_string()),
                    b'\\' => {
                        let e = *self.s.get(self.i).ok_or("unterminated escape")?;
                        self.i += 1;
                        let ch = match e {
                            b'"' => '"',
                            b'\\' => '\\',
                            b'/' => '/',
                            b'b' => '\u{8}',
                            b'f' => '\u{c}',
                            b'n' => '\n',
                            b'r' => '\r',
                            b't' => '\t',
                            b'u' => {
                                let mut cp = self.hex4()?;
                                if (0xD800..0xDC00).contains(&cp) && self.s[self.i..].starts_with(b"\\u") {
                                    self.i += 2;
                                    let lo = self.hex4()?;
                                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo.wrapping_sub(0xDC00) & 0x3FF);
                                }
                                char::from_u32(cp).unwrap_or('\u{FFFD}')
                            }
                            _ => return Err(format!("bad escape at {}", self.i)),
                        };
                        let mut buf = [0; 4];
                        out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                    }
                    c => out.push(c),
                }
            }
        }
    }

    #[test]
    fn parses_cargo_like_messages() {
        let v = parse(r#"{"reason":"compiler-message","message":{"rendered":"a\n\"b\" \u00e9\ud83d\ude00","spans":[{"is_primary":true,"line_start":12}],"x":[1.5e2,-3,null,false]}}"#)
            .expect("parse");
        let m = v.get("message").expect("message");
        assert_eq!(m.get("rendered").and_then(Value::as_str), Some("a\n\"b\" é😀"));
        let spans = m.get("spans").and_then(Value::as_array).expect("spans");
        assert_eq!(spans[0].get("line_start").and_then(Value::as_u64), Some(12));
        assert_eq!(spans[0].get("is_primary"), Some(&Value::Bool(true)));
        assert!(parse("{\"a\":").is_err());
    }
}

/// A module tree asked for one backend whose Rust uses another module's
/// types (`-gen-dag-isel` alone: `Opcode`, `Reg`, `SimpleValueType`; the
/// emitter, subtarget, searchable tables and fusions: `Opcode`; the register
/// banks: `RegClass`) builds: the builder adds the modules that define them,
/// `gen-vt` from the `ValueTypes.td` the target includes. The crate is
/// `no_std` with `deny(warnings)`.
#[test]
fn a_tree_of_one_backend_brings_the_modules_it_uses() {
    let _guard = lock();
    let dir = make_crate("module-deps");
    let build_rs = dir.join("build.rs");
    let text = std::fs::read_to_string(&build_rs).expect("read build.rs");
    let include = workspace().join("tests/golden/include");
    let include = include.to_str().expect("UTF-8 workspace path").replace('\\', "/");
    std::fs::write(&build_rs, text.replace("@GOLDEN_INCLUDE@", &include)).expect("write build.rs");
    let run = cargo(&dir, "trees of one backend each", &["build"]);
    assert!(run.success, "a tree of one backend does not build\n{}", run.dump());
    let out = built_out_dir("tg-module-deps-fixture");
    let modules = |tree: &str| -> Vec<String> {
        let text = std::fs::read_to_string(out.join(tree).join("modules.txt")).expect("modules.txt");
        let mut m: Vec<String> = text.lines().filter_map(|l| l.split('\t').next()).map(str::to_string).collect();
        m.sort();
        m
    };
    assert_eq!(modules("dag_isel"), ["dag_isel", "instr_info", "register_info", "vt"]);
    assert_eq!(modules("emitter"), ["emitter", "instr_info"]);
    assert_eq!(modules("subtarget"), ["instr_info", "subtarget"]);
    assert_eq!(modules("searchable"), ["instr_info", "searchable_tables"]);
    assert_eq!(modules("fusion"), ["instr_info", "macro_fusion_pred"]);
    assert_eq!(modules("bank"), ["register_bank", "register_info"]);
}

/// The `OUT_DIR` of the build script of the nested crate `package` (the
/// newest, should there be several).
fn built_out_dir(package: &str) -> PathBuf {
    let build = nested_root().join("target/debug/build");
    let mut dirs: Vec<(SystemTime, PathBuf)> = std::fs::read_dir(&build)
        .expect("read target/debug/build")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with(&format!("{package}-"))))
        .map(|p| p.join("out"))
        .filter(|p| p.is_dir())
        .filter_map(|p| Some((p.metadata().ok()?.modified().ok()?, p)))
        .collect();
    dirs.sort();
    dirs.pop().map(|(_, p)| p).expect("the build script's OUT_DIR")
}
