// The Rust side of the macro fusion differential (.ci/fusion-diff/run.py):
// the same pairs as driver.cpp, on stdin, answered by the generated Rust
// module `fusion` (the file run.py writes `#[path]`s to), one line of 0/1
// per pair, one digit per fusion in the module's order. The context does
// what mock.h and driver.cpp do for the C++ (and what
// tests/generated/tests/macro_fusion.rs does); `--cfg kinds` adds the
// escapes of kinds.td.

use std::io::{BufRead, Write};

use fusion::Operand;

// `Op`, `Inst` and `parse`: the pairs' instruction format, read as
// tests/generated/tests/macro_fusion.rs reads the recordings.
include!("pairs.rs");

impl fusion::Instr for Inst {
    type Opcode = u32;
    fn opcode(&self) -> u32 {
        self.opcode
    }
    fn num_operands(&self) -> usize {
        self.ops.len()
    }
    fn operand(&self, index: usize) -> Option<Operand> {
        Some(match *self.ops.get(index)? {
            Op::Reg(r) => Operand::Reg(r),
            Op::Imm(v) => Operand::Imm(v),
            Op::Other => Operand::Other,
        })
    }
}

struct Cx;

impl fusion::Context for Cx {
    type Instr = Inst;
    // mock.h's MachineRegisterInfo, getDesc and findCommutedOpIndices.
    fn has_one_non_dbg_use(&self, reg: u32) -> bool {
        !reg.is_multiple_of(3)
    }
    fn is_commutable(&self, mi: &Inst) -> bool {
        mi.opcode.is_multiple_of(2)
    }
    fn commuted_operand(&self, mi: &Inst, index: usize) -> Option<usize> {
        let n = mi.ops.len();
        (!mi.opcode.is_multiple_of(3) && n != 0).then(|| (index + 1) % n)
    }
    // kinds.td's escapes, as mock.h and driver.cpp define them.
    #[cfg(kinds)]
    fn fuse5_escapes_code(&self, first: Option<&Inst>, _: &Inst) -> Option<bool> {
        first.filter(|f| f.ops.len() == 4).map(|_| true)
    }
    #[cfg(kinds)]
    fn k_magic(&self) -> i64 {
        17
    }
    #[cfg(kinds)]
    fn map_imm(&self, imm: i64) -> i64 {
        imm ^ 1
    }
    #[cfg(kinds)]
    fn is_odd_imm(&self, imm: i64) -> bool {
        imm & 1 != 0
    }
    #[cfg(kinds)]
    fn map_reg(&self, reg: u32) -> u32 {
        reg.wrapping_add(1)
    }
    #[cfg(kinds)]
    fn is_odd_reg(&self, reg: u32) -> bool {
        reg & 1 != 0
    }
    #[cfg(kinds)]
    fn is_even_opcode(&self, mi: &Inst) -> bool {
        mi.opcode.is_multiple_of(2)
    }
    #[cfg(kinds)]
    fn tii_has_two_operands(&self, mi: &Inst) -> bool {
        mi.ops.len() == 2
    }
    #[cfg(kinds)]
    fn is_foo(&self, mi: &Inst) -> bool {
        mi.opcode == fusion::opcode::ADD
    }
    #[cfg(kinds)]
    fn non_portable(&self, mi: &Inst) -> bool {
        mi.ops.len() > 3
    }
}

fn main() {
    let predicates = fusion::predicates::<Cx>();
    let names: Vec<&str> = predicates.iter().map(|p| p.0).collect();
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    // The fusions first, so that run.py can check them against the C++'s.
    writeln!(out, "fusions {}", names.join(" ")).expect("write");
    for line in stdin.lock().lines() {
        let line = line.expect("read a pair");
        let (a, b) = line.split_once(' ').expect("FIRST SECOND");
        let first = parse(a);
        let second = parse(b).expect("a second instruction");
        let answers: String =
            predicates.iter().map(|(_, p)| if p(&Cx, first.as_ref(), &second) { '1' } else { '0' }).collect();
        writeln!(out, "{answers}").expect("write");
    }
}
