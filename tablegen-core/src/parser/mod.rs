//! The parser and evaluator (LLVM's `TGParser`).
//!
//! # Overview
//! TableGen is evaluated while it is parsed: every statement is checked,
//! and every `def` is resolved and added to the [`RecordKeeper`] as soon as
//! its text has been read, exactly as LLVM 19's `TGParser` does. This module
//! is a port of `TGParser.cpp`; the error messages are LLVM's, byte for byte.
//!
//! The entry points are [`parse_file`], [`parse_source`] and the
//! convenience [`parse_str`].
//!
//! # Diagnostics
//! Diagnostics are rendered through the [`SourceMgr`] in the order LLVM
//! prints them. Parser errors are rendered when they are found; evaluation
//! diagnostics (queued in the keeper while values are folded and records
//! resolved) are moved into the source manager before any later parser
//! diagnostic, before the next token is read, and when parsing ends.
//!
//! * On failure (a syntax error, or a fatal evaluation error after which
//!   LLVM exits), [`ParseFailure::diagnostics`] holds the whole rendered
//!   text and the driver exits with status 1.
//! * On success, the keeper's [`RecordKeeper::source`] holds the source
//!   manager. Its collected diagnostics (warnings, notes, `dump` output,
//!   non-fatal errors) are read with `SourceMgr::take_diagnostics`, and its
//!   `error_count()` counts every error printed so far. Non-fatal errors do
//!   not make parsing fail (LLVM runs the backend and then reports
//!   `N errors.`), so a driver must check that count. Diagnostics that
//!   backends queue in the keeper later are moved into the source manager
//!   with [`flush_diagnostics`].
//! * With [`ParseOptions::stream_diagnostics`], everything is written to
//!   standard error as it is produced instead of being collected.
//!
//! The files opened by `include` (for `-d` dependency files) are returned by
//! [`parse_file_with_deps`].
//!
//! # Example
//! ```
//! use tablegen_core::parser::{parse_source, ParseOptions};
//! let rk = parse_source("t.td", "class C<int n> { int v = n; }\ndef X : C<7>;",
//!                       &ParseOptions::default()).unwrap();
//! let x = rk.def("X").unwrap();
//! assert_eq!(rk.value_as_int(x, "v").unwrap(), 7);
//! ```

use crate::init::{ArgAux, Init, InitKind, StringFormat};
use crate::intern::FxHashMap;
use crate::lexer::{Lexer, TokKind};
use crate::record::{AssertionInfo, DumpInfo, FieldKind, PendingDiag, RareVec, RecId, RecordKeeper, RecordVal};
use crate::resolve::MapResolver;
use crate::source::{DiagKind, FileId, Loc, SourceMgr};
use crate::types::Ty;
use std::path::{Path, PathBuf};

mod class_refs;
mod stmt;
#[cfg(test)]
mod tests;
mod value;

/// Options of a parse (the parser-related `llvm-tblgen` command-line options).
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// `-I` directories searched by `include`, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macro names defined for the preprocessor.
    pub macros: Vec<String>,
    /// `--no-warn-on-unused-template-args`.
    pub no_warn_on_unused_template_args: bool,
    /// Write diagnostics to standard error as they are produced instead of
    /// collecting them in the source manager.
    pub stream_diagnostics: bool,
}

/// A failed parse: LLVM would have exited with status 1 without running a
/// backend.
pub struct ParseFailure {
    /// Every diagnostic printed, rendered exactly as `llvm-tblgen` prints
    /// them (empty when streamed to standard error).
    pub diagnostics: String,
    /// Set when the main input could not be read: LLVM's message, to be
    /// printed as `PROGRAM: MESSAGE\n`, e.g.
    /// `Could not open input file 'x.td': No such file or directory`
    /// (bytes: the file name need not be UTF-8).
    pub io_error: Option<Vec<u8>>,
    /// The source manager (buffers and locations of the diagnostics).
    pub source: SourceMgr,
    /// The files opened by `include` before the failure.
    pub dependencies: Vec<PathBuf>,
}

impl core::fmt::Debug for ParseFailure {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ParseFailure")
            .field("diagnostics", &self.diagnostics)
            .field("io_error", &self.io_error.as_deref().map(String::from_utf8_lossy))
            .finish()
    }
}

impl core::fmt::Display for ParseFailure {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if let Some(e) = &self.io_error {
            f.write_str(&String::from_utf8_lossy(e))?;
            f.write_str("\n")?;
        }
        f.write_str(&self.diagnostics)
    }
}

impl std::error::Error for ParseFailure {}

/// Parses the file `path` (`-` reads standard input) like `llvm-tblgen`
/// does before running a backend.
#[allow(clippy::result_large_err)]
pub fn parse_file(path: impl AsRef<Path>, opts: &ParseOptions) -> Result<RecordKeeper, ParseFailure> {
    parse_file_with_deps(path, opts).map(|(rk, _)| rk)
}

/// Like [`parse_file`], also returning the files opened by `include`
/// (sorted byte-wise, as LLVM writes them into a `-d` dependency file).
#[allow(clippy::result_large_err)]
pub fn parse_file_with_deps(
    path: impl AsRef<Path>,
    opts: &ParseOptions,
) -> Result<(RecordKeeper, Vec<PathBuf>), ParseFailure> {
    let path = path.as_ref();
    let mut sm = SourceMgr::new();
    sm.set_stream_to_stderr(opts.stream_diagnostics);
    let main = match sm.add_main_file(path) {
        Ok(f) => f,
        Err(msg) => {
            return Err(ParseFailure {
                diagnostics: String::new(),
                io_error: Some(msg),
                source: sm,
                dependencies: Vec::new(),
            })
        }
    };
    sm.set_include_dirs(opts.include_dirs.clone());
    run(sm, main, &crate::source::os_bytes(path.as_os_str()), opts)
}

