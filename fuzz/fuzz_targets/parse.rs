//! Lexer + preprocessor + parser + evaluator on arbitrary bytes (UTF-8 or
//! not), then the front-end backends (-print-records, -dump-json,
//! -print-detailed-records) and the diagnostics renderer on whatever records
//! result. Must never panic, hang or overflow the stack.
//!
//! `include` searches the golden lit tests only, not LLVM's include
//! directory: a parse of Target.td (several thousand records, printed three
//! ways) takes ~1 s in a fuzzing build and the inputs that include it would
//! take all the time. The `backends` target parses those.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use tablegen_core::parser::ParseOptions;

fuzz_target!(|data: &[u8]| {
    if common::names_special_files(data) {
        return;
    }
    let env = common::env("parse");
    let lit = env.include_dirs.last().cloned().into_iter().collect();
    let opts = ParseOptions { include_dirs: lit, ..ParseOptions::default() };
    match common::parse_bytes(env, data, &opts) {
        Ok(rk) => common::read_records(rk),
        Err(failure) => {
            let _ = failure.to_string();
        }
    }
});
