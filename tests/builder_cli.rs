//! `tablegen_build::Builder` writes exactly what the `tablegen` command line
//! writes for the same input, include path, defines, backend and language;
//! and fails with exactly the diagnostics the command line prints.
//!
//! Every case runs the binary once per output (`-o FILE`) and one `Builder`
//! for all outputs of the same input (one parse, many outputs), both from the
//! package root with the same relative paths, so that the paths printed in
//! diagnostics and headers are the same. For the two big inputs (Intrinsics.td
//! and Target.td, seconds per parse in a debug build) the C++ output is
//! compared with llvm-tblgen-19's from the golden corpus instead (see
//! `Case::golden_cpp`); their Rust output still goes through the CLI.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use tablegen_build::{BuildError, Builder, Input, Lang, Session};

mod support;

/// The package root: the CLI runs here and the builder's relative paths are
/// relative to it (it is the test's working directory).
fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// Makes the workspace root the working directory, where the builder's
/// relative inputs are (Cargo starts tests in their package, `tests/`).
/// Every test sets the same directory, so running them in parallel is safe.
fn enter_root() {
    std::env::set_current_dir(root()).expect("enter the workspace root");
}

/// One `.td` input and everything passed with it.
#[derive(Default)]
struct Case {
    name: &'static str,
    input: &'static str,
    includes: &'static [&'static str],
    defines: &'static [&'static str],
    intrinsic_prefix: &'static str,
    class: &'static str,
    outputs: &'static [(&'static str, Lang)],
    /// For the big inputs: a golden case (tests/golden/cases.tsv) that ran
    /// llvm-tblgen-19 with this case's arguments. The C++ output is then
    /// compared with llvm-tblgen-19's (which `tests/golden.rs` holds the CLI
    /// to) instead of running the CLI again: each parse of these inputs costs
    /// seconds in a debug build.
    golden_cpp: &'static str,
}

impl Case {
    /// The command line for one output, as llvm-tblgen spells it.
    fn cli_args(&self, backend: &str, lang: Lang, out: &Path) -> Vec<String> {
        let mut args = vec![format!("-{backend}")];
        if lang == Lang::Rust {
            args.push("--rust".into());
        }
        for i in self.includes {
            args.extend(["-I".to_string(), i.to_string()]);
        }
        for d in self.defines {
            args.extend(["-D".to_string(), d.to_string()]);
        }
        if !self.intrinsic_prefix.is_empty() {
            args.push(format!("-intrinsic-prefix={}", self.intrinsic_prefix));
        }
        if !self.class.is_empty() {
            args.push(format!("-class={}", self.class));
        }
        args.extend(["-o".to_string(), out.display().to_string(), self.input.to_string()]);
        args
    }

    fn builder(&self, out_dir: &Path) -> Builder {
        let mut b = Builder::new(self.input)
            .out_dir(out_dir)
            .cargo_directives(false)
            .option("intrinsic-prefix", self.intrinsic_prefix)
            .option("-class", self.class);
        for i in self.includes {
            b = b.include_dir(i);
        }
        for d in self.defines {
            b = b.define(*d);
        }
        b
    }
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    support::scratch("builder_cli", name)
}

/// The arguments of a golden case that llvm-tblgen-19 ran successfully.
fn golden_args(case: &str) -> String {
    let golden = support::golden_case(case);
    assert_eq!(golden.status, 0, "golden case {case} failed");
    golden.args
}

fn file_name(backend: &str, lang: Lang) -> String {
    format!("{backend}.{}", if lang == Lang::Rust { "rs" } else { "inc" })
}

fn run_cli(args: &[String]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablegen-under-test"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run the tablegen binary")
}

/// `tablegen` prints `PROGRAM: N errors.` after the diagnostics; the
/// builder's diagnostics are what comes before.
fn cli_stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).replace(env!("CARGO_BIN_EXE_tablegen-under-test"), "PROG")
}

