//! Populating the heap ahead of the program, from a second thread.
//!
//! A parse writes tens of megabytes of fresh memory, and every 4 KiB page
//! of it costs a page fault on first touch: the kernel takes the page,
//! clears it and charges it to the cgroup, about 2 µs on the 2-core VMs
//! this was measured on. X86's `-null-backend` took 29,000 of them, two
//! thirds in the `brk` heap; the IR intrinsics, which every target
//! includes, 5,800.
//!
//! So the heap grows in steps of [`STEP`], and once it has passed
//! [`SMALL`], every step it takes is handed to a helper thread that has
//! the kernel populate it (`MADV_POPULATE_WRITE`, Linux 5.14) while the
//! program goes on: it then finds most of its pages present. Populating
//! writes no byte (it faults the pages in as a write would, without the
//! write), so the helper races nothing the allocator or the program does:
//! it only needs to know how far the heap reaches. A page the program
//! touches first is faulted in by the program, as before.
//!
//! What it costs: a thread, started only by runs that pass [`SMALL`] (a
//! small input's run never does), and up to one [`STEP`] of memory that
//! the heap holds past what the program uses, now resident (Lanai's
//! `-null-backend` peaks at 31 MB instead of 29 MB).
//!
//! Where `MADV_POPULATE_WRITE` is unknown (older kernels answer `EINVAL`)
//! or no thread can be started, the helper stops for good and the program
//! faults its pages in as it always did. Elsewhere than Linux with glibc
//! (`sbrk`, `M_TOP_PAD`), [`enable`] leaves populating off and nothing
//! else happens.

use std::sync::atomic::{AtomicUsize, Ordering};

/// How far the heap grows at a time (glibc's `M_TOP_PAD`): one step is
/// what the helper works ahead of the program, and what stays resident
/// past its last allocation.
const STEP: usize = 2 << 20;

/// How much the heap grows, from where it stood at [`enable`], before the
/// helper is started.
const SMALL: usize = 4 << 20;

/// Where the next allocation lands that tells the helper the heap grew:
/// the heap's end as last seen, or 0 when populating is off.
static WATCH: AtomicUsize = AtomicUsize::new(0);

/// Turns populating on, for the rest of the process: sets the heap's
/// growth step and where the helper will start.
pub fn enable() {
    if let Some(start) = grow_heap_by(STEP) {
        WATCH.store(start.saturating_add(SMALL), Ordering::Relaxed);
    }
}

/// Sets how far glibc grows the heap at a time (`M_TOP_PAD`) and returns
/// where the heap ends now; `None` without such a heap. Called before any
/// other thread exists (the parent module's huge-page mode uses it too).
pub fn grow_heap_by(step: usize) -> Option<usize> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: `mallopt` only sets malloc's parameters, and `sbrk(0)`
        // only reads the current end of the heap; neither touches memory
        // the program owns.
        let start = unsafe {
            libc::mallopt(libc::M_TOP_PAD, libc::c_int::try_from(step).unwrap_or(libc::c_int::MAX));
            libc::sbrk(0) as usize
        };
        (start != usize::MAX).then_some(start)
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        let _ = step;
        None
    }
}

/// Turns populating off: a run that loads a record cache grows its heap in
/// larger steps of huge pages (see the parent module), which are not to be
/// made resident wholesale.
pub fn disable() {
    WATCH.store(0, Ordering::Relaxed);
}

/// Called with every block the allocator hands out: a block past the
/// heap's end as last seen means the heap may have grown.
#[inline]
pub fn note(p: usize) {
    let watch = WATCH.load(Ordering::Relaxed);
    if watch != 0 && p >= watch {
        heap_grew(watch);
    }
}

/// Hands the heap's new end to the helper, starting it the first time.
/// Blocks the C library maps on their own (and other threads' arenas) lie
/// past the heap too; for them the heap's end has not moved and nothing
/// happens.
#[cold]
fn heap_grew(watch: usize) {
    if let Some(top) = heap_end_past(&WATCH, watch) {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        helper::hand_over(watch, top);
        #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
        let _ = top;
    }
}

/// The heap's end, when it lies past `seen` and this call is the one that
/// moved `mark` up to it, so that each growth is acted on once; `None`
/// otherwise, and always without a `brk` heap. The parent module's
/// huge-page mode keeps its own mark.
pub fn heap_end_past(mark: &AtomicUsize, seen: usize) -> Option<usize> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: `sbrk(0)` reads the end of the heap and changes nothing;
        // a stale answer only delays what the caller does with it.
        let top = unsafe { libc::sbrk(0) } as usize;
        (top != usize::MAX && top > seen && mark.fetch_max(top, Ordering::Relaxed) < top).then_some(top)
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        let _ = (mark, seen);
        None
    }
}

