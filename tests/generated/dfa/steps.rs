//! The Rust side of the DFA differential test: runs step sequences on a
//! generated `-gen-dfa-packetizer` packetizer or `-gen-automata` automaton
//! and prints exactly what `.ci/dfa-diff/packetizer.cpp` / `automata.cpp`
//! print for LLVM's C++ (the formats are documented there).
//!
//! Shared by `.ci/dfa-diff/run.py`'s throwaway crate (against LLVM 19 on
//! Hexagon, R600 and Automata.td) and `tests/dfa_answers.rs` (against the
//! C++ answers recorded in `answers/*.dfa.txt`). Include it as
//! `#[macro_use] mod steps;` at the crate root (the macros name
//! `$crate::steps`).
#![allow(dead_code)]

use std::fmt::Write;

// Every generated packetizer module hands out the runtime's one type.
use tablegen_runtime::dfa::Packetizer;

/// What the drivers need of a generated automaton (see [`automaton_under_test!`]).
pub trait AutomatonUnderTest {
    type Action: Spec;
    fn reset(&mut self);
    fn can_add(&self, action: &Self::Action) -> bool;
    fn add(&mut self, action: &Self::Action) -> bool;
    fn transitions(&self) -> Vec<Vec<u64>>;
}

/// Implements [`AutomatonUnderTest`] for a generated automaton struct.
macro_rules! automaton_under_test {
    ($ty:path, $action:ty) => {
        impl $crate::steps::AutomatonUnderTest for $ty {
            type Action = $action;
            fn reset(&mut self) {
                <$ty>::reset(self)
            }
            fn can_add(&self, action: &$action) -> bool {
                <$ty>::can_add(self, action)
            }
            fn add(&mut self, action: &$action) -> bool {
                <$ty>::add(self, action)
            }
            fn transitions(&self) -> Vec<Vec<u64>> {
                <$ty>::transitions(self)
            }
        }
    };
}

/// An action's text in the sequence files (`action SPEC`) and the
/// `alphabet` line: an enum's value; a tuple's fields joined by `,`.
pub trait Spec: Sized {
    fn spec(&self) -> String;
    fn parse(text: &str) -> Option<Self>;
}

/// Implements [`Spec`] for a generated enum (by `value()` / `from_value`).
macro_rules! enum_spec {
    ($ty:path) => {
        impl $crate::steps::Spec for $ty {
            fn spec(&self) -> String {
                self.value().to_string()
            }
            fn parse(text: &str) -> Option<Self> {
                <$ty>::from_value(text.parse().ok()?)
            }
        }
    };
}

impl Spec for &'static str {
    fn spec(&self) -> String {
        self.to_string()
    }
    fn parse(text: &str) -> Option<Self> {
        // Test drivers only: a handful of short strings per run.
        Some(Box::leak(text.to_string().into_boxed_str()))
    }
}

impl<A: Spec, B: Spec, C: Spec> Spec for (A, B, C) {
    fn spec(&self) -> String {
        format!("{},{},{}", self.0.spec(), self.1.spec(), self.2.spec())
    }
    fn parse(text: &str) -> Option<Self> {
        let mut f = text.split(',');
        let t = (A::parse(f.next()?)?, B::parse(f.next()?)?, C::parse(f.next()?)?);
        f.next().is_none().then_some(t)
    }
}

/// The NFA paths as the C++ drivers print them: `count:hash` (the low 32
/// bits of FNV-1a over 64-bit words: the count, then each path's length and
/// states), or every path with `full`.
pub fn paths_text(paths: &[Vec<u64>], full: bool) -> String {
    if full {
        let p: Vec<String> = paths.iter().map(|p| p.iter().map(u64::to_string).collect::<Vec<_>>().join(",")).collect();
        return format!("[{}]", p.join(";"));
    }
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| h = (h ^ x).wrapping_mul(0x0100_0000_01b3);
    mix(paths.len() as u64);
    for p in paths {
        mix(p.len() as u64);
        for &s in p {
            mix(s);
        }
    }
    format!("{}:{:08x}", paths.len(), h as u32)
}

/// The first line of the packetizer drivers' output.
pub fn tables_line(indices: &[u32], starts: &[u32]) -> String {
    let join = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
    format!("tables {} starts {}", join(indices), join(starts))
}

