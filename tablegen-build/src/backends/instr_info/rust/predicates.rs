//! The `TIIPredicate`s in Rust: one function per predicate answering what
//! its MC flavour answers (C++ `<Target>_MC::<name>(const MCInst &MI)`,
//! `GET_INSTRINFO_MC_HELPERS`), over two traits the user implements:
//!
//! - `Instr`, the instruction (C++ `MCInst`): the runtime's
//!   `tablegen_runtime::pred::Instr`, re-exported by the module (see
//!   [`super::tables`]), whose opcode is the module's `Opcode`;
//! - `Context`, every C++ escape of the predicates (`CheckFunctionPredicate`,
//!   function mappers, `CheckImmOperand_s` constants, calls of predicates
//!   the module does not define), one method each, documented by its C++
//!   text; only the methods the predicates call are declared.
//!
//! A predicate calling another of the module's predicates calls its Rust
//! function, unless the callee may call the caller back (C++ would recurse
//! without end once there): such calls are context methods too.
//!
//! As for an `MCInst` in C++, `CheckPseudo` and `CheckNonPortable` are
//! `false`. Where the C++ reads an operand the instruction does not have,
//! or a register of an immediate (or the reverse), its behaviour is
//! undefined: the Rust function answers `false`, also when that happens in
//! a predicate it calls.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::{Records, Result};
use crate::model::inst_predicate::rust::{
    write_instr_type, Hooks, InstrView, PredicateNames, PredicateNumbers, Translator, Vocabulary,
};
use crate::model::inst_predicate::{InstRef, Pred, RegRef, Stmt};
use crate::support::fields::fatal_at;
use crate::support::rust::names::{snake, Namer};
use crate::support::rust::{doc_lines, format_items, spaced};

use super::super::model::{InstrInfo, TiiPredicate};

/// The predicates of a statement, with each switch case's opcodes as a
/// `CheckOpcode` (so that they get names too), in expansion order.
fn statement_preds(stmt: &Stmt, out: &mut Vec<Pred>) {
    tablegen_core::stack::guard(|| match stmt {
        Stmt::Return(p) => out.push(p.clone()),
        Stmt::Switch { cases, default } => {
            for c in cases {
                out.push(Pred::Opcode(c.opcodes.clone()));
                statement_preds(&c.stmt, out);
            }
            statement_preds(default, out);
        }
    })
}

/// Every predicate of every `TIIPredicate` body (see [`statement_preds`]).
pub(super) fn all_preds(m: &InstrInfo) -> Vec<Pred> {
    let mut out = Vec::new();
    for p in &m.tii_predicates {
        statement_preds(&p.body, &mut out);
    }
    out
}

/// What only the Rust output needs of the `TIIPredicate`s: every opcode
/// and register they name numbered, and no empty `CheckImmOperand_s`
/// (llvm-tblgen-19 writes C++ that does not compile for it; the Rust
/// module cannot say what it means).
pub(super) fn check(rk: &mut Records<'_>, m: &InstrInfo) -> Result<Option<PredicateNumbers>> {
    if m.tii_predicates.is_empty() {
        return Ok(None);
    }
    for p in &m.tii_predicates {
        let mut preds = Vec::new();
        statement_preds(&p.body, &mut preds);
        let mut empty = false;
        for q in &preds {
            q.visit(&mut |q| empty |= matches!(q, Pred::ImmOperandStr { value, .. } if value.is_empty()));
        }
        if empty {
            let msg = format!(
                "TIIPredicate '{}': a CheckImmOperand_s with an empty ImmVal has no meaning \
                 (llvm-tblgen-19 writes C++ that does not compile); the Rust module cannot be written",
                p.name
            );
            return fatal_at(rk, p.def, msg);
        }
    }
    let preds = all_preds(m);
    PredicateNumbers::collect(rk, preds.iter()).map(Some)
}

/// The names of the module: the opcodes and registers, and the module's
/// own functions for the `TIIPredicate`s a predicate may call.
struct Local<'a> {
    names: &'a PredicateNames,
    calls: &'a BTreeMap<String, String>,
}

impl Vocabulary for Local<'_> {
    fn opcode(&self, inst: &InstRef) -> String {
        self.names.opcode(inst)
    }
    fn register(&self, reg: &RegRef) -> String {
        self.names.register(reg)
    }
    fn tii_function(&self, name: &str) -> Option<String> {
        self.calls.get(name).cloned()
    }
}

/// The `TIIPredicate`s `p` calls, by `FunctionName`.
fn callees(p: &TiiPredicate) -> BTreeSet<String> {
    let mut preds = Vec::new();
    statement_preds(&p.body, &mut preds);
    let mut out = BTreeSet::new();
    for q in &preds {
        q.visit(&mut |q| {
            if let Pred::TiiCall { name, .. } = q {
                out.insert(name.clone());
            }
        });
    }
    out
}

