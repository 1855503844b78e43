//! Command-line parsing by the rules of LLVM's `cl` library, so that every
//! argument llvm-tblgen 19 accepts means the same here and every one it
//! rejects is rejected in the same words:
//!
//! - `-name` and `--name`; `-name=value`; `-name value` for options that
//!   require a value;
//! - `-Idir` and `-Dname` (prefix options); one-letter options group
//!   (`-hx` is `-h`), and one that needs a value "may not occur within a
//!   group";
//! - `--` ends the options; `-` is the standard input; `@file` reads more
//!   arguments from `file` (GNU quoting), if it can be read;
//! - an unknown argument gets "Did you mean" with the nearest option name;
//! - `--help` (and `-h`, `--help-hidden`, `--help-list`,
//!   `--help-list-hidden`) and `--version` print as they occur and end the
//!   program with status 0, after whatever errors came before them.

use std::ffi::OsString;

use tablegen_build::backend::{parse_bool, Lang, OptionError, OptionErrorKind};
use tablegen_core::source::bytes_path;

use super::table::{Effect, Opt, Table, Value, ACTION_TITLE};
use super::Options;

/// What parsing the command line ends in.
pub enum Parsed {
    /// Run with these options.
    Run(Box<Options>),
    /// Stop with this exit status; `stdout` and `stderr` are what to print
    /// (help, version, diagnostics).
    Exit {
        /// The process exit status.
        status: i32,
        /// Text for standard output.
        stdout: String,
        /// Text for standard error.
        stderr: String,
    },
}

/// Parses `args` (without the program name). `argv0` is the program name as
/// invoked: LLVM names the tool by its file name in messages, and by the
/// whole `argv0` in the "Try: '... --help'" hints.
pub fn parse(argv0: &str, args: Vec<OsString>) -> Parsed {
    let prog = argv0.rsplit('/').next().unwrap_or(argv0).to_string();
    let (args, expansion_error) = expand_response_files(args);
    let p = Parser {
        table: Table::new(),
        prog,
        argv0: argv0.to_string(),
        errors: expansion_error.unwrap_or_default(),
        failed: false,
        opts: Options::new(),
        positional: Vec::new(),
        action_error: None,
    };
    p.run(&args)
}

struct Parser {
    table: Table,
    prog: String,
    argv0: String,
    errors: String,
    failed: bool,
    opts: Options,
    positional: Vec<OsString>,
    /// The last action given, if it has no backend yet.
    action_error: Option<&'static str>,
}

/// What an argument that is not an exact option name turned out to be.
enum Found {
    Opt(Opt, Option<String>),
    /// A grouped `-h` printed the help.
    Exit(Parsed),
    None,
}

impl Parser {
    fn run(mut self, args: &[OsString]) -> Parsed {
        let mut dash_dash = false;
        let mut i = 0;
        while i < args.len() {
            let raw = &args[i];
            let bytes = raw.as_encoded_bytes();
            if dash_dash || bytes.first() != Some(&b'-') || bytes.len() == 1 {
                self.positional.push(raw.clone());
                i += 1;
                continue;
            }
            if bytes == b"--" {
                dash_dash = true;
                i += 1;
                continue;
            }
            let arg = raw.to_string_lossy().into_owned();
            let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
            let found = match self.lookup(body) {
                Some((opt, value)) => Found::Opt(opt, value),
                None => self.prefixed_or_grouped(body),
            };
            match found {
                Found::Opt(opt, value) => {
                    // The value is a suffix of the argument after an ASCII
                    // option name: its bytes are the argument's from there.
                    let value = value.map(|v| {
                        let raw = bytes_path(&bytes[arg.len().saturating_sub(v.len())..]).into_os_string();
                        (v, raw)
                    });
                    if let Some(exit) = self.provide(opt, value, args, &mut i) {
                        return exit;
                    }
                }
                Found::Exit(exit) => return exit,
                Found::None => self.unknown(&arg, body),
            }
            i += 1;
        }
        if self.positional.len() > 1 {
            self.errors.push_str(&format!(
                "{}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {} \
                 --help\n",
                self.prog, self.argv0
            ));
            self.failed = true;
        }
        if self.failed {
            return Parsed::Exit { status: 1, stdout: String::new(), stderr: self.errors };
        }
        if let Some(flag) = self.action_error {
            self.errors.push_str(&format!("{}: backend -{flag} is not implemented yet\n", self.argv0));
            return Parsed::Exit { status: 1, stdout: String::new(), stderr: self.errors };
        }
        if let Some(input) = self.positional.pop() {
            self.opts.input = input;
        }
        self.opts.notes = self.errors;
        Parsed::Run(Box::new(self.opts))
    }

