//! `isel-llvm gen DIR SEED FIRST COUNT PTR_VT`: DAGs for the harness (stdout).
//! `isel-llvm replay DIR LLVM.txt [--corrupt]`: the Rust side; prints the
//! counts, exits 1 on any difference. With `--corrupt`, a byte of the Rust
//! table (the instruction number of a MorphNodeTo/EmitNode that LLVM's
//! answers use) is changed first, and the exit status is 0 only if the
//! replay then finds differences (the self-check that a corrupted table
//! entry is caught).

use std::path::Path;
use std::process::ExitCode;

use tablegen_isel_llvm_tests::{gen, replay};

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(e) => {
            eprintln!("isel-llvm: {e}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<ExitCode, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).cloned().ok_or_else(|| "missing argument".to_string());
    let num = |i: usize| -> Result<u64, String> { arg(i)?.parse().map_err(|_| format!("bad number {}", args[i])) };
    match args.first().map(String::as_str) {
        Some("gen") => {
            let dir = Path::new(&args[1]).to_path_buf();
            let read = |f: &str| std::fs::read(dir.join(f)).map_err(|e| format!("{f}: {e}"));
            let target = replay::Target::load("", &dir)?;
            let table = read("table.bin")?;
            let profiles = gen::parse_profiles(&String::from_utf8_lossy(&read("sdnodes.txt")?));
            let (types, cc_slots, vt_slots, roots) = gen::scan(&table);
            let info = gen::Info {
                table,
                names: target.names.to_vec(),
                profiles,
                cps: target.cps.iter().map(|c| (c.results, c.chained)).collect(),
                pointer_vt: num(5)? as u16,
                types,
                cc_slots,
                vt_slots,
                roots,
            };
            print!("{}", gen::generate(&info, num(2)?, num(3)? as usize, num(4)? as usize));
            Ok(ExitCode::SUCCESS)
        }
        Some("replay") => {
            let dir = Path::new(&args[1]);
            let name = dir.file_name().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
            let mut target = replay::Target::load(&name, dir)?;
            let llvm = std::fs::read_to_string(arg(2)?).map_err(|e| e.to_string())?;
            if args.get(3).map(String::as_str) == Some("--corrupt") {
                return corrupt(&mut target, &llvm);
            }
            let c = replay::replay(&target, &llvm, 0)?;
            println!(
                "{name}: {} DAGs compared, {} matched, {} no match, {} identical, {} different, {} skipped",
                c.compared, c.matched, c.no_match, c.identical, c.different, c.skipped
            );
            for d in &c.differences {
                println!("{d}");
            }
            Ok(if c.different == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
        _ => Err("usage: isel-llvm gen DIR SEED FIRST COUNT PTR_VT | replay DIR LLVM.txt [--corrupt]".into()),
    }
}

/// Changes one instruction number in the Rust table and expects the replay
/// to notice.
fn corrupt(target: &mut replay::Target, llvm: &str) -> Result<ExitCode, String> {
    match replay::corruption_caught(target, llvm)? {
        Some((pos, from, to, c)) => {
            println!(
                "{}: corrupted table byte {pos} (instruction {from} -> {to}): {} of {} DAGs differ, caught",
                target.name, c.different, c.compared
            );
            Ok(ExitCode::SUCCESS)
        }
        None => {
            println!("{}: no corrupted instruction byte was caught", target.name);
            Ok(ExitCode::FAILURE)
        }
    }
}
