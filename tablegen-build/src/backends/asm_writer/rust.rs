//! The Rust writer: the printer as tables that tablegen-runtime's `print`
//! interpreter runs, and the trait of the target's print methods.
//!
//! - `PrinterHooks`: one method per print method the asm strings and
//!   aliases name (C++ `printOperand`, `printMemOperand`, ...: written by
//!   hand in LLVM's target `InstPrinter`; a method called both with and
//!   without the address, two C++ overloads, is two, the second
//!   `<name>_with_address`), `print_special` where an asm
//!   string uses `${:modifier}`, one method per `MCOperandPredicate` alias
//!   conditions check (its C++ in the doc), and `has_feature` /
//!   `reg_in_class` where conditions test features or register classes;
//! - `PRINT_TEXT`, `MODIFIERS`, `OPCODE_PRINT` (per opcode: mnemonic and
//!   program) and `PROGRAMS` (the operand programs, each once, one per
//!   line), gathered in `PRINT_TABLES`;
//! - the alias tables (C++ `AliasMatchingData`) in `ALIAS_TABLES`;
//! - `print_instruction` and `print_alias`, which run the runtime over the
//!   tables with the user's hooks behind `Dispatch`, the adapter the
//!   runtime calls print methods by number through (a foreign trait cannot
//!   be implemented for every `PrinterHooks` type, E0210).
//!
//! Instructions are `tablegen_runtime::mc::Inst` with LLVM's opcode
//! numbers; the steps are those C++ `printInstruction` runs, unpacked from
//! its fragment words, so both print the same text.

use std::collections::HashMap;
use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use super::model::{AsmWriterModel, Cond};
use crate::backend::Options;
use crate::model::asm::{unescape, AsmOperand};
use crate::support::rust::doc_lines;
use crate::support::rust::names::{escape_keyword, snake, Namer};
use crate::support::rust::reg_names::{write_tables, NameTables};
use crate::support::rust::runtime::{forwarders, Forward};
use crate::support::rust::Writer;

/// The runtime items the module re-exports.
const RUNTIME_ITEMS: &[&str] = &["AliasCond", "AliasTables", "PrintError", "PrintMethods", "PrintTables", "Step"];

/// Print methods by name and whether they are given the address (C++
/// `name(MI, Address, OpNo, ...)`, a PC-relative operand's, against
/// `name(MI, OpNo, ...)`: two overloads, which may print differently, so
/// two hooks), numbered in order of first use, with their Rust names.
struct Methods {
    names: Vec<(String, bool)>,
    rust: Vec<String>,
    index: HashMap<(String, bool), u16>,
}

impl Methods {
    fn number(&mut self, name: &str, pc_rel: bool) -> u16 {
        let key = (name.to_owned(), pc_rel);
        if let Some(&n) = self.index.get(&key) {
            return n;
        }
        let n = self.names.len() as u16;
        self.names.push(key.clone());
        self.index.insert(key, n);
        n
    }

    /// The Rust names: the method's, and `_with_address` after it for the
    /// overload given the address of a method also called without it.
    fn name(&mut self, namer: &mut Namer) {
        let both =
            |n: &String| self.index.contains_key(&(n.clone(), false)) && self.index.contains_key(&(n.clone(), true));
        self.rust = self
            .names
            .iter()
            .map(|(n, pc_rel)| {
                let name = if *pc_rel && both(n) { format!("{}_with_address", snake(n)) } else { snake(n) };
                namer.unique(escape_keyword(name))
            })
            .collect();
    }
}

/// A text pool: each distinct text once.
#[derive(Default)]
struct Pool {
    text: String,
    at: HashMap<String, u32>,
}

impl Pool {
    fn add(&mut self, s: &str) -> (u32, u16) {
        let start = *self.at.entry(s.to_owned()).or_insert_with(|| {
            let start = self.text.len() as u32;
            self.text.push_str(s);
            start
        });
        (start, s.len() as u16)
    }
}