/// Runs one packetizer sequence (`STEP...`) on `p` (cleared first) and
/// returns the output line.
pub fn packetizer_sequence(p: &mut Packetizer, track: bool, steps: &[&str], full: bool) -> Result<String, String> {
    p.clear_resources();
    p.set_track_resources(track);
    let mut reserved = 0;
    let mut out = Vec::new();
    for &tok in steps {
        if tok == "c" {
            p.clear_resources();
            reserved = 0;
            out.push("c".to_string());
            continue;
        }
        let class: u32 = tok.parse().map_err(|_| format!("bad step `{tok}`"))?;
        if !p.can_reserve_resources(class) {
            out.push("-".to_string());
            continue;
        }
        // `!` where the Rust side contradicts itself (the C++ side cannot).
        let mut t = (if p.reserve_resources(class) { "+" } else { "!" }).to_string();
        reserved += 1;
        if track {
            let paths = p.nfa_paths();
            for i in 0..reserved {
                t.push(if i == 0 { 'u' } else { '.' });
                match p.used_resources(i) {
                    // LLVM's getUsedResources returns `unsigned`.
                    Some(units) => write!(t, "{}", units as u32).unwrap(),
                    None => t.push('x'),
                }
            }
            t.push(':');
            t.push_str(&paths_text(&paths, full));
        }
        out.push(t);
    }
    Ok(out.join(" "))
}

/// Runs a packetizer sequence file (lines `PROC TRACK STEP...`); returns
/// the output lines. As the C++ driver, keeps one packetizer per processor
/// (`create` is the module's `create_packetizer`), cleared between sequences.
pub fn run_packetizer(
    input: &str,
    indices: &[u32],
    starts: &[u32],
    create: &mut dyn FnMut(u32) -> Packetizer,
    full: bool,
) -> Result<Vec<String>, String> {
    let mut out = vec![tables_line(indices, starts)];
    let mut procs = std::collections::BTreeMap::new();
    for line in input.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let num =
            |i: usize| f.get(i).and_then(|s| s.parse::<u32>().ok()).ok_or_else(|| format!("cannot read `{line}`"));
        let (proc_id, track) = (num(0)?, num(1)? != 0);
        if proc_id == 0 || proc_id as usize + 1 >= starts.len() {
            return Err(format!("ProcID out of range: `{line}`"));
        }
        let p = procs.entry(proc_id).or_insert_with(|| create(proc_id));
        out.push(packetizer_sequence(p, track, &f[2..], full)?);
    }
    Ok(out)
}

/// The `alphabet` line: the distinct actions, in order of first appearance
/// in the transition table.
pub fn alphabet_line<A: Spec>(table_actions: impl IntoIterator<Item = A>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for a in table_actions {
        let s = a.spec();
        if !seen.contains(&s) {
            seen.push(s);
        }
    }
    format!("alphabet {}", seen.join("|"))
}

/// Runs an automaton sequence file on a transcribing automaton and a plain
/// one (`with_transitions()` / `new()`); returns the output lines after
/// `alphabet`.
pub fn run_automaton<A: AutomatonUnderTest>(
    input: &str,
    transcribing: &mut A,
    plain: &mut A,
    full: bool,
) -> Result<Vec<String>, String> {
    let mut actions = Vec::new();
    let mut out = Vec::new();
    for line in input.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(spec) = line.strip_prefix("action ") {
            actions.push(A::Action::parse(spec).ok_or_else(|| format!("bad action `{spec}`"))?);
            continue;
        }
        transcribing.reset();
        plain.reset();
        let mut toks = Vec::new();
        for tok in line.split_whitespace() {
            if tok == "r" {
                transcribing.reset();
                plain.reset();
                toks.push("r".to_string());
                continue;
            }
            let a =
                tok.parse::<usize>().ok().and_then(|i| actions.get(i)).ok_or_else(|| format!("bad step `{tok}`"))?;
            let can = transcribing.can_add(a);
            let added = transcribing.add(a);
            let plain_added = plain.add(a);
            let mut t = if can == added && added == plain_added {
                (if added { "+" } else { "-" }).to_string()
            } else {
                format!("!{}{}{}", can as u8, added as u8, plain_added as u8)
            };
            t.push_str(&paths_text(&transcribing.transitions(), full));
            toks.push(t);
        }
        out.push(toks.join(" "));
    }
    Ok(out)
}