/// The helper thread and what it is told; only where `MADV_POPULATE_WRITE`
/// and futexes exist.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod helper {
    use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};

    /// How far the helper is to populate the heap.
    static TARGET: AtomicUsize = AtomicUsize::new(0);

    /// Where the helper starts: the end of the heap when it was started.
    static FROM: AtomicUsize = AtomicUsize::new(0);

    /// Bumped whenever [`TARGET`] moves; the helper sleeps on it (a futex
    /// is a 32-bit word).
    static WAKE: AtomicU32 = AtomicU32::new(0);

    /// The helper's state: [`IDLE`], [`RUNNING`] or [`OFF`].
    static STATE: AtomicU32 = AtomicU32::new(IDLE);
    const IDLE: u32 = 0;
    const RUNNING: u32 = 1;
    const OFF: u32 = 2;

    /// Asks the helper to populate the heap up to `top`, starting it (from
    /// `from` on) the first time.
    pub(super) fn hand_over(from: usize, top: usize) {
        if STATE.compare_exchange(IDLE, RUNNING, Ordering::Relaxed, Ordering::Relaxed).is_ok() {
            FROM.store(from, Ordering::Relaxed);
            if !spawn() {
                STATE.store(OFF, Ordering::Relaxed);
            }
        }
        if STATE.load(Ordering::Relaxed) != RUNNING {
            return;
        }
        TARGET.fetch_max(top, Ordering::Release);
        WAKE.fetch_add(1, Ordering::Release);
        // SAFETY: wakes at most one thread sleeping on `WAKE`, a static
        // word that lives as long as the process; no memory changes.
        unsafe {
            libc::syscall(libc::SYS_futex, WAKE.as_ptr(), libc::FUTEX_WAKE | libc::FUTEX_PRIVATE_FLAG, 1);
        }
    }

    /// Starts the helper, detached, with a small stack. Goes through the C
    /// library rather than `std::thread`: this runs inside the global
    /// allocator, where allocating through it again must not happen.
    fn spawn() -> bool {
        // SAFETY: the attribute object is initialised before use and
        // destroyed after; `run` is an `extern "C"` function that takes no
        // argument and only reads statics.
        unsafe {
            let mut attr: libc::pthread_attr_t = std::mem::zeroed();
            if libc::pthread_attr_init(&mut attr) != 0 {
                return false;
            }
            libc::pthread_attr_setstacksize(&mut attr, 64 << 10);
            libc::pthread_attr_setdetachstate(&mut attr, libc::PTHREAD_CREATE_DETACHED);
            let mut thread: libc::pthread_t = 0;
            let started = libc::pthread_create(&mut thread, &attr, run, std::ptr::null_mut()) == 0;
            libc::pthread_attr_destroy(&mut attr);
            started
        }
    }

    /// The helper: populates the heap up to [`TARGET`] whenever it moves,
    /// and sleeps in between. Stops for good when the kernel does not know
    /// `MADV_POPULATE_WRITE`; any other failure (part of the range returned
    /// to the system since, say) only skips that range.
    extern "C" fn run(_: *mut libc::c_void) -> *mut libc::c_void {
        const PAGE: usize = 4096;
        let mut done = FROM.load(Ordering::Relaxed) & !(PAGE - 1);
        loop {
            let wake = WAKE.load(Ordering::Acquire);
            let target = TARGET.load(Ordering::Acquire) & !(PAGE - 1);
            if target > done {
                // SAFETY: `MADV_POPULATE_WRITE` makes the pages of the range
                // present and writable as a write fault would, without
                // writing: every byte keeps its value, whoever owns it. The
                // range lies in the heap (between two of its ends); a part
                // no longer mapped fails the call, which changes nothing
                // there.
                let failed =
                    unsafe { libc::madvise(done as *mut libc::c_void, target - done, libc::MADV_POPULATE_WRITE) != 0 };
                if failed && std::io::Error::last_os_error().raw_os_error() == Some(libc::EINVAL) {
                    STATE.store(OFF, Ordering::Relaxed);
                    return std::ptr::null_mut();
                }
                done = target;
                continue;
            }
            // SAFETY: sleeps until `WAKE` changes from `wake` (returning at
            // once if it already has); no memory changes.
            unsafe {
                libc::syscall(
                    libc::SYS_futex,
                    WAKE.as_ptr(),
                    libc::FUTEX_WAIT | libc::FUTEX_PRIVATE_FLAG,
                    wake,
                    std::ptr::null::<libc::timespec>(),
                );
            }
        }
    }
}
