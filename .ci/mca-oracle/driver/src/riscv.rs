//! RISCV: the variant predicates call no C++ escape.

use crate::{sub, Escapes, Mi};
use std::cell::RefCell;

/// The escapes (none).
pub struct Cx {
    pub escapes: Escapes,
}

impl Cx {
    pub fn new() -> Self {
        Cx { escapes: Escapes(RefCell::new(Vec::new())) }
    }
}

impl sub::Context for Cx {
    type Instr = Mi;
}
