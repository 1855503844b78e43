//! The set operators `InstRW` records use to name instructions:
//! `(instrs A, B, ...)` and `(instregex "pattern", ...)`.

use crate::backend::{Records, Result};
use regex_automata::meta::Regex;
use std::sync::{Arc, Mutex};
use tablegen_core::init::{Init, InitKind};
use tablegen_core::intern::FxHashMap;
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
    /// The matches of each pattern string met so far, in the order the
    /// search finds them. Targets with many processor models repeat the
    /// same patterns in each model's `InstRW`s (X86 `-gen-instr-info`:
    /// matching them again was a tenth of its instructions).
    memo: Mutex<FxHashMap<Init, Arc<[RecId]>>>,
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
            memo: Mutex::default(),
        }
    }

    /// `(instregex "p1", "p2", ...)`: every instruction whose name matches
    /// one of the patterns from its start (POSIX extended syntax, as LLVM's
    /// `Regex`); a pattern matching nothing is an error.
    pub(super) fn apply(&self, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
        for arg in dag_args(rk, expr) {
            let Some(original) = rk.inits.as_str(arg) else {
                let msg = format!("instregex requires pattern string: {}", rk.as_string(expr));
                return crate::support::fields::fatal(rk, loc, msg);
            };
            // A poisoned lock only means another thread panicked; the map
            // holds complete entries either way.
            let known = self.memo.lock().unwrap_or_else(|e| e.into_inner()).get(&arg).cloned();
            let matches = match known {
                Some(m) => m,
                None => {
                    let m: Arc<[RecId]> = self.search(&Pattern::parse(original)).into();
                    self.memo.lock().unwrap_or_else(|e| e.into_inner()).insert(arg, Arc::clone(&m));
                    m
                }
            };
            if matches.is_empty() {
                let msg = format!("instregex has no matches: {}", split_anchor(original).1);
                return crate::support::fields::fatal(rk, loc, msg);
            }
            for &def in matches.iter() {
                elts.insert(def);
            }
        }
        Ok(())
    }

    /// The instructions whose names `pattern` matches, generics first.
    fn search(&self, pattern: &Pattern) -> Vec<RecId> {
        let mut found = Vec::new();
        let mut take = |name: &str, def: RecId| {
            if pattern.matches_rest(&name[pattern.prefix_len..]) {
                found.push(def);
            }
        };
        for (name, def) in &self.generics {
            if pattern.starts.iter().any(|s| name.starts_with(s.as_str())) {
                take(name, *def);
            }
        }
        for run in [&self.pseudos, &self.others] {
            for range in start_runs(run, &pattern.starts) {
                for (name, def) in &run[range] {
                    take(name, *def);
                }
            }
        }
        found
    }
}

/// The index ranges of the name-sorted `run` whose names start with one of
/// `starts`, in order and without overlaps (so each name is visited once,
/// in name order).
fn start_runs<T>(run: &[(String, T)], starts: &[String]) -> Vec<std::ops::Range<usize>> {
    let mut ranges: Vec<std::ops::Range<usize>> = starts
        .iter()
        .map(|s| {
            let lo = run.partition_point(|(n, _)| n.as_str() < s.as_str());
            lo..lo + run[lo..].partition_point(|(n, _)| n.starts_with(s.as_str()))
        })
        .filter(|r| !r.is_empty())
        .collect();
    ranges.sort_by_key(|r| r.start);
    let mut merged: Vec<std::ops::Range<usize>> = Vec::with_capacity(ranges.len());
    for r in ranges {
        match merged.last_mut() {
            Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
            _ => merged.push(r),
        }
    }
    merged
}

/// An `instregex` pattern split into a literal prefix (searched by binary
/// search) and the regex the rest of the name must match from its start.
struct Pattern {
    prefix_len: usize,
    /// Every matching name starts with one of these (the literal prefix,
    /// followed by each literal the regex's matches must begin with, when
    /// the regex is anchored and those literals are few).
    starts: Vec<String>,
    /// `None` when `starts` decide alone (the pattern is a literal, or its
    /// literals are exact); an invalid regex
    /// matches nothing, as LLVM's `Regex::match` on a failed compile.
    regex: Option<Option<Regex>>,
}

