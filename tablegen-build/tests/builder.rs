//! What `Builder` tells cargo to watch, and what `Session` remembers of the
//! files it read.
//!
//! The fixture tree `tests/fixtures/rerun` (include path inc1, inc2, inc3):
//!
//! | file | read? |
//! |---|---|
//! | `root.td` | the root |
//! | `inc1/a.td` | included twice by `root.td` (include guard), listed once |
//! | `inc2/sub/b.td` | included as `sub/b.td` by `a.td`, found in the second include dir |
//! | `inc1/c.td` | on the include path, never included |
//! | `inc1/d.td` | included only inside a false `#ifdef` |
//! | `inc2/a.td`, `inc3/sub/b.td` | shadowed by the same name in an earlier include dir (they do not parse) |
//! | `fail.td` | root of the failing parse: `a.td`, then `sub/bad.td` (unknown class), then `c.td` (never reached) |

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use tablegen_build::{BuildError, Builder, Input, Lang, Session};

#[path = "support/scratch.rs"]
mod support;

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    support::scratch("tablegen-build-builder", name)
}

/// Tests that read or set `OUT_DIR` (process-wide) take this lock.
static ENV_LOCK: Mutex<()> = Mutex::new(());

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join("fixtures").join("rerun")
}

fn s(p: &Path) -> String {
    p.to_str().expect("fixture paths are UTF-8").to_string()
}

fn rerun(paths: &[String]) -> Vec<String> {
    paths.iter().map(|p| format!("cargo:rerun-if-changed={p}")).collect()
}

fn builder(root: &str, dirs: &[String], out_dir: &Path) -> Builder {
    let mut b = Builder::new(root).out_dir(out_dir).cargo_directives(false);
    for d in dirs {
        b = b.include_dir(d);
    }
    b.output("print-records", Lang::Cpp, "records.txt")
}

#[test]
fn rerun_if_changed_lists_exactly_the_files_read_absolute_paths() {
    let fx = fixtures();
    let dirs: Vec<String> = ["inc1", "inc2", "inc3"].iter().map(|d| s(&fx.join(d))).collect();
    let out = scratch("absolute");
    let g = builder(&s(&fx.join("root.td")), &dirs, &out).run().unwrap_or_else(|e| panic!("build failed:\n{e}"));
    let want = [s(&fx.join("root.td")), format!("{}/a.td", dirs[0]), format!("{}/sub/b.td", dirs[1])];
    assert_eq!(g.inputs, want.iter().map(PathBuf::from).collect::<Vec<_>>(), "Generated.inputs");
    // An explicit out_dir: no rerun-if-env-changed=OUT_DIR.
    assert_eq!(g.directives, rerun(&want), "Generated.directives");
    let records = std::fs::read_to_string(out.join("records.txt")).expect("the output");
    assert!(records.contains("int FromA = 1;") && records.contains("int FromB = 2;"), "{records}");
    assert!(!records.contains("def C") && !records.contains("def D"), "{records}");
}

/// Relative paths, as a build script passes them, are listed as the front
/// end opened them (relative to the package root, where cargo runs build
/// scripts), and an include dir with a trailing slash gives no `//`.
#[test]
fn rerun_if_changed_lists_exactly_the_files_read_relative_paths() {
    // The test runs in the package root, like a build script.
    assert_eq!(std::env::current_dir().expect("cwd"), Path::new(env!("CARGO_MANIFEST_DIR")));
    let dirs = [
        "tests/fixtures/rerun/inc1/".to_string(),
        "tests/fixtures/rerun/inc2".into(),
        "tests/fixtures/rerun/inc3".into(),
    ];
    let out = scratch("relative");
    let g = builder("tests/fixtures/rerun/root.td", &dirs, &out).run().unwrap_or_else(|e| panic!("build failed:\n{e}"));
    let want = [
        "tests/fixtures/rerun/root.td".to_string(),
        "tests/fixtures/rerun/inc1/a.td".into(),
        "tests/fixtures/rerun/inc2/sub/b.td".into(),
    ];
    assert_eq!(g.inputs, want.iter().map(PathBuf::from).collect::<Vec<_>>(), "Generated.inputs");
    assert_eq!(g.directives, rerun(&want), "Generated.directives");
}

