//! The Rust writer of `-gen-emitter` (fixed-length targets): the opcode
//! numbers, the constant bits of every opcode, an [`Encoder`]-style trait
//! holding the target's operand encoders (the C++ `getMachineOpValue`,
//! `EncoderMethod`s and `PostEncoderMethod`s, which the user implements),
//! and `encode` / `operand_bit_offset`, which answer what the C++
//! `getBinaryCodeForInstr` / `getOperandBitOffset` compute.
//!
//! The generated `encode` ORs each operand's value into the opcode's
//! constant bits run by run, in the order LLVM's code does; an opcode
//! without an encoding (pseudo, target-independent, out of range) gives
//! `None` where the C++ code calls `report_fatal_error`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::model::encoding::{BaseValue, EncodingCase, FixedModel, InstCase};
use crate::support::rust::names::{escape_keyword, snake, Namer};
use crate::support::rust::{format_chunks, Chunk};

/// The trait the generated module declares.
const TRAIT: &str = "Encoder";

/// The trait's methods: C++ name -> Rust name, in first-use order.
struct Methods {
    names: BTreeMap<String, String>,
    order: Vec<(String, String, bool)>,
    namer: Namer,
}

impl Methods {
    fn new() -> Self {
        let mut namer = Namer::default();
        for reserved in ["machine_op_value", "hw_mode"] {
            namer.reserve(reserved);
        }
        Methods { names: BTreeMap::new(), order: Vec::new(), namer }
    }

    /// The Rust name of a C++ method (`post` for `PostEncoderMethod`s).
    fn get(&mut self, cpp: &str, post: bool) -> String {
        if let Some(n) = self.names.get(cpp) {
            return n.clone();
        }
        let n = self.namer.unique(snake(cpp));
        self.names.insert(cpp.to_owned(), n.clone());
        self.order.push((cpp.to_owned(), n.clone(), post));
        n
    }
}

/// In a module tree: the opcode type (`super::Opcode`) and the path below
/// it of every encoded instruction.
pub(crate) struct SharedOpcodes {
    pub ty: String,
    pub paths: tablegen_core::intern::FxHashMap<tablegen_core::record::RecId, String>,
}