fn first_diff(want: &str, got: &str) -> String {
    for (n, (w, g)) in want.lines().zip(got.lines()).enumerate() {
        if w != g {
            return format!("first difference at line {}:\n  cli:     {w:?}\n  builder: {g:?}", n + 1);
        }
    }
    format!(
        "{} lines from the cli, {} from the builder (cli {} bytes, builder {} bytes)",
        want.lines().count(),
        got.lines().count(),
        want.len(),
        got.len()
    )
}

/// Runs `case` through the CLI (one run per output) and through one
/// `Builder`, and compares every output byte for byte and the warnings.
fn check(case: &Case) {
    assert!(!case.outputs.is_empty());
    let dir = scratch(case.name);
    let (cli_dir, builder_dir) = (dir.join("cli"), dir.join("builder"));
    std::fs::create_dir_all(&cli_dir).expect("create the cli output directory");

    // The CLI runs (one per output) go on while the builder works.
    let cli_runs: Vec<(String, PathBuf, std::process::Child)> = case
        .outputs
        .iter()
        .filter(|&&(_, lang)| case.golden_cpp.is_empty() || lang == Lang::Rust)
        .map(|&(backend, lang)| {
            let cli_out = cli_dir.join(file_name(backend, lang));
            let args = case.cli_args(backend, lang, &cli_out);
            let child = Command::new(env!("CARGO_BIN_EXE_tablegen-under-test"))
                .args(&args)
                .current_dir(root())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("start the tablegen binary");
            (args.join(" "), cli_out, child)
        })
        .collect();

    let mut builder = case.builder(&builder_dir);
    for &(backend, lang) in case.outputs {
        builder = builder.output(backend, lang, file_name(backend, lang));
    }
    let generated = builder.run().unwrap_or_else(|e| panic!("{}: the builder failed:\n{e}", case.name));
    let expected_outputs: Vec<PathBuf> = case.outputs.iter().map(|&(b, l)| builder_dir.join(file_name(b, l))).collect();
    assert_eq!(generated.outputs, expected_outputs, "{}: Generated.outputs", case.name);
    assert_eq!(generated.rewritten, expected_outputs, "{}: a first run writes every output", case.name);
    assert!(generated.directives.iter().all(|d| d.starts_with("cargo:")), "{}", case.name);
    assert_eq!(generated.inputs.first().map(PathBuf::as_path), Some(Path::new(case.input)), "{}", case.name);

    if !case.golden_cpp.is_empty() {
        let cpp: Vec<&str> = case.outputs.iter().filter(|o| o.1 == Lang::Cpp).map(|o| o.0).collect();
        assert_eq!(cpp.len(), 1, "{}: one C++ output per golden case", case.name);
        let mut want_args: Vec<String> = case
            .cli_args(cpp[0], Lang::Cpp, Path::new("-"))
            .into_iter()
            .filter(|a| a != "-o" && a != "-")
            .map(|a| a.strip_prefix("tests/golden/").map(str::to_string).unwrap_or(a))
            .collect();
        let mut golden_args: Vec<String> = golden_args(case.golden_cpp).split(' ').map(str::to_string).collect();
        want_args.sort();
        golden_args.sort();
        assert_eq!(want_args, golden_args, "{}: golden case {} ran other arguments", case.name, case.golden_cpp);
        let golden = root().join("tests/golden/expected").join(format!("{}.stdout", case.golden_cpp));
        let want = std::fs::read(&golden).unwrap_or_else(|e| panic!("{}: {e}", golden.display()));
        let got = std::fs::read(builder_dir.join(file_name(cpp[0], Lang::Cpp))).expect("the builder's output");
        assert!(
            want == got,
            "{}: -{} C++: builder output differs from llvm-tblgen-19's ({}): {}",
            case.name,
            cpp[0],
            golden.display(),
            first_diff(&String::from_utf8_lossy(&want), &String::from_utf8_lossy(&got))
        );
    }

    let mut cli_warnings = Vec::new();
    let via_cli = case.outputs.iter().filter(|&&(_, lang)| case.golden_cpp.is_empty() || lang == Lang::Rust);
    for (&(backend, lang), (args, cli_out, child)) in via_cli.zip(cli_runs) {
        let out = child.wait_with_output().expect("wait for the tablegen binary");
        let stderr = cli_stderr(&out);
        assert_eq!(out.status.code(), Some(0), "{}: `tablegen {args}` failed:\n{stderr}", case.name);
        let want = std::fs::read(&cli_out).unwrap_or_else(|e| panic!("{}: {}: {e}", case.name, cli_out.display()));
        let got = std::fs::read(builder_dir.join(file_name(backend, lang))).expect("the builder's output");
        assert!(
            want == got,
            "{}: -{backend} {lang:?}: builder output differs from `tablegen {args}`: {}",
            case.name,
            first_diff(&String::from_utf8_lossy(&want), &String::from_utf8_lossy(&got))
        );
        assert!(!want.is_empty() || backend == "null-backend", "{}: -{backend} {lang:?} wrote nothing", case.name);
        cli_warnings.push(stderr);
    }
    // Front-end warnings print once per CLI run but once per builder run.
    if cli_warnings.iter().all(String::is_empty) {
        assert_eq!(generated.warnings, "", "{}: the builder warned, the cli did not", case.name);
    } else {
        assert_eq!(case.outputs.len(), 1, "{}: compare warnings with one output only", case.name);
        assert_eq!(generated.warnings, cli_warnings[0], "{}: warnings", case.name);
    }
}