/// Without `.out_dir()` the builder writes into `$OUT_DIR` and asks cargo to
/// rerun when `OUT_DIR` changes.
#[test]
fn out_dir_from_the_environment_adds_rerun_if_env_changed() {
    let _guard = ENV_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let fx = fixtures();
    let out = scratch("env-out-dir");
    let old = std::env::var_os("OUT_DIR");
    std::env::set_var("OUT_DIR", &out);
    let result = Builder::new(fx.join("root.td"))
        .include_dir(fx.join("inc1"))
        .include_dir(fx.join("inc2"))
        .include_dir(fx.join("inc3"))
        .cargo_directives(false)
        .output("print-records", Lang::Cpp, "records.txt")
        .run();
    match old {
        Some(v) => std::env::set_var("OUT_DIR", v),
        None => std::env::remove_var("OUT_DIR"),
    }
    let g = result.unwrap_or_else(|e| panic!("build failed:\n{e}"));
    let mut want = rerun(&[
        s(&fx.join("root.td")),
        s(&fx.join("inc1").join("a.td")),
        s(&fx.join("inc2").join("sub").join("b.td")),
    ]);
    want.push("cargo:rerun-if-env-changed=OUT_DIR".into());
    assert_eq!(g.directives, want, "Generated.directives");
    assert_eq!(g.outputs, [out.join("records.txt")], "written into $OUT_DIR");
    assert!(out.join("records.txt").is_file());
}

#[test]
fn no_out_dir_at_all_is_an_error() {
    let _guard = ENV_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    if std::env::var_os("OUT_DIR").is_some() {
        return; // cannot test without OUT_DIR when the harness sets one
    }
    let r = Builder::new(fixtures().join("root.td")).cargo_directives(false).run();
    assert!(matches!(r, Err(BuildError::NoOutDir)), "{r:?}");
}

#[test]
fn parse_failure_lists_the_files_read_up_to_the_failure() {
    let fx = fixtures();
    let dirs: Vec<String> = ["inc1", "inc2", "inc3"].iter().map(|d| s(&fx.join(d))).collect();
    let out = scratch("failure");
    let err = builder(&s(&fx.join("fail.td")), &dirs, &out).run().expect_err("fail.td must not build");
    let BuildError::Td { diagnostics, inputs } = &err else { panic!("expected BuildError::Td, got {err:?}") };
    let want: Vec<PathBuf> = vec![
        fx.join("fail.td"),
        PathBuf::from(format!("{}/a.td", dirs[0])),
        PathBuf::from(format!("{}/sub/b.td", dirs[1])),
        PathBuf::from(format!("{}/sub/bad.td", dirs[1])),
    ];
    assert_eq!(inputs, &want, "BuildError::Td inputs (c.td comes after the failure)");
    let want_diag = format!(
        "Included from {root}:3:\n{bad}:1:11: error: Couldn't find class 'NoSuchClass'\ndef Bad : NoSuchClass;\n          ^\n",
        root = s(&fx.join("fail.td")),
        bad = want[3].display()
    );
    assert_eq!(diagnostics, &want_diag, "diagnostics");
    assert_eq!(err.to_string(), want_diag.trim_end(), "Display trims the trailing newline");
    assert!(!out.join("records.txt").exists(), "no output on failure");
}

#[test]
fn second_run_rewrites_nothing_and_an_edit_rewrites_the_output() {
    let tree = scratch("rewrite").join("tree");
    support::copy_tree(&fixtures(), &tree);
    let dirs: Vec<String> = ["inc1", "inc2", "inc3"].iter().map(|d| s(&tree.join(d))).collect();
    let out = tree.join("out");
    let root = s(&tree.join("root.td"));
    let first = builder(&root, &dirs, &out).run().expect("first run");
    assert_eq!(first.rewritten, [out.join("records.txt")]);
    let mtime = std::fs::metadata(out.join("records.txt")).and_then(|m| m.modified()).expect("mtime");
    let second = builder(&root, &dirs, &out).run().expect("second run");
    assert!(second.rewritten.is_empty(), "unchanged output rewritten: {:?}", second.rewritten);
    let mtime2 = std::fs::metadata(out.join("records.txt")).and_then(|m| m.modified()).expect("mtime");
    assert_eq!(mtime, mtime2, "an unchanged output keeps its timestamp");
    std::fs::write(tree.join("inc2/sub/b.td"), "def B { int Value = 3; }\n").expect("edit b.td");
    let third = builder(&root, &dirs, &out).run().expect("third run");
    assert_eq!(third.rewritten, [out.join("records.txt")]);
    let records = std::fs::read_to_string(out.join("records.txt")).expect("output");
    assert!(records.contains("int FromB = 3;"), "{records}");
}

