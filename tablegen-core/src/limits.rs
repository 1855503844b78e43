//! Sizes the evaluator refuses to build, because LLVM cannot build them
//! either.
//!
//! LLVM allocates whatever the input asks for: `!range(0, 4000000000)` or
//! `!listsplat(x, 4000000000)` ends in "LLVM ERROR: out of memory" and an
//! abort. Rust's allocator aborts the same way, and with overcommit a huge
//! reservation may even succeed and be killed later. So sizes computed from
//! the input are checked before anything is allocated, against limits set
//! far above what llvm-tblgen-19 completes (its `Init *` values are 8 bytes,
//! plus a uniqued object per element: a 2^30-element list is tens of GiB
//! there), and exceeding one is an error at the offending record.

/// Most elements one list value, one `bits<n>` type or one range
/// (`{0-7}`, `foreach i = a...b`) may have: 2^30 (4 GiB of handles here,
/// 8 GiB of pointers plus the values themselves in LLVM).
pub const MAX_ELEMENTS: u64 = 1 << 30;

/// Longest string value, in bytes: 1 GiB.
pub const MAX_STRING_LEN: u64 = 1 << 30;

/// The message for a list or range of `n` elements, more than
/// [`MAX_ELEMENTS`]; `what` names the operator (`!range`, `!listsplat`).
///
/// ```
/// assert_eq!(
///     tablegen_core::limits::too_many_elements("!listsplat", 1 << 31),
///     "!listsplat would create 2147483648 elements, more than the 1073741824 tablegen-rs supports"
/// );
/// ```
pub fn too_many_elements(what: &str, n: u64) -> String {
    format!("{what} would create {n} elements, more than the {MAX_ELEMENTS} tablegen-rs supports")
}

/// The message for a string of `n` bytes, longer than [`MAX_STRING_LEN`].
pub fn string_too_long(what: &str, n: u64) -> String {
    format!("{what} would create a string of {n} bytes, more than the {MAX_STRING_LEN} tablegen-rs supports")
}
