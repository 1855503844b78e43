//! The registers' assembly names as Rust tables: `REG_ASM_NAMES` (per
//! alternate-name index, per register) and `REG_ALT_NAME_FALLBACK`, which
//! `tablegen_runtime::reg::alt_name` reads as LLVM's generated
//! `getRegisterName(Reg, AltIdx)` does. The register-info module and the
//! printer module both write them.

use std::fmt::Write as _;

/// The names of one target's registers.
pub struct NameTables<'a> {
    /// Per alternate-name index: its def's name (for a comment; empty
    /// without alternate names) and, per register in enum order
    /// (`NoRegister` not included), its name (empty for none).
    pub rows: Vec<(&'a str, &'a [String])>,
    /// Per register in enum order, its def's name (for a comment).
    pub registers: Vec<&'a str>,
    /// Per alternate-name index, the position of its fallback index.
    pub fallback: Vec<Option<usize>>,
    /// The module defines `Reg` and `RegAltName`, which the docs link to.
    pub linked: bool,
}

/// Writes `REG_ASM_NAMES` and `REG_ALT_NAME_FALLBACK`, one name per line.
///
/// ```
/// use tablegen_build::support::rust::reg_names::{write_tables, NameTables};
/// let names = vec!["a0".to_string()];
/// let tables = NameTables {
///     rows: vec![("ABIRegAltName", &names[..])],
///     registers: vec!["X10"],
///     fallback: vec![None],
///     linked: false,
/// };
/// let mut s = String::new();
/// write_tables(&mut s, &tables);
/// assert!(s.contains("pub static REG_ASM_NAMES: [&[&str]; 1] = ["));
/// assert!(s.contains("        \"a0\", // X10\n"));
/// assert!(s.contains("pub static REG_ALT_NAME_FALLBACK: [Option<usize>; 1] = [None];"));
/// ```
pub fn write_tables(s: &mut String, t: &NameTables<'_>) {
    let (index, reg) = if t.linked { ("[`RegAltName`]", "[`Reg`]") } else { ("`RegAltName`", "`Reg`") };
    s.push_str("/// The registers' assembly names (C++ `getRegisterName`'s strings): per\n");
    let _ = writeln!(s, "/// alternate-name index (a {index} value), per register (a {reg}");
    s.push_str("/// value, `NoRegister` first), the name; empty where the register has none.\n");
    let _ =
        writeln!(s, "#[allow(dead_code)]\n#[rustfmt::skip]\npub static REG_ASM_NAMES: [&[&str]; {}] = [", t.rows.len());
    for (index, names) in &t.rows {
        if !index.is_empty() {
            let _ = writeln!(s, "    // {index}");
        }
        s.push_str("    &[\n        \"\", // NoRegister\n");
        for (name, reg) in names.iter().zip(&t.registers) {
            let _ = writeln!(s, "        {name:?}, // {reg}");
        }
        s.push_str("    ],\n");
    }
    s.push_str("];\n\n");
    s.push_str("/// Per alternate-name index, its `FallbackRegAltNameIndex`: the index that\n");
    s.push_str("/// answers for a register without a name of its own under this one.\n");
    let fallbacks: Vec<String> =
        t.fallback.iter().map(|f| f.map_or("None".to_owned(), |k| format!("Some({k})"))).collect();
    let _ = writeln!(
        s,
        "#[allow(dead_code)]\npub static REG_ALT_NAME_FALLBACK: [Option<usize>; {}] = [{}];\n",
        fallbacks.len(),
        fallbacks.join(", ")
    );
}
