//! LLVM's `StringToOffsetTable`: distinct strings laid end to end, each
//! followed by a NUL, in the order first added, with each string's offset.
//!
//! ```
//! use tablegen_build::support::string_offsets::StringOffsets;
//! let mut t = StringOffsets::default();
//! assert_eq!(t.get_or_add("ab"), 0);
//! assert_eq!(t.get_or_add("c"), 3);
//! assert_eq!(t.get_or_add("ab"), 0);
//! let mut out = String::new();
//! t.write_char_array(&mut out);
//! assert_eq!(out, "  'a', 'b', '\\000', 'c', '\\000',\n");
//! ```

use std::collections::HashMap;

use super::cpp::write_escaped_byte;

/// The strings and their offsets.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StringOffsets {
    offsets: HashMap<String, usize>,
    aggregate: Vec<u8>,
}

impl StringOffsets {
    /// True if no string was added (C++ `Empty`).
    pub fn is_empty(&self) -> bool {
        self.offsets.is_empty()
    }

    /// The offset of `s`, appending it (and a NUL) if it is new (C++
    /// `GetOrAddStringOffset`).
    pub fn get_or_add(&mut self, s: &str) -> usize {
        if let Some(&o) = self.offsets.get(s) {
            return o;
        }
        let o = self.aggregate.len();
        self.aggregate.extend_from_slice(s.as_bytes());
        self.aggregate.push(0);
        self.offsets.insert(s.to_string(), o);
        o
    }

    /// The offset of `s` if it was added.
    pub fn get(&self, s: &str) -> Option<usize> {
        self.offsets.get(s).copied()
    }

    /// The laid-out bytes, NULs included.
    pub fn bytes(&self) -> &[u8] {
        &self.aggregate
    }

    /// Prints the bytes as C character literals, fifteen to a line (C++
    /// `EmitCharArray`, which avoids MSVC's limit on string literals).
    pub fn write_char_array(&self, out: &mut String) {
        out.push(' ');
        for (k, &c) in self.aggregate.iter().enumerate() {
            out.push_str(" '");
            write_escaped_byte(out, c);
            out.push_str("',");
            if k % 15 == 14 {
                out.push_str("\n ");
            }
        }
        out.push('\n');
    }
}
