//! Entry points for fuzzing the cache's readers (the `cache` target of
//! `fuzz/`): the decoders of the files the cache reads back, on bytes.
//! Hidden from the docs and not part of the API: they may change with the
//! file formats at any time.
//!
//! ```
//! use tablegen_core::cache::fuzz;
//! assert!(fuzz::decode_entry(b"TGRCACHE", b"t.td", &[]).is_none());
//! assert!(fuzz::decode_analysis(b"").is_none());
//! ```

use super::{analyses, entry};
use crate::record::RecordKeeper;
use std::path::PathBuf;

/// Decodes `bytes` as an entry file, as a hit does (header, sections, the
/// files the entry names checked against the file system as on a hit, the
/// records), for whatever key the entry names and with `root` the root file
/// as given and `dirs` the include directories. Gives the records (with
/// the rebuilt source manager as their `source`) and whether the payload's
/// checksum holds: a hit uses an entry only then, but decoding alone checks
/// every length and handle, so the records are whole either way.
pub fn decode_entry(bytes: &[u8], root: &[u8], dirs: &[PathBuf]) -> Option<(RecordKeeper, bool)> {
    let mut src = bytes;
    let (loaded, intact) = entry::decode_any(&mut src, bytes.len() as u64, None, root, dirs)?;
    let mut rk = loaded.rk;
    rk.source = Some(loaded.sm);
    Some((rk, intact))
}

/// Decodes `bytes` as an analysis file, as [`super::Analyses::load`] does,
/// for whatever records, name and tool its header names: its payload.
pub fn decode_analysis(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut src = bytes;
    analyses::read(&mut src, bytes.len() as u64, None)
}
