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
    let left = main_stack::remaining(sp).or_else(stacker::remaining_stack);
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

/// The main thread's stack, known without asking `stacker`.
///
/// `stacker` learns a thread's stack from `pthread_getattr_np`, which for
/// the main thread reads and parses all of `/proc/self/maps`: 60 µs or
/// more, a twentieth of a run on a small input. The kernel says as much
/// more cheaply. The main thread's stack ends just above the executable's
/// file name, the first string `execve` copies to it (`AT_EXECFN` in the
/// auxiliary vector), and may grow down to the stack size limit
/// (`RLIMIT_STACK`) below that end. Threads' stacks, and the segments
/// [`guard`] switches to, lie elsewhere, so a stack pointer within that
/// span is the main thread's.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod main_stack {
    use std::sync::OnceLock;

    /// Kept off the limit: the kernel's bookkeeping for where the stack
    /// starts, and the page the span ends in, are not counted exactly.
    const SLACK: usize = 64 * 1024;

    /// Stack left below `sp` when `sp` is on the main thread's stack.
    pub(super) fn remaining(sp: usize) -> Option<usize> {
        static SPAN: OnceLock<Option<(usize, usize)>> = OnceLock::new();
        let (low, high) = (*SPAN.get_or_init(span))?;
        (low < sp && sp <= high).then(|| sp - low)
    }

    /// The lowest and highest addresses the main thread's stack may use,
    /// or `None` when the limit is unknown or unlimited (then the kernel
    /// may place other mappings below the stack, and only
    /// `/proc/self/maps` tells).
    fn span() -> Option<(usize, usize)> {
        // SAFETY: `getauxval` and `getrlimit` only read the process's own
        // start-up data. `AT_EXECFN`, when present, is the address of a
        // NUL-terminated string the kernel wrote at exec and nothing
        // frees, so `strlen` reads within it.
        let (top, limit) = unsafe {
            let name = libc::getauxval(libc::AT_EXECFN) as usize;
            if name == 0 {
                return None;
            }
            let top = name.checked_add(libc::strlen(name as *const libc::c_char))?.checked_add(1)?;
            let mut rl = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
            if libc::getrlimit(libc::RLIMIT_STACK, &mut rl) != 0 || rl.rlim_cur == libc::RLIM_INFINITY {
                return None;
            }
            (top, usize::try_from(rl.rlim_cur).ok()?)
        };
        let low = top.checked_sub(limit)?.checked_add(SLACK)?;
        (low < top).then_some((low, top))
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn the_span_holds_the_start_up_data_and_no_other_threads_stack() {
            // The kernel's random bytes for the process sit on the main
            // thread's stack, between the strings at its top and `main`.
            // SAFETY: reads the auxiliary vector only.
            let random = unsafe { libc::getauxval(libc::AT_RANDOM) } as usize;
            let limit = unsafe {
                let mut rl = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
                libc::getrlimit(libc::RLIMIT_STACK, &mut rl);
                rl.rlim_cur
            };
            match super::span() {
                Some((low, high)) => {
                    assert!(low < random && random < high, "{low:#x} < {random:#x} < {high:#x}");
                    assert!(high - low <= limit as usize);
                }
                None => assert_eq!(limit, libc::RLIM_INFINITY),
            }
            // Tests run on threads of their own, whose stacks lie elsewhere.
            let marker = 0u8;
            assert_eq!(super::remaining(core::ptr::addr_of!(marker) as usize), None);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
mod main_stack {
    /// Not known cheaply here: `stacker` answers.
    pub(super) fn remaining(_sp: usize) -> Option<usize> {
        None
    }
}
