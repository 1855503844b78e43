//! The writer: LLVM's reStructuredText page of a target's instructions.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;

use super::model::InstrDocs;

/// Writes the page.
pub(super) fn write(_rk: &RecordKeeper, m: &InstrDocs, _: &Options) -> String {
    let mut out = String::new();
    let title = format!("{} Instructions", m.target);
    let rule = "-".repeat(title.len());
    let _ = writeln!(out, "{rule}\n{title}\n{rule}\n");
    for inst in &m.instrs {
        let name = escape(&inst.name);
        let _ = writeln!(out, "{name}\n{}\n", "=".repeat(name.len()));
        for (asm, variant) in inst.asm_strings.iter().zip(&m.variants) {
            out.push_str("Assembly string");
            if m.variants.len() != 1 {
                let _ = write!(out, " ({variant})");
            }
            let _ = writeln!(out, ": ``{}``\n", escape(asm));
        }
        list(&mut out, "Flags", inst.flags.iter().copied());
        for op in &inst.operands {
            let kind = if op.is_def { "DEF" } else { "USE" };
            match &op.sub {
                None => {
                    let _ = writeln!(out, "* {kind} ``{}:${}``\n", op.operand, op.name);
                }
                Some((ty, sub)) => {
                    let _ = writeln!(out, "* {kind} ``{}/{ty}:${}.{sub}``\n", op.operand, op.name);
                }
            }
        }
        if !inst.constraints.is_empty() {
            let _ = writeln!(out, "Constraints: ``{}``\n", inst.constraints);
        }
        list(&mut out, "Implicit defs", inst.implicit_defs.iter().map(String::as_str));
        list(&mut out, "Implicit uses", inst.implicit_uses.iter().map(String::as_str));
        list(&mut out, "Predicates", inst.predicates.iter().map(String::as_str));
    }
    out
}

/// `<label>: ``a``, ``b``` and a blank line, when there are items.
fn list<'a>(out: &mut String, label: &str, items: impl Iterator<Item = &'a str>) {
    let mut first = true;
    for item in items {
        if first {
            let _ = write!(out, "{label}: ");
            first = false;
        } else {
            out.push_str(", ");
        }
        let _ = write!(out, "``{item}``");
    }
    if !first {
        out.push_str("\n\n");
    }
}

/// LLVM's `escapeForRST`: newlines and tabs as C escapes, underscores
/// escaped (a trailing one means a link in rst).
pub(super) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 4);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '_' => out.push_str("\\_"),
            c => out.push(c),
        }
    }
    out
}
