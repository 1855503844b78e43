//! The Rust writer of `-gen-disassembler`: the decoder tables as the
//! runtime's `mc::Decoders` interpreter reads them, and the trait of the
//! target's decoder methods.
//!
//! - `feature`: the subtarget features the predicates test, by LLVM's
//!   numbers; `method`: the decoder methods, numbered in order of first
//!   use;
//! - `DECODER_TABLE_<Namespace><Bits>`: LLVM's byte-coded tables, one
//!   entry per line, listed in `DECODER_TABLES`;
//! - `DECODER_PROGRAMS`: per decoder index, the steps that build the
//!   operands (the cases of C++ `decodeToMCInst`) in the runtime's `step`
//!   byte code, one per line, with `DECODER_PROGRAM_STARTS`.
//!
//! Tables and programs are byte strings: rustc reads them far faster than
//! arrays or nested slices (AMDGPU's took 17 s and 430 MB to compile as
//! arrays of `op::*` entries and `Step` values);
//! - `DecoderHooks`: one method per C++ decoder method the programs call
//!   (an operand's, given its encoded value; or a whole instruction's,
//!   given the word), and `has_feature` where predicates test features;
//! - `decode`, which runs a table over a word with the user's hooks behind
//!   `Dispatch`, the adapter the runtime calls predicates and methods by
//!   number through.
//!
//! Instructions are `tablegen_runtime::mc::Inst` with LLVM's opcode
//! numbers, as the printer module prints them.

use std::collections::HashMap;
use std::fmt::Write as _;

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;
use tablegen_runtime::mc::step;

use crate::backend::Options;
use crate::model::codegen::FeatureNumbers;
use crate::model::decoder::encodings::{FeatureCond, OpInfo};
use crate::model::decoder::table;
use crate::model::decoder::Decoder;
use crate::support::rust::names::{escape_keyword, snake, Namer};
use crate::support::rust::runtime::{forwarders, imports, Forward};
use crate::support::rust::{format_chunks, Chunk, Writer};

/// The runtime items the module re-exports: those its items mention and
/// those a caller of `decode` names.
const MC_IMPORTS: (&str, &[&str]) = (
    "mc",
    &[
        "op",
        "step",
        "DecodeError",
        "DecodeStatus",
        "DecodeTarget",
        "Decoded",
        "DecoderTable",
        "Decoders",
        "InsnWord",
        "Inst",
    ],
);

/// A decoder method: its C++ name and whether it decodes the whole
/// instruction (given the word) rather than one operand (given its value).
type MethodKey = (String, bool);

/// The decoder methods the programs call, numbered in order of first use.
#[derive(Default)]
struct Methods {
    keys: Vec<MethodKey>,
    index: HashMap<MethodKey, u16>,
    /// Per method, its `method::` constant and its hook's name.
    names: Vec<(String, String)>,
    /// Per method, the number of programs calling it.
    uses: Vec<usize>,
}

impl Methods {
    fn number(&mut self, name: &str, insn: bool) -> u16 {
        let key = (name.to_owned(), insn);
        if let Some(&n) = self.index.get(&key) {
            self.uses[usize::from(n)] += 1;
            return n;
        }
        let n = self.keys.len() as u16;
        self.keys.push(key.clone());
        self.index.insert(key, n);
        self.uses.push(1);
        n
    }

    /// Names the hooks and their constants (the hook's name in capitals);
    /// a method used both ways gets `_insn` after its whole-instruction
    /// hook.
    fn name(&mut self) {
        let mut hooks = Namer::default();
        hooks.reserve("has_feature");
        let both =
            |n: &String| self.index.contains_key(&(n.clone(), false)) && self.index.contains_key(&(n.clone(), true));
        self.names = self
            .keys
            .iter()
            .map(|(n, insn)| {
                let suffix = if *insn && both(n) { "_insn" } else { "" };
                let h = hooks.unique(escape_keyword(format!("{}{suffix}", snake(n))));
                (h.trim_start_matches("r#").to_uppercase(), h)
            })
            .collect();
    }
}