pub(super) fn write(rk: &RecordKeeper, m: &AsmWriterModel, opts: &Options) -> String {
    let runtime = opts.rust_runtime();
    let mut s = String::new();
    s.push_str(&crate::support::rust::format_chunks(
        &format!("Assembly Writer for the {} target ({}{}, variant {})", m.target, m.target, m.class_name, m.variant),
        "gen-asm-writer",
        rk,
        Vec::new(),
    ));
    s.push('\n');
    s.push_str(&crate::support::rust::runtime::imports(
        runtime,
        &[("print", RUNTIME_ITEMS), ("mc", &["Inst", "Operand"]), ("reg", &["alt_name"])],
    ));

    // Methods, in the order the programs and aliases name them.
    let mut methods = Methods { names: Vec::new(), rust: Vec::new(), index: HashMap::new() };
    let mut modifiers: Vec<String> = Vec::new();
    let mut pool = Pool::default();
    let mut uses_special = false;
    let mut programs: Vec<Vec<String>> = Vec::new();
    let mut program_users: Vec<Vec<usize>> = Vec::new();
    let mut program_of: HashMap<Vec<String>, u16> = HashMap::new();
    let mut opcode_rows: Vec<(u32, u16, u16)> = Vec::with_capacity(m.instructions.len());
    for (i, steps) in m.steps.iter().enumerate() {
        let Some(steps) = steps else {
            opcode_rows.push((0, 0, u16::MAX));
            continue;
        };
        let mut rest: &[AsmOperand] = steps;
        let mut mnemonic = (0, 0);
        if let Some((AsmOperand::Literal(t), tail)) = rest.split_first() {
            mnemonic = pool.add(&unescape(t));
            rest = tail;
        }
        let mut program = Vec::new();
        for step in rest {
            match step {
                AsmOperand::Literal(t) => {
                    let (start, len) = pool.add(&unescape(t));
                    program.push(format!("Step::Text({start}, {len})"));
                }
                AsmOperand::Return => break,
                AsmOperand::Print(p) => {
                    let modifier = if p.modifier.is_empty() {
                        0
                    } else {
                        match modifiers.iter().position(|x| *x == p.modifier) {
                            Some(k) => k + 1,
                            None => {
                                modifiers.push(p.modifier.clone());
                                modifiers.len()
                            }
                        }
                    };
                    match p.mi_op {
                        None => {
                            uses_special = true;
                            program.push(format!("Step::Special({modifier})"));
                        }
                        Some(op) => {
                            let n = methods.number(&p.method, p.pc_rel);
                            let kind = if p.pc_rel { "PcRel" } else { "Op" };
                            program.push(format!("Step::{kind}({n}, {op}, {modifier})"));
                        }
                    }
                }
            }
        }
        let k = *program_of.entry(program.clone()).or_insert_with(|| {
            programs.push(program);
            program_users.push(Vec::new());
            (programs.len() - 1) as u16
        });
        program_users[usize::from(k)].push(i);
        opcode_rows.push((mnemonic.0, mnemonic.1, k));
    }
    let a = &m.aliases;
    let alias_methods: Vec<u16> = a.print_methods.iter().map(|(name, pc_rel)| methods.number(name, *pc_rel)).collect();
    let print_operand = if a.by_opcode.is_empty() { None } else { Some(methods.number("printOperand", false)) };

    let mut namer = Namer::default();
    for reserved in ["print_special", "has_feature", "reg_in_class"] {
        namer.reserve(reserved);
    }
    methods.name(&mut namer);
    let predicates: Vec<String> =
        a.operand_predicates.iter().map(|(op, _)| namer.unique(format!("{}_operand_predicate", snake(op)))).collect();
    let uses_features =
        a.by_opcode.iter().flat_map(|o| &o.patterns).flat_map(|p| &p.conds).any(|c| matches!(c, Cond::Feature { .. }));
    let uses_classes =
        a.by_opcode.iter().flat_map(|o| &o.patterns).flat_map(|p| &p.conds).any(|c| matches!(c, Cond::RegClass { .. }));

    let uses = Uses { special: uses_special, features: uses_features, classes: uses_classes };
    hooks_trait(&mut s, m, &methods, &predicates, &uses);
    tables(&mut s, m, &pool, &modifiers, &opcode_rows, &programs, &program_users);
    alias_tables(&mut s, m, &alias_methods);
    register_names(&mut s, m);
    functions(&mut s, runtime, &methods, &predicates, print_operand, &uses);
    s
}