    /// LLVM's `LookupOption`: the option named `body`, or the one named by
    /// the text before its first `=` (the rest being the value).
    fn lookup(&self, body: &str) -> Option<(Opt, Option<String>)> {
        if body.is_empty() {
            return None;
        }
        match body.split_once('=') {
            None => self.table.lookup(body).map(|o| (o, None)),
            Some((name, value)) => self.table.lookup(name).map(|o| (o, Some(value.to_string()))),
        }
    }

    /// LLVM's `HandlePrefixedOrGroupedOption`: `-Ifoo` (a prefix option and
    /// its value) or `-hx` (one-letter options grouped). The longest leading
    /// part of the name that is such an option wins.
    fn prefixed_or_grouped(&mut self, body: &str) -> Found {
        if body.len() <= 1 {
            return Found::None;
        }
        let mut rest = body;
        let mut first = true;
        loop {
            let Some((opt, len)) = self.longest_prefix_or_grouping(rest, first) else {
                return Found::None;
            };
            first = false;
            let tail = &rest[len..];
            if tail.is_empty() || (opt.prefix && !tail.starts_with('=')) {
                return Found::Opt(opt, Some(tail.to_string()).filter(|t| !t.is_empty()));
            }
            if let Some(v) = tail.strip_prefix('=') {
                return Found::Opt(opt, Some(v.to_string()));
            }
            if opt.value == Value::Required {
                self.error_for(&opt, OptionErrorKind::InGroup);
                return Found::None;
            }
            // A grouped one-letter option occurs now; the rest of the group
            // follows.
            let mut unused = 0;
            if let Some(exit) = self.provide(opt, None, &[], &mut unused) {
                return Found::Exit(exit);
            }
            rest = tail;
        }
    }

    /// The longest leading part of `name` (at least one character) that
    /// names a one-letter option, or with `allow_prefix` a prefix option.
    fn longest_prefix_or_grouping(&self, name: &str, allow_prefix: bool) -> Option<(Opt, usize)> {
        (1..=name.len()).rev().find_map(|end| {
            let o = self.table.lookup(name.get(..end)?)?;
            let fits = o.name.len() == 1 || (allow_prefix && o.prefix);
            fits.then_some((o, end))
        })
    }

