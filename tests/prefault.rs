//! The `tablegen` binary's heap helper (`src/heap/prefault.rs`), wired
//! into an allocator here as the binary wires it: once the heap has grown
//! far enough, the helper makes the heap's new pages present before the
//! program touches them, and every byte the program wrote stays as written.
//!
//! Runs on the main thread (no test harness): glibc serves only the main
//! thread from the `brk` heap the helper watches.

use std::alloc::{GlobalAlloc, Layout, System};

#[allow(dead_code)]
#[path = "../src/heap/prefault.rs"]
mod prefault;

/// The system allocator, telling the helper where each block landed.
struct Noting;

// SAFETY: every method defers to `System` with the same arguments and
// returns its result unchanged; `note` only reads the block's address.
unsafe impl GlobalAlloc for Noting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        prefault::note(p as usize);
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        System.dealloc(p, layout)
    }
    unsafe fn realloc(&self, p: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let q = System.realloc(p, layout, new_size);
        prefault::note(q as usize);
        q
    }
}

#[global_allocator]
static ALLOCATOR: Noting = Noting;

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn main() {
    const PAGE: usize = 4096;
    prefault::enable();
    // Small blocks come from the heap: 24 MB of them, each filled with a
    // pattern of its own.
    let blocks: Vec<Vec<u8>> = (0..24_000u32).map(|i| vec![(i % 251) as u8; 1000]).collect();
    // SAFETY: `sbrk(0)` only reads where the heap ends.
    let top = unsafe { libc::sbrk(0) } as usize;
    // The heap's last page lies in the free space it keeps past its last
    // block: nothing has written it, so only the helper makes it present.
    let last = (top - 1) & !(PAGE - 1);
    let mut present = false;
    for _ in 0..2_000 {
        let mut v = [0u8; 1];
        // SAFETY: `last` is a whole page inside the heap's mapping (below
        // its end); `mincore` writes one byte per page into `v`.
        let r = unsafe { libc::mincore(last as *mut libc::c_void, PAGE, v.as_mut_ptr()) };
        assert_eq!(r, 0, "mincore: {}", std::io::Error::last_os_error());
        if v[0] & 1 == 1 {
            present = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let kernel_can = kernel_has_populate_write();
    assert!(
        present || !kernel_can,
        "the heap's last page ({last:#x}, heap end {top:#x}) is not present 2 s after the heap grew"
    );
    for (i, b) in blocks.iter().enumerate() {
        assert!(b.iter().all(|&x| x == (i % 251) as u8), "block {i} changed");
    }
    println!(
        "prefault: heap populated ahead: {present} (kernel has MADV_POPULATE_WRITE: {kernel_can}); 24,000 blocks intact"
    );
}

/// Whether the kernel knows `MADV_POPULATE_WRITE` (Linux 5.14 on): asked
/// on a page of our own, which it then makes present.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn kernel_has_populate_write() -> bool {
    let mut page = vec![0u8; 1 << 16];
    let start = (page.as_mut_ptr() as usize + 4095) & !4095;
    // SAFETY: the range is a whole page inside `page`, which we own;
    // populating writes nothing.
    unsafe { libc::madvise(start as *mut libc::c_void, 4096, libc::MADV_POPULATE_WRITE) == 0 }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn main() {
    println!("prefault: nothing to test off Linux with glibc");
}
