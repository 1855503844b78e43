//! The README's Rust code blocks, compiled: `build.rs` writes each into
//! `OUT_DIR`, included here as a module. A block that stops compiling fails
//! this test's build, naming the README line in its module's docs. The files
//! the blocks name (`td/Toy.td`, `td/Searchable.td`) are under `tests/td/`.

include!(concat!(env!("OUT_DIR"), "/readme_blocks.rs"));

// The README shows a build script, the macros and the library: losing a
// block (say, to a fence typo) would silently stop checking it.
const _: () = assert!(BLOCKS >= 3, "fewer than 3 Rust blocks found in README.md");

#[test]
fn readme_library_block_is_a_function() {
    // The library block is statements, wrapped in `block()`; calling it would
    // need X86.td, so only its type is checked here.
    let _: fn() -> Result<(), Box<dyn std::error::Error>> = block_2::block;
}
