//! One cache entry, byte by byte:
//!
//! ```text
//! header   "TGRCACHE", format (u32), 0 (u32), payload length (u64),
//!          XXH3-128 of the payload (two u64)
//! payload  sections, each its length (u64) then its bytes:
//!          the key (two u64), the files read and the buffers (`sources`),
//!          the -d dependencies, what the front end printed;
//!          the records (`RecordKeeper::save`: its record count, strings,
//!          types, value nodes, the value pool and side tables, layouts,
//!          records, name tables)
//! ```
//!
//! All integers are little-endian. Sections are read one at a time
//! (`bytes::Sections`), and hashed as they are; decoding checks every
//! length and handle as it goes, and the result is used only if the
//! checksum of the whole payload holds at the end.

use super::key::{hash, FORMAT_VERSION};
use super::sources;
use crate::bytes::{Reader, Sections, Writer};
use crate::record::RecordKeeper;
use crate::source::{bytes_path, os_bytes, SourceMgr};
use std::io::Read;
use std::path::PathBuf;

const MAGIC: &[u8; 8] = b"TGRCACHE";
const HEADER: usize = 40;

/// What a parse produced, ready to be saved.
pub(crate) struct Parsed<'a> {
    pub(crate) rk: &'a RecordKeeper,
    pub(crate) sm: &'a SourceMgr,
    pub(crate) deps: &'a [PathBuf],
    pub(crate) printed: &'a [u8],
}

/// What a valid entry gives back.
pub(crate) struct Loaded {
    pub(crate) rk: RecordKeeper,
    pub(crate) sm: SourceMgr,
    pub(crate) deps: Vec<PathBuf>,
    pub(crate) printed: Vec<u8>,
    /// The payload's checksum: which records these are.
    pub(crate) sum: u128,
}

/// The entry for `key` and its payload's checksum; `None` if something
/// cannot be saved.
pub(crate) fn encode(key: u128, p: &Parsed<'_>, root: &[u8], dirs: &[PathBuf]) -> Option<(Vec<u8>, u128)> {
    let mut w = Writer::default();
    w.buf.resize(HEADER, 0);
    w.section(|w| {
        w.u64(key as u64);
        w.u64((key >> 64) as u64);
        sources::save(p.sm, root, dirs, w)?;
        w.len(p.deps.len())?;
        for d in p.deps {
            w.bytes(&os_bytes(d.as_os_str()))?;
        }
        w.bytes(p.printed)
    })?;
    p.rk.save(&mut w)?;
    let mut buf = w.buf;
    let sum = hash(&buf[HEADER..]);
    let len = (buf.len() - HEADER) as u64;
    let mut h = Writer::default();
    h.buf.extend_from_slice(MAGIC);
    h.u32(FORMAT_VERSION);
    h.u32(0);
    h.u64(len);
    h.u64(sum as u64);
    h.u64((sum >> 64) as u64);
    buf[..HEADER].copy_from_slice(&h.buf);
    Some((buf, sum))
}

/// Decodes the entry read from `src` (`size` bytes) as the entry for
/// `key`: its header, that it was filed for the same key, that every file
/// it was made from is unchanged, then everything else, section by section;
/// and last that the checksum holds. `None` on any mismatch.
pub(crate) fn decode(src: &mut dyn Read, size: u64, key: u128, root: &[u8], dirs: &[PathBuf]) -> Option<Loaded> {
    let (loaded, intact) = decode_any(src, size, Some(key), root, dirs)?;
    intact.then_some(loaded)
}

/// [`decode`] without its last check: the entry and whether its checksum
/// holds. With `key` `None`, the entry is decoded for whatever key it names
/// (for fuzzing, `super::fuzz`).
pub(crate) fn decode_any(
    src: &mut dyn Read,
    size: u64,
    key: Option<u128>,
    root: &[u8],
    dirs: &[PathBuf],
) -> Option<(Loaded, bool)> {
    let mut header = [0; HEADER];
    src.read_exact(&mut header).ok()?;
    let mut h = Reader::new(&header);
    if h.take(8)? != MAGIC || h.u32()? != FORMAT_VERSION || h.u32()? != 0 {
        return None;
    }
    let len = h.u64()?;
    let sum = u128::from(h.u64()?) | u128::from(h.u64()?) << 64;
    if size.checked_sub(HEADER as u64)? != len {
        return None;
    }
    let mut s = Sections::new(src, len);
    let (sm, deps, printed) = {
        let mut r = s.next()?;
        let named = u128::from(r.u64()?) | u128::from(r.u64()?) << 64;
        if key.is_some_and(|key| key != named) {
            return None;
        }
        let sm = sources::load(&mut r, root, dirs)?;
        let n = r.len()?;
        let mut deps = Vec::with_capacity(n.min(1 << 16));
        for _ in 0..n {
            deps.push(bytes_path(r.bytes()?));
        }
        let printed = r.bytes()?.to_vec();
        if !r.at_end() {
            return None;
        }
        (sm, deps, printed)
    };
    let rk = RecordKeeper::load(&mut s)?;
    let intact = s.finish(sum);
    Some((Loaded { rk, sm, deps, printed, sum }, intact))
}
