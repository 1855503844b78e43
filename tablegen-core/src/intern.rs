//! Hash-consing building blocks: a fast non-cryptographic hasher and the
//! string interner behind [`Sym`].
//!
//! Interned values are compared by handle, never by content, which is what
//! makes resolution and folding cheap: LLVM compares `Init *` pointers, we
//! compare `u32`s.

use core::hash::{BuildHasherDefault, Hash, Hasher};
use hashbrown::HashTable;

mod snapshot;

/// The multiply-rotate hash used by rustc (FxHash). Interning hashes small
/// keys millions of times, where SipHash's DoS resistance buys nothing.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // The multiply leaves the low bits depending only on low input bits;
        // hashbrown indexes buckets by the low bits, so rotate the
        // well-mixed high bits down (as rustc-hash 2 does).
        self.hash.rotate_left(26)
    }
}

/// `BuildHasher` for [`FxHasher`], for use with std maps and sets.
pub type FxBuild = BuildHasherDefault<FxHasher>;
/// A `HashMap` using [`FxHasher`].
pub type FxHashMap<K, V> = std::collections::HashMap<K, V, FxBuild>;
/// A `HashSet` using [`FxHasher`].
pub type FxHashSet<K> = std::collections::HashSet<K, FxBuild>;

/// Hashes any value with [`FxHasher`].
#[inline]
pub fn fx_hash<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut h = FxHasher::default();
    v.hash(&mut h);
    h.finish()
}

/// An interned string: equal strings have equal symbols.
///
/// ```
/// use tablegen_core::intern::Interner;
/// let mut i = Interner::default();
/// let a = i.intern("GPR32");
/// assert_eq!(a, i.intern("GPR32"));
/// assert_eq!(i.get(a), "GPR32");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Sym(pub(crate) u32);

impl Sym {
    /// The symbol's index (dense, in interning order).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Owns the text of every [`Sym`]. Strings are stored once, in one growing
/// buffer, and found again through a table of symbol numbers.
///
/// TableGen strings are bytes, as in LLVM: a string literal may hold any
/// byte the source file does, and `!size`, `!substr` or `!eq` work on bytes.
/// [`Interner::bytes`] gives those bytes. Most strings are also valid UTF-8
/// (every identifier is ASCII), and [`Interner::get`] gives them as `&str`
/// at no cost; a string that is not valid UTF-8 also keeps its *text form*
/// for `get` ([`escape`]: each byte that is not part of a valid UTF-8
/// sequence becomes one private-use character), which [`unescape`] turns
/// back into the exact bytes. Text built from text forms therefore still
/// means bytes: [`Interner::intern`] reads its argument through `unescape`,
/// and a C++ writer's output is unescaped before it is written, so every
/// backend prints a string's bytes as LLVM does.
#[derive(Default)]
pub struct Interner {
    /// Every string's `&str` form, back to back.
    text: String,
    /// The raw bytes of the strings that are not valid UTF-8, and where
    /// each one is in it (rare: kept out of [`Span`] to keep that small).
    raw: Vec<u8>,
    raw_spans: Vec<(usize, usize)>,
    spans: Vec<Span>,
    /// Every symbol with its [`str_hash`], so that growing the table
    /// rehashes no string.
    table: HashTable<(Sym, u32)>,
    /// A string could not be stored: memory ran out.
    exhausted: bool,
}

/// Where a symbol's text lives: `text[start..start + len]`; for a string
/// that is not UTF-8, `raw` indexes its bytes' place in `raw_spans`.
#[derive(Clone, Copy)]
struct Span {
    start: usize,
    len: u32,
    /// `u32::MAX` for a valid UTF-8 string (its bytes are its text).
    raw: u32,
}

/// First of the 128 private-use characters (U+10FF80 to U+10FFFF) that
/// stand for the bytes 0x80 to 0xFF in a text form (see [`escape`]).
const ESCAPE_BASE: u32 = 0x10_FF00;

/// The lead bytes of an escape character's UTF-8 encoding (`F4 8F BE xx`
/// or `F4 8F BF xx`): text without a 0xF4 byte holds none.
const ESCAPE_LEAD: u8 = 0xF4;

/// Whether `c` stands for a byte in a text form, and which.
#[inline]
fn escaped_byte(c: char) -> Option<u8> {
    let v = c as u32;
    (v >= ESCAPE_BASE + 0x80).then(|| (v - ESCAPE_BASE) as u8)
}

/// The character that stands for the byte `b` (0x80 or above).
#[inline]
fn escape_char(b: u8) -> char {
    char::from_u32(ESCAPE_BASE + u32::from(b)).unwrap_or(char::REPLACEMENT_CHARACTER)
}

fn push_valid(out: &mut String, s: &str) {
    if !s.as_bytes().contains(&ESCAPE_LEAD) {
        out.push_str(s);
        return;
    }
    for c in s.chars() {
        if escaped_byte(c).is_some() {
            // A real U+10FF80..U+10FFFF is escaped byte by byte, so that
            // unescaping never mistakes it for the byte it would stand for.
            let mut buf = [0; 4];
            for &b in c.encode_utf8(&mut buf).as_bytes() {
                out.push(escape_char(b));
            }
        } else {
            out.push(c);
        }
    }
}

/// The text form of the bytes `b`: `b` itself when it is UTF-8 without
/// characters U+10FF80 to U+10FFFF; otherwise each byte of an invalid
/// sequence, and of such a character, becomes the private-use character
/// U+10FF00 + byte. [`unescape`] reverses it exactly.
///
/// ```
/// use tablegen_core::intern::{escape, unescape};
/// assert_eq!(escape(b"abc"), "abc");
/// let t = escape(b"a\xffb\xc3\xa9");
/// assert_eq!(t, "a\u{10ffff}b\u{e9}");
/// assert_eq!(unescape(&t), &b"a\xffb\xc3\xa9"[..]);
/// assert_eq!(unescape(&escape("\u{10ff80}".as_bytes())), "\u{10ff80}".as_bytes());
/// ```
pub fn escape(mut b: &[u8]) -> std::borrow::Cow<'_, str> {
    if let Ok(s) = std::str::from_utf8(b) {
        if !b.contains(&ESCAPE_LEAD) {
            return std::borrow::Cow::Borrowed(s);
        }
    }
    let mut out = String::with_capacity(b.len() + 8);
    loop {
        match std::str::from_utf8(b) {
            Ok(s) => {
                push_valid(&mut out, s);
                return std::borrow::Cow::Owned(out);
            }
            Err(e) => {
                let (valid, rest) = b.split_at(e.valid_up_to());
                if let Ok(s) = std::str::from_utf8(valid) {
                    push_valid(&mut out, s);
                }
                let bad = e.error_len().unwrap_or(rest.len());
                for &c in &rest[..bad] {
                    out.push(escape_char(c));
                }
                b = &rest[bad..];
            }
        }
    }
}

