//! Running a TableGen backend of your own: `-gen-toy-asm`, defined in
//! `backends/toy_asm.rs` (read its module docs for how it is written).
//!
//! `build.rs` runs the same backend at build time; here it runs at run
//! time, twice:
//!
//! 1. on `td/Toy.td` through [`Builder::custom_output`], writing the Rust
//!    module and the C++ `.inc` into a scratch directory, from one parse;
//! 2. on deliberately broken inline TableGen through a [`Session`], to show
//!    what a backend's errors look like: llvm-tblgen's
//!    `file:line:col: error:` format, with the source line and a caret,
//!    every problem reported before the backend gives up. A `.td` that does
//!    not even parse fails earlier, in [`Session::parse`], in the same
//!    format.
//!
//! Run with `cargo run --example custom_backend`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use tablegen_build::session::{Input, Session};
use tablegen_build::{BuildError, Builder, Lang};

#[path = "backends/toy_asm.rs"]
mod toy_asm;

use toy_asm::ToyAsmBackend;

/// The directory holding `Toy.td` and `ToyBase.td`.
fn td_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("td")
}

/// A directory of our own under the system's temporary directory, removed
/// when dropped. Unique per call: the tests run `run()` concurrently.
struct ScratchDir(PathBuf);

impl ScratchDir {
    fn new() -> ScratchDir {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        ScratchDir(std::env::temp_dir().join(format!("tablegen-custom-backend-{}-{n}", std::process::id())))
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The backend's Rust and C++ output for `td/Toy.td`.
fn generate() -> Result<(String, String), BuildError> {
    let scratch = ScratchDir::new();
    let generated = Builder::new(td_dir().join("Toy.td"))
        .include_dir(td_dir())
        // Both outputs come from one parse of the input.
        .custom_output(ToyAsmBackend, Lang::Rust, "toy_asm.rs")
        .custom_output(ToyAsmBackend, Lang::Cpp, "ToyGenAsm.inc")
        .out_dir(&scratch.0)
        // Not a build script: no `cargo:` lines on stdout.
        .cargo_directives(false)
        .run()?;
    let read =
        |path: &PathBuf| std::fs::read_to_string(path).map_err(|error| BuildError::Io { path: path.clone(), error });
    Ok((read(&generated.outputs[0])?, read(&generated.outputs[1])?))
}

/// Parses as well as TableGen is concerned, but two instructions are wrong
/// the way the backend checks for.
const BROKEN_TD: &str = r#"include "ToyBase.td"

def FormatR : InstFormat<0>;

// Names $rs2 but never places it, and leaves the low bits unset.
def BROKEN : ToyInst<"broken", FormatR, 0b000011, "$rd, $rs1, $rs2"> {
  bits<4> rd;
  bits<4> rs1;
  bits<4> rs2;
  let Inst{25-22} = rd;
  let Inst{21-18} = rs1;
}

// Two instructions a decoder could not tell apart.
def NOP : ToyInst<"nop", FormatR, 0b000000, ""> { let Inst{25-0} = 0; }
def NOP2 : ToyInst<"nop2", FormatR, 0b000000, ""> { let Inst{25-0} = 0; }
"#;

/// Does not parse: the front end rejects it before any backend runs.
const UNPARSABLE_TD: &str = r#"include "ToyBase.td"

def ADD : ToyInstr<"add">;
"#;

/// The diagnostics of running the backend on inline `text` named `name`:
/// the front end's if it does not parse, the backend's otherwise.
fn diagnostics_for(name: &str, text: &str) -> String {
    let input = Input::text(name, text);
    let mut session = match Session::parse(&input, &[td_dir()], &[]) {
        Ok(session) => session,
        Err(e) => return e.to_string(),
    };
    match session.emit(&ToyAsmBackend, Lang::Rust, &Default::default()) {
        Ok(_) => "(no errors)".to_string(),
        Err(BuildError::Backend { diagnostics, .. }) => diagnostics,
        Err(e) => e.to_string(),
    }
}

/// `rust` with the `INSTRUCTIONS` table cut after its first `keep` rows:
/// the rest look alike.
fn abridge(rust: &str, keep: usize) -> String {
    let mut out = String::new();
    let (mut rows, mut skipped) = (0, 0);
    for line in rust.lines() {
        if line == "    InstInfo {" {
            rows += 1;
        }
        if rows > keep && line != "];" {
            skipped += usize::from(line == "    InstInfo {");
            continue;
        }
        if line == "];" && skipped > 0 {
            let _ = writeln!(out, "    // ... {skipped} more rows");
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Everything `main` prints.
fn run() -> String {
    let mut out = String::new();
    match generate() {
        Ok((rust, cpp)) => {
            let _ = writeln!(out, "=== -gen-toy-asm on td/Toy.td, Rust (abridged) ===\n{}", abridge(&rust, 2));
            // The C++ holds the same data; its first rows are enough to see
            // the shape.
            let head: Vec<&str> = cpp.lines().take(24).collect();
            let _ = writeln!(
                out,
                "=== the same, C++ (first {} of {} lines) ===\n{}\n...\n",
                head.len(),
                cpp.lines().count(),
                head.join("\n")
            );
        }
        Err(e) => {
            let _ = writeln!(out, "generating from td/Toy.td failed:\n{e}\n");
        }
    }
    let _ = writeln!(out, "=== a .td the backend rejects ===\n{}", diagnostics_for("broken.td", BROKEN_TD));
    let _ = writeln!(out, "=== a .td that does not parse ===\n{}", diagnostics_for("unparsable.td", UNPARSABLE_TD));
    out
}

fn main() {
    print!("{}", run());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_output_equals_the_build_script_output() {
        // build.rs ran the same backend on the same input into OUT_DIR.
        let (rust, _) = generate().expect("td/Toy.td generates");
        assert_eq!(rust, include_str!(concat!(env!("OUT_DIR"), "/toy_asm.rs")));
    }

    #[test]
    fn rust_output_describes_the_encodings() {
        let (rust, _) = generate().unwrap();
        assert!(rust.starts_with("// Toy assembler tables\n"), "{rust}");
        assert!(rust.contains("// From: Toy.td, backend -gen-toy-asm\n"));
        assert!(rust.contains("pub static INSTRUCTIONS: [InstInfo; 25] = ["));
        // bne: opcode 110001 fixed; rs1 at 25-22, rs2 at 21-18, offset at 17-0.
        let bne = "        record: \"BNE\",\n        mnemonic: \"bne\",\n        \
                   asm_string: \"bne $rs1, $rs2, $offset\",\n        format: \"FormatB\",\n        \
                   fixed_mask: 0xFC00_0000,\n        fixed_bits: 0xC400_0000,\n        operands: &[\n            \
                   Operand { name: \"rs1\", width: 4, runs: &[BitRun { inst_lsb: 22, operand_lsb: 0, width: 4 }] },\n            \
                   Operand { name: \"rs2\", width: 4, runs: &[BitRun { inst_lsb: 18, operand_lsb: 0, width: 4 }] },\n            \
                   Operand { name: \"offset\", width: 18, runs: &[BitRun { inst_lsb: 0, operand_lsb: 0, width: 18 }] },\n        \
                   ],\n";
        assert!(rust.contains(bne), "{rust}");
        // halt: every bit fixed, no operands.
        assert!(rust.contains("fixed_mask: 0xFFFF_FFFF,\n        fixed_bits: 0xFC00_0000,\n        operands: &[],\n"));
    }

    #[test]
    fn cpp_output_holds_the_same_data() {
        let (_, cpp) = generate().unwrap();
        assert!(cpp.starts_with("/*===- TableGen'erated file "), "{cpp}");
        assert!(cpp.contains("#ifdef GET_ToyAsm_DECL\n"));
        assert!(
            cpp.contains("  { \"BNE\", \"bne\", \"bne $rs1, $rs2, $offset\", \"FormatB\", 0xFC00'0000, 0xC400'0000, ")
        );
        assert!(cpp.contains("  { \"offset\", 18, "));
    }

    #[test]
    fn backend_errors_are_reported_in_llvm_tblgen_format() {
        let diags = diagnostics_for("broken.td", BROKEN_TD);
        let expected = "\
broken.td:6:5: error: Inst{17-0} of 'BROKEN' is unset: every bit must be a constant or an operand bit
def BROKEN : ToyInst<\"broken\", FormatR, 0b000011, \"$rd, $rs1, $rs2\"> {
    ^
broken.td:6:5: error: operand $rs2 of 'BROKEN' is not encoded: no bit of Inst comes from it
def BROKEN : ToyInst<\"broken\", FormatR, 0b000011, \"$rd, $rs1, $rs2\"> {
    ^
broken.td:16:5: error: the encodings of 'NOP2' and 'NOP' overlap
def NOP2 : ToyInst<\"nop2\", FormatR, 0b000000, \"\"> { let Inst{25-0} = 0; }
    ^
broken.td:15:5: note: 'NOP' is defined here
def NOP : ToyInst<\"nop\", FormatR, 0b000000, \"\"> { let Inst{25-0} = 0; }
    ^
";
        assert_eq!(diags, expected);
    }

    #[test]
    fn every_kind_of_mistake_is_reported() {
        let td = r#"include "ToyBase.td"
def FormatR : InstFormat<0>;
def A : ToyInst<"a", FormatR, 1, "$rd, $nope, $"> { bits<4> rd; let Inst{25-0} = 0; }
def B : ToyInst<"b", FormatR, 2, "$rd"> {
  bits<4> rd;
  bits<4> extra;
  let Inst{25-22} = rd;
  let Inst{21-18} = extra;
  let Inst{17-0} = 0;
}
"#;
        let diags = diagnostics_for("mistakes.td", td);
        let messages: Vec<&str> = diags.lines().filter_map(|l| l.split_once(" error: ").map(|(_, m)| m)).collect();
        assert_eq!(
            messages,
            [
                "in the assembly string of 'A': '$' is not an operand name",
                "Inst{21-18} of 'B' comes from field 'extra', which its assembly string does not name",
            ],
            "{diags}"
        );
        // A computed bit can only survive evaluation in a `field`.
        let computed = r#"class InstFormat<bits<2> v> { bits<2> Value = v; }
def FormatR : InstFormat<0>;
class ToyInst {
  string Mnemonic = "c";
  string AsmString = "c";
  InstFormat Format = FormatR;
  field bits<32> Inst;
  bit flag;
  let Inst{31-2} = 0;
  let Inst{1-0} = {!not(flag), !not(flag)};
}
def C : ToyInst;
"#;
        let diags = diagnostics_for("computed.td", computed);
        assert!(
            diags.starts_with(
                "computed.td:12:5: error: Inst{1-0} of 'C' is neither a constant nor an operand bit \
                 (bit 0 is !cast<bit>(!not(flag)))\n"
            ),
            "{diags}"
        );
        // Without instructions at all, the error has no location.
        let none = diagnostics_for("empty.td", "def X;");
        assert_eq!(none, "error: The class 'ToyInst' is not defined\n");
    }

    #[test]
    fn parse_errors_come_from_the_front_end() {
        let diags = diagnostics_for("unparsable.td", UNPARSABLE_TD);
        assert!(diags.starts_with("unparsable.td:3:11: error: Couldn't find class 'ToyInstr'\n"), "{diags}");
    }

    #[test]
    fn run_shows_all_three_parts() {
        let out = run();
        assert!(out.contains("=== -gen-toy-asm on td/Toy.td, Rust (abridged) ===\n// Toy assembler tables\n"), "{out}");
        assert!(out.contains("        record: \"ADDrr\",\n"), "{out}");
        assert!(out.contains("    // ... 23 more rows\n];\n"), "{out}");
        assert!(out.contains("=== the same, C++ (first 24 of "), "{out}");
        assert!(out.contains("broken.td:6:5: error: "), "{out}");
        assert!(out.contains("unparsable.td:3:11: error: "), "{out}");
    }
}
