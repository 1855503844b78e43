//! The main thread's stack bounds, read from what the kernel left at exec,
//! for `tablegen_core::stack::guard` (see
//! `tablegen_core::tuning::set_main_thread_stack`).
//!
//! The main thread's stack ends just above the executable's file name, the
//! first string `execve` copies to it (`AT_EXECFN` in the auxiliary
//! vector), and may grow down to the stack size limit (`RLIMIT_STACK`)
//! below that end. Only the binary may say so: it knows that its `main`
//! runs on the thread the kernel started. Without it the library asks
//! `stacker`, which for the main thread parses all of `/proc/self/maps`
//! (60 µs or more, a twentieth of a small input's run).

/// Kept off the limit: the kernel's bookkeeping for where the stack starts,
/// and the page the span ends in, are not counted exactly.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const SLACK: usize = 64 * 1024;

/// Tells the library where the main thread's stack lies, when that is
/// known cheaply. Call on the main thread, before any guarded recursion.
pub fn publish() {
    if let Some((low, high)) = span() {
        tablegen_rs::core::tuning::set_main_thread_stack(low, high);
    }
}

/// The lowest and highest addresses the main thread's stack may use, or
/// `None` when the limit is unknown or unlimited (then the kernel may place
/// other mappings below the stack, and only `/proc/self/maps` tells).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn span() -> Option<(usize, usize)> {
    // SAFETY: `getauxval` and `getrlimit` only read the process's own
    // start-up data. `AT_EXECFN`, when present, is the address of a
    // NUL-terminated string the kernel wrote at exec and nothing frees, so
    // `strlen` reads within it.
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

/// Not known cheaply here: `stacker` answers.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn span() -> Option<(usize, usize)> {
    None
}
