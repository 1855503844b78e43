//! The Rust module: the expansions as a table of the runtime's
//! `tablegen_runtime::mc::PseudoExpansion` rows (re-exported), sorted by
//! pseudo opcode, one row per line; `PseudoLoweringHooks`, the trait
//! standing for the target's C++ `lowerOperand`; and `lower_pseudo`, which
//! hands an instruction and the hooks to the runtime's interpreter
//! (`PseudoLowering::lower`): the Rust counterpart of the C++
//! `emitPseudoExpansionLowering`, without the emitting.
//!
//! Opcodes are LLVM's numbers: `u32` constants in an `opcode` module, or
//! in a module tree ([`Options::rust_vocabulary`]) the target's shared
//! `Opcode` type. Registers are the target's register numbers, `u32`
//! constants in a `reg` module (as `mc::Operand::Reg` holds them).

use std::collections::BTreeMap;
use std::sync::Arc;

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::{Part, PseudoLowerings};
use crate::backend::{Options, Records, Result};
use crate::model::codegen::registers::RegBank;
use crate::model::codegen::InstrEnumeration;
use crate::support::fields::fatal_at;
use crate::support::rust::enums::paths;
use crate::support::rust::names::{escape_keyword, Namer};
use crate::support::rust::runtime::{forwarders, imports, Forward};
use crate::support::rust::vocabulary::{opcode_spec, OPCODE};
use crate::support::rust::{format_chunks, static_table, Chunk, Writer};

/// What only the Rust writer needs: the numbers of the opcodes and
/// registers the expansions name.
#[derive(Debug, Default)]
pub struct Numbers {
    /// The instructions in LLVM's enum order (none without expansions).
    pub enumeration: Option<Arc<InstrEnumeration>>,
    /// The register enum value of each register an expansion names.
    pub registers: BTreeMap<RecId, u32>,
}

/// The runtime items the module re-exports: those its items mention and
/// those a caller of `lower_pseudo` names.
const MC_IMPORTS: (&str, &[&str]) =
    ("mc", &["Inst", "LowerError", "LowerOp", "Operand", "PseudoExpansion", "PseudoLowering"]);

/// What must hold before the Rust module is written: every pseudo and
/// destination numbered in LLVM's instruction enumeration (computed with
/// its errors), every register in the register bank.
pub(super) fn check(rk: &mut Records<'_>, m: &PseudoLowerings, _: &Options) -> Result<()> {
    if m.rust.get().is_some() {
        return Ok(());
    }
    let mut numbers = Numbers::default();
    if !m.expansions.is_empty() {
        let e = rk.model(InstrEnumeration::new)?;
        for x in &m.expansions {
            for def in [x.pseudo, x.dest] {
                if e.value(def).is_none() {
                    let msg = format!("opcode '{}' is not numbered in the target's opcode enum", rk.name_str(def));
                    return fatal_at(rk, def, msg);
                }
            }
        }
        numbers.enumeration = Some(e);
    }
    let regs: Vec<RecId> = m
        .expansions
        .iter()
        .flat_map(|x| &x.operands)
        .flat_map(|o| &o.parts)
        .filter_map(|p| match p {
            Part::Reg { def, .. } => Some(*def),
            _ => None,
        })
        .collect();
    if !regs.is_empty() {
        let bank = RegBank::shared(rk)?;
        for def in regs {
            match bank.find_reg(def) {
                Some(id) => {
                    numbers.registers.insert(def, bank.register(id).enum_value);
                }
                None => {
                    let msg = format!("register '{}' is not in the target's register bank", rk.name_str(def));
                    return fatal_at(rk, def, msg);
                }
            }
        }
    }
    let _ = m.rust.set(numbers);
    Ok(())
}

/// How the rows name opcodes and registers.
struct Names {
    /// The opcode type (`u32`, or the tree's `Opcode`).
    opcode_ty: String,
    /// The Rust expression of each opcode.
    opcodes: BTreeMap<RecId, String>,
    /// The Rust expression of each register (`None`: `zero_reg`).
    registers: BTreeMap<Option<RecId>, String>,
}

/// One constant of a module of `u32` constants.
struct Constant {
    value: u32,
    /// The name it is given (made unique within its module).
    name: String,
    /// Its documentation.
    doc: String,
    /// The def it names (`None`: `zero_reg`).
    def: Option<RecId>,
}

/// A constant naming `def`, a C++ `namespace::Name`.
fn named(rk: &RecordKeeper, value: u32, namespace: &str, def: RecId) -> Constant {
    let name = rk.name_str(def);
    Constant { value, name: name.to_string(), doc: format!("C++ `{namespace}::{name}`."), def: Some(def) }
}

