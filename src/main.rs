//! `tablegen`: a drop-in replacement for `llvm-tblgen`.
//!
//! The binary starts at a C `main` rather than Rust's `fn main`: Rust's
//! start-up code reopens a closed standard descriptor on `/dev/null`, so
//! `tablegen x.td >&-` would write into nothing and exit 0. llvm-tblgen
//! reports "IO failure on output stream: Bad file descriptor" and exits 1,
//! and build systems trust that exit code. Everything else Rust's start-up
//! does that matters here is ignoring `SIGPIPE`, done below.
#![no_main]

use std::os::raw::{c_char, c_int};

mod heap;

#[global_allocator]
static ALLOCATOR: heap::HugePages = heap::HugePages;

// GCC's static unwinder where the toolchain has it (see build.rs), whole, so
// its symbols are defined before the linker reaches the `-lgcc_s` the
// standard library asks for, which `--as-needed` then leaves out.
#[cfg(static_unwinder)]
#[link(name = "gcc_eh", kind = "static", modifiers = "+whole-archive")]
extern "C" {}

/// The process entry point (the C runtime calls it with `argv`, which
/// `std::env::args_os` reads on its own).
#[no_mangle]
pub extern "C" fn main(_argc: c_int, _argv: *const *const c_char) -> c_int {
    // SAFETY: installs the `SIG_IGN` disposition for SIGPIPE before any
    // other thread exists; no handler code runs. A write to a closed pipe
    // then fails with EPIPE, which the CLI reports as llvm-tblgen does.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    // Before anything is allocated: sets how the heap grows.
    heap::prefault::enable();
    let mut args = std::env::args_os();
    let argv0 = args.next().map_or_else(|| "tablegen".to_string(), |a| a.to_string_lossy().into_owned());
    let args: Vec<_> = args.collect();
    // Runs on the main thread: deep input grows the stack on demand
    // (`tablegen_core::stack`), so nothing is reserved up front.
    let hooks = tablegen_rs::cli::Hooks { record_cache: Some(heap::HugePages::init) };
    let code = tablegen_rs::cli::run_with(&argv0, args, hooks);
    // `exit` flushes nothing of ours (the CLI writes through unbuffered
    // descriptors) and runs the C runtime's exit handlers.
    std::process::exit(code)
}