const SEARCHABLE_BOTH: &[(&str, Lang)] = &[("gen-searchable-tables", Lang::Cpp), ("gen-searchable-tables", Lang::Rust)];

#[test]
fn generic_tables_every_backend() {
    enter_root();
    check(&Case {
        name: "generic-tables",
        input: "tests/golden/lit/generic-tables.td",
        includes: &["tests/golden/include"],
        outputs: &[
            ("gen-searchable-tables", Lang::Cpp),
            ("gen-searchable-tables", Lang::Rust),
            ("print-records", Lang::Cpp),
            ("print-detailed-records", Lang::Cpp),
            ("dump-json", Lang::Cpp),
            ("null-backend", Lang::Cpp),
        ],
        ..Case::default()
    });
}

#[test]
fn generic_tables_instruction() {
    enter_root();
    check(&Case {
        name: "generic-tables-instruction",
        input: "tests/golden/lit/generic-tables-instruction.td",
        includes: &["tests/golden/include"],
        outputs: SEARCHABLE_BOTH,
        golden_cpp: "generic-tables-instruction",
        ..Case::default()
    });
}

#[test]
fn searchable_tables_intrinsic_and_return_range() {
    enter_root();
    check(&Case {
        name: "searchabletables-intrinsic",
        input: "tests/golden/lit/searchabletables-intrinsic.td",
        includes: &["tests/golden/include"],
        outputs: SEARCHABLE_BOTH,
        ..Case::default()
    });
    check(&Case {
        name: "generic-tables-return-range",
        input: "tests/golden/lit/generic-tables-return-range.td",
        includes: &["tests/golden/include"],
        outputs: SEARCHABLE_BOTH,
        ..Case::default()
    });
}

#[test]
fn intrinsic_enums_without_prefix() {
    enter_root();
    check(&Case {
        name: "intrinsics",
        input: "tests/golden/include/llvm/IR/Intrinsics.td",
        includes: &["tests/golden/include"],
        golden_cpp: "llvm__IntrinsicEnums",
        outputs: &[("gen-intrinsic-enums", Lang::Cpp), ("gen-intrinsic-enums", Lang::Rust)],
        ..Case::default()
    });
}

