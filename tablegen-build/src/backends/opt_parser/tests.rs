//! Unit tests of the ordering; the tables themselves are checked against
//! LLVM by the parity rows and tests/golden/own/opt_parser.

use super::analyze::compare_names;

#[test]
fn names_compare_as_llvm_str_cmp_option_name() {
    assert_eq!(compare_names(b"a", b"B"), -1);
    assert_eq!(compare_names(b"B", b"a"), 1);
    // A name sorts after the names it begins.
    assert_eq!(compare_names(b"help", b"help-all"), 1);
    // Case-insensitive ties go to strcmp.
    assert_eq!(compare_names(b"Help", b"help"), -1);
    assert_eq!(compare_names(b"x", b"x"), 0);
}
