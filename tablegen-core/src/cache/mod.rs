//! The record cache: one parse for many invocations.
//!
//! # Overview
//! LLVM's build runs `llvm-tblgen` a dozen times or more on the same root
//! `.td` with the same include path, once per backend, and each run parses
//! and evaluates the whole target again. A [`RecordCache`] keeps the
//! evaluated records of a parse in a directory, so that the next run with
//! the same inputs loads them instead.
//!
//! An entry is filed under a key made of everything besides file contents
//! that can change the records: the tool (crate version, a fingerprint of
//! this crate's sources, [`FORMAT_VERSION`]), the current directory, the
//! root as given, the `-I` directories and `-D` macros in order, and
//! `--no-warn-on-unused-template-args`. Inside, the entry lists every file
//! the parse read with a hash of its contents, and how each `include` was
//! found. An entry is used only when all of that still holds: every file is
//! read and hashed again, and no place the include path searches before a
//! file's has since gained one. Then the records, what the front end printed
//! (replayed byte for byte) and the `-d` dependencies are exactly those of
//! the parse, and the source manager is rebuilt from the verified files, so
//! diagnostics of backends print the same locations, source lines and
//! include stacks.
//!
//! Anything else is a miss, silently: no entry, a changed file, a damaged
//! or truncated entry (a checksum covers it, and loading checks every
//! length and handle anyway), an I/O error, and anything but a regular file
//! where an entry, an analysis or a verified source should be (a FIFO, a
//! device, a socket: the cache never opens one, since opening a FIFO waits
//! for a writer). A miss parses as usual and
//! saves the result unless the parse reported an error. Entries are written
//! to a temporary file and renamed into place, so concurrent runs are safe.
//! A read-only or missing directory means no caching.
//!
//! Records loaded from (or saved to) the cache come with an [`Analyses`]
//! handle ([`Loaded::analyses`]): backends keep analyses of those records
//! beside the entry, valid for those records only. The handle travels
//! beside the [`RecordKeeper`], not in it: the records know nothing of
//! where they were kept.
//!
//! # Example
//! ```
//! use tablegen_core::cache::{Outcome, RecordCache};
//! use tablegen_core::parser::ParseOptions;
//!
//! let dir = std::env::temp_dir().join(format!("tg-cache-doc-{}", std::process::id()));
//! std::fs::create_dir_all(dir.join("entries")).unwrap();
//! let td = dir.join("t.td");
//! std::fs::write(&td, "class C<int n> { int v = n; }\ndef X : C<7>;\n").unwrap();
//! let cache = RecordCache::new(dir.join("entries"));
//! let opts = ParseOptions::default();
//!
//! let (first, outcome) = cache.parse_file_traced(&td, &opts);
//! assert_eq!(outcome, Outcome::Saved);
//! let (again, outcome) = cache.parse_file_traced(&td, &opts);
//! assert_eq!(outcome, Outcome::Hit);
//! let rk = again.unwrap().records;
//! assert_eq!(rk.value_as_int(rk.def("X").unwrap(), "v").unwrap(), 7);
//!
//! // An edited file is never served stale.
//! std::fs::write(&td, "class C<int n> { int v = n; }\ndef X : C<8>;\n").unwrap();
//! let (rk, outcome) = cache.parse_file_traced(&td, &opts);
//! assert_eq!(outcome, Outcome::Saved);
//! let rk = rk.unwrap().records;
//! assert_eq!(rk.value_as_int(rk.def("X").unwrap(), "v").unwrap(), 8);
//! # drop(first);
//! # std::fs::remove_dir_all(&dir).unwrap();
//! ```

mod analyses;
mod entry;
#[doc(hidden)]
pub mod fuzz;
mod key;
mod sources;
mod store;

pub use analyses::Analyses;
pub use key::FORMAT_VERSION;

use crate::parser::{ParseFailure, ParseOptions};
use crate::record::RecordKeeper;
use crate::source::{os_bytes, SourceMgr};
use std::path::{Path, PathBuf};

/// The environment variable naming a cache directory for the `tablegen`
/// command line (`--record-cache DIR` takes precedence).
pub const ENV_VAR: &str = "TABLEGEN_RECORD_CACHE";

/// A directory of evaluated records (see the module docs).
///
/// ```
/// let cache = tablegen_core::cache::RecordCache::new("/tmp/tablegen-records");
/// assert_eq!(cache.dir(), std::path::Path::new("/tmp/tablegen-records"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordCache {
    dir: PathBuf,
}

/// Where the records of a [`RecordCache::parse_file_traced`] came from.
///
/// ```
/// use tablegen_core::cache::Outcome;
/// assert_ne!(Outcome::Hit, Outcome::Saved);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Loaded from a verified entry: nothing was parsed.
    Hit,
    /// Parsed, and the result saved for next time.
    Saved,
    /// Parsed and not saved: the parse reported errors, the input was
    /// standard input, or the directory could not be written.
    Parsed,
}