/// Writes `pub mod module` of `items` (by value, once each) and returns the
/// Rust expression of each def; nothing without items.
fn constants(w: &mut Writer, module: &str, doc: &str, mut items: Vec<Constant>) -> BTreeMap<Option<RecId>, String> {
    let mut exprs = BTreeMap::new();
    if items.is_empty() {
        return exprs;
    }
    items.sort_by(|a, b| (a.value, &a.name).cmp(&(b.value, &b.name)));
    items.dedup_by(|a, b| a.def == b.def);
    let mut namer = Namer::default();
    w.doc(doc);
    w.line("#[allow(dead_code, non_upper_case_globals)]");
    w.block(format_args!("pub mod {module} {{"), "}", |w| {
        for c in items {
            let name = namer.unique(escape_keyword(c.name));
            w.doc(&c.doc);
            w.line(format_args!("pub const {name}: u32 = {};", c.value));
            exprs.insert(c.def, format!("{module}::{name}"));
        }
    });
    w.blank();
    exprs
}

impl Names {
    /// Writes the `use` of the tree's `Opcode` or the `opcode` module, and
    /// the `reg` module, and names what they define.
    fn new(
        rk: &RecordKeeper,
        m: &PseudoLowerings,
        numbers: &Numbers,
        vocabulary: Option<&str>,
        w: &mut Writer,
    ) -> Self {
        let mut opcodes = BTreeMap::new();
        let opcode_ty = match vocabulary {
            Some(path) => {
                if let Some(e) = &numbers.enumeration {
                    // The names `-gen-instr-info --rust` gives the opcodes.
                    let by_enum = e.by_enum().iter().enumerate().map(|(n, &r)| (rk.name_str(r), n as u32));
                    for (&def, p) in e.by_enum().iter().zip(paths(&opcode_spec(e.namespace(), by_enum))) {
                        opcodes.insert(def, format!("{OPCODE}::{p}"));
                    }
                }
                w.line("#[allow(unused_imports)]");
                w.line(format_args!("use {path}::{OPCODE};"));
                w.blank();
                OPCODE.to_string()
            }
            None => {
                let value = |def| numbers.enumeration.as_ref().and_then(|e| e.value(def)).unwrap_or(0);
                let items = m
                    .expansions
                    .iter()
                    .flat_map(|x| [(x.pseudo, &x.pseudo_namespace), (x.dest, &x.dest_namespace)])
                    .map(|(def, ns)| named(rk, value(def), ns, def))
                    .collect();
                let doc = "The opcode numbers of the pseudo-instructions and the instructions they\n\
                           lower to (C++ `<Namespace>::<Name>`).";
                let exprs = constants(w, "opcode", doc, items);
                opcodes.extend(exprs.into_iter().filter_map(|(def, e)| Some((def?, e))));
                "u32".to_string()
            }
        };
        let items = m
            .expansions
            .iter()
            .flat_map(|x| &x.operands)
            .flat_map(|o| &o.parts)
            .filter_map(|p| match p {
                Part::Reg { def, namespace } => {
                    Some(named(rk, numbers.registers.get(def).copied().unwrap_or(0), namespace, *def))
                }
                Part::ZeroReg => Some(Constant {
                    value: 0,
                    name: "NoRegister".to_string(),
                    doc: "No register: the `.td`'s `zero_reg` (C++ `0`).".to_string(),
                    def: None,
                }),
                _ => None,
            })
            .collect();
        let doc = "The registers the expansions name, by the target's register numbers\n(C++ `<Namespace>::<Name>`).";
        let registers = constants(w, "reg", doc, items);
        Names { opcode_ty, opcodes, registers }
    }

    fn opcode(&self, def: RecId) -> &str {
        self.opcodes.get(&def).map_or("0", String::as_str)
    }

    fn register(&self, def: Option<RecId>) -> &str {
        self.registers.get(&def).map_or("0", String::as_str)
    }
}

/// One row of the table.
fn row(names: &Names, x: &super::Expansion) -> String {
    let ops: Vec<String> = x
        .operands
        .iter()
        .flat_map(|o| &o.parts)
        .map(|p| match p {
            Part::Operand(n) => format!("LowerOp::Operand({n})"),
            Part::Imm(v) => format!("LowerOp::Imm({})", *v as i64),
            Part::Reg { def, .. } => format!("LowerOp::Reg({})", names.register(Some(*def))),
            Part::ZeroReg => format!("LowerOp::Reg({})", names.register(None)),
        })
        .collect();
    let variadic = x.variadic_from.map_or_else(|| "None".to_string(), |n| format!("Some({n})"));
    format!(
        "PseudoExpansion {{ pseudo: {}, dest: {}, operands: &[{}], variadic_from: {variadic} }}",
        names.opcode(x.pseudo),
        names.opcode(x.dest),
        ops.join(", ")
    )
}