/// One program (as `decoder_text` writes its C++) in the runtime's `step`
/// byte code, numbering the methods it calls.
fn program(ops: &[OpInfo], methods: &mut Methods) -> Vec<u8> {
    let mut out = Vec::new();
    for op in ops {
        if op.fields.is_empty() && !op.decoder.is_empty() {
            out.push(if op.complete { step::INSN } else { step::TRY_INSN });
            table::uleb(&mut out, u64::from(methods.number(&op.decoder, true)));
            return out;
        }
        if op.init != 0 {
            out.push(step::INIT);
            table::uleb(&mut out, op.init);
        }
        if op.decoder.is_empty() {
            out.push(step::IMM);
        } else {
            out.push(if op.complete { step::CALL } else { step::TRY_CALL });
            table::uleb(&mut out, u64::from(methods.number(&op.decoder, false)));
        }
        table::uleb(&mut out, op.fields.len() as u64);
        for f in &op.fields {
            table::uleb(&mut out, u64::from(f.base));
            table::uleb(&mut out, u64::from(f.width));
            table::uleb(&mut out, u64::from(f.offset));
        }
    }
    out.push(step::END);
    out
}

/// Appends `bytes` as one line of a byte string (after a line
/// continuation), each byte escaped.
fn byte_line(line: &mut String, bytes: &[u8]) {
    line.push_str("    ");
    for b in bytes {
        let _ = write!(line, "\\x{b:02x}");
    }
    line.push('\\');
}

/// A predicate as a Rust condition over `h.has_feature`.
fn condition(c: &FeatureCond, feature: &dyn Fn(&FeatureCond) -> String, top: bool) -> String {
    match c {
        FeatureCond::Feature(_) => feature(c),
        FeatureCond::Not(inner) => format!("!{}", condition(inner, feature, false)),
        FeatureCond::All(cs) | FeatureCond::Any(cs) => {
            if cs.is_empty() {
                return "true".to_owned();
            }
            let sep = if matches!(c, FeatureCond::All(_)) { " && " } else { " || " };
            let parts: Vec<String> = cs.iter().map(|c| condition(c, feature, false)).collect();
            let text = parts.join(sep);
            if top || cs.len() == 1 {
                text
            } else {
                format!("({text})")
            }
        }
    }
}