#[test]
fn intrinsic_enums_with_prefix() {
    enter_root();
    check(&Case {
        name: "intrinsics-x86",
        input: "tests/golden/include/llvm/IR/Intrinsics.td",
        includes: &["tests/golden/include"],
        golden_cpp: "llvm__IntrinsicEnums_x86",
        intrinsic_prefix: "x86",
        outputs: &[("gen-intrinsic-enums", Lang::Cpp), ("gen-intrinsic-enums", Lang::Rust)],
        ..Case::default()
    });
    check(&Case {
        name: "intrinsics-own-aa",
        input: "tests/golden/own/intrinsics/ok_prefix_aa.td",
        includes: &["tests/golden/include"],
        intrinsic_prefix: "aa",
        outputs: &[("gen-intrinsic-enums", Lang::Cpp), ("gen-intrinsic-enums", Lang::Rust)],
        ..Case::default()
    });
}

#[test]
fn value_types() {
    enter_root();
    check(&Case {
        name: "vt",
        input: "tests/golden/include/llvm/CodeGen/ValueTypes.td",
        includes: &["tests/golden/include"],
        outputs: &[("gen-vt", Lang::Cpp), ("gen-vt", Lang::Rust), ("print-records", Lang::Cpp)],
        ..Case::default()
    });
}

#[test]
fn print_enums_and_sets_with_class_option() {
    enter_root();
    check(&Case {
        name: "enums-base",
        input: "tests/golden/own/enums/enums_base.td",
        includes: &["tests/golden/include"],
        class: "Base",
        outputs: &[("print-enums", Lang::Cpp), ("print-records", Lang::Cpp)],
        ..Case::default()
    });
    check(&Case {
        name: "sets-ok",
        input: "tests/golden/own/enums/sets_ok.td",
        includes: &["tests/golden/include"],
        outputs: &[("print-sets", Lang::Cpp)],
        ..Case::default()
    });
}

#[test]
fn defines() {
    enter_root();
    check(&Case {
        name: "prep-ifndef",
        input: "tests/golden/lit/prep-ifndef.td",
        defines: &["MACRO"],
        outputs: &[("print-records", Lang::Cpp)],
        ..Case::default()
    });
    let with = Case {
        name: "defines-on",
        input: "tests/cargo-fixtures/builder-cli/Defines.td",
        includes: &["tests/golden/include"],
        defines: &["WITH_EXTRA", "UNUSED_MACRO"],
        outputs: &[
            ("gen-searchable-tables", Lang::Cpp),
            ("gen-searchable-tables", Lang::Rust),
            ("print-records", Lang::Cpp),
        ],
        ..Case::default()
    };
    check(&with);
    let without = Case { name: "defines-off", defines: &[], ..with };
    check(&without);
    // The define changed the tables.
    let on = std::fs::read_to_string(scratch_path("defines-on").join("builder/gen-searchable-tables.rs"))
        .expect("defines-on output");
    let off = std::fs::read_to_string(scratch_path("defines-off").join("builder/gen-searchable-tables.rs"))
        .expect("defines-off output");
    assert!(on.contains("Extra") && !off.contains("Extra"), "-D WITH_EXTRA had no effect on the Rust tables");
}

fn scratch_path(name: &str) -> PathBuf {
    support::scratch_path("builder_cli", name)
}

#[test]
fn warnings_and_notes_match() {
    enter_root();
    check(&Case {
        name: "warn-unused-template-arg",
        input: "tests/golden/lit/warn-unused-template-arg.td",
        outputs: &[("print-records", Lang::Cpp)],
        ..Case::default()
    });
    check(&Case {
        name: "own-ops",
        input: "tests/golden/own/ops.td",
        outputs: &[("print-records", Lang::Cpp)],
        ..Case::default()
    });
}

