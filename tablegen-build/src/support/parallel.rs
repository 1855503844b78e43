//! Work split over the machine's cores whose result does not depend on how
//! the threads were scheduled.
//!
//! A backend analysis that does the same thing to many independent items
//! (patterns, records) numbers them, cuts them into blocks, and lets each
//! thread take the next block until none is left. The blocks' results are
//! then put back in block order, and an error is the one of the first
//! failing block, as one thread working through the items in order would
//! have met it.

use std::sync::atomic::{AtomicUsize, Ordering};

/// How many threads [`blocks_in_order`] uses for work that pays for more
/// than one: every core, up to four (a thread's own state, such as a type
/// inference session, costs memory that more threads would not repay).
///
/// Asked of the system once per process: the answer reads several files
/// under `/proc` and `/sys`, a fair share of a small run.
pub fn threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()).min(4))
}

/// The results of blocks `0..blocks`, concatenated in block order, or the
/// error of the first block (in block order) that has one.
///
/// `make(b, state)` makes block `b`'s results, and stops at its first error
/// (returning what it made before it). Each of up to `threads` threads has
/// its own `state`, made by `init` on that thread, so the state needs to be
/// neither `Send` nor `Sync`. Blocks after a failed one are not started.
/// A panic in a helper thread is resumed on the caller's.
///
/// ```
/// use tablegen_build::support::parallel::blocks_in_order;
/// // Squares of 0..10 in blocks of 3, one block failing on 7.
/// let make = |b: usize, _: &mut ()| {
///     let mut out = Vec::new();
///     for i in b * 3..(b * 3 + 3).min(10) {
///         if i == 7 {
///             return (out, Some(i));
///         }
///         out.push(i * i);
///     }
///     (out, None)
/// };
/// assert_eq!(blocks_in_order(2, 2, || (), make), Ok(vec![0, 1, 4, 9, 16, 25]));
/// assert_eq!(blocks_in_order(4, 2, || (), make), Err(7));
/// ```
pub fn blocks_in_order<S, T, E>(
    blocks: usize,
    threads: usize,
    init: impl Fn() -> S + Sync,
    make: impl Fn(usize, &mut S) -> (Vec<T>, Option<E>) + Sync,
) -> Result<Vec<T>, E>
where
    T: Send,
    E: Send,
{
    let next = AtomicUsize::new(0);
    // The first block known to fail: no block after it need be made.
    let failed = AtomicUsize::new(usize::MAX);
    let work = || {
        let mut state = init();
        let mut done = Vec::new();
        loop {
            let b = next.fetch_add(1, Ordering::Relaxed);
            if b >= blocks || b > failed.load(Ordering::Relaxed) {
                return done;
            }
            let (out, err) = make(b, &mut state);
            if err.is_some() {
                failed.fetch_min(b, Ordering::Relaxed);
            }
            done.push((b, out, err));
        }
    };
    let mut done = if threads < 2 || blocks < 2 {
        work()
    } else {
        std::thread::scope(|s| {
            let helpers: Vec<_> = (1..threads.min(blocks)).map(|_| s.spawn(work)).collect();
            let mut all = work();
            for h in helpers {
                all.extend(h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)));
            }
            all
        })
    };
    // Blocks were handed out in order, and only those after a failed one
    // were skipped: every block before the first failure is here.
    done.sort_unstable_by_key(|d| d.0);
    let mut results = Vec::new();
    for (_, out, err) in done {
        results.extend(out);
        if let Some(e) = err {
            return Err(e);
        }
    }
    Ok(results)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Blocks of 10 items; block `b` fails at its item `fail[b]`, after
    /// sleeping `delay[b]` milliseconds.
    fn run(threads: usize, fail: &[Option<usize>], delay: &[u64]) -> Result<Vec<usize>, usize> {
        blocks_in_order(
            fail.len(),
            threads,
            || (),
            |b, _| {
                std::thread::sleep(Duration::from_millis(delay[b]));
                let mut out = Vec::new();
                for i in 0..10 {
                    if fail[b] == Some(i) {
                        return (out, Some(b * 10 + i));
                    }
                    out.push(b * 10 + i);
                }
                (out, None)
            },
        )
    }

    #[test]
    fn results_come_in_block_order_whatever_the_timing() {
        // The first block is the slowest.
        for threads in 1..=4 {
            let got = run(threads, &[None, None, None, None, None], &[60, 0, 0, 0, 0]);
            assert_eq!(got, Ok((0..50).collect()), "{threads} threads");
        }
    }

    #[test]
    fn the_first_failing_block_wins_even_when_a_later_one_fails_first() {
        // Block 0 fails late; block 1 (on another thread) fails at once.
        for threads in 1..=4 {
            let got = run(threads, &[Some(7), Some(2), None], &[60, 0, 0]);
            assert_eq!(got, Err(7), "{threads} threads");
        }
    }

    #[test]
    fn nothing_to_do() {
        assert_eq!(run(2, &[], &[]), Ok(Vec::new()));
    }
}