/// The register names (`getRegisterName`) and their lookup.
fn register_names(s: &mut String, m: &AsmWriterModel) {
    let r = &m.registers;
    let position = |name: &str| r.tables.iter().position(|t| t.alt == name);
    let tables = NameTables {
        rows: r.tables.iter().map(|t| (t.alt.as_str(), &t.names[..])).collect(),
        registers: r.defs.iter().map(String::as_str).collect(),
        fallback: r.tables.iter().map(|t| t.fallback.as_deref().and_then(position)).collect(),
        linked: false,
    };
    write_tables(s, &tables);
    let mut w = Writer::new();
    forwarders(
        &mut w,
        true,
        &[Forward {
            doc: "The name of register `reg` under alternate-name index `alt` (C++ `getRegisterName(Reg, \
                  AltIdx)`, or `getRegisterName(Reg)` with `alt` 0 on a target without alternate names): \
                  `alt` is the index's position among the target's `RegAltNameIndex` defs (the \
                  register-info module's `RegAltName` value), and the index's fallback answers where the \
                  register has no name of its own. `None` for `NoRegister`, an unknown register or index, \
                  and where no name answers (where LLVM asserts).",
            signature: "register_name(reg: u32, alt: u32) -> Option<&'static str>",
            call: "alt_name(&REG_ASM_NAMES, &REG_ALT_NAME_FALLBACK, reg as usize, alt as usize)",
        }],
    );
    s.push_str(&w.finish());
    s.push('\n');
}

/// The C++ signature a print method is called with.
fn cpp_signature(m: &AsmWriterModel, name: &str, pc_rel: bool) -> String {
    format!(
        "void {name}(const MCInst *MI, {}unsigned OpNo, {}raw_ostream &O[, const char *Modifier])",
        if pc_rel { "uint64_t Address, " } else { "" },
        if m.pass_subtarget { "const MCSubtargetInfo &STI, " } else { "" }
    )
}

