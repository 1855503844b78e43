//! The byte level of a record cache entry: little-endian integers and
//! length-prefixed byte strings, written into one growing buffer and read
//! back with every read checked, so that a damaged entry is a miss
//! (`None`), never a panic. Analyses kept beside an entry
//! ([`crate::cache::Analyses`]) write their bytes with the same [`Writer`]
//! and read them with the same [`Reader`].
//!
//! A leaf: the stores' own save/load (`init/snapshot.rs`, `intern/`,
//! `types/`, `record/`) write through it without depending on the cache,
//! which sits above the parser.
//!
//! ```
//! use tablegen_core::bytes::{Reader, Writer};
//! let mut w = Writer::default();
//! w.u32(7);
//! w.str("seven");
//! w.count(2);
//! let bytes = w.into_bytes();
//! let mut r = Reader::new(&bytes);
//! assert_eq!(r.u32(), Some(7));
//! assert_eq!(r.str(), Some("seven"));
//! // A count larger than the bytes left is refused before anything is
//! // allocated for it.
//! assert_eq!(r.count(), None);
//! ```
//!
//! An entry's payload is a run of sections (`Writer::section`), each its
//! length then its bytes. `Sections` reads them one at a time into one
//! reused buffer, hashing as it goes: a load never holds the whole entry
//! (X86: 40 MB, whose fresh pages cost more than decoding them).

use std::io::Read;
use xxhash_rust::xxh3::Xxh3Default;

/// Appends values to bytes being built (a cache entry, a kept analysis).
#[derive(Default)]
pub struct Writer {
    pub(crate) buf: Vec<u8>,
}

impl Writer {
    /// Appends a byte.
    #[inline]
    pub fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }

    /// Appends a `u32`.
    #[inline]
    pub fn u32(&mut self, v: u32) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }

    /// Appends a `u64`.
    #[inline]
    pub fn u64(&mut self, v: u64) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }

    /// Appends a count, saturated to `u32::MAX`, which [`Reader::count`]
    /// then refuses (nothing real is that long): for writers that cannot
    /// fail.
    #[inline]
    pub fn count(&mut self, n: usize) {
        self.u32(u32::try_from(n).unwrap_or(u32::MAX));
    }

    /// Appends a string: its length in bytes (as [`Writer::count`]), then
    /// the bytes.
    pub fn str(&mut self, s: &str) {
        self.count(s.len());
        self.buf.extend_from_slice(s.as_bytes());
    }

    /// The bytes written.
    pub fn into_bytes(self) -> Vec<u8> {
        self.buf
    }

    /// A length (or index) that must fit 32 bits; `None` when it does not,
    /// which makes the whole entry unsavable rather than wrong.
    #[inline]
    pub(crate) fn len(&mut self, n: usize) -> Option<()> {
        self.u32(u32::try_from(n).ok()?);
        Some(())
    }

    /// A byte string, length first.
    pub(crate) fn bytes(&mut self, b: &[u8]) -> Option<()> {
        self.len(b.len())?;
        self.buf.extend_from_slice(b);
        Some(())
    }

    /// A section: its length, then what `f` writes.
    pub(crate) fn section(&mut self, f: impl FnOnce(&mut Writer) -> Option<()>) -> Option<()> {
        let at = self.buf.len();
        self.u64(0);
        f(self)?;
        let len = (self.buf.len() - at - 8) as u64;
        self.buf[at..at + 8].copy_from_slice(&len.to_le_bytes());
        Some(())
    }

    /// A run of `u32`s, count first.
    pub(crate) fn u32s(&mut self, v: impl ExactSizeIterator<Item = u32>) -> Option<()> {
        self.len(v.len())?;
        self.buf.reserve(v.len() * 4);
        for x in v {
            self.u32(x);
        }
        Some(())
    }
}

/// Reads what a [`Writer`] wrote, front to back; every method returns
/// `None` past the end.
pub struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// Reads `buf` from the start.
    pub fn new(buf: &'a [u8]) -> Self {
        Reader { buf, pos: 0 }
    }

    /// Whether everything was read.
    pub fn at_end(&self) -> bool {
        self.pos == self.buf.len()
    }

    /// A count written by [`Writer::count`], which cannot exceed the bytes
    /// left (so that a bad one fails before a large allocation).
    #[inline]
    pub fn count(&mut self) -> Option<usize> {
        let n = self.len()?;
        (n <= self.buf.len() - self.pos).then_some(n)
    }

    /// A string written by [`Writer::str`].
    pub fn str(&mut self) -> Option<&'a str> {
        let n = self.count()?;
        std::str::from_utf8(self.take(n)?).ok()
    }

    /// The next `n` bytes.
    #[inline]
    pub(crate) fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.pos.checked_add(n)?;
        let s = self.buf.get(self.pos..end)?;
        self.pos = end;
        Some(s)
    }

    /// A byte.
    #[inline]
    pub fn u8(&mut self) -> Option<u8> {
        let b = *self.buf.get(self.pos)?;
        self.pos += 1;
        Some(b)
    }

    /// A `u32`.
    #[inline]
    pub fn u32(&mut self) -> Option<u32> {
        let mut a = [0; 4];
        a.copy_from_slice(self.take(4)?);
        Some(u32::from_le_bytes(a))
    }

    /// A `u64`.
    #[inline]
    pub fn u64(&mut self) -> Option<u64> {
        let mut a = [0; 8];
        a.copy_from_slice(self.take(8)?);
        Some(u64::from_le_bytes(a))
    }

    /// A length written by [`Writer::len`].
    #[inline]
    pub(crate) fn len(&mut self) -> Option<usize> {
        self.u32().map(|n| n as usize)
    }

    /// A byte string written by [`Writer::bytes`].
    pub(crate) fn bytes(&mut self) -> Option<&'a [u8]> {
        let n = self.len()?;
        self.take(n)
    }

    /// A run written by [`Writer::u32s`], as a word cursor.
    pub(crate) fn u32s(&mut self) -> Option<Words<'a>> {
        let n = self.len()?;
        Some(Words { bytes: self.take(n.checked_mul(4)?)? })
    }
}

