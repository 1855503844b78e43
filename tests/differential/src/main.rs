//! `searchable-probe`: writes the two drivers of the `-gen-searchable-tables`
//! differential test (see `tests/generated/probe/mod.rs`) for one `.td`.
//!
//! ```text
//! searchable-probe [-I DIR]... [-D NAME]... INPUT.td --out DIR
//! ```
//!
//! writes, into DIR:
//! * `probe.cpp`: the C++ driver; it includes `tables.inc` (our, or
//!   llvm-tblgen's, `-gen-searchable-tables` output) and `numbering.h`
//!   (LLVM's `Intrinsic::` IDs and the reference opcodes as
//!   `probe_opcodes::`, written by the calling script);
//! * `probe.rs`: the Rust driver, a binary crate that uses the generated
//!   module as the extern crate `tables`;
//! * `info.json`: `{"tables": N, "lookups": M, "calls": K,
//!   "intrinsic_prefixes": [...], "needs_opcodes": bool}`;
//!
//! and prints `N tables, M lookups, K calls`.

#[path = "../../generated/probe/mod.rs"]
mod probe;

use std::path::PathBuf;
use std::process::ExitCode;

use tablegen_build::backends::searchable::{analyze, rust::RustNames};
use tablegen_build::tablegen_core::parser::{flush_diagnostics, parse_file_with_deps, ParseOptions};

const USAGE: &str = "usage: searchable-probe [-I DIR]... [-D NAME]... INPUT.td --out DIR";

fn main() -> ExitCode {
    let mut opts = ParseOptions { stream_diagnostics: true, ..Default::default() };
    let mut input = None;
    let mut out = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |flag: &str, inline: &str| -> Option<String> {
            if inline.is_empty() {
                args.next().or_else(|| {
                    eprintln!("searchable-probe: {flag} needs a value\n{USAGE}");
                    None
                })
            } else {
                Some(inline.to_string())
            }
        };
        if let Some(rest) = a.strip_prefix("-I") {
            let Some(v) = value("-I", rest) else { return ExitCode::FAILURE };
            opts.include_dirs.push(v.into());
        } else if let Some(rest) = a.strip_prefix("-D") {
            let Some(v) = value("-D", rest) else { return ExitCode::FAILURE };
            opts.macros.push(v);
        } else if a == "--out" {
            let Some(v) = value("--out", "") else { return ExitCode::FAILURE };
            out = Some(PathBuf::from(v));
        } else if a.starts_with('-') || input.is_some() {
            eprintln!("searchable-probe: unexpected argument '{a}'\n{USAGE}");
            return ExitCode::FAILURE;
        } else {
            input = Some(a);
        }
    }
    let (Some(input), Some(out)) = (input, out) else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };

    let mut rk = match parse_file_with_deps(&input, &opts) {
        Ok((rk, _)) => rk,
        Err(fail) => {
            eprint!("{}", fail.diagnostics);
            if let Some(m) = fail.io_error {
                eprintln!("searchable-probe: {}", String::from_utf8_lossy(&m));
            }
            return ExitCode::FAILURE;
        }
    };
    let mut records = tablegen_build::Records::new(&mut rk);
    let analyzed = analyze(&mut records);
    records.render();
    drop(records);
    let tables = match analyzed {
        Ok(t) => t,
        Err(_) => {
            flush_diagnostics(&mut rk);
            eprintln!("searchable-probe: -gen-searchable-tables failed on {input}");
            return ExitCode::FAILURE;
        }
    };
    let names = RustNames::new(&rk, &tables);
    let plan = probe::Plan::new(&rk, &tables);

    let cpp = probe::cpp::cpp_driver(&rk, &tables, &plan, "tables.inc", "numbering.h");
    let mut rust = String::from(
        "//! The Rust driver of the searchable-tables differential probe.\n\n\
         mod probe {\n",
    );
    rust.push_str(&probe::rust::rust_driver(&rk, &tables, &names, &plan, "tables"));
    rust.push_str(
        "}\n\nfn main() {\n\
        \x20   use std::io::Write as _;\n\
        \x20   let mut s = String::new();\n\
        \x20   probe::run(&mut s).expect(\"formatting into a String\");\n\
        \x20   std::io::stdout().write_all(s.as_bytes()).expect(\"writing to stdout\");\n\
         }\n",
    );
    let prefixes: Vec<String> = probe::intrinsic_prefixes(&tables).iter().map(|p| format!("\"{p}\"")).collect();
    let info = format!(
        "{{\"tables\": {}, \"lookups\": {}, \"calls\": {}, \"intrinsic_prefixes\": [{}], \"needs_opcodes\": {}}}\n",
        tables.tables.len(),
        plan.lookups.len(),
        plan.calls(),
        prefixes.join(", "),
        probe::needs_opcodes(&tables)
    );
    for (file, text) in [("probe.cpp", &cpp), ("probe.rs", &rust), ("info.json", &info)] {
        let path = out.join(file);
        if let Err(e) = std::fs::create_dir_all(&out).and_then(|()| std::fs::write(&path, text)) {
            eprintln!("searchable-probe: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    println!("{}", plan.summary(&tables));
    ExitCode::SUCCESS
}
