//! Unit tests of the `-gen-instr-info` analysis.