/// Writes the module: standalone (opcodes are `u32`s named in an `opcode`
/// module) or in a module tree (opcodes are the shared `Opcode` type).
pub(crate) fn write(rk: &RecordKeeper, m: &FixedModel, shared: Option<&SharedOpcodes>) -> String {
    let wide = m.use_apint();
    let nw = m.num_words().max(1) as usize;
    let has_modes = !m.hw_modes.is_empty();
    let target = &m.target;
    let mut s = String::new();

    if wide {
        let _ = write!(
            s,
            "/// An instruction word of {target}: {} bits, least significant word first\n/// (the C++ code's `APInt`).\npub type Bits = [u64; {nw}];\n\n",
            m.bit_width
        );
    } else {
        let _ = write!(s, "/// An instruction word of {target} (at most 64 bits).\npub type Bits = u64;\n\n");
    }

    // How arms name the opcodes: the shared type's variants, or the opcode
    // numbers of the encoded instructions in a module of their own.
    let mut const_of = BTreeMap::new();
    let (opcode_ty, index) = match shared {
        Some(sh) => {
            for (_, def, _, _) in &m.cases {
                let path = sh.paths.get(def).map_or_else(String::new, |p| format!("{}::{p}", sh.ty));
                const_of.insert(*def, path);
            }
            (sh.ty.as_str(), "opcode.value() as usize")
        }
        None => {
            let mut op_names = Namer::default();
            s.push_str("/// The opcode numbers of the encoded instructions (C++ `<Namespace>::<Name>`).\n#[allow(non_upper_case_globals)]\npub mod opcode {\n");
            let mut by_value: Vec<_> = m.cases.iter().map(|(n, d, v, _)| (*v, n.as_str(), *d)).collect();
            by_value.sort_unstable();
            for (v, cpp, def) in by_value {
                let c = op_names.unique(escape_keyword(rk.name_str(def).to_owned()));
                let _ = write!(s, "    /// C++ `{cpp}`.\n    pub const {c}: u32 = {v};\n");
                const_of.insert(def, format!("opcode::{c}"));
            }
            s.push_str("}\n\n");
            ("u32", "opcode as usize")
        }
    };

    // Case bodies, grouped like LLVM's case map (same text, same arm).
    let mut methods = Methods::new();
    let mut encode_arms: BTreeMap<String, Vec<(u32, &str)>> = BTreeMap::new();
    let mut offset_arms: BTreeMap<String, Vec<(u32, &str)>> = BTreeMap::new();
    for (_, def, v, case) in &m.cases {
        let c = const_of[def].as_str();
        let (enc, off) = case_bodies(m, case, &mut methods, index);
        encode_arms.entry(enc).or_default().push((*v, c));
        offset_arms.entry(off).or_default().push((*v, c));
    }
    let num_opcodes = m.tables.iter().map(|(_, rows)| rows.len()).chain(m.cases.iter().map(|c| c.2 as usize + 1)).max();
    let num_opcodes = num_opcodes.unwrap_or(0);

    // The trait.
    let _ = write!(
        s,
        "/// The target-specific parts of the encoder, implemented by the user\n/// (in C++, methods of `{target}MCCodeEmitter` and `MCSubtargetInfo`). `op` is the\n/// flat machine-operand number.\npub trait {TRAIT} {{\n    /// C++ `getMachineOpValue(MI, MI.getOperand(op), Fixups, STI)`: the encoding\n    /// of an operand without a custom encoder.\n    fn machine_op_value(&mut self, op: u32) -> Bits;\n"
    );
    for (cpp, rust, post) in &methods.order {
        if *post {
            let _ = write!(s, "    /// C++ `{cpp}(MI, Value, STI)` (a `PostEncoderMethod`): adjusts the\n    /// finished word.\n    fn {rust}(&mut self, value: Bits) -> Bits;\n");
        } else {
            let _ = write!(s, "    /// C++ `{cpp}(MI, op, Fixups, STI)` (an `EncoderMethod`).\n    fn {rust}(&mut self, op: u32) -> Bits;\n");
        }
    }
    if has_modes {
        s.push_str("    /// C++ `STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo)`: the hardware\n    /// mode choosing among `EncodingInfos`.\n    fn hw_mode(&mut self) -> u32;\n");
    }
    s.push_str("}\n\n");

    // Constant bits.
    for (mode, rows) in &m.tables {
        let name = table_name(m, *mode);
        let doc =
            if *mode == 0 { "C++ `InstBits`".to_owned() } else { format!("C++ `InstBits_{}`", m.mode_name(*mode)) };
        let _ = writeln!(
            s,
            "/// The constant bits of every opcode ({doc}).\npub static {name}: [Bits; {}] = [",
            rows.len()
        );
        for row in rows {
            let (words, comment) = match row {
                BaseValue::Pseudo => (vec![0; nw], None),
                BaseValue::Inst(w, d) => (w.clone(), Some(rk.name_str(*d))),
            };
            s.push_str("    ");
            s.push_str(&bits_literal(&words, wide, nw));
            s.push(',');
            if let Some(c) = comment {
                let _ = write!(s, " // {c}");
            }
            s.push('\n');
        }
        s.push_str("];\n\n");
    }

    // Helper: OR a run of operand bits into the word.
    if wide {
        let _ = write!(
            s,
            "/// ORs bits `var_lo..var_lo + width` of `op` into `value` at `inst_lo`.\nfn insert(value: &mut Bits, op: &Bits, var_lo: u32, width: u32, inst_lo: u32) {{\n    for i in 0..width {{\n        let (v, t) = ((var_lo + i) as usize, (inst_lo + i) as usize);\n        if v < {bits} && t < {bits} && op[v / 64] >> (v % 64) & 1 != 0 {{\n            value[t / 64] |= 1 << (t % 64);\n        }}\n    }}\n}}\n\n",
            bits = nw * 64
        );
    } else {
        s.push_str("/// ORs bits `var_lo..var_lo + width` of `op` into `value` at `inst_lo`.\nfn insert(value: &mut Bits, op: &Bits, var_lo: u32, width: u32, inst_lo: u32) {\n    let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };\n    let run = op.checked_shr(var_lo).unwrap_or(0) & mask;\n    *value |= run.checked_shl(inst_lo).unwrap_or(0);\n}\n\n");
    }

    // encode.
    let _ = write!(
        s,
        "/// C++ `{target}MCCodeEmitter::getBinaryCodeForInstr`: the encoding of the\n/// instruction `opcode`, with operands from `e`; `None` for an opcode that has\n/// no encoding.\n#[allow(unused_variables, unused_mut)]\npub fn encode<E: {TRAIT} + ?Sized>(opcode: {opcode_ty}, e: &mut E) -> Option<Bits> {{\n    let mut value: Bits = *INST_BITS.get({index})?;\n    match ENCODE_CASE.get({index}).copied().unwrap_or(0) {{\n"
    );
    write_arms(&mut s, &encode_arms);
    s.push_str("        _ => return None,\n    }\n    Some(value)\n}\n\n");

    // operand_bit_offset.
    let mode_param = if has_modes { ", hw_mode: u32" } else { "" };
    let _ = write!(
        s,
        "/// C++ `{target}MCCodeEmitter::getOperandBitOffset`: the lowest instruction bit\n/// that machine operand `op_num` of `opcode` occupies; `None` if it is not\n/// encoded (or the opcode is unknown).\n#[allow(unused_variables)]\npub fn operand_bit_offset(opcode: {opcode_ty}, op_num: u32{mode_param}) -> Option<u32> {{\n    match OFFSET_CASE.get({index}).copied().unwrap_or(0) {{\n"
    );
    write_arms(&mut s, &offset_arms);
    s.push_str("        _ => None,\n    }\n}\n\n");
    case_table(&mut s, "ENCODE_CASE", "`encode`", &encode_arms, num_opcodes);
    case_table(&mut s, "OFFSET_CASE", "`operand_bit_offset`", &offset_arms, num_opcodes);

    format_chunks(&format!("Machine code emitter for {target}"), "gen-emitter", rk, vec![Chunk::Text(s)])
}