/// Runs the CLI and the builder on an input that fails; returns the CLI's
/// stderr (program name replaced by `PROG`) and the builder's error.
fn failing(name: &str, input: &str, includes: &[&str], defines: &[&str], backend: &str) -> (String, BuildError) {
    let dir = scratch(name);
    let mut args = vec![format!("-{backend}")];
    for i in includes {
        args.extend(["-I".to_string(), i.to_string()]);
    }
    for d in defines {
        args.push(format!("-D{d}"));
    }
    let cli_out = dir.join("cli.out");
    args.extend(["-o".to_string(), cli_out.display().to_string(), input.to_string()]);
    let out = run_cli(&args);
    let stderr = cli_stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{name}: tablegen {args:?} should exit with 1; stderr:\n{stderr}");
    assert!(!cli_out.exists(), "{name}: the cli left an output file behind");

    let mut b = Builder::new(input).out_dir(dir.join("builder")).cargo_directives(false);
    for i in includes {
        b = b.include_dir(i);
    }
    for d in defines {
        b = b.define(*d);
    }
    let err = match b.output(backend, Lang::Cpp, "out.inc").run() {
        Ok(g) => panic!(
            "{name}: the builder succeeded where `tablegen {args:?}` failed with\n{stderr}\nwarnings: {}",
            g.warnings
        ),
        Err(e) => e,
    };
    assert!(!dir.join("builder/out.inc").exists(), "{name}: the builder wrote an output despite the error");
    (stderr, err)
}

#[test]
fn parse_error_diagnostics_match() {
    enter_root();
    for (name, input, includes) in [
        ("MultiClass-def-fail", "tests/golden/lit/MultiClass-def-fail.td", &[][..]),
        ("foreach-range-parse-errors1", "tests/golden/lit/foreach-range-parse-errors1.td", &[][..]),
        ("unterminated-code-block", "tests/golden/lit/unterminated-code-block.td", &["tests/golden/lit"][..]),
    ] {
        let (stderr, err) = failing(name, input, includes, &[], "print-records");
        match &err {
            BuildError::Td { diagnostics, inputs } => {
                assert_eq!(diagnostics, &stderr, "{name}: diagnostics (cli stderr vs BuildError::Td)");
                assert_eq!(inputs.first().map(PathBuf::as_path), Some(Path::new(input)), "{name}: inputs");
                // Display is the diagnostics without the trailing newline.
                assert_eq!(err.to_string(), stderr.trim_end(), "{name}: Display");
            }
            e => panic!("{name}: expected BuildError::Td, got {e:?}"),
        }
    }
}

#[test]
fn missing_include_and_missing_input_match() {
    enter_root();
    let (stderr, err) =
        failing("missing-include", "tests/cargo-fixtures/builder-cli/MissingInclude.td", &[], &[], "print-records");
    match &err {
        BuildError::Td { diagnostics, .. } => assert_eq!(diagnostics, &stderr, "missing include"),
        e => panic!("missing include: expected BuildError::Td, got {e:?}"),
    }
    let (stderr, err) =
        failing("missing-input", "tests/cargo-fixtures/builder-cli/NoSuchFile.td", &[], &[], "print-records");
    match &err {
        // The CLI prefixes the I/O message with its name, like llvm-tblgen.
        BuildError::Td { diagnostics, inputs } => {
            assert_eq!(format!("PROG: {diagnostics}"), stderr, "missing input");
            assert!(inputs.is_empty(), "missing input: nothing was read, got {inputs:?}");
        }
        e => panic!("missing input: expected BuildError::Td, got {e:?}"),
    }
}

/// A preprocessor error is reported but parsing goes on: llvm-tblgen runs
/// the backend, prints `N errors.` and exits with 1. The builder must fail too.
#[test]
fn errors_reported_during_a_completed_parse_fail_the_build() {
    enter_root();
    let (stderr, err) =
        failing("prep-diag11", "tests/golden/lit/prep-diag11.td", &["tests/golden/lit"], &[], "print-records");
    let want = stderr.strip_suffix("PROG: 1 errors.\n").expect("the cli counts the error");
    match &err {
        BuildError::Td { diagnostics, .. } => assert_eq!(diagnostics, want, "prep-diag11 diagnostics"),
        e => panic!("prep-diag11: expected BuildError::Td, got {e:?}"),
    }
}

