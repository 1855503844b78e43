//! Analyses of cached records, kept beside their entry.
//!
//! Backends derive the same analyses from the same records run after run
//! (LLVM's build makes the pattern model of a target once for each of its
//! instruction-selection and instruction-info backends). An analysis that
//! is a pure function of the records can be saved next to the records'
//! entry and loaded by the next run that loads those records.
//!
//! An analysis file is valid for one entry only: its header holds the
//! checksum of the entry's payload (which covers the entry's key, every
//! file it was made from and every record), the analysis' name and a
//! fingerprint of the code that computed it, and the checksum of its own
//! bytes. Anything else, or any damage, is a miss. Files are written as
//! entries are (`store::write`): concurrent writers are safe, and a
//! read-only directory means nothing is saved.
//!
//! ```text
//! header   "TGRANALY", format (u32), 0 (u32), identity (two u64:
//!          XXH3-128 of the entry's checksum, the name and the tool),
//!          payload length (u64), XXH3-128 of the payload (two u64)
//! payload  the analysis' own bytes
//! ```

use super::key::hash;
use super::store;
use crate::bytes::{Reader, Writer};
use crate::init::Init;
use std::path::PathBuf;

const MAGIC: &[u8; 8] = b"TGRANALY";
const FORMAT: u32 = 1;
const HEADER: usize = 56;

/// Where the analyses of one cached set of records are kept: the handle
/// that comes with a [`crate::record::RecordKeeper`] loaded from, or saved
/// to, a [`super::RecordCache`] (see [`super::Loaded::analyses`]).
///
/// ```
/// use tablegen_core::cache::{Outcome, RecordCache};
/// use tablegen_core::parser::ParseOptions;
///
/// let dir = std::env::temp_dir().join(format!("tg-analyses-doc-{}", std::process::id()));
/// std::fs::create_dir_all(dir.join("entries")).unwrap();
/// let td = dir.join("t.td");
/// std::fs::write(&td, "def X;\n").unwrap();
/// let cache = RecordCache::new(dir.join("entries"));
/// let (parsed, outcome) = cache.parse_file_traced(&td, &ParseOptions::default());
/// assert_eq!(outcome, Outcome::Saved);
/// let analyses = parsed.unwrap().analyses.unwrap();
/// assert_eq!(analyses.load("count", "v1"), None);
/// assert!(analyses.save("count", "v1", &[1]));
/// assert_eq!(analyses.load("count", "v1"), Some(vec![1]));
/// // Another version of the code that computed it never reads it.
/// assert_eq!(analyses.load("count", "v2"), None);
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analyses {
    dir: PathBuf,
    /// The entry's key, naming the files.
    key: u128,
    /// The checksum of the entry's payload: which records these are.
    records: u128,
    /// How many values the entry holds (see [`Analyses::value`]).
    values: usize,
}

impl Analyses {
    pub(crate) fn new(dir: PathBuf, key: u128, records: u128, values: usize) -> Analyses {
        Analyses { dir, key, records, values }
    }

    /// The value whose handle has arena index `index`, if it is one of the
    /// entry's values. Those have the same handles in every run that saves
    /// or loads these records; a value made after (by a backend) may have
    /// another handle, or none, in another run, so an analysis that keeps
    /// handles must keep only these and check them on the way back.
    ///
    /// ```
    /// use tablegen_core::cache::{Outcome, RecordCache};
    /// use tablegen_core::parser::ParseOptions;
    ///
    /// let dir = std::env::temp_dir().join(format!("tg-analyses-value-{}", std::process::id()));
    /// std::fs::create_dir_all(dir.join("entries")).unwrap();
    /// let td = dir.join("t.td");
    /// std::fs::write(&td, "def X { string s = \"kept\"; }\n").unwrap();
    /// let cache = RecordCache::new(dir.join("entries"));
    /// let (parsed, outcome) = cache.parse_file_traced(&td, &ParseOptions::default());
    /// assert_eq!(outcome, Outcome::Saved);
    /// let loaded = parsed.unwrap();
    /// let (mut rk, analyses) = (loaded.records, loaded.analyses.unwrap());
    /// let s = rk.value_init(rk.def("X").unwrap(), "s").unwrap();
    /// assert!(analyses.holds(s));
    /// assert_eq!(analyses.value(s.index() as u32), Some(s));
    /// // A value made after the records were saved is not the entry's.
    /// let made = rk.name_init("made later");
    /// assert!(!analyses.holds(made));
    /// assert_eq!(analyses.value(made.index() as u32), None);
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn value(&self, index: u32) -> Option<Init> {
        ((index as usize) < self.values).then_some(Init(index))
    }

