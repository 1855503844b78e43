//! Writing generated files so that a failure never leaves a truncated one.
//!
//! Build systems decide what to rebuild from file timestamps and trust the
//! exit code: a half-written `.inc` left behind after a full disk would be
//! compiled on the next build as if it were complete. [`write_atomic`]
//! writes a temporary file beside the target and renames it into place, so
//! the target holds either its old contents or the new ones.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Where a write failed: opening the file (LLVM's `error opening X: ...`)
/// or writing to it once open (LLVM's `IO failure on output stream: ...`).
#[derive(Debug)]
pub enum WriteError {
    /// The file could not be created or opened for writing.
    Open(io::Error),
    /// Writing, flushing or renaming into place failed.
    Write(io::Error),
}

impl WriteError {
    /// The underlying I/O error.
    pub fn into_io(self) -> io::Error {
        match self {
            WriteError::Open(e) | WriteError::Write(e) => e,
        }
    }
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WriteError::Open(e) => write!(f, "cannot open: {e}"),
            WriteError::Write(e) => write!(f, "cannot write: {e}"),
        }
    }
}

impl std::error::Error for WriteError {}

/// Replaces the contents of `path` with `bytes`, atomically for regular
/// files.
///
/// - A regular file (or a new one) is written to a temporary file in the
///   same directory, which is then renamed over it: on any failure the
///   temporary file is removed and `path` keeps its old contents. The new
///   file keeps the old one's permissions. A symbolic link is followed, as
///   opening the path would.
/// - Anything else (a device such as `/dev/null` or `/dev/full`, a FIFO) is
///   opened and written in place, since replacing it would be wrong.
/// - An existing file that cannot be opened for writing fails with the
///   error opening it would give, even though the rename would succeed:
///   a read-only output stays read-only, as with LLVM.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("tg-atomic-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let p = dir.join("x.inc");
/// tablegen_build::support::output::write_atomic(&p, b"new").unwrap();
/// assert_eq!(std::fs::read(&p).unwrap(), b"new");
/// ```
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let target = resolve_links(path);
    let meta = std::fs::metadata(&target).ok();
    if let Some(meta) = &meta {
        // Fails exactly as an in-place open would (permissions, a
        // directory), before anything is created.
        let file = OpenOptions::new().write(true).open(&target).map_err(WriteError::Open)?;
        if !meta.is_file() {
            return write_all(file, bytes);
        }
    }
    let permissions = meta.as_ref().map(|m| m.permissions());
    let mut staged = match StagedFile::beside(target.clone(), permissions) {
        Ok(staged) => staged,
        // A directory we may not create files in can still hold a file we
        // may write: fall back to writing in place.
        Err(_) if meta.is_some() => {
            let file = OpenOptions::new().write(true).truncate(true).open(&target).map_err(WriteError::Open)?;
            return write_all(file, bytes);
        }
        Err(e) => return Err(WriteError::Open(e)),
    };
    staged.write_all(bytes).map_err(WriteError::Write)?;
    staged.commit()
}

/// An output written to a temporary file beside its target while it is
/// made, and put in place by [`StagedFile::commit`]: a backend that writes
/// as it goes ([`crate::backend::Backend::emit_to`]) never holds its whole
/// output, and the target still changes all at once, as with
/// [`write_atomic`] (which writes through one). Dropping a staged file
/// that was not committed removes the temporary file.
///
/// ```
/// use std::io::Write as _;
/// use tablegen_build::support::output::StagedFile;
/// let dir = std::env::temp_dir().join(format!("tg-staged-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let p = dir.join("x.inc");
/// let mut staged = StagedFile::create(&p).unwrap();
/// staged.write_all(b"new").unwrap();
/// assert!(!p.exists());
/// staged.commit().unwrap();
/// assert_eq!(std::fs::read(&p).unwrap(), b"new");
/// ```
pub struct StagedFile {
    target: PathBuf,
    tmp_path: PathBuf,
    file: io::BufWriter<File>,
    permissions: Option<std::fs::Permissions>,
    committed: bool,
}

impl StagedFile {
    /// Starts the output for `path`, or `None` where [`write_atomic`] has
    /// to decide what happens: `path` exists but is not a regular file (a
    /// device or a FIFO is written in place) or cannot be opened for
    /// writing, or no file can be created beside it.
    pub fn create(path: &Path) -> Option<StagedFile> {
        let target = resolve_links(path);
        let permissions = match std::fs::metadata(&target) {
            Ok(meta) if meta.is_file() => {
                OpenOptions::new().write(true).open(&target).ok()?;
                Some(meta.permissions())
            }
            Ok(_) => return None,
            Err(_) => None,
        };
        StagedFile::beside(target, permissions).ok()
    }

    /// A temporary file beside `target` (links already followed) that
    /// takes `permissions`, if given, when committed.
    fn beside(target: PathBuf, permissions: Option<std::fs::Permissions>) -> io::Result<StagedFile> {
        let (tmp_path, file) = create_temp(&target)?;
        let file = io::BufWriter::with_capacity(1 << 18, file);
        Ok(StagedFile { target, tmp_path, file, permissions, committed: false })
    }

