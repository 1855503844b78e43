//! What an entry is filed under: everything besides file contents that can
//! change the records of a parse.

use crate::bytes::Writer;
use crate::parser::ParseOptions;
use crate::source::os_bytes;

/// Bumped whenever the entry layout changes (the build fingerprint changes
/// with every edit of the front end's sources anyway; this also covers a
/// released crate).
pub const FORMAT_VERSION: u32 = 4;

/// A hash of this crate's sources, made by its build script.
pub(crate) const FINGERPRINT: &str = env!("TABLEGEN_CORE_FINGERPRINT");

/// A 128-bit content hash (XXH3-128).
pub(crate) fn hash(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// The key of parsing `root` with `opts` from the current directory: the
/// tool (crate version, source fingerprint, format), the directory relative
/// paths are resolved from, the root as given, the include directories and
/// macros in order, and the options that change what the front end prints.
/// Streaming diagnostics or collecting them does not change the entry.
pub(crate) fn key(root: &[u8], opts: &ParseOptions) -> Option<u128> {
    let mut w = Writer::default();
    w.bytes(b"tablegen-rs record cache")?;
    w.u32(FORMAT_VERSION);
    w.bytes(env!("CARGO_PKG_VERSION").as_bytes())?;
    w.bytes(FINGERPRINT.as_bytes())?;
    let cwd = std::env::current_dir().ok()?;
    w.bytes(&os_bytes(cwd.as_os_str()))?;
    w.bytes(root)?;
    w.len(opts.include_dirs.len())?;
    for d in &opts.include_dirs {
        w.bytes(&os_bytes(d.as_os_str()))?;
    }
    w.len(opts.macros.len())?;
    for m in &opts.macros {
        w.bytes(m.as_bytes())?;
    }
    w.u8(u8::from(opts.no_warn_on_unused_template_args));
    Some(hash(&w.buf))
}

/// The file name of the entry with key `key`.
pub(crate) fn file_name(key: u128) -> String {
    format!("{key:032x}.tgrc")
}
