//! What evaluation remembers between calls: memo tables, the scratch stack
//! of resolution and the nesting of instantiations. It belongs to the
//! evaluator (`resolve`, `fold` and the parser's class instantiation), not
//! to the records: the keeper carries one [`EvalState`] so that every
//! resolver reaches it, but no record query reads it. A leaf module, below
//! both `record` and `resolve`.

use core::sync::atomic::{AtomicU64, Ordering::Relaxed};

use crate::init::Init;
use crate::intern::FxHashMap;

/// The evaluator's state. Everything in it is a cache or a scratch buffer
/// except `var_def_cache`, which gives an anonymous class instantiation one
/// identity however often it is written (LLVM's `VarDefInit::Def`), and so
/// is saved with the records by the record cache.
#[derive(Default)]
pub(crate) struct EvalState {
    /// Instantiated anonymous class references (`VarDefInit::Def`).
    pub(crate) var_def_cache: FxHashMap<Init, Init>,
    /// `!foreach`/`!filter` body results per (variable, item, body), for
    /// bodies whose evaluation read nothing but those (see
    /// `context_reads`). Intrinsics.td applies 138k bodies, 72% of them
    /// to an item it saw before (the same type signature in another
    /// intrinsic). A pure cache: not saved with the records.
    pub(crate) item_memo: FxHashMap<(Init, Init, Init), Init>,
    /// Bumped whenever evaluation reads more than the values it was given
    /// (the record being defined, which records exist, a field that is not
    /// concrete yet) or reports a diagnostic. A computation during which it
    /// stays put gives the same result whenever it is repeated, so its
    /// result may be reused.
    /// (Atomic only so that the keeper stays `Sync`: evaluation is single
    /// threaded, and readers on other threads never look at it.)
    context_reads: AtomicU64,
    /// Scratch stack for rebuilding children during resolution without
    /// allocating (each call uses the part above its own base).
    pub(crate) scratch: Vec<Init>,
    /// Cache of `RecordKeeper::has_unresolved_references`.
    pub(crate) unresolved_cache: FxHashMap<Init, bool>,
    /// Current nesting of anonymous class instantiations.
    pub(crate) instantiation_depth: u32,
}

impl EvalState {
    /// An empty state whose scratch stack holds `capacity` values before
    /// it grows.
    pub(crate) fn with_scratch(capacity: usize) -> Self {
        EvalState { scratch: Vec::with_capacity(capacity), ..EvalState::default() }
    }

    /// Marks the evaluation under way as depending on more than its
    /// operands (see `context_reads`).
    #[inline]
    pub(crate) fn note_context_read(&self) {
        // A plain load and store: no other thread writes it.
        self.context_reads.store(self.context_reads.load(Relaxed).wrapping_add(1), Relaxed);
    }

    /// The current value of `context_reads`.
    #[inline]
    pub(crate) fn context_reads(&self) -> u64 {
        self.context_reads.load(Relaxed)
    }
}
