//! `-gen-toy-asm`: a TableGen backend of our own, written against the
//! record API of `tablegen-core` and run by `tablegen-build` exactly like the
//! built-in backends.
//!
//! For every def derived from `ToyInst` it works out, from the `bits<32> Inst`
//! field, which bits of the instruction word are fixed and where each
//! operand's bits go, and writes a table an assembler and disassembler can be
//! driven by: record name, mnemonic, assembly string, format, fixed mask and
//! bits, and per operand (in assembly-string order) the runs of instruction
//! bits it occupies. The Rust output also holds the generic `encode`,
//! `operand` and `decode` functions that read that table; the C++ output holds
//! the same data as flat arrays, the way LLVM's own `.inc` files do.
//!
//! # Writing a backend
//!
//! A backend is a type implementing [`Backend`]:
//!
//! 1. [`Backend::flag`] is its `llvm-tblgen` action without the dash
//!    (`gen-toy-asm`) and [`Backend::languages`] says which [`Lang`]s
//!    [`Backend::emit`] can write.
//! 2. [`Backend::emit`] gets the evaluated records, [`Records`], a read-only
//!    view of the [`RecordKeeper`]: every class and
//!    def after all `let`s, `foreach`es, `defm`s and template arguments have
//!    been resolved. Find your records with
//!    [`RecordKeeper::all_derived_definitions`] (sorted by name, as LLVM's
//!    `getAllDerivedDefinitions`) and read their fields with the typed
//!    getters (`value_as_string`, `value_as_bits`, `value_as_def`, ...), or
//!    look at raw values through [`RecordKeeper::field`] and `rk.inits`.
//! 3. Problems with the input are reported against the records that cause
//!    them, with [`Records::error`] (or `warning`, `note`, `fatal`) and
//!    the record's locations. The diagnostics go to the view's sink; whoever runs the
//!    backend (the `tablegen` CLI, [`tablegen_build::Builder`],
//!    [`tablegen_build::Session`]) renders them like llvm-tblgen does,
//!    `file:line:col: error: message` with the source line and a caret.
//!    After reporting, return [`backend::Error::Reported`]. Reporting every
//!    problem before giving up, as this backend does, saves the user a
//!    fix-and-rerun cycle per mistake.
//! 4. On success, return the text of the output file. How you build it is up
//!    to you; this backend writes it with `format!`, and borrows the banner
//!    of the built-in writers ([`tablegen_build::support::rust::format_chunks`],
//!    [`tablegen_build::support::cpp::source_file_header`]).
//!
//! Keeping analysis (`analyze`) separate from writing (`write_rust`,
//! `write_cpp`) means both languages see the same checked model, and that
//! errors are reported once whichever language is asked for.

use std::fmt::Write as _;

use tablegen_build::backend::{self, Backend, Lang, Options, Records};
use tablegen_build::support::rust::Chunk;
use tablegen_build::tablegen_core::init::{Init, InitKind};
use tablegen_build::tablegen_core::record::RecId;
use tablegen_build::tablegen_core::RecordKeeper;

/// The class whose defs are instructions.
const INST_CLASS: &str = "ToyInst";
/// The `bits<n>` field holding the encoding.
const INST_FIELD: &str = "Inst";

/// The `-gen-toy-asm` backend (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct ToyAsmBackend;

impl Backend for ToyAsmBackend {
    fn flag(&self) -> &'static str {
        "gen-toy-asm"
    }

    fn description(&self) -> &'static str {
        "Generate the toy assembler's encoding tables"
    }

    fn languages(&self) -> &'static [Lang] {
        &[Lang::Rust, Lang::Cpp]
    }

    fn emit(&self, rk: &mut Records<'_>, _: &Options, lang: Lang) -> backend::Result<String> {
        let insts = analyze(rk)?;
        Ok(match lang {
            Lang::Rust => write_rust(rk, &insts),
            Lang::Cpp => write_cpp(rk, &insts),
        })
    }
}

// ---------------------------------------------------------------- analysis

/// One instruction, checked.
#[derive(Debug)]
struct InstRecord {
    /// The def's name (`ADDrr`).
    record: String,
    mnemonic: String,
    asm_string: String,
    /// The name of the def in the `Format` field (`FormatR`).
    format: String,
    /// Bits that are the same in every encoding of the instruction...
    fixed_mask: u64,
    /// ...and their values.
    fixed_bits: u64,
    /// In the order the assembly string names them.
    operands: Vec<Operand>,
}

