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

use tablegen_core::RecordKeeper;

use crate::model::encoding::{BaseValue, EncodingCase, FixedModel, InstCase};
use crate::support::rust::names::{escape_keyword, snake, Namer};
use crate::support::rust::runtime::version_check;
use crate::support::rust::{format_chunks, Chunk, Writer};

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
pub(crate) fn write(rk: &RecordKeeper, m: &FixedModel, shared: Option<&SharedOpcodes>, runtime: &str) -> String {
    let wide = m.use_apint();
    let nw = m.num_words().max(1) as usize;
    let has_modes = !m.hw_modes.is_empty();
    let target = &m.target;
    let mut w = Writer::new();

    // The runs of operand bits are ORed in by the runtime's `insert`.
    w.line("// `insert` is tablegen-runtime's (the runtime crate is a dependency of the");
    w.line("// crate that includes this module).");
    w.line("#[allow(unused_imports)]");
    w.line(format_args!("use {runtime}::encode::insert;"));
    w.blank();
    w.raw(&version_check(runtime));

    if wide {
        w.doc(&format!(
            "An instruction word of {target}: {} bits, least significant word first\n(the C++ code's `APInt`).",
            m.bit_width
        ));
        w.line(format_args!("pub type Bits = [u64; {nw}];"));
    } else {
        w.doc(&format!("An instruction word of {target} (at most 64 bits)."));
        w.line("pub type Bits = u64;");
    }
    w.blank();

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
            w.doc("The opcode numbers of the encoded instructions (C++ `<Namespace>::<Name>`).");
            w.line("#[allow(non_upper_case_globals)]");
            let mut by_value: Vec<_> = m.cases.iter().map(|(n, d, v, _)| (*v, n.as_str(), *d)).collect();
            by_value.sort_unstable();
            w.block("pub mod opcode {", "}", |w| {
                for (v, cpp, def) in by_value {
                    let c = op_names.unique(escape_keyword(rk.name_str(def).to_owned()));
                    w.doc(&format!("C++ `{cpp}`."));
                    w.line(format_args!("pub const {c}: u32 = {v};"));
                    const_of.insert(def, format!("opcode::{c}"));
                }
            });
            w.blank();
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
    w.doc(&format!(
        "The target-specific parts of the encoder, implemented by the user\n(in C++, methods of `{target}MCCodeEmitter` and `MCSubtargetInfo`). `op` is the\nflat machine-operand number."
    ));
    w.block(format_args!("pub trait {TRAIT} {{"), "}", |w| {
        w.doc("C++ `getMachineOpValue(MI, MI.getOperand(op), Fixups, STI)`: the encoding\nof an operand without a custom encoder.");
        w.line("fn machine_op_value(&mut self, op: u32) -> Bits;");
        for (cpp, rust, post) in &methods.order {
            if *post {
                w.doc(&format!("C++ `{cpp}(MI, Value, STI)` (a `PostEncoderMethod`): adjusts the\nfinished word."));
                w.line(format_args!("fn {rust}(&mut self, value: Bits) -> Bits;"));
            } else {
                w.doc(&format!("C++ `{cpp}(MI, op, Fixups, STI)` (an `EncoderMethod`)."));
                w.line(format_args!("fn {rust}(&mut self, op: u32) -> Bits;"));
            }
        }
        if has_modes {
            w.doc("C++ `STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo)`: the hardware\nmode choosing among `EncodingInfos`.");
            w.line("fn hw_mode(&mut self) -> u32;");
        }
    });
    w.blank();

    // Constant bits.
    for (mode, rows) in &m.tables {
        let name = table_name(m, *mode);
        let doc =
            if *mode == 0 { "C++ `InstBits`".to_owned() } else { format!("C++ `InstBits_{}`", m.mode_name(*mode)) };
        w.doc(&format!("The constant bits of every opcode ({doc})."));
        let len = rows.len();
        let rows = rows.iter().map(|row| match row {
            BaseValue::Pseudo => (bits_literal(&vec![0; nw], wide, nw), None),
            BaseValue::Inst(words, d) => (bits_literal(words, wide, nw), Some(rk.name_str(*d))),
        });
        w.table(format_args!("pub static {name}: [Bits; {}] = [", len), "];", rows);
        w.blank();
    }

    // encode.
    w.doc(&format!(
        "C++ `{target}MCCodeEmitter::getBinaryCodeForInstr`: the encoding of the\ninstruction `opcode`, with operands from `e`; `None` for an opcode that has\nno encoding."
    ));
    w.line("#[allow(unused_variables, unused_mut)]");
    w.block(
        format_args!("pub fn encode<E: {TRAIT} + ?Sized>(opcode: {opcode_ty}, e: &mut E) -> Option<Bits> {{"),
        "}",
        |w| {
            w.line(format_args!("let mut value: Bits = *INST_BITS.get({index})?;"));
            w.block(format_args!("match ENCODE_CASE.get({index}).copied().unwrap_or(0) {{"), "}", |w| {
                write_arms(w, &encode_arms);
                w.line("_ => return None,");
            });
            w.line("Some(value)");
        },
    );
    w.blank();

    // operand_bit_offset.
    let mode_param = if has_modes { ", hw_mode: u32" } else { "" };
    w.doc(&format!(
        "C++ `{target}MCCodeEmitter::getOperandBitOffset`: the lowest instruction bit\nthat machine operand `op_num` of `opcode` occupies; `None` if it is not\nencoded (or the opcode is unknown)."
    ));
    w.line("#[allow(unused_variables)]");
    w.block(
        format_args!("pub fn operand_bit_offset(opcode: {opcode_ty}, op_num: u32{mode_param}) -> Option<u32> {{"),
        "}",
        |w| {
            w.block(format_args!("match OFFSET_CASE.get({index}).copied().unwrap_or(0) {{"), "}", |w| {
                write_arms(w, &offset_arms);
                w.line("_ => None,");
            });
        },
    );
    w.blank();
    case_table(&mut w, "ENCODE_CASE", "`encode`", &encode_arms, num_opcodes);
    case_table(&mut w, "OFFSET_CASE", "`operand_bit_offset`", &offset_arms, num_opcodes);

    format_chunks(&format!("Machine code emitter for {target}"), "gen-emitter", rk, vec![Chunk::Text(w.finish())])
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
fn write_arms(w: &mut Writer, arms: &BTreeMap<String, Vec<(u32, &str)>>) {
    for (k, (body, names)) in arms.iter().enumerate() {
        for (_, n) in names {
            w.line(format_args!("// {n}"));
        }
        w.line(format_args!("{} => {{", k + 1));
        w.raw(body);
        w.line("}");
    }
}

/// `static NAME: [uN; num_opcodes]`: for each opcode, its arm in `arms`
/// (numbered from 1 in order; 0 for an opcode without a case), 16 a line.
fn case_table(w: &mut Writer, name: &str, what: &str, arms: &BTreeMap<String, Vec<(u32, &str)>>, num_opcodes: usize) {
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
    w.doc(&format!("The arm of {what} each opcode takes, by opcode number (0: no encoding)."));
    w.block(format_args!("static {name}: [{ty}; {num_opcodes}] = ["), "];", |w| {
        for row in case.chunks(16) {
            let cells: Vec<String> = row.iter().map(|c| format!("{c},")).collect();
            w.line(cells.join(" "));
        }
    });
}

/// The `encode` and `operand_bit_offset` arm bodies of one instruction,
/// written at the arms' depth.
fn case_bodies(m: &FixedModel, case: &InstCase, methods: &mut Methods, index: &str) -> (String, String) {
    let mut enc = Writer::at_depth(3);
    let mut off = Writer::at_depth(3);
    match case {
        InstCase::Single(e) => {
            encoding_body(e, methods, &mut enc);
            offset_body(e, &mut off);
        }
        InstCase::ByHwMode(modes) => {
            enc.block("match e.hw_mode() {", "}", |enc| {
                for (mode, e) in modes {
                    let table = table_name(m, *mode);
                    enc.block(format_args!("{mode} => {{"), "}", |enc| {
                        enc.line(format_args!("value = *{table}.get({index})?;"));
                        encoding_body(e, methods, enc);
                    });
                }
                enc.line("_ => return None,");
            });
            off.block("match hw_mode {", "}", |off| {
                for (mode, e) in modes {
                    off.block(format_args!("{mode} => {{"), "}", |off| offset_body(e, off));
                }
                off.line("_ => None,");
            });
        }
    }
    (enc.finish(), off.finish())
}

fn encoding_body(e: &EncodingCase, methods: &mut Methods, w: &mut Writer) {
    for op in &e.operands {
        let call = match &op.encoder {
            Some(m) => format!("e.{}({})", methods.get(m, false), op.flat_index),
            None => format!("e.machine_op_value({})", op.flat_index),
        };
        w.line(format_args!("// op: {}", op.field));
        w.line(format_args!("let op = {call};"));
        for r in &op.runs {
            w.line(format_args!("insert(&mut value, &op, {}, {}, {});", r.var_lo, r.width, r.inst_lo));
        }
    }
    if let Some(p) = &e.post_encoder {
        w.line(format_args!("value = e.{}(value);", methods.get(p, true)));
    }
}

fn offset_body(e: &EncodingCase, w: &mut Writer) {
    if e.operands.is_empty() {
        w.line("None");
        return;
    }
    w.block("match op_num {", "}", |w| {
        // Two fields naming one operand would be duplicate `case`s in C++
        // (which does not compile); here the first wins.
        let mut seen = Vec::new();
        for op in &e.operands {
            if seen.contains(&op.flat_index) {
                continue;
            }
            seen.push(op.flat_index);
            w.line(format_args!("{} => Some({}), // {}", op.flat_index, op.bit_offset(), op.field));
        }
        w.line("_ => None,");
    });
}