/// Parses `text` as if it were the main file `name`.
#[allow(clippy::result_large_err)]
pub fn parse_source(name: &str, text: &str, opts: &ParseOptions) -> Result<RecordKeeper, ParseFailure> {
    parse_source_with_deps(name, text, opts).map(|(rk, _)| rk)
}

/// Like [`parse_source`], also returning the files opened by `include`.
#[allow(clippy::result_large_err)]
pub fn parse_source_with_deps(
    name: &str,
    text: &str,
    opts: &ParseOptions,
) -> Result<(RecordKeeper, Vec<PathBuf>), ParseFailure> {
    let mut sm = SourceMgr::new();
    sm.set_stream_to_stderr(opts.stream_diagnostics);
    let main = sm.add_buffer(name, text.to_string(), Loc::NONE);
    sm.set_include_dirs(opts.include_dirs.clone());
    run(sm, main, name.as_bytes(), opts)
}

/// Parses `text` with default options. Succeeds only if no error at all was
/// reported; otherwise returns the rendered diagnostics.
///
/// ```
/// let rk = tablegen_core::parser::parse_str("t.td", "def X { int a = 1; }").unwrap();
/// assert!(rk.def("X").is_some());
/// assert!(tablegen_core::parser::parse_str("t.td", "def X { int a = b; }").is_err());
/// ```
pub fn parse_str(name: &str, text: &str) -> Result<RecordKeeper, String> {
    match parse_source(name, text, &ParseOptions::default()) {
        Ok(mut rk) => {
            let errors = rk.source.as_ref().map_or(0, |s| s.error_count());
            if errors > 0 {
                let text = rk.source.as_mut().map(|s| s.take_diagnostics()).unwrap_or_default();
                return Err(text);
            }
            Ok(rk)
        }
        Err(f) => Err(f.to_string()),
    }
}

/// Moves diagnostics queued in the keeper (by backends, after parsing) into
/// its source manager, rendering them in order. Does nothing when the keeper
/// has no source manager.
pub fn flush_diagnostics(rk: &mut RecordKeeper) {
    if rk.pending.is_empty() {
        return;
    }
    let pending = rk.take_pending();
    if let Some(sm) = rk.source.as_mut() {
        render_pending(sm, pending);
    }
}

fn render_pending(sm: &mut SourceMgr, pending: Vec<PendingDiag>) {
    for d in pending {
        if d.locs.is_empty() {
            match d.kind {
                DiagKind::Error => sm.error_no_loc(&d.msg),
                DiagKind::Warning => sm.warning_no_loc(&d.msg),
                DiagKind::Note => sm.note_no_loc(&d.msg),
                DiagKind::Remark => sm.remark_no_loc(&d.msg),
            }
        } else {
            sm.message(&d.locs, d.kind, &d.msg);
        }
    }
}

#[allow(clippy::result_large_err)]
pub(crate) fn run(
    sm: SourceMgr,
    main: FileId,
    input_name: &[u8],
    opts: &ParseOptions,
) -> Result<(RecordKeeper, Vec<PathBuf>), ParseFailure> {
    let mut rk = RecordKeeper::new();
    rk.set_input_filename_bytes(input_name);
    rk.stream_diagnostics = opts.stream_diagnostics;
    let lex = Lexer::new(sm, main, &opts.macros);
    let mut p = Parser::new(lex, rk, opts.no_warn_on_unused_template_args);
    let ok = p.parse_file().is_ok() && !p.rk.has_fatal();
    p.flush();
    let Parser { lex, mut rk, .. } = p;
    // Only evaluation reuses bodies; a backend's peak memory (usually
    // later than the parser's) need not hold them (Hexagon: 4 MB).
    rk.eval.item_memo = Default::default();
    let deps: Vec<PathBuf> = lex.dependencies().iter().map(|d| crate::source::bytes_path(d)).collect();
    let mut sm = lex.into_source_mgr();
    if ok {
        rk.source = Some(sm);
        Ok((rk, deps))
    } else {
        let diagnostics = sm.take_diagnostics();
        Err(ParseFailure { diagnostics, io_error: None, source: sm, dependencies: deps })
    }
}

// ------------------------------------------------------------------ internals

/// A parse error that has already been reported.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Failed;

type PResult<T = ()> = Result<T, Failed>;

/// How identifiers are parsed (LLVM's `IDParseMode`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    /// Identifiers must name something that exists.
    Value,
    /// Identifiers that name nothing stand for themselves (object names).
    Name,
}

/// A `let` binding of a top-level `let ... in`.
#[derive(Clone, Debug)]
struct LetRecord {
    name: Init,
    bits: Vec<u32>,
    value: Init,
    loc: Loc,
}

/// One item of a multiclass body or a loop body (LLVM's `RecordsEntry`).
#[derive(Debug)]
enum Entry {
    Rec(RecId),
    Loop(Box<ForeachLoop>),
    Assert(AssertionInfo),
    Dump(DumpInfo),
}

/// A `foreach` (or desugared `if`) whose body is kept for instantiation.
#[derive(Debug)]
struct ForeachLoop {
    loc: Loc,
    /// The iteration variable (a `Var` init); `None` for `if` bodies.
    iter_var: Option<Init>,
    list_value: Init,
    entries: Vec<Entry>,
}

