//! One parse of a root `.td`, from which any number of outputs are emitted.
//!
//! [`Builder`](crate::Builder) and the `include_td!`/`tablegen!` macros both
//! run through a [`Session`]: parse once, then ask each backend for its text.
//! The session also remembers every file the front end read, with the bytes
//! it read, so callers can tell cargo what to watch and caches can tell
//! whether a file changed since.
//!
//! ```
//! use tablegen_build::session::{Input, Session};
//! use tablegen_build::{registry, Lang};
//!
//! let input = Input::text("inline.td", "def A; def B;");
//! let mut s = Session::parse(&input, &[], &[]).unwrap();
//! let records = registry::find("print-records").unwrap();
//! let text = s.emit(records, Lang::Cpp, &Default::default()).unwrap();
//! assert!(text.contains("def A {"));
//! assert!(s.files().is_empty()); // inline text, no includes
//! ```

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tablegen_core::cache::{Analyses, RecordCache};
use tablegen_core::parser::{flush_diagnostics, parse_file_with_deps, parse_source_with_deps, ParseOptions};
use tablegen_core::source::{os_bytes, SourceMgr};
use tablegen_core::RecordKeeper;

use crate::backend::{self, Backend, Lang, Options, Records};
use crate::error::BuildError;
use crate::registry::{self, Incomplete};

/// The root of a parse: a file on disk, or text held in memory.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Input {
    /// A `.td` file, opened as `llvm-tblgen` opens its input argument.
    File(PathBuf),
    /// In-memory text; `name` is the buffer name diagnostics print.
    Text {
        /// The buffer name (`name:line:col: error: ...`).
        name: String,
        /// The TableGen source.
        text: String,
    },
}

impl Input {
    /// A root file.
    pub fn file(path: impl Into<PathBuf>) -> Input {
        Input::File(path.into())
    }

    /// In-memory text named `name` in diagnostics.
    pub fn text(name: impl Into<String>, text: impl Into<String>) -> Input {
        Input::Text { name: name.into(), text: text.into() }
    }
}

/// A file the front end read, with the bytes it read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// The path as the front end opened it: the root as given, includes as
    /// found on the include path (what `-d` depfiles list).
    pub path: PathBuf,
    /// The contents at the time of the parse.
    pub contents: Arc<[u8]>,
}

impl SourceFile {
    /// Whether the file on disk still holds exactly [`SourceFile::contents`].
    pub fn is_unchanged(&self) -> bool {
        std::fs::read(&self.path).is_ok_and(|now| *now == *self.contents)
    }
}

/// Evaluated records plus what it took to get them (see the module docs).
pub struct Session {
    rk: RecordKeeper,
    files: Vec<SourceFile>,
    warnings: String,
    allow_partial: bool,
    /// The analyses made so far: each runs once per session.
    models: backend::Models,
    /// Where analyses are kept across runs, when the records came from a
    /// record cache.
    kept: Option<Analyses>,
}

impl Session {
    /// Parses `input` with the include directories `include_dirs` (`-I`)
    /// and the preprocessor macros `defines` (`-D`).
    ///
    /// On failure the error is [`BuildError::Td`], carrying llvm-tblgen's
    /// rendered diagnostics and the files read before the failure.
    pub fn parse(input: &Input, include_dirs: &[PathBuf], defines: &[String]) -> Result<Session, BuildError> {
        Session::parse_impl(input, include_dirs, defines, None)
    }

