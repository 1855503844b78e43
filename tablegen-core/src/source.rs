//! Source buffers, locations and diagnostics.
//!
//! This is the Rust counterpart of LLVM's `SourceMgr` together with the
//! TableGen error helpers of `Error.cpp`, specialised to what `llvm-tblgen`
//! needs:
//!
//! * every loaded buffer owns a contiguous range of global byte positions
//!   ([`Loc`]), so a location is a plain `u32` that can be stored anywhere;
//! * include files are searched exactly like `SourceMgr::OpenIncludeFile`
//!   (the name as given, then every include directory in order);
//! * diagnostics are rendered byte for byte like `SourceMgr::PrintMessage`
//!   (include stack, `path:line:col: kind: message`, the source line with
//!   tabs expanded and a caret line), and collected in an ordered sink or
//!   streamed straight to standard error.

use std::ffi::OsStr;
use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// Width of a tab stop when source lines are echoed in diagnostics.
const TAB_STOP: usize = 8;

/// A global byte position in the sources loaded into a [`SourceMgr`].
///
/// Each buffer is given the positions `start ..= start + len`; the last one
/// stands for the end of the buffer (where LLVM keeps its terminating NUL),
/// so "end of file" diagnostics have a location of their own. Positions start
/// at 1; [`Loc::NONE`] (0) means "no location", like a null `SMLoc`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Loc(u32);

impl Loc {
    /// The absent location (LLVM's default-constructed `SMLoc`).
    pub const NONE: Loc = Loc(0);

    /// Builds a location from its raw global position.
    pub const fn from_raw(raw: u32) -> Loc {
        Loc(raw)
    }

    /// The raw global position (0 for [`Loc::NONE`]).
    pub const fn raw(self) -> u32 {
        self.0
    }

    /// True for [`Loc::NONE`].
    pub const fn is_none(self) -> bool {
        self.0 == 0
    }

    /// True unless this is [`Loc::NONE`].
    pub const fn is_valid(self) -> bool {
        self.0 != 0
    }

    /// The location `n` bytes further on (saturating; `NONE` stays `NONE`).
    pub fn offset(self, n: u32) -> Loc {
        if self.is_none() {
            self
        } else {
            Loc(self.0.saturating_add(n))
        }
    }
}

impl fmt::Debug for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_none() {
            f.write_str("Loc(NONE)")
        } else {
            write!(f, "Loc({})", self.0)
        }
    }
}

/// A half-open range of locations, `start .. end` (LLVM's `SMRange`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct LocRange {
    /// First position of the range.
    pub start: Loc,
    /// Position just past the range.
    pub end: Loc,
}

impl LocRange {
    /// Builds a range from its two ends.
    pub const fn new(start: Loc, end: Loc) -> LocRange {
        LocRange { start, end }
    }
}

/// Identifies one buffer of a [`SourceMgr`] (LLVM's buffer ID, minus one).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct FileId(u32);

impl FileId {
    /// The index of the buffer in load order (0 is the first buffer loaded).
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The severity of a diagnostic (LLVM's `SourceMgr::DiagKind`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DiagKind {
    /// `error: ` — counted by [`SourceMgr::error`].
    Error,
    /// `warning: `
    Warning,
    /// `remark: `
    Remark,
    /// `note: `
    Note,
}

impl DiagKind {
    /// The label LLVM prints before the message, including the colon and
    /// the following space.
    pub const fn label(self) -> &'static str {
        match self {
            DiagKind::Error => "error: ",
            DiagKind::Warning => "warning: ",
            DiagKind::Remark => "remark: ",
            DiagKind::Note => "note: ",
        }
    }
}

/// One loaded source buffer.
struct Buffer {
    /// The name printed in diagnostics (the path used to open the file),
    /// byte for byte: on Unix a path need not be UTF-8.
    path_bytes: Box<[u8]>,
    /// `path_bytes` as UTF-8, with invalid sequences replaced (for the
    /// `&str` accessors).
    path: String,
    /// The raw bytes of the buffer.
    bytes: Arc<[u8]>,
    /// Global position of the first byte.
    start: u32,
    /// Where this buffer was included from, or [`Loc::NONE`].
    included_from: Loc,
    /// Offsets of every `\n`, computed on first use.
    newlines: OnceLock<Vec<u32>>,
    /// The name an `include` asked for, when this buffer was found by
    /// [`SourceMgr::add_include_file`] (the record cache checks that the
    /// name still resolves to the same file).
    requested: Option<Box<[u8]>>,
}

impl Buffer {
    fn newlines(&self) -> &[u32] {
        self.newlines.get_or_init(|| {
            self.bytes.iter().enumerate().filter(|&(_, &b)| b == b'\n').map(|(i, _)| i as u32).collect()
        })
    }

    /// 1-based line number of a byte offset: one plus the number of `\n`
    /// strictly before it.
    fn line_of(&self, offset: usize) -> u32 {
        let nl = self.newlines();
        nl.partition_point(|&p| (p as usize) < offset) as u32 + 1
    }

    /// 1-based (line, column) of a byte offset. The column counts from the
    /// last `\n` or `\r` before the offset, as LLVM 19 does.
    fn line_and_column(&self, offset: usize) -> (u32, u32) {
        let nl = self.newlines();
        let idx = nl.partition_point(|&p| (p as usize) < offset);
        let line_start = if idx == 0 { 0 } else { nl[idx - 1] as usize + 1 };
        let end = offset.min(self.bytes.len());
        let begin = line_start.min(end);
        let col = match self.bytes[begin..end].iter().rposition(|&b| b == b'\r') {
            Some(p) => offset - (begin + p),
            None => offset + 1 - line_start,
        };
        (idx as u32 + 1, col as u32)
    }
}

