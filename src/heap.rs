//! The binary's allocator: the C library's, with the memory of a run that
//! uses a record cache backed by transparent huge pages where the kernel
//! offers them on request (`/sys/kernel/mm/transparent_hugepage/enabled`
//! set to `madvise`, the common default, or `always`).
//!
//! A run that loads its records from a record cache fills tens to
//! hundreds of megabytes of fresh memory in bulk: the records, the value
//! store, the kept analyses. Each 4 KiB page costs a page fault on first
//! touch, about 2.3 µs on the 2-core VMs this was measured on, and a warm
//! X86 `-gen-register-info` took 43,000 of them: half its 110 ms. A 2 MiB
//! page costs one fault. So once [`HugePages::init`] has run, the heap
//! grows in large steps (`M_TOP_PAD`) and every part of it past the first
//! few megabytes, and every block of 2 MiB or more, is advised
//! `MADV_HUGEPAGE` as it appears, which is what glibc itself does under
//! `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, a setting a process cannot
//! give itself. Over the 199 rows of LLVM's build
//! (`.ci/llvm-build-time.py`), as fractions of llvm-tblgen-19's time, a
//! warm cache went from 0.103 to 0.087 and a cold one from 0.151 to 0.136;
//! the front end's share of the warm runs, loading, from 7.1 to 4.3 s.
//!
//! The CLI calls [`HugePages::init`] only when it uses a record cache
//! (`cli::Hooks`). A parse allocates in small pieces that it frees and
//! reuses; huge pages made it a little faster, but left partly used 2 MiB
//! pages resident: 8 MB more on a small target's `-print-records`, 88 MB
//! more on AMDGPU's. And the heap's first [`SMALL_HEAP`] bytes are never
//! advised, so a run that needs little memory holds no huge page.
//!
//! Runs that parse have their heap populated ahead of them by a helper
//! thread instead ([`prefault`]).
//!
//! Only the binary uses this allocator, and only with its `tuned` feature
//! (a default one; see the root `Cargo.toml`); a program that links the
//! library keeps its own. On parsing runs it is not measurable against the
//! machine's noise: `-print-records` over LLVM's 34 targets (`parity
//! --time --runs 3`, 2026-11-28) took a geomean 0.37 and 0.38 of
//! llvm-tblgen-19's time with the `tuned` feature and 0.36 without, where
//! two runs of the same binary gave 0.45 and 0.38; the figures above, for
//! record-cache runs, are where it pays.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

pub mod prefault;

/// The size of a transparent huge page on x86-64 and (with 4 KiB base
/// pages) AArch64.
const HUGE: usize = 2 << 20;

/// How much of the heap stays on small pages.
const SMALL_HEAP: usize = 8 << 20;

/// How far the heap grows at a time (glibc's `M_TOP_PAD`): enough for
/// whole huge pages, and for a large run to grow it a few times only.
const HEAP_STEP: usize = 64 << 20;

/// The system allocator, advising huge pages as described in the module
/// docs once [`HugePages::init`] has run.
pub struct HugePages;

/// The end of the heap advised so far; 0 until [`HugePages::init`].
static ADVISED_TO: AtomicUsize = AtomicUsize::new(0);

impl HugePages {
    /// Sets glibc's heap growth and starts advising, from the heap's
    /// current end on. The heap is no longer populated ahead
    /// ([`prefault::disable`]): huge pages serve it instead.
    pub fn init() {
        prefault::disable();
        if let Some(start) = prefault::grow_heap_by(HEAP_STEP) {
            ADVISED_TO.store(start.saturating_add(SMALL_HEAP), Ordering::Relaxed);
        }
    }

    /// Advises what a block just allocated at `p` of `size` bytes brought:
    /// the block itself when it is large (glibc maps those on their own),
    /// else any part of the heap grown past what is advised.
    #[inline]
    fn note(p: *mut u8, size: usize) {
        if p.is_null() {
            return;
        }
        prefault::note(p as usize);
        let advised_to = ADVISED_TO.load(Ordering::Relaxed);
        if advised_to == 0 {
            return;
        }
        if size >= HUGE {
            advise(p as usize, p as usize + size);
        } else if p as usize >= advised_to {
            Self::heap_grew(advised_to);
        }
    }

    #[cold]
    fn heap_grew(advised_to: usize) {
        if let Some(top) = prefault::heap_end_past(&ADVISED_TO, advised_to) {
            advise(advised_to, top);
        }
    }
}

/// The value store's big tables, advised as the heap's big blocks are
/// (`tablegen_core::tuning::set_arena_advice`): each is filled at random
/// at once, so huge pages cost no memory and spare a fault per 4 KiB.
pub fn advise_arena(start: usize, len: usize) {
    advise(start, start.saturating_add(len));
}

/// Advises `MADV_HUGEPAGE` for the whole huge pages in `start..end`.
fn advise(start: usize, end: usize) {
    #[cfg(target_os = "linux")]
    {
        let from = start.saturating_add(HUGE - 1) & !(HUGE - 1);
        let to = end & !(HUGE - 1);
        if to > from {
            // SAFETY: `MADV_HUGEPAGE` only sets how the kernel backs
            // anonymous memory in the range: contents, protection and
            // ownership stay as they are. The range lies in a block or
            // heap the C library mapped; if part of it has been unmapped
            // since, the call fails on that part and is ignored.
            unsafe {
                libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE);
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, end);
}

/// Hands the pages of freed memory back to the system. glibc keeps freed
/// memory for reuse, and a big backend's later phases allocate mostly in
/// large fresh blocks that cannot reuse it, so without this the pattern
/// model and the matcher tree of `-gen-dag-isel` stayed resident until
/// exit: AArch64's peak went from 226 to 200 MB with it.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn return_freed_memory() {
    // SAFETY: `malloc_trim` has no preconditions: it takes glibc's arena
    // locks itself and only releases pages of chunks that are already free.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Elsewhere the allocator's own policy stands.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn return_freed_memory() {}

// SAFETY: every method defers to `System` with the same arguments and
// returns its result unchanged; `note` only advises the kernel about memory
// `System` already handed out.
unsafe impl GlobalAlloc for HugePages {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        Self::note(p, layout.size());
        p
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        System.dealloc(p, layout)
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        Self::note(p, layout.size());
        p
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let q = System.realloc(p, layout, new_size);
        Self::note(q, new_size);
        q
    }
}