fn session_in(tree: &Path) -> Session {
    let dirs: Vec<PathBuf> = ["inc1", "inc2", "inc3"].iter().map(|d| tree.join(d)).collect();
    Session::parse(&Input::file(tree.join("root.td")), &dirs, &[]).unwrap_or_else(|e| panic!("parse failed:\n{e}"))
}

#[test]
fn session_files_hold_what_is_on_disk() {
    let fx = fixtures();
    let session = session_in(&fx);
    let paths: Vec<&Path> = session.files().iter().map(|f| f.path.as_path()).collect();
    let (a, b) = (s(&fx.join("inc1").join("a.td")), s(&fx.join("inc2").join("sub").join("b.td")));
    assert_eq!(paths, [fx.join("root.td").as_path(), Path::new(&a), Path::new(&b)]);
    for f in session.files() {
        let disk = std::fs::read(&f.path).unwrap_or_else(|e| panic!("{}: {e}", f.path.display()));
        assert!(*f.contents == *disk, "{}: contents differ from disk", f.path.display());
        assert!(f.is_unchanged(), "{}", f.path.display());
    }
    assert!(session.is_up_to_date());
    assert!(session.records().def("Root").is_some());
}

#[test]
fn session_is_up_to_date_until_a_file_read_changes() {
    let tree = scratch("session-edit").join("tree");
    support::copy_tree(&fixtures(), &tree);
    let session = session_in(&tree);
    assert!(session.is_up_to_date(), "fresh session");

    // Files that were not read do not matter.
    for unread in ["inc1/c.td", "inc1/d.td", "inc2/a.td", "inc3/sub/b.td"] {
        std::fs::write(tree.join(unread), "// edited\n").expect("edit an unread file");
        assert!(session.is_up_to_date(), "editing {unread} (never read) made the session stale");
    }

    // Each file read does, by content (not by timestamp).
    for read in ["root.td", "inc1/a.td", "inc2/sub/b.td"] {
        let p = tree.join(read);
        let original = std::fs::read(&p).expect("read");
        let mut edited = original.clone();
        edited.extend_from_slice(b"// edited\n");
        std::fs::write(&p, &edited).expect("edit");
        assert!(!session.is_up_to_date(), "editing {read} left the session up to date");
        let stale: Vec<&Path> =
            session.files().iter().filter(|f| !f.is_unchanged()).map(|f| f.path.as_path()).collect();
        assert_eq!(stale, [p.as_path()], "only {read} changed");
        std::fs::write(&p, &original).expect("restore");
        assert!(session.is_up_to_date(), "restoring {read} did not make the session up to date again");
    }

    // A deleted file is a change.
    std::fs::remove_file(tree.join("inc2/sub/b.td")).expect("delete b.td");
    assert!(!session.is_up_to_date(), "deleting b.td left the session up to date");
}

#[test]
fn session_from_text_lists_only_its_includes() {
    let fx = fixtures();
    let dirs: Vec<PathBuf> = ["inc1", "inc2", "inc3"].iter().map(|d| fx.join(d)).collect();
    let input = Input::text("inline.td", "include \"a.td\"\ndef Inline { int X = A.Value; }\n");
    let session = Session::parse(&input, &dirs, &[]).unwrap_or_else(|e| panic!("parse failed:\n{e}"));
    let paths: Vec<PathBuf> = session.files().iter().map(|f| f.path.clone()).collect();
    assert_eq!(
        paths,
        [PathBuf::from(format!("{}/a.td", s(&dirs[0]))), PathBuf::from(format!("{}/sub/b.td", s(&dirs[1])))]
    );
    assert!(session.is_up_to_date());

    // A define turns the #ifdef'd include on: d.td is then read.
    let root = Input::file(fx.join("root.td"));
    let session = Session::parse(&root, &dirs, &["NOT_DEFINED".to_string()]).expect("parse with -D");
    let names: Vec<String> = session.files().iter().map(|f| s(&f.path)).collect();
    assert!(names.contains(&format!("{}/d.td", s(&dirs[0]))), "{names:?}");
}