    /// [`Session::parse`] through a record cache
    /// ([`tablegen_core::cache`]): when the cache holds the records of the
    /// same root, include path and macros, and no file they were made from
    /// changed, they are loaded instead of parsed; otherwise the parse is
    /// saved there. The result is the same either way, warnings included.
    /// Text inputs ([`Input::Text`]) are always parsed.
    ///
    /// ```
    /// use tablegen_build::session::{Input, Session};
    /// use tablegen_core::cache::RecordCache;
    ///
    /// let dir = std::env::temp_dir().join(format!("tg-session-cache-doc-{}", std::process::id()));
    /// std::fs::create_dir_all(&dir).unwrap();
    /// std::fs::write(dir.join("t.td"), "def A;\n").unwrap();
    /// let cache = RecordCache::new(&dir);
    /// for _ in 0..2 {
    ///     let s = Session::parse_with_cache(&Input::file(dir.join("t.td")), &[], &[], &cache).unwrap();
    ///     assert!(s.records().def("A").is_some());
    ///     assert_eq!(s.files().len(), 1);
    /// }
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn parse_with_cache(
        input: &Input,
        include_dirs: &[PathBuf],
        defines: &[String],
        cache: &RecordCache,
    ) -> Result<Session, BuildError> {
        Session::parse_impl(input, include_dirs, defines, Some(cache))
    }

    fn parse_impl(
        input: &Input,
        include_dirs: &[PathBuf],
        defines: &[String],
        cache: Option<&RecordCache>,
    ) -> Result<Session, BuildError> {
        let opts = ParseOptions {
            include_dirs: include_dirs.to_vec(),
            macros: defines.to_vec(),
            no_warn_on_unused_template_args: false,
            stream_diagnostics: false,
        };
        let parsed = match input {
            Input::File(path) => match cache {
                Some(cache) => cache.parse_file(path, &opts).map(|l| (l.records, l.dependencies, l.analyses)),
                None => parse_file_with_deps(path, &opts).map(|(rk, deps)| (rk, deps, None)),
            },
            Input::Text { name, text } => parse_source_with_deps(name, text, &opts).map(|(rk, deps)| (rk, deps, None)),
        };
        match parsed {
            Ok((mut rk, deps, kept)) => {
                let files = match rk.source.as_ref() {
                    Some(sm) => files_read(sm, input, &deps),
                    None => Vec::new(),
                };
                let errors = rk.source.as_ref().map_or(0, SourceMgr::error_count);
                let diagnostics = take_diagnostics(&mut rk);
                if errors > 0 {
                    // llvm-tblgen recovers from some errors, runs the
                    // backend anyway and then exits with status 1; a build
                    // has no use for output it is about to reject.
                    let inputs = files.into_iter().map(|f| f.path).collect();
                    return Err(BuildError::Td { diagnostics, inputs });
                }
                let allow_partial = partial_output_allowed();
                Ok(Session {
                    rk,
                    files,
                    warnings: diagnostics,
                    allow_partial,
                    models: backend::Models::default(),
                    kept,
                })
            }
            Err(fail) => {
                let inputs = files_read(&fail.source, input, &fail.dependencies).into_iter().map(|f| f.path).collect();
                let mut diagnostics = fail.diagnostics;
                if let Some(m) = &fail.io_error {
                    diagnostics.push_str(&String::from_utf8_lossy(m));
                    diagnostics.push('\n');
                }
                Err(BuildError::Td { diagnostics, inputs })
            }
        }
    }

    /// The evaluated records.
    pub fn records(&self) -> &RecordKeeper {
        &self.rk
    }

    /// Whether backends that write only part of LLVM's C++ output may run
    /// (default: whether [`registry::PARTIAL_OUTPUT_ENV`] is `1`).
    pub fn allow_partial_output(&mut self, allow: bool) {
        self.allow_partial = allow;
    }

    /// Every file read: the root (when it is a file), then the included
    /// files sorted by path, each once.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// Whether every file read still has the bytes it had when parsed.
    pub fn is_up_to_date(&self) -> bool {
        self.files.iter().all(SourceFile::is_unchanged)
    }

