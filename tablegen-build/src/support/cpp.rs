//! Helpers shared by the C++ writers.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

const MAX_LINE_LEN: usize = 80;

fn line(out: &mut String, prefix: &str, fill: char, suffix: &str) {
    out.push_str(prefix);
    let used = prefix.len() + suffix.len();
    for _ in used..MAX_LINE_LEN {
        out.push(fill);
    }
    out.push_str(suffix);
    out.push('\n');
}

/// Writes the banner every generated `.inc` starts with (LLVM's
/// `emitSourceFileHeader`), naming `desc` and the input file.
///
/// ```
/// let rk = tablegen_core::parse_str("dir/X.td", "").unwrap();
/// let mut s = String::new();
/// tablegen_build::support::cpp::source_file_header(&mut s, "Some Tables", &rk);
/// assert!(s.starts_with("/*===- TableGen'erated file ---"));
/// assert!(s.contains("|* From: X.td "));
/// assert!(s.ends_with("===*/\n\n"));
/// ```
pub fn source_file_header(out: &mut String, desc: &str, rk: &RecordKeeper) {
    source_file_header_for(out, desc, rk.input_filename());
}

/// Like [`source_file_header`] for the input file `input`; an empty name
/// leaves out the `From:` line, as LLVM does for backends that print the
/// header without the records.
pub fn source_file_header_for(out: &mut String, desc: &str, input: &str) {
    const PREFIX: &str = "|* ";
    const SUFFIX: &str = " *|";
    line(out, "/*===- TableGen'erated file ", '-', "*- C++ -*-===*\\");
    line(out, PREFIX, ' ', SUFFIX);
    let width = MAX_LINE_LEN - PREFIX.len() - SUFFIX.len();
    let mut rest = desc;
    loop {
        let mut cut = rest.len().min(width);
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        let (head, tail) = rest.split_at(cut);
        let mut l = String::with_capacity(MAX_LINE_LEN);
        let _ = write!(l, "{PREFIX}{head}");
        line(out, &l, ' ', SUFFIX);
        rest = tail;
        if rest.is_empty() {
            break;
        }
    }
    line(out, PREFIX, ' ', SUFFIX);
    line(out, "|* Automatically generated file, do not edit!", ' ', SUFFIX);
    if !input.is_empty() {
        let base = input.rsplit('/').next().unwrap_or(input);
        line(out, &format!("{PREFIX}From: {base}"), ' ', SUFFIX);
    }
    line(out, PREFIX, ' ', SUFFIX);
    line(out, "\\*===", '-', "===*/");
    out.push('\n');
}

/// Writes one section of an `.inc` that its includer asks for by defining
/// `name`: `#ifdef name`, `#undef name`, what `body` writes, `#endif //
/// name`. Blank lines around and inside it are the caller's, as they vary
/// from backend to backend in LLVM's output.
///
/// ```
/// use tablegen_build::support::cpp::ifdef;
/// let mut s = String::new();
/// ifdef(&mut s, "GET_X", |s| s.push_str("int x;\n"));
/// assert_eq!(s, "#ifdef GET_X\n#undef GET_X\nint x;\n#endif // GET_X\n");
/// ```
pub fn ifdef(out: &mut String, name: &str, body: impl FnOnce(&mut String)) {
    let _ = writeln!(out, "#ifdef {name}\n#undef {name}");
    body(out);
    let _ = writeln!(out, "#endif // {name}");
}

/// LLVM's `getMinimalTypeForRange`: the smallest unsigned C++ type holding
/// `range`.
///
/// ```
/// use tablegen_build::support::cpp::minimal_type_for_range;
/// assert_eq!(minimal_type_for_range(255), "uint8_t");
/// assert_eq!(minimal_type_for_range(256), "uint16_t");
/// ```
pub fn minimal_type_for_range(range: u64) -> &'static str {
    if range > 0xFFFF_FFFF {
        "uint64_t"
    } else if range > 0xFFFF {
        "uint32_t"
    } else if range > 0xFF {
        "uint16_t"
    } else {
        "uint8_t"
    }
}

/// Appends `text` escaped as LLVM's `raw_ostream::write_escaped` does:
/// backslash, tab, newline and double quote escaped, other unprintable
/// bytes as three-digit octal escapes.
///
/// ```
/// let mut s = String::new();
/// tablegen_build::support::cpp::write_escaped(&mut s, "a\"b\n");
/// assert_eq!(s, "a\\\"b\\n");
/// ```
pub fn write_escaped(out: &mut String, text: &str) {
    for &c in text.as_bytes() {
        write_escaped_byte(out, c);
    }
}

/// Appends one byte escaped as [`write_escaped`] escapes it.
///
/// ```
/// let mut s = String::new();
/// tablegen_build::support::cpp::write_escaped_byte(&mut s, 0);
/// assert_eq!(s, "\\000");
/// ```
pub fn write_escaped_byte(out: &mut String, c: u8) {
    match c {
        b'\\' => out.push_str("\\\\"),
        b'\t' => out.push_str("\\t"),
        b'\n' => out.push_str("\\n"),
        b'"' => out.push_str("\\\""),
        0x20..=0x7e => out.push(c as char),
        _ => {
            out.push('\\');
            for shift in [6, 3, 0] {
                out.push(char::from(b'0' + ((c >> shift) & 7)));
            }
        }
    }
}

/// LLVM's `SequenceToOffsetTable::emitStringLiteralDef` with long string
/// literals (the default): `decl = {`, one escaped literal per stored
/// string with its offset, `};`, inside pragmas that silence GCC's
/// over-length warning.
///
/// ```
/// use tablegen_build::support::seq_table::SequenceToOffsetTable;
/// let mut t = SequenceToOffsetTable::new();
/// t.add(&[b'a' as i8, b'\t' as i8]);
/// let mut s = String::new();
/// tablegen_build::support::cpp::string_literal_def(&mut s, &t.layout(), "  static const char S[]");
/// assert!(s.contains("  static const char S[] = {\n  /* 0 */ \"a\\t\\0\"\n};\n"));
/// ```
pub fn string_literal_def(out: &mut String, table: &crate::support::seq_table::OffsetTable<i8>, decl: &str) {
    out.push_str("\n#ifdef __GNUC__\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n#endif\n");
    let _ = writeln!(out, "{decl} = {{");
    for (offset, seq) in table.iter() {
        let _ = write!(out, "  /* {offset} */ \"");
        for &c in seq {
            write_escaped_byte(out, c as u8);
        }
        out.push_str("\\0\"\n");
    }
    out.push_str("};\n#ifdef __GNUC__\n#pragma GCC diagnostic pop\n#endif\n\n");
}