fn table_name(m: &FixedModel, mode: u32) -> String {
    if mode == 0 {
        "INST_BITS".to_owned()
    } else {
        format!("INST_BITS_{}", crate::support::rust::names::screaming(m.mode_name(mode)))
    }
}

fn bits_literal(words: &[u64], wide: bool, nw: usize) -> String {
    if !wide {
        return format!("{:#x}", words.first().copied().unwrap_or(0));
    }
    let mut w = words.to_vec();
    w.resize(nw, 0);
    let parts: Vec<String> = w.iter().map(|x| format!("{x:#x}")).collect();
    format!("[{}]", parts.join(", "))
}

/// The arms of a dispatch on case numbers (1.., in `arms` order), each
/// under comments naming its opcodes, as C++ lists `case` labels.
///
/// A `match` on the opcodes themselves, with or-patterns of up to 40k
/// constants, costs rustc 40 s on AMDGPU; a table from opcode to case number
/// and a `match` on dense integers costs under a second.
fn write_arms(s: &mut String, arms: &BTreeMap<String, Vec<(u32, &str)>>) {
    for (k, (body, names)) in arms.iter().enumerate() {
        for (_, n) in names {
            s.push_str("        // ");
            s.push_str(n);
            s.push('\n');
        }
        let _ = writeln!(s, "        {} => {{", k + 1);
        s.push_str(body);
        s.push_str("        }\n");
    }
}