/// An operand: a `bits<n>` field named `$name` in the assembly string.
#[derive(Debug)]
struct Operand {
    name: String,
    width: u32,
    runs: Vec<BitRun>,
}

/// Operand bits `operand_lsb .. operand_lsb + width` placed at instruction
/// bits `inst_lsb .. inst_lsb + width`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct BitRun {
    inst_lsb: u32,
    operand_lsb: u32,
    width: u32,
}

/// What one bit of `Inst` holds after evaluation.
enum InstBit<'a> {
    Fixed(bool),
    /// Bit `bit` of the field `field`.
    Field {
        field: &'a str,
        bit: u32,
    },
    /// `?`: nothing assigned it.
    Unset,
    /// Anything else: a computed value the backend cannot take apart.
    /// The front end already rejects those in ordinary fields ("could not
    /// be fully resolved"); only a `field bits<n> Inst` could hold one.
    Other,
}

fn classify(rk: &RecordKeeper, bit: Init) -> InstBit<'_> {
    match *rk.inits.kind(bit) {
        InitKind::Bit(b) => InstBit::Fixed(b),
        InitKind::Unset => InstBit::Unset,
        // `let Inst{25-22} = rd;` leaves `rd{0}`..`rd{3}` in `Inst` as long
        // as `rd` itself is unset, which is what makes `rd` an operand.
        InitKind::VarBit { var, bit: n } => match *rk.inits.kind(var) {
            InitKind::Var { name, .. } => match rk.inits.as_str(name) {
                Some(field) => InstBit::Field { field, bit: n },
                None => InstBit::Other,
            },
            _ => InstBit::Other,
        },
        _ => InstBit::Other,
    }
}

/// Reads and checks every instruction; reports every problem found (not
/// just the first) and then fails with [`backend::Error::Reported`].
fn analyze(rk: &mut Records<'_>) -> backend::Result<Vec<InstRecord>> {
    let defs = match rk.all_derived_definitions(INST_CLASS) {
        Ok(defs) => defs,
        Err(msg) => {
            // No location: the class is missing from the whole input.
            rk.fatal(&[], msg.trim_end());
            return Err(backend::Error::Reported);
        }
    };
    let errors_before = rk.error_count();
    let mut insts = Vec::with_capacity(defs.len());
    let mut recs = Vec::with_capacity(defs.len());
    for def in defs {
        match inspect(rk, def) {
            Ok(inst) => {
                insts.push(inst);
                recs.push(def);
            }
            Err(problems) => {
                let locs = rk.record(def).locs.clone();
                for msg in problems {
                    rk.error(&locs, msg);
                }
            }
        }
    }
    check_overlaps(rk, &insts, &recs);
    if rk.error_count() > errors_before {
        return Err(backend::Error::Reported);
    }
    // Byte order of the record name, so the generated `by_record` can
    // binary-search (the definition order sorts digits numerically).
    insts.sort_by(|a, b| a.record.cmp(&b.record));
    Ok(insts)
}