    /// Whether `v` is one of the entry's values (see [`Analyses::value`]).
    pub fn holds(&self, v: Init) -> bool {
        v.index() < self.values
    }

    /// What an analysis file must say it was made for.
    fn identity(&self, name: &str, tool: &str) -> u128 {
        let mut w = Writer::default();
        w.u64(self.records as u64);
        w.u64((self.records >> 64) as u64);
        // Lengths cannot fail for a name and a tool of any real size.
        let _ = w.bytes(name.as_bytes());
        let _ = w.bytes(tool.as_bytes());
        hash(&w.buf)
    }

    /// The file name of analysis `name`; `None` unless the name is made of
    /// ASCII letters, digits and `-` (it is part of a path).
    fn file_name(&self, name: &str) -> Option<String> {
        let ok = !name.is_empty() && name.len() <= 64 && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
        ok.then(|| format!("{:032x}.{name}.tgra", self.key))
    }

    /// The bytes saved for analysis `name` of these records by code
    /// identified by `tool` (a version or a fingerprint of that code);
    /// `None` if there are none, they were saved for other records or by
    /// other code, or the file is damaged.
    pub fn load(&self, name: &str, tool: &str) -> Option<Vec<u8>> {
        let (mut file, size) = store::open(&self.dir, &self.file_name(name)?)?;
        read(&mut file, size, Some(self.identity(name, tool)))
    }

    /// Saves `bytes` as analysis `name` of these records by code `tool`;
    /// false if it could not be written (a read-only directory, say).
    pub fn save(&self, name: &str, tool: &str, bytes: &[u8]) -> bool {
        let Some(file) = self.file_name(name) else { return false };
        let identity = self.identity(name, tool);
        let sum = hash(bytes);
        let mut w = Writer::default();
        w.buf.reserve(HEADER + bytes.len());
        w.buf.extend_from_slice(MAGIC);
        w.u32(FORMAT);
        w.u32(0);
        w.u64(identity as u64);
        w.u64((identity >> 64) as u64);
        w.u64(bytes.len() as u64);
        w.u64(sum as u64);
        w.u64((sum >> 64) as u64);
        w.buf.extend_from_slice(bytes);
        store::write(&self.dir, &file, &w.buf).is_some()
    }
}

/// The payload of the analysis file read from `src` (`size` bytes), if its
/// header is whole, it was made for `identity` (any, if `None`: for
/// fuzzing, `super::fuzz`), and its checksum holds.
pub(super) fn read(src: &mut dyn std::io::Read, size: u64, identity: Option<u128>) -> Option<Vec<u8>> {
    let mut header = [0; HEADER];
    src.read_exact(&mut header).ok()?;
    let mut h = Reader::new(&header);
    if h.take(8)? != MAGIC || h.u32()? != FORMAT || h.u32()? != 0 {
        return None;
    }
    let named = u128::from(h.u64()?) | u128::from(h.u64()?) << 64;
    let len = h.u64()?;
    let sum = u128::from(h.u64()?) | u128::from(h.u64()?) << 64;
    if identity.is_some_and(|i| i != named) || size.checked_sub(HEADER as u64)? != len {
        return None;
    }
    let mut payload = Vec::new();
    payload.try_reserve_exact(usize::try_from(len).ok()?).ok()?;
    src.read_to_end(&mut payload).ok()?;
    (payload.len() as u64 == len && hash(&payload) == sum).then_some(payload)
}