fn hooks_trait(s: &mut String, m: &AsmWriterModel, methods: &Methods, predicates: &[String], uses: &Uses) {
    let class = format!("{}{}", m.target, m.class_name);
    doc_lines(
        s,
        "",
        &format!(
            "The print methods of C++ `{class}`, which LLVM's target code writes by hand: \
             one method per `PrintMethod` the asm strings and aliases name, with what the \
             alias conditions consult.\n\nA method prints machine operand `op` of `inst` (with \
             the asm string's `modifier`, empty for none; `address` is the instruction's) to \
             `out`, as the C++ method does."
        ),
    );
    s.push_str("#[allow(dead_code)]\npub trait PrinterHooks {\n");
    for ((name, pc_rel), rust) in methods.names.iter().zip(&methods.rust) {
        doc_lines(s, "    ", &format!("C++ `{}`.", cpp_signature(m, name, *pc_rel)));
        let _ = writeln!(
            s,
            "    fn {rust}(\n        &mut self,\n        inst: &Inst,\n        op: u32,\n        modifier: &str,\n        address: u64,\n        out: &mut dyn core::fmt::Write,\n    ) -> core::fmt::Result;"
        );
    }
    if uses.special {
        doc_lines(
            s,
            "    ",
            "C++ `PrintSpecial(MI, O, Modifier)` (`${:modifier}` in an asm string). Default: nothing.",
        );
        s.push_str("    fn print_special(&mut self, inst: &Inst, modifier: &str, out: &mut dyn core::fmt::Write) -> core::fmt::Result {\n        let _ = (inst, modifier, out);\n        Ok(())\n    }\n");
    }
    for ((op, code), rust) in m.aliases.operand_predicates.iter().zip(predicates) {
        let mut doc = format!("The `MCOperandPredicate` of `{op}`: C++, on `const MCOperand &MCOp`:\n\n```cpp\n");
        for line in code.trim_matches('\n').lines() {
            doc.push_str(line.trim_end());
            doc.push('\n');
        }
        doc.pop();
        doc.push_str("\n```");
        doc_lines(s, "    ", &doc);
        let _ = writeln!(s, "    fn {rust}(&self, op: &Operand) -> bool;");
    }
    if uses.features {
        doc_lines(
            s,
            "    ",
            &format!(
                "The subtarget has feature `bit` (C++ `STI.getFeatureBits().test(bit)`; bits are `{}::Feature*`).",
                m.target
            ),
        );
        s.push_str("    fn has_feature(&self, bit: u32) -> bool;\n");
    }
    if uses.classes {
        doc_lines(s, "    ", "Register `reg` is in class `class` (C++ `MRI.getRegClass(class).contains(reg)`).");
        s.push_str("    fn reg_in_class(&self, class: u32, reg: u32) -> bool;\n");
    }
    s.push_str("}\n\n");
}

fn tables(
    s: &mut String,
    m: &AsmWriterModel,
    pool: &Pool,
    modifiers: &[String],
    opcode_rows: &[(u32, u16, u16)],
    programs: &[Vec<String>],
    program_users: &[Vec<usize>],
) {
    s.push_str("/// Every literal text of the printer, mnemonics included.\n");
    let _ = writeln!(s, "pub static PRINT_TEXT: &str = {:?};\n", pool.text);
    s.push_str("/// The operand modifiers (`${op:modifier}`), numbered from 1.\n");
    let _ = writeln!(s, "pub static MODIFIERS: [&str; {}] = {:?};\n", modifiers.len(), modifiers);
    s.push_str("/// Per opcode: its mnemonic's start and length in [`PRINT_TEXT`] and its\n");
    s.push_str("/// program in [`PROGRAMS`] (`u16::MAX`: not printed).\n");
    let _ = writeln!(s, "pub static OPCODE_PRINT: [(u32, u16, u16); {}] = [", opcode_rows.len());
    for ((start, len, program), (_, name)) in opcode_rows.iter().zip(&m.instructions) {
        let _ = writeln!(s, "    ({start}, {len}, {program}), // {name}");
    }
    s.push_str("];\n\n");
    s.push_str("/// The operand programs, each once.\n");
    let _ = writeln!(s, "pub static PROGRAMS: [&[Step]; {}] = [", programs.len());
    for (p, users) in programs.iter().zip(program_users) {
        let first = users.first().and_then(|&u| m.instructions.get(u)).map_or("", |n| n.1.as_str());
        let more = if users.len() > 1 { format!(" and {} more", users.len() - 1) } else { String::new() };
        let _ = writeln!(s, "    &[{}], // {first}{more}", p.join(", "));
    }
    s.push_str("];\n\n");
    s.push_str("/// The printer's tables, as the runtime reads them.\n");
    s.push_str("pub static PRINT_TABLES: PrintTables<'static> =\n    PrintTables { text: PRINT_TEXT, modifiers: &MODIFIERS, opcodes: &OPCODE_PRINT, programs: &PROGRAMS };\n\n");
}

