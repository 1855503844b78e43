// The stand-in encoder of the -gen-emitter differential test, shared by
// driver.rs (.ci/encoder-diff.py copies it next to main.rs) and
// tests/generated/tests/encoder_answers.rs (`#[path]` module): the test
// vectors and the operand / post-encoder functions of driver.cpp's stand-in
// MCCodeEmitter, bit for bit, and the printing of one plan line.

use std::fmt::Write as _;

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

const EDGES: [u64; 8] =
    [0, 1, !0, 1 << 63, 0x7FFF_FFFF_FFFF_FFFF, 0x5555_5555_5555_5555, 0xAAAA_AAAA_AAAA_AAAA, 0xFFFF_FFFF];

/// The operands of the `k`th encoding of `opcode` in hardware mode `mode`.
pub fn vector_for(seed: u64, opcode: u32, mode: u32, k: u32, nops: u32) -> Vec<u64> {
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

/// A generated module's `Bits`, whichever it is: one `u64`, or `[u64; N]`
/// holding a `width`-bit APInt.
pub trait Word: Copy {
    /// The word whose 64-bit word `k` is `f(k)`, cut to `width` bits.
    fn make(width: u32, f: impl Fn(u32) -> u64) -> Self;
    /// `self` XOR `make(width, f)`.
    fn xor(self, width: u32, f: impl Fn(u32) -> u64) -> Self;
    /// Hex, APInt words least significant first joined by `:`.
    fn hex(&self) -> String;
}

impl Word for u64 {
    fn make(_: u32, f: impl Fn(u32) -> u64) -> Self {
        f(0)
    }
    fn xor(self, _: u32, f: impl Fn(u32) -> u64) -> Self {
        self ^ f(0)
    }
    fn hex(&self) -> String {
        format!("{self:x}")
    }
}

fn mask_top<const N: usize>(width: u32, w: &mut [u64; N]) {
    let top = width as usize - 64 * (N - 1);
    if top < 64 {
        w[N - 1] &= (1u64 << top) - 1;
    }
}

impl<const N: usize> Word for [u64; N] {
    fn make(width: u32, f: impl Fn(u32) -> u64) -> Self {
        let mut w: [u64; N] = core::array::from_fn(|k| f(k as u32));
        mask_top(width, &mut w);
        w
    }
    fn xor(self, width: u32, f: impl Fn(u32) -> u64) -> Self {
        let x = Self::make(width, f);
        core::array::from_fn(|k| self[k] ^ x[k])
    }
    fn hex(&self) -> String {
        self.iter().map(|w| format!("{w:x}")).collect::<Vec<_>>().join(":")
    }
}

/// The stand-in encoder: its operand encoders (method `id`; 0 is
/// `getMachineOpValue`) and post-encoders are fixed functions of the method,
/// the operand index and the operand's immediate; every call is traced.
pub struct Stub {
    /// The current instruction's immediates.
    pub ops: Vec<u64>,
    /// The hardware mode `hw_mode` answers.
    pub mode: u32,
    /// The calls so far: `ID@OP`, `pID` for post-encoders.
    pub trace: String,
    /// The encoding's width in bits (64 for `u64` modules).
    pub width: u32,
}

impl Stub {
    /// A stub for `width`-bit encodings.
    pub fn new(width: u32) -> Stub {
        Stub { ops: Vec::new(), mode: 0, trace: String::new(), width }
    }
    /// Operand encoder `id` on operand `op`.
    pub fn op_value<B: Word>(&mut self, id: u32, op: u32) -> B {
        if !self.trace.is_empty() {
            self.trace.push(',');
        }
        let _ = write!(self.trace, "{id}@{op}");
        let v = self.ops[op as usize];
        B::make(self.width, |k| op_word(id, op, v, k))
    }
    /// Post-encoder `id` on the finished `value`.
    pub fn post_value<B: Word>(&mut self, id: u32, value: B) -> B {
        if !self.trace.is_empty() {
            self.trace.push(',');
        }
        let _ = write!(self.trace, "p{id}");
        value.xor(self.width, |k| post_word(id, k))
    }
}

/// Appends to `out` the lines of plan line `opcode nops k` (see driver.cpp)
/// for every hardware mode: `encode` runs the module's encoder on the stub
/// (hex or `None`), `offset(opcode, op, mode)` its operand_bit_offset.
pub fn run_plan_line(
    out: &mut String,
    stub: &mut Stub,
    seed: u64,
    hw_modes: u32,
    (opcode, nops, k): (u32, u32, u32),
    encode: &mut dyn FnMut(u32, &mut Stub) -> Option<String>,
    offset: &dyn Fn(u32, u32, u32) -> Option<u32>,
) {
    for mode in 0..hw_modes {
        stub.mode = mode;
        for kth in 0..k {
            stub.ops = vector_for(seed, opcode, mode, kth, nops);
            stub.trace.clear();
            let enc = encode(opcode, stub).unwrap_or_else(|| "-".to_string());
            let _ = writeln!(out, "E {opcode} {mode} {kth} {enc} |{}", stub.trace);
        }
        let offs: Vec<String> =
            (0..nops).map(|op| offset(opcode, op, mode).map_or_else(|| "-".to_string(), |o| o.to_string())).collect();
        let _ = writeln!(out, "O {opcode} {mode} {}", offs.join(","));
    }
}
