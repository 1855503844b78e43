//! `isel-llvm-prep OUT_DIR TARGET_DIR ROOT.td [-I DIR]...`: parses a target's
//! `.td` once and writes into `OUT_DIR` what the differential test needs:
//! our `-gen-dag-isel`, `-gen-instr-info` and `-gen-register-info` C++
//! output (`dag-isel.inc`, `instr-info.inc`, `register-info.inc`, the same
//! backends `tablegen` runs) and the target's SDNode profiles
//! (`sdnodes.txt`).
//!
//! `sdnodes.txt`, one SDNode def a line, in record order:
//!
//! ```text
//! ENUM_NAME NUM_RESULTS NUM_OPERANDS FLAGS CONSTRAINT...
//! ```
//!
//! `NUM_OPERANDS` is -1 for variadic profiles; `FLAGS` is a string of
//! `c` (SDNPHasChain), `i` (SDNPInGlue), `o` (SDNPOptInGlue), `g`
//! (SDNPOutGlue), `v` (SDNPVariadic), `m` (SDNPMemOperand), or `-`;
//! constraints are `N:vT` (SDTCisVT, MVT number T), `N:p` (SDTCisPtrTy),
//! `N:sM` (SDTCisSameAs M), `N:i` (SDTCisInt), `N:f` (SDTCisFP), `N:x`
//! (SDTCisVec), with N counting results first.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use tablegen_build::backend::{Lang, OptionValue, Options};
use tablegen_build::model::intrinsics::Sdnp;
use tablegen_build::model::patterns::{CodeGenDagPatterns, ConstraintKind};
use tablegen_build::{Input, Session};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("isel-llvm-prep: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        return Err("usage: isel-llvm-prep OUT_DIR ROOT.td [-I DIR]...".into());
    }
    let out = PathBuf::from(&args[0]);
    let td = &args[1];
    let mut includes = Vec::new();
    let mut rest = args[2..].iter();
    while let Some(a) = rest.next() {
        match a.strip_prefix("-I") {
            Some("") => includes.push(PathBuf::from(rest.next().ok_or("-I needs a value")?)),
            Some(dir) => includes.push(PathBuf::from(dir)),
            None => return Err(format!("unexpected argument {a}")),
        }
    }
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let mut session = Session::parse(&Input::file(td), &includes, &[]).map_err(|e| e.to_string())?;
    // Only the enums of -gen-instr-info / -gen-register-info are needed
    // (instruction and register names in the matcher table).
    session.allow_partial_output(true);
    let opts = Options::default();
    for (flag, file) in [
        ("-gen-dag-isel", "dag-isel.inc"),
        ("-gen-instr-info", "instr-info.inc"),
        ("-gen-register-info", "register-info.inc"),
    ] {
        let text = session.emit_builtin(flag, Lang::Cpp, &opts).map_err(|e| e.to_string())?;
        std::fs::write(out.join(file), text).map_err(|e| e.to_string())?;
    }
    // The Rust module (`--rust -gen-dag-isel -omit-comments`): its
    // MATCHER_TABLE is what the Rust side runs (convert.py checks it against
    // the C++ table and writes it to table.bin).
    let mut rust_opts = Options::default();
    rust_opts.insert("omit-comments", OptionValue::Bool(true));
    let text = session.emit_builtin("-gen-dag-isel", Lang::Rust, &rust_opts).map_err(|e| e.to_string())?;
    std::fs::write(out.join("dag-isel.rs"), text).map_err(|e| e.to_string())?;
    let text = session
        .analyze(|rk| {
            let cdp = CodeGenDagPatterns::get(rk)?;
            let mut s = String::new();
            for n in cdp.sd_nodes.values() {
                let mut flags = String::new();
                for (p, c) in [
                    (Sdnp::HasChain, 'c'),
                    (Sdnp::InGlue, 'i'),
                    (Sdnp::OptInGlue, 'o'),
                    (Sdnp::OutGlue, 'g'),
                    (Sdnp::Variadic, 'v'),
                    (Sdnp::MemOperand, 'm'),
                ] {
                    if n.has(p) {
                        flags.push(c);
                    }
                }
                if flags.is_empty() {
                    flags.push('-');
                }
                let _ = write!(s, "{} {} {} {}", n.enum_name, n.num_results, n.num_operands, flags);
                for c in &n.constraints {
                    let k = match &c.kind {
                        ConstraintKind::IsVt(v) => match v.get_simple() {
                            Some(t) => format!("v{t}"),
                            None => continue,
                        },
                        ConstraintKind::IsPtrTy => "p".into(),
                        ConstraintKind::SameAs(m) => format!("s{m}"),
                        ConstraintKind::IsInt => "i".into(),
                        ConstraintKind::IsFp => "f".into(),
                        ConstraintKind::IsVec => "x".into(),
                        _ => continue,
                    };
                    let _ = write!(s, " {}:{k}", c.operand);
                }
                s.push('\n');
            }
            Ok(s)
        })
        .map_err(|e| e.to_string())?;
    std::fs::write(out.join("sdnodes.txt"), text).map_err(|e| e.to_string())?;
    Ok(())
}
