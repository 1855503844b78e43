//! The backend interface, the bottom layer of the crate: what every
//! generator implements ([`Backend`]), the options it declares
//! ([`OptionSpec`]) and receives ([`Options`]), the read-only view of the
//! records it works on with the sink its diagnostics go to ([`Records`]),
//! and how it reports that it failed ([`Error`]).
//!
//! Nothing here knows any particular backend; the list of built-in
//! backends is [`crate::registry`].

mod about;
mod options;
mod pipeline;
mod records;

use std::fmt;

pub use about::About;
use about::{about_builders, about_methods};
pub use options::{
    parse_bool, OptionError, OptionErrorKind, OptionKind, OptionSpec, OptionValue, Options, DEFAULT_RUST_RUNTIME,
    RUST_RUNTIME, RUST_VOCABULARY,
};
pub use pipeline::{AnalyzeFn, Pipeline, RustCheckFn, WriterFn};
pub use records::{Diagnostic, Models, Records};

/// The language a backend writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// LLVM's C++ `.inc` text, byte-identical to `llvm-tblgen` 19.
    Cpp,
    /// An equivalent Rust module (`no_std`, no dependencies).
    Rust,
}

impl Lang {
    /// The bytes to write for a writer's `text` in this language. TableGen
    /// strings are bytes and need not be UTF-8; in text such a string
    /// appears as its text form ([`tablegen_core::intern::escape`]), which
    /// C++ gets back as the bytes llvm-tblgen writes. Rust stays text (a
    /// Rust source file is UTF-8).
    ///
    /// ```
    /// use tablegen_build::Lang;
    /// let text = tablegen_core::intern::escape(b"\"a\xff\"").into_owned();
    /// assert_eq!(Lang::Cpp.output_bytes(text.clone()), b"\"a\xff\"");
    /// assert_eq!(Lang::Rust.output_bytes(text.clone()), text.as_bytes());
    /// ```
    pub fn output_bytes(self, text: String) -> Vec<u8> {
        match self {
            Lang::Cpp => tablegen_core::intern::unescape_owned(text),
            Lang::Rust => text.into_bytes(),
        }
    }
}

/// Why a backend produced no output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The backend reported diagnostics through [`Records`]; the caller
    /// renders them with the source manager.
    Reported,
    /// The backend has no writer for this language.
    Unsupported {
        /// The backend's flag, without the leading dash.
        backend: &'static str,
        /// The language asked for.
        lang: Lang,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Reported => f.write_str("the backend reported errors"),
            Error::Unsupported { backend, lang } => {
                write!(f, "backend -{backend} has no {lang:?} writer")
            }
        }
    }
}

impl std::error::Error for Error {}

/// Shorthand for backend results.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A TableGen backend: reads the evaluated records, writes one output file.
///
/// Implement it to add a generator of your own; the CLI and the build API
/// run it like the built-in ones.
///
/// ```
/// use tablegen_build::backend::{Backend, Lang, Options, Records, Result};
///
/// struct CountDefs;
/// impl Backend for CountDefs {
///     fn flag(&self) -> &'static str { "count-defs" }
///     fn description(&self) -> &'static str { "Count the definitions" }
///     fn emit(&self, rk: &mut Records<'_>, _: &Options, _: Lang) -> Result<String> {
///         Ok(format!("{}\n", rk.num_defs()))
///     }
/// }
/// let mut rk = tablegen_core::parse_str("t.td", "def A; def B;").unwrap();
/// let text = CountDefs.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp);
/// assert_eq!(text.unwrap(), "2\n");
/// ```
pub trait Backend: Sync {
    /// The `llvm-tblgen` action flag without its dash, e.g. `gen-vt`.
    fn flag(&self) -> &'static str;
    /// One line for `--help`.
    fn description(&self) -> &'static str;
    /// The options this backend reads (LLVM's `cl::opt`s of its source
    /// file). The CLI, [`crate::Builder`] and the macros accept them.
    fn options(&self) -> &'static [OptionSpec] {
        &[]
    }
    /// The languages [`Backend::emit`] supports.
    fn languages(&self) -> &'static [Lang] {
        &[Lang::Cpp]
    }
    /// The Rust types this backend's module defines for the other modules
    /// of the same target (e.g. `Opcode`): a module tree
    /// ([`crate::Builder::rust_target`]) re-exports them at its root, where
    /// the other modules find them ([`RUST_VOCABULARY`]).
    fn rust_vocabulary(&self) -> &'static [&'static str] {
        &[]
    }
    /// The shared types this backend's module uses in a module tree (e.g.
    /// `-gen-dag-isel`'s `Opcode`, `Reg` and `SimpleValueType`): a tree that
    /// holds it must hold the modules that define them, which
    /// [`crate::Builder::rust_target`] adds when they are missing.
    fn rust_requires(&self) -> &'static [&'static str] {
        &[]
    }
    /// The `#ifdef` sections of LLVM's output that this backend does not
    /// write yet, if it writes only some of them; empty for a complete
    /// backend. Callers refuse to run an incomplete backend unless the user
    /// asked for sections that exist (see [`crate::registry::Incomplete`]).
    fn missing_sections(&self) -> &'static [&'static str] {
        &[]
    }
    /// Runs the backend. Diagnostics go to `rk`'s sink; an
    /// `Err(Error::Reported)` means at least one error was reported.
    fn emit(&self, rk: &mut Records<'_>, opts: &Options, lang: Lang) -> Result<String>;
    /// Runs the backend for its exact output bytes. The same as
    /// The output as bytes, as `llvm-tblgen` writes it: [`Backend::emit`]'s
    /// text through [`Lang::output_bytes`].
    fn emit_bytes(&self, rk: &mut Records<'_>, opts: &Options, lang: Lang) -> Result<Vec<u8>> {
        self.emit(rk, opts, lang).map(|text| lang.output_bytes(text))
    }
    /// Whether [`Backend::emit_to`] writes the output while making it, so
    /// that a caller with a file to fill should prefer it to
    /// [`Backend::emit_bytes`] (which holds the whole output at once).
    fn streams(&self, _lang: Lang) -> bool {
        false
    }
    /// Runs the backend and writes its output ([`Backend::emit_bytes`]'s
    /// bytes) to `sink`: the outer error is the backend's, the inner one
    /// the sink's, after which nothing more is written. A backend that
    /// [`streams`](Backend::streams) may have written part of its output
    /// before an error; the default writes only after a success.
    ///
    /// ```
    /// use tablegen_build::backend::{Backend, Records};
    /// use tablegen_build::Lang;
    /// let mut rk = tablegen_core::parse_str("t.td", "def d;\n").unwrap();
    /// let mut records = Records::new(&mut rk);
    /// let backend = tablegen_build::registry::find("print-records").unwrap();
    /// let mut out = Vec::new();
    /// backend.emit_to(&mut records, &Default::default(), Lang::Cpp, &mut out).unwrap().unwrap();
    /// assert!(out.ends_with(b"def d {\n}\n"));
    /// ```
    fn emit_to(
        &self,
        rk: &mut Records<'_>,
        opts: &Options,
        lang: Lang,
        sink: &mut dyn std::io::Write,
    ) -> Result<std::io::Result<()>> {
        emit_then_write(self, rk, opts, lang, sink)
    }
}

