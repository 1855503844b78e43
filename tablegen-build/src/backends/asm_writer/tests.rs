//! Unit tests of the analysis pieces; the C++ output is compared with
//! llvm-tblgen-19's by the golden corpus and the parity ratchet.

use super::model::log2_ceil;

#[test]
fn field_widths_are_ceil_log2() {
    assert_eq!([1, 2, 3, 4, 5, 8, 9].map(log2_ceil), [0, 1, 2, 2, 3, 3, 4]);
}
