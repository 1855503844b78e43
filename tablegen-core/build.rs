//! Fingerprints this crate's sources for the record cache (`src/cache`): an
//! entry saved by a front end built from other sources, whose evaluation
//! may differ, must never be reused, even when the crate version is the
//! same (a work tree between releases). The fingerprint is a hash of every
//! file under `src/`, by relative path and contents, in path order.

use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// Two 64-bit lanes (FNV-1a and a multiply-rotate hash) over the bytes.
struct Hash(u64, u64);

impl Hash {
    fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
            self.1 = (self.1.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
}

fn main() {
    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=build.rs");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    collect(&root.join("src"), &mut files);
    files.sort();
    let mut h = Hash(0xcbf2_9ce4_8422_2325, 0);
    for f in &files {
        let rel = f.strip_prefix(root).unwrap_or(f);
        let contents = std::fs::read(f).unwrap_or_default();
        h.add(rel.to_string_lossy().as_bytes());
        h.add(&(contents.len() as u64).to_le_bytes());
        h.add(&contents);
    }
    println!("cargo:rustc-env=TABLEGEN_CORE_FINGERPRINT={:016x}{:016x}", h.0, h.1);
}