#[test]
fn backend_error_diagnostics_match() {
    enter_root();
    let (stderr, err) = failing(
        "generic-tables-error1",
        "tests/golden/lit/generic-tables.td",
        &["tests/golden/include"],
        &["ERROR1"],
        "gen-searchable-tables",
    );
    match &err {
        BuildError::Backend { backend, diagnostics } => {
            assert_eq!(backend, "gen-searchable-tables");
            assert_eq!(diagnostics, &stderr, "generic-tables -DERROR1 diagnostics");
        }
        e => panic!("generic-tables -DERROR1: expected BuildError::Backend, got {e:?}"),
    }
    // The golden corpus has llvm-tblgen-19's text for this run.
    let golden =
        std::fs::read_to_string(root().join("tests/golden/expected/generic-tables__2.stderr")).expect("golden stderr");
    assert_eq!(stderr, golden.replace("lit/", "tests/golden/lit/"), "cli vs llvm-tblgen-19");
}

/// One `Session`: one parse, outputs for several backend options.
#[test]
fn one_parse_many_prefixes() {
    enter_root();
    let input = Input::file("tests/golden/own/intrinsics/ok_prefix_aa.td");
    let mut s = Session::parse(&input, &["tests/golden/include".into()], &[]).expect("parse");
    let dir = scratch("session-prefixes");
    // The same four outputs from one Builder run, each with its own options.
    let mut builder = Builder::new("tests/golden/own/intrinsics/ok_prefix_aa.td")
        .include_dir("tests/golden/include")
        .out_dir(dir.join("builder"))
        .cargo_directives(false);
    for prefix in ["", "aa"] {
        for lang in [Lang::Cpp, Lang::Rust] {
            let opts = prefix_options(prefix);
            builder = builder.output_with("gen-intrinsic-enums", lang, format!("{prefix}-{lang:?}"), opts);
        }
    }
    builder.run().expect("builder run");
    for prefix in ["", "aa"] {
        for lang in [Lang::Cpp, Lang::Rust] {
            let opts = prefix_options(prefix);
            let text = s.emit_builtin("gen-intrinsic-enums", lang, &opts).expect("emit");
            let built =
                std::fs::read_to_string(dir.join("builder").join(format!("{prefix}-{lang:?}"))).expect("output");
            assert!(built == text, "Builder::output_with, prefix {prefix:?} {lang:?}: {}", first_diff(&text, &built));
            let out = dir.join(format!("cli-{prefix}-{lang:?}"));
            let mut args = vec!["-gen-intrinsic-enums".to_string(), "-I".into(), "tests/golden/include".into()];
            if lang == Lang::Rust {
                args.push("--rust".into());
            }
            if !prefix.is_empty() {
                args.push(format!("-intrinsic-prefix={prefix}"));
            }
            args.extend(["-o".into(), out.display().to_string(), "tests/golden/own/intrinsics/ok_prefix_aa.td".into()]);
            let o = run_cli(&args);
            assert_eq!(o.status.code(), Some(0), "tablegen {args:?}: {}", cli_stderr(&o));
            let want = std::fs::read_to_string(&out).expect("cli output");
            assert!(want == text, "prefix {prefix:?} {lang:?}: {}", first_diff(&want, &text));
        }
    }
    assert!(
        matches!(s.emit_builtin("no-such-backend", Lang::Cpp, &Default::default()), Err(BuildError::UnknownBackend(b)) if b == "no-such-backend")
    );
    assert!(matches!(
        s.emit_builtin("print-records", Lang::Rust, &Default::default()),
        Err(BuildError::Unsupported(_))
    ));
}

/// `-intrinsic-prefix=prefix`.
fn prefix_options(prefix: &str) -> tablegen_build::Options {
    let mut opts = tablegen_build::Options::default();
    opts.set(&tablegen_build::backends::intrinsic_enums::INTRINSIC_PREFIX, prefix).expect("string option");
    opts
}
