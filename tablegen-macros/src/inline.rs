//! Recovering `tablegen! { ... }`'s TableGen text from the Rust source.
//!
//! Rust's lexer is not TableGen's: it drops comments, turns `///` into
//! attributes, and printing tokens back loses the layout that the
//! preprocessor (`#ifdef` at the start of a line) and bang operators
//! (`!add` with no space) depend on. So the macro reads its own source text
//! back from the file, between the first and the last token, and hands
//! TableGen a buffer in which every byte keeps its line and column: the text
//! before the macro body is blanked, so diagnostics point into the `.rs`
//! file.

use std::path::PathBuf;

/// A position as rustc reports it: 1-based line, 1-based column in
/// characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in characters.
    pub column: usize,
}

/// Where a macro body lies.
#[derive(Clone, Debug)]
pub struct BodySpan {
    /// The file as diagnostics name it (rustc's `Span::file`).
    pub name: String,
    /// The file on disk (rustc's `Span::local_file`).
    pub path: PathBuf,
    /// Start of the first token.
    pub start: LineCol,
    /// End (exclusive) of the last token.
    pub end: LineCol,
}

/// The TableGen buffer for `body`, read from `file_text`: blank lines and
/// spaces up to the body's start, then the body itself.
///
/// Columns stay exact in bytes, the unit llvm-tblgen's `line:col` counts,
/// because each byte before the body on its first line becomes one space.
pub fn buffer_text(file_text: &str, body: &BodySpan) -> Result<String, String> {
    let start = byte_offset(file_text, body.start).ok_or("the macro's start lies outside its file")?;
    let end = byte_offset(file_text, body.end).ok_or("the macro's end lies outside its file")?;
    if end < start {
        return Err("the macro's end precedes its start".into());
    }
    let line_start = file_text[..start].rfind('\n').map_or(0, |i| i + 1);
    let mut text = String::with_capacity(line_start + end - start);
    text.extend(std::iter::repeat_n('\n', body.start.line - 1));
    text.extend(std::iter::repeat_n(' ', start - line_start));
    text.push_str(&file_text[start..end]);
    Ok(text)
}

/// The byte offset of a rustc position in `text`.
fn byte_offset(text: &str, at: LineCol) -> Option<usize> {
    let mut line_start = 0;
    for _ in 1..at.line {
        line_start += text[line_start..].find('\n')? + 1;
    }
    let line = &text[line_start..];
    let line = &line[..line.find('\n').unwrap_or(line.len())];
    let col = at.column.checked_sub(1)?;
    match line.char_indices().nth(col) {
        Some((i, _)) => Some(line_start + i),
        // One past the last character: the end of a line's last token.
        None if line.chars().count() == col => Some(line_start + line.len()),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(start: (usize, usize), end: (usize, usize)) -> BodySpan {
        BodySpan {
            name: "src/lib.rs".into(),
            path: "src/lib.rs".into(),
            start: LineCol { line: start.0, column: start.1 },
            end: LineCol { line: end.0, column: end.1 },
        }
    }

    #[test]
    fn body_keeps_lines_and_byte_columns() {
        let file = "// é\nconst X: u8 = 0; tablegen! { def é {\n  int a = !add(1, 2); }\n}\n";
        // `def` starts at character 30 of line 2; `}` ends at character 24 of line 3.
        let text = buffer_text(file, &span((2, 30), (3, 24))).unwrap();
        assert_eq!(text, format!("\n{}def é {{\n  int a = !add(1, 2); }}", " ".repeat(29)));
    }

    #[test]
    fn multibyte_characters_before_the_body_widen_the_padding() {
        let file = "é tablegen!{def X;}";
        // rustc's column 13 is character 13; in bytes it is 14.
        let text = buffer_text(file, &span((1, 13), (1, 19))).unwrap();
        assert_eq!(text, format!("{}def X;", " ".repeat(13)));
    }

    #[test]
    fn out_of_range_positions_are_errors() {
        assert!(buffer_text("abc", &span((2, 1), (2, 2))).is_err());
        assert!(buffer_text("abc", &span((1, 9), (1, 10))).is_err());
        assert!(buffer_text("abc", &span((1, 3), (1, 1))).is_err());
    }
}
