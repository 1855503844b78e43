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

use std::path::{Path, PathBuf};

use crate::backend::{Backend, Lang, OptionError, OptionErrorKind, Options};
use crate::error::BuildError;
use crate::registry;
use crate::session::{builtin, check_runnable, partial_output_allowed, Input, Session};

/// One file to generate.
struct Output {
    backend: BackendRef,
    lang: Lang,
    file: PathBuf,
    /// Overrides [`Builder::options`] for this output.
    options: Option<Options>,
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
    options: Options,
    /// Options given by name ([`Builder::option`]), checked when run.
    named_options: Vec<(String, String)>,
    allow_partial: Option<bool>,
    outputs: Vec<Output>,
    out_dir: Option<PathBuf>,
    cargo: Option<bool>,
}

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
    /// The `cargo:rerun-if-changed`/`cargo:rerun-if-env-changed` lines,
    /// printed when running under cargo.
    pub directives: Vec<String>,
}

impl Builder {
    /// Starts a generation from the root `.td` file `input`.
    pub fn new(input: impl Into<PathBuf>) -> Self {
        Builder {
            input: input.into(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
            options: Options::default(),
            named_options: Vec::new(),
            allow_partial: None,
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

    /// Sets the backend options of every output that does not set its own
    /// ([`Builder::output_with`]).
    pub fn options(mut self, options: Options) -> Self {
        self.options = options;
        self
    }

    /// Sets the backend option `name` (as on `llvm-tblgen`'s command line,
    /// without dashes: `intrinsic-prefix`, `class`, ...) to `value` for every
    /// output that does not set its own options. An unknown name or a bad
    /// value fails [`Builder::run`] before anything is parsed.
    ///
    /// ```no_run
    /// use tablegen_build::{Builder, Lang};
    /// Builder::new("llvm/include/llvm/IR/Intrinsics.td")
    ///     .include_dir("llvm/include")
    ///     .option("intrinsic-prefix", "riscv")
    ///     .output("gen-intrinsic-enums", Lang::Rust, "intrinsics_riscv.rs")
    ///     .run_or_exit();
    /// ```
    pub fn option(mut self, name: &str, value: &str) -> Self {
        self.named_options.push((name.trim_start_matches('-').to_string(), value.to_string()));
        self
    }

    /// Lets backends that write only part of LLVM's C++ output run (default:
    /// whether [`registry::PARTIAL_OUTPUT_ENV`] is `1`).
    pub fn allow_partial_output(mut self, allow: bool) -> Self {
        self.allow_partial = Some(allow);
        self
    }

    /// Requests `file` (relative to the output directory) written by the
    /// built-in backend `flag` (e.g. `gen-searchable-tables`, or LLVM's
    /// spelling `-gen-searchable-tables`) in `lang`.
    pub fn output(mut self, flag: &str, lang: Lang, file: impl Into<PathBuf>) -> Self {
        self.outputs.push(Output {
            backend: BackendRef::Flag(flag.to_string()),
            lang,
            file: file.into(),
            options: None,
        });
        self
    }

    /// Like [`Builder::output`] with options of its own, so that one parse
    /// serves, say, the intrinsic enums of several targets:
    ///
    /// ```no_run
    /// use tablegen_build::backends::intrinsic_enums::INTRINSIC_PREFIX;
    /// use tablegen_build::{Builder, Lang, Options};
    /// let prefix = |p: &str| {
    ///     let mut o = Options::default();
    ///     o.set(&INTRINSIC_PREFIX, p).unwrap();
    ///     o
    /// };
    /// Builder::new("llvm/include/llvm/IR/Intrinsics.td")
    ///     .include_dir("llvm/include")
    ///     .output_with("gen-intrinsic-enums", Lang::Rust, "intrinsics_x86.rs", prefix("x86"))
    ///     .output_with("gen-intrinsic-enums", Lang::Rust, "intrinsics_riscv.rs", prefix("riscv"))
    ///     .run_or_exit();
    /// ```
    pub fn output_with(mut self, flag: &str, lang: Lang, file: impl Into<PathBuf>, options: Options) -> Self {
        self.outputs.push(Output {
            backend: BackendRef::Flag(flag.to_string()),
            lang,
            file: file.into(),
            options: Some(options),
        });
        self
    }

    /// Requests `file` written by a backend of your own.
    pub fn custom_output(mut self, backend: impl Backend + 'static, lang: Lang, file: impl Into<PathBuf>) -> Self {
        self.outputs.push(Output {
            backend: BackendRef::Custom(Box::new(backend)),
            lang,
            file: file.into(),
            options: None,
        });
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
    ///
    /// Under cargo (see [`Builder::cargo_directives`]) this prints
    /// [`Generated::directives`], also when the `.td` fails to parse, so that
    /// fixing the file reruns the build script.
    pub fn run(mut self) -> Result<Generated, BuildError> {
        let cargo = self.cargo.unwrap_or_else(|| std::env::var_os("OUT_DIR").is_some());
        // Everything that can be refused without the records is refused
        // before the parse, which can take seconds.
        for (name, value) in std::mem::take(&mut self.named_options) {
            let spec = registry::option(&name).ok_or(BuildError::Option(OptionError {
                option: name.clone(),
                reason: OptionErrorKind::UnknownOption,
            }))?;
            self.options.set(spec, &value).map_err(BuildError::Option)?;
        }
        let allow_partial = self.allow_partial.unwrap_or_else(partial_output_allowed);
        for out in &self.outputs {
            match &out.backend {
                BackendRef::Flag(flag) => check_runnable(builtin(flag)?, out.lang, allow_partial)?,
                BackendRef::Custom(b) => check_runnable(b.as_ref(), out.lang, allow_partial)?,
            }
        }
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or(BuildError::NoOutDir)?,
        };
        let input = Input::File(self.input.clone());
        let mut session = match Session::parse(&input, &self.include_dirs, &self.defines) {
            Ok(mut s) => {
                s.allow_partial_output(allow_partial);
                s
            }
            Err(e) => {
                if let (true, BuildError::Td { inputs, .. }) = (cargo, &e) {
                    for line in rerun_directives(self.out_dir.is_none(), inputs) {
                        println!("{line}");
                    }
                }
                return Err(e);
            }
        };
        let inputs: Vec<PathBuf> = session.files().iter().map(|f| f.path.clone()).collect();
        let mut generated =
            Generated { directives: rerun_directives(self.out_dir.is_none(), &inputs), inputs, ..Generated::default() };
        if cargo {
            for line in &generated.directives {
                println!("{line}");
            }
        }
        for out in &self.outputs {
            let options = out.options.as_ref().unwrap_or(&self.options);
            let text = match &out.backend {
                BackendRef::Flag(flag) => session.emit_builtin(flag, out.lang, options)?,
                BackendRef::Custom(b) => session.emit(b.as_ref(), out.lang, options)?,
            };
            let path = out_dir.join(&out.file);
            if write_if_changed(&path, text.as_bytes())? {
                generated.rewritten.push(path.clone());
            }
            generated.outputs.push(path);
        }
        generated.warnings = session.take_warnings();
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

/// The `cargo:` lines that make cargo rerun the build script when an input
/// changes: one `rerun-if-changed` per file read and, when the output
/// directory comes from the environment, `rerun-if-env-changed=OUT_DIR`.
fn rerun_directives(reads_out_dir: bool, inputs: &[PathBuf]) -> Vec<String> {
    let mut lines: Vec<String> = inputs.iter().map(|p| format!("cargo:rerun-if-changed={}", p.display())).collect();
    if reads_out_dir {
        lines.push("cargo:rerun-if-env-changed=OUT_DIR".to_string());
    }
    lines
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