/// `static NAME: [uN; num_opcodes]`: for each opcode, its arm in `arms`
/// (numbered from 1 in order; 0 for an opcode without a case).
fn case_table(s: &mut String, name: &str, what: &str, arms: &BTreeMap<String, Vec<(u32, &str)>>, num_opcodes: usize) {
    let mut case = vec![0usize; num_opcodes];
    for (k, (_, names)) in arms.iter().enumerate() {
        for &(v, _) in names {
            if let Some(c) = case.get_mut(v as usize) {
                *c = k + 1;
            }
        }
    }
    let ty = if arms.len() <= usize::from(u8::MAX) {
        "u8"
    } else if arms.len() <= usize::from(u16::MAX) {
        "u16"
    } else {
        "u32"
    };
    let _ = writeln!(s, "/// The arm of {what} each opcode takes, by opcode number (0: no encoding).");
    let _ = writeln!(s, "static {name}: [{ty}; {num_opcodes}] = [");
    for row in case.chunks(16) {
        s.push_str("    ");
        for (i, c) in row.iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            let _ = write!(s, "{c},");
        }
        s.push('\n');
    }
    s.push_str("];\n");
}

/// The `encode` and `operand_bit_offset` arm bodies of one instruction.
fn case_bodies(m: &FixedModel, case: &InstCase, methods: &mut Methods, index: &str) -> (String, String) {
    let mut enc = String::new();
    let mut off = String::new();
    match case {
        InstCase::Single(e) => {
            encoding_body(e, methods, "            ", &mut enc);
            offset_body(e, "            ", &mut off);
        }
        InstCase::ByHwMode(modes) => {
            enc.push_str("            match e.hw_mode() {\n");
            off.push_str("            match hw_mode {\n");
            for (mode, e) in modes {
                let table = table_name(m, *mode);
                let _ =
                    writeln!(enc, "                {mode} => {{\n                    value = *{table}.get({index})?;");
                encoding_body(e, methods, "                    ", &mut enc);
                enc.push_str("                }\n");
                let _ = writeln!(off, "                {mode} => {{");
                offset_body(e, "                    ", &mut off);
                off.push_str("                }\n");
            }
            enc.push_str("                _ => return None,\n            }\n");
            off.push_str("                _ => None,\n            }\n");
        }
    }
    (enc, off)
}

fn encoding_body(e: &EncodingCase, methods: &mut Methods, pad: &str, out: &mut String) {
    for op in &e.operands {
        let call = match &op.encoder {
            Some(m) => format!("e.{}({})", methods.get(m, false), op.flat_index),
            None => format!("e.machine_op_value({})", op.flat_index),
        };
        let _ = writeln!(out, "{pad}// op: {}\n{pad}let op = {call};", op.field);
        for r in &op.runs {
            let _ = writeln!(out, "{pad}insert(&mut value, &op, {}, {}, {});", r.var_lo, r.width, r.inst_lo);
        }
    }
    if let Some(p) = &e.post_encoder {
        let _ = writeln!(out, "{pad}value = e.{}(value);", methods.get(p, true));
    }
}

fn offset_body(e: &EncodingCase, pad: &str, out: &mut String) {
    if e.operands.is_empty() {
        let _ = writeln!(out, "{pad}None");
        return;
    }
    let _ = writeln!(out, "{pad}match op_num {{");
    // Two fields naming one operand would be duplicate `case`s in C++ (which
    // does not compile); here the first wins.
    let mut seen = Vec::new();
    for op in &e.operands {
        if seen.contains(&op.flat_index) {
            continue;
        }
        seen.push(op.flat_index);
        let _ = writeln!(out, "{pad}    {} => Some({}), // {}", op.flat_index, op.bit_offset(), op.field);
    }
    let _ = writeln!(out, "{pad}    _ => None,\n{pad}}}");
}