    /// Runs `backend` in `lang`. Warnings the backend reports accumulate
    /// (see [`Session::take_warnings`]); errors become
    /// [`BuildError::Backend`]. A failed run leaves the session usable for
    /// other backends. A string that is not UTF-8 appears in the text as
    /// its text form ([`tablegen_core::intern::escape`]);
    /// [`tablegen_core::intern::unescape`] gives the bytes llvm-tblgen
    /// writes.
    pub fn emit(&mut self, backend: &dyn Backend, lang: Lang, opts: &Options) -> Result<String, BuildError> {
        check_runnable(backend, lang, self.allow_partial)?;
        let before = self.error_count();
        let mut records = Records::with_models(&mut self.rk, std::mem::take(&mut self.models));
        records.set_analysis_cache(self.kept.clone());
        let result = backend.emit(&mut records, opts, lang);
        records.render();
        self.models = records.into_models();
        let diagnostics = take_diagnostics(&mut self.rk);
        let failed = || BuildError::Backend { backend: backend.flag().to_string(), diagnostics: diagnostics.clone() };
        match result {
            Err(e @ backend::Error::Unsupported { .. }) => Err(BuildError::Unsupported(e)),
            Err(backend::Error::Reported) => Err(failed()),
            Ok(_) if self.error_count() > before => Err(failed()),
            Ok(text) => {
                self.warnings.push_str(&diagnostics);
                Ok(text)
            }
        }
    }

    /// Errors rendered so far (queued ones are flushed first by every caller).
    fn error_count(&self) -> usize {
        self.rk.source.as_ref().map_or(0, SourceMgr::error_count)
    }

    /// Runs `analysis` on the records the way [`Session::emit`] runs a
    /// backend: its diagnostics are rendered as llvm-tblgen renders them,
    /// warnings accumulate and errors become [`BuildError::Backend`] (named
    /// `analysis`). For reading the shared models outside a backend.
    ///
    /// ```
    /// use tablegen_build::{Input, Session};
    /// let mut s = Session::parse(&Input::text("t.td", "class Set; def S : Set;"), &[], &[]).unwrap();
    /// let n = s.analyze(|rk| Ok(rk.all_derived_definitions_if_defined("Set").len())).unwrap();
    /// assert_eq!(n, 1);
    /// ```
    pub fn analyze<T>(
        &mut self,
        analysis: impl FnOnce(&mut Records<'_>) -> backend::Result<T>,
    ) -> Result<T, BuildError> {
        let before = self.error_count();
        let mut records = Records::with_models(&mut self.rk, std::mem::take(&mut self.models));
        records.set_analysis_cache(self.kept.clone());
        let result = analysis(&mut records);
        records.render();
        self.models = records.into_models();
        let diagnostics = take_diagnostics(&mut self.rk);
        match result {
            Err(e @ backend::Error::Unsupported { .. }) => Err(BuildError::Unsupported(e)),
            Ok(value) if self.error_count() == before => {
                self.warnings.push_str(&diagnostics);
                Ok(value)
            }
            _ => Err(BuildError::Backend { backend: "analysis".to_string(), diagnostics }),
        }
    }

    /// Runs the built-in backend `flag` (e.g. `gen-searchable-tables` or
    /// `-gen-searchable-tables`).
    pub fn emit_builtin(&mut self, flag: &str, lang: Lang, opts: &Options) -> Result<String, BuildError> {
        let backend = builtin(flag)?;
        self.emit(backend, lang, opts)
    }

    /// The warnings printed so far (rendered like errors), emptied.
    pub fn take_warnings(&mut self) -> String {
        std::mem::take(&mut self.warnings)
    }
}

/// The built-in backend `flag` (with or without its dash), or why there is
/// none: [`BuildError::NotImplemented`] for an `llvm-tblgen` action this
/// crate does not have yet, [`BuildError::UnknownBackend`] otherwise.
pub fn builtin(flag: &str) -> Result<&'static dyn Backend, BuildError> {
    match registry::action(flag) {
        Some(a) => a.backend.ok_or_else(|| BuildError::NotImplemented(a.flag.to_string())),
        None => Err(BuildError::UnknownBackend(flag.trim_start_matches('-').to_string())),
    }
}

/// Whether [`registry::PARTIAL_OUTPUT_ENV`] asks for partial output.
pub fn partial_output_allowed() -> bool {
    std::env::var_os(registry::PARTIAL_OUTPUT_ENV).is_some_and(|v| v == "1")
}