/// Owner of all source buffers, the include path and the diagnostics sink.
pub struct SourceMgr {
    buffers: Vec<Buffer>,
    include_dirs: Vec<PathBuf>,
    next_start: u32,
    diagnostics: Vec<u8>,
    errors: usize,
    stream_to_stderr: bool,
    /// A copy of everything emitted while set (see [`SourceMgr::start_capture`]).
    capture: Option<Vec<u8>>,
}

impl Default for SourceMgr {
    fn default() -> Self {
        SourceMgr::new()
    }
}

impl fmt::Debug for SourceMgr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let files: Vec<&str> = self.buffers.iter().map(|b| b.path.as_str()).collect();
        f.debug_struct("SourceMgr")
            .field("buffers", &files)
            .field("include_dirs", &self.include_dirs)
            .field("errors", &self.errors)
            .finish()
    }
}

/// Turns an I/O error into the text LLVM prints for it (`strerror` style,
/// without Rust's ` (os error N)` suffix).
pub fn io_error_message(err: &std::io::Error) -> String {
    let text = err.to_string();
    match text.rfind(" (os error ") {
        Some(pos) if text.ends_with(')') => text[..pos].to_string(),
        _ => text,
    }
}

/// The bytes of an OS string: exact on Unix, where paths and arguments are
/// byte strings as LLVM treats them; UTF-8 (lossy) elsewhere.
pub fn os_bytes(s: &OsStr) -> std::borrow::Cow<'_, [u8]> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        std::borrow::Cow::Borrowed(s.as_bytes())
    }
    #[cfg(not(unix))]
    {
        match s.to_string_lossy() {
            std::borrow::Cow::Borrowed(t) => std::borrow::Cow::Borrowed(t.as_bytes()),
            std::borrow::Cow::Owned(t) => std::borrow::Cow::Owned(t.into_bytes()),
        }
    }
}

/// The path named by `bytes` (the inverse of [`os_bytes`]).
pub fn bytes_path(bytes: &[u8]) -> PathBuf {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        PathBuf::from(OsStr::from_bytes(bytes))
    }
    #[cfg(not(unix))]
    {
        PathBuf::from(String::from_utf8_lossy(bytes).into_owned())
    }
}

/// Appends `name` to `dir` the way `llvm::sys::path::append` does on POSIX.
pub(crate) fn path_append(dir: &[u8], name: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(dir.len() + name.len() + 1);
    out.extend_from_slice(dir);
    if out.ends_with(b"/") {
        let skip = name.iter().take_while(|&&c| c == b'/').count();
        out.extend_from_slice(&name[skip..]);
    } else {
        if !out.is_empty() && !name.starts_with(b"/") {
            out.push(b'/');
        }
        out.extend_from_slice(name);
    }
    out
}

