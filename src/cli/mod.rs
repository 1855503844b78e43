//! The `tablegen` command line: a drop-in for `llvm-tblgen` (same flags, same
//! output, same diagnostics, same exit codes).
//!
//! [`table`] lists every option, [`args`] reads the command line by the
//! rules of LLVM's `cl` library, [`help`] prints `--help` and `--version`,
//! and [`run`] runs the backend.

pub mod args;
pub mod help;
pub mod table;

use std::ffi::OsString;
use std::mem::ManuallyDrop;
use std::path::{Path, PathBuf};

use std::io::Write as _;
use std::time::{Duration, Instant};

use tablegen_build::backend::{Backend, Error, Lang, Options as BackendOptions, Records};
use tablegen_build::support::output::{write_atomic, StagedFile, WriteError};
use tablegen_core::cache::RecordCache;
use tablegen_core::parser::{flush_diagnostics, parse_file_with_deps, ParseOptions};
use tablegen_core::source::{io_error_message, os_bytes};

/// Parsed command-line options.
pub struct Options {
    /// The backend to run.
    pub action: &'static dyn Backend,
    /// `--rust`: write the backend's Rust module instead of C++.
    pub lang: Lang,
    /// Backend options (`-intrinsic-prefix=`, `-class=`, ...), as declared
    /// by the backends.
    pub backend: BackendOptions,
    /// Input `.td` (`-` for stdin).
    pub input: OsString,
    /// Output file (`-` for stdout).
    pub output: OsString,
    /// Depfile (`-d`).
    pub depfile: Option<OsString>,
    /// `-I` directories in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` macros.
    pub macros: Vec<String>,
    /// `--write-if-changed`.
    pub write_if_changed: bool,
    /// `--time-phases`.
    pub time_phases: bool,
    /// `--progress`: progress lines on stderr.
    pub progress: bool,
    /// `--no-warn-on-unused-template-args`.
    pub no_warn_unused_template_args: bool,
    /// `--record-cache DIR` (empty: no cache, whatever
    /// `TABLEGEN_RECORD_CACHE` says).
    pub record_cache: Option<OsString>,
    /// What the command line printed to standard error while being read and
    /// still ran (a response file that includes itself).
    pub notes: String,
}

impl Options {
    /// LLVM's defaults: `-print-records` from standard input to standard
    /// output.
    fn new() -> Options {
        Options {
            action: &tablegen_build::backends::records::PRINT_RECORDS,
            lang: Lang::Cpp,
            backend: BackendOptions::default(),
            input: "-".into(),
            output: "-".into(),
            depfile: None,
            include_dirs: Vec::new(),
            macros: Vec::new(),
            write_if_changed: false,
            time_phases: false,
            progress: false,
            no_warn_unused_template_args: false,
            record_cache: None,
            notes: String::new(),
        }
    }
}

struct Phases {
    enabled: bool,
    rows: Vec<(&'static str, Duration)>,
}

impl Phases {
    fn time<T>(&mut self, name: &'static str, f: impl FnOnce() -> T) -> T {
        let t = Instant::now();
        let r = f();
        if self.enabled {
            self.rows.push((name, t.elapsed()));
        }
        r
    }