fn alias_tables(s: &mut String, m: &AsmWriterModel, alias_methods: &[u16]) {
    let a = &m.aliases;
    s.push_str("/// Per opcode with aliases: `(opcode, first pattern, patterns)`.\n");
    let _ = writeln!(s, "pub static ALIAS_OPCODES: [(u32, u32, u32); {}] = [", a.by_opcode.len());
    for o in &a.by_opcode {
        let _ = writeln!(s, "    ({}, {}, {}), // {}", o.index, o.first_pattern, o.patterns.len(), o.opcode);
    }
    s.push_str("];\n\n");
    let patterns: usize = a.by_opcode.iter().map(|o| o.patterns.len()).sum();
    s.push_str("/// The patterns: `(string offset, first condition, operands, conditions)`.\n");
    let _ = writeln!(s, "pub static ALIAS_PATTERNS: [(u32, u32, u32, u32); {patterns}] = [");
    for p in a.by_opcode.iter().flat_map(|o| &o.patterns) {
        let _ = writeln!(
            s,
            "    ({}, {}, {}, {}), // {}",
            p.string_offset,
            p.first_cond,
            p.num_mi_ops,
            p.conds.len(),
            p.result
        );
    }
    s.push_str("];\n\n");
    let conds: Vec<&Cond> = a.by_opcode.iter().flat_map(|o| &o.patterns).flat_map(|p| &p.conds).collect();
    s.push_str("/// The conditions.\n");
    let _ = writeln!(s, "pub static ALIAS_CONDS: [AliasCond; {}] = [", conds.len());
    for c in conds {
        let row = match c {
            Cond::Ignore => "AliasCond::Ignore,".to_owned(),
            Cond::RegClass { name, id } => format!("AliasCond::RegClass({id}), // {name}"),
            Cond::TiedReg(n) => format!("AliasCond::TiedReg({n}),"),
            Cond::Custom(n) => format!("AliasCond::Custom({n}),"),
            Cond::Imm(v) => format!("AliasCond::Imm({v}),"),
            Cond::Reg(None) => "AliasCond::Reg(0), // NoRegister".to_owned(),
            Cond::Reg(Some((name, n))) => format!("AliasCond::Reg({n}), // {name}"),
            Cond::Feature { or, neg, name, bit } => format!(
                "AliasCond::{}{}Feature({bit}), // {name}",
                if *or { "Or" } else { "" },
                if *neg { "Neg" } else { "" }
            ),
            Cond::EndOrFeatures => "AliasCond::EndOrFeatures,".to_owned(),
        };
        let _ = writeln!(s, "    {row}");
    }
    s.push_str("];\n\n");
    s.push_str("/// The alias strings, each ending in a NUL.\n");
    s.push_str("pub static ALIAS_STRINGS: &[u8] = b\"\\\n");
    for st in &a.strings {
        s.push_str("    ");
        for (k, &b) in st.bytes.iter().chain(&[0u8]).enumerate() {
            match b {
                // A continuation line drops leading whitespace.
                b' ' | b'\t' if k == 0 => {
                    let _ = write!(s, "\\x{b:02x}");
                }
                b'"' => s.push_str("\\\""),
                b'\\' => s.push_str("\\\\"),
                0x20..=0x7e => s.push(char::from(b)),
                _ => {
                    let _ = write!(s, "\\x{b:02x}");
                }
            }
        }
        s.push_str("\\\n");
    }
    s.push_str("\";\n\n");
    s.push_str("/// The print methods alias strings name, by number.\n");
    let _ = writeln!(s, "pub static ALIAS_PRINT_METHODS: [u16; {}] = {:?};\n", alias_methods.len(), alias_methods);
    s.push_str("/// The alias tables, as the runtime reads them.\n");
    s.push_str("pub static ALIAS_TABLES: AliasTables<'static> = AliasTables {\n    opcodes: &ALIAS_OPCODES,\n    patterns: &ALIAS_PATTERNS,\n    conds: &ALIAS_CONDS,\n    strings: ALIAS_STRINGS,\n    print_methods: &ALIAS_PRINT_METHODS,\n};\n\n");
}

/// Which optional hooks the module declares.
struct Uses {
    special: bool,
    features: bool,
    classes: bool,
}

