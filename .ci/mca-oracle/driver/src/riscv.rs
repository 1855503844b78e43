//! RISCV: the variant predicates call no C++ escape.

use crate::{sub, Cx, Mi};

impl sub::Context for Cx {
    type Instr = Mi;
}
