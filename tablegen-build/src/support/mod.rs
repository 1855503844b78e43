//! Helpers every backend may use, none of which knows about any backend:
//! writing C++ ([`cpp`]) and Rust ([`rust`]), reading record fields the way
//! LLVM's backends fail ([`fields`]), libstdc++'s sort orders ([`sort`]) and
//! LLVM's `SequenceToOffsetTable` ([`seq_table`]) and
//! `StringToOffsetTable` ([`string_offsets`]), writing output
//! files without ever leaving a truncated one ([`output`]), timing
//! phases on request ([`phase`]), splitting work over the cores
//! without letting the threads' timing show in the result ([`parallel`]),
//! and keeping analyses across runs in the record cache ([`persist`]).

pub mod cpp;
pub mod fields;
pub mod output;
pub mod parallel;
pub mod persist;
pub mod phase;
pub mod progress;
pub mod rust;
pub mod seq_table;
pub mod sort;
pub mod string_map;
pub mod string_offsets;