#[test]
fn session_diagnostics_name_the_text_buffer() {
    let input = Input::text("src/lib.rs", "\n\ndef X : Missing;\n");
    let err = Session::parse(&input, &[], &[]).err().expect("must fail");
    let BuildError::Td { diagnostics, inputs } = err else { panic!("expected BuildError::Td") };
    assert_eq!(diagnostics, "src/lib.rs:3:9: error: Couldn't find class 'Missing'\ndef X : Missing;\n        ^\n");
    assert!(inputs.is_empty(), "text input reads no file: {inputs:?}");
}

/// A backend of one's own that reports an error through the records' diagnostics sink
/// but still returns text (as LLVM's `PrintError` + carry on does).
struct ErrorButText;

impl tablegen_build::Backend for ErrorButText {
    fn flag(&self) -> &'static str {
        "error-but-text"
    }
    fn description(&self) -> &'static str {
        "Reports an error on def A, warns on def B, returns text"
    }
    fn emit(
        &self,
        rk: &mut tablegen_build::Records<'_>,
        _: &tablegen_build::Options,
        _: Lang,
    ) -> tablegen_build::backend::Result<String> {
        let warn_only = rk.def("A").is_none();
        for (name, error) in [("A", true), ("B", false)] {
            if let Some(def) = rk.def(name) {
                let locs = rk.record(def).locs.clone();
                if error && !warn_only {
                    rk.error(&locs, format!("bad {name}"));
                } else {
                    rk.warning(&locs, format!("odd {name}"));
                }
            }
        }
        Ok("text\n".into())
    }
}

#[test]
fn custom_backend_errors_fail_the_build_and_warnings_do_not() {
    let dir = scratch("custom-backend");
    std::fs::write(dir.join("t.td"), "def A;\ndef B;\n").expect("write t.td");
    std::fs::write(dir.join("w.td"), "def B;\n").expect("write w.td");
    let t = s(&dir.join("t.td"));
    let r = Builder::new(&t)
        .out_dir(dir.join("out"))
        .cargo_directives(false)
        .custom_output(ErrorButText, Lang::Cpp, "t.inc")
        .run();
    match r {
        Err(BuildError::Backend { backend, diagnostics }) => {
            assert_eq!(backend, "error-but-text");
            assert_eq!(
                diagnostics,
                format!("{t}:1:5: error: bad A\ndef A;\n    ^\n{t}:2:5: warning: odd B\ndef B;\n    ^\n")
            );
        }
        other => panic!("a backend error must fail the build, got {other:?}"),
    }
    assert!(!dir.join("out/t.inc").exists(), "output written despite the error");

    let w = s(&dir.join("w.td"));
    let g = Builder::new(&w)
        .out_dir(dir.join("out"))
        .cargo_directives(false)
        .custom_output(ErrorButText, Lang::Cpp, "w.inc")
        .run()
        .unwrap_or_else(|e| panic!("a warning must not fail the build: {e}"));
    assert_eq!(g.warnings, format!("{w}:1:5: warning: odd B\ndef B;\n    ^\n"));
    assert_eq!(std::fs::read_to_string(dir.join("out/w.inc")).expect("w.inc"), "text\n");
}

/// A failed emit does not poison the session for the next backend.
#[test]
fn session_emits_after_a_failed_backend() {
    let mut session = Session::parse(&Input::text("t.td", "def A;\ndef B;\n"), &[], &[]).expect("parse");
    let opts = tablegen_build::Options::default();
    let err = session.emit(&ErrorButText, Lang::Cpp, &opts).expect_err("the backend reports an error");
    assert!(matches!(&err, BuildError::Backend { backend, .. } if backend == "error-but-text"), "{err:?}");
    let records = session.emit_builtin("print-records", Lang::Cpp, &opts).expect("print-records after the failure");
    assert!(records.contains("def A {"), "{records}");
    assert_eq!(session.take_warnings(), "");
}

/// A backend whose analysis counts its runs.
struct CountingAnalysis;

static ANALYSIS_RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// What `CountingAnalysis` analyses: the number of defs.
struct DefCount(usize);

