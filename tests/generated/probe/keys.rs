//! The keys each lookup is called with: every key of the table, string
//! keys again in lower and mixed case, each key field swept over boundary
//! and absent values (every enumerator for enum keys, which Rust types as
//! the enum) around a few entries, and a fixed number of pseudo-random
//! keys from a fixed-seed generator. Deterministic: the same records give
//! the same keys, in the same order, in every process.

use std::collections::HashSet;

use super::{str_value, Arg};
use tablegen_build::backends::searchable::{FieldKind, GenericTable, SearchIndex, Tables, Value};
use tablegen_build::tablegen_core::RecordKeeper;

/// Pseudo-random keys per lookup.
const RANDOM_KEYS: usize = 48;
/// Entries (besides the first, middle and last) whose keys are swept.
const RANDOM_BASES: usize = 5;
/// Characters of random strings: letters, digits, and the punctuation
/// around the ASCII letter ranges, where case folding changes the order.
const ALPHABET: &[&str] = &[
    "a", "b", "k", "x", "z", "A", "B", "K", "X", "Z", "0", "1", "9", "_", ".", "-", "@", "[", "`", "{", "^", "\u{e9}",
];

/// SplitMix64: small, fast, and the same everywhere.
struct Rng(u64);

impl Rng {
    fn new(seed: &str) -> Self {
        // FNV-1a of the lookup's name, so adding a lookup does not change
        // the keys of the others.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in seed.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        Rng(h)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`; the bias is irrelevant here).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        match (hi - lo).checked_add(1) {
            Some(n) => lo + self.below(n),
            None => self.next(),
        }
    }
}

/// What values a key field's argument can take.
#[derive(Clone, Copy)]
enum Domain {
    Str,
    Bool,
    /// `bits<n>`: the C++ argument type's maximum and the field's.
    Bits {
        type_max: u64,
        bits_max: u64,
    },
    /// An enum with this many entries.
    Enum(usize),
    /// An intrinsic ID or opcode (`unsigned`).
    Num,
}

struct Field {
    domain: Domain,
    /// Smallest and largest numeric key of the entries (numeric domains).
    min: u64,
    max: u64,
    present: bool,
    /// Distinct strings of the entries, in index order.
    strings: Vec<String>,
}

fn domain(tables: &Tables, kind: FieldKind) -> Domain {
    match kind {
        FieldKind::String | FieldKind::Code => Domain::Str,
        FieldKind::Bit => Domain::Bool,
        FieldKind::Bits(n) => {
            let type_max = match n {
                0..=8 => u64::from(u8::MAX),
                9..=16 => u64::from(u16::MAX),
                17..=32 => u64::from(u32::MAX),
                _ => u64::MAX,
            };
            let bits_max = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
            Domain::Bits { type_max, bits_max }
        }
        FieldKind::Enum(e) => Domain::Enum(tables.enums[e].entries.len()),
        FieldKind::Intrinsic | FieldKind::Instruction => Domain::Num,
    }
}

/// The argument that matches a stored value.
fn arg_of(rk: &RecordKeeper, tables: &Tables, kind: FieldKind, v: &Value) -> Arg {
    match *v {
        Value::String(_) | Value::Code(_) => Arg::Str(str_value(rk, v)),
        Value::Bit(b) => Arg::Bool(b),
        Value::Bits(n) => Arg::Int(n),
        Value::Enum(k) => match kind {
            FieldKind::Enum(_) => Arg::Enum(k),
            // Not produced by the analysis (intrinsic and instruction
            // fields hold intrinsics and instructions).
            _ => Arg::Int(k as u64),
        },
        Value::Intrinsic(i) => Arg::Intrinsic(i),
        Value::Instruction(r) => match tables.instructions.as_ref().and_then(|n| n.value(r)) {
            Some(_) => Arg::Instruction(r),
            None => Arg::Int(0),
        },
    }
}

/// The number a numeric argument stands for (in our numbering).
fn number(tables: &Tables, a: &Arg) -> Option<u64> {
    match *a {
        Arg::Int(n) => Some(n),
        Arg::Intrinsic(i) => Some(u64::from(tables.intrinsics[i].id)),
        Arg::Instruction(r) => tables.instructions.as_ref().and_then(|n| n.value(r)).map(u64::from),
        _ => None,
    }
}