/// The Rust items of the `TIIPredicate`s (empty if there are none): the
/// instruction view, the context trait, the registers named, one function
/// per predicate and the list of them all.
pub(super) fn write(rk: &RecordKeeper, m: &InstrInfo, numbers: &PredicateNumbers) -> String {
    if m.tii_predicates.is_empty() {
        return String::new();
    }
    let target = &m.target;
    let preds = all_preds(m);
    let names = PredicateNames::new(rk, preds.iter(), numbers, Some(""));

    // Function names: the public one and the evaluation behind it; calls
    // by name go to the first predicate of that name (C++ would not
    // compile a repeated one).
    let mut values = Namer::default();
    for reserved in ["is_virtual_reg", "tii_predicates", "lookup"] {
        values.reserve(reserved);
    }
    let mut public = Vec::new();
    let mut evals = Vec::new();
    let mut eval: BTreeMap<String, String> = BTreeMap::new();
    for p in &m.tii_predicates {
        let name = values.unique(snake(&p.name));
        let e = values.unique(format!("eval_{name}"));
        public.push(name);
        evals.push(e.clone());
        eval.entry(p.name.clone()).or_insert(e);
    }
    // A call may go to the callee's function unless the callee reaches the
    // caller (C++ would not stop recursing).
    let graph: BTreeMap<&str, BTreeSet<String>> =
        m.tii_predicates.iter().map(|p| (p.name.as_str(), callees(p))).collect();
    let reaches = |from: &str, to: &str| -> bool {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_string()];
        while let Some(n) = stack.pop() {
            if n == to {
                return true;
            }
            if seen.insert(n.clone()) {
                if let Some(next) = graph.get(n.as_str()) {
                    stack.extend(next.iter().cloned());
                }
            }
        }
        false
    };

    let mut hooks = Hooks::default();
    let mut fns = String::new();
    for ((p, pub_name), e) in m.tii_predicates.iter().zip(&public).zip(&evals) {
        let calls: BTreeMap<String, String> = graph
            .get(p.name.as_str())
            .into_iter()
            .flatten()
            .filter(|callee| !reaches(callee, &p.name))
            .filter_map(|callee| eval.get(callee).map(|e| (callee.clone(), e.clone())))
            .collect();
        let local = Local { names: &names, calls: &calls };
        let t = Translator::new(&local, "mi", "cx").for_mc(true);
        let body = t.statement(&p.body, &mut hooks);
        let cx = if t.calls_cx() { "cx" } else { "_cx" };
        let mi = if t.reads_mi() { "mi" } else { "_mi" };
        let _ = write!(
            fns,
            "/// C++ `{target}_MC::{name}(const MCInst &MI)` (a `TIIPredicate`), as an\n\
             /// `Option`: `None` where the C++ reads an operand `mi` does not have or of\n\
             /// the other kind.\n\
             #[allow(clippy::match_like_matches_macro, clippy::match_single_binding)]\n\
             fn {e}<C: Context + ?Sized>({cx}: &C, {mi}: &C::Instr) -> Option<bool> {{\n\
             let answer: bool = {body};\n\
             Some(answer)\n\
             }}\n\n",
            name = p.name
        );
        let _ = write!(
            fns,
            "/// C++ `{target}_MC::{name}(const MCInst &MI)`, the `TIIPredicate`\n\
             /// `{name}` for an `MCInst`; `false` where the C++ reads an operand `mi`\n\
             /// does not have or of the other kind (undefined behaviour in C++).\n\
             #[allow(dead_code)]\n\
             pub fn {pub_name}<C: Context + ?Sized>(cx: &C, mi: &C::Instr) -> bool {{\n\
             {e}(cx, mi).unwrap_or(false)\n\
             }}\n\n",
            name = p.name
        );
    }

    let mut items = String::new();
    items.push_str(
        "/// What the `TIIPredicate`s ask beyond the instruction: every C++ escape of\n\
         /// the predicates (one method each, its C++ text in its documentation;\n\
         /// C++ `MI` is the instruction).\n\
         #[allow(dead_code)]\n\
         pub trait Context {\n",
    );
    write_instr_type(&mut items, InstrView::Mc, names.opcode_ty(), false);
    for hook in hooks.list() {
        doc_lines(&mut items, "", &hook.doc(true, target));
        let _ = writeln!(items, "fn {}{};", hook.name, hook.signature("Self::Instr"));
    }
    items.push_str("}\n");
    names.write_constant_modules(&mut items, false);
    items.push_str(&fns);
    items.push_str(
        "/// A `TIIPredicate` function: the context, the instruction.\n\
         #[allow(dead_code)]\n\
         pub type TiiPredicate<C> = fn(&C, &<C as Context>::Instr) -> bool;\n\n\
         /// Every `TIIPredicate`, by its C++ name (`FunctionName`), in LLVM's order.\n",
    );
    let _ = writeln!(
        items,
        "#[allow(dead_code)]\npub fn tii_predicates<C: Context + ?Sized>() -> [(&'static str, TiiPredicate<C>); {}] {{\n[",
        m.tii_predicates.len()
    );
    for (p, n) in m.tii_predicates.iter().zip(&public) {
        let _ = writeln!(items, "({:?}, {n}::<C>),", p.name);
    }
    items.push_str("]\n}\n");
    match items.parse::<proc_macro2::TokenStream>() {
        Ok(tokens) => spaced(&format_items(tokens)),
        Err(e) => format!("// the generated items do not lex: {e}\n{items}"),
    }
}