impl tablegen_build::Backend for CountingAnalysis {
    fn flag(&self) -> &'static str {
        "counting-analysis"
    }
    fn description(&self) -> &'static str {
        "Counts the defs, once per session"
    }
    fn languages(&self) -> &'static [Lang] {
        &[Lang::Cpp, Lang::Rust]
    }
    fn emit(
        &self,
        rk: &mut tablegen_build::Records<'_>,
        _: &tablegen_build::Options,
        lang: Lang,
    ) -> tablegen_build::backend::Result<String> {
        let n = rk.model(|rk| {
            ANALYSIS_RUNS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Ok(DefCount(rk.num_defs()))
        })?;
        Ok(match lang {
            Lang::Cpp => format!("// {} defs\n", n.0),
            Lang::Rust => format!("pub const DEFS: usize = {};\n", n.0),
        })
    }
}

/// However many outputs and languages a session writes, an analysis runs
/// once; a new session analyses its own records again.
#[test]
fn a_session_runs_each_analysis_once() {
    let mut session = Session::parse(&Input::text("t.td", "def A;\ndef B;\n"), &[], &[]).expect("parse");
    let opts = tablegen_build::Options::default();
    assert_eq!(session.emit(&CountingAnalysis, Lang::Cpp, &opts).expect("C++"), "// 2 defs\n");
    assert_eq!(session.emit(&CountingAnalysis, Lang::Rust, &opts).expect("Rust"), "pub const DEFS: usize = 2;\n");
    assert_eq!(session.emit(&CountingAnalysis, Lang::Cpp, &opts).expect("C++ again"), "// 2 defs\n");
    assert_eq!(ANALYSIS_RUNS.load(std::sync::atomic::Ordering::SeqCst), 1);
    let mut other = Session::parse(&Input::text("u.td", "def A;\n"), &[], &[]).expect("parse");
    assert_eq!(other.emit(&CountingAnalysis, Lang::Cpp, &opts).expect("C++"), "// 1 defs\n");
    assert_eq!(ANALYSIS_RUNS.load(std::sync::atomic::Ordering::SeqCst), 2);
}

/// `Builder::record_cache`: the same outputs, inputs and cargo directives
/// as without it, cold and warm, and an edit is never served stale.
#[test]
fn a_record_cache_changes_nothing_but_the_parse() {
    let tree = scratch("record-cache").join("tree");
    support::copy_tree(&fixtures(), &tree);
    let cache = tree.join("cache");
    std::fs::create_dir_all(&cache).expect("cache dir");
    let dirs: Vec<String> = ["inc1", "inc2", "inc3"].iter().map(|d| s(&tree.join(d))).collect();
    let root = s(&tree.join("root.td"));
    let build = |out: &str, cached: bool| {
        let mut b = builder(&root, &dirs, &tree.join(out))
            .output("print-detailed-records", Lang::Cpp, "detailed.txt")
            .output("dump-json", Lang::Cpp, "records.json");
        if cached {
            b = b.record_cache(&cache);
        }
        let g = b.run().unwrap_or_else(|e| panic!("build failed:\n{e}"));
        let read = |f: &str| std::fs::read(tree.join(out).join(f)).expect("output");
        (g.inputs, g.directives, g.warnings, [read("records.txt"), read("detailed.txt"), read("records.json")])
    };
    let entries = || std::fs::read_dir(&cache).expect("cache dir").count();
    let plain = build("plain", false);
    let cold = build("cold", true);
    assert_eq!(entries(), 1);
    let warm = build("warm", true);
    assert_eq!((&plain.0, &plain.2, &plain.3), (&cold.0, &cold.2, &cold.3));
    assert_eq!((&plain.0, &plain.2, &plain.3), (&warm.0, &warm.2, &warm.3));
    assert_eq!(plain.1.len(), warm.1.len(), "directives");
    std::fs::write(tree.join("inc2/sub/b.td"), "def B { int Value = 4; }\n").expect("edit b.td");
    let edited = build("edited", true);
    assert!(String::from_utf8_lossy(&edited.3[0]).contains("int FromB = 4;"));
    assert_eq!(edited.3, build("edited-plain", false).3);
    // Session: the files it read, as a parse would list them.
    let dirs: Vec<PathBuf> = dirs.iter().map(PathBuf::from).collect();
    let input = Input::file(&root);
    let cached =
        tablegen_build::Session::parse_with_cache(&input, &dirs, &[], &tablegen_core::cache::RecordCache::new(&cache))
            .expect("cached session");
    let parsed = Session::parse(&input, &dirs, &[]).expect("session");
    assert_eq!(cached.files(), parsed.files());
    assert!(cached.is_up_to_date());
}