/// Everything about one def, or every reason it is malformed.
fn inspect(rk: &RecordKeeper, def: RecId) -> Result<InstRecord, Vec<String>> {
    let name = rk.name_str(def);
    // The typed getters word their errors as LLVM's `Record` getters do.
    let field_err = |e: tablegen_build::tablegen_core::record::FieldError| vec![e.msg.trim_end().to_string()];
    let mnemonic = rk.value_as_string(def, "Mnemonic").map_err(field_err)?;
    let asm_string = rk.value_as_string(def, "AsmString").map_err(field_err)?;
    let format_def = rk.value_as_def(def, "Format").map_err(field_err)?;
    let bits = rk.value_as_bits(def, INST_FIELD).map_err(field_err)?;
    if bits.len() > 64 {
        return Err(vec![format!("{INST_FIELD} of '{name}' has {} bits; at most 64 are supported", bits.len())]);
    }

    let mut problems = Vec::new();
    let names = match operand_names(asm_string) {
        Ok(names) => names,
        Err(msg) => return Err(vec![format!("in the assembly string of '{name}': {msg}")]),
    };
    let mut operands: Vec<Operand> = Vec::with_capacity(names.len());
    for op in &names {
        if operands.iter().any(|o| o.name == *op) {
            problems.push(format!("operand ${op} appears twice in the assembly string of '{name}'"));
            continue;
        }
        match rk.field(def, op).and_then(|v| rk.inits.bits_of(v.value)) {
            // Operand values are `u64` in the generated encoder.
            Some(field_bits) if field_bits.len() > 64 => problems
                .push(format!("operand ${op} of '{name}' has {} bits; at most 64 are supported", field_bits.len())),
            Some(field_bits) => {
                operands.push(Operand { name: op.clone(), width: field_bits.len() as u32, runs: Vec::new() })
            }
            None => problems.push(format!("operand ${op} of '{name}' names no bits<n> field of the record")),
        }
    }

    let (mut fixed_mask, mut fixed_bits) = (0u64, 0u64);
    // Bad bits are collected and reported as ranges, one message per
    // mistake rather than one per bit.
    let mut unset = Vec::new();
    let mut computed = Vec::new();
    let mut unnamed: Vec<(&str, Vec<u32>)> = Vec::new();
    for (k, &bit) in bits.iter().enumerate() {
        let k = k as u32;
        match classify(rk, bit) {
            InstBit::Fixed(v) => {
                fixed_mask |= 1 << k;
                fixed_bits |= u64::from(v) << k;
            }
            InstBit::Field { field, bit } => match operands.iter_mut().find(|o| o.name == field) {
                Some(op) => place(&mut op.runs, k, bit),
                // Already reported: the assembly string names the field but
                // it is not bits<n>.
                None if names.iter().any(|n| n == field) => {}
                // The encoding depends on a value the assembler never asks for.
                None => match unnamed.iter_mut().find(|(f, _)| *f == field) {
                    Some((_, ks)) => ks.push(k),
                    None => unnamed.push((field, vec![k])),
                },
            },
            InstBit::Unset => unset.push(k),
            InstBit::Other => computed.push(k),
        }
    }
    if !unset.is_empty() {
        problems.push(format!(
            "{INST_FIELD}{{{}}} of '{name}' is unset: every bit must be a constant or an operand bit",
            ranges(&unset)
        ));
    }
    if let Some(&k) = computed.first() {
        problems.push(format!(
            "{INST_FIELD}{{{}}} of '{name}' is neither a constant nor an operand bit (bit {k} is {})",
            ranges(&computed),
            rk.as_string(bits[k as usize])
        ));
    }
    for (field, ks) in &unnamed {
        problems.push(format!(
            "{INST_FIELD}{{{}}} of '{name}' comes from field '{field}', which its assembly string does not name",
            ranges(ks)
        ));
    }
    for op in &operands {
        if op.runs.is_empty() {
            problems
                .push(format!("operand ${} of '{name}' is not encoded: no bit of {INST_FIELD} comes from it", op.name));
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(InstRecord {
        record: name.to_string(),
        mnemonic: mnemonic.to_string(),
        asm_string: asm_string.to_string(),
        format: rk.name_str(format_def).to_string(),
        fixed_mask,
        fixed_bits,
        operands,
    })
}

/// Adds instruction bit `inst_bit` (taken from operand bit `operand_bit`),
/// extending the last run when both continue it. `Inst` is visited from
/// bit 0 up, so runs come out lowest instruction bit first.
fn place(runs: &mut Vec<BitRun>, inst_bit: u32, operand_bit: u32) {
    if let Some(last) = runs.last_mut() {
        if last.inst_lsb + last.width == inst_bit && last.operand_lsb + last.width == operand_bit {
            last.width += 1;
            return;
        }
    }
    runs.push(BitRun { inst_lsb: inst_bit, operand_lsb: operand_bit, width: 1 });
}

/// Bit numbers as `Inst{...}` writes them, highest first:
/// `[0, 1, 2, 7]` is `7, 2-0`.
fn ranges(bits: &[u32]) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &b in bits {
        match runs.last_mut() {
            Some((hi, _)) if *hi + 1 == b => *hi = b,
            _ => runs.push((b, b)),
        }
    }
    let text: Vec<String> =
        runs.iter().rev().map(|&(hi, lo)| if hi == lo { hi.to_string() } else { format!("{hi}-{lo}") }).collect();
    text.join(", ")
}

/// The operand names of an assembly string, in order: `$name` or `${name}`.
fn operand_names(asm: &str) -> Result<Vec<String>, String> {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut names = Vec::new();
    let mut rest = asm;
    while let Some(dollar) = rest.find('$') {
        rest = &rest[dollar + 1..];
        let name = if let Some(braced) = rest.strip_prefix('{') {
            let end = braced.find('}').ok_or_else(|| "'${' without a closing '}'".to_string())?;
            rest = &braced[end + 1..];
            &braced[..end]
        } else {
            let end = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
            let name = &rest[..end];
            rest = &rest[end..];
            name
        };
        if name.is_empty() || !name.chars().all(is_ident) {
            return Err(format!("'${name}' is not an operand name"));
        }
        names.push(name.to_string());
    }
    Ok(names)
}

/// Reports pairs of instructions a decoder could not tell apart: their
/// fixed bits agree wherever both have fixed bits. A real backend would
/// build a decoding tree instead of comparing every pair, and would have to
/// deal with deliberate overlaps (aliases); the toy ISA has neither.
fn check_overlaps(rk: &mut Records<'_>, insts: &[InstRecord], recs: &[RecId]) {
    for (i, a) in insts.iter().enumerate() {
        for (b, &rec_b) in insts.iter().zip(recs).skip(i + 1) {
            let common = a.fixed_mask & b.fixed_mask;
            if (a.fixed_bits ^ b.fixed_bits) & common == 0 {
                let (locs_a, locs_b) = (rk.record(recs[i]).locs.clone(), rk.record(rec_b).locs.clone());
                rk.error(&locs_b, format!("the encodings of '{}' and '{}' overlap", b.record, a.record));
                rk.note(&locs_a, format!("'{}' is defined here", a.record));
            }
        }
    }
}

// ---------------------------------------------------------------- writers

/// The unsigned type that holds the widest instruction word.
fn word_type(insts: &[InstRecord]) -> (&'static str, u32) {
    let top = insts.iter().map(|i| 64 - (i.fixed_mask | run_mask(i)).leading_zeros()).max().unwrap_or(0);
    match top {
        0..=8 => ("u8", 8),
        9..=16 => ("u16", 16),
        17..=32 => ("u32", 32),
        _ => ("u64", 64),
    }
}

/// The instruction bits any operand of `inst` occupies.
fn run_mask(inst: &InstRecord) -> u64 {
    let ones = |w: u32| if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    inst.operands.iter().flat_map(|o| &o.runs).fold(0, |m, r| m | (ones(r.width) << r.inst_lsb))
}

/// `0x0000_003F`-style hex for a word of `bits` bits.
fn hex(v: u64, bits: u32) -> String {
    let digits = format!("{v:0width$X}", width = (bits / 4) as usize);
    let mut out = String::from("0x");
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k) % 4 == 0 {
            out.push('_');
        }
        out.push(c);
    }
    out
}

