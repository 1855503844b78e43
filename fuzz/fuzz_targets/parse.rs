//! Lexer + preprocessor + parser + evaluator on arbitrary input, then both
//! front-end backends on whatever records result. Must never panic, hang or
//! overflow the stack.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablegen_core::parser::{parse_source, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let opts = ParseOptions::default();
    if let Ok(rk) = parse_source("fuzz.td", text, &opts) {
        let _ = rk.print_records();
        let _ = tablegen_core::json::dump_json(&rk);
    }
});