/// Refuses what `backend` cannot write before anything is parsed or run:
/// a language it has no writer for, or LLVM's C++ output it writes only
/// part of (unless `allow_partial`).
pub fn check_runnable(backend: &dyn Backend, lang: Lang, allow_partial: bool) -> Result<(), BuildError> {
    if !backend.languages().contains(&lang) {
        return Err(BuildError::Unsupported(backend::Error::Unsupported { backend: backend.flag(), lang }));
    }
    let missing = backend.missing_sections();
    if lang == Lang::Cpp && !missing.is_empty() && !allow_partial {
        return Err(BuildError::Incomplete(Incomplete { backend: backend.flag(), missing }));
    }
    Ok(())
}

fn take_diagnostics(rk: &mut RecordKeeper) -> String {
    flush_diagnostics(rk);
    rk.source.as_mut().map(|s| s.take_diagnostics()).unwrap_or_default()
}

/// The root file (if `input` is one) and the sorted, unique dependencies,
/// with the bytes the source manager holds for them.
fn files_read(sm: &SourceMgr, input: &Input, deps: &[PathBuf]) -> Vec<SourceFile> {
    let contents_of = |path: &Path| {
        let path = os_bytes(path.as_os_str());
        sm.files().find(|&f| sm.buffer_path_bytes(f) == &path[..]).map(|f| sm.buffer_shared(f))
    };
    let mut out = Vec::with_capacity(deps.len() + 1);
    if let (Input::File(root), Some(main)) = (input, sm.main_file()) {
        out.push(SourceFile { path: root.clone(), contents: sm.buffer_shared(main) });
    }
    for d in deps {
        // Every dependency was opened into a buffer; an empty fallback only
        // makes the cache treat the file as changed.
        let contents = contents_of(d).unwrap_or_else(|| Arc::from(Vec::new()));
        out.push(SourceFile { path: d.clone(), contents });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::Result;

    /// Reports `msg` at the first def, fatally or not.
    struct Failing {
        fatal: bool,
        msg: &'static str,
    }

    impl Backend for Failing {
        fn flag(&self) -> &'static str {
            "failing"
        }
        fn description(&self) -> &'static str {
            "Always fails"
        }
        fn emit(&self, rk: &mut Records<'_>, _: &Options, _: Lang) -> Result<String> {
            let loc = rk.def("A").map(|a| rk.record(a).loc()).unwrap_or_default();
            if self.fatal {
                rk.fatal(&[loc], self.msg);
            } else {
                rk.error(&[loc], self.msg);
            }
            Err(backend::Error::Reported)
        }
    }

    #[test]
    fn a_failed_emit_leaves_the_session_usable() {
        let mut s = Session::parse(&Input::text("t.td", "def A;\n"), &[], &[]).unwrap();
        let err = s.emit(&Failing { fatal: true, msg: "first" }, Lang::Cpp, &Default::default()).unwrap_err();
        assert_eq!(err.to_string(), "backend -failing failed:\nt.td:1:5: error: first\ndef A;\n    ^");
        // After a fatal error, another backend's errors are still reported.
        let err = s.emit(&Failing { fatal: false, msg: "second" }, Lang::Cpp, &Default::default()).unwrap_err();
        assert!(err.to_string().contains("error: second"), "{err}");
        // And a backend that succeeds succeeds.
        let text = s.emit_builtin("print-records", Lang::Cpp, &Default::default()).unwrap();
        assert!(text.contains("def A {"));
        assert!(s.take_warnings().is_empty());
    }

    #[test]
    fn recovered_parse_errors_fail_the_parse() {
        // llvm-tblgen reports this, carries on and exits with status 1.
        let Err(BuildError::Td { diagnostics, inputs }) =
            Session::parse(&Input::text("t.td", "def X {\n  int a = ;\n}\n"), &[], &[])
        else {
            panic!("parsed");
        };
        assert!(diagnostics.starts_with("t.td:2:11: error: Unknown or reserved token when parsing a value"));
        assert!(inputs.is_empty());
    }
}