impl Pattern {
    fn parse(original: &str) -> Self {
        let (had_anchor, unanchored) = split_anchor(original);
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
        let prefix = &unanchored[..first_meta];
        let mut starts = vec![prefix.to_string()];
        let regex = if rest.is_empty() {
            None
        } else {
            let anchored = if had_anchor { format!("^{rest}") } else { format!("^({rest})") };
            // Parsed once, for both the literals and the matcher.
            match regex_syntax::Parser::new().parse(&posix_to_rust(&anchored)) {
                Err(_) => Some(None),
                Ok(hir) => {
                    let lits = anchored_prefixes(&hir);
                    let exact = lits.as_ref().is_some_and(|l| l.exact);
                    if let Some(lits) = lits {
                        starts = lits.starts.into_iter().map(|l| format!("{prefix}{l}")).collect();
                    }
                    // Exact literals are the whole test: no matcher to build.
                    (!exact).then(|| Regex::builder().build_from_hir(&hir).ok())
                }
            }
        };
        Pattern { prefix_len: first_meta, starts, regex }
    }

    /// The literal prefix (each of `starts` begins with it).
    #[cfg(test)]
    fn prefix(&self) -> &str {
        self.starts.first().map_or("", |s| &s[..self.prefix_len])
    }

    /// Whether `name` matches (the search visits only names with one of
    /// `starts`, and asks [`Pattern::matches_rest`] directly).
    #[cfg(test)]
    fn matches(&self, name: &str) -> bool {
        self.starts.iter().any(|s| name.starts_with(s.as_str()))
            && name.get(self.prefix_len..).is_some_and(|rest| self.matches_rest(rest))
    }

    fn matches_rest(&self, rest: &str) -> bool {
        match &self.regex {
            None => true,
            Some(None) => false,
            Some(Some(re)) => re.is_match(rest),
        }
    }
}

/// Whether `pattern` starts with `^`, and the pattern without it.
fn split_anchor(pattern: &str) -> (bool, &str) {
    match pattern.strip_prefix('^') {
        Some(rest) => (true, rest),
        None => (false, pattern),
    }
}

/// What the literal extractor knows of an anchored regex's matches.
struct Literals {
    /// Every match begins with one of these.
    starts: Vec<String>,
    /// Each of `starts` is a whole match and the regex asserts nothing
    /// else (no `$`, no word boundary): a name matches exactly when it
    /// starts with one of them, since `instregex` matches from the start
    /// of the name and lets anything follow.
    exact: bool,
}

