//! Wall-clock timing of analysis phases, printed to stderr when the
//! `TABLEGEN_PHASE_TIMES` environment variable is set. It exists so the
//! cost of each phase of a big backend (pattern model, matcher generation,
//! optimization, encoding), and the memory in use after it, can be read
//! off a release build without a profiler; unset, it costs one cached
//! environment lookup per phase.

use std::sync::OnceLock;
use std::time::Instant;

/// The shortest phase that makes a progress line.
const LONG_PHASE: std::time::Duration = std::time::Duration::from_millis(300);

/// The environment variable that turns the timing on.
pub const ENV: &str = "TABLEGEN_PHASE_TIMES";

fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os(ENV).is_some())
}

/// Runs `f`, printing `phase NAME: SECONDS` to stderr when timing is on.
/// With progress lines on ([`super::progress`]), the end of a phase that
/// took 0.3 s or more is one.
pub fn time<T>(name: &str, f: impl FnOnce() -> T) -> T {
    if !enabled() {
        if !super::progress::enabled() {
            return f();
        }
        let start = Instant::now();
        let r = f();
        // Short phases would bury the long ones.
        let took = start.elapsed();
        if took >= LONG_PHASE {
            super::progress::step(|| format!("{name}: {:.1} s", took.as_secs_f64()));
        }
        return r;
    }
    let start = Instant::now();
    let r = f();
    eprintln!("phase {name}: {:.3}s, {}", start.elapsed().as_secs_f64(), memory());
    r
}

/// The resident and peak resident set sizes (Linux only; empty elsewhere).
fn memory() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field =
        |key: &str| status.lines().find_map(|l| l.strip_prefix(key)).map(|v| v.trim().to_string()).unwrap_or_default();
    format!("rss {} peak {}", field("VmRSS:"), field("VmHWM:"))
}
