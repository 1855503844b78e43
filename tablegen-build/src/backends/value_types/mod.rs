//! `-gen-vt` (LLVM's VTEmitter): the `MVT::SimpleValueType` enumeration
//! and its property tables, in C++ and in Rust, from the shared
//! [`crate::model::value_types`].

mod cpp;
mod rust;

use crate::backend::FnBackend;
pub use cpp::emit_cpp;
pub use rust::emit_rust;

/// `-gen-vt`.
pub static BACKEND: FnBackend =
    FnBackend::both("gen-vt", "Generate ValueType", emit_cpp, emit_rust).defines(&["SimpleValueType"]);