/// The Rust module: types, the table and the functions that read it.
fn write_rust(rk: &RecordKeeper, insts: &[InstRecord]) -> String {
    let (word, bits) = word_type(insts);
    // Conversions between `Word` and `u64` that clippy accepts whatever
    // `Word` is (an `as` from u64 to u64 would be an unnecessary cast).
    let (widen, narrow) = if word == "u64" { ("word", "word_bits") } else { ("u64::from(word)", "word_bits as Word") };
    let mut out = String::new();
    let _ = write!(
        out,
        r#"/// An instruction word.
pub type Word = {word};

/// Consecutive operand bits placed at consecutive instruction bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BitRun {{
    /// The lowest instruction bit of the run.
    pub inst_lsb: u8,
    /// The operand bit placed at `inst_lsb`.
    pub operand_lsb: u8,
    /// The number of bits.
    pub width: u8,
}}

/// An operand: a `$name` of the assembly string, encoded into runs of bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Operand {{
    /// The name after `$`, also the name of the `bits<n>` field in the `.td`.
    pub name: &'static str,
    /// `n` of `bits<n>`: every value must be below `1 << width`.
    pub width: u8,
    /// Where its bits go, lowest instruction bit first.
    pub runs: &'static [BitRun],
}}

/// One instruction's syntax and encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InstInfo {{
    /// The TableGen def (`ADDrr`).
    pub record: &'static str,
    /// The mnemonic.
    pub mnemonic: &'static str,
    /// The assembly syntax, operands written `$name`.
    pub asm_string: &'static str,
    /// The def in the `Format` field.
    pub format: &'static str,
    /// The bits every encoding of the instruction has...
    pub fixed_mask: Word,
    /// ...and their values.
    pub fixed_bits: Word,
    /// The operands, in assembly-string order.
    pub operands: &'static [Operand],
}}