impl Drop for ForeachLoop {
    /// Frees nested loops one after another: the derived drop would recurse
    /// once per nesting level, and loops nest as deeply as the source does.
    fn drop(&mut self) {
        let mut pending = std::mem::take(&mut self.entries);
        while let Some(e) = pending.pop() {
            if let Entry::Loop(mut inner) = e {
                pending.append(&mut inner.entries);
            }
        }
    }
}

#[derive(Debug)]
struct DefsetRecord {
    loc: Loc,
    elt_ty: Ty,
    elements: Vec<Init>,
}

#[derive(Debug)]
struct MultiClass {
    rec: RecId,
    entries: Vec<Entry>,
}

#[derive(Clone, Copy, Debug)]
enum ScopeKind {
    Local,
    Record(RecId),
    Foreach(Option<Init>),
    MultiClass(usize),
}

/// A scope of `defvar` variables (LLVM's `TGVarScope`).
#[derive(Debug)]
struct Scope {
    kind: ScopeKind,
    vars: FxHashMap<Init, Init>,
}

/// A reference to a class or multiclass with arguments
/// (LLVM's `SubClassReference` / `SubMultiClassReference`).
#[derive(Debug, Default)]
struct SubClassRef {
    start: Loc,
    end: Loc,
    rec: Option<RecId>,
    mc: Option<usize>,
    args: Vec<Init>,
}

pub(crate) struct Parser {
    lex: Lexer,
    rk: RecordKeeper,
    let_stack: Vec<Vec<LetRecord>>,
    multiclasses: Vec<MultiClass>,
    multiclass_names: FxHashMap<String, usize>,
    type_aliases: FxHashMap<String, Ty>,
    loops: Vec<ForeachLoop>,
    defsets: Vec<DefsetRecord>,
    cur_multiclass: Option<usize>,
    scopes: Vec<Scope>,
    no_warn_unused: bool,
    qualified: FxHashMap<(RecId, Init), Init>,
    class_refs: class_refs::ClassRefs,
    name_init: Init,
    scratch: Vec<u8>,
}

impl Parser {
    fn new(lex: Lexer, mut rk: RecordKeeper, no_warn_unused: bool) -> Parser {
        let name_init = rk.inits.string("NAME");
        Parser {
            lex,
            rk,
            let_stack: Vec::new(),
            multiclasses: Vec::new(),
            multiclass_names: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            loops: Vec::new(),
            defsets: Vec::new(),
            cur_multiclass: None,
            scopes: Vec::new(),
            no_warn_unused,
            qualified: FxHashMap::default(),
            class_refs: class_refs::ClassRefs::default(),
            name_init,
            scratch: Vec::new(),
        }
    }

    // -------------------------------------------------------------- tokens

    /// Reads the next token, first handing queued evaluation diagnostics to
    /// the source manager so that they precede any lexer error.
    ///
    /// Once a fatal error was reported (LLVM has exited), nothing more is
    /// read: the parser sees the end of the input, so that it winds down
    /// without the lexer reporting anything further.
    #[inline]
    fn next(&mut self) -> TokKind {
        if !self.rk.pending.is_empty() {
            self.flush();
        }
        if self.rk.has_fatal() {
            return TokKind::Eof;
        }
        self.lex.lex()
    }

    #[inline]
    fn code(&self) -> TokKind {
        if self.rk.has_fatal() {
            return TokKind::Eof;
        }
        self.lex.code()
    }

    #[inline]
    fn consume(&mut self, k: TokKind) -> bool {
        if self.code() == k {
            self.next();
            true
        } else {
            false
        }
    }

    /// The current token's string value, interned as a string init.
    fn cur_str_init(&mut self) -> Init {
        self.rk.inits.string_bytes(self.lex.cur_str_bytes(), StringFormat::String)
    }

    // -------------------------------------------------------------- diagnostics

    /// Renders queued evaluation diagnostics.
    fn flush(&mut self) {
        if self.rk.pending.is_empty() {
            return;
        }
        let pending = self.rk.take_pending();
        render_pending(self.lex.sm_mut(), pending);
    }

    /// `Error(Loc, Msg)`.
    fn err(&mut self, loc: Loc, msg: impl AsRef<str>) -> Failed {
        self.print_error(&[loc], msg.as_ref());
        Failed
    }

    /// `TokError(Msg)`: an error at the current token.
    fn tok_err(&mut self, msg: impl AsRef<str>) -> Failed {
        let loc = self.lex.loc();
        self.err(loc, msg)
    }

    /// `PrintError(ArrayRef<SMLoc>, Msg)`.
    fn print_error(&mut self, locs: &[Loc], msg: &str) {
        self.flush();
        if self.rk.has_fatal() {
            return;
        }
        self.lex.sm_mut().error(locs, msg);
    }

    /// `PrintNote(ArrayRef<SMLoc>, Msg)`.
    fn print_note(&mut self, locs: &[Loc], msg: &str) {
        self.flush();
        if self.rk.has_fatal() {
            return;
        }
        self.lex.sm_mut().note(locs, msg);
    }

    /// `PrintNote(Msg)`: a note without location.
    fn print_note_plain(&mut self, msg: &str) {
        self.flush();
        if self.rk.has_fatal() {
            return;
        }
        self.lex.sm_mut().note_no_loc(msg);
    }

    /// Fails once a fatal evaluation error happened (LLVM has exited).
    #[inline]
    fn check_fatal(&mut self) -> PResult {
        if self.rk.inits.exhausted() && !self.rk.has_fatal() {
            let loc = self.lex.loc();
            self.rk.fatal(&[loc], "out of memory: the values built so far need more memory than there is");
        }
        if self.rk.has_fatal() {
            Err(Failed)
        } else {
            Ok(())
        }
    }