/// [`Backend::emit_to`] for a backend that does not stream: the whole
/// output is made, then written.
fn emit_then_write<B: Backend + ?Sized>(
    backend: &B,
    rk: &mut Records<'_>,
    opts: &Options,
    lang: Lang,
    sink: &mut dyn std::io::Write,
) -> Result<std::io::Result<()>> {
    backend.emit_bytes(rk, opts, lang).map(|bytes| sink.write_all(&bytes))
}

/// A writer: the records and the options in, the text out.
pub type WriteFn = fn(&mut Records<'_>, &Options) -> Result<String>;

/// A writer whose output is bytes (see [`Backend::emit_bytes`]).
pub type BytesFn = fn(&mut Records<'_>, &Options) -> Result<Vec<u8>>;

/// A writer that writes its output bytes to a sink as it makes them (see
/// [`Backend::emit_to`]).
pub type StreamFn = fn(&mut Records<'_>, &Options, &mut dyn std::io::Write) -> Result<std::io::Result<()>>;

/// A backend made of plain functions, one per language.
pub struct FnBackend {
    /// Its flag, description, options and the rest.
    pub about: About,
    /// The C++ writer.
    pub cpp: WriteFn,
    /// The Rust writer, if the backend has one.
    pub rust: Option<WriteFn>,
    /// The exact-bytes form of the C++ writer, for outputs that print
    /// TableGen strings as written ([`Backend::emit_bytes`]); `cpp` is then
    /// its lossy text.
    pub cpp_bytes: Option<BytesFn>,
    /// The streaming form of the C++ writer, for outputs too big to hold
    /// whole ([`Backend::emit_to`]).
    pub cpp_stream: Option<StreamFn>,
}

impl FnBackend {
    /// A complete C++-only backend without options.
    pub const fn cpp(flag: &'static str, description: &'static str, cpp: WriteFn) -> Self {
        FnBackend { about: About::new(flag, description), cpp, rust: None, cpp_bytes: None, cpp_stream: None }
    }

    /// A C++-only backend whose output is exact bytes (`bytes`), with
    /// `text` its lossy form for [`Backend::emit`].
    pub const fn cpp_bytes(flag: &'static str, description: &'static str, text: WriteFn, bytes: BytesFn) -> Self {
        let mut b = FnBackend::cpp(flag, description, text);
        b.cpp_bytes = Some(bytes);
        b
    }

    /// A complete backend with C++ and Rust writers and no options.
    pub const fn both(flag: &'static str, description: &'static str, cpp: WriteFn, rust: WriteFn) -> Self {
        let mut b = FnBackend::cpp(flag, description, cpp);
        b.rust = Some(rust);
        b
    }

    /// The same backend, whose C++ output `stream` also writes as it
    /// makes it.
    pub const fn streamed(mut self, stream: StreamFn) -> Self {
        self.cpp_stream = Some(stream);
        self
    }

    about_builders!();
}

impl Backend for FnBackend {
    about_methods!();

    fn emit(&self, rk: &mut Records<'_>, opts: &Options, lang: Lang) -> Result<String> {
        match lang {
            Lang::Cpp => (self.cpp)(rk, opts),
            Lang::Rust => match self.rust {
                Some(f) => f(rk, opts),
                None => Err(Error::Unsupported { backend: self.about.flag, lang }),
            },
        }
    }
    fn emit_bytes(&self, rk: &mut Records<'_>, opts: &Options, lang: Lang) -> Result<Vec<u8>> {
        match (lang, self.cpp_bytes) {
            (Lang::Cpp, Some(f)) => f(rk, opts),
            _ => self.emit(rk, opts, lang).map(|text| lang.output_bytes(text)),
        }
    }
    fn streams(&self, lang: Lang) -> bool {
        lang == Lang::Cpp && self.cpp_stream.is_some()
    }
    fn emit_to(
        &self,
        rk: &mut Records<'_>,
        opts: &Options,
        lang: Lang,
        sink: &mut dyn std::io::Write,
    ) -> Result<std::io::Result<()>> {
        match (lang, self.cpp_stream) {
            (Lang::Cpp, Some(f)) => f(rk, opts, sink),
            _ => emit_then_write(self, rk, opts, lang, sink),
        }
    }
}
