//! The `tablegen` command line, in process: option parsing (cl rules,
//! response files, help), every backend flag and backend option, output and
//! depfile writing.
//!
//! Input: lines (split on `\n` or NUL). The first line picks the input .td
//! (by name, else by hash) from a fixed set written into the scratch
//! directory; the other lines are arguments. The command line run is
//!
//! ```text
//! tablegen DIR/INPUT -I<overlay> -I<llvm include> -I<golden lit> -o DIR/out.inc ARG...
//! ```
//!
//! where DIR is the process's scratch directory; `%/` in an argument stands
//! for `DIR/`. A line `@@` ends the arguments: what follows is written to
//! `DIR/rsp` (with `%/` replaced too), which the arguments may use as a
//! response file (`@%/rsp`) or, as first line `rsp`, as the input .td.
//!
//! Harmless by construction: inputs that would read or write outside the
//! scratch directory are skipped: other `@file`s, an output other than
//! `%/out.inc` or `-`, a depfile other than `%/out.d`, anything naming /dev,
//! /proc or /sys. Standard output goes to /dev/null (help, version, `-o -`) unless
//! TABLEGEN_FUZZ_STDOUT=1; diagnostics go to standard error (run libFuzzer
//! with -close_fd_mask=2 to hide them).
#![no_main]

mod common;

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tablegen_rs::cli::args::{parse, Parsed};

const INPUTS: &[(&str, &[u8])] = &[
    ("operands.td", include_bytes!("../../tests/golden/own/emitter/operands.td")),
    ("target.td", include_bytes!("skeletons/target.td")),
    ("sched.td", include_bytes!("../../tests/golden/own/packetizer/sched.td")),
    ("legacy.td", include_bytes!("../../tests/golden/own/searchable/legacy.td")),
    ("features.td", include_bytes!("../../tests/golden/own/automata/features.td")),
    ("ok_all.td", include_bytes!("../../tests/golden/own/intrinsics/ok_all.td")),
    ("ok_kinds.td", include_bytes!("../../tests/golden/own/vt/ok_kinds.td")),
    ("ops.td", include_bytes!("../../tests/golden/own/ops.td")),
    ("enums_base.td", include_bytes!("../../tests/golden/own/enums/enums_base.td")),
    ("sets_and_args.td", include_bytes!("../../tests/golden/own/enums/sets_and_args.td")),
    ("JSON.td", include_bytes!("../../tests/golden/lit/JSON.td")),
];

const OUT: &str = "out.inc";
const DEPFILE: &str = "out.d";
const RSP: &str = "rsp";
/// Stands for the scratch directory (with its slash) in arguments.
const DIR: &[u8] = b"%/";

struct Cli {
    /// The scratch directory with a trailing slash.
    dir: Vec<u8>,
    fixed: Vec<OsString>,
}

impl Cli {
    fn path(&self, name: &str) -> String {
        format!("{}{name}", String::from_utf8_lossy(&self.dir))
    }

    /// `bytes` with every `%/` replaced by the scratch directory.
    fn expand(&self, bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i..].starts_with(DIR) {
                out.extend_from_slice(&self.dir);
                i += DIR.len();
            } else {
                out.push(bytes[i]);
                i += 1;
            }
        }
        out
    }
}

extern "C" {
    fn dup2(oldfd: i32, newfd: i32) -> i32;
}

fn cli() -> &'static Cli {
    static CLI: OnceLock<Cli> = OnceLock::new();
    CLI.get_or_init(|| {
        let env = common::env("cli");
        for (name, text) in INPUTS {
            std::fs::write(env.dir.join(name), text).expect("cannot write a fuzz input");
        }
        if std::env::var_os("TABLEGEN_FUZZ_STDOUT").is_none_or(|v| v != "1") {
            use std::os::fd::AsRawFd;
            let null = std::fs::OpenOptions::new().write(true).open("/dev/null").expect("/dev/null");
            // SAFETY: plain dup2 onto standard output; `null` stays open
            // until the call returns and fd 1 keeps its own reference.
            unsafe { dup2(null.as_raw_fd(), 1) };
        }
        let dir = format!("{}/", env.dir.display()).into_bytes();
        let mut fixed = Vec::new();
        for d in &env.include_dirs {
            fixed.push(OsString::from(format!("-I{}", d.display())));
        }
        fixed.push("-o".into());
        fixed.push(OsString::from_vec([&dir[..], OUT.as_bytes()].concat()));
        Cli { dir, fixed }
    })
}

