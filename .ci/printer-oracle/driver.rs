// The printer oracle's driver (.ci/printer-oracle/run.py builds it as the
// main.rs of a throwaway crate; run.py appends the module declarations of
// the selected targets and the `printer` dispatch below this text).
//
// Reads the cases file named by argv[1], one MCInst per line:
//   TARGET \t MODE \t OPCODE \t OPERANDS \t BYTES
// (OPERANDS space-separated: rN register, iV immediate, sB single-precision
// bits, dB double-precision bits, all decimal; BYTES the encoding in hex)
// and prints one line per case: `OK \t TEXT` (TEXT with `\` `\t` `\n`
// escaped) or `ERR \t REASON`. With `--bench SECONDS`, it then prints every
// case again, repeatedly, for about that long per target and mode, into a
// reused buffer, and writes `BENCH TARGET MODE CASES SECONDS` lines to
// stderr: the printers' speed without the parsing around them.

#![allow(dead_code, unused_imports, clippy::all)]

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

use tablegen_runtime::mc::{Inst, Operand};

/// A target's printer in one of its modes: what the target module's
/// `printer(mode)` returns.
pub trait TargetPrinter {
    /// Writes to `out` exactly what LLVM 19's target `printInst(MI,
    /// /*Address=*/0, /*Annot=*/"", STI, OS)` writes for `inst`, the leading
    /// tab included. `bytes` is the encoding `-show-encoding` shows (X86
    /// reads the MCInst flags -show-inst does not show from it). An
    /// instruction the hooks cannot print is an `Err` with the reason.
    fn print(&mut self, inst: &Inst, bytes: &[u8], out: &mut String) -> Result<(), String>;
}

/// One line of the cases file.
struct Case {
    target: String,
    mode: String,
    inst: Inst,
    bytes: Vec<u8>,
}

fn parse_operand(word: &str) -> Result<Operand, String> {
    let bad = || format!("bad operand {word:?}");
    let (kind, value) = (word.get(..1).ok_or_else(bad)?, word.get(1..).ok_or_else(bad)?);
    Ok(match kind {
        "r" => Operand::Reg(value.parse().map_err(|_| bad())?),
        "i" => Operand::Imm(value.parse().map_err(|_| bad())?),
        "s" => Operand::SfpImm(value.parse().map_err(|_| bad())?),
        "d" => Operand::DfpImm(value.parse().map_err(|_| bad())?),
        _ => return Err(bad()),
    })
}

fn parse_bytes(hex: &str) -> Result<Vec<u8>, String> {
    (0..hex.len())
        .step_by(2)
        .map(|i| {
            hex.get(i..i + 2)
                .and_then(|b| u8::from_str_radix(b, 16).ok())
                .ok_or_else(|| format!("bad bytes {hex:?}"))
        })
        .collect()
}

fn parse_case(line: &str) -> Result<Case, String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [target, mode, opcode, operands, bytes] = fields[..] else {
        return Err(format!("expected 5 fields: {line:?}"));
    };
    let mut inst = Inst::new(opcode.parse().map_err(|_| format!("bad opcode {opcode:?}"))?);
    for word in operands.split_whitespace() {
        inst.push(parse_operand(word)?);
    }
    Ok(Case { target: target.into(), mode: mode.into(), inst, bytes: parse_bytes(bytes)? })
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('\t', "\\t").replace('\n', "\\n")
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let path = args.get(1).ok_or("usage: driver CASES [--bench SECONDS]")?;
    let bench = match args.get(2).map(String::as_str) {
        Some("--bench") => Some(args.get(3).and_then(|s| s.parse::<f64>().ok()).ok_or("--bench SECONDS")?),
        _ => None,
    };
    let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
    let mut cases = Vec::new();
    for line in std::io::BufReader::new(file).lines() {
        cases.push(parse_case(&line.map_err(|e| e.to_string())?)?);
    }
    let mut printers: HashMap<(String, String), Box<dyn TargetPrinter>> = HashMap::new();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut text = String::new();
    for case in &cases {
        let key = (case.target.clone(), case.mode.clone());
        if !printers.contains_key(&key) {
            let p = printer(&case.target, &case.mode)
                .ok_or_else(|| format!("no printer for {} mode {}", case.target, case.mode))?;
            printers.insert(key.clone(), p);
        }
        let p = printers.get_mut(&key).ok_or("printer vanished")?;
        text.clear();
        let line = match p.print(&case.inst, &case.bytes, &mut text) {
            Ok(()) => format!("OK\t{}", escape(&text)),
            Err(reason) => format!("ERR\t{}", escape(&reason)),
        };
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    out.flush().map_err(|e| e.to_string())?;
    if let Some(seconds) = bench {
        run_bench(&cases, &mut printers, seconds);
    }
    Ok(())
}

/// Prints each target and mode's cases over and over for about `seconds`,
/// reporting cases per second on stderr.
fn run_bench(cases: &[Case], printers: &mut HashMap<(String, String), Box<dyn TargetPrinter>>, seconds: f64) {
    let mut groups: Vec<(String, String)> = printers.keys().cloned().collect();
    groups.sort();
    let mut text = String::with_capacity(256);
    for key in groups {
        let mine: Vec<&Case> = cases.iter().filter(|c| c.target == key.0 && c.mode == key.1).collect();
        let Some(p) = printers.get_mut(&key) else { continue };
        let (start, mut printed) = (Instant::now(), 0u64);
        while start.elapsed() < Duration::from_secs_f64(seconds) {
            for case in &mine {
                text.clear();
                let _ = p.print(&case.inst, &case.bytes, &mut text);
                std::hint::black_box(&text);
            }
            printed += mine.len() as u64;
        }
        eprintln!("BENCH {} {} {} {:.6}", key.0, key.1, printed, start.elapsed().as_secs_f64());
    }
}