    /// Whether the file at the target already holds exactly what was
    /// written (`--write-if-changed`): compared block by block from the
    /// two files, never holding either.
    pub fn same_as_target(&mut self) -> bool {
        use std::io::Read as _;
        if self.file.flush().is_err() {
            return false;
        }
        let (Ok(mut old), Ok(mut new)) = (File::open(&self.target), File::open(&self.tmp_path)) else {
            return false;
        };
        match (old.metadata(), new.metadata()) {
            (Ok(a), Ok(b)) if a.is_file() && a.len() == b.len() => {}
            _ => return false,
        }
        let (mut a, mut b) = (vec![0u8; 1 << 16], vec![0u8; 1 << 16]);
        loop {
            let n = match new.read(&mut b) {
                Ok(0) => return old.read(&mut a[..1]).is_ok_and(|n| n == 0),
                Ok(n) => n,
                Err(_) => return false,
            };
            if old.read_exact(&mut a[..n]).is_err() || a[..n] != b[..n] {
                return false;
            }
        }
    }

    /// Puts the written output in place of the target, keeping the old
    /// file's permissions.
    pub fn commit(mut self) -> Result<(), WriteError> {
        self.file.flush().map_err(WriteError::Write)?;
        if let Some(p) = &self.permissions {
            self.file.get_ref().set_permissions(p.clone()).map_err(WriteError::Write)?;
        }
        std::fs::rename(&self.tmp_path, &self.target).map_err(WriteError::Write)?;
        self.committed = true;
        Ok(())
    }
}

impl Write for StagedFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.file.write(buf)
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.file.write_all(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

impl Drop for StagedFile {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_file(&self.tmp_path);
        }
    }
}

fn write_all(mut file: File, bytes: &[u8]) -> Result<(), WriteError> {
    file.write_all(bytes).and_then(|()| file.flush()).map_err(WriteError::Write)
}

/// Follows symbolic links (a bounded number of times, as the kernel does)
/// so that the rename replaces the link's target, not the link.
fn resolve_links(path: &Path) -> PathBuf {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::read_link(&p) {
            Ok(next) => {
                p = match p.parent() {
                    Some(dir) if next.is_relative() => dir.join(next),
                    _ => next,
                }
            }
            Err(_) => break,
        }
    }
    p
}

/// Creates a fresh file beside `target`, named after it, the process and a
/// counter, so concurrent writers of the same output never share one.
fn create_temp(target: &Path) -> io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = target.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let mut candidate = std::ffi::OsString::from(".");
        candidate.push(&name);
        candidate.push(format!(".tmp{}.{n}", std::process::id()));
        let tmp = dir.join(&candidate);
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            // Left over from an earlier process with the same id: the
            // counter moves on to a fresh name.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(tag: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tg-output-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn replaces_and_leaves_no_temporary() {
        let d = dir("replace");
        let p = d.join("a.inc");
        std::fs::write(&p, b"old").unwrap();
        write_atomic(&p, b"new").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"new");
        assert_eq!(std::fs::read_dir(&d).unwrap().count(), 1);
    }

    #[test]
    fn missing_directory_is_an_open_error() {
        let d = dir("missing");
        let e = write_atomic(&d.join("no/such/a.inc"), b"x").unwrap_err();
        assert!(matches!(e, WriteError::Open(ref io) if io.kind() == io::ErrorKind::NotFound), "{e}");
    }

    #[test]
    fn a_directory_is_not_replaced() {
        let d = dir("isdir");
        assert!(matches!(write_atomic(&d, b"x"), Err(WriteError::Open(_))));
        assert!(d.is_dir());
    }

    #[test]
    fn full_device_is_written_in_place_and_fails() {
        if Path::new("/dev/full").exists() {
            let e = write_atomic(Path::new("/dev/full"), b"x").unwrap_err();
            assert!(matches!(e, WriteError::Write(_)), "{e}");
        }
    }

    #[test]
    fn staged_file_appears_only_on_commit() {
        let d = dir("staged");
        let p = d.join("a.inc");
        std::fs::write(&p, b"old").unwrap();
        let mut f = StagedFile::create(&p).unwrap();
        f.write_all(b"new contents").unwrap();
        assert!(!f.same_as_target());
        assert_eq!(std::fs::read(&p).unwrap(), b"old");
        f.commit().unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"new contents");
        assert_eq!(std::fs::read_dir(&d).unwrap().count(), 1);
        // Same bytes: the caller keeps the old file; dropping leaves no temporary.
        let mut f = StagedFile::create(&p).unwrap();
        f.write_all(b"new contents").unwrap();
        assert!(f.same_as_target());
        drop(f);
        assert_eq!(std::fs::read_dir(&d).unwrap().count(), 1);
        // A prefix or an extension of the old contents is not the same.
        for other in [&b"new"[..], b"new contents!"] {
            let mut f = StagedFile::create(&p).unwrap();
            f.write_all(other).unwrap();
            assert!(!f.same_as_target());
        }
    }

    #[test]
    fn staged_file_declines_devices_and_directories() {
        assert!(StagedFile::create(Path::new("/dev/null")).is_none());
        let d = dir("staged-dir");
        assert!(StagedFile::create(&d).is_none());
        assert!(StagedFile::create(&d.join("no/such/a.inc")).is_none());
    }

    #[cfg(unix)]
    #[test]
    fn symlink_target_is_replaced_not_the_link() {
        let d = dir("link");
        let real = d.join("real.inc");
        std::fs::write(&real, b"old").unwrap();
        let link = d.join("link.inc");
        std::os::unix::fs::symlink("real.inc", &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(&real).unwrap(), b"new");
    }
}