/// Every `@` in a response file must start `@%/rsp` (the file itself: LLVM's
/// "recursive expansion" error) so that nothing outside the scratch
/// directory is read.
fn rsp_is_harmless(text: &[u8]) -> bool {
    let unquoted: Vec<u8> = text.iter().copied().filter(|b| !matches!(b, b'\\' | b'"' | b'\'')).collect();
    if common::names_special_files(&unquoted) {
        return false;
    }
    let own = [DIR, RSP.as_bytes()].concat();
    text.iter().enumerate().all(|(i, &b)| {
        b != b'@'
            || (text[i + 1..].starts_with(&own)
                && text.get(i + 1 + own.len()).is_none_or(|c| c.is_ascii_whitespace() || *c == b'"' || *c == b'\''))
    })
}

fn fnv(bytes: &[u8]) -> usize {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)) as usize
}

fuzz_target!(|data: &[u8]| {
    if common::names_special_files(data) {
        return;
    }
    let cli = cli();
    let (args_part, rsp) = if let Some(rest) = data.strip_prefix(b"@@\n") {
        (&data[..0], Some(rest))
    } else {
        match data.windows(4).position(|w| w == b"\n@@\n") {
            Some(i) => (&data[..i], Some(&data[i + 4..])),
            None => (data, None),
        }
    };
    let mut lines = args_part.split(|&b| b == b'\n' || b == 0);
    let first = lines.next().unwrap_or_default();
    let input = if first == RSP.as_bytes() && rsp.is_some() {
        RSP
    } else {
        INPUTS.iter().find(|(n, _)| n.as_bytes() == first).unwrap_or(&INPUTS[fnv(first) % INPUTS.len()]).0
    };
    let input = cli.path(input);
    let own_rsp = [b"@", DIR, RSP.as_bytes()].concat();
    let mut fuzz_args = Vec::new();
    for line in lines {
        if line.first() == Some(&b'@') && line != own_rsp {
            return;
        }
        fuzz_args.push(OsString::from_vec(cli.expand(line)));
    }
    if fuzz_args.len() > 64 {
        return;
    }
    let (rsp_path, out_path, depfile_path) = (cli.path(RSP), cli.path(OUT), cli.path(DEPFILE));
    match rsp {
        Some(text) if !rsp_is_harmless(text) => return,
        Some(text) => std::fs::write(&rsp_path, cli.expand(text)).expect("cannot write rsp"),
        None => {
            let _ = std::fs::remove_file(&rsp_path);
        }
    }
    let _ = std::fs::remove_file(&out_path);
    let _ = std::fs::remove_file(&depfile_path);

    let mut args: Vec<OsString> = vec![input.clone().into()];
    args.extend(cli.fixed.iter().cloned());
    args.extend(fuzz_args);

    // What the command line would write, read and include, before running it.
    if let Parsed::Run(o) = parse("tablegen", args.clone()) {
        let output_ok = o.output == *out_path || o.output == "-";
        let depfile_ok = o.depfile.as_deref().is_none_or(|d| *d == *depfile_path);
        let includes_ok = o.include_dirs.iter().all(|d| !common::names_special_files(d.as_os_str().as_encoded_bytes()));
        if o.input != *input || !output_ok || !depfile_ok || !includes_ok {
            return;
        }
    }

    // As src/main.rs runs it: on the calling thread, whose stack grows on
    // demand for deep input (tablegen_core::stack).
    let _ = tablegen_rs::cli::run("tablegen", args);
});
