//! Links the `tablegen` binary's unwinder statically where the C toolchain
//! has one to link (`libgcc_eh.a`, GCC's static unwinder), so the binary
//! does not load `libgcc_s.so.1` at all.
//!
//! Why: the shared library's constructor probes the CPU with `cpuid`, which
//! traps to the hypervisor on virtual machines. Loading it cost 0.12 ms of
//! the 1.5 ms a small input's run takes on the 2-core VMs this was measured
//! on (`perf stat -r 200`, `-print-records` of `Attributes.td`), and LLVM's
//! build runs the binary hundreds of times. Rust's standard library needs
//! only the unwinder from it, which `libgcc_eh.a` holds; a `+crt-static`
//! build links that already.
//!
//! The probe asks the C compiler where the archive is. When it does not say
//! (another toolchain, cross builds), nothing changes and the binary loads
//! `libgcc_s` as Rust programs usually do. Only the binary is affected: the
//! library crate leaves its users' link alone. (The `tests` package builds
//! the same `src/main.rs` again and runs [`static_unwinder`] from its own
//! build script.)

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    static_unwinder();
}

/// Sets the `static_unwinder` cfg, and the archive's directory as a link
/// search path, when the `tuned` feature is on, the target is this Linux
/// GNU host and its C compiler knows `libgcc_eh.a`.
pub fn static_unwinder() {
    println!("cargo:rerun-if-env-changed=CC");
    println!("cargo:rustc-check-cfg=cfg(static_unwinder)");
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    let native = var("TARGET") == var("HOST");
    let gnu = var("CARGO_CFG_TARGET_OS") == "linux" && var("CARGO_CFG_TARGET_ENV") == "gnu";
    let crt_static = var("CARGO_CFG_TARGET_FEATURE").split(',').any(|f| f == "crt-static");
    // Part of the binary's `tuned` feature (the package running this script
    // decides: the root package, or the `tests` package's copy of the
    // binary).
    let tuned = std::env::var_os("CARGO_FEATURE_TUNED").is_some();
    if !(native && gnu && tuned) || crt_static {
        return;
    }
    let Some(archive) = gcc_eh() else { return };
    if let Some(dir) = archive.parent() {
        println!("cargo:rustc-link-search=native={}", dir.display());
        println!("cargo:rustc-cfg=static_unwinder");
        println!("cargo:rustc-env=TABLEGEN_STATIC_UNWINDER=1");
    }
}

/// The path of `libgcc_eh.a` as the C compiler reports it; `None` when it
/// answers with the bare name (it has no such file) or cannot be run.
fn gcc_eh() -> Option<PathBuf> {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let out = Command::new(cc).arg("-print-file-name=libgcc_eh.a").output().ok()?;
    if !out.status.success() {
        return None;
    }
    let path = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    (path.is_absolute() && path.is_file()).then_some(path)
}
