//! The files behind an entry: what the parse read, how each `include` was
//! resolved, and the checks that all of it still holds before the entry is
//! used. A hit rebuilds the source manager from the files just verified, so
//! locations, source lines and include stacks print as after a parse.

use super::key::hash;
use crate::bytes::{Reader, Writer};
use crate::source::{bytes_path, os_bytes, path_append, FileId, Loc, SourceMgr};
use std::path::PathBuf;

/// The places `include "name"` looks, in order (`SourceMgr::open_include_file`).
fn candidates<'a>(name: &'a [u8], dirs: &'a [PathBuf]) -> impl Iterator<Item = Vec<u8>> + 'a {
    std::iter::once(name.to_vec()).chain(dirs.iter().map(move |d| path_append(&os_bytes(d.as_os_str()), name)))
}

/// Whether reading `path` as the lexer does (`std::fs::read`) would fail:
/// nothing there, unreadable, or a directory. Anything else that is not a
/// regular file (a FIFO, a device, a socket) is taken as readable, so that
/// the entry is not used, without opening it: opening a FIFO blocks.
fn fails_to_read(path: &[u8]) -> bool {
    let path = bytes_path(path);
    match std::fs::metadata(&path) {
        Err(_) => true,
        Ok(m) if m.is_dir() => true,
        Ok(m) if !m.is_file() => false,
        Ok(_) => std::fs::File::open(&path).is_err(),
    }
}

/// Appends the files `sm` read and its buffers. `None` (do not cache) for
/// a buffer the cache could not verify: one that is not the root or an
/// include, or a file read twice with different contents.
pub(crate) fn save(sm: &SourceMgr, root: &[u8], dirs: &[PathBuf], w: &mut Writer) -> Option<()> {
    let mut paths: Vec<&[u8]> = Vec::new();
    let mut hashes: Vec<u128> = Vec::new();
    let mut buffers = Vec::new();
    for f in sm.files() {
        let path = sm.buffer_path_bytes(f);
        let h = hash(sm.buffer_bytes(f));
        let index = match paths.iter().position(|p| *p == path) {
            Some(i) if hashes[i] == h => i,
            Some(_) => return None,
            None => {
                paths.push(path);
                hashes.push(h);
                paths.len() - 1
            }
        };
        // Which of the places `include` looks the file was found at.
        let found = match sm.include_name(f) {
            None if f.index() == 0 && path == root => None,
            None => return None,
            Some(name) => Some((name, candidates(name, dirs).position(|c| c == path)?)),
        };
        buffers.push((index, f, found));
    }
    w.len(paths.len())?;
    for (path, h) in paths.iter().zip(&hashes) {
        w.bytes(path)?;
        w.u64(*h as u64);
        w.u64((h >> 64) as u64);
    }
    w.len(buffers.len())?;
    for (index, f, found) in buffers {
        w.len(index)?;
        w.u32(sm.included_from(f).raw());
        w.u32(sm.buffer_start(f).raw());
        match found {
            None => w.u8(0),
            Some((name, at)) => {
                w.u8(1);
                w.bytes(name)?;
                w.len(at)?;
            }
        }
    }
    Some(())
}

/// Reads what [`save`] wrote and checks it against the file system: every
/// file still holds the bytes it held (same length and hash) and every
/// `include` would still find the same file first. On success, the source
/// manager holding the buffers the parse had.
pub(crate) fn load(r: &mut Reader<'_>, root: &[u8], dirs: &[PathBuf]) -> Option<SourceMgr> {
    let n = r.len()?;
    let mut files: Vec<(&[u8], Option<Vec<u8>>)> = Vec::with_capacity(n.min(1 << 16));
    for _ in 0..n {
        let path = r.bytes()?;
        let want = u128::from(r.u64()?) | u128::from(r.u64()?) << 64;
        // Only a regular file can still hold what was hashed; reading
        // anything else (a FIFO, say) could block, so it is a miss.
        let file = bytes_path(path);
        if !std::fs::metadata(&file).ok()?.is_file() {
            return None;
        }
        let contents = std::fs::read(file).ok()?;
        if hash(&contents) != want {
            return None;
        }
        files.push((path, Some(contents)));
    }
    let nbuf = r.len()?;
    let mut plan = Vec::with_capacity(nbuf.min(1 << 16));
    let mut last_use = vec![0usize; files.len()];
    for i in 0..nbuf {
        let index = r.len()?;
        let included_from = Loc::from_raw(r.u32()?);
        let start = r.u32()?;
        let path = files.get(index)?.0;
        let name = match r.u8()? {
            0 if i == 0 && path == root => None,
            1 => {
                let name = r.bytes()?;
                let at = r.len()?;
                // The same place first, and none of the earlier ones now.
                let mut places = candidates(name, dirs);
                for _ in 0..at {
                    if !fails_to_read(&places.next()?) {
                        return None;
                    }
                }
                if places.next()? != path {
                    return None;
                }
                Some(name)
            }
            _ => return None,
        };
        last_use[index] = i;
        plan.push((index, included_from, start, name));
    }
    let mut sm = SourceMgr::new();
    for (i, (index, included_from, start, name)) in plan.into_iter().enumerate() {
        let (path, contents) = &mut files[index];
        let bytes = if last_use[index] == i { contents.take()? } else { contents.clone()? };
        let f: FileId = sm.add_buffer_raw(path, bytes, included_from);
        if sm.buffer_start(f).raw() != start {
            return None;
        }
        if let Some(name) = name {
            sm.set_include_name(f, name);
        }
    }
    sm.set_include_dirs(dirs.to_vec());
    Some(sm)
}
