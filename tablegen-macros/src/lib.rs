//! `include_td!` and `tablegen!`: compile-time embedding of TableGen output.
//! (Not implemented yet; see issue 4.)