/// The literals every match of `hir` begins with, if each match is
/// anchored at the start of the text and the literals are a finite set;
/// `None` when that is not known.
fn anchored_prefixes(hir: &regex_syntax::hir::Hir) -> Option<Literals> {
    use regex_syntax::hir::{literal::Extractor, Look, LookSet};
    // Unanchored alternatives (`^A|B`) can match anywhere in the name.
    if !hir.properties().look_set_prefix().contains(Look::Start) {
        return None;
    }
    let seq = Extractor::new().extract(hir);
    let starts =
        seq.literals()?.iter().map(|l| String::from_utf8(l.as_bytes().to_vec()).ok()).collect::<Option<_>>()?;
    let only_start = hir.properties().look_set().subtract(LookSet::singleton(Look::Start)).is_empty();
    Some(Literals { starts, exact: seq.is_exact() && only_start })
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
        assert!(p.matches("ABCCC_rr"));
        assert!(p.matches("AB"));
        assert!(p.matches("ABD"), "C* matches nothing before the D");
        assert!(!p.matches("ACC"));
    }

    #[test]
    fn alternation_disables_the_prefix() {
        let p = Pattern::parse("ADD|SUB");
        assert_eq!(p.prefix(), "");
        assert!(p.matches("SUB32"));
        assert!(!p.matches("MUL"));
        // Inside parentheses an alternative keeps the prefix.
        assert_eq!(Pattern::parse("ADD(8|16)rr").prefix(), "ADD");
    }

    #[test]
    fn anchor_is_dropped_from_the_prefix_and_the_message() {
        let p = Pattern::parse("^VPERM(I|T)2");
        assert_eq!(p.prefix(), "VPERM");
        assert_eq!(split_anchor("^VPERM(I|T)2"), (true, "VPERM(I|T)2"));
        assert!(p.matches("VPERMT2Q"));
        assert!(!p.matches("VPERMX2Q"));
    }

    #[test]
    fn plain_prefix_matches_every_name_starting_with_it() {
        let p = Pattern::parse("LD");
        assert_eq!(p.prefix(), "LD");
        assert!(p.regex.is_none());
        let run: Vec<(String, ())> = ["ADD", "LD", "LDR", "LDX", "MOV"].iter().map(|n| (n.to_string(), ())).collect();
        let names: Vec<&str> =
            start_runs(&run, &p.starts).into_iter().flat_map(|r| &run[r]).map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["LD", "LDR", "LDX"]);
    }

    #[test]
    fn group_at_the_start_narrows_to_its_literals() {
        // No literal prefix (the pattern starts with a group), but every
        // match begins with VADD or ADD: two runs, in name order, each name
        // once although "ADD" also covers "ADDPD".
        let p = Pattern::parse("(V?)ADD(PD|SD)rr");
        assert_eq!(p.prefix(), "");
        assert_eq!(p.starts, ["VADDPDrr", "VADDSDrr", "ADDPDrr", "ADDSDrr"]);
        let names = ["ADC", "ADDPDrr", "ADDPDrr_Int", "ADDSDrr", "SUB", "VADDPDrr", "VADDSSrr"];
        let run: Vec<(String, ())> = names.iter().map(|n| (n.to_string(), ())).collect();
        let found: Vec<&str> = start_runs(&run, &p.starts)
            .into_iter()
            .flat_map(|r| &run[r])
            .map(|(n, _)| n.as_str())
            .filter(|n| p.matches(n))
            .collect();
        assert_eq!(found, ["ADDPDrr", "ADDPDrr_Int", "ADDSDrr", "VADDPDrr"]);
        // Overlapping starts visit a name once.
        let overlapping = ["ADD".to_string(), "ADDPD".to_string()];
        assert_eq!(start_runs(&run, &overlapping), vec![std::ops::Range { start: 1, end: 4 }]);
    }

    #[test]
    fn exact_literals_need_no_matcher_but_an_end_anchor_does() {
        let p = Pattern::parse("MMX_PADD(B|W)rr");
        assert!(p.regex.is_none());
        assert_eq!(p.starts, ["MMX_PADDBrr", "MMX_PADDWrr"]);
        assert!(p.matches("MMX_PADDBrr_Int"));
        assert!(!p.matches("MMX_PADDDrr"));
        // `$` is not a literal: the matcher must still run.
        let q = Pattern::parse("MMX_PADD(B|W)rr$");
        assert!(matches!(q.regex, Some(Some(_))));
        assert!(q.matches("MMX_PADDBrr"));
        assert!(!q.matches("MMX_PADDBrr_Int"));
    }

    #[test]
    fn unanchored_alternatives_keep_the_full_search() {
        // `^A|B` is `(^A)|B`: B may match anywhere, so no start narrows it.
        let p = Pattern::parse("^A|B");
        assert_eq!(p.starts, [""]);
        assert!(p.matches("XB"));
    }

    #[test]
    fn posix_brackets_and_escapes() {
        assert_eq!(posix_to_rust("FRINT[32|64)[XZ]v2f"), "FRINT[32|64)\\[XZ]v2f");
        assert_eq!(posix_to_rust("a\\d[]x][^]][[:digit:]]"), "ad[\\]x][^\\]][[:digit:]]");
        // The stray `)` unbalances the parentheses, so the `|` counts as
        // top level and there is no prefix (as in LLVM).
        let p = Pattern::parse("FRINT[32|64)[XZ]v2f(32|64)$");
        assert_eq!(p.prefix(), "");
        assert!(p.matches("FRINTXv2f64"));
        assert!(p.matches("FRINT)v2f32"));
        assert!(!p.matches("FRINT32Xv2f32"));
    }

    #[test]
    fn invalid_regex_matches_nothing() {
        assert!(!Pattern::parse("A(").matches("A("));
    }
}
