//! The records as a backend sees them: read-only, with a sink for
//! diagnostics and one explicit way to add records.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::ops::Deref;
use std::sync::Arc;

use super::Options;
use tablegen_core::cache::Analyses;
use tablegen_core::record::{Record, RecordKind};
use tablegen_core::source::{DiagKind, Loc, SourceMgr};
use tablegen_core::types::Ty;
use tablegen_core::{init::Init, record::RecId, RecordKeeper};

/// One diagnostic a backend reported, in the order it reported them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Diagnostic {
    /// A message at `locs` (none: no location), rendered like LLVM's
    /// `PrintError`/`PrintWarning`/`PrintNote`.
    Message {
        /// Severity.
        kind: DiagKind,
        /// The locations; the first is primary.
        locs: Vec<Loc>,
        /// The text.
        msg: String,
    },
    /// Text printed as is (LLVM's `report_fatal_error` and fatal notes).
    Raw(String),
}

impl Diagnostic {
    /// The message (or raw text).
    pub fn text(&self) -> &str {
        match self {
            Diagnostic::Message { msg, .. } => msg,
            Diagnostic::Raw(text) => text,
        }
    }
}

/// The evaluated records, read-only (through `Deref`), plus the sink that
/// a backend's diagnostics go to.
///
/// Diagnostics follow LLVM's rules: after a fatal error
/// ([`Records::fatal`]) nothing more is reported, as LLVM would have exited.
/// The caller renders them afterwards ([`Records::render`]).
///
/// ```
/// use tablegen_build::backend::Records;
/// let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
/// let mut records = Records::new(&mut rk);
/// let a = records.def("A").unwrap();
/// let loc = records.record(a).loc();
/// records.fatal(&[loc], "no");
/// records.error(&[], "ignored after a fatal error");
/// assert_eq!(records.diagnostics().len(), 1);
/// ```
pub struct Records<'r> {
    rk: &'r mut RecordKeeper,
    diagnostics: Vec<Diagnostic>,
    fatal: bool,
    errors: usize,
    models: Models,
    one_shot: bool,
    after_release: Option<fn()>,
    analyses: Option<Analyses>,
}

/// The analyses already made of one set of records, by type: what lets a
/// session run each analysis once, however many backends and languages
/// read it (see [`Records::model`]).
#[derive(Default)]
pub struct Models {
    by_type: HashMap<(TypeId, Options), Arc<dyn Any + Send + Sync>>,
    /// Whether a diagnostic was ever reported through a view holding these
    /// analyses: until then, every analysis made reported nothing, nor did
    /// any it was made from (what lets one be kept across runs; see
    /// `support::persist`).
    reported: bool,
}

impl Models {
    /// How many analyses are kept.
    pub fn len(&self) -> usize {
        self.by_type.len()
    }

    /// Whether none is kept.
    pub fn is_empty(&self) -> bool {
        self.by_type.is_empty()
    }
}

impl Deref for Records<'_> {
    type Target = RecordKeeper;
    fn deref(&self) -> &RecordKeeper {
        self.rk
    }
}

impl<'r> Records<'r> {
    /// A view of `rk` with an empty sink.
    pub fn new(rk: &'r mut RecordKeeper) -> Self {
        Records::with_models(rk, Models::default())
    }

    /// A view of `rk` that reuses the analyses in `models` (made of the
    /// same records by earlier views; see [`Records::into_models`]).
    pub fn with_models(rk: &'r mut RecordKeeper, models: Models) -> Self {
        Records {
            rk,
            diagnostics: Vec::new(),
            fatal: false,
            errors: 0,
            models,
            one_shot: false,
            after_release: None,
            analyses: None,
        }
    }

