//! What translated predicates call opcodes and registers: LLVM's numbers
//! (the instruction enumeration, the register enum), named by constants of
//! the module's own `opcode` and `reg` modules, or, in a module tree
//! ([`crate::backend::Options::rust_vocabulary`]), opcodes by the target's
//! shared `Opcode` type.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Arc;

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::Vocabulary;
use crate::backend::{Records, Result};
use crate::model::codegen::registers::RegBank;
use crate::model::codegen::InstrEnumeration;
use crate::model::inst_predicate::{InstRef, Pred, RegRef};
use crate::support::fields::fatal_at;
use crate::support::rust::enums;
use crate::support::rust::names::{screaming, Namer};
use crate::support::rust::vocabulary::opcode_spec;

/// Every opcode and register `preds` name, in order of first use (with
/// repeats).
pub fn referenced<'p>(preds: impl IntoIterator<Item = &'p Pred>) -> (Vec<&'p InstRef>, Vec<&'p RegRef>) {
    let (mut opcodes, mut regs) = (Vec::new(), Vec::new());
    for pred in preds {
        pred.visit(&mut |p| match p {
            Pred::Opcode(list) | Pred::Pseudo(list) => opcodes.extend(list.iter()),
            Pred::RegOperand { reg, .. } => regs.push(reg),
            _ => {}
        });
    }
    (opcodes, regs)
}

/// The numbers the predicates of a Rust module name: the opcode
/// enumeration (if any predicate names an opcode) and the register enum
/// value of each register named.
#[derive(Debug, Default)]
pub struct PredicateNumbers {
    /// The instructions in LLVM's enum order.
    pub enumeration: Option<Arc<InstrEnumeration>>,
    /// The register enum value of each register named.
    pub registers: BTreeMap<RecId, u32>,
}

impl PredicateNumbers {
    /// Numbers what `preds` name: every opcode must be in LLVM's
    /// instruction enumeration (computed with its errors) and every
    /// register in the register bank.
    pub fn collect<'p>(rk: &mut Records<'_>, preds: impl IntoIterator<Item = &'p Pred>) -> Result<Self> {
        let (opcodes, regs) = referenced(preds);
        let mut numbers = PredicateNumbers::default();
        if !opcodes.is_empty() {
            let e = rk.model(InstrEnumeration::new)?;
            if let Some(i) = opcodes.iter().find(|i| e.value(i.def).is_none()) {
                let msg = format!("opcode '{}' is not numbered in the target's opcode enum", i.name);
                return fatal_at(rk, i.def, msg);
            }
            numbers.enumeration = Some(e);
        }
        if !regs.is_empty() {
            let bank = RegBank::shared(rk)?;
            for r in regs {
                match bank.find_reg(r.def) {
                    Some(id) => {
                        numbers.registers.insert(r.def, bank.register(id).enum_value);
                    }
                    None => {
                        let msg = format!("register '{}' is not in the target's register bank", r.name);
                        return fatal_at(rk, r.def, msg);
                    }
                }
            }
        }
        Ok(numbers)
    }
}

/// The Rust names of the opcodes and registers some predicates name: the
/// [`Vocabulary`] of their translation.
#[derive(Debug)]
pub struct PredicateNames {
    /// Opcode def to its Rust expression.
    opcodes: BTreeMap<RecId, String>,
    /// The `opcode` module's constants (standalone modules): (name, C++
    /// name, value).
    opcode_consts: Vec<(String, String, u32)>,
    /// Register def to its constant's path.
    registers: BTreeMap<RecId, String>,
    /// The `reg` module's constants: (name, C++ name, value).
    register_consts: Vec<(String, String, u32)>,
    /// The opcode type.
    opcode_ty: String,
}