/// What a parse through a [`RecordCache`] gives: the records, the files
/// they depend on, and where analyses of them may be kept.
///
/// ```
/// use tablegen_core::cache::RecordCache;
/// use tablegen_core::parser::ParseOptions;
///
/// let dir = std::env::temp_dir().join(format!("tg-loaded-doc-{}", std::process::id()));
/// std::fs::create_dir_all(dir.join("entries")).unwrap();
/// std::fs::write(dir.join("t.td"), "def X;\n").unwrap();
/// let cache = RecordCache::new(dir.join("entries"));
/// let loaded = cache.parse_file(dir.join("t.td"), &ParseOptions::default()).unwrap();
/// assert!(loaded.records.def("X").is_some());
/// assert_eq!(loaded.dependencies, Vec::<std::path::PathBuf>::new());
/// // Saved to the cache: analyses of these records can be kept beside them.
/// assert!(loaded.analyses.is_some());
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub struct Loaded {
    /// The evaluated records, exactly as a parse makes them.
    pub records: RecordKeeper,
    /// The `-d` dependencies (every file included), as a parse lists them.
    pub dependencies: Vec<PathBuf>,
    /// Where analyses of these records are kept across runs: set when the
    /// records were loaded from the cache or saved to it, `None` otherwise.
    pub analyses: Option<Analyses>,
}

/// The result of a parse through the cache, or the parse's failure.
type ParseResult = Result<Loaded, ParseFailure>;

impl RecordCache {
    /// A cache keeping its entries in `dir` (which must exist to be used).
    pub fn new(dir: impl Into<PathBuf>) -> RecordCache {
        RecordCache { dir: dir.into() }
    }

    /// The cache named by [`ENV_VAR`], if it is set and not empty.
    ///
    /// ```
    /// // Unset in doctests unless the caller set it.
    /// let _maybe = tablegen_core::cache::RecordCache::from_env();
    /// ```
    pub fn from_env() -> Option<RecordCache> {
        std::env::var_os(ENV_VAR).filter(|d| !d.is_empty()).map(|d| RecordCache::new(PathBuf::from(d)))
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// [`crate::parser::parse_file_with_deps`] through the cache: the same
    /// result, the same diagnostics (streamed or collected as `opts` says),
    /// from the cache when a verified entry exists.
    #[allow(clippy::result_large_err)]
    pub fn parse_file(&self, path: impl AsRef<Path>, opts: &ParseOptions) -> ParseResult {
        self.parse_file_traced(path, opts).0
    }

    /// [`RecordCache::parse_file`], also saying where the records came from.
    pub fn parse_file_traced(&self, path: impl AsRef<Path>, opts: &ParseOptions) -> (ParseResult, Outcome) {
        let path = path.as_ref();
        let root = os_bytes(path.as_os_str()).into_owned();
        let key = if root == b"-" { None } else { key::key(&root, opts) };
        let Some(key) = key else {
            let parsed = crate::parser::parse_file_with_deps(path, opts);
            return (
                parsed.map(|(records, dependencies)| Loaded { records, dependencies, analyses: None }),
                Outcome::Parsed,
            );
        };
        let name = key::file_name(key);
        if let Some(hit) = self.load(key, &name, &root, opts) {
            return (Ok(hit), Outcome::Hit);
        }
        // `parse_file_with_deps`, keeping a copy of what the front end prints.
        let mut sm = SourceMgr::new();
        sm.set_stream_to_stderr(opts.stream_diagnostics);
        sm.start_capture();
        let main = match sm.add_main_file(path) {
            Ok(f) => f,
            Err(msg) => {
                let failure = ParseFailure {
                    diagnostics: String::new(),
                    io_error: Some(msg),
                    source: sm,
                    dependencies: Vec::new(),
                };
                return (Err(failure), Outcome::Parsed);
            }
        };
        sm.set_include_dirs(opts.include_dirs.clone());
        let (mut rk, deps) = match crate::parser::run(sm, main, &root, opts) {
            Ok(parsed) => parsed,
            Err(failure) => return (Err(failure), Outcome::Parsed),
        };
        let Some(mut sm) = rk.source.take() else {
            return (Ok(Loaded { records: rk, dependencies: deps, analyses: None }), Outcome::Parsed);
        };
        let printed = sm.take_capture();
        let clean = sm.error_count() == 0 && rk.error_count() == 0 && !rk.has_fatal() && !rk.inits.exhausted();
        let sum = if clean {
            let parsed = entry::Parsed { rk: &rk, sm: &sm, deps: &deps, printed: &printed };
            entry::encode(key, &parsed, &root, &opts.include_dirs)
                .and_then(|(bytes, sum)| store::write(&self.dir, &name, &bytes).map(|()| sum))
        } else {
            None
        };
        let analyses = sum.map(|sum| Analyses::new(self.dir.clone(), key, sum, rk.inits.len()));
        let outcome = if analyses.is_some() { Outcome::Saved } else { Outcome::Parsed };
        rk.source = Some(sm);
        (Ok(Loaded { records: rk, dependencies: deps, analyses }), outcome)
    }

    /// The verified entry `name`, as a parse would have left things: the
    /// front end's output printed (or collected) again.
    fn load(&self, key: u128, name: &str, root: &[u8], opts: &ParseOptions) -> Option<Loaded> {
        let (mut file, size) = store::open(&self.dir, name)?;
        let entry::Loaded { mut rk, mut sm, deps, printed, sum } =
            entry::decode(&mut file, size, key, root, &opts.include_dirs)?;
        let analyses = Some(Analyses::new(self.dir.clone(), key, sum, rk.inits.len()));
        rk.set_input_filename_bytes(root);
        rk.stream_diagnostics = opts.stream_diagnostics;
        sm.set_stream_to_stderr(opts.stream_diagnostics);
        sm.emit_raw(&printed);
        rk.source = Some(sm);
        Some(Loaded { records: rk, dependencies: deps, analyses })
    }
}

#[cfg(test)]
mod tests;