    /// Says where analyses of these records may be kept across runs: the
    /// handle a [`tablegen_core::cache::RecordCache`] gave with them
    /// ([`tablegen_core::cache::Loaded::analyses`]). Without one (records
    /// parsed, not cached) nothing is kept.
    ///
    /// ```
    /// use tablegen_build::backend::Records;
    /// use tablegen_core::cache::RecordCache;
    /// use tablegen_core::parser::ParseOptions;
    ///
    /// let dir = std::env::temp_dir().join(format!("tg-records-analyses-doc-{}", std::process::id()));
    /// std::fs::create_dir_all(&dir).unwrap();
    /// std::fs::write(dir.join("t.td"), "def A;\n").unwrap();
    /// let loaded = RecordCache::new(&dir).parse_file(dir.join("t.td"), &ParseOptions::default()).unwrap();
    /// let mut rk = loaded.records;
    /// let mut records = Records::new(&mut rk);
    /// assert!(records.analysis_cache().is_none());
    /// records.set_analysis_cache(loaded.analyses);
    /// assert!(records.analysis_cache().is_some());
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn set_analysis_cache(&mut self, analyses: Option<Analyses>) {
        self.analyses = analyses;
    }

    /// Where analyses of these records may be kept across runs (see
    /// [`Records::set_analysis_cache`]); `None` for records not from a
    /// record cache.
    ///
    /// ```
    /// let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
    /// assert!(tablegen_build::Records::new(&mut rk).analysis_cache().is_none());
    /// ```
    pub fn analysis_cache(&self) -> Option<&Analyses> {
        self.analyses.as_ref()
    }

    /// Whether these records serve one backend and are then thrown away
    /// (the CLI). A one-shot view forgets its analyses once a backend has
    /// made its model from them, so an analysis the writers do not read
    /// (the pattern model behind the encoded matcher table, say) is freed
    /// before they run instead of adding to the peak.
    ///
    /// ```
    /// use tablegen_build::backend::Records;
    /// let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
    /// let mut records = Records::new(&mut rk);
    /// records.set_one_shot(true);
    /// let n = records.model(|rk| Ok(rk.num_defs())).unwrap();
    /// assert_eq!(*n, 1);
    /// records.release_models();
    /// assert!(records.into_models().is_empty());
    /// ```
    pub fn set_one_shot(&mut self, one_shot: bool) {
        self.one_shot = one_shot;
    }

    /// Forgets the analyses kept so far if this view is one-shot
    /// ([`Records::set_one_shot`]); models still in use live on in their
    /// holders' `Arc`s.
    pub fn release_models(&mut self) {
        if self.one_shot {
            self.models.by_type.clear();
            if let Some(hook) = self.after_release {
                hook();
            }
        }
    }

    /// Sets what a one-shot view calls after [`Records::release_models`]
    /// has dropped its analyses, and after a backend has dropped the
    /// intermediate results it releases with them. The `tablegen` binary hands the freed
    /// pages back to the system there (glibc keeps them otherwise, and a
    /// big backend's peak memory is then the sum of its phases'
    /// leftovers): a process-wide act, so a library leaves it to the
    /// program.
    ///
    /// ```
    /// use tablegen_build::backend::Records;
    /// use std::sync::atomic::{AtomicUsize, Ordering};
    /// static CALLS: AtomicUsize = AtomicUsize::new(0);
    /// let mut rk = tablegen_core::parse_str("t.td", "def A;").unwrap();
    /// let mut records = Records::new(&mut rk);
    /// records.set_one_shot(true);
    /// records.set_after_release(|| {
    ///     CALLS.fetch_add(1, Ordering::Relaxed);
    /// });
    /// records.release_models();
    /// assert_eq!(CALLS.load(Ordering::Relaxed), 1);
    /// ```
    pub fn set_after_release(&mut self, hook: fn()) {
        self.after_release = Some(hook);
    }

    /// The analyses made so far, for the next view of the same records.
    pub fn into_models(self) -> Models {
        self.models
    }

    /// The analysis `T`, if some backend made it already.
    pub fn cached_model<T: Any + Send + Sync>(&self) -> Option<Arc<T>> {
        self.cached_model_for(&Options::default())
    }

    pub(crate) fn cached_model_for<T: Any + Send + Sync>(&self, opts: &Options) -> Option<Arc<T>> {
        let key = (TypeId::of::<T>(), opts.clone());
        self.models.by_type.get(&key).and_then(|m| Arc::clone(m).downcast::<T>().ok())
    }

