// Rust side of .ci/encoder-diff.py: the generated `-gen-emitter --rust`
// module with an `Encoder` computing, bit for bit, the functions of
// driver.cpp's stand-in MCCodeEmitter. Same plan on stdin, same output lines
// (see driver.cpp).
//
// The script copies this file to target/encoder-diff/<Target>/src/main.rs
// next to emitter.rs (the generated module) and stub.rs (generated: WIDTH,
// HW_MODES, `impl emitter::Encoder for Stub` mapping every trait method to its
// id, and `offset`, calling `emitter::operand_bit_offset`).

#![allow(dead_code)]

use std::io::{BufRead, Write};

mod emitter {
    include!("emitter.rs");
}

include!("stub.rs");

fn rotl(v: u64, r: u32) -> u64 {
    v.rotate_left(r & 63)
}

/// splitmix64, as in driver.cpp and encoder-diff.py.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

const EDGES: [u64; 8] = [
    0,
    1,
    !0,
    1 << 63,
    0x7FFF_FFFF_FFFF_FFFF,
    0x5555_5555_5555_5555,
    0xAAAA_AAAA_AAAA_AAAA,
    0xFFFF_FFFF,
];

fn vector_for(seed: u64, opcode: u32, mode: u32, k: u32, nops: u32) -> Vec<u64> {
    let mut r = SplitMix(
        seed ^ (opcode as u64).wrapping_mul(0xD1B5_4A32_D192_ED03) ^ ((mode as u64) << 48) ^ ((k as u64) << 32),
    );
    (0..nops)
        .map(|_| {
            if k < 4 {
                return [0, !0, 1 << 63, 1][k as usize];
            }
            let sel = r.next() % 10;
            let x = r.next();
            if sel < 5 {
                x
            } else if sel < 7 {
                x % 32
            } else {
                EDGES[(x % 8) as usize]
            }
        })
        .collect()
}

fn op_word(id: u32, op: u32, v: u64, k: u32) -> u64 {
    rotl(v, id.wrapping_mul(11).wrapping_add(op.wrapping_mul(7)).wrapping_add(1 + 32 * k))
}

fn post_word(id: u32, k: u32) -> u64 {
    rotl(0x9E37_79B9_7F4A_7C15, id * 5 + 3 + 32 * k)
}

/// `emitter::Bits`, whichever it is: one `u64`, or `[u64; N]` holding a
/// `WIDTH`-bit APInt.
trait Word: Copy {
    fn make(f: impl Fn(u32) -> u64) -> Self;
    fn xor(self, f: impl Fn(u32) -> u64) -> Self;
    fn hex(&self) -> String;
}

impl Word for u64 {
    fn make(f: impl Fn(u32) -> u64) -> Self {
        f(0)
    }
    fn xor(self, f: impl Fn(u32) -> u64) -> Self {
        self ^ f(0)
    }
    fn hex(&self) -> String {
        format!("{:x}", self)
    }
}

fn mask_top<const N: usize>(w: &mut [u64; N]) {
    let top = WIDTH as usize - 64 * (N - 1);
    if top < 64 {
        w[N - 1] &= (1u64 << top) - 1;
    }
}

impl<const N: usize> Word for [u64; N] {
    fn make(f: impl Fn(u32) -> u64) -> Self {
        let mut w: [u64; N] = core::array::from_fn(|k| f(k as u32));
        mask_top(&mut w);
        w
    }
    fn xor(self, f: impl Fn(u32) -> u64) -> Self {
        let mut x: [u64; N] = core::array::from_fn(|k| f(k as u32));
        mask_top(&mut x);
        core::array::from_fn(|k| self[k] ^ x[k])
    }
    fn hex(&self) -> String {
        self.iter().map(|w| format!("{:x}", w)).collect::<Vec<_>>().join(":")
    }
}

struct Stub {
    ops: Vec<u64>,
    mode: u32,
    trace: String,
}

impl Stub {
    fn op_value(&mut self, id: u32, op: u32) -> emitter::Bits {
        if !self.trace.is_empty() {
            self.trace.push(',');
        }
        self.trace.push_str(&format!("{}@{}", id, op));
        let v = self.ops[op as usize];
        emitter::Bits::make(|k| op_word(id, op, v, k))
    }
    fn post_value(&mut self, id: u32, value: emitter::Bits) -> emitter::Bits {
        if !self.trace.is_empty() {
            self.trace.push(',');
        }
        self.trace.push_str(&format!("p{}", id));
        value.xor(|k| post_word(id, k))
    }
}

fn main() {
    let seed = std::env::args().nth(1).map_or(0, |s| {
        s.strip_prefix("0x").map_or_else(|| s.parse().unwrap(), |h| u64::from_str_radix(h, 16).unwrap())
    });
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut stub = Stub { ops: Vec::new(), mode: 0, trace: String::new() };
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let f: Vec<u32> = line.split_whitespace().map(|x| x.parse().unwrap()).collect();
        if f.len() != 3 {
            continue;
        }
        let (opcode, nops, k) = (f[0], f[1], f[2]);
        for mode in 0..HW_MODES {
            stub.mode = mode;
            for kth in 0..k {
                stub.ops = vector_for(seed, opcode, mode, kth, nops);
                stub.trace.clear();
                let enc = emitter::encode(opcode, &mut stub).map_or_else(|| "-".to_string(), |b| b.hex());
                writeln!(out, "E {} {} {} {} |{}", opcode, mode, kth, enc, stub.trace).unwrap();
            }
            let offs: Vec<String> = (0..nops)
                .map(|op| offset(opcode, op, mode).map_or_else(|| "-".to_string(), |o| o.to_string()))
                .collect();
            writeln!(out, "O {} {} {}", opcode, mode, offs.join(",")).unwrap();
        }
    }
}
