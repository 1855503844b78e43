//! The cache directory: entries are read as a stream, and written to a temporary
//! file of a name no other process uses, then renamed over the entry, so
//! that a reader sees a complete old entry or a complete new one, never a
//! mix, however many processes write the same entry at once.

use std::io::Write as _;
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};

/// The prefix of temporary files (a crashed writer may leave one behind;
/// nothing reads them).
pub(crate) const TEMP_PREFIX: &str = ".tmp-";

/// Entry `name`, opened for reading, with its size.
pub(crate) fn open(dir: &Path, name: &str) -> Option<(std::io::BufReader<std::fs::File>, u64)> {
    let f = std::fs::File::open(dir.join(name)).ok()?;
    let size = f.metadata().ok()?.len();
    Some((std::io::BufReader::with_capacity(1 << 16, f), size))
}

/// Writes entry `name` atomically; `None` on any I/O error (a read-only or
/// missing directory, a full disk), leaving no temporary file behind.
pub(crate) fn write(dir: &Path, name: &str, bytes: &[u8]) -> Option<()> {
    static SEQ: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let seq = SEQ.fetch_add(1, Ordering::Relaxed);
    // Not named like an entry (`*.tgrc`), so that a leftover is never one.
    let tmp = dir.join(format!("{TEMP_PREFIX}{}-{nanos}-{seq}", std::process::id()));
    let written = (|| {
        let mut f = std::fs::OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(bytes)?;
        drop(f);
        std::fs::rename(&tmp, dir.join(name))
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
        return None;
    }
    Some(())
}
