//! Unit tests of the emitter's analysis and writers, on the own golden
//! inputs (`tests/golden/own/emitter`), whose C++ output the golden corpus
//! checks byte for byte.

use crate::backend::{Backend, Lang, Records};
use tablegen_core::parser::{parse_file, ParseOptions};
use tablegen_core::RecordKeeper;

use crate::model::encoding::{analyze_fixed, BitRun, Context, InstCase};

fn parse(name: &str) -> RecordKeeper {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden");
    let opts = ParseOptions { include_dirs: vec![format!("{root}/include").into()], ..Default::default() };
    match parse_file(format!("{root}/own/emitter/{name}"), &opts) {
        Ok(rk) => rk,
        Err(e) => panic!("{}", e.diagnostics),
    }
}

fn case<'a>(
    m: &'a crate::model::encoding::FixedModel,
    rk: &RecordKeeper,
    name: &str,
) -> &'a crate::model::encoding::EncodingCase {
    let c = m.cases.iter().find(|c| rk.name_str(c.1) == name).map(|c| &c.3);
    match c {
        Some(InstCase::Single(e)) => e,
        _ => panic!("no single encoding for {name}"),
    }
}

#[test]
fn runs_follow_llvm() {
    let mut keeper = parse("operands.td");
    let mut rk = Records::new(&mut keeper);
    let cx = Context::new(&mut rk).unwrap();
    let m = analyze_fixed(&mut rk, &cx).unwrap();
    assert_eq!(m.bit_width, 32);
    let split = case(&m, &rk, "SPLIT");
    let imm = split.operands.iter().find(|o| o.field == "imm").unwrap();
    assert_eq!(imm.flat_index, 2);
    assert_eq!(imm.encoder.as_deref(), Some("getSImmEncoding"));
    // imm{11-6} at 20-15, imm{5-0} at 8-3, then imm{0}, imm{1}, imm{2}
    // reversed at 2-0: three single-bit runs.
    assert_eq!(imm.runs[0], BitRun { inst_lo: 15, var_lo: 6, width: 6 });
    assert_eq!(imm.runs[1], BitRun { inst_lo: 3, var_lo: 0, width: 6 });
    assert_eq!(imm.runs.len(), 5);
    assert_eq!(imm.bit_offset(), 0);
    assert_eq!(split.post_encoder.as_deref(), Some("fixupSplit"));
    let ldp = case(&m, &rk, "LDP");
    let flat: Vec<_> = ldp.operands.iter().map(|o| (o.field.as_str(), o.flat_index)).collect();
    assert_eq!(flat, [("rd", 0), ("base", 1), ("off", 2)]);
    let ld = case(&m, &rk, "LD");
    assert_eq!(ld.operands[1].encoder.as_deref(), Some("getAddrEncoding"));
}

#[test]
fn little_endian_reverses_inst() {
    let mut keeper = parse("little-endian.td");
    let mut rk = Records::new(&mut keeper);
    let cx = Context::new(&mut rk).unwrap();
    let m = analyze_fixed(&mut rk, &cx).unwrap();
    let mov = case(&m, &rk, "MOV");
    // Inst{4-7} = rd reads as rd{0} at bit 4 ... rd{3} at bit 7; reversed,
    // rd{3..0} sits at bits 8..11 in order.
    assert_eq!(mov.operands[0].runs, [BitRun { inst_lo: 8, var_lo: 0, width: 4 }]);
}

#[test]
fn rust_module_shape() {
    let mut keeper = parse("operands.td");
    let mut rk = Records::new(&mut keeper);
    let text = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Rust).unwrap();
    if let Ok(p) = std::env::var("EMITTER_RUST_DUMP") {
        std::fs::write(p, &text).unwrap();
    }
    assert!(text.contains("pub trait Encoder {"));
    assert!(text.contains("fn get_s_imm_encoding(&mut self, op: u32) -> Bits;"));
    assert!(text.contains("fn fixup_split(&mut self, value: Bits) -> Bits;"));
    // ADD and SUB share an arm, named in comments like C++ `case` labels.
    assert!(text.contains("        // opcode::ADD\n        // opcode::SUB\n        5 => {"));
    assert!(text.contains("static ENCODE_CASE: [u8; 302] = ["));
    assert!(text.contains("match ENCODE_CASE.get(opcode as usize).copied().unwrap_or(0) {"));
    assert!(text.contains("pub fn encode<E: Encoder + ?Sized>(opcode: u32, e: &mut E) -> Option<Bits> {"));
}

#[test]
fn rust_refuses_variable_length() {
    let mut keeper = parse("varlen.td");
    let mut rk = Records::new(&mut keeper);
    let r = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Rust);
    assert!(matches!(r, Err(crate::backend::Error::Unsupported { .. })));
}