/// Reads a file the way `MemoryBuffer::getFile` would succeed or fail.
/// The contents of the file at `path`, read straight into the shared
/// buffer a [`SourceMgr`] keeps: reading into a `Vec` and converting it
/// would copy every source twice (Intrinsics.td's 1.9 MB of includes cost
/// 470 page faults more).
fn read_file(path: &[u8]) -> std::io::Result<Arc<[u8]>> {
    use std::io::Read as _;
    let mut file = std::fs::File::open(bytes_path(path))?;
    let size = file.metadata().map_or(0, |m| usize::try_from(m.len()).unwrap_or(0));
    // One allocation of the announced size (a `TrustedLen` iterator).
    let mut bytes: Arc<[u8]> = std::iter::repeat(0).take(size).collect();
    let mut got = 0;
    if let Some(buf) = Arc::get_mut(&mut bytes) {
        while got < buf.len() {
            match file.read(&mut buf[got..]) {
                Ok(0) => break,
                Ok(n) => got += n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
    // The size was only a hint (a file that changed while being read, or
    // one the file system cannot size): what was read counts.
    let mut rest = Vec::new();
    file.read_to_end(&mut rest)?;
    if got < bytes.len() || !rest.is_empty() {
        let mut all = bytes[..got].to_vec();
        all.extend_from_slice(&rest);
        return Ok(Arc::from(all));
    }
    Ok(bytes)
}

/// Writes `text` with tabs expanded to the next multiple of [`TAB_STOP`].
fn push_source_line(out: &mut Vec<u8>, line: &[u8]) {
    let mut col = 0usize;
    for &b in line {
        if b == b'\t' {
            loop {
                out.push(b' ');
                col += 1;
                if col % TAB_STOP == 0 {
                    break;
                }
            }
        } else {
            out.push(b);
            col += 1;
        }
    }
    out.push(b'\n');
}

impl SourceMgr {
    /// An empty source manager.
    pub fn new() -> SourceMgr {
        SourceMgr {
            buffers: Vec::new(),
            include_dirs: Vec::new(),
            next_start: 1,
            diagnostics: Vec::new(),
            errors: 0,
            stream_to_stderr: false,
            capture: None,
        }
    }

    /// Sets the directories searched by [`SourceMgr::add_include_file`]
    /// (the `-I` options, in command-line order).
    pub fn set_include_dirs(&mut self, dirs: Vec<PathBuf>) {
        self.include_dirs = dirs;
    }

    /// The include directories.
    pub fn include_dirs(&self) -> &[PathBuf] {
        &self.include_dirs
    }

    /// Loads the main input file, like `MemoryBuffer::getFileOrSTDIN`:
    /// `-` reads standard input (named `<stdin>`). On failure returns the
    /// message LLVM prints after `PROGRAM: `, without the trailing newline,
    /// e.g. `Could not open input file 'x.td': No such file or directory`
    /// (bytes: the path is printed as given, UTF-8 or not).
    ///
    /// ```
    /// let mut sm = tablegen_core::source::SourceMgr::new();
    /// let err = sm.add_main_file("no/such.td").unwrap_err();
    /// assert_eq!(err, b"Could not open input file 'no/such.td': No such file or directory");
    /// ```
    pub fn add_main_file(&mut self, path: impl AsRef<Path>) -> Result<FileId, Vec<u8>> {
        let path = os_bytes(path.as_ref().as_os_str());
        let (name, result): (&[u8], _) = if *path == *b"-" {
            let mut bytes = Vec::new();
            let r = std::io::stdin().read_to_end(&mut bytes).map(|_| Arc::from(bytes));
            (b"<stdin>", r)
        } else {
            (&path, read_file(&path))
        };
        match result {
            Ok(bytes) => Ok(self.add_shared_buffer(name, bytes, Loc::NONE)),
            Err(e) => {
                let mut msg = b"Could not open input file '".to_vec();
                msg.extend_from_slice(&path);
                msg.extend_from_slice(b"': ");
                msg.extend_from_slice(io_error_message(&e).as_bytes());
                Err(msg)
            }
        }
    }

    /// Adds an in-memory buffer named `name`, included from `included_from`
    /// ([`Loc::NONE`] for a top-level buffer).
    pub fn add_buffer(&mut self, name: &str, contents: String, included_from: Loc) -> FileId {
        self.add_buffer_bytes(name, contents.into_bytes(), included_from)
    }

    /// Like [`SourceMgr::add_buffer`], for arbitrary bytes.
    ///
    /// The total size of all buffers is limited to about 4 GiB; a buffer
    /// that would not fit is replaced by an empty one and an error is
    /// reported.
    pub fn add_buffer_bytes(&mut self, name: &str, contents: Vec<u8>, included_from: Loc) -> FileId {
        self.add_buffer_raw(name.as_bytes(), contents, included_from)
    }

    /// [`SourceMgr::add_buffer_bytes`] with a name that need not be UTF-8.
    pub fn add_buffer_raw(&mut self, name: &[u8], contents: Vec<u8>, included_from: Loc) -> FileId {
        self.add_shared_buffer(name, Arc::from(contents), included_from)
    }

    /// [`SourceMgr::add_buffer_raw`] for contents already in the shared
    /// form the manager keeps.
    fn add_shared_buffer(&mut self, name: &[u8], contents: Arc<[u8]>, included_from: Loc) -> FileId {
        let mut bytes = contents;
        let fits = u32::try_from(bytes.len())
            .ok()
            .and_then(|len| self.next_start.checked_add(len))
            .and_then(|end| end.checked_add(1))
            .is_some();
        if !fits {
            bytes = Arc::from(Vec::new());
            self.error_no_loc(&format!("source buffer '{}' is too large", crate::intern::escape(name)));
            self.errors += 1;
        }
        let start = self.next_start;
        // `fits` (or the empty replacement) guarantees no overflow here.
        self.next_start = start.saturating_add(bytes.len() as u32).saturating_add(1);
        let id = FileId(self.buffers.len() as u32);
        self.buffers.push(Buffer {
            path_bytes: name.into(),
            path: String::from_utf8_lossy(name).into_owned(),
            bytes,
            start,
            included_from,
            newlines: OnceLock::new(),
            requested: None,
        });
        id
    }

    /// Finds an include file like `SourceMgr::OpenIncludeFile`: first
    /// `filename` as given (relative to the current directory), then
    /// `DIR/filename` for each include directory in order. Returns the
    /// contents and the path that was opened (the name diagnostics print and
    /// the dependency recorded for `-d`), or the error of the last attempt.
    /// Names are bytes, as an `include` string is.
    pub fn open_include_file(&self, filename: &[u8]) -> Result<(Arc<[u8]>, Vec<u8>), String> {
        let mut last = match read_file(filename) {
            Ok(bytes) => return Ok((bytes, filename.to_vec())),
            Err(e) => e,
        };
        for dir in &self.include_dirs {
            let candidate = path_append(&os_bytes(dir.as_os_str()), filename);
            match read_file(&candidate) {
                Ok(bytes) => return Ok((bytes, candidate)),
                Err(e) => last = e,
            }
        }
        Err(io_error_message(&last))
    }

    /// Opens an include file (see [`SourceMgr::open_include_file`]) and adds
    /// it as a buffer included from `include_loc`. Returns the new buffer
    /// and the resolved path.
    pub fn add_include_file(&mut self, filename: &[u8], include_loc: Loc) -> Result<(FileId, Vec<u8>), String> {
        let (bytes, path) = self.open_include_file(filename)?;
        let id = self.add_shared_buffer(&path, bytes, include_loc);
        if let Some(b) = self.buffers.get_mut(id.index()) {
            b.requested = Some(filename.into());
        }
        Ok((id, path))
    }

    /// Number of buffers loaded so far.
    pub fn num_buffers(&self) -> usize {
        self.buffers.len()
    }

    /// Every buffer in load order (an `include`d twice file appears twice).
    ///
    /// ```
    /// let mut sm = tablegen_core::source::SourceMgr::new();
    /// sm.add_buffer("a.td", "def A;".into(), tablegen_core::source::Loc::NONE);
    /// let names: Vec<_> = sm.files().map(|f| sm.buffer_path(f)).collect();
    /// assert_eq!(names, ["a.td"]);
    /// ```
    pub fn files(&self) -> impl Iterator<Item = FileId> {
        (0..self.buffers.len() as u32).map(FileId)
    }

    /// The main file: the first buffer loaded (LLVM's `getMainFileID`), if any.
    pub fn main_file(&self) -> Option<FileId> {
        if self.buffers.is_empty() {
            None
        } else {
            Some(FileId(0))
        }
    }

    fn buf(&self, file: FileId) -> Option<&Buffer> {
        self.buffers.get(file.index())
    }

    /// The name of a buffer as printed in diagnostics (invalid UTF-8
    /// replaced; see [`SourceMgr::buffer_path_bytes`]).
    pub fn buffer_path(&self, file: FileId) -> &str {
        self.buf(file).map_or("", |b| b.path.as_str())
    }

    /// The name of a buffer as printed in diagnostics, byte for byte.
    pub fn buffer_path_bytes(&self, file: FileId) -> &[u8] {
        self.buf(file).map_or(&[][..], |b| &b.path_bytes[..])
    }

    /// The raw bytes of a buffer.
    pub fn buffer_bytes(&self, file: FileId) -> &[u8] {
        self.buf(file).map_or(&[][..], |b| &b.bytes[..])
    }

    /// A shared handle to the bytes of a buffer (cheap to clone).
    pub fn buffer_shared(&self, file: FileId) -> Arc<[u8]> {
        self.buf(file).map_or_else(|| Arc::from(Vec::new()), |b| Arc::clone(&b.bytes))
    }

    /// The text of a buffer, if it is valid UTF-8.
    pub fn buffer_text(&self, file: FileId) -> Option<&str> {
        std::str::from_utf8(self.buffer_bytes(file)).ok()
    }

    /// Where a buffer was included from ([`Loc::NONE`] for top-level
    /// buffers; LLVM's `getParentIncludeLoc`).
    pub fn included_from(&self, file: FileId) -> Loc {
        self.buf(file).map_or(Loc::NONE, |b| b.included_from)
    }

    /// Location of the first byte of a buffer.
    pub fn buffer_start(&self, file: FileId) -> Loc {
        self.buf(file).map_or(Loc::NONE, |b| Loc(b.start))
    }

    /// Location of the end of a buffer (one past its last byte).
    pub fn buffer_end(&self, file: FileId) -> Loc {
        self.buf(file).map_or(Loc::NONE, |b| Loc(b.start + b.bytes.len() as u32))
    }

    /// The location of byte `offset` of `file` (clamped to the buffer end).
    pub fn loc_of(&self, file: FileId, offset: usize) -> Loc {
        match self.buf(file) {
            Some(b) => Loc(b.start + offset.min(b.bytes.len()) as u32),
            None => Loc::NONE,
        }
    }

    /// The buffer containing `loc` (its end position included), if any
    /// (LLVM's `FindBufferContainingLoc`).
    pub fn find_buffer(&self, loc: Loc) -> Option<FileId> {
        if loc.is_none() {
            return None;
        }
        let idx = self.buffers.partition_point(|b| b.start <= loc.0);
        if idx == 0 {
            return None;
        }
        let b = &self.buffers[idx - 1];
        if loc.0 - b.start <= b.bytes.len() as u32 {
            Some(FileId(idx as u32 - 1))
        } else {
            None
        }
    }

    /// The buffer and byte offset of `loc`.
    pub fn offset_of(&self, loc: Loc) -> Option<(FileId, usize)> {
        let file = self.find_buffer(loc)?;
        let b = &self.buffers[file.index()];
        Some((file, (loc.0 - b.start) as usize))
    }

    /// The buffer, 1-based line and 1-based column of `loc`, computed as
    /// LLVM 19's `SourceMgr::getLineAndColumn` (lines end at `\n`; columns
    /// restart after `\n` or `\r`).
    pub fn lookup(&self, loc: Loc) -> Option<(FileId, u32, u32)> {
        let (file, off) = self.offset_of(loc)?;
        let (line, col) = self.buffers[file.index()].line_and_column(off);
        Some((file, line, col))
    }

    /// The 1-based line number of `loc` (LLVM's `FindLineNumber`).
    pub fn line_number(&self, loc: Loc) -> Option<u32> {
        let (file, off) = self.offset_of(loc)?;
        Some(self.buffers[file.index()].line_of(off))
    }

    /// `PATH:LINE` (or `BASENAME:LINE` when `include_path` is false) for
    /// `loc`, like `SourceMgr::getFormattedLocationNoOffset`. Returns an
    /// empty string for locations outside every buffer.
    pub fn formatted_location_no_offset(&self, loc: Loc, include_path: bool) -> String {
        String::from_utf8_lossy(&self.formatted_location_no_offset_bytes(loc, include_path)).into_owned()
    }

    /// [`SourceMgr::formatted_location_no_offset`] with the path byte for
    /// byte.
    pub fn formatted_location_no_offset_bytes(&self, loc: Loc, include_path: bool) -> Vec<u8> {
        let Some((file, off)) = self.offset_of(loc) else {
            return Vec::new();
        };
        let b = &self.buffers[file.index()];
        let line = b.line_of(off);
        let path = &b.path_bytes[..];
        let name = if include_path {
            path
        } else {
            match path.iter().rposition(|&c| c == b'/' || c == b'\\') {
                Some(p) => &path[p + 1..],
                None => path,
            }
        };
        let mut out = name.to_vec();
        out.extend_from_slice(format!(":{line}").as_bytes());
        out
    }

    // ---------------------------------------------------------------------
    // Rendering
    // ---------------------------------------------------------------------

    /// Renders a diagnostic exactly as `SourceMgr::PrintMessage` prints it
    /// without colours (see [`SourceMgr::render_bytes`]); invalid UTF-8 in
    /// echoed source lines is replaced.
    pub fn render(&self, loc: Loc, kind: DiagKind, msg: &str) -> String {
        String::from_utf8_lossy(&self.render_bytes(loc, kind, msg)).into_owned()
    }

    /// Renders a diagnostic exactly as `SourceMgr::PrintMessage` prints it
    /// without colours:
    ///
    /// ```text
    /// Included from OUTER.td:LINE:        (outermost first)
    /// Included from INNER.td:LINE:
    /// PATH:LINE:COL: error: MSG
    /// <source line, tabs expanded to 8 columns>
    /// <caret line>
    /// ```
    ///
    /// For [`Loc::NONE`] (or a location outside every buffer) the result is
    /// `<unknown>:0: error: MSG\n`. If the source line holds non-ASCII bytes
    /// the caret line is omitted, as LLVM does.
    ///
    /// `msg` is read as a text form ([`crate::intern::unescape`]): a name
    /// that is not UTF-8 prints as its bytes, as in LLVM.
    pub fn render_bytes(&self, loc: Loc, kind: DiagKind, msg: &str) -> Vec<u8> {
        self.render_raw(loc, kind, &crate::intern::unescape(msg))
    }

    /// [`SourceMgr::render_bytes`] for a message that need not be UTF-8
    /// (one quoting a file name, say).
    pub fn render_raw(&self, loc: Loc, kind: DiagKind, msg: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let Some((file, off)) = self.offset_of(loc) else {
            out.extend_from_slice(b"<unknown>:0: ");
            out.extend_from_slice(kind.label().as_bytes());
            out.extend_from_slice(msg);
            out.push(b'\n');
            return out;
        };

        // Include stack, outermost first.
        let mut stack = Vec::new();
        let mut parent = self.buffers[file.index()].included_from;
        while let Some((pf, poff)) = self.offset_of(parent) {
            if stack.len() > self.buffers.len() {
                break; // malformed chain; never loop forever
            }
            stack.push((pf, poff));
            parent = self.buffers[pf.index()].included_from;
        }
        for &(pf, poff) in stack.iter().rev() {
            let b = &self.buffers[pf.index()];
            out.extend_from_slice(b"Included from ");
            out.extend_from_slice(&b.path_bytes);
            out.extend_from_slice(format!(":{}:\n", b.line_of(poff)).as_bytes());
        }

        let b = &self.buffers[file.index()];
        let bytes = &b.bytes[..];
        let (line, col) = b.line_and_column(off);
        let name: &[u8] = if *b.path_bytes == *b"-" { b"<stdin>" } else { &b.path_bytes };
        out.extend_from_slice(name);
        out.extend_from_slice(format!(":{line}:{col}: ").as_bytes());
        out.extend_from_slice(kind.label().as_bytes());
        out.extend_from_slice(msg);
        out.push(b'\n');

        // The source line around the location.
        let is_eol = |c: u8| c == b'\n' || c == b'\r';
        let mut line_start = off;
        while line_start > 0 && !is_eol(bytes[line_start - 1]) {
            line_start -= 1;
        }
        let mut line_end = off;
        while line_end < bytes.len() && !is_eol(bytes[line_end]) {
            line_end += 1;
        }
        let text = &bytes[line_start..line_end];
        if text.iter().any(|&c| c & 0x80 != 0) {
            push_source_line(&mut out, text);
            return out;
        }

        let num_columns = text.len();
        let column = col as usize - 1;
        let mut caret = vec![b' '; num_columns + 1];
        caret[column.min(num_columns)] = b'^';
        while caret.last() == Some(&b' ') {
            caret.pop();
        }
        push_source_line(&mut out, text);
        let mut out_col = 0usize;
        for (i, &c) in caret.iter().enumerate() {
            if text.get(i) != Some(&b'\t') {
                out.push(c);
                out_col += 1;
                continue;
            }
            loop {
                out.push(c);
                out_col += 1;
                if out_col % TAB_STOP == 0 {
                    break;
                }
            }
        }
        out.push(b'\n');
        out
    }

    /// Renders a location-less diagnostic as LLVM's `WithColor` helpers do:
    /// `error: MSG\n`, `warning: MSG\n`, `note: MSG\n` or `remark: MSG\n`.
    pub fn render_no_loc(kind: DiagKind, msg: &str) -> String {
        format!("{}{}\n", kind.label(), msg)
    }

    // ---------------------------------------------------------------------
    // Diagnostics sink
    // ---------------------------------------------------------------------

    /// When enabled, diagnostics are written to standard error as they are
    /// produced instead of being collected (so they interleave correctly
    /// with other output written to standard error).
    pub fn set_stream_to_stderr(&mut self, stream: bool) {
        self.stream_to_stderr = stream;
    }

    /// Appends already-rendered diagnostic bytes to the sink (or writes them
    /// to standard error when streaming).
    pub fn emit_raw(&mut self, bytes: &[u8]) {
        if let Some(copy) = self.capture.as_mut() {
            copy.extend_from_slice(bytes);
        }
        if self.stream_to_stderr {
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(bytes);
            let _ = err.flush();
        } else {
            self.diagnostics.extend_from_slice(bytes);
        }
    }

    /// Starts keeping a copy of every diagnostic byte emitted from now on,
    /// streamed or collected alike (the record cache stores what the front
    /// end printed, to print it again on a cache hit).
    ///
    /// ```
    /// let mut sm = tablegen_core::source::SourceMgr::new();
    /// sm.start_capture();
    /// sm.warning_no_loc("w");
    /// assert_eq!(sm.take_capture(), b"warning: w\n");
    /// assert_eq!(sm.take_diagnostics(), "warning: w\n");
    /// ```
    pub fn start_capture(&mut self) {
        self.capture = Some(Vec::new());
    }

    /// Ends [`SourceMgr::start_capture`], returning the copy.
    pub fn take_capture(&mut self) -> Vec<u8> {
        self.capture.take().unwrap_or_default()
    }

    /// The name `include` asked for when `file` was found on the include
    /// path ([`SourceMgr::add_include_file`]); `None` for other buffers.
    ///
    /// ```
    /// use tablegen_core::source::{Loc, SourceMgr};
    /// let mut sm = SourceMgr::new();
    /// let f = sm.add_buffer("a.td", String::new(), Loc::NONE);
    /// assert_eq!(sm.include_name(f), None);
    /// ```
    pub fn include_name(&self, file: FileId) -> Option<&[u8]> {
        self.buf(file).and_then(|b| b.requested.as_deref())
    }

    /// Records that `file` was found for the `include` of `name` (a source
    /// manager rebuilt by the record cache).
    pub(crate) fn set_include_name(&mut self, file: FileId, name: &[u8]) {
        if let Some(b) = self.buffers.get_mut(file.index()) {
            b.requested = Some(name.into());
        }
    }

    /// Prints one diagnostic at `loc` without counting it, like
    /// `SrcMgr.PrintMessage` (and TableGen's `PrintError(const char *)`
    /// overloads, which do not count errors either).
    pub fn print_message(&mut self, loc: Loc, kind: DiagKind, msg: &str) {
        let bytes = self.render_bytes(loc, kind, msg);
        self.emit_raw(&bytes);
    }

    fn emit_no_loc(&mut self, kind: DiagKind, msg: &[u8]) {
        let mut out = kind.label().as_bytes().to_vec();
        out.extend_from_slice(msg);
        out.push(b'\n');
        self.emit_raw(&out);
    }

    /// TableGen's `PrintMessage(ArrayRef<SMLoc>, ...)`: counts errors, prints
    /// the message at the first location (or [`Loc::NONE`] when `locs` is
    /// empty), then a note `instantiated from multiclass` for each further
    /// location.
    pub fn message(&mut self, locs: &[Loc], kind: DiagKind, msg: &str) {
        if kind == DiagKind::Error {
            self.errors += 1;
        }
        let first = locs.first().copied().unwrap_or(Loc::NONE);
        self.print_message(first, kind, msg);
        for &l in locs.iter().skip(1) {
            self.print_message(l, DiagKind::Note, "instantiated from multiclass");
        }
    }

    /// `PrintError(ArrayRef<SMLoc>, Msg)`: a counted error.
    pub fn error(&mut self, locs: &[Loc], msg: &str) {
        self.message(locs, DiagKind::Error, msg);
    }

    /// `PrintWarning(ArrayRef<SMLoc>, Msg)`.
    pub fn warning(&mut self, locs: &[Loc], msg: &str) {
        self.message(locs, DiagKind::Warning, msg);
    }

    /// `PrintNote(ArrayRef<SMLoc>, Msg)`.
    pub fn note(&mut self, locs: &[Loc], msg: &str) {
        self.message(locs, DiagKind::Note, msg);
    }

    /// `PrintError(Msg)`: prints `error: MSG`. Like LLVM, this does *not*
    /// count towards [`SourceMgr::error_count`].
    pub fn error_no_loc(&mut self, msg: &str) {
        self.emit_no_loc(DiagKind::Error, &crate::intern::unescape(msg));
    }

    /// `PrintWarning(Msg)`: prints `warning: MSG`.
    pub fn warning_no_loc(&mut self, msg: &str) {
        self.emit_no_loc(DiagKind::Warning, &crate::intern::unescape(msg));
    }

    /// `PrintNote(Msg)`: prints `note: MSG`.
    pub fn note_no_loc(&mut self, msg: &str) {
        self.emit_no_loc(DiagKind::Note, &crate::intern::unescape(msg));
    }

    /// `PrintRemark(Msg)`: prints `remark: MSG`.
    pub fn remark_no_loc(&mut self, msg: &str) {
        self.emit_no_loc(DiagKind::Remark, &crate::intern::unescape(msg));
    }

    /// Number of counted errors so far (LLVM's `ErrorsPrinted`).
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// Adds `n` to the error count without printing anything.
    pub fn add_error_count(&mut self, n: usize) {
        self.errors = self.errors.saturating_add(n);
    }

    /// Takes the collected diagnostics (lossily decoded as UTF-8).
    pub fn take_diagnostics(&mut self) -> String {
        let bytes = std::mem::take(&mut self.diagnostics);
        match String::from_utf8(bytes) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }
    }

    /// Takes the collected diagnostics as raw bytes.
    pub fn take_diagnostic_bytes(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.diagnostics)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sm_with(name: &str, text: &str) -> (SourceMgr, FileId) {
        let mut sm = SourceMgr::new();
        let f = sm.add_buffer(name, text.to_string(), Loc::NONE);
        (sm, f)
    }

    #[test]
    fn locations_are_contiguous_and_include_end() {
        let mut sm = SourceMgr::new();
        let a = sm.add_buffer("a", "abc".into(), Loc::NONE);
        let b = sm.add_buffer("b", "".into(), Loc::NONE);
        let c = sm.add_buffer("c", "x\ny".into(), Loc::NONE);
        assert_eq!(sm.buffer_start(a), Loc::from_raw(1));
        assert_eq!(sm.buffer_end(a), Loc::from_raw(4));
        assert_eq!(sm.buffer_start(b), Loc::from_raw(5));
        assert_eq!(sm.buffer_end(b), Loc::from_raw(5));
        assert_eq!(sm.buffer_start(c), Loc::from_raw(6));
        assert_eq!(sm.find_buffer(Loc::from_raw(4)), Some(a));
        assert_eq!(sm.find_buffer(Loc::from_raw(5)), Some(b));
        assert_eq!(sm.find_buffer(Loc::from_raw(9)), Some(c));
        assert_eq!(sm.find_buffer(Loc::from_raw(10)), None);
        assert_eq!(sm.find_buffer(Loc::NONE), None);
        assert_eq!(sm.lookup(sm.loc_of(c, 2)), Some((c, 2, 1)));
        assert_eq!(sm.offset_of(sm.loc_of(c, 3)), Some((c, 3)));
        assert_eq!(sm.main_file(), Some(a));
    }

    #[test]
    fn line_and_column_rules() {
        // Lines count '\n' only; columns restart after '\n' or '\r'.
        let (sm, f) = sm_with("t.td", "def a {\r  int x = 1;\r @\r}\r");
        assert_eq!(sm.lookup(sm.loc_of(f, 22)), Some((f, 1, 2)));
        let (sm, f) = sm_with("t.td", "ab\r\ncd\n\nx");
        assert_eq!(sm.lookup(sm.loc_of(f, 4)), Some((f, 2, 1)));
        assert_eq!(sm.lookup(sm.loc_of(f, 7)), Some((f, 3, 1)));
        assert_eq!(sm.lookup(sm.loc_of(f, 8)), Some((f, 4, 1)));
        assert_eq!(sm.lookup(sm.loc_of(f, 9)), Some((f, 4, 2)));
        assert_eq!(sm.line_number(sm.loc_of(f, 2)), Some(1));
    }

    #[test]
    fn render_basic_and_tabs() {
        // Verified against llvm-tblgen-19.
        let (sm, f) = sm_with("t1.td", "class A;\ndef x : A;\n  %\n");
        assert_eq!(
            sm.render(sm.loc_of(f, 22), DiagKind::Error, "Unexpected character"),
            "t1.td:3:3: error: Unexpected character\n  %\n  ^\n"
        );
        let (sm, f) = sm_with("t2.td", "def x {\n\tint a = \t 1 @;\n}\n");
        assert_eq!(
            sm.render(sm.loc_of(f, 21), DiagKind::Error, "Unexpected character"),
            "t2.td:2:14: error: Unexpected character\n        int a =          1 @;\n                           ^\n"
        );
        // Caret on a tab repeats until the next tab stop.
        let (sm, f) = sm_with("f10.td", "def a {\n  int x = \"\t\t");
        assert_eq!(
            sm.render(sm.loc_of(f, 19), DiagKind::Error, "End of file in string literal"),
            "f10.td:2:12: error: End of file in string literal\n  int x = \"             \n           ^^^^^\n"
        );
    }

    #[test]
    fn render_non_ascii_and_eof() {
        let (sm, f) = sm_with("f3.td", "def a {\n @ \u{e9}\n}\n");
        assert_eq!(
            sm.render(sm.loc_of(f, 9), DiagKind::Error, "Unexpected character"),
            "f3.td:2:2: error: Unexpected character\n @ \u{e9}\n"
        );
        let (sm, f) = sm_with("p1.td", "#ifdef X\n");
        assert_eq!(
            sm.render(sm.buffer_end(f), DiagKind::Error, "Reached EOF without matching #endif"),
            "p1.td:2:1: error: Reached EOF without matching #endif\n\n^\n"
        );
    }

    #[test]
    fn render_no_location() {
        let sm = SourceMgr::new();
        assert_eq!(sm.render(Loc::NONE, DiagKind::Error, "boom"), "<unknown>:0: error: boom\n");
        // Verified: `llvm-tblgen-19 -gen-global-isel -gisel-coverage-file=/nonexistent`.
        assert_eq!(
            sm.render(Loc::NONE, DiagKind::Warning, "Missing rule coverage data"),
            "<unknown>:0: warning: Missing rule coverage data\n"
        );
        assert_eq!(SourceMgr::render_no_loc(DiagKind::Note, "hi"), "note: hi\n");
        assert_eq!(SourceMgr::render_no_loc(DiagKind::Warning, "w"), "warning: w\n");
    }

    #[test]
    fn render_include_stack_outermost_first() {
        let mut sm = SourceMgr::new();
        let t3 = sm.add_buffer("t3.td", "\n\ninclude \"a.td\"\n".into(), Loc::NONE);
        let a = sm.add_buffer("inc/a.td", "include \"b.td\"\n".into(), sm.loc_of(t3, 16));
        let b = sm.add_buffer("inc/b.td", "class B;\n@\n".into(), sm.loc_of(a, 14));
        assert_eq!(
            sm.render(sm.loc_of(b, 9), DiagKind::Error, "Unexpected character"),
            "Included from t3.td:3:\nIncluded from inc/a.td:1:\ninc/b.td:2:1: error: Unexpected character\n@\n^\n"
        );
        assert_eq!(sm.formatted_location_no_offset(sm.loc_of(b, 9), false), "b.td:2");
        assert_eq!(sm.formatted_location_no_offset(sm.loc_of(b, 9), true), "inc/b.td:2");
    }

    #[test]
    fn sink_counts_and_notes() {
        let (mut sm, f) = sm_with("m.td", "def a;\ndef b;\n");
        let l1 = sm.loc_of(f, 4);
        let l2 = sm.loc_of(f, 11);
        sm.error(&[l1, l2], "bad");
        sm.warning(&[l1], "meh");
        sm.print_message(l2, DiagKind::Error, "uncounted");
        sm.error_no_loc("plain");
        assert_eq!(sm.error_count(), 1);
        assert_eq!(
            sm.take_diagnostics(),
            "m.td:1:5: error: bad\ndef a;\n    ^\n\
             m.td:2:5: note: instantiated from multiclass\ndef b;\n    ^\n\
             m.td:1:5: warning: meh\ndef a;\n    ^\n\
             m.td:2:5: error: uncounted\ndef b;\n    ^\n\
             error: plain\n"
        );
        assert_eq!(sm.take_diagnostics(), "");
        sm.error(&[], "nowhere");
        assert_eq!(sm.take_diagnostics(), "<unknown>:0: error: nowhere\n");
        assert_eq!(sm.error_count(), 2);
    }

    #[test]
    fn path_append_rules() {
        assert_eq!(path_append(b"inc", b"b.td"), b"inc/b.td");
        assert_eq!(path_append(b"inc/", b"b.td"), b"inc/b.td");
        assert_eq!(path_append(b"inc/", b"/b.td"), b"inc/b.td");
        assert_eq!(path_append(b"inc", b"/b.td"), b"inc/b.td");
        assert_eq!(path_append(b"", b"b.td"), b"b.td");
        assert_eq!(path_append(b"inc", b""), b"inc/");
        assert_eq!(path_append(b"d\xff", b"\xfe.td"), b"d\xff/\xfe.td");
    }

    #[test]
    fn include_search_order() {
        let root = std::env::temp_dir().join(format!("tg-src-test-{}", std::process::id()));
        let d1 = root.join("d1");
        let d2 = root.join("d2");
        std::fs::create_dir_all(&d1).unwrap();
        std::fs::create_dir_all(&d2).unwrap();
        std::fs::write(d1.join("x.td"), "one").unwrap();
        std::fs::write(d2.join("x.td"), "two").unwrap();
        std::fs::write(d2.join("y.td"), "why").unwrap();
        let d1s = d1.to_string_lossy().into_owned();
        let d2s = d2.to_string_lossy().into_owned();
        let mut sm = SourceMgr::new();
        let main = sm.add_buffer("main.td", "include".into(), Loc::NONE);
        sm.set_include_dirs(vec![d1.clone(), PathBuf::from(format!("{d2s}/"))]);
        let (fx, px) = sm.add_include_file(b"x.td", sm.loc_of(main, 7)).unwrap();
        assert_eq!(px, format!("{d1s}/x.td").into_bytes());
        assert_eq!(sm.buffer_bytes(fx), b"one");
        assert_eq!(sm.buffer_path_bytes(fx), px);
        assert_eq!(sm.buffer_path(fx).as_bytes(), px);
        assert_eq!(sm.included_from(fx), sm.loc_of(main, 7));
        let (_, py) = sm.add_include_file(b"y.td", Loc::NONE).unwrap();
        assert_eq!(py, format!("{d2s}/y.td").into_bytes());
        // An absolute path is opened as given.
        let abs = format!("{d2s}/x.td");
        let (fa, pa) = sm.add_include_file(abs.as_bytes(), Loc::NONE).unwrap();
        assert_eq!(pa, abs.as_bytes());
        assert_eq!(sm.buffer_text(fa), Some("two"));
        assert_eq!(sm.add_include_file(b"nope.td", Loc::NONE).unwrap_err(), "No such file or directory");
        // Directories are not files.
        assert!(sm.add_include_file(b"d1", Loc::NONE).is_err() || !root.join("d1").is_dir());
        let _ = std::fs::remove_dir_all(&root);
    }

    /// A directory, an include name and a diagnostic that are not UTF-8
    /// keep their bytes, as LLVM's do.
    #[cfg(unix)]
    #[test]
    fn non_utf8_paths_are_bytes() {
        let root = std::env::temp_dir().join(format!("tg-src-bytes-{}", std::process::id()));
        let dir = root.join(bytes_path(b"d\xff"));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(bytes_path(b"\xfe.td")), "x\n").unwrap();
        let mut sm = SourceMgr::new();
        let main = sm.add_buffer("m.td", "include".into(), Loc::NONE);
        sm.set_include_dirs(vec![dir.clone()]);
        let (f, p) = sm.add_include_file(b"\xfe.td", sm.loc_of(main, 0)).unwrap();
        let mut want = os_bytes(dir.as_os_str()).into_owned();
        want.extend_from_slice(b"/\xfe.td");
        assert_eq!(p, want);
        assert_eq!(sm.buffer_path_bytes(f), &want[..]);
        let mut rendered = b"Included from m.td:1:\n".to_vec();
        rendered.extend_from_slice(&want);
        rendered.extend_from_slice(b":1:1: error: \xff\n\nx\n^\n");
        assert_eq!(sm.render_raw(sm.loc_of(f, 0), DiagKind::Error, b"\xff\n"), rendered);
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn files_are_read_whole_whatever_size_they_announce() {
        let dir = std::env::temp_dir().join(format!("tg-read-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for len in [0usize, 1, 4095, 4096, 70_000] {
            let path = dir.join(format!("f{len}.td"));
            let text: Vec<u8> = (0..len).map(|i| b'a' + (i % 23) as u8).collect();
            std::fs::write(&path, &text).unwrap();
            let got = read_file(&os_bytes(path.as_os_str())).unwrap();
            assert_eq!(&got[..], &text[..], "{len} bytes");
        }
        let _ = std::fs::remove_dir_all(&dir);
        // Files under /proc announce a size of 0 and have contents.
        if cfg!(target_os = "linux") {
            let got = read_file(b"/proc/self/status").unwrap();
            assert!(got.starts_with(b"Name:"), "{:?}", String::from_utf8_lossy(&got));
        }
    }

    #[test]
    fn main_file_errors() {
        let mut sm = SourceMgr::new();
        assert_eq!(
            sm.add_main_file("/nonexistent/dir/x.td").unwrap_err(),
            b"Could not open input file '/nonexistent/dir/x.td': No such file or directory"
        );
        let dir = std::env::temp_dir();
        let d = dir.to_string_lossy().into_owned();
        assert_eq!(
            sm.add_main_file(&d).unwrap_err(),
            format!("Could not open input file '{d}': Is a directory").into_bytes()
        );
    }
}