fn mixed_case(s: &str, upper_first: bool) -> String {
    s.chars()
        .enumerate()
        .map(|(i, c)| if (i % 2 == 0) == upper_first { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() })
        .collect()
}

/// Sweep values of one field (besides the entries' own).
fn sweep(f: &Field, n_str_bases: &[String]) -> Vec<Arg> {
    match f.domain {
        Domain::Str => {
            let mut v: Vec<Arg> =
                ["", "_", "a", "Z", "\u{e9}", "{", "`", "@"].iter().map(|s| Arg::Str(s.to_string())).collect();
            for s in n_str_bases {
                v.push(Arg::Str(format!("{s}_")));
                v.push(Arg::Str(format!("{s}a")));
                v.push(Arg::Str(format!("{s}\u{e9}")));
                let mut chopped = s.clone();
                chopped.pop();
                v.push(Arg::Str(chopped));
                v.push(Arg::Str(s.replace('_', "-")));
            }
            v
        }
        Domain::Bool => vec![Arg::Bool(false), Arg::Bool(true)],
        Domain::Bits { type_max, bits_max } => {
            let mut v = vec![0, 1, bits_max, type_max, type_max - 1];
            if bits_max < type_max {
                v.push(bits_max + 1);
            }
            if f.present {
                v.extend([f.min, f.max]);
                if f.min > 0 {
                    v.push(f.min - 1);
                }
                if f.max < type_max {
                    v.push(f.max + 1);
                }
            }
            v.into_iter().map(Arg::Int).collect()
        }
        Domain::Enum(n) => (0..n).map(Arg::Enum).collect(),
        Domain::Num => {
            let max = u64::from(u32::MAX);
            let mut v = vec![0, 1, max, max - 1];
            if f.present {
                if f.min > 0 {
                    v.push(f.min - 1);
                }
                if f.max < max {
                    v.push(f.max + 1);
                }
            }
            v.into_iter().map(Arg::Int).collect()
        }
    }
}

fn random_string(rng: &mut Rng) -> String {
    let len = rng.below(11);
    (0..len).map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize]).collect()
}

fn random_arg(rng: &mut Rng, f: &Field) -> Arg {
    match f.domain {
        Domain::Str => {
            if f.strings.is_empty() || rng.below(2) == 0 {
                return Arg::Str(random_string(rng));
            }
            let s = &f.strings[rng.below(f.strings.len() as u64) as usize];
            let mut chars: Vec<String> = s.chars().map(String::from).collect();
            let c = ALPHABET[rng.below(ALPHABET.len() as u64) as usize].to_string();
            let at = rng.below(chars.len() as u64 + 1) as usize;
            match rng.below(4) {
                0 => chars.insert(at, c),
                1 if at < chars.len() => chars[at] = c,
                2 if at < chars.len() => {
                    chars.remove(at);
                }
                _ => {
                    if let Some(ch) = chars.get_mut(at) {
                        *ch = if ch.chars().any(|c| c.is_ascii_uppercase()) {
                            ch.to_ascii_lowercase()
                        } else {
                            ch.to_ascii_uppercase()
                        };
                    }
                }
            }
            Arg::Str(chars.concat())
        }
        Domain::Bool => Arg::Bool(rng.below(2) == 1),
        Domain::Bits { type_max, .. } => {
            if !f.present || rng.below(4) == 0 {
                Arg::Int(rng.range(0, type_max))
            } else {
                Arg::Int(rng.range(f.min, f.max.saturating_add(1).min(type_max)))
            }
        }
        Domain::Enum(n) => Arg::Enum(if n == 0 { 0 } else { rng.below(n as u64) as usize }),
        Domain::Num => {
            if f.present {
                let hi = f.max.saturating_add(2).min(u64::from(u32::MAX));
                Arg::Int(rng.range(f.min.saturating_sub(2), hi))
            } else {
                Arg::Int(rng.range(0, u64::from(u32::MAX)))
            }
        }
    }
}

