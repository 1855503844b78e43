//! Unit tests: small `.td` inputs, expectations from llvm-tblgen-19.