/// The bytes a text form stands for (the inverse of [`escape`]); any
/// other text is its own bytes.
pub fn unescape(s: &str) -> std::borrow::Cow<'_, [u8]> {
    if !s.as_bytes().contains(&ESCAPE_LEAD) {
        return std::borrow::Cow::Borrowed(s.as_bytes());
    }
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        match escaped_byte(c) {
            Some(b) => out.push(b),
            None => {
                let mut buf = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
    std::borrow::Cow::Owned(out)
}

/// [`unescape`] for a whole output: `s` as bytes, taking it over without
/// a copy when it holds no text form.
pub fn unescape_owned(s: String) -> Vec<u8> {
    match unescape(&s) {
        std::borrow::Cow::Borrowed(_) => s.into_bytes(),
        std::borrow::Cow::Owned(v) => v,
    }
}

/// What LLVM's JSON writer prints for the string a text form stands for:
/// its bytes made valid UTF-8, each invalid sequence replaced by U+FFFD
/// (`llvm::json::fixUTF8`).
pub fn lossy(s: &str) -> std::borrow::Cow<'_, str> {
    match unescape(s) {
        std::borrow::Cow::Borrowed(_) => std::borrow::Cow::Borrowed(s),
        std::borrow::Cow::Owned(v) => std::borrow::Cow::Owned(String::from_utf8_lossy(&v).into_owned()),
    }
}

impl Interner {
    /// Returns the symbol for `s`, adding it if new. `s` is read as a text
    /// form (see [`unescape`]): text taken from [`Interner::get`] interns
    /// back to the same bytes.
    pub fn intern(&mut self, s: &str) -> Sym {
        if s.as_bytes().contains(&ESCAPE_LEAD) {
            return self.insert(&unescape(s), None);
        }
        self.insert(s.as_bytes(), Some(s))
    }

    /// Returns the symbol for the bytes `b`, adding it if new. Any bytes
    /// are accepted; see the type's documentation for how text that is not
    /// UTF-8 is kept.
    ///
    /// ```
    /// use tablegen_core::intern::Interner;
    /// let mut i = Interner::default();
    /// let s = i.intern_bytes(b"\xff\xfe");
    /// assert_eq!(i.bytes(s), b"\xff\xfe");
    /// assert_eq!(i.get(s), "\u{10FFFF}\u{10FFFE}");
    /// assert_eq!(s, i.intern("\u{10FFFF}\u{10FFFE}"));
    /// assert_ne!(s, i.intern("\u{FFFD}\u{FFFD}"));
    /// ```
    pub fn intern_bytes(&mut self, b: &[u8]) -> Sym {
        self.insert(b, None)
    }

