//! `tablegen`: a drop-in replacement for `llvm-tblgen`.
//!
//! The binary starts at a C `main` rather than Rust's `fn main`: Rust's
//! start-up code reopens a closed standard descriptor on `/dev/null`, so
//! `tablegen x.td >&-` would write into nothing and exit 0. llvm-tblgen
//! reports "IO failure on output stream: Bad file descriptor" and exits 1,
//! and build systems trust that exit code. Everything else Rust's start-up
//! does that matters here is ignoring `SIGPIPE`, done below.
#![no_main]

//!
//! With the `tuned` feature (a default one), the binary also owns its
//! process's memory and start-up: its allocator advises huge pages and has
//! a helper thread populate the heap ([`heap`]), the value store's big
//! tables are advised too and the main thread's stack bounds are read from
//! the kernel's start-up data ([`main_stack`]), freed memory is handed back
//! between a backend's phases, and GCC's unwinder is linked statically
//! (`build.rs`). None of it is in the libraries: a build script that links
//! `tablegen-build` keeps its process as it was.

use std::os::raw::{c_char, c_int};

#[cfg(feature = "tuned")]
mod heap;
#[cfg(feature = "tuned")]
mod main_stack;

#[cfg(feature = "tuned")]
#[global_allocator]
static ALLOCATOR: heap::HugePages = heap::HugePages;

// GCC's static unwinder where the toolchain has it (see build.rs), whole, so
// its symbols are defined before the linker reaches the `-lgcc_s` the
// standard library asks for, which `--as-needed` then leaves out.
#[cfg(all(static_unwinder, feature = "tuned"))]
#[link(name = "gcc_eh", kind = "static", modifiers = "+whole-archive")]
extern "C" {}

/// The process-wide settings of the `tuned` feature, made before anything
/// is allocated; the hooks the CLI calls later.
#[cfg(feature = "tuned")]
fn tune() -> tablegen_rs::cli::Hooks {
    // Sets how the heap grows.
    heap::prefault::enable();
    tablegen_rs::core::tuning::set_arena_advice(heap::advise_arena);
    main_stack::publish();
    tablegen_rs::cli::Hooks {
        record_cache: Some(heap::HugePages::init),
        after_release: Some(heap::return_freed_memory),
    }
}

/// Without the `tuned` feature the process stays as Rust and the C library
/// set it up.
#[cfg(not(feature = "tuned"))]
fn tune() -> tablegen_rs::cli::Hooks {
    tablegen_rs::cli::Hooks::default()
}

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
    // Before anything is allocated.
    let hooks = tune();
    let mut args = std::env::args_os();
    let argv0 = args.next().map_or_else(|| "tablegen".to_string(), |a| a.to_string_lossy().into_owned());
    let args: Vec<_> = args.collect();
    // Runs on the main thread: deep input grows the stack on demand
    // (`tablegen_core::stack`), so nothing is reserved up front.
    let code = tablegen_rs::cli::run_with(&argv0, args, hooks);
    // `exit` flushes nothing of ours (the CLI writes through unbuffered
    // descriptors) and runs the C runtime's exit handlers.
    std::process::exit(code)
}