impl PredicateNames {
    /// Names what `preds` name, by `numbers` (from
    /// [`PredicateNumbers::collect`] on the same predicates); `vocabulary`
    /// is the module path of the target's shared types, if any (empty for
    /// the module that defines them, `-gen-instr-info`'s).
    pub fn new<'p>(
        rk: &RecordKeeper,
        preds: impl IntoIterator<Item = &'p Pred>,
        numbers: &PredicateNumbers,
        vocabulary: Option<&str>,
    ) -> Self {
        let (opcodes, regs) = referenced(preds);
        let mut names = PredicateNames {
            opcodes: BTreeMap::new(),
            opcode_consts: Vec::new(),
            registers: BTreeMap::new(),
            register_consts: Vec::new(),
            opcode_ty: vocabulary.map_or_else(|| "u32".into(), |p| in_path(p, "Opcode")),
        };
        if let (Some(e), false) = (&numbers.enumeration, opcodes.is_empty()) {
            if let Some(path) = vocabulary {
                // The names `-gen-instr-info --rust` gives the opcodes.
                let by_enum = e.by_enum().iter().enumerate().map(|(n, &r)| (rk.name_str(r), n as u32));
                let paths = enums::paths(&opcode_spec(e.namespace(), by_enum));
                for i in &opcodes {
                    let p = e.value(i.def).and_then(|v| paths.get(v as usize));
                    let opcode = in_path(path, "Opcode");
                    let p = p.map_or_else(|| format!("{opcode}::from_value(0)"), |p| format!("{opcode}::{p}"));
                    names.opcodes.insert(i.def, p);
                }
            } else {
                let mut sorted: Vec<&InstRef> = opcodes.clone();
                sorted.sort_by_key(|i| e.value(i.def));
                sorted.dedup_by_key(|i| i.def);
                let mut namer = Namer::default();
                for i in sorted {
                    let name = namer.unique(screaming(&i.name));
                    let cpp = format!("{}::{}", i.namespace, i.name);
                    names.opcode_consts.push((name.clone(), cpp, e.value(i.def).unwrap_or(0)));
                    names.opcodes.insert(i.def, format!("opcode::{name}"));
                }
            }
        }
        let mut sorted: Vec<&RegRef> = regs;
        sorted.sort_by_key(|r| numbers.registers.get(&r.def).copied());
        sorted.dedup_by_key(|r| r.def);
        let mut namer = Namer::default();
        for r in sorted {
            let name = namer.unique(screaming(&r.name));
            let cpp = if r.namespace.is_empty() { r.name.clone() } else { format!("{}::{}", r.namespace, r.name) };
            let value = numbers.registers.get(&r.def).copied().unwrap_or(0);
            names.register_consts.push((name.clone(), cpp, value));
            names.registers.insert(r.def, format!("reg::{name}"));
        }
        names
    }

    /// The type `Instr::opcode` returns: `u32`, or the shared `Opcode`.
    pub fn opcode_ty(&self) -> &str {
        &self.opcode_ty
    }

    /// Writes the `opcode` module (standalone modules only: the opcodes
    /// named, as LLVM's numbers) and the `reg` module (the registers
    /// named), each if it has constants.
    pub fn write_constant_modules(&self, out: &mut String, standalone: bool) {
        if standalone {
            out.push_str(
                "/// The opcodes the predicates name: their values in the target's opcode enum\n\
                 /// (C++ `GET_INSTRINFO_ENUM`).\n#[allow(dead_code)]\npub mod opcode {\n",
            );
            for (name, cpp, value) in &self.opcode_consts {
                let _ = writeln!(out, "/// C++ `{cpp}`.\npub const {name}: u32 = {value};");
            }
            out.push_str("}\n");
        }
        if !self.register_consts.is_empty() {
            out.push_str(
                "/// The registers the predicates name: their values in the target's register\n\
                 /// enum (C++ `GET_REGINFO_ENUM`).\n#[allow(dead_code)]\npub mod reg {\n",
            );
            for (name, cpp, value) in &self.register_consts {
                let _ = writeln!(out, "/// C++ `{cpp}`.\npub const {name}: u32 = {value};");
            }
            out.push_str("}\n");
        }
    }
}

/// `item` in the module `path` (itself if `path` is empty).
fn in_path(path: &str, item: &str) -> String {
    if path.is_empty() {
        item.to_string()
    } else {
        format!("{path}::{item}")
    }
}

impl Vocabulary for PredicateNames {
    fn opcode(&self, inst: &InstRef) -> String {
        self.opcodes.get(&inst.def).cloned().unwrap_or_else(|| "0".into())
    }
    fn register(&self, reg: &RegRef) -> String {
        self.registers.get(&reg.def).cloned().unwrap_or_else(|| "0".into())
    }
}