    /// Finds or adds `b`; `text` is `b` as a `&str` when the caller knows
    /// it is UTF-8 (checked here otherwise, once, for new strings only).
    fn insert(&mut self, b: &[u8], text: Option<&str>) -> Sym {
        let hash = str_hash(b);
        if let Some(sym) = self.find(hash, b) {
            return sym;
        }
        let shown = match text {
            Some(s) => std::borrow::Cow::Borrowed(s),
            None => escape(b),
        };
        let is_raw = shown.as_bytes() != b;
        // Input-sized text: running out of memory is reported, not an abort.
        // The first symbol stands in for the lost string until then.
        if !self.spans.is_empty() && !self.reserve(shown.len(), if is_raw { b.len() } else { 0 }) {
            self.exhausted = true;
            return Sym(0);
        }
        let start = self.text.len();
        self.text.push_str(&shown);
        let raw = if is_raw {
            let raw_start = self.raw.len();
            self.raw.extend_from_slice(b);
            self.raw_spans.push((raw_start, self.raw.len()));
            (self.raw_spans.len() - 1) as u32
        } else {
            u32::MAX
        };
        let sym = Sym(self.spans.len() as u32);
        self.spans.push(Span { start, len: shown.len() as u32, raw });
        self.table.insert_unique(spread(hash), (sym, hash), |e| spread(e.1));
        sym
    }

    /// Makes room for one more string of `text` bytes (and `raw` bytes of
    /// non-UTF-8 original); false if memory ran out.
    fn reserve(&mut self, text: usize, raw: usize) -> bool {
        self.text.try_reserve(text).is_ok()
            && self.raw.try_reserve(raw).is_ok()
            && self.raw_spans.try_reserve(usize::from(raw > 0)).is_ok()
            && self.spans.try_reserve(1).is_ok()
            && self.table.try_reserve(1, |e| spread(e.1)).is_ok()
    }

    fn find(&self, hash: u32, b: &[u8]) -> Option<Sym> {
        self.table.find(spread(hash), |&(sym, h)| h == hash && self.bytes(sym) == b).map(|e| e.0)
    }

    /// Returns the symbol for `s` (a text form, as for
    /// [`Interner::intern`]) if it was interned before.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        self.lookup_bytes(&unescape(s))
    }

    /// Returns the symbol for the bytes `b` if they were interned before.
    pub fn lookup_bytes(&self, b: &[u8]) -> Option<Sym> {
        self.find(str_hash(b), b)
    }

    /// The text of `sym`: its bytes when they are UTF-8, otherwise its text
    /// form (see [`escape`]).
    #[inline]
    pub fn get(&self, sym: Sym) -> &str {
        let sp = &self.spans[sym.index()];
        &self.text[sp.start..sp.start + sp.len as usize]
    }

    /// The bytes of `sym`, exactly as written or computed.
    #[inline]
    pub fn bytes(&self, sym: Sym) -> &[u8] {
        span_bytes(&self.spans[sym.index()], &self.text, &self.raw, &self.raw_spans)
    }

    /// Whether [`Interner::get`] is exactly `sym`'s bytes (they are UTF-8
    /// and hold no character that a text form escapes).
    #[inline]
    pub fn is_utf8(&self, sym: Sym) -> bool {
        self.spans[sym.index()].raw == u32::MAX
    }

    /// Whether memory ran out storing a string (see
    /// [`crate::init::InitStore::exhausted`]).
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// Number of distinct strings.
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// True when nothing was interned.
    pub fn is_empty(&self) -> bool {
        self.spans.is_empty()
    }
}

/// The interner's hash of a string: FxHash folded to 32 bits, kept in the
/// table beside the symbol (a big target interns hundreds of thousands of
/// strings, and rehashing their text at every growth of the table was a
/// percent of its evaluation).
#[inline]
fn str_hash(b: &[u8]) -> u32 {
    let h = fx_hash(b);
    (h ^ (h >> 32)) as u32
}

/// A [`str_hash`] as the table's 64-bit hash: hashbrown picks buckets by
/// the low bits and tags them with the top seven, so both halves carry it.
#[inline]
fn spread(h: u32) -> u64 {
    u64::from(h) << 32 | u64::from(h)
}

#[inline]
fn span_bytes<'a>(sp: &Span, text: &'a str, raw: &'a [u8], raw_spans: &[(usize, usize)]) -> &'a [u8] {
    if sp.raw == u32::MAX {
        &text.as_bytes()[sp.start..sp.start + sp.len as usize]
    } else {
        let (a, b) = raw_spans[sp.raw as usize];
        &raw[a..b]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interns_many() {
        let mut i = Interner::default();
        let syms: Vec<_> = (0..5000).map(|n| i.intern(&format!("s{n}"))).collect();
        for (n, s) in syms.iter().enumerate() {
            assert_eq!(i.get(*s), format!("s{n}"));
            assert_eq!(i.intern(&format!("s{n}")), *s);
        }
        assert_eq!(i.lookup("nope"), None);
        assert_eq!(i.intern(""), i.intern(""));
    }

    #[test]
    fn bytes_that_are_not_utf8_stay_distinct() {
        let mut i = Interner::default();
        let a = i.intern_bytes(b"\xff");
        let b = i.intern_bytes(b"\xfe");
        assert_ne!(a, b);
        assert_ne!(i.get(a), i.get(b));
        assert_eq!(i.intern(i.get(a).to_string().as_str()), a);
        assert_eq!((i.bytes(a), i.bytes(b)), (&b"\xff"[..], &b"\xfe"[..]));
        assert_eq!(i.lookup_bytes(b"\xff"), Some(a));
        let ok = i.intern("ok");
        assert!(i.is_utf8(ok) && !i.is_utf8(a));
    }
}
