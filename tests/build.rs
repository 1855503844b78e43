//! Writes the README's Rust code blocks into `OUT_DIR` for `readme.rs`,
//! which compiles them. Each block is its own file, so that `tablegen!`
//! (which reads its body back from the file its tokens came from) sees the
//! text as written. A block with `fn main` or only items is included as a
//! module; any other block is the body of a function returning
//! `Result<(), Box<dyn Error>>`. Lines hidden with `# ` (rustdoc's
//! convention) are kept without the marker; blocks marked `ignore` are
//! skipped.

use std::fmt::Write as _;
use std::path::PathBuf;

/// The root package's build script: this package builds its binary again
/// (`tablegen-under-test`), with the same static unwinder.
#[path = "../build.rs"]
#[allow(dead_code)]
mod root;

fn main() {
    root::static_unwinder();
    println!("cargo:rerun-if-changed=../build.rs");
    let readme = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"));
    println!("cargo:rerun-if-changed={}", readme.display());
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let text = std::fs::read_to_string(&readme).expect("README.md");
    let mut blocks: Vec<(usize, String)> = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (n, line) in text.lines().enumerate() {
        match &mut current {
            None => {
                if let Some(info) = line.strip_prefix("```") {
                    let attrs: Vec<&str> = info.split(',').map(str::trim).collect();
                    if attrs.first() == Some(&"rust") && !attrs.contains(&"ignore") {
                        current = Some((n + 1, String::new()));
                    }
                }
            }
            Some((start, body)) => {
                if line.starts_with("```") {
                    blocks.push((*start, std::mem::take(body)));
                    current = None;
                } else {
                    let shown = if line == "#" { "" } else { line.strip_prefix("# ").unwrap_or(line) };
                    body.push_str(shown);
                    body.push('\n');
                }
            }
        }
    }
    let mut index = String::new();
    let _ = writeln!(index, "/// Rust code blocks found in the README.\npub const BLOCKS: usize = {};", blocks.len());
    for (i, (line, body)) in blocks.iter().enumerate() {
        let is_module = body.contains("fn main") || body.trim_start().starts_with("mod ");
        let file = out.join(format!("readme_{i}.rs"));
        let contents = if is_module {
            body.clone()
        } else {
            format!("pub fn block() -> Result<(), Box<dyn std::error::Error>> {{\n{body}}}\n")
        };
        std::fs::write(&file, contents).expect("write a README block");
        let _ = writeln!(
            index,
            "/// README.md, the block at line {line}.\n#[allow(dead_code, unused_imports, clippy::all)]\npub mod block_{i} {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/readme_{i}.rs\"));\n}}"
        );
    }
    std::fs::write(out.join("readme_blocks.rs"), index).expect("write readme_blocks.rs");
}
