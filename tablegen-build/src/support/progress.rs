//! Progress lines for long generations: what a run is doing, on stderr,
//! so that a user watching a 30-second generation (RISC-V's selector, a
//! whole module tree) sees it move. Off unless asked for: the CLI's
//! `--progress`, [`crate::Builder::progress`], and in build scripts
//! automatically once a run has taken [`AUTO_AFTER`] (cargo shows a build
//! script's stderr with `-vv`, and keeps it in the build's `output` file).
//!
//! ```
//! use std::time::Duration;
//! use tablegen_build::support::progress;
//! progress::enable(Duration::from_secs(3600));
//! progress::step(|| "not printed: the first hour is quiet".to_string());
//! assert!(progress::enabled());
//! ```

use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How long a build-script run goes before it starts printing progress.
pub const AUTO_AFTER: Duration = Duration::from_secs(10);

/// When progress was turned on, and after how long lines are printed.
static STATE: OnceLock<(Instant, Duration)> = OnceLock::new();

/// Turns progress lines on for this process: steps print once `after`
/// has passed since now. The first call wins (a process runs one CLI
/// invocation, a build script its builders one after another).
pub fn enable(after: Duration) {
    let _ = STATE.set((Instant::now(), after));
}

/// Whether progress lines are on.
pub fn enabled() -> bool {
    STATE.get().is_some()
}

/// Prints `tablegen: WHAT [ELAPSED s]` when progress is on and its delay
/// has passed; `what` is only formatted then.
pub fn step(what: impl FnOnce() -> String) {
    if let Some((start, after)) = STATE.get() {
        let t = start.elapsed();
        if t >= *after {
            eprintln!("tablegen: {} [{:.1} s]", what(), t.as_secs_f64());
        }
    }
}
