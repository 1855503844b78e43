//! Records the optimization level this crate is compiled at, so that a slow
//! `Builder` run in an unoptimized build script can say how to speed it up
//! (see `builder::unoptimized`); and fingerprints this crate's sources, so
//! that an analysis saved in the record cache by code built from other
//! sources is never read back (see `support::persist`).

use std::hash::Hasher as _;
use std::path::Path;

/// Feeds every file under `dir` to `h`, by path relative to `root` and
/// contents, in path order.
fn hash_tree(root: &Path, dir: &Path, h: &mut std::collections::hash_map::DefaultHasher) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            hash_tree(root, &p, h);
        } else {
            h.write(p.strip_prefix(root).unwrap_or(&p).to_string_lossy().as_bytes());
            let contents = std::fs::read(&p).unwrap_or_default();
            h.write_usize(contents.len());
            h.write(&contents);
        }
    }
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src");
    let level = std::env::var("OPT_LEVEL").unwrap_or_default();
    println!("cargo:rustc-env=TABLEGEN_BUILD_OPT_LEVEL={level}");
    // Any stable hash does: the standard one with its fixed keys (another
    // toolchain's hashing differently only makes a miss).
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut h = std::collections::hash_map::DefaultHasher::new();
    hash_tree(root, &root.join("src"), &mut h);
    println!("cargo:rustc-env=TABLEGEN_BUILD_FINGERPRINT={:016x}", h.finish());
}