/// Every key `index` of `table` is called with.
pub(super) fn keys(rk: &RecordKeeper, tables: &Tables, table: &GenericTable, index: &SearchIndex) -> Vec<Vec<Arg>> {
    let mut rng = Rng::new(&format!("{}.{}", table.name, index.name));
    let kinds: Vec<FieldKind> = index.fields.iter().map(|&f| table.fields[f].kind).collect();
    let present: Vec<Vec<Arg>> = index
        .rows
        .iter()
        .map(|&r| index.fields.iter().zip(&kinds).map(|(&f, &k)| arg_of(rk, tables, k, table.value(r, f))).collect())
        .collect();

    let fields: Vec<Field> = kinds
        .iter()
        .enumerate()
        .map(|(p, &k)| {
            let nums: Vec<u64> = present.iter().filter_map(|key| number(tables, &key[p])).collect();
            let mut strings = Vec::new();
            let mut seen = HashSet::new();
            for key in &present {
                if let Arg::Str(s) = &key[p] {
                    if seen.insert(s.clone()) {
                        strings.push(s.clone());
                    }
                }
            }
            Field {
                domain: domain(tables, k),
                min: nums.iter().copied().min().unwrap_or(0),
                max: nums.iter().copied().max().unwrap_or(0),
                present: !nums.is_empty(),
                strings,
            }
        })
        .collect();

    let mut out: Vec<Vec<Arg>> = Vec::new();
    let mut seen: HashSet<Vec<Arg>> = HashSet::new();
    let mut push = |k: Vec<Arg>, out: &mut Vec<Vec<Arg>>| {
        // C++ passes strings as NUL-terminated literals.
        let has_nul = k.iter().any(|a| matches!(a, Arg::Str(s) if s.contains('\0')));
        if !has_nul && seen.insert(k.clone()) {
            out.push(k);
        }
    };

    // Every key of the table, then its strings in other cases.
    for key in &present {
        push(key.clone(), &mut out);
    }
    for (n, key) in present.iter().enumerate() {
        if key.iter().any(|a| matches!(a, Arg::Str(_))) {
            let recase = |f: &dyn Fn(&str) -> String| -> Vec<Arg> {
                key.iter().map(|a| if let Arg::Str(s) = a { Arg::Str(f(s)) } else { a.clone() }).collect()
            };
            push(recase(&|s| s.to_ascii_lowercase()), &mut out);
            push(recase(&|s| mixed_case(s, n % 2 == 0)), &mut out);
        }
    }

    // Sweep each field around a few entries.
    if !present.is_empty() {
        let n = present.len();
        let mut bases = vec![0, n / 2, n - 1];
        for _ in 0..RANDOM_BASES {
            bases.push(rng.below(n as u64) as usize);
        }
        bases.sort_unstable();
        bases.dedup();
        for &b in &bases {
            let base = &present[b];
            for (p, f) in fields.iter().enumerate() {
                let own: Vec<String> = match &base[p] {
                    Arg::Str(s) => vec![s.clone()],
                    _ => Vec::new(),
                };
                for v in sweep(f, &own) {
                    let mut key = base.clone();
                    key[p] = v;
                    push(key, &mut out);
                }
            }
        }
    } else {
        // No entries: sweep every field with the others at their first
        // sweep value.
        let sweeps: Vec<Vec<Arg>> = fields.iter().map(|f| sweep(f, &[])).collect();
        if sweeps.iter().all(|s| !s.is_empty()) {
            let base: Vec<Arg> = sweeps.iter().map(|s| s[0].clone()).collect();
            for (p, s) in sweeps.iter().enumerate() {
                for v in s {
                    let mut key = base.clone();
                    key[p] = v.clone();
                    push(key, &mut out);
                }
            }
        }
    }

    // Random keys.
    let no_enum_values = fields.iter().any(|f| matches!(f.domain, Domain::Enum(0)));
    if !no_enum_values {
        for _ in 0..RANDOM_KEYS {
            let key = fields.iter().map(|f| random_arg(&mut rng, f)).collect();
            push(key, &mut out);
        }
    }
    out
}
