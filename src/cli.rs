//! The `tablegen` command line: a drop-in for `llvm-tblgen` (same flags, same
//! output, same diagnostics, same exit codes).

use std::io::Write as _;
use std::time::{Duration, Instant};

use tablegen_build::backend::{Backend, Error, Lang, Options as BackendOptions, Records};
use tablegen_build::registry;
use tablegen_core::parser::{flush_diagnostics, parse_file_with_deps, ParseOptions};

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
    pub input: String,
    /// Output file (`-` for stdout).
    pub output: String,
    /// Depfile (`-d`).
    pub depfile: Option<String>,
    /// `-I` directories in order.
    pub include_dirs: Vec<String>,
    /// `-D` macros.
    pub macros: Vec<String>,
    /// `--write-if-changed`.
    pub write_if_changed: bool,
    /// `--time-phases`.
    pub time_phases: bool,
    /// `--no-warn-on-unused-template-args`.
    pub no_warn_unused_template_args: bool,
}

/// Parses `args` (without the program name) the way LLVM's `cl` library
/// accepts them: `-x` or `--x`, values as `-o F`, `-o=F`, and for `-I`/`-D`
/// also glued (`-Idir`).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        action: registry::find("print-records").ok_or("the print-records backend is missing\n")?,
        lang: Lang::Cpp,
        backend: BackendOptions::default(),
        input: "-".into(),
        output: "-".into(),
        depfile: None,
        include_dirs: Vec::new(),
        macros: Vec::new(),
        write_if_changed: false,
        time_phases: false,
        no_warn_unused_template_args: false,
    };
    let mut positional = Vec::new();
    let mut i = 0;
    let take_value = |i: &mut usize, inline: Option<&str>, flag: &str| -> Result<String, String> {
        if let Some(v) = inline {
            return Ok(v.to_string());
        }
        *i += 1;
        args.get(*i).cloned().ok_or_else(|| format!("Not enough positional command line arguments specified!\nMust specify at least 1 positional argument: See: tablegen --help\n(option '{flag}' requires a value)"))
    };
    while i < args.len() {
        let a = &args[i];
        if a == "-" || !a.starts_with('-') {
            positional.push(a.clone());
            i += 1;
            continue;
        }
        let body = a.trim_start_matches('-');
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        match name {
            "o" => o.output = take_value(&mut i, inline, "o")?,
            "d" => o.depfile = Some(take_value(&mut i, inline, "d")?),
            "I" => o.include_dirs.push(take_value(&mut i, inline, "I")?),
            "D" => o.macros.push(take_value(&mut i, inline, "D")?),
            "write-if-changed" => o.write_if_changed = true,
            "time-phases" => o.time_phases = true,
            "no-warn-on-unused-template-args" => o.no_warn_unused_template_args = true,
            "rust" => o.lang = Lang::Rust,
            _ => {
                if let Some(act) = registry::action(name) {
                    match act.backend {
                        Some(b) => o.action = b,
                        None => return Err(format!("backend -{} is not implemented yet\n", act.flag)),
                    }
                } else if let Some(spec) = registry::option(name) {
                    let value = if spec.takes_no_value() || inline.is_some() {
                        inline.map(str::to_string)
                    } else {
                        Some(take_value(&mut i, inline, name)?)
                    };
                    let v = spec.parse(value.as_deref()).map_err(|e| format!("{e}\n"))?;
                    o.backend.insert(spec.name, v);
                } else if let Some(rest) = body.strip_prefix('I') {
                    o.include_dirs.push(rest.to_string());
                } else if let Some(rest) = body.strip_prefix('D') {
                    o.macros.push(rest.to_string());
                } else if let Some(rest) = body.strip_prefix('o').filter(|r| !r.is_empty()) {
                    o.output = rest.to_string();
                } else {
                    return Err(format!("Unknown command line argument '{a}'.  Try: 'tablegen --help'\n"));
                }
            }
        }
        i += 1;
    }
    match positional.len() {
        0 => {}
        1 => o.input = positional.remove(0),
        _ => {
            return Err(
                "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: tablegen --help\n"
                    .to_string(),
            )
        }
    }
    Ok(o)
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
pub fn run(argv0: &str, args: &[String]) -> i32 {
    let opts = match parse_args(args) {
        Ok(o) => o,
        Err(msg) => {
            eprint!("{argv0}: {msg}");
            return 1;
        }
    };
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
    let parsed = phases.time("Parse, build records", || parse_file_with_deps(&opts.input, &popts).map_err(Box::new));
    let (mut rk, deps) = match parsed {
        Ok(x) => x,
        Err(fail) => {
            let _ = std::io::stderr().write_all(fail.diagnostics.as_bytes());
            if let Some(m) = fail.io_error {
                eprintln!("{argv0}: {m}");
            }
            return 1;
        }
    };
    let mut records = Records::new(&mut rk);
    let out = phases.time("Backend overall", || opts.action.emit(&mut records, &opts.backend, opts.lang));
    records.render();
    let fatal = records.has_fatal();
    drop(records);
    flush_diagnostics(&mut rk);
    let out = match out {
        Ok(text) => text,
        // PrintFatalError exits at once: no error summary, no output file.
        Err(_) if fatal => return 1,
        Err(e @ Error::Unsupported { .. }) => {
            eprintln!("{argv0}: {e}");
            return 1;
        }
        Err(Error::Reported) => String::new(),
    };
    let errors = rk.source.as_ref().map_or(0, |s| s.error_count());
    if let Some(dep) = &opts.depfile {
        if opts.output == "-" {
            eprintln!("{argv0}: the option -d must be used together with -o");
            return 1;
        }
        let mut text = format!("{}:", opts.output);
        for d in &deps {
            text.push(' ');
            text.push_str(d);
        }
        text.push('\n');
        if let Err(e) = std::fs::write(dep, text) {
            eprintln!("{argv0}: error opening {dep}:{}", tablegen_core::source::io_error_message(&e));
            return 1;
        }
    }
    // LLVM's stdout is block-buffered and only flushed at exit, after the
    // error summary went to unbuffered stderr: keep that order for `2>&1`.
    let to_stdout = opts.output == "-";
    if !to_stdout {
        if let Err(msg) = phases.time("Write output", || write_output(&opts, &out, errors)) {
            eprint!("{argv0}: {msg}");
            return 1;
        }
    }
    phases.report();
    if errors > 0 {
        eprintln!("{argv0}: {errors} errors.");
    }
    if to_stdout {
        let _ = write_output(&opts, &out, errors);
    }
    if errors > 0 {
        return 1;
    }
    0
}

fn write_output(opts: &Options, out: &str, errors: usize) -> Result<(), String> {
    if opts.output == "-" {
        let mut so = std::io::stdout().lock();
        let _ = so.write_all(out.as_bytes());
        let _ = so.flush();
        return Ok(());
    }
    if opts.write_if_changed {
        if let Ok(existing) = std::fs::read(&opts.output) {
            if existing == out.as_bytes() {
                return Ok(());
            }
        }
    }
    if errors > 0 {
        // LLVM deletes the output file when errors were printed.
        let _ = std::fs::remove_file(&opts.output);
        return Ok(());
    }
    std::fs::write(&opts.output, out.as_bytes())
        .map_err(|e| format!("error opening {}: {}\n", opts.output, tablegen_core::source::io_error_message(&e)))
}