    // -------------------------------------------------------------- helpers

    /// A field or template argument with its default (`?`) value, as
    /// LLVM's `RecordVal` constructor makes it.
    fn new_record_val(&mut self, name: Init, loc: Loc, ty: Ty, kind: FieldKind) -> RecordVal {
        let value = self.rk.cast_for_field(Init::UNSET, ty).unwrap_or(Init::UNSET);
        RecordVal::new(name, loc, ty, value, kind)
    }

    fn str_of(&self, i: Init) -> &str {
        self.rk.inits.as_str(i).unwrap_or("")
    }

    fn ty_str(&self, t: Ty) -> String {
        self.rk.ty_string(t)
    }

    fn type_of_record_class(&mut self, class: RecId) -> Ty {
        self.rk.inits.types.record_sorted(&[class])
    }

    /// `QualifyName`: `Rec:Name` (`Rec::Name` for multiclasses).
    fn qualify(&mut self, rec: RecId, name: Init) -> Init {
        if let Some(q) = self.qualified.get(&(rec, name)) {
            return *q;
        }
        let r = self.rk.record(rec);
        let sep = if r.is_multiclass() { "::" } else { ":" };
        let rname = r.name;
        let q = match (*self.rk.inits.kind(rname), *self.rk.inits.kind(name)) {
            (InitKind::String(a, fa), InitKind::String(b, fb)) => {
                let fmt = if fa == StringFormat::Code || fb == StringFormat::Code {
                    StringFormat::Code
                } else {
                    StringFormat::String
                };
                let mut s = Vec::with_capacity(64);
                s.extend_from_slice(self.rk.inits.strings.bytes(a));
                s.extend_from_slice(sep.as_bytes());
                s.extend_from_slice(self.rk.inits.strings.bytes(b));
                self.rk.inits.string_bytes(&s, fmt)
            }
            _ => {
                let sep = self.rk.inits.string(sep);
                let c = self.rk.str_concat(rname, sep);
                let c = self.rk.str_concat(c, name);
                if matches!(self.rk.inits.kind(c), InitKind::BinOp { .. }) {
                    self.rk.fold_binop(c, Some(rec))
                } else {
                    c
                }
            }
        };
        self.qualified.insert((rec, name), q);
        q
    }

    /// `QualifiedNameOfImplicitName`.
    fn qualified_name_of_name(&mut self, rec: RecId) -> Init {
        let n = self.name_init;
        self.qualify(rec, n)
    }

    fn var_name(&self, var: Init) -> Init {
        match *self.rk.inits.kind(var) {
            InitKind::Var { name, .. } => name,
            _ => var,
        }
    }

    // -------------------------------------------------------------- scopes

    fn push_scope(&mut self, kind: ScopeKind) -> usize {
        let level = self.scopes.len();
        self.scopes.push(Scope { kind, vars: FxHashMap::default() });
        level
    }

    fn pop_scope(&mut self, level: usize) {
        self.scopes.truncate(level);
    }

    fn var_already_defined(&self, name: Init) -> bool {
        self.scopes.last().is_some_and(|s| s.vars.contains_key(&name))
    }

    fn scope_is_outermost(&self) -> bool {
        self.scopes.len() <= 1
    }

