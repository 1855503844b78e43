// The instructions of a recorded pair, as driver.cpp prints them and
// tests/generated/answers/*.fusion.txt holds them: `OPCODE/OPERANDS`, the
// operands comma-separated (`r3` a register, `i-5` an immediate, anything
// else another kind), or `-` for no instruction. Included by driver.rs (the
// live Rust side) and by tests/generated/tests/macro_fusion.rs and
// instr_info_maps.rs (the recordings replayed), so that all read one format
// one way.

/// An operand of a recorded instruction.
#[derive(Clone, Copy, Debug)]
pub enum Op {
    Reg(u32),
    Imm(i64),
    Other,
}

/// A recorded instruction: `OPCODE/OPERANDS`.
#[derive(Debug)]
pub struct Inst {
    pub opcode: u32,
    pub ops: Vec<Op>,
}

/// `OPCODE/OPERANDS`, or `-` for no instruction.
fn parse(s: &str) -> Option<Inst> {
    if s == "-" {
        return None;
    }
    let (opcode, ops) = s.split_once('/').expect("OPCODE/OPERANDS");
    let ops = ops
        .split(',')
        .filter(|o| !o.is_empty())
        .map(|o| match o.as_bytes()[0] {
            b'r' => Op::Reg(o[1..].parse().expect("a register")),
            b'i' => Op::Imm(o[1..].parse().expect("an immediate")),
            _ => Op::Other,
        })
        .collect();
    Some(Inst { opcode: opcode.parse().expect("an opcode"), ops })
}