/// The sections of a payload, read from `src` one at a time.
pub(crate) struct Sections<'a> {
    src: &'a mut dyn Read,
    /// Payload bytes not read yet.
    left: u64,
    buf: Vec<u8>,
    hasher: Xxh3Default,
}

impl<'a> Sections<'a> {
    /// The sections of a payload of `len` bytes.
    pub(crate) fn new(src: &'a mut dyn Read, len: u64) -> Self {
        Sections { src, left: len, buf: Vec::new(), hasher: Xxh3Default::new() }
    }

    /// The next section; the one before is gone.
    pub(crate) fn next(&mut self) -> Option<Reader<'_>> {
        let mut len = [0; 8];
        self.src.read_exact(&mut len).ok()?;
        self.hasher.update(&len);
        let len = u64::from_le_bytes(len);
        // A length past the payload fails before anything is allocated.
        self.left = self.left.checked_sub(8)?.checked_sub(len)?;
        self.buf.clear();
        self.buf.try_reserve_exact(usize::try_from(len).ok()?).ok()?;
        let read = (&mut self.src).take(len).read_to_end(&mut self.buf).ok()?;
        if read as u64 != len {
            return None;
        }
        self.hasher.update(&self.buf);
        Some(Reader::new(&self.buf))
    }

    /// Whether the whole payload was read and hashes to `sum`.
    pub(crate) fn finish(self, sum: u128) -> bool {
        self.left == 0 && self.hasher.digest128() == sum
    }
}

/// An empty vector for the `n` items of an arena being loaded, with room
/// for the items a backend adds afterwards. Loaded arenas (values, their
/// children, strings) keep growing as backends make values; at exactly
/// `n` the first one would copy the whole arena to a block twice its size
/// (X86's values: 20 MB copied, and 40 MB of fresh pages touched). The
/// room is address space only until it is used.
pub(crate) fn arena<T>(n: usize) -> Vec<T> {
    Vec::with_capacity(arena_capacity(n))
}

/// The capacity [`arena`] gives `n` items.
pub(crate) fn arena_capacity(n: usize) -> usize {
    n.saturating_add(n / 8).saturating_add(1024)
}

/// A run of little-endian `u32`s, read front to back.
pub(crate) struct Words<'a> {
    bytes: &'a [u8],
}

impl<'a> Words<'a> {
    /// Number of words left.
    #[inline]
    pub(crate) fn remaining(&self) -> usize {
        self.bytes.len() / 4
    }

    /// The next word.
    #[inline]
    pub(crate) fn next(&mut self) -> Option<u32> {
        let mut a = [0; 4];
        a.copy_from_slice(self.bytes.get(..4)?);
        self.bytes = self.bytes.get(4..)?;
        Some(u32::from_le_bytes(a))
    }

    /// The next word, which must be below `limit` (a handle into an arena
    /// of `limit` items).
    #[inline]
    pub(crate) fn below(&mut self, limit: usize) -> Option<u32> {
        self.next().filter(|&w| (w as usize) < limit)
    }

    /// Whether every word was read.
    pub(crate) fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_short_reads() {
        let mut w = Writer::default();
        w.u8(7);
        w.u32(0xdead_beef);
        w.u64(u64::MAX - 1);
        w.bytes(b"abc").unwrap();
        w.u32s([1u32, 2, 3].into_iter()).unwrap();
        let mut r = Reader::new(&w.buf);
        assert_eq!(r.u8(), Some(7));
        assert_eq!(r.u32(), Some(0xdead_beef));
        assert_eq!(r.u64(), Some(u64::MAX - 1));
        assert_eq!(r.bytes(), Some(&b"abc"[..]));
        let mut words = r.u32s().unwrap();
        assert_eq!(words.remaining(), 3);
        assert_eq!((words.next(), words.below(2), words.below(4)), (Some(1), None, Some(3)));
        assert!(words.is_empty() && r.at_end());
        // Sections, read back with their hash.
        let mut w = Writer::default();
        w.section(|w| w.bytes(b"one")).unwrap();
        w.section(|w| w.bytes(b"two")).unwrap();
        let mut src = &w.buf[..];
        let mut s = Sections::new(&mut src, w.buf.len() as u64);
        assert_eq!(s.next().unwrap().bytes(), Some(&b"one"[..]));
        assert_eq!(s.next().unwrap().bytes(), Some(&b"two"[..]));
        assert!(s.finish(xxhash_rust::xxh3::xxh3_128(&w.buf)));
        let mut src = &w.buf[..];
        let mut s = Sections::new(&mut src, w.buf.len() as u64 - 1);
        assert!(s.next().is_some() && s.next().is_none());
        // Every truncation of the buffer reads as a miss, never a panic.
        for cut in 0..w.buf.len() {
            let mut r = Reader::new(&w.buf[..cut]);
            let ok = (|| {
                r.u8()?;
                r.u32()?;
                r.u64()?;
                r.bytes()?;
                r.u32s()
            })();
            assert!(ok.is_none(), "cut at {cut}");
        }
    }
}