    fn report(&self) {
        if !self.enabled {
            return;
        }
        let total: f64 = self.rows.iter().map(|r| r.1.as_secs_f64()).sum();
        let mut e = std::io::stderr().lock();
        let _ = writeln!(e, "===-------------------------------------------------------------------------===");
        let _ = writeln!(e, "                             TableGen Phase Timing");
        let _ = writeln!(e, "===-------------------------------------------------------------------------===");
        let _ = writeln!(e, "  Total Execution Time: {total:.4} seconds\n");
        let _ = writeln!(e, "   ---Wall Time---  --- Name ---");
        for (name, d) in &self.rows {
            let s = d.as_secs_f64();
            let pct = if total > 0.0 { 100.0 * s / total } else { 0.0 };
            let _ = writeln!(e, "   {s:.4} ({pct:5.1}%)  {name}");
        }
        let _ = writeln!(e, "   {total:.4} (100.0%)  Total\n");
    }
}

/// Runs the tool; returns the process exit code. `argv0` is used in
/// messages the way LLVM uses its program name.
pub fn run(argv0: &str, args: Vec<OsString>) -> i32 {
    run_with(argv0, args, Hooks::default())
}

/// What a program adds to [`run_with`]: choices that are the whole
/// process's, which the library leaves to the program (the `tablegen`
/// binary's allocator, say).
///
/// ```
/// use std::sync::atomic::{AtomicBool, Ordering};
/// static CACHED: AtomicBool = AtomicBool::new(false);
/// let dir = std::env::temp_dir().join(format!("tg-hooks-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// std::fs::write(dir.join("t.td"), "def X;\n").unwrap();
/// let hooks = tablegen_rs::cli::Hooks { record_cache: Some(|| CACHED.store(true, Ordering::Relaxed)), after_release: None };
/// let td = dir.join("t.td");
/// let args = ["--record-cache", dir.to_str().unwrap(), "-null-backend", td.to_str().unwrap()];
/// let code = tablegen_rs::cli::run_with("tablegen", args.iter().map(Into::into).collect(), hooks);
/// assert_eq!(code, 0);
/// assert!(CACHED.load(Ordering::Relaxed));
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Hooks {
    /// Called once, before the records are read, when the run uses a
    /// record cache: the run then loads (or saves) its records in bulk.
    pub record_cache: Option<fn()>,
    /// Called when the backend has dropped the analyses and intermediate
    /// results it no longer needs (`Records::set_after_release`): the
    /// binary hands the freed pages back to the system there.
    pub after_release: Option<fn()>,
}

/// [`run`], calling `hooks` on the way.
pub fn run_with(argv0: &str, args: Vec<OsString>, hooks: Hooks) -> i32 {
    let opts = match args::parse(argv0, args) {
        args::Parsed::Run(o) => o,
        args::Parsed::Exit { status, stdout, stderr } => {
            let _ = std::io::stderr().write_all(stderr.as_bytes());
            if let Err(e) = write_stdout(stdout.as_bytes()) {
                return io_failure(&e);
            }
            return status;
        }
    };
    let _ = std::io::stderr().write_all(opts.notes.as_bytes());
    // What the backend cannot write is refused before the parse.
    let allow_partial = tablegen_build::session::partial_output_allowed();
    if let Err(e) = tablegen_build::session::check_runnable(opts.action, opts.lang, allow_partial) {
        eprintln!("{argv0}: {e}");
        return 1;
    }
    let mut phases = Phases { enabled: opts.time_phases, rows: Vec::new() };
    let popts = ParseOptions {
        include_dirs: opts.include_dirs.clone(),
        macros: opts.macros.clone(),
        no_warn_on_unused_template_args: opts.no_warn_unused_template_args,
        stream_diagnostics: true,
    };
    let cache = match &opts.record_cache {
        Some(dir) if dir.is_empty() => None,
        Some(dir) => Some(RecordCache::new(dir)),
        None => RecordCache::from_env(),
    };
    if let (Some(_), Some(hook)) = (&cache, hooks.record_cache) {
        hook();
    }
    if opts.progress {
        tablegen_build::support::progress::enable(std::time::Duration::ZERO);
    }
    tablegen_build::support::progress::step(|| format!("parsing {}", opts.input.to_string_lossy()));
    let parsed = phases.time("Parse, build records", || {
        match &cache {
            Some(cache) => cache.parse_file(&opts.input, &popts).map(|l| (l.records, l.dependencies, l.analyses)),
            None => parse_file_with_deps(&opts.input, &popts).map(|(rk, deps)| (rk, deps, None)),
        }
        .map_err(Box::new)
    });
    // The records and every analysis of them live until the process exits,
    // which frees them wholesale: dropping them piece by piece (millions of
    // nodes and maps on a big target) was a few percent of a run, spent on
    // memory nothing reads again. Library users (`Session`) still drop.
    let (mut rk, deps, kept) = match parsed {
        Ok((rk, deps, kept)) => (ManuallyDrop::new(rk), deps, kept),
        Err(fail) => {
            let _ = std::io::stderr().write_all(fail.diagnostics.as_bytes());
            if let Some(m) = fail.io_error {
                eprint_bytes(&[argv0.as_bytes(), b": ", &m, b"\n"]);
            }
            return 1;
        }
    };
    let mut records = ManuallyDrop::new(Records::new(&mut rk));
    records.set_one_shot(true);
    records.set_analysis_cache(kept);
    if let Some(hook) = hooks.after_release {
        records.set_after_release(hook);
    }
    // A backend that writes as it goes fills a file beside the output
    // instead of a buffer as large as the output; it goes in place where
    // LLVM writes its buffer. Standard output, devices and files we may
    // not stage keep the buffer.
    let to_stdout = opts.output == "-";
    let staged = match !to_stdout && opts.action.streams(opts.lang) {
        true => StagedFile::create(Path::new(&opts.output)),
        false => None,
    };
    tablegen_build::support::progress::step(|| {
        format!("parsed; running {}{}", opts.action.flag(), if opts.lang == Lang::Rust { " --rust" } else { "" })
    });
    let out = phases.time("Backend overall", || match staged {
        Some(mut file) => opts
            .action
            .emit_to(&mut records, &opts.backend, opts.lang, &mut file)
            .map(|written| Output::Staged(file, written)),
        None => opts.action.emit_bytes(&mut records, &opts.backend, opts.lang).map(Output::Bytes),
    });
    tablegen_build::support::progress::step(|| "backend done".to_string());
    records.render();
    let fatal = records.has_fatal();
    flush_diagnostics(&mut rk);
    let out = match out {
        Ok(out) => out,
        // PrintFatalError exits at once: no error summary, no output file.
        Err(_) if fatal => return 1,
        Err(e @ Error::Unsupported { .. }) => {
            eprintln!("{argv0}: {e}");
            return 1;
        }
        Err(Error::Reported) => Output::Bytes(Vec::new()),
    };
    let errors = rk.source.as_ref().map_or(0, |s| s.error_count());
    if let Some(dep) = &opts.depfile {
        if opts.output == "-" {
            eprintln!("{argv0}: the option -d must be used together with -o");
            return 1;
        }
        let mut text = os_bytes(&opts.output).into_owned();
        text.push(b':');
        for d in &deps {
            text.push(b' ');
            text.extend_from_slice(&os_bytes(d.as_os_str()));
        }
        text.push(b'\n');
        match write_atomic(Path::new(dep), &text) {
            Ok(()) => {}
            Err(WriteError::Open(e)) => {
                let why = io_error_message(&e);
                eprint_bytes(&[argv0.as_bytes(), b": error opening ", &os_bytes(dep), b":", why.as_bytes(), b"\n"]);
                return 1;
            }
            Err(WriteError::Write(e)) => return io_failure(&e),
        }
    }
    // LLVM's stdout is block-buffered and only flushed at exit, after the
    // error summary went to unbuffered stderr: keep that order for `2>&1`.
    let out = match out {
        Output::Bytes(bytes) if to_stdout => bytes,
        out => {
            match phases.time("Write output", || write_output(&opts, out, errors)) {
                Ok(()) => {}
                Err(WriteError::Open(e)) => {
                    let (out, why) = (os_bytes(&opts.output), io_error_message(&e));
                    eprint_bytes(&[argv0.as_bytes(), b": error opening ", &out, b": ", why.as_bytes(), b"\n"]);
                    return 1;
                }
                Err(WriteError::Write(e)) => return io_failure(&e),
            }
            Vec::new()
        }
    };
    phases.report();
    if errors > 0 {
        eprintln!("{argv0}: {errors} errors.");
    }
    if to_stdout {
        if let Err(e) = write_stdout(&out) {
            return io_failure(&e);
        }
    }
    if errors > 0 {
        return 1;
    }
    0
}

/// Writes the concatenation of `parts` to standard error: messages that
/// quote a file name print its bytes, as LLVM does.
fn eprint_bytes(parts: &[&[u8]]) {
    let mut err = std::io::stderr().lock();
    for p in parts {
        let _ = err.write_all(p);
    }
}

/// LLVM reports a failed write to an output stream as a fatal error when
/// the stream is closed (`raw_fd_ostream`'s destructor), exit code 1; a
/// reader that went away (EPIPE) ends it quietly with `EX_IOERR` (74), as
/// its SIGPIPE handler does.
fn io_failure(e: &std::io::Error) -> i32 {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        return 74;
    }
    eprintln!("LLVM ERROR: IO failure on output stream: {}", io_error_message(e));
    1
}

