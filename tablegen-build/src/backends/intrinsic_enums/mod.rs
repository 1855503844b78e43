//! `-gen-intrinsic-enums` (LLVM's `IntrinsicEmitter`, enum part): the
//! `Intrinsic::ID` enumerators of one target prefix, in C++ and in Rust,
//! from the shared [`crate::model::intrinsics`] table.

mod cpp;
mod rust;

use crate::backend::{FnBackend, OptionSpec};
pub use cpp::emit_enums_cpp;
pub use rust::emit_enums_rust;

/// `-intrinsic-prefix=`: the target whose intrinsics to enumerate (empty:
/// the target-independent ones).
pub const INTRINSIC_PREFIX: OptionSpec =
    OptionSpec::string("intrinsic-prefix", "target prefix", "Generate intrinsics with this target prefix");

/// `-gen-intrinsic-enums`.
pub static BACKEND: FnBackend =
    FnBackend::both("gen-intrinsic-enums", "Generate intrinsic enums", emit_enums_cpp, emit_enums_rust)
        .with_options(&[INTRINSIC_PREFIX]);
