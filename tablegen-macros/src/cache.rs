//! Parses shared by every macro call in one compiler process.
//!
//! rustc loads a proc-macro crate once per crate it compiles (rust-analyzer
//! keeps it loaded for the whole session), so a process-wide cache lets ten
//! `include_td!` of the same target parse it once. Entries are keyed by the
//! input and options and are trusted only while every file they read still
//! has the bytes it had, so an edited `.td` is parsed again.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use tablegen_build::session::{Input, Session};
use tablegen_build::{BuildError, Lang, Options as BackendOptions};

/// What identifies a parse: the root and the front-end options.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    /// The root file or inline text.
    pub input: Input,
    /// `-I` directories, absolute.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros.
    pub defines: Vec<String>,
}

/// The generated modules of one request and the files they came from.
#[derive(Clone, Debug)]
pub struct Modules {
    /// Every file the front end read (root first), as it opened them.
    pub files: Vec<PathBuf>,
    /// One Rust module per requested backend, in request order.
    pub modules: Vec<Arc<str>>,
    /// Whether the parse came from the cache.
    pub cached: bool,
}

/// A parse and the outputs already emitted from it.
struct Entry {
    session: Session,
    outputs: HashMap<(String, BackendOptions), Arc<str>>,
}

/// Beyond this many live parses the cache starts over, bounding the memory a
/// long-lived rust-analyzer process holds.
const MAX_ENTRIES: usize = 16;

/// A cache of parses (see the module docs).
#[derive(Default)]
pub struct ParseCache {
    entries: Mutex<HashMap<Key, Arc<Mutex<Entry>>>>,
    parses: AtomicUsize,
}

impl ParseCache {
    /// The cache all macro calls of this process share.
    pub fn global() -> &'static ParseCache {
        static GLOBAL: OnceLock<ParseCache> = OnceLock::new();
        GLOBAL.get_or_init(ParseCache::default)
    }

    /// How many times this cache ran the front end.
    #[cfg(test)]
    pub fn parses(&self) -> usize {
        self.parses.load(Ordering::Relaxed)
    }

    /// The Rust modules of the built-in backends `flags` for `key`, parsing
    /// only when no up-to-date parse is cached.
    pub fn modules(&self, key: &Key, flags: &[String], opts: &BackendOptions) -> Result<Modules, BuildError> {
        let (entry, cached) = self.entry(key)?;
        let mut entry = lock(&entry);
        let mut modules = Vec::with_capacity(flags.len());
        for flag in flags {
            let slot = (flag.clone(), opts.clone());
            if let Some(text) = entry.outputs.get(&slot) {
                modules.push(Arc::clone(text));
                continue;
            }
            let text: Arc<str> = Arc::from(entry.session.emit_builtin(flag, Lang::Rust, opts)?);
            entry.outputs.insert(slot, Arc::clone(&text));
            modules.push(text);
        }
        let files = entry.session.files().iter().map(|f| f.path.clone()).collect();
        Ok(Modules { files, modules, cached })
    }

    fn entry(&self, key: &Key) -> Result<(Arc<Mutex<Entry>>, bool), BuildError> {
        let mut entries = lock(&self.entries);
        if let Some(entry) = entries.get(key) {
            if lock(entry).session.is_up_to_date() {
                return Ok((Arc::clone(entry), true));
            }
        }
        self.parses.fetch_add(1, Ordering::Relaxed);
        let session = Session::parse(&key.input, &key.include_dirs, &key.defines)?;
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        let entry = Arc::new(Mutex::new(Entry { session, outputs: HashMap::new() }));
        entries.insert(key.clone(), Arc::clone(&entry));
        Ok((entry, false))
    }
}

/// Locks `m`, carrying on after a panic in another macro call: the data is
/// a cache, and a parse that panicked never got inserted.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}