fn functions(
    s: &mut String,
    runtime: &str,
    methods: &Methods,
    predicates: &[String],
    print_operand: Option<u16>,
    uses: &Uses,
) {
    s.push_str("/// Prints `inst` as C++ `printInstruction` does (a tab, the mnemonic, the\n/// operands), calling `hooks` for the operands.\n");
    s.push_str("#[allow(dead_code)]\npub fn print_instruction<H: PrinterHooks + ?Sized, W: core::fmt::Write + ?Sized>(\n    inst: &Inst,\n    address: u64,\n    hooks: &mut H,\n    out: &mut W,\n) -> Result<(), PrintError> {\n");
    let _ = writeln!(
        s,
        "    {runtime}::print::print_program(&PRINT_TABLES, inst, address, &mut Dispatch(hooks), out)\n}}\n"
    );
    s.push_str("/// Prints `inst` as the first alias whose conditions hold (C++\n/// `printAliasInstr`); `Ok(false)`, printing nothing, when none does.\n");
    s.push_str("#[allow(dead_code)]\npub fn print_alias<H: PrinterHooks + ?Sized, W: core::fmt::Write + ?Sized>(\n    inst: &Inst,\n    address: u64,\n    hooks: &mut H,\n    out: &mut W,\n) -> Result<bool, PrintError> {\n");
    match print_operand {
        Some(p) => {
            let _ = writeln!(
                s,
                "    {runtime}::print::print_alias(&ALIAS_TABLES, inst, address, {p}, &mut Dispatch(hooks), out)\n}}\n"
            );
        }
        None => s.push_str("    let _ = (inst, address, hooks, out);\n    Ok(false)\n}\n\n"),
    }
    s.push_str(
        "/// The runtime's [`PrintMethods`] (print methods by number) of a\n/// [`PrinterHooks`] implementor.\n",
    );
    s.push_str("#[allow(dead_code)]\npub struct Dispatch<'a, H: ?Sized>(pub &'a mut H);\n\n");
    s.push_str("impl<H: PrinterHooks + ?Sized> PrintMethods for Dispatch<'_, H> {\n");
    s.push_str("    fn print(\n        &mut self,\n        method: u16,\n        inst: &Inst,\n        op: u32,\n        modifier: &str,\n        address: u64,\n        out: &mut dyn core::fmt::Write,\n    ) -> core::fmt::Result {\n");
    if methods.rust.is_empty() {
        s.push_str(
            "        let _ = (method, inst, op, modifier, address, out);\n        Err(core::fmt::Error)\n    }\n",
        );
    } else {
        s.push_str("        match method {\n");
        for (i, rust) in methods.rust.iter().enumerate() {
            let _ = writeln!(s, "            {i} => self.0.{rust}(inst, op, modifier, address, out),");
        }
        s.push_str("            _ => Err(core::fmt::Error),\n        }\n    }\n");
    }
    if uses.special {
        s.push_str("    fn special(&mut self, inst: &Inst, modifier: &str, out: &mut dyn core::fmt::Write) -> core::fmt::Result {\n        self.0.print_special(inst, modifier, out)\n    }\n");
    }
    if !predicates.is_empty() {
        s.push_str(
            "    fn operand_predicate(&self, predicate: u32, op: &Operand) -> bool {\n        match predicate {\n",
        );
        for (i, p) in predicates.iter().enumerate() {
            let _ = writeln!(s, "            {} => self.0.{p}(op),", i + 1);
        }
        s.push_str("            _ => false,\n        }\n    }\n");
    }
    if uses.features {
        s.push_str("    fn has_feature(&self, bit: u32) -> bool {\n        self.0.has_feature(bit)\n    }\n");
    }
    if uses.classes {
        s.push_str("    fn reg_in_class(&self, class: u32, reg: u32) -> bool {\n        self.0.reg_in_class(class, reg)\n    }\n");
    }
    s.push_str("}\n");
}