    /// The analysis `T` of these records: made by `analyze` the first time
    /// it is asked for, then shared. An analysis that fails is not kept (the
    /// next request reports its errors again). `T` must depend on nothing
    /// but the records: options belong to the writers.
    ///
    /// ```
    /// use tablegen_build::backend::Records;
    /// struct DefCount(usize);
    /// let mut rk = tablegen_core::parse_str("t.td", "def A; def B;").unwrap();
    /// let mut records = Records::new(&mut rk);
    /// let mut runs = 0;
    /// for _ in 0..2 {
    ///     let n = records.model(|rk| { runs += 1; Ok(DefCount(rk.num_defs())) }).unwrap();
    ///     assert_eq!(n.0, 2);
    /// }
    /// assert_eq!(runs, 1);
    /// ```
    pub fn model<T: Any + Send + Sync>(
        &mut self,
        analyze: impl FnOnce(&mut Records<'r>) -> super::Result<T>,
    ) -> super::Result<Arc<T>> {
        self.model_for(&Options::default(), analyze)
    }

    /// Like [`Records::model`], for an analysis that also depends on
    /// `opts`: one model is kept per distinct set of option values.
    ///
    /// ```
    /// use tablegen_build::backend::{OptionSpec, Options, Records};
    /// static WIDE: OptionSpec = OptionSpec::bool("wide", false, "Wide");
    /// struct Width(u32);
    /// let mut rk = tablegen_core::parse_str("t.td", "").unwrap();
    /// let mut records = Records::new(&mut rk);
    /// let mut wide = Options::default();
    /// wide.set(&WIDE, "1").unwrap();
    /// for opts in [Options::default(), wide] {
    ///     let w = records.model_for(&opts, |_| Ok(Width(if opts.flag(&WIDE) { 64 } else { 32 }))).unwrap();
    ///     assert_eq!(w.0, if opts.flag(&WIDE) { 64 } else { 32 });
    /// }
    /// ```
    pub fn model_for<T: Any + Send + Sync>(
        &mut self,
        opts: &Options,
        analyze: impl FnOnce(&mut Records<'r>) -> super::Result<T>,
    ) -> super::Result<Arc<T>> {
        if let Some(m) = self.cached_model_for::<T>(opts) {
            return Ok(m);
        }
        let m = Arc::new(analyze(self)?);
        self.models.by_type.insert((TypeId::of::<T>(), opts.clone()), Arc::clone(&m) as Arc<dyn Any + Send + Sync>);
        Ok(m)
    }

    /// Whether anything was ever reported through this view or an earlier
    /// one sharing its analyses ([`Records::into_models`]).
    pub(crate) fn ever_reported(&self) -> bool {
        self.models.reported
    }

    /// The records.
    pub fn keeper(&self) -> &RecordKeeper {
        self.rk
    }

    fn push(&mut self, kind: DiagKind, locs: &[Loc], msg: String) {
        self.models.reported = true;
        if self.fatal {
            return;
        }
        if kind == DiagKind::Error {
            self.errors += 1;
        }
        self.diagnostics.push(Diagnostic::Message { kind, locs: locs.to_vec(), msg });
    }

    /// Reports an error (LLVM's `PrintError`).
    pub fn error(&mut self, locs: &[Loc], msg: impl Into<String>) {
        self.push(DiagKind::Error, locs, msg.into());
    }

    /// Reports a warning (LLVM's `PrintWarning`).
    pub fn warning(&mut self, locs: &[Loc], msg: impl Into<String>) {
        self.push(DiagKind::Warning, locs, msg.into());
    }

    /// Reports a note (LLVM's `PrintNote`).
    pub fn note(&mut self, locs: &[Loc], msg: impl Into<String>) {
        self.push(DiagKind::Note, locs, msg.into());
    }

    /// Reports a fatal error (LLVM's `PrintFatalError`): nothing after it is
    /// reported.
    pub fn fatal(&mut self, locs: &[Loc], msg: impl Into<String>) {
        self.push(DiagKind::Error, locs, msg.into());
        self.fatal = true;
    }

    /// Prints `text` verbatim and ends the run, as LLVM's
    /// `report_fatal_error` and `PrintFatalNote` do.
    pub fn fatal_raw(&mut self, text: impl Into<String>) {
        self.models.reported = true;
        if !self.fatal {
            self.diagnostics.push(Diagnostic::Raw(text.into()));
            self.errors += 1;
            self.fatal = true;
        }
    }

    /// Prints `text` verbatim to stderr (LLVM's `errs() << ...`), in order
    /// with the other diagnostics.
    pub fn raw(&mut self, text: impl Into<String>) {
        self.models.reported = true;
        if !self.fatal {
            self.diagnostics.push(Diagnostic::Raw(text.into()));
        }
    }

    /// True once a fatal error was reported.
    pub fn has_fatal(&self) -> bool {
        self.fatal
    }

    /// Errors reported so far (fatal ones included).
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// The diagnostics reported so far.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// Takes the diagnostics reported so far; the fatal state stays.
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diagnostics)
    }

