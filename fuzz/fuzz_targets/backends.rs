//! Every backend in the registry, in C++ and (where it has one) Rust, on
//! records parsed from the input. Ok or Err are both fine; panics, aborts,
//! stack overflows, hangs and running out of memory are bugs.
//!
//! Input: a header line, then .td text (any bytes).
//!
//! ```text
//! gen-emitter rust +target -DFOO rust-vocabulary=crate
//! def X ...
//! ```
//!
//! Header words (with or without leading dashes):
//! * a backend flag (`gen-emitter`, `print-records`, ...): run it; several run
//!   in order on the same records, sharing their analyses as a `Session`
//!   does. With none, the first byte of the input picks one.
//! * `rust`: the Rust writer, for the backends that have one (C++ otherwise).
//! * `+NAME`: put skeleton NAME (fuzz_targets/skeletons/NAME.td) before the
//!   text: `target`, `sched`, `target-td`, `searchable`, `automaton`,
//!   `intrinsics`, `vt`. The skeletons include LLVM's .td files, which is
//!   what gets the code-generating backends past their "no Target" checks.
//! * `-DNAME`: a preprocessor macro.
//! * `NAME=VALUE`: a backend option (`-class=`, `rust-vocabulary=`, ...).
//!
//! An input without a newline is all .td text.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use tablegen_build::backend::{Backend, Lang, Options, RUST_VOCABULARY};
use tablegen_core::parser::ParseOptions;

const SKELETONS: &[(&str, &str)] = &[
    ("target", include_str!("skeletons/target.td")),
    ("sched", include_str!("skeletons/sched.td")),
    ("target-td", include_str!("skeletons/target-td.td")),
    ("searchable", include_str!("skeletons/searchable.td")),
    ("automaton", include_str!("skeletons/automaton.td")),
    ("intrinsics", include_str!("skeletons/intrinsics.td")),
    ("vt", include_str!("skeletons/vt.td")),
];

fn backends() -> &'static [&'static dyn Backend] {
    static ALL: std::sync::OnceLock<Vec<&'static dyn Backend>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| tablegen_build::registry::actions().filter_map(|a| a.backend).collect())
}

fuzz_target!(|data: &[u8]| {
    let env = common::env("backends");
    let (header, body) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (&data[..0], data),
    };
    if common::names_special_files(data) {
        return;
    }
    let header = String::from_utf8_lossy(header);
    let all = backends();
    let mut chosen: Vec<&'static dyn Backend> = Vec::new();
    let mut rust = false;
    let mut skeleton = "";
    let mut macros = Vec::new();
    let mut settings = Vec::new();
    for word in header.split_ascii_whitespace() {
        if let Some(name) = word.strip_prefix("-D") {
            macros.push(name.to_string());
            continue;
        }
        let w = word.trim_start_matches('-');
        if w == "rust" {
            rust = true;
        } else if let Some(name) = w.strip_prefix('+') {
            if let Some((_, text)) = SKELETONS.iter().find(|(n, _)| *n == name) {
                skeleton = text;
            }
        } else if let Some((name, value)) = w.split_once('=') {
            settings.push((name, value));
        } else if let Some(b) = all.iter().find(|b| b.flag() == w) {
            // A long header must not make one input run for minutes.
            if chosen.len() < 4 {
                chosen.push(*b);
            }
        }
    }
    if chosen.is_empty() {
        chosen.push(all[usize::from(data.first().copied().unwrap_or(0)) % all.len()]);
    }
    let mut opts = Options::default();
    for (name, value) in settings {
        let spec = chosen.iter().flat_map(|b| b.options()).chain([&RUST_VOCABULARY]).find(|s| s.name == name);
        if let Some(spec) = spec {
            let _ = opts.set(spec, value);
        }
    }

    let mut text = Vec::with_capacity(skeleton.len() + 1 + body.len());
    text.extend_from_slice(skeleton.as_bytes());
    text.push(b'\n');
    text.extend_from_slice(body);
    let popts = ParseOptions { include_dirs: env.include_dirs.clone(), macros, ..ParseOptions::default() };
    let Ok(mut rk) = common::parse_bytes(env, &text, &popts) else { return };

    let steps: Vec<_> = chosen
        .into_iter()
        .map(|b| (b, if rust && b.languages().contains(&Lang::Rust) { Lang::Rust } else { Lang::Cpp }))
        .collect();
    common::emit_in_session(&mut rk, &steps, &opts, None, |_| {});
});
