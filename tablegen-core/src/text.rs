//! Text output the data model and the printers share: the [`Out`] sink
//! (bytes or lossy text) and decimal numbers without the formatting
//! machinery. A leaf, so that records and the resolver can name a type or a
//! generated field without depending on the printer ([`crate::print`]
//! re-exports all three).
//!
//! ```
//! use tablegen_core::text::{push_int, Out};
//! let mut out: Vec<u8> = Vec::new();
//! out.push_str("x = ");
//! push_int(&mut out, -42);
//! assert_eq!(out, b"x = -42");
//! ```

/// Where printed values go. TableGen strings are bytes, not necessarily
/// UTF-8: a `Vec<u8>` receives them exactly (as LLVM prints them), a
/// `String` receives their lossy text (invalid sequences as U+FFFD, which is
/// what LLVM's JSON writer shows). Everything else printed is ASCII or
/// UTF-8 text.
pub trait Out {
    /// Appends one character.
    fn push(&mut self, c: char);
    /// Appends text.
    fn push_str(&mut self, s: &str);
    /// Appends a string value: its `bytes`, or `text` (the same string made
    /// valid UTF-8) where only text can be held.
    fn push_value(&mut self, bytes: &[u8], text: &str);
    /// Appends formatted text (what `write!` calls).
    fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> std::fmt::Result;
}

impl Out for String {
    #[inline]
    fn push(&mut self, c: char) {
        String::push(self, c);
    }
    #[inline]
    fn push_str(&mut self, s: &str) {
        String::push_str(self, s);
    }
    #[inline]
    fn push_value(&mut self, _: &[u8], text: &str) {
        String::push_str(self, text);
    }
    #[inline]
    fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> std::fmt::Result {
        std::fmt::Write::write_fmt(self, args)
    }
}

impl Out for Vec<u8> {
    #[inline]
    fn push(&mut self, c: char) {
        let mut b = [0; 4];
        self.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
    }
    #[inline]
    fn push_str(&mut self, s: &str) {
        self.extend_from_slice(s.as_bytes());
    }
    #[inline]
    fn push_value(&mut self, bytes: &[u8], _: &str) {
        self.extend_from_slice(bytes);
    }
    #[inline]
    fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> std::fmt::Result {
        std::io::Write::write_fmt(self, args).map_err(|_| std::fmt::Error)
    }
}

/// Appends the decimal form of `v` (what `write!(out, "{v}")` gives,
/// without the formatting machinery: printing records writes millions of
/// numbers).
///
/// ```
/// let mut s = String::new();
/// tablegen_core::text::push_int(&mut s, i64::MIN);
/// s.push(' ');
/// tablegen_core::text::push_int(&mut s, 0);
/// assert_eq!(s, "-9223372036854775808 0");
/// ```
pub fn push_int<O: Out + ?Sized>(out: &mut O, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_uint(out, v.unsigned_abs());
}

/// `00` to `99`, for numbers below 100.
const DIGIT_PAIRS: &str = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";

/// Appends the decimal form of the unsigned `v`, as [`push_int`] does for
/// signed values (generated tables print hundreds of thousands of them).
///
/// ```
/// let mut s = String::new();
/// tablegen_core::text::push_uint(&mut s, u64::MAX);
/// assert_eq!(s, "18446744073709551615");
/// ```
pub fn push_uint<O: Out + ?Sized>(out: &mut O, v: u64) {
    // Most numbers in generated tables have one or two digits.
    if v < 10 {
        out.push(char::from(b'0' + v as u8));
        return;
    }
    if v < 100 {
        let at = 2 * v as usize;
        out.push_str(&DIGIT_PAIRS[at..at + 2]);
        return;
    }
    let mut buf = [0u8; 20];
    let mut at = buf.len();
    let mut n = v;
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // Only ASCII digits were written.
    out.push_str(core::str::from_utf8(&buf[at..]).unwrap_or_default());
}
