//! `--help` in its four forms and `--version`, laid out as LLVM's `cl`
//! library lays them out: options sorted by name (by category unless a
//! list is asked for), help texts aligned one column past the widest
//! option.

use super::table::{Category, HelpKind, Opt, Table, Value, ACTION_SORT_KEY, ACTION_TITLE};

/// What `--version` prints.
pub fn version() -> String {
    format!("tablegen-rs version {}\n  A drop-in for llvm-tblgen, LLVM version 19.1.7.\n", env!("CARGO_PKG_VERSION"))
}

/// One entry of a listing: a named option, or the list of actions.
enum Entry {
    Opt(Opt),
    Actions,
}

impl Entry {
    fn key(&self) -> &'static str {
        match self {
            Entry::Opt(o) => o.name,
            Entry::Actions => ACTION_SORT_KEY,
        }
    }

    fn category(&self) -> Category {
        match self {
            Entry::Opt(o) => o.category,
            Entry::Actions => Category::General,
        }
    }
}

/// The help text of `kind` for the program named `prog`.
pub fn render(table: &Table, kind: HelpKind, prog: &str) -> String {
    let hidden = matches!(kind, HelpKind::CategorizedHidden | HelpKind::ListHidden);
    let list = matches!(kind, HelpKind::List | HelpKind::ListHidden);
    let shown = |o: &Opt| {
        // --help-list lists itself only among the hidden options.
        let hidden_here = o.hidden || (list && o.name == "help-list");
        hidden || !hidden_here
    };
    let mut entries: Vec<Entry> = table.opts.iter().filter(|o| shown(o)).map(|o| Entry::Opt(*o)).collect();
    entries.push(Entry::Actions);
    entries.sort_by(|a, b| a.key().cmp(b.key()));
    let width = entries.iter().map(|e| entry_width(table, e)).max().unwrap_or(0);

    let mut out = format!("USAGE: {prog} [options] <input file>\n\nOPTIONS:\n");
    if list {
        for e in &entries {
            write_entry(&mut out, table, e, width);
        }
        return out;
    }
    let mut categories: Vec<Category> = entries.iter().map(Entry::category).collect();
    categories.sort_by_key(|c| c.title());
    categories.dedup();
    for cat in categories {
        out.push('\n');
        out.push_str(&cat.title());
        out.push_str(":\n\n");
        for e in entries.iter().filter(|e| e.category() == cat) {
            write_entry(&mut out, table, e, width);
        }
    }
    out
}

/// How an option is spelled in the listing: `-D <macro name>`,
/// `--class=<class name>`, `--omit-comments`.
fn spelling(o: &Opt) -> String {
    // LLVM prints this comma-separated list with one dash.
    let dashes = if o.name.len() == 1 || o.name == "debug-counter" { "-" } else { "--" };
    let value = match (o.value_desc, o.value) {
        (Some(d), Value::Required) if o.name.len() == 1 => format!(" <{d}>"),
        (Some(d), _) => format!("=<{d}>"),
        (None, _) => String::new(),
    };
    format!("  {dashes}{}{value}", o.name)
}

fn entry_width(table: &Table, e: &Entry) -> usize {
    match e {
        Entry::Opt(o) => spelling(o).len(),
        // LLVM's width of an unnamed enumeration: its longest value name
        // plus 8.
        Entry::Actions => table.actions.iter().map(|a| a.flag.len() + 8).max().unwrap_or(0),
    }
}

fn write_entry(out: &mut String, table: &Table, e: &Entry, width: usize) {
    match e {
        Entry::Opt(o) => {
            let s = spelling(o);
            out.push_str(&s);
            pad(out, width - s.len());
            out.push_str(" - ");
            out.push_str(o.help);
            if matches!(o.effect, super::table::Effect::Action(a) if a.backend.is_none()) {
                out.push_str(NOT_YET);
            }
            out.push('\n');
            if let Some(values) = enum_values(o) {
                for (name, help) in values {
                    out.push_str("    =");
                    out.push_str(name);
                    pad(out, (width + 3).saturating_sub(name.len() + 8));
                    out.push_str(" -   ");
                    out.push_str(help);
                    out.push('\n');
                }
            }
        }
        Entry::Actions => {
            out.push_str("  ");
            out.push_str(ACTION_TITLE);
            out.push('\n');
            for a in &table.actions {
                out.push_str("      --");
                out.push_str(a.flag);
                pad(out, (width + 3).saturating_sub(a.flag.len() + 8));
                out.push_str(" - ");
                out.push_str(a.description);
                if a.backend.is_none() {
                    out.push_str(NOT_YET);
                }
                out.push('\n');
            }
        }
    }
}

/// What `--help` adds to an action tablegen-rs does not implement yet (the
/// one difference from LLVM's listing of the actions).
pub const NOT_YET: &str = " (not implemented yet)";

fn enum_values(o: &Opt) -> Option<&'static [(&'static str, &'static str)]> {
    match o.effect {
        super::table::Effect::Backend(spec) => match spec.kind {
            tablegen_build::backend::OptionKind::Enum { values, .. } => Some(values),
            _ => None,
        },
        _ => None,
    }
}

fn pad(out: &mut String, n: usize) {
    out.extend(std::iter::repeat(' ').take(n));
}
