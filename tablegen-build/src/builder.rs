//! Running backends from a `build.rs`: parse one root `.td` once, write any
//! number of outputs (backend × language × file), tell cargo what to watch.
//!
//! ```no_run
//! // build.rs
//! use tablegen_build::{Builder, Lang};
//! fn main() {
//!     Builder::new("td/MyTarget.td")
//!         .include_dir("td")
//!         .output("gen-searchable-tables", Lang::Rust, "tables.rs")
//!         .output("gen-searchable-tables", Lang::Cpp, "MyTargetGenSearchableTables.inc")
//!         .run_or_exit();
//! }
//! // src/lib.rs: mod tables { include!(concat!(env!("OUT_DIR"), "/tables.rs")); }
//! ```

use std::fmt;
use std::path::{Path, PathBuf};

use tablegen_core::parser::{flush_diagnostics, parse_file_with_deps, ParseOptions};

use crate::backend::{self, Backend, BackendOptions, Lang};

/// One file to generate.
struct Output {
    backend: BackendRef,
    lang: Lang,
    file: PathBuf,
}

enum BackendRef {
    Flag(String),
    Custom(Box<dyn Backend>),
}

/// Configures and runs a TableGen generation (see the module docs).
pub struct Builder {
    input: PathBuf,
    include_dirs: Vec<PathBuf>,
    defines: Vec<String>,
    options: BackendOptions,
    outputs: Vec<Output>,
    out_dir: Option<PathBuf>,
    cargo: Option<bool>,
}

/// Why a generation failed.
#[derive(Debug)]
pub enum BuildError {
    /// The `.td` input did not parse or evaluate; `diagnostics` holds
    /// llvm-tblgen's messages (`file:line:col: error: ...`, source line, caret).
    Td {
        /// The rendered diagnostics.
        diagnostics: String,
    },
    /// A backend reported errors (rendered like [`BuildError::Td`]).
    Backend {
        /// The backend's flag.
        backend: String,
        /// The rendered diagnostics.
        diagnostics: String,
    },
    /// No built-in backend has this flag.
    UnknownBackend(String),
    /// The backend cannot write this language.
    Unsupported(backend::Error),
    /// Reading the input or writing an output failed.
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        error: std::io::Error,
    },
    /// No output directory: neither [`Builder::out_dir`] nor `OUT_DIR`.
    NoOutDir,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Td { diagnostics } => f.write_str(diagnostics.trim_end()),
            BuildError::Backend { backend, diagnostics } => {
                write!(f, "backend -{backend} failed:\n{}", diagnostics.trim_end())
            }
            BuildError::UnknownBackend(b) => write!(f, "unknown backend -{b}"),
            BuildError::Unsupported(e) => e.fmt(f),
            BuildError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            BuildError::NoOutDir => f.write_str("no output directory: set Builder::out_dir or run from build.rs"),
        }
    }
}

impl std::error::Error for BuildError {}

/// What a successful run produced.
#[derive(Debug, Clone, Default)]
pub struct Generated {
    /// Every file the front end read: the root `.td` and all includes.
    pub inputs: Vec<PathBuf>,
    /// The outputs, in the order they were requested.
    pub outputs: Vec<PathBuf>,
    /// The outputs whose bytes changed (and were therefore rewritten).
    pub rewritten: Vec<PathBuf>,
    /// Warnings the front end or a backend printed.
    pub warnings: String,
}

impl Builder {
    /// Starts a generation from the root `.td` file `input`.
    pub fn new(input: impl Into<PathBuf>) -> Self {
        Builder {
            input: input.into(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
            options: BackendOptions::default(),
            outputs: Vec::new(),
            out_dir: None,
            cargo: None,
        }
    }

    /// Adds an include directory (`-I`).
    pub fn include_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.include_dirs.push(dir.into());
        self
    }

    /// Defines a preprocessor macro (`-D`).
    pub fn define(mut self, name: impl Into<String>) -> Self {
        self.defines.push(name.into());
        self
    }

    /// Sets the backend options (`-intrinsic-prefix=`, `-class=`).
    pub fn options(mut self, options: BackendOptions) -> Self {
        self.options = options;
        self
    }

    /// Requests `file` (relative to the output directory) written by the
    /// built-in backend `flag` (e.g. `gen-searchable-tables`) in `lang`.
    pub fn output(mut self, flag: &str, lang: Lang, file: impl Into<PathBuf>) -> Self {
        self.outputs.push(Output { backend: BackendRef::Flag(flag.to_string()), lang, file: file.into() });
        self
    }

    /// Requests `file` written by a backend of your own.
    pub fn custom_output(mut self, backend: impl Backend + 'static, lang: Lang, file: impl Into<PathBuf>) -> Self {
        self.outputs.push(Output { backend: BackendRef::Custom(Box::new(backend)), lang, file: file.into() });
        self
    }