/// `-gen-pseudo-lowering --rust` (see the module docs).
pub(super) fn write(rk: &RecordKeeper, m: &PseudoLowerings, opts: &Options) -> String {
    let fallback = Numbers::default();
    let numbers = m.rust.get().unwrap_or(&fallback);
    let runtime = opts.rust_runtime();
    let t = &m.target;
    let mut w = Writer::append_to(imports(runtime, &[MC_IMPORTS]));
    w.blank();
    let names = Names::new(rk, m, numbers, opts.rust_vocabulary(), &mut w);
    let ty = &names.opcode_ty;

    // The table, by pseudo opcode (the runtime searches it).
    let value = |def: RecId| numbers.enumeration.as_ref().and_then(|e| e.value(def)).unwrap_or(0);
    let mut sorted: Vec<&super::Expansion> = m.expansions.iter().collect();
    sorted.sort_by_key(|x| value(x.pseudo));
    let mut s = w.finish();
    static_table(
        &mut s,
        &format!(
            "The expansions, sorted by pseudo opcode: the cases of C++\n`{t}AsmPrinter::emitPseudoExpansionLowering`, one per `PseudoInstExpansion`."
        ),
        "PSEUDO_EXPANSIONS",
        &format!("PseudoExpansion<{ty}>"),
        sorted.iter().map(|x| row(&names, x)),
    );
    let mut w = Writer::append_to(s);
    w.doc("The expansions, as the runtime's interpreter reads them.");
    w.line("#[allow(dead_code)]");
    w.line(format_args!(
        "pub static PSEUDO_LOWERING: PseudoLowering<{ty}> = PseudoLowering {{ expansions: PSEUDO_EXPANSIONS }};"
    ));
    w.blank();

    w.doc(&format!(
        "What the lowering asks of the target: C++ `{t}AsmPrinter::lowerOperand`.\n\nThe default lowers every operand to itself."
    ));
    w.line("#[allow(dead_code)]");
    w.block("pub trait PseudoLoweringHooks {", "}", |w| {
        w.doc(
            "C++ `lowerOperand(MI->getOperand(N), MCOp)`: the operand `op` of the pseudo as\n\
             an operand of the instruction it lowers to, or `None` if it has none (C++\n\
             `false`: the operand is dropped where it is one of a variadic instruction's\n\
             trailing operands, and the lowering fails with `LowerError::NotLowered`\n\
             anywhere else).",
        );
        w.line("fn lower_operand(&mut self, op: &Operand) -> Option<Operand> { Some(*op) }");
    });
    w.blank();
    forwarders(
        &mut w,
        true,
        &[
            Forward {
                doc: &format!(
                    "Lowers the pseudo-instruction `mi` to the instruction it expands to (C++\n\
                     `{t}AsmPrinter::emitPseudoExpansionLowering`, which emits that instruction):\n\
                     `Ok(None)` if `mi`'s opcode is not a lowered pseudo. Operands copied from `mi`\n\
                     go through `hooks.lower_operand`; immediates and fixed registers are written\n\
                     as they are. Fails, rather than panics, when `mi` has too few operands or an\n\
                     operand the expansion needs is not lowered. Allocates nothing but the result\n\
                     (and that only past `INLINE_OPERANDS` operands)."
                ),
                signature: &format!(
                    "lower_pseudo<H: PseudoLoweringHooks + ?Sized>(mi: &Inst<{ty}>, hooks: &mut H) -> Result<Option<Inst<{ty}>>, LowerError>"
                ),
                call: "PSEUDO_LOWERING.lower(mi, |op| hooks.lower_operand(op))",
            },
            Forward {
                doc: "The expansion of the pseudo-instruction `opcode`, if it is one.",
                signature: &format!("expansion(opcode: {ty}) -> Option<&'static PseudoExpansion<{ty}>>"),
                call: "PSEUDO_LOWERING.find(opcode)",
            },
        ],
    );
    let mut s = w.finish();
    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks("Pseudo-instruction MC lowering Source Fragment", "gen-pseudo-lowering", rk, vec![Chunk::Text(s)])
}