/// `-gen-disassembler --rust` (see the module docs).
pub(super) fn write(rk: &RecordKeeper, t: &str, d: &Decoder, feature_bits: &FeatureNumbers, opts: &Options) -> String {
    let mut w = Writer::append_to(imports(opts.rust_runtime(), &[MC_IMPORTS]));
    w.blank();

    // The features the predicates test.
    let mut features: Vec<(u32, String)> = Vec::new();
    fn collect(c: &FeatureCond, out: &mut Vec<RecId>) {
        match c {
            FeatureCond::Feature(f) => out.push(*f),
            FeatureCond::Not(c) => collect(c, out),
            FeatureCond::All(cs) | FeatureCond::Any(cs) => cs.iter().for_each(|c| collect(c, out)),
        }
    }
    let mut used = Vec::new();
    for p in &d.predicates {
        collect(&p.cond, &mut used);
    }
    for f in used {
        features.push((feature_bits.number(f).unwrap_or(0), rk.name_str(f).to_owned()));
    }
    features.sort();
    features.dedup();
    if !features.is_empty() {
        w.doc(&format!(
            "The subtarget features the predicates test, by LLVM's numbers (C++ `{t}::Feature*`, the bits of\n`MCSubtargetInfo::getFeatureBits`)."
        ));
        w.line("#[allow(dead_code, non_upper_case_globals)]");
        w.block("pub mod feature {", "}", |w| {
            for (bit, name) in &features {
                w.doc(&format!("C++ `{t}::{name}`."));
                w.line(format_args!("pub const {name}: u32 = {bit};"));
            }
        });
        w.blank();
    }

    // The programs, numbering the methods they call.
    let mut methods = Methods::default();
    let programs: Vec<Vec<u8>> = d.decoders.iter().map(|c| program(&c.ops, &mut methods)).collect();
    methods.name();
    if !methods.keys.is_empty() {
        w.doc("The decoder methods the programs call, by number.");
        w.line("#[allow(dead_code)]");
        w.block("pub mod method {", "}", |w| {
            for (i, ((cpp, _), (c, _))) in methods.keys.iter().zip(&methods.names).enumerate() {
                w.doc(&format!("C++ `{cpp}`."));
                w.line(format_args!("pub const {c}: u16 = {i};"));
            }
        });
        w.blank();
    }

    // The tables, one entry per line: byte strings, which rustc reads
    // far faster than arrays (AMDGPU's tables hold 77,000 entries).
    let mut table_names = Vec::new();
    for dt in &d.tables {
        let name = format!("DECODER_TABLE_{}{}", dt.namespace.to_uppercase(), dt.bit_width);
        w.doc(&format!(
            "C++ `DecoderTable{}{}`: the {}-bit instructions of decoder namespace `{}`, one\n\
             entry (`op::*` and its operands) per line, as the C++ lists them.",
            dt.namespace, dt.bit_width, dt.bit_width, dt.namespace
        ));
        w.line("#[allow(dead_code)]");
        w.line(format_args!("pub static {name}: &[u8] = b\"\\"));
        for e in table::entries(&dt.bytes) {
            let mut line = String::new();
            byte_line(&mut line, &dt.bytes[e.at..e.at + e.len]);
            w.raw(&line);
            w.raw("\n");
        }
        w.line("\";");
        w.blank();
        table_names.push((name, dt.namespace.clone(), dt.bit_width));
    }
    w.doc("Every table: its C++ name, the width of the words it decodes and its bytes.");
    w.line("#[allow(dead_code)]");
    w.line("pub static DECODER_TABLES: &[DecoderTable] = &[");
    for (name, ns, bits) in &table_names {
        w.line(format_args!("    DecoderTable {{ name: \"DecoderTable{ns}{bits}\", bits: {bits}, bytes: {name} }},"));
    }
    w.line("];");
    w.blank();

    w.doc(
        "The cases of C++ `decodeToMCInst`: per decoder index, the steps that build the\n\
         operands (`step::*` byte code; methods are `method::*` numbers), one per line.",
    );
    w.line("#[allow(dead_code)]");
    w.line("pub static DECODER_PROGRAMS: &[u8] = b\"\\");
    let mut starts = Vec::with_capacity(programs.len());
    let mut at = 0usize;
    for p in &programs {
        starts.push(at);
        at += p.len();
        let mut line = String::new();
        byte_line(&mut line, p);
        w.raw(&line);
        w.raw("\n");
    }
    w.line("\";");
    w.blank();
    w.doc("Where each program of `DECODER_PROGRAMS` starts, by decoder index.");
    w.line("#[allow(dead_code)]");
    w.line(format_args!("pub static DECODER_PROGRAM_STARTS: [u32; {}] = [", starts.len()));
    for chunk in starts.chunks(16) {
        let row: Vec<String> = chunk.iter().map(|s| s.to_string()).collect();
        w.line(format_args!("    {},", row.join(", ")));
    }
    w.line("];");
    w.blank();
    w.doc("The programs, as the runtime's interpreter reads them.");
    w.line("#[allow(dead_code)]");
    w.line("pub static DECODERS: Decoders = Decoders { programs: DECODER_PROGRAMS, starts: &DECODER_PROGRAM_STARTS };");
    w.blank();

    // The hooks.
    w.doc(&format!(
        "What decoding asks of the target: the decoder methods of C++ `{t}Disassembler.cpp`\n\
         (written by hand in LLVM), and the subtarget's features."
    ));
    w.line("#[allow(dead_code)]");
    w.block("pub trait DecoderHooks {", "}", |w| {
        if !features.is_empty() {
            w.doc(&format!(
                "Whether the subtarget has feature `bit` (C++ `Bits[{t}::Feature*]`; bits are `feature::*`)."
            ));
            w.line("fn has_feature(&self, bit: u32) -> bool;");
        }
        for (((cpp, insn), (_, hook)), uses) in methods.keys.iter().zip(&methods.names).zip(&methods.uses) {
            let programs = if *uses == 1 { "1 program".to_owned() } else { format!("{uses} programs") };
            if *insn {
                w.doc(&format!(
                    "C++ `{cpp}(MI, insn, Address, Decoder)`: decodes the whole instruction from the\n\
                     word `insn` into `inst`, whose opcode is set ({programs})."
                ));
                w.line(format_args!(
                    "fn {hook}(&mut self, inst: &mut Inst, insn: u128, address: u64) -> DecodeStatus;"
                ));
            } else {
                w.doc(&format!(
                    "C++ `{cpp}(MI, tmp, Address, Decoder)`: adds to `inst` the operand whose encoded\n\
                     bits are `value` ({programs})."
                ));
                w.line(format_args!(
                    "fn {hook}(&mut self, inst: &mut Inst, value: u64, address: u64) -> DecodeStatus;"
                ));
            }
        }
    });
    w.blank();

    w.doc("The runtime's [`DecodeTarget`] (predicates and methods by number) of a\n[`DecoderHooks`] implementor.");
    w.line("#[allow(dead_code)]");
    w.line("pub struct Dispatch<'a, H: ?Sized>(pub &'a mut H);");
    w.blank();
    w.block("impl<H: DecoderHooks + ?Sized> DecodeTarget for Dispatch<'_, H> {", "}", |w| {
        w.block("fn check_predicate(&self, index: u32) -> bool {", "}", |w| {
            if d.predicates.is_empty() {
                w.line("let _ = index;");
                w.line("false");
                return;
            }
            w.line("let h = &*self.0;");
            w.block("match index {", "}", |w| {
                let feature = |c: &FeatureCond| match c {
                    FeatureCond::Feature(f) => format!("h.has_feature(feature::{})", rk.name_str(*f)),
                    _ => String::new(),
                };
                for (i, p) in d.predicates.iter().enumerate() {
                    w.line(format_args!("{i} => {},", condition(&p.cond, &feature, true)));
                }
                w.line("_ => false,");
            });
        });
        for insn in [false, true] {
            let (fname, arg) = if insn { ("call_insn", "insn: u128") } else { ("call", "value: u64") };
            let argname = if insn { "insn" } else { "value" };
            w.block(
                format_args!(
                    "fn {fname}(&mut self, method: u16, inst: &mut Inst, {arg}, address: u64) -> DecodeStatus {{"
                ),
                "}",
                |w| {
                    let arms: Vec<(usize, &str, &str)> = methods
                        .keys
                        .iter()
                        .zip(&methods.names)
                        .enumerate()
                        .filter(|(_, ((_, k), _))| *k == insn)
                        .map(|(i, (_, (c, h)))| (i, c.as_str(), h.as_str()))
                        .collect();
                    if arms.is_empty() {
                        w.line(format_args!("let _ = (method, inst, {argname}, address);"));
                        w.line("DecodeStatus::Fail");
                        return;
                    }
                    w.block("match method {", "}", |w| {
                        for (_, c, h) in &arms {
                            w.line(format_args!("method::{c} => self.0.{h}(inst, {argname}, address),"));
                        }
                        w.line("_ => DecodeStatus::Fail,");
                    });
                },
            );
        }
    });
    w.blank();
    forwarders(
        &mut w,
        true,
        &[Forward {
            doc: &format!(
                "Decodes the word `insn` at `address` with `table` (one of `DECODER_TABLES`),\n\
                 calling `hooks` for predicates and decoder methods: C++ `decodeInstruction(table,\n\
                 MI, insn, Address, this, STI)` in `{t}Disassembler::getInstruction`. `W` is the\n\
                 C++ `InsnType` the target reads words as (operand values are computed in it)."
            ),
            signature: "decode<W: InsnWord, H: DecoderHooks + ?Sized>(table: &[u8], insn: W, address: u64, hooks: &mut H) -> Result<Decoded, DecodeError>",
            call: "DECODERS.decode(table, insn, address, &mut Dispatch(hooks))",
        }],
    );
    let mut s = w.finish();
    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks(&format!("{t} Disassembler"), "gen-disassembler", rk, vec![Chunk::Text(s)])
}