/// Why [`InstInfo::encode`] refused its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EncodeError {{
    /// Not one value per operand.
    OperandCount {{
        /// The instruction's operand count.
        expected: usize,
        /// The number of values given.
        found: usize,
    }},
    /// A value wider than its operand.
    OutOfRange {{
        /// The operand.
        operand: &'static str,
        /// The value given.
        value: u64,
        /// The operand's width in bits.
        width: u8,
    }},
}}

impl core::fmt::Display for EncodeError {{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {{
        match self {{
            EncodeError::OperandCount {{ expected, found }} => {{
                write!(f, "expected {{expected}} operands, found {{found}}")
            }}
            EncodeError::OutOfRange {{ operand, value, width }} => {{
                write!(f, "operand ${{operand}}: {{value}} does not fit in {{width}} bits")
            }}
        }}
    }}
}}

/// The low `width` bits set.
const fn ones(width: u8) -> u64 {{
    if width >= 64 {{
        u64::MAX
    }} else {{
        (1u64 << width) - 1
    }}
}}

impl InstInfo {{
    /// Whether `word` has this instruction's fixed bits.
    pub const fn matches(&self, word: Word) -> bool {{
        word & self.fixed_mask == self.fixed_bits
    }}

    /// The instruction word for `values`, one per operand in
    /// assembly-string order. Signed operands are passed in two's
    /// complement, truncated to the operand's width.
    pub fn encode(&self, values: &[u64]) -> Result<Word, EncodeError> {{
        if values.len() != self.operands.len() {{
            return Err(EncodeError::OperandCount {{ expected: self.operands.len(), found: values.len() }});
        }}
        let mut word = self.fixed_bits;
        for (op, &value) in self.operands.iter().zip(values) {{
            if value & !ones(op.width) != 0 {{
                return Err(EncodeError::OutOfRange {{ operand: op.name, value, width: op.width }});
            }}
            for run in op.runs {{
                let bits = (value >> run.operand_lsb) & ones(run.width);
                let word_bits = bits << run.inst_lsb;
                word |= {narrow};
            }}
        }}
        Ok(word)
    }}

    /// The value of operand `index` in `word`, `None` past the last operand.
    pub fn operand(&self, word: Word, index: usize) -> Option<u64> {{
        let op = self.operands.get(index)?;
        let word = {widen};
        Some(op.runs.iter().fold(0, |value, run| {{
            value | (((word >> run.inst_lsb) & ones(run.width)) << run.operand_lsb)
        }}))
    }}
}}

/// The instruction `word` encodes, if any. The backend checked that no two
/// instructions can match the same word.
pub fn decode(word: Word) -> Option<&'static InstInfo> {{
    INSTRUCTIONS.iter().find(|inst| inst.matches(word))
}}

/// The instruction of the TableGen def `record`.
pub fn by_record(record: &str) -> Option<&'static InstInfo> {{
    INSTRUCTIONS.binary_search_by(|inst| inst.record.cmp(record)).ok().map(|k| &INSTRUCTIONS[k])
}}