    /// `TGVarScope::getVar`.
    fn get_var(&mut self, name: Init) -> Option<Init> {
        for i in (0..self.scopes.len()).rev() {
            if let Some(v) = self.scopes[i].vars.get(&name) {
                return Some(*v);
            }
            match self.scopes[i].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(rec) => {
                    let r = self.rk.record(rec);
                    if let Some(rv) = r.value(name) {
                        let ty = rv.ty();
                        return Some(self.rk.inits.var(name, ty));
                    }
                    if r.is_class() {
                        if let Some(v) = self.find_value_in_args(rec, name) {
                            return Some(v);
                        }
                    }
                }
                ScopeKind::Foreach(iter) => {
                    if let Some(iv) = iter {
                        if self.var_name(iv) == name {
                            return Some(iv);
                        }
                    }
                }
                ScopeKind::MultiClass(mc) => {
                    let rec = self.multiclasses[mc].rec;
                    if let Some(v) = self.find_value_in_args(rec, name) {
                        return Some(v);
                    }
                }
            }
        }
        None
    }

    fn find_value_in_args(&mut self, rec: RecId, name: Init) -> Option<Init> {
        let arg = self.qualify(rec, name);
        if self.rk.record(rec).is_template_arg(arg) {
            let idx = self.rk.field_index(rec, arg)?;
            let rv = &mut self.rk.record_mut(rec).values[idx];
            rv.set_used(true);
            let ty = rv.ty();
            return Some(self.rk.inits.var(arg, ty));
        }
        if name == self.name_init {
            return Some(self.rk.inits.var(arg, Ty::STRING));
        }
        None
    }

    // -------------------------------------------------------------- semantic actions

    /// `AddValue`.
    fn add_value(&mut self, cur: RecId, loc: Loc, rv: RecordVal) -> PResult {
        if let Some(idx) = self.rk.field_index(cur, rv.name) {
            if self.rk.set_field_value(cur, idx, rv.value, None) {
                let name = self.rk.as_unquoted_string(rv.name);
                let new_ty = self.ty_str(rv.ty());
                let old_ty = self.ty_str(self.rk.record(cur).values[idx].ty());
                return Err(self.err(
                    loc,
                    format!(
                        "New definition of '{name}' of type '{new_ty}' is incompatible with previous definition of type '{old_ty}'"
                    ),
                ));
            }
        } else {
            self.rk.record_mut(cur).values.push(rv);
        }
        Ok(())
    }

    /// `SetValue`: assigns `v` (or some of its bits) to field `name`.
    #[allow(clippy::too_many_arguments)]
    fn set_value(
        &mut self,
        cur: Option<RecId>,
        loc: Loc,
        name: Init,
        bits: &[u32],
        v: Init,
        allow_self_assignment: bool,
        override_loc: bool,
    ) -> PResult {
        let Some(cur) = cur.or_else(|| self.cur_multiclass.map(|m| self.multiclasses[m].rec)) else {
            return Err(Failed);
        };
        let Some(idx) = self.rk.field_index(cur, name) else {
            let n = self.rk.as_unquoted_string(name);
            return Err(self.err(loc, format!("Value '{n}' unknown!")));
        };
        if bits.is_empty() && !allow_self_assignment {
            if let InitKind::Var { name: vn, .. } = *self.rk.inits.kind(v) {
                if vn == name {
                    return Err(self.err(loc, "Recursion / self-assignment forbidden"));
                }
            }
        }
        let mut v = v;
        if !bits.is_empty() {
            let cur_val = self.rk.record(cur).values[idx].value;
            let InitKind::Bits { bits: cur_bits, .. } = *self.rk.inits.kind(cur_val) else {
                let n = self.rk.as_unquoted_string(name);
                return Err(self.err(loc, format!("Value '{n}' is not a bits type")));
            };
            let width = self.rk.inits.types.bits(bits.len() as u32);
            let Some(bi) = self.rk.get_cast_to(v, width) else {
                return Err(self.err(loc, "Initializer is not compatible with bit range"));
            };
            let mut new_bits: Vec<Option<Init>> = vec![None; cur_bits.len()];
            for (i, &bit) in bits.iter().enumerate() {
                // An index past the end reads garbage in LLVM, which in
                // practice reports the bit as already set.
                if new_bits.get(bit as usize).map_or(true, |slot| slot.is_some()) {
                    let n = self.rk.as_unquoted_string(name);
                    return Err(self.err(loc, format!("Cannot set bit #{bit} of value '{n}' more than once")));
                }
                let b = self.rk.get_bit(bi, i as u32);
                new_bits[bit as usize] = Some(b);
            }
            let all: Vec<Init> =
                new_bits.iter().enumerate().map(|(i, b)| b.unwrap_or_else(|| self.rk.inits.at(cur_bits, i))).collect();
            v = self.rk.inits.bits(&all);
        }
        let failed = self.rk.set_field_value(cur, idx, v, if override_loc { Some(loc) } else { None });
        if failed {
            let init_type = match *self.rk.inits.kind(v) {
                InitKind::Bits { bits, .. } => format!("' of type bit initializer with length {}", bits.len()),
                _ => match self.rk.inits.ty(v) {
                    Some(t) => format!("' of type '{}", self.ty_str(t)),
                    None => String::new(),
                },
            };
            let n = self.rk.as_unquoted_string(name);
            let fty = self.ty_str(self.rk.record(cur).values[idx].ty());
            let vs = self.rk.as_string(v);
            return Err(
                self.err(loc, format!("Field '{n}' of type '{fty}' is incompatible with value '{vs}{init_type}'"))
            );
        }
        Ok(())
    }

    /// `resolveArguments`: pairs every template argument of `rec` with its
    /// value (given, or the default).
    fn resolve_arguments(&mut self, rec: RecId, args: &[Init], loc: Loc, mut sink: impl FnMut(Init, Init)) -> PResult {
        // Which template arguments have a value, by position: this runs for
        // every class reference, so it does not allocate for the usual few.
        let count = self.rk.record(rec).template_args.len();
        let mut few = [false; 32];
        let mut many = Vec::new();
        let solved: &mut [bool] = match few.get_mut(..count) {
            Some(s) => s,
            None => {
                many.resize(count, false);
                &mut many
            }
        };
        for &a in args {
            let InitKind::Argument { value, aux } = *self.rk.inits.kind(a) else { continue };
            let targs = &self.rk.record(rec).template_args;
            let (pos, name) = match aux {
                ArgAux::Positional(i) => match targs.get(i as usize) {
                    Some(n) => (i as usize, *n),
                    None => continue,
                },
                ArgAux::Named(n) => (targs.iter().position(|t| *t == n).unwrap_or(usize::MAX), n),
            };
            match solved.get_mut(pos) {
                Some(done) if !*done => *done = true,
                _ => {
                    let n = self.rk.as_unquoted_string(name);
                    return Err(self.err(loc, format!("We can only specify the template argument '{n}' once")));
                }
            }
            sink(name, value);
        }
        for (pos, done) in solved.iter().enumerate() {
            if *done {
                continue;
            }
            let u = self.rk.record(rec).template_args[pos];
            let (default, field_loc) = match self.rk.record(rec).value(u) {
                Some(v) => (v.value, v.loc),
                None => (Init::UNSET, Loc::NONE),
            };
            if !self.rk.is_complete(default) {
                let n = self.rk.as_unquoted_string(u);
                self.err(loc, format!("value not specified for template argument '{n}'"));
                let rn = self.rk.record_name(rec);
                self.print_note(&[field_loc], &format!("declared in '{rn}'"));
                return Err(Failed);
            }
            sink(u, default);
        }
        Ok(())
    }

    /// `CheckTemplateArgValues`: casts every argument to its declared type.
    fn check_template_arg_values(&mut self, values: &mut [Init], loc: Loc, args_rec: RecId) -> PResult {
        for v in values.iter_mut() {
            let InitKind::Argument { value, aux } = *self.rk.inits.kind(*v) else { continue };
            let name = match aux {
                ArgAux::Positional(i) => match self.rk.record(args_rec).template_args.get(i as usize) {
                    Some(n) => *n,
                    None => continue,
                },
                ArgAux::Named(n) => n,
            };
            let Some((arg_ty, arg_name)) = self.rk.record(args_rec).value(name).map(|rv| (rv.ty(), rv.name)) else {
                continue;
            };
            let Some(vt) = self.rk.inits.ty(value) else { continue };
            match self.rk.get_cast_to(value, arg_ty) {
                // Most arguments already have their declared type: the
                // argument node stays as it is, without interning it again.
                Some(c) if c == value => {}
                Some(c) => *v = self.rk.inits.argument(c, aux),
                None => {
                    let an = self.rk.as_unquoted_string(arg_name);
                    let msg = format!(
                        "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                        an,
                        self.ty_str(vt),
                        self.ty_str(arg_ty),
                        self.rk.as_string(value)
                    );
                    self.flush();
                    self.rk.fatal(&[loc], msg);
                    self.flush();
                    return Err(Failed);
                }
            }
            self.check_fatal()?;
        }
        Ok(())
    }

    /// `AddSubClass(Record*, SubClassReference&)`.
    fn add_sub_class(&mut self, cur: RecId, sc: &SubClassRef) -> PResult {
        let Some(class) = sc.rec else { return Err(Failed) };
        let start = sc.start;
        let n = self.rk.record(class).values.len();
        if self.rk.record(cur).values.is_empty() {
            // Fast path: nothing to merge with.
            // Sized once: collecting through the filter would grow the
            // vector step by step, for every class of every def.
            let mut vals = Vec::with_capacity(n);
            vals.extend(self.rk.record(class).values.iter().filter(|v| v.kind() != FieldKind::TemplateArg).cloned());
            self.rk.record_mut(cur).values = vals;
        } else {
            // One growth for all of the class's fields instead of one per
            // doubling (a def's second class grew its fields three times).
            let fields = self.rk.record(class).values.iter().filter(|v| v.kind() != FieldKind::TemplateArg).count();
            self.rk.record_mut(cur).values.reserve_exact(fields);
            for i in 0..n {
                let f = self.rk.record(class).values[i];
                if f.kind() == FieldKind::TemplateArg {
                    continue;
                }
                self.add_value(cur, start, f)?;
            }
        }
        let mut r = MapResolver::new(Some(cur));
        self.resolve_arguments(class, &sc.args, start, |k, v| r.set(k, v))?;
        let (asserts, dumps) = {
            let c = self.rk.record(class);
            (c.assertions.clone(), c.dumps.clone())
        };
        {
            let c = self.rk.record_mut(cur);
            c.assertions.extend(asserts);
            c.dumps.extend(dumps);
        }
        let name = if self.rk.record(cur).is_class() {
            let q = self.qualified_name_of_name(cur);
            self.rk.inits.var(q, Ty::STRING)
        } else {
            self.rk.record(cur).name
        };
        let sc_name = self.qualified_name_of_name(class);
        r.set(sc_name, name);
        self.rk.resolve_record(cur, &mut r, None);
        self.check_fatal()?;

        // The class's superclasses and the class itself, in one growth.
        let inherited = self.rk.record(class).super_classes.len();
        self.rk.record_mut(cur).super_classes.reserve(inherited + 1);
        for i in 0..inherited {
            let (s, range) = self.rk.record(class).super_classes[i];
            if self.rk.record(cur).is_subclass_of(s) {
                let sn = self.rk.name_str(s).to_string();
                return Err(self.err(start, format!("Already subclass of '{sn}'!\n")));
            }
            self.rk.add_super_class(cur, s, range);
        }
        if self.rk.record(cur).is_subclass_of(class) {
            let sn = self.rk.name_str(class).to_string();
            return Err(self.err(start, format!("Already subclass of '{sn}'!\n")));
        }
        self.rk.add_super_class(cur, class, crate::source::LocRange::new(sc.start, sc.end));
        Ok(())
    }

    /// `AddSubClass(RecordsEntry&, SubClassReference&)`.
    fn add_sub_class_entry(&mut self, e: &Entry, sc: &SubClassRef) -> PResult {
        match e {
            Entry::Rec(r) => self.add_sub_class(*r, sc),
            Entry::Assert(_) | Entry::Dump(_) => Ok(()),
            Entry::Loop(lp) => {
                for e in &lp.entries {
                    self.add_sub_class_entry(e, sc)?;
                }
                Ok(())
            }
        }
    }

    /// `AddSubMultiClass`.
    fn add_sub_multiclass(&mut self, cur_mc: usize, smc: &SubClassRef) -> PResult {
        let Some(sub) = smc.mc else { return Err(Failed) };
        let q = self.qualified_name_of_name(self.multiclasses[cur_mc].rec);
        let defm_name = self.rk.inits.var(q, Ty::STRING);
        let mut substs = Vec::new();
        self.resolve_arguments_of_multiclass(&mut substs, sub, &smc.args, defm_name, smc.start)?;
        let src = std::mem::take(&mut self.multiclasses[sub].entries);
        let mut dest = Vec::new();
        let r = self.resolve_entries(&src, &mut substs, false, Some(&mut dest), None);
        self.multiclasses[sub].entries = src;
        self.multiclasses[cur_mc].entries.extend(dest);
        r
    }

    /// `resolveArgumentsOfMultiClass`.
    fn resolve_arguments_of_multiclass(
        &mut self,
        substs: &mut Vec<(Init, Init)>,
        mc: usize,
        args: &[Init],
        defm_name: Init,
        loc: Loc,
    ) -> PResult {
        let rec = self.multiclasses[mc].rec;
        let q = self.qualified_name_of_name(rec);
        substs.push((q, defm_name));
        self.resolve_arguments(rec, args, loc, |k, v| substs.push((k, v)))
    }

    /// `addEntry`: adds a record, loop, assertion or dump to the current
    /// context, instantiating it when at top level.
    fn add_entry(&mut self, e: Entry) -> PResult {
        if let Some(lp) = self.loops.last_mut() {
            lp.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(lp) = e {
            let mut substs = Vec::new();
            return match self.cur_multiclass {
                Some(mc) => {
                    let mut dest = Vec::new();
                    let r = self.resolve_loop(&lp, &mut substs, false, Some(&mut dest), None);
                    self.multiclasses[mc].entries.extend(dest);
                    r
                }
                None => {
                    let r = self.resolve_loop(&lp, &mut substs, true, None, None);
                    self.release_prototypes(&lp.entries);
                    r
                }
            };
        }
        if let Some(mc) = self.cur_multiclass {
            self.multiclasses[mc].entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(a) => {
                self.rk.check_assert(a.loc, a.condition, a.message);
                Ok(())
            }
            Entry::Dump(d) => {
                self.rk.dump_message(d.loc, d.message);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => Ok(()),
        }
    }

    /// Frees the fields of loop-body prototypes once the loop has been
    /// instantiated at top level (nothing refers to them any more).
    fn release_prototypes(&mut self, entries: &[Entry]) {
        crate::stack::guard(|| {
            for e in entries {
                match e {
                    Entry::Rec(r) => {
                        let rec = self.rk.record_mut(*r);
                        rec.values = Vec::new();
                        rec.assertions = RareVec::new();
                        rec.dumps = RareVec::new();
                    }
                    Entry::Loop(lp) => self.release_prototypes(&lp.entries),
                    _ => {}
                }
            }
        })
    }

    fn map_resolver(&self, cur: Option<RecId>, substs: &[(Init, Init)]) -> MapResolver {
        let mut r = MapResolver::new(cur);
        for &(k, v) in substs {
            r.set(k, v);
        }
        r
    }

    /// `resolve(const ForeachLoop &...)`.
    fn resolve_loop(
        &mut self,
        lp: &ForeachLoop,
        substs: &mut Vec<(Init, Init)>,
        final_: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Loc>,
    ) -> PResult {
        crate::stack::guard(|| {
            let mut list = {
                let mut r = self.map_resolver(None, substs);
                self.rk.resolve_references(lp.list_value, &mut r)
            };
            if final_ {
                if let InitKind::TernOp { op: crate::init::TernOp::If, lhs, mhs, rhs, ty } = *self.rk.inits.kind(list) {
                    // LLVM switches the same resolver to final mode. `lhs` has
                    // already been substituted, so a fresh final resolver over
                    // the same substitutions gives the same result, and cannot
                    // hand back answers the resolver cached in non-final mode.
                    let mut rf = self.map_resolver(None, substs);
                    rf.set_final(true);
                    let new_lhs = self.rk.resolve_references(lhs, &mut rf);
                    if new_lhs == lhs {
                        let s = self.rk.as_string(lhs);
                        self.print_error(
                            &[lp.loc],
                            &format!("unable to resolve if condition '{s}' at end of containing scope"),
                        );
                        return Err(Failed);
                    }
                    let t = self.rk.ternop(crate::init::TernOp::If, new_lhs, mhs, rhs, ty);
                    list = self.rk.fold_ternop(t, None);
                }
            }
            self.check_fatal()?;
            let Some(elems) = self.rk.inits.list_elems(list).map(|e| e.to_vec()) else {
                if !final_ {
                    let Some(dest) = dest else { return Err(Failed) };
                    let mut new_loop =
                        ForeachLoop { loc: lp.loc, iter_var: lp.iter_var, list_value: list, entries: Vec::new() };
                    let res = self.resolve_entries(&lp.entries, substs, final_, Some(&mut new_loop.entries), loc);
                    dest.push(Entry::Loop(Box::new(new_loop)));
                    return res;
                }
                let s = self.rk.as_string(list);
                self.print_error(&[lp.loc], &format!("attempting to loop over '{s}', expected a list"));
                return Err(Failed);
            };
            let iter_name = lp.iter_var.map(|v| self.var_name(v));
            for e in elems {
                if let Some(n) = iter_name {
                    substs.push((n, e));
                }
                let res = self.resolve_entries(&lp.entries, substs, final_, dest.as_deref_mut(), None);
                if iter_name.is_some() {
                    substs.pop();
                }
                res?;
            }
            Ok(())
        })
    }

    /// `resolve(const std::vector<RecordsEntry> &...)`.
    fn resolve_entries(
        &mut self,
        src: &[Entry],
        substs: &mut Vec<(Init, Init)>,
        final_: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<Loc>,
    ) -> PResult {
        for e in src {
            match e {
                Entry::Loop(lp) => self.resolve_loop(lp, substs, final_, dest.as_deref_mut(), None)?,
                Entry::Assert(a) => {
                    let mut r = self.map_resolver(None, substs);
                    let c = self.rk.resolve_references(a.condition, &mut r);
                    let m = self.rk.resolve_references(a.message, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(AssertionInfo { loc: a.loc, condition: c, message: m })),
                        None => self.rk.check_assert(a.loc, c, m),
                    }
                }
                Entry::Dump(dm) => {
                    let mut r = self.map_resolver(None, substs);
                    let m = self.rk.resolve_references(dm.message, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(DumpInfo { loc: dm.loc, message: m })),
                        None => self.rk.dump_message(dm.loc, m),
                    }
                }
                Entry::Rec(proto) => {
                    let rec = self.rk.clone_record(*proto, loc);
                    let mut r = self.map_resolver(Some(rec), substs);
                    self.rk.resolve_record(rec, &mut r, None);
                    self.check_fatal()?;
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(rec)),
                        None => self.add_def_one(rec)?,
                    }
                }
            }
            self.check_fatal()?;
        }
        Ok(())
    }

    /// `addDefOne`: resolves a def completely and adds it to the keeper.
    fn add_def_one(&mut self, rec: RecId) -> PResult {
        let name = self.rk.record(rec).name;
        let prev = match self.rk.inits.as_sym(name) {
            Some(_) => self.rk.def_named(name),
            None => {
                let s = self.rk.as_unquoted_string(name);
                self.rk.def(&s)
            }
        };
        let mut new_name = None;
        if let Some(prev) = prev {
            if !self.rk.record(rec).is_anonymous() {
                let n = self.rk.record_name(rec);
                let locs = self.rk.record(rec).locs.clone();
                self.print_error(&locs, &format!("def already exists: {n}"));
                let plocs = self.rk.record(prev).locs.clone();
                self.print_note(&plocs, "location of previous definition");
                return Err(Failed);
            }
            new_name = Some(self.rk.inits.new_anonymous_name());
        }
        self.rk.resolve_record_final(rec, new_name);
        self.check_fatal()?;
        self.check_concrete(rec);
        let name = self.rk.record(rec).name;
        if self.rk.inits.as_str(name).is_none() {
            let s = self.rk.as_string(name);
            let locs = self.rk.record(rec).locs.clone();
            self.print_error(&locs, &format!("record name '{s}' could not be fully resolved"));
            return Err(Failed);
        }
        self.rk.check_record_assertions(rec);
        self.rk.emit_record_dumps(rec);
        self.check_fatal()?;
        if !self.defsets.is_empty() {
            let d = self.rk.def_init(rec);
            let dty = self.rk.inits.ty(d).unwrap_or(Ty::ANY_RECORD);
            for k in 0..self.defsets.len() {
                let elt = self.defsets[k].elt_ty;
                if !self.rk.type_is_a(dty, elt) {
                    let ts = self.ty_str(dty);
                    let locs = self.rk.record(rec).locs.clone();
                    self.print_error(&locs, &format!("adding record of incompatible type '{ts}' to defset"));
                    let dl = self.defsets[k].loc;
                    self.print_note(&[dl], "location of defset declaration");
                    return Err(Failed);
                }
                self.defsets[k].elements.push(d);
            }
        }
        self.rk.add_def(rec);
        Ok(())
    }

    /// `checkConcrete`: reports fields of a def that are not fully resolved.
    fn check_concrete(&mut self, rec: RecId) {
        let n = self.rk.record(rec).values.len();
        for i in 0..n {
            let rv = &self.rk.record(rec).values[i];
            // An inert value is closed, hence concrete: no need to fetch
            // its node (most fields of most defs).
            if rv.kind() == FieldKind::NonconcreteOk || rv.inert() {
                continue;
            }
            let (v, vname) = (rv.value, rv.name);
            let ok = match *self.rk.inits.kind(v) {
                InitKind::Bits { bits, .. } => self.check_bits_concrete(rec, bits),
                _ => self.rk.is_concrete(v),
            };
            if !ok {
                let fname = self.rk.as_unquoted_string(vname);
                let rname = self.rk.record_name(rec);
                let vs = self.rk.as_string(v);
                let locs = self.rk.record(rec).locs.clone();
                self.print_error(
                    &locs,
                    &format!("Initializer of '{fname}' in '{rname}' could not be fully resolved: {vs}"),
                );
            }
        }
    }

    fn check_bits_concrete(&self, rec: RecId, bits: crate::init::Slice) -> bool {
        for i in 0..bits.len() {
            let b = self.rk.inits.at(bits, i);
            let is_ref = match *self.rk.inits.kind(b) {
                InitKind::VarBit { var, .. } => match *self.rk.inits.kind(var) {
                    InitKind::Var { name, .. } => self.rk.record(rec).value(name).is_some(),
                    _ => false,
                },
                InitKind::Var { .. } => true,
                _ => false,
            };
            if !(is_ref || self.rk.is_concrete(b)) {
                return false;
            }
        }
        true
    }

    /// `ApplyLetStack(Record*)`.
    fn apply_let_stack_rec(&mut self, rec: RecId) -> PResult {
        crate::stack::guard(|| {
            for i in 0..self.let_stack.len() {
                for j in 0..self.let_stack[i].len() {
                    let (name, value, loc) = {
                        let l = &self.let_stack[i][j];
                        (l.name, l.value, l.loc)
                    };
                    let bits = std::mem::take(&mut self.let_stack[i][j].bits);
                    let r = self.set_value(Some(rec), loc, name, &bits, value, false, true);
                    self.let_stack[i][j].bits = bits;
                    r?;
                }
            }
            Ok(())
        })
    }

    /// `ApplyLetStack(RecordsEntry&)`.
    fn apply_let_stack_entry(&mut self, e: &Entry) -> PResult {
        match e {
            Entry::Rec(r) => self.apply_let_stack_rec(*r),
            Entry::Assert(_) | Entry::Dump(_) => Ok(()),
            Entry::Loop(lp) => {
                for e in &lp.entries {
                    self.apply_let_stack_entry(e)?;
                }
                Ok(())
            }
        }
    }
}
