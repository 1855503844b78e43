//! `-gen-vt` (LLVM's VTEmitter): the `MVT::SimpleValueType` enumeration
//! and its property tables, in C++ and in Rust, from the shared
//! [`crate::model::value_types`].

mod cpp;
mod rust;

use crate::backend::{Options, Pipeline, Records, Result};
use crate::model::value_types::ValueTypes;
pub use cpp::write_cpp;
pub use rust::write_rust;

/// The analysis: the shared value-type model.
pub fn analyze(rk: &mut Records<'_>, _opts: &Options) -> Result<ValueTypes> {
    ValueTypes::new(rk)
}

/// `-gen-vt`.
pub static BACKEND: Pipeline<ValueTypes> =
    Pipeline::new("gen-vt", "Generate ValueType", analyze, write_cpp).rust(write_rust).defines(&["SimpleValueType"]);
