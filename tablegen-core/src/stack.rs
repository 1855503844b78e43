//! Recursion as deep as the input is, without a fixed stack reservation.
//!
//! TableGen values, statements and class instantiations nest as deeply as
//! the source says, and generated `.td` files nest far deeper than anything
//! written by hand. LLVM recurses on the native stack and crashes when it
//! runs out; a fixed limit below that would reject input LLVM accepts, and a
//! huge thread stack reserved up front fails under a small address-space
//! limit (`ulimit -v`) before reading a byte. Instead every function that
//! recurses on input depth runs its body through [`guard`], which moves to
//! a fresh heap-allocated stack segment when the current one runs low (the
//! `stacker` crate, as rustc does). Stack then costs only what the input
//! actually uses.

/// Stack that must remain before a guarded call: enough for the deepest
/// chain of frames between two guarded calls. Unoptimised builds keep every
/// local of the parser's large `match`es in its frame, so they need more.
const RED_ZONE: usize = if cfg!(debug_assertions) { 1024 * 1024 } else { 256 * 1024 };

/// Size of each new stack segment.
const SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f`, first switching to a new stack segment if less than
/// `RED_ZONE` bytes (256 KiB; 1 MiB in debug builds) remain on the current one.
///
/// ```
/// fn depth(n: u32) -> u32 {
///     tablegen_core::stack::guard(|| if n == 0 { 0 } else { 1 + depth(n - 1) })
/// }
/// // Far deeper than a default thread stack allows without the guard.
/// assert_eq!(depth(1_000_000), 1_000_000);
/// ```
#[inline]
pub fn guard<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
