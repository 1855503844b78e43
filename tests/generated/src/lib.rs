//! The Rust modules our backends generate, compiled as a `no_std` library
//! under `#![deny(warnings)]` (and, in CI, clippy `-D warnings`). The tests
//! in `tests/` check their answers against the C++ backends' answers.
#![no_std]
#![deny(warnings, missing_docs)]

macro_rules! generated {
    ($($name:ident),* $(,)?) => {
        $(
            #[doc = concat!("Generated from `", stringify!($name), "`.")]
            pub mod $name {
                include!(concat!(env!("OUT_DIR"), "/", stringify!($name), ".rs"));
            }
        )*
    };
}

generated! {
    generic_tables,
    generic_tables_return_range,
    generic_tables_instruction,
    searchabletables_intrinsic,
}
