//! The LLVM 19 `MVT::SimpleValueType` numbers the runtime itself needs.

/// C++ `MVT::Other` (chains).
pub const OTHER: u16 = 1;
/// C++ `MVT::i8`.
pub const I8: u16 = 5;
/// C++ `MVT::i16`.
pub const I16: u16 = 6;
/// C++ `MVT::i32`.
pub const I32: u16 = 7;
/// C++ `MVT::i64`.
pub const I64: u16 = 8;
/// C++ `MVT::Glue`.
pub const GLUE: u16 = 191;
/// C++ `MVT::iPTR`: the target's pointer type (`SelectionDag::pointer_type`).
pub const IPTR: u16 = 254;