/// Writes all of `bytes` to standard output and flushes.
///
/// Goes through a duplicate of descriptor 1 rather than `std::io::stdout`,
/// which treats a closed descriptor as a sink that accepts everything:
/// `tablegen x.td >&-` must fail as LLVM does ("Bad file descriptor"), not
/// exit 0 having written nothing.
fn write_stdout(bytes: &[u8]) -> std::io::Result<()> {
    use std::os::fd::AsFd as _;
    if bytes.is_empty() {
        return Ok(());
    }
    let fd = std::io::stdout().as_fd().try_clone_to_owned()?;
    let mut file = std::fs::File::from(fd);
    file.write_all(bytes)?;
    file.flush()
}

/// Whether the regular file at `path` holds exactly `out`. Reads at most
/// one byte more than `out`, and never from a device: `/dev/full` or
/// `/dev/zero` never end (llvm-tblgen reads them until memory runs out).
fn same_contents(path: &Path, out: &[u8]) -> bool {
    use std::io::Read as _;
    let Ok(file) = std::fs::File::open(path) else { return false };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return false;
    }
    let mut existing = Vec::with_capacity(out.len().saturating_add(1));
    file.take(out.len() as u64 + 1).read_to_end(&mut existing).is_ok() && existing == out
}

/// What the backend made: the whole output, or a staged file it wrote as
/// it went, with how writing to that file ended.
enum Output {
    Bytes(Vec<u8>),
    Staged(StagedFile, std::io::Result<()>),
}

/// Puts the output file in place as LLVM's `ToolOutputFile` does: not at
/// all when `--write-if-changed` finds the same contents there, and
/// removed when errors were reported.
fn write_output(opts: &Options, out: Output, errors: usize) -> Result<(), WriteError> {
    let path = Path::new(&opts.output);
    // A failed write to the staged file fails the run whatever else
    // happened, as LLVM's stream reports its error when it is closed.
    let mut out = match out {
        Output::Staged(_, Err(e)) => return Err(WriteError::Write(e)),
        out => out,
    };
    let unchanged = match &mut out {
        Output::Bytes(bytes) => opts.write_if_changed && same_contents(path, bytes),
        Output::Staged(file, _) => opts.write_if_changed && file.same_as_target(),
    };
    if unchanged {
        return Ok(());
    }
    if errors > 0 {
        // A staged file's temporary goes with it.
        let _ = std::fs::remove_file(path);
        return Ok(());
    }
    match out {
        Output::Bytes(bytes) => write_atomic(path, &bytes),
        Output::Staged(file, _) => file.commit(),
    }
}
