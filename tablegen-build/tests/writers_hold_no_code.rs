//! Generated Rust modules hold data, target enums and hook traits; the code
//! that runs on them lives in `tablegen-runtime` (issue 50). This test keeps
//! it so: no Rust writer of `tablegen-build` carries a block of Rust code
//! (a function with a body) in a string literal, where a fix would have to
//! be made in generated text rather than in the runtime crate.
//!
//! A literal counts when, unescaped, it spans at least [`MIN_LINES`] lines
//! and holds a line declaring a function (`fn name(`). The exceptions below
//! are code a generated module must define itself, each with its reason.

use std::path::{Path, PathBuf};

/// Lines a literal needs before it counts as a block of code.
const MIN_LINES: usize = 6;

/// `(file under src/, reason)`: writers whose literal code cannot move.
const EXCEPTIONS: &[(&str, &str)] = &[
    (
        "backends/dag_isel/rust.rs",
        "the generated Dispatch implements the runtime's IselHooks for the target's TargetHooks: \
         the orphan rule keeps that impl in the generated module, and its bodies only forward",
    ),
    (
        "backends/register_info/rust/tables.rs",
        "REG_TABLES hands the module's statics to the runtime, and the inherent methods of the \
         module's own Reg, RegClass and SubRegIdx types (which only the module can define) are \
         one runtime call each, converting the raw numbers to the target's types",
    ),
    (
        "backends/subtarget/rust.rs",
        "the module's own Feature type (a per-target newtype, with its From conversions) and \
         FEATURE_TABLES with one-call lookups (cpu, feature, features_for) over it",
    ),
];

/// The string literals of `src` (raw ones verbatim, others with `\n`
/// unescaped), each with the line it starts on.
fn literals(src: &str) -> Vec<(usize, String)> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let line_at = |i: usize| src[..i].bytes().filter(|&c| c == b'\n').count() + 1;
    while i < b.len() {
        let rest = &src[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if (rest.starts_with("r#") || rest.starts_with("r\""))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            let hashes = rest[1..].bytes().take_while(|&c| c == b'#').count();
            let open = 1 + hashes + 1;
            let close = format!("\"{}", "#".repeat(hashes));
            let end = rest[open..].find(&close).map_or(rest.len(), |e| open + e);
            out.push((line_at(i), rest[open..end].to_string()));
            i += (end + close.len()).min(rest.len());
        } else if let Some(after) = rest.strip_prefix('\'') {
            // A character literal (`'x'`, `'"'`, `'\n'`) or a lifetime (`'a`).
            let skip = if let Some(escaped) = after.strip_prefix('\\') {
                escaped.find('\'').map_or(1, |e| e + 3)
            } else if after.chars().nth(1) == Some('\'') {
                2 + after.chars().next().map_or(1, char::len_utf8)
            } else {
                1
            };
            i += skip;
        } else if rest.starts_with('"') {
            let mut j = 1;
            let mut text = String::new();
            while j < rest.len() {
                let c = rest.as_bytes()[j];
                if c == b'\\' && j + 1 < rest.len() {
                    text.push(if rest.as_bytes()[j + 1] == b'n' { '\n' } else { rest.as_bytes()[j + 1] as char });
                    j += 2;
                } else if c == b'"' {
                    break;
                } else {
                    text.push(c as char);
                    j += 1;
                }
            }
            out.push((line_at(i), text));
            i += j + 1;
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    out
}

/// Whether a literal is a block of fixed code: enough lines, one declaring
/// a function with a body, and no format placeholder (a literal with
/// `{name}` or `{}` is a template filled per input: generated code, not
/// code that could live in the runtime).
fn is_code(text: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    let unescaped = text.replace("{{", "").replace("}}", "");
    let template = unescaped.contains('{') && text.contains("{{");
    lines.len() >= MIN_LINES
        && !template
        && lines.iter().any(|l| {
            let l = l.trim_start();
            let l = l.strip_prefix("pub ").unwrap_or(l);
            let l = l.strip_prefix("const ").unwrap_or(l);
            l.starts_with("fn ") && l.contains('(') && l.trim_end().ends_with('{')
        })
}

fn writer_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            writer_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("tests.rs") {
            out.push(p);
        }
    }
}

/// `(file, line)` of every code block held in a literal, outside the
/// exceptions.
fn offenders(src_root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    writer_files(&src_root.join("backends"), &mut files);
    writer_files(&src_root.join("support"), &mut files);
    let mut found = Vec::new();
    for f in files {
        let rel = f.strip_prefix(src_root).unwrap_or(&f).to_string_lossy().replace('\\', "/");
        let is_rust_writer = rel.contains("/rust") || rel.starts_with("support/rust");
        if !is_rust_writer || EXCEPTIONS.iter().any(|(e, _)| *e == rel) {
            continue;
        }
        let src = std::fs::read_to_string(&f).unwrap_or_default();
        // Unit tests at the end of a writer may quote code freely.
        let src = src.split("#[cfg(test)]").next().unwrap_or("");
        for (line, text) in literals(src) {
            if is_code(&text) {
                found.push(format!("{rel}:{line}"));
            }
        }
    }
    found
}

#[test]
fn rust_writers_hold_no_code_in_strings() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = offenders(&root);
    assert!(
        found.is_empty(),
        "Rust code held in writers' strings (move it to tablegen-runtime, or add an exception with its reason):\n{}",
        found.join("\n")
    );
}

#[test]
fn a_function_in_a_string_is_found_and_data_is_not() {
    let code = "const T: &str = r#\"\n/// Doc.\npub fn f() -> u32 {\n    let x = 1;\n    x\n}\n\"#;";
    assert_eq!(literals(code).iter().filter(|(_, t)| is_code(t)).count(), 1);
    let escaped = "let _ = write!(s, \"impl X {{\\n    fn a(&self) {{\\n        1\\n    }}\\n}}\\n\\n\");";
    assert!(literals(escaped).iter().any(|(_, t)| is_code(t)));
    let data = "w.line(\"pub static X: [u8; 2] = [1, 2];\"); let c = '\"'; let t = \"fn\";";
    assert!(literals(data).iter().all(|(_, t)| !is_code(t)));
}

#[test]
fn every_exception_names_a_file_that_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (file, reason) in EXCEPTIONS {
        assert!(root.join(file).is_file(), "{file}");
        assert!(!reason.is_empty());
    }
}
