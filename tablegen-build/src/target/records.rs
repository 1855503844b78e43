//! Record access that fails the way LLVM's backends do: every problem is a
//! `PrintFatalError` (reported through the record keeper, then
//! [`Error::Reported`]).

use tablegen_core::record::{FieldError, RecId};
use tablegen_core::source::{DiagKind, Loc, SourceMgr};
use tablegen_core::RecordKeeper;

use crate::backend::{Error, Result};

/// `PrintFatalError(Locs, Msg)`.
pub(crate) fn fatal<T>(rk: &mut RecordKeeper, locs: &[Loc], msg: impl Into<String>) -> Result<T> {
    rk.fatal(locs, msg);
    Err(Error::Reported)
}

/// `PrintFatalError(Rec, Msg)`: at every location of the record.
pub(crate) fn fatal_at<T>(rk: &mut RecordKeeper, rec: RecId, msg: impl Into<String>) -> Result<T> {
    let locs = rk.record(rec).locs.clone();
    fatal(rk, &locs, msg)
}

/// Turns a typed getter's error into the fatal error LLVM's `Record`
/// getters report (at the record's locations).
pub(crate) fn lift<T>(rk: &mut RecordKeeper, r: std::result::Result<T, FieldError>) -> Result<T> {
    r.or_else(|e| fatal_at(rk, e.rec, e.msg))
}

/// `RecordKeeper::getAllDerivedDefinitions`: fatal when the class is missing.
pub(crate) fn derived(rk: &mut RecordKeeper, class: &str) -> Result<Vec<RecId>> {
    let r = rk.all_derived_definitions(class);
    r.or_else(|msg| fatal(rk, &[], msg))
}

/// A string field as an owned string (LLVM's `getValueAsString`).
pub(crate) fn string_field(rk: &mut RecordKeeper, rec: RecId, field: &str) -> Result<String> {
    let r = rk.value_as_string(rec, field).map(str::to_owned);
    lift(rk, r)
}

/// A bit field (LLVM's `getValueAsBit`).
pub(crate) fn bit_field(rk: &mut RecordKeeper, rec: RecId, field: &str) -> Result<bool> {
    let r = rk.value_as_bit(rec, field);
    lift(rk, r)
}

/// `Record::isValueUnset`: fatal when the field does not exist.
pub(crate) fn is_unset(rk: &mut RecordKeeper, rec: RecId, field: &str) -> Result<bool> {
    let r = rk.value_init(rec, field);
    Ok(lift(rk, r)? == tablegen_core::init::Init::UNSET)
}

/// Ends the run after diagnostics that are already queued, followed by
/// `text` printed verbatim: what LLVM does for `PrintFatalNote` (after a
/// `PrintError`) and `report_fatal_error`. The record keeper has no fatal
/// note, so the queue is rendered first and the fatal state is then set
/// without printing anything more.
pub(crate) fn fatal_raw<T>(rk: &mut RecordKeeper, text: &str) -> Result<T> {
    tablegen_core::parser::flush_diagnostics(rk);
    if let Some(sm) = rk.source.as_mut() {
        sm.emit_raw(text.as_bytes());
    }
    rk.fatal(&[], String::new());
    drop(rk.take_pending());
    Err(Error::Reported)
}

/// `PrintFatalNote(Msg)`: a location-less note that ends the run.
pub(crate) fn fatal_note<T>(rk: &mut RecordKeeper, msg: &str) -> Result<T> {
    fatal_raw(rk, &SourceMgr::render_no_loc(DiagKind::Note, msg))
}

/// `getAllDerivedDefinitions` for many classes at once: one pass over the
/// defs instead of one per class, for backends that look up the defs of
/// dozens of classes in a large target.
#[derive(Clone, Debug, Default)]
pub(crate) struct DerivedDefs {
    by_class: tablegen_core::intern::FxHashMap<RecId, Vec<RecId>>,
}

impl DerivedDefs {
    /// The defs of each of `classes`, each list in `getAllDerivedDefinitions`
    /// order.
    pub(crate) fn new(rk: &RecordKeeper, classes: &[RecId]) -> Self {
        let Some(max) = classes.iter().map(|c| c.index()).max() else { return Self::default() };
        // Slot + 1 of each wanted class, indexed by the class's arena index.
        let mut slot = vec![0u32; max + 1];
        let mut lists: Vec<(RecId, Vec<RecId>)> = Vec::new();
        for &c in classes {
            if slot[c.index()] == 0 {
                lists.push((c, Vec::new()));
                slot[c.index()] = lists.len() as u32;
            }
        }
        for def in rk.defs() {
            for &(sc, _) in &rk.record(def).super_classes {
                if let Some(&s) = slot.get(sc.index()).filter(|s| **s != 0) {
                    lists[s as usize - 1].1.push(def);
                }
            }
        }
        let by_class = lists
            .into_iter()
            .map(|(c, mut v)| {
                // A class can be listed twice among the superclasses.
                v.dedup();
                v.sort_by(|a, b| tablegen_core::record::compare_numeric(rk.name_str(*a), rk.name_str(*b)));
                (c, v)
            })
            .collect();
        DerivedDefs { by_class }
    }

    /// The defs of `class`, if it was one of the classes asked for.
    pub(crate) fn get(&self, class: RecId) -> Option<&[RecId]> {
        self.by_class.get(&class).map(Vec::as_slice)
    }
}
