//! The set operators `InstRW` records use to name instructions:
//! `(instrs A, B, ...)` and `(instregex "pattern", ...)`.

use crate::backend::{Records, Result};
use regex_automata::meta::Regex;
use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;
use tablegen_core::RecordKeeper;

use crate::model::codegen::InstrEnumeration;
use crate::model::set_theory::{RecSet, SetTheory};

/// Characters that end the literal prefix of an `instregex` pattern.
const METACHARS: &[u8] = b"()^$|*+?.[]\\{}";

/// `(instrs a, b, ...)`: the union of the arguments, like `add`.
pub(super) fn instrs(
    st: &mut SetTheory,
    rk: &mut Records<'_>,
    expr: Init,
    elts: &mut RecSet,
    loc: &[Loc],
) -> Result<()> {
    for a in dag_args(rk, expr) {
        st.evaluate(rk, a, elts, loc)?;
    }
    Ok(())
}

fn dag_args(rk: &RecordKeeper, expr: Init) -> Vec<Init> {
    match *rk.inits.kind(expr) {
        InitKind::Dag { args, .. } => (0..args.len()).map(|i| rk.inits.at(args, i)).collect(),
        _ => Vec::new(),
    }
}

/// The instruction names `instregex` searches, split as LLVM splits the
/// enumeration: the fixed opcodes (unsorted), then the target's pseudos and
/// non-pseudos, each sorted by name so that a literal prefix narrows the
/// search to a contiguous run.
pub(super) struct InstRegex {
    generics: Vec<(String, RecId)>,
    pseudos: Vec<(String, RecId)>,
    others: Vec<(String, RecId)>,
}

impl InstRegex {
    pub(super) fn new(rk: &RecordKeeper, insts: &InstrEnumeration) -> Self {
        let named = |ids: &[RecId]| ids.iter().map(|&d| (rk.name_str(d).to_string(), d)).collect::<Vec<_>>();
        let all = insts.by_enum();
        let fixed = insts.num_fixed().min(all.len());
        let pseudo_end = (fixed + insts.num_pseudo()).min(all.len());
        InstRegex {
            generics: named(&all[..fixed]),
            pseudos: named(&all[fixed..pseudo_end]),
            others: named(&all[pseudo_end..]),
        }
    }

    /// `(instregex "p1", "p2", ...)`: every instruction whose name matches
    /// one of the patterns from its start (POSIX extended syntax, as LLVM's
    /// `Regex`); a pattern matching nothing is an error.
    pub(super) fn apply(&self, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
        for arg in dag_args(rk, expr) {
            let Some(original) = rk.inits.as_str(arg).map(str::to_string) else {
                let msg = format!("instregex requires pattern string: {}", rk.as_string(expr));
                return crate::support::fields::fatal(rk, loc, msg);
            };
            let pattern = Pattern::parse(&original);
            let mut matches = 0usize;
            let mut take = |name: &str, def: RecId, elts: &mut RecSet| {
                if pattern.matches_rest(&name[pattern.prefix_len..]) {
                    elts.insert(def);
                    matches += 1;
                }
            };
            for (name, def) in &self.generics {
                if name.starts_with(pattern.prefix()) {
                    take(name, *def, elts);
                }
            }
            for run in [&self.pseudos, &self.others] {
                for (name, def) in prefix_run(run, pattern.prefix()) {
                    take(name, *def, elts);
                }
            }
            if matches == 0 {
                let msg = format!("instregex has no matches: {}", pattern.unanchored);
                return crate::support::fields::fatal(rk, loc, msg);
            }
        }
        Ok(())
    }
}

/// The entries of the name-sorted `run` that start with `prefix`.
fn prefix_run<'a, T>(run: &'a [(String, T)], prefix: &str) -> &'a [(String, T)] {
    let lo = run.partition_point(|(n, _)| n.as_str() < prefix);
    let len = run[lo..].partition_point(|(n, _)| n.starts_with(prefix));
    &run[lo..lo + len]
}

/// An `instregex` pattern split into a literal prefix (searched by binary
/// search) and the regex the rest of the name must match from its start.
struct Pattern {
    /// The pattern without a leading `^` (what the no-match error quotes).
    unanchored: String,
    prefix_len: usize,
    /// `None` when the prefix is the whole pattern; an invalid regex
    /// matches nothing, as LLVM's `Regex::match` on a failed compile.
    regex: Option<Option<Regex>>,
}

impl Pattern {
    fn parse(original: &str) -> Self {
        let (had_anchor, unanchored) = match original.strip_prefix('^') {
            Some(rest) => (true, rest),
            None => (false, original),
        };
        let bytes = unanchored.as_bytes();
        let mut first_meta = bytes.iter().position(|c| METACHARS.contains(c)).unwrap_or(bytes.len());
        // A quantifier applies to the character before it, which therefore
        // cannot be part of the literal prefix.
        if first_meta > 0 && first_meta < bytes.len() && matches!(bytes[first_meta], b'+' | b'*' | b'?') {
            first_meta -= 1;
        }
        // A top-level alternative or optional part defeats the prefix.
        if without_parens(unanchored).bytes().any(|c| c == b'|' || c == b'?') {
            first_meta = 0;
        }
        let rest = &unanchored[first_meta..];
        let regex = (!rest.is_empty()).then(|| {
            let anchored = if had_anchor { format!("^{rest}") } else { format!("^({rest})") };
            Regex::new(&posix_to_rust(&anchored)).ok()
        });
        Pattern { unanchored: unanchored.to_string(), prefix_len: first_meta, regex }
    }

