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
use std::time::{Duration, Instant};

use crate::backend::{Backend, Lang, OptionError, OptionErrorKind, Options, RUST_VOCABULARY};
use crate::error::BuildError;
use crate::registry;
use crate::support::progress;
use tablegen_core::cache::RecordCache;

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
    /// Module trees ([`Builder::rust_target`]): directory and backend flags.
    trees: Vec<(PathBuf, Vec<String>)>,
    out_dir: Option<PathBuf>,
    cargo: Option<bool>,
    record_cache: Option<PathBuf>,
    progress: Option<bool>,
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
    /// How long the parse took.
    pub parse_time: Duration,
    /// How long each output took (generation and writing), in the order of
    /// [`Generated::outputs`].
    pub output_times: Vec<Duration>,
}

/// How to make a build script's (or proc-macro's) tablegen-build fast, as the
/// warnings of slow runs say it.
pub const BUILD_OVERRIDE_HINT: &str = "add `[profile.dev.build-override]` with `opt-level = 3` to the workspace's \
                                       Cargo.toml to make it several times faster";

/// An unoptimized run slower than this explains itself through
/// `cargo:warning`, with the fix. An optimized run has nothing to fix,
/// however long a large target takes (every RISC-V module: about 11 s), and
/// cargo shows a build script's warnings again on builds that did not run
/// it: an optimized run is silent.
const SLOW_UNOPTIMIZED_RUN: Duration = Duration::from_secs(2);

/// Whether this crate was compiled without optimizations, as a build
/// script's dependencies (and proc-macros) are unless
/// `[profile.*.build-override]` says otherwise; the front end and backends
/// then run several times slower. Its build script records the profile's
/// `OPT_LEVEL`.
///
/// ```
/// // In this doctest the crate is a normal dependency, built with the
/// // test profile's optimization level.
/// let _slow: bool = tablegen_build::unoptimized();
/// ```
pub fn unoptimized() -> bool {
    option_env!("TABLEGEN_BUILD_OPT_LEVEL") == Some("0")
}

