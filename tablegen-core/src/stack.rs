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

use core::cell::Cell;

/// Stack that must remain before a guarded call: enough for the deepest
/// chain of frames between two guarded calls. Unoptimised builds keep every
/// local of the parser's large `match`es in its frame, so they need more.
const RED_ZONE: usize = if cfg!(debug_assertions) { 1024 * 1024 } else { 256 * 1024 };

/// Size of each new stack segment.
const SEGMENT: usize = 4 * 1024 * 1024;

thread_local! {
    /// Stack addresses from which a guarded call needs no further check:
    /// `(low, high]` lies on the stack in use with at least [`RED_ZONE`]
    /// bytes below `low`. Learned on a slow check; emptied whenever a
    /// segment is entered or left, since a window found on one stack says
    /// nothing about another.
    static WINDOW: Cell<(usize, usize)> = const { Cell::new(EMPTY) };
}

const EMPTY: (usize, usize) = (usize::MAX, 0);

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
    // Guards run millions of times per evaluation; asking `stacker` each
    // time (an out-of-line stack-pointer read and a lazily initialised
    // thread-local) cost a few percent. The address of a local is the
    // stack pointer to within a frame, which the red zone absorbs.
    let marker = 0u8;
    let sp = core::ptr::addr_of!(marker) as usize;
    let (low, high) = WINDOW.with(Cell::get);
    if low < sp && sp <= high {
        return f();
    }
    checked(sp, f)
}

fn checked<R>(sp: usize, f: impl FnOnce() -> R) -> R {
    let left = main_stack_remaining(sp).or_else(stacker::remaining_stack);
    match left {
        Some(left) if left >= RED_ZONE => {
            WINDOW.with(|w| w.set((sp.saturating_sub(left).saturating_add(RED_ZONE), sp)));
            f()
        }
        _ => {
            WINDOW.with(|w| w.set(EMPTY));
            let r = stacker::grow(SEGMENT, f);
            WINDOW.with(|w| w.set(EMPTY));
            r
        }
    }
}

/// Stack left below `sp` when `sp` lies on the main thread's stack and the
/// program told where that is ([`crate::tuning::set_main_thread_stack`]).
///
/// Why not find out here: `stacker` learns a thread's stack from
/// `pthread_getattr_np`, portable and per thread, which for the main thread
/// reads and parses all of `/proc/self/maps` once per thread (60 µs or
/// more). The kernel tells the same more cheaply (the `tablegen` binary
/// reads the auxiliary vector and the stack limit), but only a program that
/// owns its process knows that its main thread is the one the kernel
/// started; a library asks `stacker`, which is always right. Threads'
/// stacks, and the segments [`guard`] switches to, lie elsewhere, so a
/// stack pointer within the span is the main thread's.
#[inline]
fn main_stack_remaining(sp: usize) -> Option<usize> {
    let (low, high) = crate::tuning::main_thread_stack()?;
    (low < sp && sp <= high).then(|| sp - low)
}
