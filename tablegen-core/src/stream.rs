//! Big outputs written as they are made: cut into blocks that are
//! formatted, possibly on two threads, and written in order.
//!
//! The front end's own backends print every record: 97 MB of text for X86,
//! 357 MB for AMDGPU, more memory than the records themselves take. Holding
//! that text whole cost more than the records did, and formatting it took a
//! third of the run, on one core. [`write_blocks`] keeps a few blocks in
//! flight instead, and lets a second thread format blocks too.

use std::io::{self, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// A buffer a block is formatted into.
pub trait BlockBuf: Default + Send {
    /// The formatted bytes.
    fn bytes(&self) -> &[u8];
    /// Empties the buffer, keeping its allocation.
    fn clear(&mut self);
}

impl BlockBuf for Vec<u8> {
    fn bytes(&self) -> &[u8] {
        self
    }
    fn clear(&mut self) {
        Vec::clear(self)
    }
}

impl BlockBuf for String {
    fn bytes(&self) -> &[u8] {
        self.as_bytes()
    }
    fn clear(&mut self) {
        String::clear(self)
    }
}

/// Formats blocks `0..blocks` with `format(block, buf)` and writes each
/// buffer to `w` in block order, stopping at `w`'s first error. `threads()`
/// is asked only when there are blocks enough to share (finding out how
/// many cores a process may use reads several files under `/proc` and
/// `/sys`, a tenth of a small run). When it answers more than one, a
/// helper thread formats blocks too: both threads take the
/// next unclaimed block, and this one also writes, in order, whatever is
/// ready. Taking blocks as they come (rather than every other one) keeps
/// the helper busy while this thread writes: writing costs about a third
/// of formatting. At most a few blocks are held at once. The bytes written
/// do not depend on `threads`. A panic in the helper is resumed here.
///
/// ```
/// use tablegen_core::stream::write_blocks;
/// let mut out = Vec::new();
/// write_blocks(&mut out, 5, || 2, |b, buf: &mut String| buf.push_str(&b.to_string())).unwrap();
/// assert_eq!(out, b"01234");
/// ```
pub fn write_blocks<B: BlockBuf>(
    w: &mut dyn Write,
    blocks: usize,
    threads: impl FnOnce() -> usize,
    format: impl Fn(usize, &mut B) + Sync,
) -> io::Result<()> {
    if blocks < 4 || threads() < 2 {
        let mut buf = B::default();
        return (0..blocks).try_for_each(|b| {
            format(b, &mut buf);
            let written = w.write_all(buf.bytes());
            buf.clear();
            written
        });
    }
    let next = AtomicUsize::new(0);
    // Filled buffers come over a small channel; written ones go back to
    // the helper for reuse, keeping their pages.
    let (full_tx, full_rx) = mpsc::sync_channel::<(usize, B)>(2);
    let (empty_tx, empty_rx) = mpsc::channel::<B>();
    std::thread::scope(|s| {
        let (format, next) = (&format, &next);
        let helper = s.spawn(move || loop {
            let b = next.fetch_add(1, Ordering::Relaxed);
            if b >= blocks {
                return;
            }
            let mut out = empty_rx.try_recv().unwrap_or_default();
            format(b, &mut out);
            if full_tx.send((b, out)).is_err() {
                // The writer stopped at an error.
                return;
            }
        });
        let written = write_in_order(w, blocks, next, &full_rx, &empty_tx, format);
        // Stops the helper: no block left to take, and a closed channel for
        // one it already formatted.
        next.store(blocks, Ordering::Relaxed);
        drop(full_rx);
        if let Err(panic) = helper.join() {
            std::panic::resume_unwind(panic);
        }
        written
    })
}

/// Blocks formatted but not yet written, on this side of [`write_blocks`].
const MAX_READY: usize = 4;

/// The writing side of [`write_blocks`]: writes block after block as it
/// becomes ready, formatting blocks of its own while the next one is still
/// in the helper's hands.
fn write_in_order<B: BlockBuf>(
    w: &mut dyn Write,
    blocks: usize,
    next: &AtomicUsize,
    full_rx: &mpsc::Receiver<(usize, B)>,
    empty_tx: &mpsc::Sender<B>,
    format: &(impl Fn(usize, &mut B) + Sync),
) -> io::Result<()> {
    let mut ready: Vec<(usize, B)> = Vec::with_capacity(MAX_READY + 1);
    let mut spare: Option<B> = None;
    let mut want = 0;
    while want < blocks {
        if let Some(at) = ready.iter().position(|(b, _)| *b == want) {
            let (_, mut out) = ready.swap_remove(at);
            let written = w.write_all(out.bytes());
            out.clear();
            match spare {
                None => spare = Some(out),
                Some(_) => {
                    let _ = empty_tx.send(out);
                }
            }
            written?;
            want += 1;
            continue;
        }
        match full_rx.try_recv() {
            Ok(done) => {
                ready.push(done);
                continue;
            }
            Err(mpsc::TryRecvError::Empty) => {}
            // Blocks are claimed in order and the helper only stops once all
            // are claimed, so the wanted block is claimed; every block the
            // helper claims reaches the channel unless it panicked. Drained
            // and closed, then, means the block died with the helper, whose
            // panic the caller resumes.
            Err(mpsc::TryRecvError::Disconnected) => return Ok(()),
        }
        if ready.len() < MAX_READY {
            let b = next.fetch_add(1, Ordering::Relaxed);
            if b < blocks {
                let mut out = spare.take().unwrap_or_default();
                format(b, &mut out);
                ready.push((b, out));
                continue;
            }
        }
        // The block to write next is the helper's.
        match full_rx.recv() {
            Ok(done) => ready.push(done),
            // As above: the helper panicked.
            Err(_) => return Ok(()),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks_text(blocks: usize, threads: usize) -> Vec<u8> {
        let mut out = Vec::new();
        write_blocks(
            &mut out,
            blocks,
            || threads,
            |b, buf: &mut Vec<u8>| {
                // Blocks of very different sizes, so the two threads drift apart.
                for _ in 0..(b * 7919) % 1000 {
                    buf.push(b'a' + (b % 26) as u8);
                }
                buf.push(b'\n');
            },
        )
        .unwrap();
        out
    }

    #[test]
    fn same_bytes_on_one_or_two_threads() {
        for blocks in [0, 1, 3, 4, 5, 100, 1001] {
            let one = blocks_text(blocks, 1);
            assert_eq!(one.iter().filter(|&&c| c == b'\n').count(), blocks);
            assert_eq!(one, blocks_text(blocks, 2), "{blocks} blocks");
        }
    }

    #[test]
    fn the_thread_count_is_asked_only_for_blocks_to_share() {
        let mut out = Vec::new();
        write_blocks(
            &mut out,
            3,
            || unreachable!("asked for 3 blocks"),
            |b, buf: &mut String| buf.push_str(&b.to_string()),
        )
        .unwrap();
        assert_eq!(out, b"012");
        let asked = std::cell::Cell::new(false);
        write_blocks(
            &mut out,
            4,
            || {
                asked.set(true);
                1
            },
            |_, _: &mut String| {},
        )
        .unwrap();
        assert!(asked.get());
    }

    /// Accepts `room` bytes, then fails every write.
    struct Full {
        room: usize,
        got: usize,
    }

    impl Write for Full {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.got + buf.len() > self.room {
                return Err(io::Error::new(io::ErrorKind::WriteZero, "full"));
            }
            self.got += buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn stops_at_the_first_write_error() {
        for threads in [1, 2] {
            let mut w = Full { room: 25, got: 0 };
            let made = std::sync::atomic::AtomicUsize::new(0);
            let e = write_blocks(
                &mut w,
                1000,
                || threads,
                |_, buf: &mut String| {
                    made.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    buf.push_str("0123456789");
                },
            )
            .unwrap_err();
            assert_eq!(e.kind(), io::ErrorKind::WriteZero);
            assert_eq!(w.got, 20);
            // Formatting stops soon after the failure: blocks 0-2 (the
            // third write fails), at most MAX_READY the writer formats ahead
            // while the helper has the next one, then two in the channel and
            // one in the helper's hands. (A bound of 9 failed once on a
            // loaded machine: the helper can fill the channel while the
            // writer holds MAX_READY blocks.)
            assert!(made.load(std::sync::atomic::Ordering::Relaxed) <= 3 + MAX_READY + 3);
        }
    }

    #[test]
    #[should_panic(expected = "block 5")]
    fn a_helper_panic_reaches_the_caller() {
        let _ = write_blocks(&mut Vec::new(), 10, || 2, |b, _: &mut Vec<u8>| assert_ne!(b, 5, "block 5"));
    }
}