/// Every instruction, sorted by [`InstInfo::record`].
pub static INSTRUCTIONS: [InstInfo; {count}] = [
"#,
        count = insts.len(),
    );
    for inst in insts {
        let _ = write!(
            out,
            "    InstInfo {{\n        record: {:?},\n        mnemonic: {:?},\n        asm_string: {:?},\n        \
             format: {:?},\n        fixed_mask: {},\n        fixed_bits: {},\n        operands: &[",
            inst.record,
            inst.mnemonic,
            inst.asm_string,
            inst.format,
            hex(inst.fixed_mask, bits),
            hex(inst.fixed_bits, bits),
        );
        for (k, op) in inst.operands.iter().enumerate() {
            let _ = write!(
                out,
                "{}\n            Operand {{ name: {:?}, width: {}, runs: &[",
                if k == 0 { "" } else { "," },
                op.name,
                op.width
            );
            for (j, r) in op.runs.iter().enumerate() {
                let _ = write!(
                    out,
                    "{}BitRun {{ inst_lsb: {}, operand_lsb: {}, width: {} }}",
                    if j == 0 { "" } else { ", " },
                    r.inst_lsb,
                    r.operand_lsb,
                    r.width
                );
            }
            out.push_str("] }");
        }
        out.push_str(if inst.operands.is_empty() { "],\n    },\n" } else { ",\n        ],\n    },\n" });
    }
    out.push_str("];\n");
    tablegen_build::support::rust::format_chunks("Toy assembler tables", "gen-toy-asm", rk, vec![Chunk::Text(out)])
}

/// A C++ string literal (the toy's strings are plain ASCII; escape the two
/// characters that would end or break it).
fn cpp_str(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The C++ `.inc`: the same data as flat arrays, operands and runs referred
/// to by index, in `GET_ToyAsm_DECL` / `GET_ToyAsm_IMPL` sections.
fn write_cpp(rk: &RecordKeeper, insts: &[InstRecord]) -> String {
    let (_, bits) = word_type(insts);
    let mut out = String::new();
    tablegen_build::support::cpp::source_file_header(&mut out, "Toy assembler tables", rk);
    let _ = write!(
        out,
        "#ifdef GET_ToyAsm_DECL\n\
         struct ToyAsmBitRun {{ uint8_t InstLsb, OperandLsb, Width; }};\n\
         struct ToyAsmOperand {{ const char *Name; uint8_t Width; uint32_t FirstRun, NumRuns; }};\n\
         struct ToyAsmInst {{\n  const char *Record, *Mnemonic, *AsmString, *Format;\n  \
         uint{bits}_t FixedMask, FixedBits;\n  uint32_t FirstOperand, NumOperands;\n}};\n\
         #endif\n\n#ifdef GET_ToyAsm_IMPL\n"
    );
    let (mut runs, mut operands, mut rows) = (String::new(), String::new(), String::new());
    let (mut num_runs, mut num_operands) = (0usize, 0usize);
    for inst in insts {
        let first_operand = num_operands;
        for op in &inst.operands {
            let _ = writeln!(
                operands,
                "  {{ {}, {}, {}, {} }}, // {num_operands}",
                cpp_str(&op.name),
                op.width,
                num_runs,
                op.runs.len()
            );
            num_operands += 1;
            for r in &op.runs {
                let _ = writeln!(runs, "  {{ {}, {}, {} }}, // {num_runs}", r.inst_lsb, r.operand_lsb, r.width);
                num_runs += 1;
            }
        }
        let _ = writeln!(
            rows,
            "  {{ {}, {}, {}, {}, {}, {}, {first_operand}, {} }},",
            cpp_str(&inst.record),
            cpp_str(&inst.mnemonic),
            cpp_str(&inst.asm_string),
            cpp_str(&inst.format),
            hex(inst.fixed_mask, bits).replace('_', "'"),
            hex(inst.fixed_bits, bits).replace('_', "'"),
            inst.operands.len()
        );
    }
    // C++ has no empty arrays; an unused zero entry stands in.
    for (text, zero) in [(&mut runs, "  { 0, 0, 0 }, // unused\n"), (&mut operands, "  { \"\", 0, 0, 0 }, // unused\n")]
    {
        if text.is_empty() {
            text.push_str(zero);
        }
    }
    if rows.is_empty() {
        rows.push_str("  { \"\", \"\", \"\", \"\", 0, 0, 0, 0 }, // unused\n");
    }
    let _ = write!(
        out,
        "static const ToyAsmBitRun ToyAsmBitRuns[] = {{\n{runs}}};\n\n\
         static const ToyAsmOperand ToyAsmOperands[] = {{\n{operands}}};\n\n\
         // Sorted by record name.\n\
         static const ToyAsmInst ToyAsmInsts[] = {{\n{rows}}};\n\
         static const unsigned ToyAsmNumInsts = {};\n#endif\n",
        insts.len()
    );
    out
}