    fn prefix(&self) -> &str {
        &self.unanchored[..self.prefix_len]
    }

    fn matches_rest(&self, rest: &str) -> bool {
        match &self.regex {
            None => true,
            Some(None) => false,
            Some(Some(re)) => re.is_match(rest),
        }
    }
}

/// Rewrites a POSIX extended regex (LLVM's `Regex` syntax) in the syntax
/// of `regex-automata` where the two differ: a backslash makes any
/// character literal (`\d` is `d`), and inside a bracket expression `[`
/// and `\` are ordinary characters (`[32|64)[XZ]` is one class ending at
/// the `]` after `Z`) while `[:alpha:]` names a class.
fn posix_to_rust(pat: &str) -> String {
    let chars: Vec<char> = pat.chars().collect();
    let mut out = String::with_capacity(pat.len() + 8);
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                if let Some(&c) = chars.get(i + 1) {
                    push_literal(&mut out, c);
                }
                i += 2;
            }
            '[' => i = bracket(&chars, i, &mut out),
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// Translates the bracket expression starting at `chars[start]` (a `[`),
/// returning the index after it. An unterminated bracket is copied as is,
/// so that the regex fails to compile and matches nothing, as in LLVM.
fn bracket(chars: &[char], start: usize, out: &mut String) -> usize {
    let mut i = start + 1;
    let mut class = String::from("[");
    if chars.get(i) == Some(&'^') {
        class.push('^');
        i += 1;
    }
    let mut first = true;
    while i < chars.len() {
        let c = chars[i];
        if c == ']' && !first {
            class.push(']');
            out.push_str(&class);
            return i + 1;
        }
        first = false;
        if c == '[' && chars.get(i + 1) == Some(&':') {
            if let Some(end) = (i + 2..chars.len().saturating_sub(1)).find(|&j| chars[j] == ':' && chars[j + 1] == ']')
            {
                class.extend(&chars[i..end + 2]);
                i = end + 2;
                continue;
            }
        }
        match c {
            '[' | ']' | '\\' | '&' | '~' | '^' => {
                class.push('\\');
                class.push(c);
            }
            _ => class.push(c),
        }
        i += 1;
    }
    out.extend(&chars[start..]);
    chars.len()
}

/// Appends `c` as a literal outside a class.
fn push_literal(out: &mut String, c: char) {
    if c.is_ascii_punctuation() {
        out.push('\\');
    }
    out.push(c);
}

/// `s` with every parenthesized part removed (escaped parentheses are not
/// special here, as in LLVM).
fn without_parens(s: &str) -> String {
    let mut depth = 0i32;
    let mut out = String::new();
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_stops_before_a_quantified_character() {
        let p = Pattern::parse("ABC*");
        assert_eq!(p.prefix(), "AB");
        assert!(p.matches_rest("CCC_rr"));
        assert!(p.matches_rest(""));
    }

    #[test]
    fn alternation_disables_the_prefix() {
        let p = Pattern::parse("ADD|SUB");
        assert_eq!(p.prefix(), "");
        assert!(p.matches_rest("SUB32"));
        assert!(!p.matches_rest("MUL"));
        // Inside parentheses an alternative keeps the prefix.
        assert_eq!(Pattern::parse("ADD(8|16)rr").prefix(), "ADD");
    }

    #[test]
    fn anchor_is_dropped_from_the_prefix_and_the_message() {
        let p = Pattern::parse("^VPERM(I|T)2");
        assert_eq!(p.prefix(), "VPERM");
        assert_eq!(p.unanchored, "VPERM(I|T)2");
        assert!(p.matches_rest("T2Q"));
        assert!(!p.matches_rest("X2Q"));
    }

    #[test]
    fn plain_prefix_matches_every_name_starting_with_it() {
        let p = Pattern::parse("LD");
        assert_eq!(p.prefix(), "LD");
        assert!(p.regex.is_none());
        let run: Vec<(String, ())> = ["ADD", "LD", "LDR", "LDX", "MOV"].iter().map(|n| (n.to_string(), ())).collect();
        let names: Vec<&str> = prefix_run(&run, "LD").iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["LD", "LDR", "LDX"]);
    }

    #[test]
    fn posix_brackets_and_escapes() {
        assert_eq!(posix_to_rust("FRINT[32|64)[XZ]v2f"), "FRINT[32|64)\\[XZ]v2f");
        assert_eq!(posix_to_rust("a\\d[]x][^]][[:digit:]]"), "ad[\\]x][^\\]][[:digit:]]");
        // The stray `)` unbalances the parentheses, so the `|` counts as
        // top level and there is no prefix (as in LLVM).
        let p = Pattern::parse("FRINT[32|64)[XZ]v2f(32|64)$");
        assert_eq!(p.prefix(), "");
        assert!(p.matches_rest("FRINTXv2f64"));
        assert!(p.matches_rest("FRINT)v2f32"));
        assert!(!p.matches_rest("FRINT32Xv2f32"));
    }

    #[test]
    fn invalid_regex_matches_nothing() {
        assert!(!Pattern::parse("A(").matches_rest("A("));
    }
}
