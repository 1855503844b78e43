//! Record access that fails the way LLVM's backends do: every problem is a
//! `PrintFatalError` (reported through the record keeper, then
//! [`Error::Reported`]).

use crate::backend::{Error, Records, Result};
use tablegen_core::record::{FieldError, RecId};
use tablegen_core::source::{DiagKind, Loc, SourceMgr};
use tablegen_core::RecordKeeper;

/// `PrintFatalError(Locs, Msg)`.
pub(crate) fn fatal<T>(rk: &mut Records<'_>, locs: &[Loc], msg: impl Into<String>) -> Result<T> {
    rk.fatal(locs, msg);
    Err(Error::Reported)
}

/// `PrintFatalError(Rec, Msg)`: at every location of the record.
pub(crate) fn fatal_at<T>(rk: &mut Records<'_>, rec: RecId, msg: impl Into<String>) -> Result<T> {
    let locs = rk.record(rec).locs.clone();
    fatal(rk, &locs, msg)
}

/// `PrintFatalError` at the def named `name` (a model keeps names, not
/// ids); unlocated when no def has that name.
pub(crate) fn fatal_at_def<T>(rk: &mut Records<'_>, name: &str, msg: impl Into<String>) -> Result<T> {
    match rk.keeper().def(name) {
        Some(rec) => fatal_at(rk, rec, msg),
        None => fatal(rk, &[], msg),
    }
}

/// Turns a typed getter's error into the fatal error LLVM's `Record`
/// getters report (at the record's locations).
pub(crate) fn lift<T>(rk: &mut Records<'_>, r: std::result::Result<T, FieldError>) -> Result<T> {
    r.or_else(|e| fatal_at(rk, e.rec, e.msg))
}

/// A string field as an owned string (LLVM's `getValueAsString`).
pub(crate) fn string_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<String> {
    let r = rk.value_as_string(rec, field).map(str::to_owned);
    lift(rk, r)
}

/// A bit field (LLVM's `getValueAsBit`).
pub(crate) fn bit_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<bool> {
    let r = rk.value_as_bit(rec, field);
    lift(rk, r)
}

/// `Record::isValueUnset`: fatal when the field does not exist.
pub(crate) fn is_unset(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<bool> {
    let r = rk.value_init(rec, field);
    Ok(lift(rk, r)? == tablegen_core::init::Init::UNSET)
}

/// Ends the run with `text` printed verbatim after the diagnostics already
/// reported: what LLVM does for `PrintFatalNote` (after a `PrintError`) and
/// `report_fatal_error`.
pub(crate) fn fatal_raw<T>(rk: &mut Records<'_>, text: &str) -> Result<T> {
    rk.fatal_raw(text);
    Err(Error::Reported)
}

/// `PrintFatalNote(Msg)`: a location-less note that ends the run.
pub(crate) fn fatal_note<T>(rk: &mut Records<'_>, msg: &str) -> Result<T> {
    fatal_raw(rk, &SourceMgr::render_no_loc(DiagKind::Note, msg))
}

/// `getAllDerivedDefinitions(class)`, whose unknown-class error is fatal.
pub(crate) fn derived(rk: &mut Records<'_>, class: &str) -> Result<Vec<RecId>> {
    let r = rk.all_derived_definitions(class);
    r.or_else(|msg| fatal(rk, &[], msg))
}

/// A field name resolved once to its interned init, for reading the same
/// field of many records without comparing names as text. Errors (and
/// unusual values) go through the ordinary getters, so they are reported
/// in the same words.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FieldName<'n> {
    text: &'n str,
    init: Option<tablegen_core::init::Init>,
}

impl<'n> FieldName<'n> {
    /// The field `text`, interned as it appears in `owner` (any record that
    /// has the field, typically the class that declares it).
    pub(crate) fn new(rk: &RecordKeeper, text: &'n str, owner: Option<RecId>) -> Self {
        FieldName { text, init: owner.and_then(|o| rk.field(o, text)).map(|v| v.name) }
    }

    fn value(&self, rk: &RecordKeeper, rec: RecId) -> Option<tablegen_core::init::Init> {
        self.init.and_then(|n| rk.record(rec).value(n)).map(|v| v.value)
    }

    /// `getValueAsString`.
    pub(crate) fn string<'a>(&self, rk: &'a RecordKeeper, rec: RecId) -> std::result::Result<&'a str, FieldError> {
        match self.value(rk, rec).and_then(|v| rk.inits.as_str(v)) {
            Some(s) => Ok(s),
            None => rk.value_as_string(rec, self.text),
        }
    }

    /// `getValueAsBit`.
    pub(crate) fn bit(&self, rk: &RecordKeeper, rec: RecId) -> std::result::Result<bool, FieldError> {
        match self.value(rk, rec).and_then(|v| rk.inits.as_bit(v)) {
            Some(b) => Ok(b),
            None => rk.value_as_bit(rec, self.text),
        }
    }
}

/// `PrintError(Locs, Msg)` followed by `PrintFatalNote(NoteLocs, Note)`:
/// LLVM's way of pointing at a conflicting earlier definition.
pub(crate) fn error_then_fatal_note<T>(
    rk: &mut Records<'_>,
    locs: &[Loc],
    msg: &str,
    note_locs: &[Loc],
    note: &str,
) -> Result<T> {
    rk.error(locs, msg);
    rk.note(note_locs, note);
    fatal_raw(rk, "")
}

/// A record field (LLVM's `getValueAsDef`).
pub(crate) fn def_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<RecId> {
    let r = rk.value_as_def(rec, field);
    lift(rk, r)
}

/// A list-of-records field (LLVM's `getValueAsListOfDefs`).
pub(crate) fn defs_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Vec<RecId>> {
    let r = rk.value_as_list_of_defs(rec, field);
    lift(rk, r)
}
