//! Hash-consing building blocks: a fast non-cryptographic hasher and the
//! string interner behind [`Sym`].
//!
//! Interned values are compared by handle, never by content, which is what
//! makes resolution and folding cheap: LLVM compares `Init *` pointers, we
//! compare `u32`s.

use core::hash::{BuildHasherDefault, Hash, Hasher};
use hashbrown::HashTable;

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
/// byte buffer, and found again through a table of symbol numbers.
#[derive(Default)]
pub struct Interner {
    bytes: String,
    spans: Vec<(u32, u32)>,
    table: HashTable<Sym>,
}

impl Interner {
    /// Returns the symbol for `s`, adding it if new.
    pub fn intern(&mut self, s: &str) -> Sym {
        let hash = fx_hash(s.as_bytes());
        let Self { bytes, spans, table } = self;
        let text = |sym: &Sym| {
            let (a, b) = spans[sym.index()];
            &bytes[a as usize..b as usize]
        };
        if let Some(sym) = table.find(hash, |sym| text(sym) == s) {
            return *sym;
        }
        let start = bytes.len() as u32;
        bytes.push_str(s);
        let sym = Sym(spans.len() as u32);
        spans.push((start, bytes.len() as u32));
        let Self { bytes, spans, table } = self;
        table.insert_unique(hash, sym, |sym| {
            let (a, b) = spans[sym.index()];
            fx_hash(&bytes.as_bytes()[a as usize..b as usize])
        });
        sym
    }

    /// Returns the symbol for `s` if it was interned before.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        let hash = fx_hash(s.as_bytes());
        self.table.find(hash, |sym| self.get(*sym) == s).copied()
    }

    /// The text of `sym`.
    #[inline]
    pub fn get(&self, sym: Sym) -> &str {
        let (a, b) = self.spans[sym.index()];
        &self.bytes[a as usize..b as usize]
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
}
