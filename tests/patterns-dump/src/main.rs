//! `dump-patterns`: prints every pattern to match of a target as
//! `-gen-dag-isel` comments it, in the order its matcher sorts them:
//!
//! ```text
//! // Src: <tree> - Complexity = N
//! // Dst: <tree>
//! ```
//!
//! ```text
//! dump-patterns [-I DIR]... [-D NAME]... INPUT.td
//! ```
//!
//! Diagnostics go to stderr as llvm-tblgen prints them; the exit status is
//! 1 on any error.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use tablegen_build::model::patterns::CodeGenDagPatterns;
use tablegen_build::{BuildError, Input, Session};

const USAGE: &str = "usage: dump-patterns [-I DIR]... [-D NAME]... INPUT.td";

fn main() -> ExitCode {
    let mut includes: Vec<PathBuf> = Vec::new();
    let mut defines = Vec::new();
    let mut input = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |inline: &str| -> Option<String> {
            if inline.is_empty() {
                args.next()
            } else {
                Some(inline.to_string())
            }
        };
        if let Some(rest) = a.strip_prefix("-I") {
            let Some(v) = value(rest) else {
                eprintln!("dump-patterns: -I needs a value\n{USAGE}");
                return ExitCode::FAILURE;
            };
            includes.push(v.into());
        } else if let Some(rest) = a.strip_prefix("-D") {
            let Some(v) = value(rest) else {
                eprintln!("dump-patterns: -D needs a value\n{USAGE}");
                return ExitCode::FAILURE;
            };
            defines.push(v);
        } else if a.starts_with('-') || input.is_some() {
            eprintln!("dump-patterns: unexpected argument '{a}'\n{USAGE}");
            return ExitCode::FAILURE;
        } else {
            input = Some(a);
        }
    }
    let Some(input) = input else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let mut session = match Session::parse(&Input::file(input), &includes, &defines) {
        Ok(s) => s,
        Err(BuildError::Td { diagnostics, .. }) => {
            eprint!("{diagnostics}");
            return ExitCode::FAILURE;
        }
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let text = session.analyze(|rk| {
        let cdp = CodeGenDagPatterns::get(rk)?;
        let keeper = rk.keeper();
        let mut out = String::new();
        for p in cdp.sorted_patterns(keeper) {
            out.push_str("// Src: ");
            out.push_str(&p.src_string(keeper, &cdp));
            out.push_str(" - Complexity = ");
            out.push_str(&p.complexity(keeper, &cdp).to_string());
            out.push_str("\n// Dst: ");
            out.push_str(&p.dst_string(keeper, &cdp));
            out.push('\n');
        }
        Ok(out)
    });
    eprint!("{}", session.take_warnings());
    match text {
        Ok(t) => {
            let _ = std::io::stdout().lock().write_all(t.as_bytes());
            ExitCode::SUCCESS
        }
        Err(BuildError::Backend { diagnostics, .. }) => {
            eprint!("{diagnostics}");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
