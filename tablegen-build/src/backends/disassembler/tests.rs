//! Unit tests of how `Size` picks the decoder tables; whole outputs are
//! checked against LLVM by the golden corpus and the parity rows.

use crate::backend::{Backend, Diagnostic, Lang, Records};
use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

/// A one-register target with a 2-byte `NOP` and `defs` (`TI<asm, opcode,
/// size>`, as in the robustness corpus' `size-disasm-size-*`).
fn target(defs: &str) -> RecordKeeper {
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    let src = format!(
        r#"include "llvm/Target/Target.td"
def R0 : Register<"r0"> {{ let Namespace = "Tiny"; }}
def GPR : RegisterClass<"Tiny", [i32], 32, (add R0)>;
def TinyInstrInfo : InstrInfo;
def Tiny : Target {{ let InstructionSet = TinyInstrInfo; }}
class TI<string asm, bits<8> op, int size> : Instruction {{
  let Namespace = "Tiny"; let OutOperandList = (outs); let InOperandList = (ins);
  let AsmString = asm; let Size = size;
  field bits<16> Inst; field bits<16> SoftFail = 0;
  let Inst{{15-8}} = op; let Inst{{7-0}} = 0;
}}
def NOP : TI<"nop", 0, 2>;
{defs}
"#
    );
    match parse_source("t.td", &src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("parse failed"),
    }
}

#[test]
fn sizes_wrap_like_llvms_unsigned() {
    let mut keeper = target(
        r#"def HALT : TI<"halt", 1, 2147483648>;
def SKIP : TI<"skip", 2, 4294967296>;
def WRAP : TI<"wrap", 3, 4294967298>;"#,
    );
    let out = super::BACKEND.emit(&mut Records::new(&mut keeper), &Default::default(), Lang::Cpp).expect("emits");
    let tables: Vec<&str> = out.split("static const uint8_t ").skip(1).collect();
    // 8 * 2^31 is 0 in 32 bits: a 0-bit table (keyed by Size, so after
    // the 16-bit one).
    assert_eq!(tables.len(), 2, "{out}");
    assert!(tables[1].starts_with("DecoderTable0[] = {"), "{out}");
    assert!(tables[1].contains("// Opcode: HALT\n"), "{out}");
    // 2^32 + 2 is a Size of 2, decoded with NOP.
    assert!(tables[0].starts_with("DecoderTable16[] = {"), "{out}");
    assert!(tables[0].contains("// Opcode: NOP\n") && tables[0].contains("// Opcode: WRAP\n"), "{out}");
    // 2^32 is a Size of 0: not decoded at all.
    assert!(!out.contains("Opcode: SKIP"), "{out}");
}

#[test]
fn tables_llvm_cannot_allocate_are_errors_at_the_instruction() {
    let mut keeper = target(r#"def HALT : TI<"halt", 1, -1>;"#);
    let mut rk = Records::new(&mut keeper);
    assert!(super::BACKEND.emit(&mut rk, &Default::default(), Lang::Cpp).is_err());
    let halt = rk.record(rk.def("HALT").expect("HALT")).locs.to_vec();
    match rk.take_diagnostics().as_slice() {
        [Diagnostic::Message { locs, msg, .. }] => {
            assert_eq!(*locs, halt);
            assert_eq!(
                msg,
                "HALT: the 4294967288-bit decoder table for Size = 4294967295 would hold 1 x 4294967288 = \
                 4294967288 bits, more than the 67108864 tablegen-rs supports"
            );
        }
        other => panic!("{other:?}"),
    }
}

/// WebAssembly's slot choice: `IsCanonical` wins, else the shortest
/// assembly string; register-based variants never fill a slot; a prefix
/// byte marks its slot in the single-byte table.
#[test]
fn webassembly_slots_prefer_canonical_then_shortest() {
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    let src = r#"include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "WebAssembly"; }
def GPR : RegisterClass<"WebAssembly", [i32], 32, (add R0)>;
def WebAssemblyInstrInfo : InstrInfo;
def WebAssembly : Target { let InstructionSet = WebAssemblyInstrInfo; }
class W<bits<32> inst, string asm, bit stack> : Instruction {
  let Namespace = "WebAssembly"; let OutOperandList = (outs); let InOperandList = (ins);
  let AsmString = asm; bits<32> Inst = inst; bit StackBased = stack; bit IsCanonical = 0;
}
def LONGER : W<0x01, "nop.long", 1>;
def SHORT : W<0x01, "nop", 1>;
def REG : W<0x02, "reg", 0>;
def CANON : W<0x03, "end.block", 1> { let IsCanonical = 1; }
def OTHER : W<0x03, "end", 1>;
def PREFIXED : W<0xfc05, "sat", 1>;
def NONE : W<0xffffffff, "none", 1>;
"#;
    let mut keeper = match parse_source("w.td", src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("parse failed"),
    };
    let out = super::BACKEND.emit(&mut Records::new(&mut keeper), &Default::default(), Lang::Cpp).expect("emits");
    assert!(out.contains("  // 0x1: nop\n"), "{out}");
    assert!(out.contains("  // 0x3: end.block\n"), "{out}");
    assert!(out.contains("  // 0x5: sat\n"), "{out}");
    assert!(!out.contains("// 0x2:") && !out.contains("none"), "{out}");
    assert_eq!(out.matches("ET_Prefix, 0, 0").count(), 1, "{out}");
    assert!(out.contains("  { 252, InstructionTable252 },\n"), "{out}");
}
