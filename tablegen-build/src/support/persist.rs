//! Analyses kept across runs: when the records came from a record cache
//! (`--record-cache`), an analysis that is a pure function of them can be
//! saved beside them and loaded by the next run instead of being made again
//! (see [`tablegen_core::cache::Analyses`]).
//!
//! An analysis is saved only if nothing was ever reported through the
//! records' view (nor an earlier one sharing its analyses): a run that
//! loads it must print what a run that makes it prints, and a saved
//! analysis has no diagnostics to replay, nor do the analyses it was made
//! from, which a run that loads it may never make. What is saved is filed
//! under this crate's source
//! fingerprint as well as the records, so an analysis made by other code is
//! never read back.

use crate::backend::Records;

/// A fingerprint of this crate's sources, made by its build script.
const FINGERPRINT: &str = env!("TABLEGEN_BUILD_FINGERPRINT");

/// Analysis `name` of `rk`'s records as saved by an earlier run, decoded by
/// `decode` (`None` for bytes it does not accept); `None` when the records
/// did not come from a cache or nothing valid was saved.
///
/// ```
/// let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
/// let records = tablegen_build::Records::new(&mut rk);
/// // Not from a cache: nothing to load.
/// assert_eq!(tablegen_build::support::persist::load(&records, "n", |b| Some(b.len())), None);
/// ```
pub fn load<T>(rk: &Records<'_>, name: &str, decode: impl FnOnce(&[u8]) -> Option<T>) -> Option<T> {
    let bytes = rk.analysis_cache()?.load(name, FINGERPRINT)?;
    decode(&bytes)
}

/// Runs `make` and, if it succeeds, nothing was ever reported through
/// `rk` (see the module docs) and the records came from a cache, saves what
/// `encode` makes of its result as analysis `name` for [`load`] (nothing,
/// if `encode` says it cannot be kept).
///
/// ```
/// let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
/// let mut records = tablegen_build::Records::new(&mut rk);
/// let n = tablegen_build::support::persist::make(&mut records, "n", |rk| Ok(rk.num_defs()), |n| Some(vec![*n as u8]));
/// assert_eq!(n.unwrap(), 1);
/// ```
pub fn make<T>(
    rk: &mut Records<'_>,
    name: &str,
    make: impl FnOnce(&mut Records<'_>) -> crate::backend::Result<T>,
    encode: impl FnOnce(&T) -> Option<Vec<u8>>,
) -> crate::backend::Result<T> {
    let made = make(rk)?;
    if !rk.ever_reported() {
        if let Some(cache) = rk.analysis_cache() {
            if let Some(bytes) = encode(&made) {
                cache.save(name, FINGERPRINT, &bytes);
            }
        }
    }
    Ok(made)
}

/// Bytes of an analysis being saved: little-endian integers and
/// length-prefixed strings, read back by [`Input`].
///
/// ```
/// use tablegen_build::support::persist::{Input, Output};
/// let mut out = Output::default();
/// out.u32(7);
/// out.str("seven");
/// let bytes = out.into_bytes();
/// let mut input = Input::new(&bytes);
/// assert_eq!(input.u32(), Some(7));
/// assert_eq!(input.str(), Some("seven"));
/// assert!(input.at_end());
/// ```
#[derive(Default)]
pub struct Output(Vec<u8>);

impl Output {
    /// Appends a byte.
    pub fn u8(&mut self, v: u8) {
        self.0.push(v);
    }
    /// Appends a `u32`.
    pub fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// Appends a `u64`.
    pub fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// Appends a count (saturated to `u32::MAX`, which [`Input::count`]
    /// then refuses: nothing real is that long).
    pub fn count(&mut self, n: usize) {
        self.u32(u32::try_from(n).unwrap_or(u32::MAX));
    }
    /// Appends a string: its length in bytes, then the bytes.
    pub fn str(&mut self, s: &str) {
        self.count(s.len());
        self.0.extend_from_slice(s.as_bytes());
    }
    /// The bytes.
    pub fn into_bytes(self) -> Vec<u8> {
        self.0
    }
}

/// Reads what an [`Output`] wrote; every read is `None` past the end.
pub struct Input<'a> {
    bytes: &'a [u8],
}

impl<'a> Input<'a> {
    /// Reads `bytes` from the start.
    pub fn new(bytes: &'a [u8]) -> Self {
        Input { bytes }
    }
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let head: [u8; N] = self.bytes.get(..N)?.try_into().ok()?;
        self.bytes = &self.bytes[N..];
        Some(head)
    }
    /// A byte.
    pub fn u8(&mut self) -> Option<u8> {
        self.take::<1>().map(|[b]| b)
    }
    /// A `u32`.
    pub fn u32(&mut self) -> Option<u32> {
        self.take().map(u32::from_le_bytes)
    }
    /// A `u64`.
    pub fn u64(&mut self) -> Option<u64> {
        self.take().map(u64::from_le_bytes)
    }
    /// A count, which cannot exceed the bytes left (so that a bad one
    /// fails before a large allocation).
    pub fn count(&mut self) -> Option<usize> {
        let n = self.u32()? as usize;
        (n <= self.bytes.len()).then_some(n)
    }
    /// A string.
    pub fn str(&mut self) -> Option<&'a str> {
        let n = self.count()?;
        let (s, rest) = self.bytes.split_at(n);
        self.bytes = rest;
        std::str::from_utf8(s).ok()
    }
    /// Whether every byte was read.
    pub fn at_end(&self) -> bool {
        self.bytes.is_empty()
    }
}
