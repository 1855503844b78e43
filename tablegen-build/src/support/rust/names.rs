//! Converting TableGen/C++ names into Rust ones.
//!
//! TableGen names are C++ identifiers in any style (`lookupSysRegByName`,
//! `V_MOV_B32_e32`, `v4i32`). Rust wants `UpperCamelCase` types and
//! variants, `snake_case` functions and fields, and `SCREAMING_SNAKE_CASE`
//! statics. The conversion can make two names equal, so a [`Namer`] hands
//! out unique names within one scope.

use std::collections::HashSet;

/// Splits `name` into words at underscores, lower→upper steps, the end of an
/// acronym (`MIMGInfo` → `MIMG`, `Info`) and letter↔digit steps that start
/// a new lowercase run.
fn words(name: &str) -> Vec<&str> {
    let b = name.as_bytes();
    let mut out = Vec::new();
    let mut start = None::<usize>;
    for i in 0..b.len() {
        let c = b[i];
        if !c.is_ascii_alphanumeric() {
            if let Some(s) = start.take() {
                out.push(&name[s..i]);
            }
            continue;
        }
        match start {
            None => start = Some(i),
            Some(s) => {
                let prev = b[i - 1];
                let next = b.get(i + 1).copied();
                let boundary = (c.is_ascii_uppercase() && (prev.is_ascii_lowercase() || prev.is_ascii_digit()))
                    || (c.is_ascii_uppercase()
                        && prev.is_ascii_uppercase()
                        && next.is_some_and(|n| n.is_ascii_lowercase()));
                if boundary {
                    out.push(&name[s..i]);
                    start = Some(i);
                }
            }
        }
    }
    if let Some(s) = start {
        out.push(&name[s..]);
    }
    out
}

/// `UpperCamelCase`: `V_MOV_B32_e32` → `VMovB32E32`, `v4i32` → `V4i32`,
/// `SysReg` → `SysReg`.
///
/// ```
/// use tablegen_build::support::rust::names::upper_camel;
/// assert_eq!(upper_camel("V_MOV_B32_e32"), "VMovB32E32");
/// assert_eq!(upper_camel("SysReg"), "SysReg");
/// assert_eq!(upper_camel("MIMGInfo"), "MimgInfo");
/// assert_eq!(upper_camel("v4i32"), "V4i32");
/// assert_eq!(upper_camel("_"), "X");
/// ```
pub fn upper_camel(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for w in words(name) {
        let mut cs = w.chars();
        if let Some(c) = cs.next() {
            out.push(c.to_ascii_uppercase());
            out.extend(cs.map(|c| c.to_ascii_lowercase()));
        }
    }
    fix_start(out, 'X')
}

/// `snake_case`: `lookupSysRegByName` → `lookup_sys_reg_by_name`.
///
/// ```
/// use tablegen_build::support::rust::names::snake;
/// assert_eq!(snake("lookupSysRegByName"), "lookup_sys_reg_by_name");
/// assert_eq!(snake("Encoding"), "encoding");
/// assert_eq!(snake("MIMGBaseOpcode"), "mimg_base_opcode");
/// assert_eq!(snake("type"), "type_");
/// ```
pub fn snake(name: &str) -> String {
    let s = words(name).iter().map(|w| w.to_ascii_lowercase()).collect::<Vec<_>>().join("_");
    escape_keyword(fix_start(s, 'x'))
}

/// `SCREAMING_SNAKE_CASE`: `SysRegsList` → `SYS_REGS_LIST`.
///
/// ```
/// assert_eq!(tablegen_build::support::rust::names::screaming("SysRegsList"), "SYS_REGS_LIST");
/// ```
pub fn screaming(name: &str) -> String {
    let s = words(name).iter().map(|w| w.to_ascii_uppercase()).collect::<Vec<_>>().join("_");
    fix_start(s, 'X')
}

fn fix_start(s: String, fill: char) -> String {
    match s.chars().next() {
        None => fill.to_string(),
        Some(c) if c.is_ascii_digit() => format!("{fill}{s}"),
        _ => s,
    }
}

const KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate", "do", "dyn", "else",
    "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "macro", "match", "mod",
    "move", "mut", "override", "priv", "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true",
    "try", "type", "typeof", "union", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Appends `_` to Rust keywords (`type` → `type_`), which raw identifiers
/// cannot do for `self`, `super` and `crate`.
pub fn escape_keyword(s: String) -> String {
    if KEYWORDS.contains(&s.as_str()) || s == "Self" {
        s + "_"
    } else {
        s
    }
}

/// Hands out names unique within one scope: the first taker of a converted
/// name gets it as is, later ones get a numeric suffix.
///
/// ```
/// let mut n = tablegen_build::support::rust::names::Namer::default();
/// assert_eq!(n.unique("Add".to_string()), "Add");
/// assert_eq!(n.unique("Add".to_string()), "Add2");
/// assert_eq!(n.unique("Add".to_string()), "Add3");
/// ```
#[derive(Default, Debug)]
pub struct Namer {
    taken: HashSet<String>,
}

impl Namer {
    /// Reserves `name` (e.g. a helper's own identifier) without returning it.
    pub fn reserve(&mut self, name: &str) {
        self.taken.insert(name.to_string());
    }

    /// `name`, or `name` with the smallest suffix `2, 3, ...` not yet taken.
    pub fn unique(&mut self, name: String) -> String {
        if self.taken.insert(name.clone()) {
            return name;
        }
        let sep = if name.ends_with(|c: char| c.is_ascii_digit()) { "_" } else { "" };
        (2u32..)
            .map(|n| format!("{name}{sep}{n}"))
            .find(|cand| !self.taken.contains(cand))
            .map(|cand| {
                self.taken.insert(cand.clone());
                cand
            })
            .unwrap_or(name)
    }
}
