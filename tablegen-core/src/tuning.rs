//! Process-wide speed-ups that the library leaves to the program.
//!
//! Some things make a run faster only when the whole process is the
//! `tablegen` tool: advising the kernel to back big tables with huge pages
//! (`MADV_HUGEPAGE`), or reading the main thread's stack bounds from the
//! auxiliary vector. A build script or a compiler that links this crate has
//! a process of its own, which a library must not reshape, so by default
//! the library does neither: tables are plain zeroed allocations and stack
//! depth is asked of `stacker` (see [`crate::stack`]). A program that owns
//! its process (the `tablegen` binary with its `tuned` feature) turns them
//! on here, once, at start.
//!
//! ```
//! // What a program owning its process might do: here, only count.
//! use std::sync::atomic::{AtomicUsize, Ordering};
//! static ADVISED: AtomicUsize = AtomicUsize::new(0);
//! fn advise(_start: usize, len: usize) {
//!     ADVISED.fetch_add(len, Ordering::Relaxed);
//! }
//! assert!(tablegen_core::tuning::set_arena_advice(advise));
//! // Set once: a second call changes nothing.
//! assert!(!tablegen_core::tuning::set_arena_advice(advise));
//! ```

use std::sync::OnceLock;

/// Called with each large table the value store is about to fill at
/// random: `start` (aligned to [`ARENA_ALIGN`]) and `len` bytes, all of
/// them freshly allocated and untouched. What it does with the pages is the
/// program's business; it must leave their contents (zeros) as they are.
pub type ArenaAdvice = fn(start: usize, len: usize);

/// The alignment of the blocks handed to an [`ArenaAdvice`]: a transparent
/// huge page on x86-64 (and AArch64 with 4 KiB pages).
///
/// ```
/// assert_eq!(tablegen_core::tuning::ARENA_ALIGN, 2 << 20);
/// ```
pub const ARENA_ALIGN: usize = 2 << 20;

static ARENA_ADVICE: OnceLock<ArenaAdvice> = OnceLock::new();

/// The main thread's stack, as `(lowest, highest)` addresses it may use.
static MAIN_STACK: OnceLock<(usize, usize)> = OnceLock::new();

/// Has the value store call `advice` on each table of [`ARENA_ALIGN`] bytes
/// or more, once, before filling it (see [`ArenaAdvice`]). Without it, such
/// tables are ordinary zeroed allocations. Returns `false`, changing
/// nothing, when advice was set already.
///
/// ```
/// fn nothing(_start: usize, _len: usize) {}
/// let first = tablegen_core::tuning::set_arena_advice(nothing);
/// assert!(!tablegen_core::tuning::set_arena_advice(nothing) || !first);
/// ```
pub fn set_arena_advice(advice: ArenaAdvice) -> bool {
    ARENA_ADVICE.set(advice).is_ok()
}

/// The advice set by [`set_arena_advice`], if any.
pub(crate) fn arena_advice() -> Option<ArenaAdvice> {
    ARENA_ADVICE.get().copied()
}

/// Tells [`crate::stack::guard`] that the main thread's stack spans
/// `low..=high`, so that it need not ask `stacker`, which for the main
/// thread parses all of `/proc/self/maps` (60 µs or more, a twentieth of a
/// small input's run). The bounds must be right: a guarded call on the
/// main thread trusts them to leave room for its red zone. Returns `false`,
/// changing nothing, when they were set already or `low >= high`.
///
/// ```
/// // A program that knows nothing of its stack sets nothing.
/// assert!(!tablegen_core::tuning::set_main_thread_stack(8, 8));
/// ```
pub fn set_main_thread_stack(low: usize, high: usize) -> bool {
    low < high && MAIN_STACK.set((low, high)).is_ok()
}

/// The bounds set by [`set_main_thread_stack`], if any.
#[inline]
pub(crate) fn main_thread_stack() -> Option<(usize, usize)> {
    MAIN_STACK.get().copied()
}