    /// Renders the diagnostics through the records' source manager (as
    /// llvm-tblgen prints them) and empties the sink; the fatal state stays.
    pub fn render(&mut self) {
        let diagnostics = std::mem::take(&mut self.diagnostics);
        if let Some(sm) = self.rk.source.as_mut() {
            render(sm, diagnostics);
        }
    }

    /// Adds a def named `name` at `locs` with `rec`'s superclasses and the
    /// values `values`, for the few backends that synthesize records as
    /// LLVM's do (register tuples). The def is not entered in the by-name
    /// table, as in LLVM's `TupleExpander`; returns its id.
    pub fn synthesize_def(
        &mut self,
        name: &str,
        locs: Vec<Loc>,
        like: RecId,
        values: Vec<tablegen_core::record::RecordVal>,
    ) -> RecId {
        let name_init = self.rk.name_init(name);
        let id = self.rk.new_record(name_init, locs, RecordKind::Def);
        let supers = self.rk.record(like).super_classes.clone();
        let rec: &mut Record = self.rk.record_mut(id);
        rec.super_classes = supers;
        rec.values = values;
        id
    }

    // Value operations. Values are hash-consed: making one may add to the
    // store, never changes a record, and gives the handle every other
    // request for the same value gets. LLVM's backends create values the
    // same way (`StringInit::get`, `convertInitializerTo`).

    /// The value store, for making values (lists, bits, strings).
    pub fn inits_mut(&mut self) -> &mut tablegen_core::init::InitStore {
        &mut self.rk.inits
    }

    /// The type of a record of the classes `classes`.
    pub fn record_ty(&mut self, classes: &[RecId]) -> Ty {
        self.rk.record_ty(classes)
    }

    /// `DefInit` of `rec`.
    pub fn def_init(&mut self, rec: RecId) -> Init {
        self.rk.def_init(rec)
    }

    /// A string value (LLVM's `StringInit::get`).
    pub fn name_init(&mut self, s: &str) -> Init {
        self.rk.name_init(s)
    }

    /// LLVM's `resolveTypes`: the common type of `a` and `b`, if any.
    pub fn resolve_types(&mut self, a: Ty, b: Ty) -> Option<Ty> {
        self.rk.resolve_types(a, b)
    }

    /// LLVM's `Init::convertInitializerTo`.
    pub fn convert_initializer_to(&mut self, value: Init, to: Ty) -> Option<Init> {
        self.rk.convert_initializer_to(value, to)
    }
}

/// Renders `diagnostics` as llvm-tblgen prints them.
pub(crate) fn render(sm: &mut SourceMgr, diagnostics: Vec<Diagnostic>) {
    for d in diagnostics {
        match d {
            Diagnostic::Raw(text) => sm.emit_raw(&tablegen_core::intern::unescape(&text)),
            Diagnostic::Message { kind, locs, msg } if locs.is_empty() => match kind {
                DiagKind::Error => sm.error_no_loc(&msg),
                DiagKind::Warning => sm.warning_no_loc(&msg),
                DiagKind::Note => sm.note_no_loc(&msg),
                DiagKind::Remark => sm.remark_no_loc(&msg),
            },
            Diagnostic::Message { kind, locs, msg } => sm.message(&locs, kind, &msg),
        }
    }
}
