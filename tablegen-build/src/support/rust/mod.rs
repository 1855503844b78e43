//! Helpers shared by the Rust writers: name conversion and module
//! formatting.
//!
//! Generated modules are meant to be `include!`d (inside a `mod`), so they
//! carry no inner attributes; the header is plain `//` comments naming the
//! source `.td` and the backend.

pub mod enums;
pub mod names;
pub mod reg_names;
pub mod runtime;
pub mod vocabulary;
mod writer;

pub use writer::Writer;

use proc_macro2::TokenStream;
use tablegen_core::RecordKeeper;

/// A piece of a generated module: items to format with prettyplease, or
/// text written as is (large tables, one row per line, which prettyplease
/// would otherwise spread over many lines per row).
pub enum Chunk {
    /// Items, formatted by prettyplease.
    Items(TokenStream),
    /// Finished Rust text.
    Text(String),
}

/// Formats `items` with prettyplease under a `//` header naming `desc`, the
/// input file and the backend flag.
///
/// ```
/// let rk = tablegen_core::parse_str("dir/X.td", "").unwrap();
/// let items = quote::quote! { pub const A: u8 = 1; };
/// let text = tablegen_build::support::rust::format_module("Demo", "gen-demo", &rk, items);
/// assert!(text.starts_with("// Demo\n"));
/// assert!(text.contains("// From: X.td, backend -gen-demo\n"));
/// assert!(text.ends_with("pub const A: u8 = 1;\n"));
/// ```
pub fn format_module(desc: &str, flag: &str, rk: &RecordKeeper, items: TokenStream) -> String {
    format_chunks(desc, flag, rk, vec![Chunk::Items(items)])
}

/// Like [`format_module`], for a module made of several chunks.
pub fn format_chunks(desc: &str, flag: &str, rk: &RecordKeeper, chunks: Vec<Chunk>) -> String {
    let mut out = String::new();
    out.push_str("// ");
    out.push_str(desc);
    out.push_str("\n//\n// Automatically generated file, do not edit!\n");
    let input = rk.input_filename();
    let base = input.rsplit('/').next().unwrap_or(input);
    out.push_str("// From: ");
    out.push_str(base);
    out.push_str(", backend -");
    out.push_str(flag);
    out.push('\n');
    for chunk in chunks {
        out.push('\n');
        match chunk {
            Chunk::Text(t) => out.push_str(&t),
            Chunk::Items(items) => out.push_str(&format_items(items)),
        }
    }
    out
}

/// Formats items with prettyplease.
pub fn format_items(items: TokenStream) -> String {
    match syn::parse2::<syn::File>(items.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        // A writer bug, not a user error: keep the raw tokens so the
        // problem is visible where the module is compiled.
        Err(e) => format!("// prettyplease could not parse the generated items: {e}\n{items}\n"),
    }
}

/// `///` lines for `text` (one per line of text), indented by `indent`.
pub fn doc_lines(out: &mut String, indent: &str, text: &str) {
    for l in text.lines() {
        out.push_str(indent);
        out.push_str("///");
        if !l.is_empty() {
            out.push(' ');
            out.push_str(l);
        }
        out.push('\n');
    }
}

/// `text` (prettyplease's output) with a blank line before each top-level
/// item after the first, which prettyplease leaves out.
///
/// ```
/// let text = "fn a() {}\nfn b() {}\n";
/// assert_eq!(tablegen_build::support::rust::spaced(text), "fn a() {}\n\nfn b() {}\n");
/// ```
pub fn spaced(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 32);
    let mut prev = "";
    for line in text.lines() {
        let starts_item = !line.starts_with(' ') && !line.starts_with('}') && !line.is_empty();
        let after_item = prev == "}" || (prev.ends_with(';') && !prev.starts_with(' ')) || prev.ends_with('}');
        if starts_item && after_item && !prev.starts_with("//") {
            out.push('\n');
        }
        out.push_str(line);
        out.push('\n');
        prev = line;
    }
    out
}

/// Appends a `pub static NAME: &[TY]` table to `out`, documented by `doc`,
/// one row per line (each row a finished Rust expression), for the
/// data-table modules that are written as text.
///
/// ```
/// let mut out = String::new();
/// let rows = ["Pair { a: 1 }".to_string()].into_iter();
/// tablegen_build::support::rust::static_table(&mut out, "The pairs.", "PAIRS", "Pair", rows);
/// assert_eq!(out, "/// The pairs.\n#[allow(dead_code)]\npub static PAIRS: &[Pair] = &[\n    Pair { a: 1 },\n];\n\n");
/// ```
pub fn static_table(out: &mut String, doc: &str, name: &str, ty: &str, rows: impl Iterator<Item = String>) {
    doc_lines(out, "", doc);
    out.push_str("#[allow(dead_code)]\npub static ");
    out.push_str(name);
    out.push_str(": &[");
    out.push_str(ty);
    out.push_str("] = &[\n");
    for r in rows {
        out.push_str("    ");
        out.push_str(&r);
        out.push_str(",\n");
    }
    out.push_str("];\n\n");
}

/// Appends a `pub static NAME: &[u8]` byte-string table to `out`,
/// documented by `doc`, 64 bytes a line: rustc reads a string literal far
/// faster than an array of as many integers, which matters for the large
/// tables of AMDGPU or X86.
///
/// ```
/// let mut out = String::new();
/// tablegen_build::support::rust::byte_table(&mut out, "Bytes.", "B", &[0x41, 0, b'"', b' ']);
/// assert_eq!(out, "/// Bytes.\n#[allow(dead_code)]\npub static B: &[u8] = b\"\\\n    A\\x00\\\"\\x20\\\n\";\n\n");
/// ```
pub fn byte_table(out: &mut String, doc: &str, name: &str, bytes: &[u8]) {
    use std::fmt::Write as _;
    doc_lines(out, "", doc);
    out.push_str("#[allow(dead_code)]\npub static ");
    out.push_str(name);
    out.push_str(": &[u8] = b\"\\\n");
    for chunk in bytes.chunks(64) {
        out.push_str("    ");
        for &b in chunk {
            match b {
                b'"' | b'\\' => {
                    out.push('\\');
                    out.push(b as char);
                }
                // Printable but not a space: a space after the line
                // continuation would be skipped.
                0x21..=0x7e => out.push(b as char),
                _ => {
                    let _ = write!(out, "\\x{b:02x}");
                }
            }
        }
        out.push_str("\\\n");
    }
    out.push_str("\";\n\n");
}

/// A string literal token for generated code.
pub fn lit_str(s: &str) -> proc_macro2::Literal {
    proc_macro2::Literal::string(s)
}

/// An unsuffixed integer literal token (a count or an index; negative
/// values are two tokens, see [`int_expr`]).
pub fn lit_int(v: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(v)
}

/// An integer expression (`-5` becomes two tokens, as Rust wants).
pub fn int_expr(v: i128) -> TokenStream {
    if v < 0 {
        let m = proc_macro2::Literal::u128_unsuffixed(v.unsigned_abs());
        quote::quote!(-#m)
    } else {
        let m = proc_macro2::Literal::u128_unsuffixed(v as u128);
        quote::quote!(#m)
    }
}