    /// LLVM's `ProvideOption`: checks the value against what the option
    /// expects (taking the next argument if it needs one), then applies it.
    /// A value comes as text (invalid UTF-8 replaced) and as the exact bytes
    /// given, which file names keep. Returns the exit of `--help`/`--version`.
    fn provide(
        &mut self,
        opt: Opt,
        value: Option<(String, OsString)>,
        args: &[OsString],
        i: &mut usize,
    ) -> Option<Parsed> {
        let value = match (opt.value, value) {
            (Value::Required, None) => match args.get(*i + 1) {
                Some(next) => {
                    *i += 1;
                    Some((next.to_string_lossy().into_owned(), next.clone()))
                }
                None => {
                    self.error_for(&opt, OptionErrorKind::MissingValue);
                    return None;
                }
            },
            (Value::Disallowed, Some((v, _))) => {
                self.error_for(&opt, OptionErrorKind::ValueNotAllowed(v));
                return None;
            }
            (_, v) => v,
        };
        let (value, raw) = match value {
            Some((text, raw)) => (Some(text), Some(raw)),
            None => (None, None),
        };
        let o = &mut self.opts;
        match opt.effect {
            Effect::Output => o.output = raw.unwrap_or_default(),
            Effect::Depfile => o.depfile = raw,
            Effect::Include => o.include_dirs.push(raw.unwrap_or_default().into()),
            Effect::Macro => o.macros.push(value.unwrap_or_default()),
            Effect::RecordCache => o.record_cache = raw,
            Effect::WriteIfChanged
            | Effect::TimePhases
            | Effect::NoWarnUnusedTemplateArgs
            | Effect::Rust
            | Effect::Progress => match parse_bool(value.as_deref()) {
                Ok(b) => match opt.effect {
                    Effect::WriteIfChanged => o.write_if_changed = b,
                    Effect::Progress => o.progress = b,
                    Effect::TimePhases => o.time_phases = b,
                    Effect::NoWarnUnusedTemplateArgs => o.no_warn_unused_template_args = b,
                    _ => o.lang = if b { Lang::Rust } else { Lang::Cpp },
                },
                Err(e) => self.error_for(&opt, e),
            },
            Effect::Action(a) => match a.backend {
                Some(b) => {
                    o.action = b;
                    self.action_error = None;
                }
                None => self.action_error = Some(a.flag),
            },
            Effect::Backend(spec) => match spec.parse(value.as_deref()) {
                Ok(v) => o.backend.insert(spec.name, v),
                Err(e) => self.error_for(&opt, e.reason),
            },
            Effect::Ignored => {
                if opt.value == Value::Optional {
                    if let Err(e) = parse_bool(value.as_deref()) {
                        self.error_for(&opt, e);
                    }
                }
            }
            Effect::Help(kind) => {
                let stdout = super::help::render(&self.table, kind, &self.prog);
                return Some(Parsed::Exit { status: 0, stdout, stderr: std::mem::take(&mut self.errors) });
            }
            Effect::Version => {
                let stdout = super::help::version();
                return Some(Parsed::Exit { status: 0, stdout, stderr: std::mem::take(&mut self.errors) });
            }
        }
        None
    }

    /// LLVM's `Option::error`: "for the -x option: ..." (the action option
    /// has no name of its own and says so with its description).
    fn error_for(&mut self, opt: &Opt, reason: OptionErrorKind) {
        if matches!(opt.effect, Effect::Action(_)) {
            self.errors.push_str(&format!("{ACTION_TITLE} option: {reason}\n"));
        } else {
            let e = OptionError { option: opt.name.to_string(), reason };
            self.errors.push_str(&format!("{}: {e}\n", self.prog));
        }
        self.failed = true;
    }

    /// An argument that names no option: LLVM's message, and the nearest
    /// option name (`LookupNearestOption`).
    fn unknown(&mut self, arg: &str, body: &str) {
        self.errors.push_str(&format!(
            "{}: Unknown command line argument '{arg}'.  Try: '{} --help'\n",
            self.prog, self.argv0
        ));
        if let Some(near) = nearest(&self.table, body) {
            let dashes = if near.len() == 1 { "-" } else { "--" };
            self.errors.push_str(&format!("{}: Did you mean '{dashes}{near}'?\n", self.prog));
        }
        self.failed = true;
    }
}

/// The option name nearest to `body` by edit distance (the first of the
/// nearest, in table order), with `=value` kept if the option takes one.
/// LLVM takes the first in the order of its option hash table, so on a tie
/// the two may suggest different names.
fn nearest(table: &Table, body: &str) -> Option<String> {
    if body.is_empty() {
        return None;
    }
    let (lhs, rhs) = body.split_once('=').unwrap_or((body, ""));
    let mut best: Option<(usize, String)> = None;
    for opt in table.names() {
        let takes_value = opt.value != Value::Disallowed;
        let flag = if takes_value { lhs } else { body };
        let d = edit_distance(opt.name.as_bytes(), flag.as_bytes());
        if best.as_ref().map_or(true, |(bd, _)| d < *bd) {
            let text =
                if rhs.is_empty() || !takes_value { opt.name.to_string() } else { format!("{}={rhs}", opt.name) };
            best = Some((d, text));
        }
    }
    best.map(|(_, s)| s)
}