    /// Writes into `dir` instead of `$OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.out_dir = Some(dir.into());
        self
    }

    /// Whether to print `cargo:rerun-if-changed` lines (default: when
    /// running under cargo, i.e. `OUT_DIR` is set).
    pub fn cargo_directives(mut self, on: bool) -> Self {
        self.cargo = Some(on);
        self
    }

    /// Runs the generation; in a build script, prefer [`Builder::run_or_exit`].
    pub fn run(self) -> Result<Generated, BuildError> {
        let cargo = self.cargo.unwrap_or_else(|| std::env::var_os("OUT_DIR").is_some());
        if cargo {
            println!("cargo:rerun-if-env-changed=OUT_DIR");
        }
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or(BuildError::NoOutDir)?,
        };
        let popts = ParseOptions {
            include_dirs: self.include_dirs.iter().map(|d| d.to_string_lossy().into_owned()).collect(),
            macros: self.defines.clone(),
            no_warn_on_unused_template_args: false,
            stream_diagnostics: false,
        };
        let input = self.input.to_string_lossy().into_owned();
        let parsed = parse_file_with_deps(&input, &popts);
        let (mut rk, deps) = match parsed {
            Ok(x) => x,
            Err(fail) => {
                if cargo {
                    print_rerun(&self.input, &fail.dependencies);
                }
                let mut diagnostics = fail.diagnostics.clone();
                if let Some(m) = &fail.io_error {
                    diagnostics.push_str(m);
                }
                return Err(BuildError::Td { diagnostics });
            }
        };
        if cargo {
            print_rerun(&self.input, &deps);
        }
        let mut generated = Generated::default();
        generated.inputs.push(self.input.clone());
        generated.inputs.extend(deps.iter().map(PathBuf::from));
        let take_diags = |rk: &mut tablegen_core::RecordKeeper| {
            flush_diagnostics(rk);
            rk.source.as_mut().map(|s| s.take_diagnostics()).unwrap_or_default()
        };
        generated.warnings.push_str(&take_diags(&mut rk));
        for out in &self.outputs {
            let (flag, b): (String, &dyn Backend) = match &out.backend {
                BackendRef::Flag(f) => {
                    (f.clone(), backend::find(f).ok_or_else(|| BuildError::UnknownBackend(f.clone()))?)
                }
                BackendRef::Custom(b) => (b.flag().to_string(), b.as_ref()),
            };
            let text = match b.emit(&mut rk, &self.options, out.lang) {
                Ok(t) => t,
                Err(backend::Error::Reported) => {
                    return Err(BuildError::Backend { backend: flag, diagnostics: take_diags(&mut rk) })
                }
                Err(e) => return Err(BuildError::Unsupported(e)),
            };
            let errors = rk.source.as_ref().map_or(0, |s| s.error_count());
            let diags = take_diags(&mut rk);
            if errors > 0 {
                return Err(BuildError::Backend { backend: flag, diagnostics: diags });
            }
            generated.warnings.push_str(&diags);
            let path = out_dir.join(&out.file);
            if write_if_changed(&path, text.as_bytes())? {
                generated.rewritten.push(path.clone());
            }
            generated.outputs.push(path);
        }
        if cargo {
            for l in generated.warnings.lines().filter(|l| !l.trim().is_empty()) {
                println!("cargo:warning={l}");
            }
        }
        Ok(generated)
    }

    /// Runs the generation; on failure prints the diagnostics the way cargo
    /// shows build-script errors and exits with status 1.
    pub fn run_or_exit(self) -> Generated {
        match self.run() {
            Ok(g) => g,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1)
            }
        }
    }
}

fn print_rerun(input: &Path, deps: &[String]) {
    println!("cargo:rerun-if-changed={}", input.display());
    for d in deps {
        println!("cargo:rerun-if-changed={d}");
    }
}

/// Writes `bytes` to `path` unless it already holds exactly them, so that
/// unchanged outputs keep their timestamps. Returns whether it wrote.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("tg-wic-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let p = dir.join("x.inc");
/// assert!(tablegen_build::builder::write_if_changed(&p, b"a").unwrap());
/// assert!(!tablegen_build::builder::write_if_changed(&p, b"a").unwrap());
/// ```
pub fn write_if_changed(path: &Path, bytes: &[u8]) -> Result<bool, BuildError> {
    if let Ok(old) = std::fs::read(path) {
        if old == bytes {
            return Ok(false);
        }
    }
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|error| BuildError::Io { path: parent.to_path_buf(), error })?;
    }
    std::fs::write(path, bytes).map_err(|error| BuildError::Io { path: path.to_path_buf(), error })?;
    Ok(true)
}
