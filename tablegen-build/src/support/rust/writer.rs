//! [`Writer`]: how the Rust writers print a module's text. It keeps the
//! indentation, so that nested items are written without counting
//! spaces, writes doc comments from plain text, and writes tables one row
//! per line, which keeps generated tables readable and cheap for rustc
//! (prettyplease would spread a row over many lines).

use std::fmt::{self, Write as _};

/// Four spaces a level, as rustfmt indents.
const INDENT: &str = "    ";

/// A Rust module's text, written line by line at the current indentation.
///
/// ```
/// use tablegen_build::support::rust::Writer;
/// let mut w = Writer::new();
/// w.doc("The answer.\n\nComputed once.");
/// w.block("pub fn answer() -> u32 {", "}", |w| w.line("42"));
/// assert_eq!(w.finish(), "/// The answer.\n///\n/// Computed once.\npub fn answer() -> u32 {\n    42\n}\n");
/// ```
#[derive(Debug, Default)]
pub struct Writer {
    out: String,
    depth: usize,
}

impl Writer {
    /// An empty module.
    pub fn new() -> Self {
        Writer::default()
    }

    /// A writer that appends to `out` (its indentation starts at 0).
    ///
    /// ```
    /// use tablegen_build::support::rust::Writer;
    /// let mut w = Writer::append_to(String::from("// header\n"));
    /// w.line("pub const A: u8 = 1;");
    /// assert_eq!(w.finish(), "// header\npub const A: u8 = 1;\n");
    /// ```
    pub fn append_to(out: String) -> Self {
        Writer { out, depth: 0 }
    }

    /// An empty writer whose lines start `depth` levels deep, for a piece
    /// of a bigger item written on its own (a `match` arm's body).
    ///
    /// ```
    /// use tablegen_build::support::rust::Writer;
    /// let mut w = Writer::at_depth(2);
    /// w.line("None");
    /// assert_eq!(w.finish(), "        None\n");
    /// ```
    pub fn at_depth(depth: usize) -> Self {
        Writer { out: String::new(), depth }
    }

    /// One line at the current indentation; an empty `text` is a blank
    /// line (no trailing spaces).
    pub fn line(&mut self, text: impl fmt::Display) {
        let start = self.out.len();
        for _ in 0..self.depth {
            self.out.push_str(INDENT);
        }
        let _ = write!(self.out, "{text}");
        if self.out.len() == start + INDENT.len() * self.depth {
            self.out.truncate(start);
        }
        self.out.push('\n');
    }

    /// A blank line.
    pub fn blank(&mut self) {
        self.out.push('\n');
    }

    /// `///` lines for `text`, one per line of it, at the current
    /// indentation (`///` alone for its blank lines).
    pub fn doc(&mut self, text: &str) {
        for l in text.lines() {
            if l.is_empty() {
                self.line("///");
            } else {
                self.line(format_args!("/// {l}"));
            }
        }
    }

    /// `open`, then what `body` writes one level deeper, then `close`.
    ///
    /// ```
    /// use tablegen_build::support::rust::Writer;
    /// let mut w = Writer::new();
    /// w.block("pub mod opcode {", "}", |w| w.line("pub const ADD: u32 = 1;"));
    /// assert_eq!(w.finish(), "pub mod opcode {\n    pub const ADD: u32 = 1;\n}\n");
    /// ```
    pub fn block(&mut self, open: impl fmt::Display, close: &str, body: impl FnOnce(&mut Writer)) {
        self.line(open);
        self.depth += 1;
        body(self);
        self.depth -= 1;
        self.line(close);
    }

    /// A table: `open`, then each row on a line of its own followed by a
    /// comma (and `// comment` if the row has one), then `close`.
    ///
    /// ```
    /// use tablegen_build::support::rust::Writer;
    /// let mut w = Writer::new();
    /// let rows = [("1", Some("ADD")), ("0", None)];
    /// w.table("pub static BITS: [u64; 2] = [", "];", rows);
    /// assert_eq!(w.finish(), "pub static BITS: [u64; 2] = [\n    1, // ADD\n    0,\n];\n");
    /// ```
    pub fn table<R: fmt::Display, C: fmt::Display>(
        &mut self,
        open: impl fmt::Display,
        close: &str,
        rows: impl IntoIterator<Item = (R, Option<C>)>,
    ) {
        self.block(open, close, |w| {
            for (row, comment) in rows {
                match comment {
                    Some(c) => w.line(format_args!("{row}, // {c}")),
                    None => w.line(format_args!("{row},")),
                }
            }
        });
    }

    /// Text written as is (already indented, ending with its own newline),
    /// for a piece made elsewhere.
    pub fn raw(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// The text written so far.
    pub fn as_str(&self) -> &str {
        &self.out
    }

    /// The finished text.
    pub fn finish(self) -> String {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::Writer;

    #[test]
    fn nested_blocks_indent_and_blank_lines_stay_empty() {
        let mut w = Writer::new();
        w.block("impl A {", "}", |w| {
            w.doc("One.");
            w.block("fn one() -> u8 {", "}", |w| w.line("1"));
            w.line("");
            w.blank();
        });
        assert_eq!(w.finish(), "impl A {\n    /// One.\n    fn one() -> u8 {\n        1\n    }\n\n\n}\n");
    }

    #[test]
    fn doc_keeps_blank_lines_as_bare_slashes() {
        let mut w = Writer::new();
        w.block("mod m {", "}", |w| w.doc("a\n\nb"));
        assert_eq!(w.finish(), "mod m {\n    /// a\n    ///\n    /// b\n}\n");
    }
}
