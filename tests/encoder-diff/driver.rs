// Rust side of .ci/encoder-diff.py: the generated `-gen-emitter --rust`
// module with an `Encoder` computing, bit for bit, the functions of
// driver.cpp's stand-in MCCodeEmitter (stand_in.rs, shared with
// tests/generated/tests/encoder_answers.rs). Same plan on stdin, same output
// lines (see driver.cpp).
//
// The script copies this file to target/encoder-diff/<Target>/src/main.rs
// next to stand_in.rs, emitter.rs (the generated module) and stub.rs
// (generated: WIDTH, HW_MODES, `impl emitter::Encoder for Stub` mapping every
// trait method to its id, and `offset`, calling
// `emitter::operand_bit_offset`).

#![allow(dead_code)]

use std::io::{BufRead, Write};

mod emitter {
    include!("emitter.rs");
}

include!("stand_in.rs");

include!("stub.rs");

fn main() {
    let seed = std::env::args().nth(1).map_or(0, |s| {
        s.strip_prefix("0x").map_or_else(|| s.parse().unwrap(), |h| u64::from_str_radix(h, 16).unwrap())
    });
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut stub = Stub::new(WIDTH);
    let mut lines = String::new();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let f: Vec<u32> = line.split_whitespace().map(|x| x.parse().unwrap()).collect();
        if f.len() != 3 {
            continue;
        }
        lines.clear();
        run_plan_line(
            &mut lines,
            &mut stub,
            seed,
            HW_MODES,
            (f[0], f[1], f[2]),
            &mut |opcode, stub| emitter::encode(opcode, stub).map(|b| b.hex()),
            &offset,
        );
        out.write_all(lines.as_bytes()).unwrap();
    }
}