/// The `cargo:warning` lines of a slow run: where the time went and, when
/// this crate runs unoptimized, how to make it several times faster.
fn timing_report(input: &Path, g: &Generated, total: Duration, unoptimized: bool) -> Vec<String> {
    let mut parts = vec![format!("parse {:.1} s", g.parse_time.as_secs_f64())];
    for (path, t) in g.outputs.iter().zip(&g.output_times) {
        let name = path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into_owned());
        parts.push(format!("{name} {:.1} s", t.as_secs_f64()));
    }
    let mut lines =
        vec![format!("tablegen-build: {} took {:.1} s ({})", input.display(), total.as_secs_f64(), parts.join(", "))];
    if unoptimized {
        lines.push(format!(
            "tablegen-build: it ran unoptimized, as build-script dependencies are by default; {BUILD_OVERRIDE_HINT}"
        ));
    }
    lines
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
            trees: Vec::new(),
            out_dir: None,
            cargo: None,
            record_cache: None,
            progress: None,
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

    /// Requests the Rust modules of the backends `flags` as one module tree
    /// in the directory `dir` (relative to the output directory): one file
    /// per backend (`instr_info.rs` for `gen-instr-info`, ...) and a `mod.rs`
    /// that includes them and re-exports the types they share (`Opcode`,
    /// `Reg`, `SimpleValueType`, ...). Every shared type is defined once, by
    /// the backend that owns it, and the other modules use it: the
    /// searchable tables' instruction fields and the encoder's opcodes have
    /// type `Opcode` (see [`crate::backend::RUST_VOCABULARY`]).
    ///
    /// A tree may hold the modules of several roots: every builder that
    /// writes into the same directory adds its modules to the tree's
    /// `modules.txt`, from which `mod.rs` is written. `gen-vt`, for one,
    /// runs on `ValueTypes.td`, not on a target's root.
    ///
    /// A module that uses a type no module of the tree defines
    /// ([`crate::backend::Backend::rust_requires`]) brings the backend that
    /// defines it: `["gen-dag-isel"]` alone also writes `instr_info.rs`
    /// (`Opcode`), `register_info.rs` (`Reg`) and `vt.rs`
    /// (`SimpleValueType`, from the `llvm/CodeGen/ValueTypes.td` the root
    /// includes; a root that does not include it is
    /// [`BuildError::MissingModule`], one sentence saying what to add).
    ///
    /// ```no_run
    /// use tablegen_build::Builder;
    /// Builder::new("llvm/lib/Target/RISCV/RISCV.td")
    ///     .include_dir("llvm/include")
    ///     .include_dir("llvm/lib/Target/RISCV")
    ///     .rust_target("riscv", &["gen-instr-info", "gen-register-info", "gen-searchable-tables", "gen-emitter"])
    ///     .run_or_exit();
    /// Builder::new("llvm/include/llvm/CodeGen/ValueTypes.td")
    ///     .include_dir("llvm/include")
    ///     .rust_target("riscv", &["gen-vt"])
    ///     .run_or_exit();
    /// // src/lib.rs: pub mod riscv { include!(concat!(env!("OUT_DIR"), "/riscv/mod.rs")); }
    /// ```
    pub fn rust_target(mut self, dir: impl Into<PathBuf>, flags: &[&str]) -> Self {
        let mut list: Vec<String> = Vec::new();
        for f in flags {
            let f = f.trim_start_matches('-').to_string();
            if !list.contains(&f) {
                list.push(f);
            }
        }
        self.trees.push((dir.into(), list));
        self
    }

    /// Writes into `dir` instead of `$OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.out_dir = Some(dir.into());
        self
    }

    /// Keeps the evaluated records in `dir` and reuses them while the root,
    /// the include path, the macros and every file read are unchanged
    /// ([`tablegen_core::cache`]: the same cache as `tablegen
    /// --record-cache`). Useful when several build scripts, or repeated
    /// builds, parse the same large target; the outputs are the same either
    /// way. `dir` must exist; one that cannot be written means no caching.
    ///
    /// ```no_run
    /// use tablegen_build::{Builder, Lang};
    /// let cache = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("records");
    /// std::fs::create_dir_all(&cache).unwrap();
    /// Builder::new("td/Toy.td")
    ///     .include_dir("td")
    ///     .record_cache(cache)
    ///     .output("gen-searchable-tables", Lang::Rust, "toy_tables.rs")
    ///     .run_or_exit();
    /// ```
    pub fn record_cache(mut self, dir: impl Into<PathBuf>) -> Self {
        self.record_cache = Some(dir.into());
        self
    }

    /// Whether to print `cargo:rerun-if-changed` lines (default: when
    /// running under cargo, i.e. `OUT_DIR` is set).
    pub fn cargo_directives(mut self, on: bool) -> Self {
        self.cargo = Some(on);
        self
    }

    /// Whether to print progress lines on stderr (`tablegen: parsed
    /// RISCV.td [6.1 s]`, one per step: the parse, each output, the long
    /// phases of a big backend). By default they start in a build script
    /// once the run has taken 10 s ([`crate::support::progress::AUTO_AFTER`]);
    /// cargo shows them with `cargo build -vv` and keeps them in the
    /// build script's `output` file. `true` prints every step from the
    /// start, `false` none.
    ///
    /// ```no_run
    /// use tablegen_build::{Builder, Lang};
    /// Builder::new("td/Toy.td")
    ///     .include_dir("td")
    ///     .progress(true)
    ///     .output("gen-searchable-tables", Lang::Rust, "toy_tables.rs")
    ///     .run_or_exit();
    /// ```
    pub fn progress(mut self, on: bool) -> Self {
        self.progress = Some(on);
        self
    }

    /// Runs the generation; in a build script, prefer [`Builder::run_or_exit`].
    ///
    /// Under cargo (see [`Builder::cargo_directives`]) this prints
    /// [`Generated::directives`] once the `.td` has parsed. When it fails to
    /// parse, nothing goes to stdout, so that the diagnostic is what the user
    /// reads first (cargo reruns a failed build script in any case).
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
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or(BuildError::NoOutDir)?,
        };
        // Each tree is one output per backend, reading the shared types from
        // the tree's root; a module using a type no module of the tree
        // defines brings the backend that defines it.
        let mut tree_mods = Vec::new();
        let mut value_type_trees = Vec::new();
        for (dir, flags) in &self.trees {
            let mut options = self.options.clone();
            options.set(&RUST_VOCABULARY, "super").map_err(BuildError::Option)?;
            let existing = read_tree_manifest(&out_dir.join(dir).join("modules.txt"));
            let (flags, needs_value_types) = with_definers(flags, &existing)?;
            if needs_value_types {
                value_type_trees.push((dir.clone(), options.clone()));
            }
            let mut modules = Vec::new();
            for flag in &flags {
                let backend = builtin(flag)?;
                let module = tree_module_name(flag);
                self.outputs.push(Output {
                    backend: BackendRef::Flag(flag.clone()),
                    lang: Lang::Rust,
                    file: dir.join(format!("{module}.rs")),
                    options: Some(options.clone()),
                });
                modules.push((module, backend));
            }
            tree_mods.push((dir.clone(), modules));
        }
        let allow_partial = self.allow_partial.unwrap_or_else(partial_output_allowed);
        for out in &self.outputs {
            match &out.backend {
                BackendRef::Flag(flag) => check_runnable(builtin(flag)?, out.lang, allow_partial)?,
                BackendRef::Custom(b) => check_runnable(b.as_ref(), out.lang, allow_partial)?,
            }
        }
        match self.progress {
            Some(true) => progress::enable(Duration::ZERO),
            None if cargo => progress::enable(progress::AUTO_AFTER),
            _ => {}
        }
        let input = Input::File(self.input.clone());
        let started = Instant::now();
        let parsed = match &self.record_cache {
            Some(dir) => Session::parse_with_cache(&input, &self.include_dirs, &self.defines, &RecordCache::new(dir)),
            None => Session::parse(&input, &self.include_dirs, &self.defines),
        };
        let mut session = match parsed {
            Ok(mut s) => {
                s.allow_partial_output(allow_partial);
                s
            }
            // Nothing goes to stdout: cargo shows a failed build script's
            // stdout before its stderr, and the diagnostic should come
            // first. Cargo runs a failed build script again anyway.
            Err(e) => return Err(e),
        };
        let inputs: Vec<PathBuf> = session.files().iter().map(|f| f.path.clone()).collect();
        let mut generated = Generated {
            directives: rerun_directives(self.out_dir.is_none(), &inputs),
            inputs,
            parse_time: started.elapsed(),
            ..Generated::default()
        };
        if cargo {
            for line in &generated.directives {
                println!("{line}");
            }
        }
        progress::step(|| format!("parsed {}", self.input.display()));
        for out in &self.outputs {
            let output_started = Instant::now();
            progress::step(|| format!("writing {}", out.file.display()));
            let options = out.options.as_ref().unwrap_or(&self.options);
            let text = match &out.backend {
                BackendRef::Flag(flag) => session.emit_builtin(flag, out.lang, options)?,
                BackendRef::Custom(b) => session.emit(b.as_ref(), out.lang, options)?,
            };
            let bytes = out.lang.output_bytes(text);
            let path = out_dir.join(&out.file);
            if write_if_changed(&path, &bytes)? {
                generated.rewritten.push(path.clone());
            }
            generated.outputs.push(path);
            generated.output_times.push(output_started.elapsed());
            progress::step(|| {
                format!("wrote {} in {:.1} s", out.file.display(), output_started.elapsed().as_secs_f64())
            });
        }
        // `gen-vt` reads `ValueTypes.td` alone (a target's records hold
        // anonymous value types it refuses): the one this parse included.
        for (dir, options) in &value_type_trees {
            let Some(vt_td) = session.files().iter().map(|f| f.path.clone()).find(|p| p.ends_with(VALUE_TYPES_TD))
            else {
                return Err(BuildError::MissingModule {
                    ty: "SimpleValueType".into(),
                    definer: "gen-vt".into(),
                    why: format!(
                        "{} does not include {VALUE_TYPES_TD}; add a Builder on it with .rust_target({:?}, &[\"gen-vt\"])",
                        self.input.display(),
                        dir.display()
                    ),
                });
            };
            let mut vt_session = Session::parse(&Input::File(vt_td.clone()), &self.include_dirs, &self.defines)?;
            let text = vt_session.emit_builtin("gen-vt", Lang::Rust, options)?;
            let path = out_dir.join(dir).join("vt.rs");
            if write_if_changed(&path, &Lang::Rust.output_bytes(text))? {
                generated.rewritten.push(path.clone());
            }
            generated.outputs.push(path);
            if let Some((_, modules)) = tree_mods.iter_mut().find(|(d, _)| d == dir) {
                modules.push(("vt".to_string(), builtin("gen-vt")?));
            }
            if cargo {
                for line in rerun_directives(self.out_dir.is_none(), &[vt_td]) {
                    println!("{line}");
                }
            }
        }
        for (dir, modules) in &tree_mods {
            let dir = out_dir.join(dir);
            let manifest = dir.join("modules.txt");
            let mut entries = read_tree_manifest(&manifest);
            for (module, backend) in modules {
                entries.retain(|e| e.module != *module);
                entries.push(TreeModule {
                    module: module.clone(),
                    flag: backend.flag().to_string(),
                    description: backend.description().to_string(),
                    types: backend.rust_vocabulary().iter().map(|t| t.to_string()).collect(),
                    input: self.input.file_name().map_or_else(String::new, |f| f.to_string_lossy().into_owned()),
                });
            }
            entries.sort_by(|a, b| a.module.cmp(&b.module));
            for (path, text) in [(manifest, write_tree_manifest(&entries)), (dir.join("mod.rs"), tree_mod_rs(&entries))]
            {
                if write_if_changed(&path, text.as_bytes())? {
                    generated.rewritten.push(path.clone());
                }
                generated.outputs.push(path);
            }
        }
        generated.warnings = session.take_warnings();
        if cargo {
            for l in generated.warnings.lines().filter(|l| !l.trim().is_empty()) {
                println!("cargo:warning={l}");
            }
            let total = started.elapsed();
            if unoptimized() && total > SLOW_UNOPTIMIZED_RUN {
                for l in timing_report(&self.input, &generated, total, unoptimized()) {
                    println!("cargo:warning={l}");
                }
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

/// Where `gen-vt`'s input is, under an include directory.
const VALUE_TYPES_TD: &str = "llvm/CodeGen/ValueTypes.td";

/// `flags` and the backends that define the shared types their modules
/// use and neither they nor the tree's `existing` modules define, and
/// whether `SimpleValueType` is one (`gen-vt`, which runs on its own file).
fn with_definers(flags: &[String], existing: &[TreeModule]) -> Result<(Vec<String>, bool), BuildError> {
    let mut flags = flags.to_vec();
    let mut defined: Vec<String> = existing
        .iter()
        .filter(|e| !flags.iter().any(|f| tree_module_name(f) == e.module))
        .flat_map(|e| e.types.iter().cloned())
        .collect();
    for f in &flags {
        defined.extend(builtin(f)?.rust_vocabulary().iter().map(|t| t.to_string()));
    }
    let mut value_types = false;
    let mut i = 0;
    while i < flags.len() {
        let user = builtin(&flags[i])?;
        for ty in user.rust_requires() {
            if defined.iter().any(|d| d == ty) {
                continue;
            }
            let definer = crate::registry::actions()
                .filter_map(|a| a.backend)
                .find(|b| b.rust_vocabulary().contains(ty))
                .ok_or_else(|| BuildError::MissingModule {
                    ty: ty.to_string(),
                    definer: String::new(),
                    why: format!("-{}'s Rust uses it and no backend defines it", user.flag()),
                })?;
            defined.extend(definer.rust_vocabulary().iter().map(|t| t.to_string()));
            if definer.flag() == "gen-vt" {
                value_types = true;
            } else {
                flags.push(definer.flag().to_string());
            }
        }
        i += 1;
    }
    Ok((flags, value_types))
}

/// A backend's module in a tree: its flag without `gen-`, in snake case.
fn tree_module_name(flag: &str) -> String {
    flag.trim_start_matches('-').trim_start_matches("gen-").replace('-', "_")
}

/// One module of a tree, as its `modules.txt` lists it.
struct TreeModule {
    module: String,
    flag: String,
    description: String,
    types: Vec<String>,
    input: String,
}

/// The modules a tree holds so far (none if the manifest is missing).
fn read_tree_manifest(path: &Path) -> Vec<TreeModule> {
    let Ok(text) = std::fs::read_to_string(path) else { return Vec::new() };
    text.lines()
        .filter_map(|line| {
            let mut f = line.split('\t');
            let (module, flag, types, input, description) = (f.next()?, f.next()?, f.next()?, f.next()?, f.next()?);
            Some(TreeModule {
                module: module.to_string(),
                flag: flag.to_string(),
                description: description.to_string(),
                types: types.split(',').filter(|t| !t.is_empty()).map(str::to_string).collect(),
                input: input.to_string(),
            })
        })
        .collect()
}

fn write_tree_manifest(entries: &[TreeModule]) -> String {
    let mut s = String::new();
    for e in entries {
        s.push_str(&format!("{}\t{}\t{}\t{}\t{}\n", e.module, e.flag, e.types.join(","), e.input, e.description));
    }
    s
}

/// The root of a module tree: the modules (each `include!`d from the file
/// beside it, which keeps the tree relocatable) and the shared types.
fn tree_mod_rs(entries: &[TreeModule]) -> String {
    let mut inputs: Vec<&str> = entries.iter().map(|e| e.input.as_str()).collect();
    inputs.sort_unstable();
    inputs.dedup();
    let mut s = format!(
        "// The Rust modules of {}, one per backend, as one tree\n//\n// Automatically generated file, do not edit!\n\n",
        inputs.join(", ")
    );
    for e in entries {
        s.push_str(&format!(
            "/// `-{}` on `{}`: {}.\npub mod {} {{\n    include!(\"{}.rs\");\n}}\n",
            e.flag, e.input, e.description, e.module, e.module
        ));
    }
    let shared: Vec<&TreeModule> = entries.iter().filter(|e| !e.types.is_empty()).collect();
    if !shared.is_empty() {
        // A tree in a private module of a binary need not use every type.
        s.push_str("\n// The types the modules share, each defined once.\n");
        for e in shared {
            s.push_str(&format!("#[allow(unused_imports)]\npub use {}::{{{}}};\n", e.module, e.types.join(", ")));
        }
    }
    s
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
    crate::support::output::write_atomic(path, bytes)
        .map_err(|e| BuildError::Io { path: path.to_path_buf(), error: e.into_io() })?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_runs_report_each_phase_and_the_hint_when_unoptimized() {
        let g = Generated {
            outputs: vec![PathBuf::from("out/tables.rs"), PathBuf::from("out/X.inc")],
            parse_time: Duration::from_millis(9_100),
            output_times: vec![Duration::from_millis(2_000), Duration::from_millis(1_950)],
            ..Generated::default()
        };
        let total = Duration::from_millis(13_050);
        let lines = timing_report(Path::new("td/RISCV.td"), &g, total, true);
        assert_eq!(lines[0], "tablegen-build: td/RISCV.td took 13.1 s (parse 9.1 s, tables.rs 2.0 s, X.inc 1.9 s)");
        assert!(lines[1].contains("[profile.dev.build-override]") && lines[1].contains("opt-level = 3"));
        assert_eq!(timing_report(Path::new("td/RISCV.td"), &g, total, false).len(), 1);
    }
}
