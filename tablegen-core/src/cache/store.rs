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

/// Entry `name`, opened for reading, with its size; `None` unless it is a
/// regular file (through symbolic links).
///
/// Opening a FIFO for reading blocks until a writer comes, and reading a
/// device or socket may never end: anything but a regular file is a miss,
/// checked before opening. Where the platform's `O_NONBLOCK` is known the
/// file is also opened with it, and checked again once open, so that a
/// FIFO renamed into place between the check and the open cannot block
/// either (the flag changes nothing for regular files).
pub(crate) fn open(dir: &Path, name: &str) -> Option<(std::io::BufReader<std::fs::File>, u64)> {
    let path = dir.join(name);
    if !std::fs::metadata(&path).ok()?.is_file() {
        return None;
    }
    let f = open_nonblocking(&path).ok()?;
    let meta = f.metadata().ok()?;
    if !meta.is_file() {
        return None;
    }
    Some((std::io::BufReader::with_capacity(1 << 16, f), meta.len()))
}

/// Linux's `O_NONBLOCK` on the architectures where it is `0o4000` (std has
/// no constant for it, and the crate takes no dependency for one).
#[cfg_attr(not(unix), allow(dead_code))]
const O_NONBLOCK: Option<i32> = if cfg!(all(
    target_os = "linux",
    any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64"
    )
)) {
    Some(0o4000)
} else {
    None
};

/// `path` opened for reading, without waiting for a writer if it is (or
/// has just become) a FIFO, where [`O_NONBLOCK`] is known.
fn open_nonblocking(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    if let Some(flag) = O_NONBLOCK {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(flag);
    }
    options.open(path)
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
