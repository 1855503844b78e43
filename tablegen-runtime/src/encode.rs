//! What the encoders of `-gen-emitter --rust` run on: an instruction word
//! (a `u64`, or `[u64; N]` least significant word first for targets
//! wider than 64 bits, C++ `APInt`) and the one operation a generated
//! `encode` performs on it besides its own arithmetic, ORing a run of an
//! operand's bits into the word ([`insert`]).
//!
//! A generated module names its word type `Bits` (one of the two) and
//! calls [`insert`] once per run of operand bits, in the order LLVM's
//! `getBinaryCodeForInstr` does.

/// An instruction word: `u64`, or `[u64; N]` least significant word first.
///
/// ```
/// use tablegen_runtime::encode::EncodingBits;
/// let mut w = [0u64; 2];
/// w.insert_run(&[0b11, 0], 0, 2, 63);
/// assert_eq!(w, [1 << 63, 1]);
/// ```
pub trait EncodingBits {
    /// ORs bits `var_lo..var_lo + width` of `op` into `self` at `inst_lo`;
    /// bits outside either word are dropped.
    fn insert_run(&mut self, op: &Self, var_lo: u32, width: u32, inst_lo: u32);
}

impl EncodingBits for u64 {
    fn insert_run(&mut self, op: &u64, var_lo: u32, width: u32, inst_lo: u32) {
        let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
        let run = op.checked_shr(var_lo).unwrap_or(0) & mask;
        *self |= run.checked_shl(inst_lo).unwrap_or(0);
    }
}

impl<const N: usize> EncodingBits for [u64; N] {
    fn insert_run(&mut self, op: &[u64; N], var_lo: u32, width: u32, inst_lo: u32) {
        let bits = N * 64;
        let (var_lo, inst_lo) = (var_lo as usize, inst_lo as usize);
        for i in 0..width as usize {
            let (v, t) = (var_lo.saturating_add(i), inst_lo.saturating_add(i));
            if v < bits && t < bits && op[v / 64] >> (v % 64) & 1 != 0 {
                self[t / 64] |= 1 << (t % 64);
            }
        }
    }
}

/// ORs bits `var_lo..var_lo + width` of `op` into `value` at `inst_lo`
/// (what LLVM's `getBinaryCodeForInstr` does with each run of an
/// operand's encoding); bits outside either word are dropped.
///
/// ```
/// use tablegen_runtime::encode::insert;
/// let mut value: u64 = 0xf000;
/// insert(&mut value, &0b1011_0000, 4, 4, 0);
/// assert_eq!(value, 0xf00b);
/// ```
pub fn insert<B: EncodingBits>(value: &mut B, op: &B, var_lo: u32, width: u32, inst_lo: u32) {
    value.insert_run(op, var_lo, width, inst_lo);
}