/// Levenshtein distance (insertions, deletions and replacements cost 1).
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = if ca == cb { diag } else { 1 + diag.min(up).min(row[j]) };
            diag = up;
        }
    }
    row[b.len()]
}

/// Replaces each `@file` argument by the arguments in `file` (GNU shell
/// quoting: quotes, backslash escapes), recursively; an `@file` that cannot
/// be read stays as it is. A file that includes itself is an error which,
/// as in llvm-tblgen, is printed and leaves the command line empty.
fn expand_response_files(mut args: Vec<OsString>) -> (Vec<OsString>, Option<String>) {
    // Files being expanded, with the index just past their arguments.
    let mut stack: Vec<(std::path::PathBuf, usize)> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        stack.retain(|(_, end)| *end > i);
        let Some(name) = args[i].as_encoded_bytes().strip_prefix(b"@") else {
            i += 1;
            continue;
        };
        let path = bytes_path(name);
        let Ok(text) = std::fs::read(&path) else {
            i += 1;
            continue;
        };
        let abs = match std::env::current_dir() {
            Ok(cwd) if path.is_relative() => cwd.join(&path),
            _ => path,
        };
        if stack.iter().any(|(p, _)| *p == abs) {
            return (Vec::new(), Some(format!("recursive expansion of: '{}'\n", abs.display())));
        }
        let tokens = tokenize_gnu(&text);
        let added = tokens.len();
        for rec in &mut stack {
            rec.1 = rec.1 + added - 1;
        }
        stack.push((abs, i + added));
        args.splice(i..=i, tokens);
    }
    (args, None)
}

/// LLVM's `TokenizeGNUCommandLine`: whitespace separates; `\` escapes the
/// next byte; '...' and "..." quote (backslash still escapes inside).
fn tokenize_gnu(src: &[u8]) -> Vec<OsString> {
    let mut out = Vec::new();
    let mut token: Vec<u8> = Vec::new();
    let mut started = false;
    let mut i = 0;
    let ws = |c: u8| matches!(c, b' ' | b'\t' | b'\r' | b'\n');
    while i < src.len() {
        let c = src[i];
        if c == b'\\' && i + 1 < src.len() {
            token.push(src[i + 1]);
            started = true;
            i += 2;
        } else if c == b'"' || c == b'\'' {
            started = true;
            i += 1;
            while i < src.len() && src[i] != c {
                if src[i] == b'\\' && i + 1 < src.len() {
                    i += 1;
                }
                token.push(src[i]);
                i += 1;
            }
            i += 1;
        } else if ws(c) {
            if started {
                out.push(bytes_path(&token).into_os_string());
                token.clear();
                started = false;
            }
            i += 1;
        } else {
            token.push(c);
            started = true;
            i += 1;
        }
    }
    if started {
        out.push(bytes_path(&token).into_os_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_is_levenshtein() {
        assert_eq!(edit_distance(b"gen-vt", b"gen-vtt"), 1);
        assert_eq!(edit_distance(b"o", b"foo"), 2);
        assert_eq!(edit_distance(b"print-records", b"printrecords"), 1);
        assert_eq!(edit_distance(b"", b"abc"), 3);
        assert_eq!(edit_distance(b"kitten", b"sitting"), 3);
    }

    #[test]
    fn gnu_tokenizer_quotes_and_escapes() {
        let got = tokenize_gnu(b"-gen-vt \"a b\" c\\ d 'e f'\n x");
        let want: Vec<OsString> = ["-gen-vt", "a b", "c d", "e f", "x"].iter().map(OsString::from).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn nearest_keeps_the_value_for_options_that_take_one() {
        let t = Table::new();
        assert_eq!(nearest(&t, "gen-vtt").as_deref(), Some("gen-vt"));
        assert_eq!(nearest(&t, "foo=3").as_deref(), Some("o=3"));
        assert_eq!(nearest(&t, "printrecords").as_deref(), Some("print-records"));
    }
}
