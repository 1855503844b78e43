//! [`Pipeline`]: a backend as an analysis into a model, then one writer per
//! language that cannot fail.

use std::any::Any;

use tablegen_core::RecordKeeper;

use super::about::{about_builders, about_methods, About};
use super::{Backend, Error, Lang, OptionSpec, Options, Records, Result};

/// The analysis stage: reads the records (errors go to their sink) and
/// builds the model both writers print. It may read the backend's own
/// options; the session keeps one model per distinct set of their values.
pub type AnalyzeFn<M> = fn(&mut Records<'_>, &Options) -> Result<M>;

/// A writer: prints a model in one language. It sees the records read-only
/// (for names and the input file's name) and cannot fail: whatever could go
/// wrong was found by the analysis.
pub type WriterFn<M> = fn(&RecordKeeper, &M, &Options) -> String;

/// The check a Rust writer may need before it runs: constraints that only
/// the Rust output has (instructions must be numbered, a symbol must have a
/// Rust type). It reports through the records' sink; the C++ output never
/// depends on it.
pub type RustCheckFn<M> = fn(&mut Records<'_>, &M, &Options) -> Result<()>;

/// A backend made of three stages: [`Pipeline::analyze`], then
/// [`Pipeline::cpp`] or [`Pipeline::rust`]. The analysis runs once per
/// session, however many languages are written from it.
///
/// ```
/// use tablegen_build::backend::{Backend, Lang, Options, Pipeline, Records, Result};
/// use tablegen_core::RecordKeeper;
///
/// struct Defs(Vec<String>);
/// fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<Defs> {
///     Ok(Defs(rk.defs().into_iter().map(|d| rk.name_str(d).to_string()).collect()))
/// }
/// fn cpp(_: &RecordKeeper, m: &Defs, _: &Options) -> String {
///     m.0.iter().map(|n| format!("DEF({n})\n")).collect()
/// }
/// fn rust(_: &RecordKeeper, m: &Defs, _: &Options) -> String {
///     format!("pub const DEFS: [&str; {}] = {:?};\n", m.0.len(), m.0)
/// }
/// static LIST_DEFS: Pipeline<Defs> = Pipeline::new("list-defs", "List the defs", analyze, cpp).rust(rust);
///
/// let mut rk = tablegen_core::parse_str("t.td", "def A; def B;").unwrap();
/// let mut records = Records::new(&mut rk);
/// let opts = Options::default();
/// assert_eq!(LIST_DEFS.emit(&mut records, &opts, Lang::Cpp).unwrap(), "DEF(A)\nDEF(B)\n");
/// assert!(LIST_DEFS.emit(&mut records, &opts, Lang::Rust).unwrap().contains("[\"A\", \"B\"]"));
/// ```
pub struct Pipeline<M: 'static> {
    /// Its flag, description, options and the rest.
    pub about: About,
    /// The analysis.
    pub analyze: AnalyzeFn<M>,
    /// The C++ writer.
    pub cpp: WriterFn<M>,
    /// The Rust writer, if the backend has one.
    pub rust: Option<WriterFn<M>>,
    /// What must hold of the model before the Rust writer runs.
    pub rust_check: Option<RustCheckFn<M>>,
}

impl<M: 'static> Pipeline<M> {
    /// A complete C++-only backend without options.
    pub const fn new(flag: &'static str, description: &'static str, analyze: AnalyzeFn<M>, cpp: WriterFn<M>) -> Self {
        Pipeline { about: About::new(flag, description), analyze, cpp, rust: None, rust_check: None }
    }

    /// The same backend, checking `check` before writing Rust.
    pub const fn rust_checked(mut self, check: RustCheckFn<M>) -> Self {
        self.rust_check = Some(check);
        self
    }

    /// The same backend, with a Rust writer.
    pub const fn rust(mut self, rust: WriterFn<M>) -> Self {
        self.rust = Some(rust);
        self
    }

    about_builders!();
}

impl<M: Any + Send + Sync> Backend for Pipeline<M> {
    about_methods!();

    fn emit(&self, rk: &mut Records<'_>, opts: &Options, lang: Lang) -> Result<String> {
        // Refuse a missing writer before spending the analysis on it.
        let write = match lang {
            Lang::Cpp => self.cpp,
            Lang::Rust => self.rust.ok_or(Error::Unsupported { backend: self.about.flag, lang })?,
        };
        // The model depends on the records and on this backend's own
        // options only (not, e.g., on where a Rust tree's shared types live).
        let mut own = Options::default();
        for spec in self.about.options {
            if let Some(v) = opts.get(spec.name) {
                own.insert(spec.name, v.clone());
            }
        }
        let analyze = self.analyze;
        let model = rk.model_for(&own, |rk| analyze(rk, opts))?;
        rk.release_models();
        if let (Lang::Rust, Some(check)) = (lang, self.rust_check) {
            check(rk, &model, opts)?;
        }
        Ok(write(rk.keeper(), &model, opts))
    }
}
