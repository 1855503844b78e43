//! From a selected DAG to machine code: the machine nodes in an order that
//! respects their operands and chains, registers from a simple allocator
//! (spilling to the stack when the GPRs run out), the pseudos expanded as
//! LLVM expands them (`Select_GPR_Using_CC_GPR` into a branch over a move,
//! as its custom inserter's diamond does; `PseudoRET` as `JALR`), and each
//! instruction encoded by the generated encoder.

use std::collections::HashMap;

use crate::dag::{ExprDag, Payload, GLUE, OTHER, VREG};
use crate::hooks::Rv64im;
use crate::riscv::emitter::{self, Encoder};
use crate::riscv::isel::SdValue;
use crate::riscv::printer::Printer;
use crate::riscv::Opcode;
use tablegen_runtime::mc::{Inst, Operand};

/// An operand of an encoded instruction (C++ `MCOperand`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum McOp {
    /// A GPR, by number (`x0`..`x31`).
    Reg(u32),
    /// An immediate.
    Imm(i64),
}

/// An instruction to encode (C++ `MCInst`): operands in the instruction's
/// operand order (definitions first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct McInst {
    /// The opcode.
    pub opcode: Opcode,
    /// The operands.
    pub ops: Vec<McOp>,
}

/// The generated encoder's operand hooks, as `RISCVMCCodeEmitter` answers
/// them for constant operands: registers by their encoding (`xN` is N),
/// immediates as `unsigned`, branch and jump offsets shifted right by one.
struct Operands<'a> {
    ops: &'a [McOp],
    bad: bool,
}

impl Operands<'_> {
    fn get(&mut self, op: u32) -> Option<McOp> {
        let o = self.ops.get(op as usize).copied();
        self.bad |= o.is_none();
        o
    }
}

impl Encoder for Operands<'_> {
    fn machine_op_value(&mut self, op: u32) -> u64 {
        match self.get(op) {
            Some(McOp::Reg(r)) => u64::from(r),
            Some(McOp::Imm(v)) => u64::from(v as u32),
            None => 0,
        }
    }
    fn get_imm_op_value(&mut self, op: u32) -> u64 {
        match self.get(op) {
            Some(McOp::Imm(v)) => u64::from(v as u32),
            _ => {
                self.bad = true;
                0
            }
        }
    }
    fn get_imm_op_value_asr1(&mut self, op: u32) -> u64 {
        match self.get(op) {
            Some(McOp::Imm(v)) => u64::from((v as u32) >> 1),
            _ => {
                self.bad = true;
                0
            }
        }
    }
    fn get_rlist_op_value(&mut self, _op: u32) -> u64 {
        self.bad = true;
        0
    }
    fn get_reg_reg(&mut self, _op: u32) -> u64 {
        self.bad = true;
        0
    }
    fn get_v_mask_reg(&mut self, _op: u32) -> u64 {
        self.bad = true;
        0
    }
}

/// Encodes one instruction with the generated encoder.
pub fn encode(inst: &McInst) -> Result<u32, String> {
    let mut e = Operands { ops: &inst.ops, bad: false };
    let bits = emitter::encode(inst.opcode, &mut e);
    match bits {
        Some(b) if !e.bad => Ok(b as u32),
        _ => Err(format!("cannot encode {} {:?}", inst.opcode.name(), inst.ops)),
    }
}

/// `ADDI rd, rs, imm`.
pub fn addi(rd: u32, rs: u32, imm: i64) -> McInst {
    McInst { opcode: Opcode::Addi, ops: vec![McOp::Reg(rd), McOp::Reg(rs), McOp::Imm(imm)] }
}

/// `LD rd, off(base)`.
pub fn ld(rd: u32, base: u32, off: i64) -> McInst {
    McInst { opcode: Opcode::Ld, ops: vec![McOp::Reg(rd), McOp::Reg(base), McOp::Imm(off)] }
}

/// `SD rs, off(base)`.
pub fn sd(rs: u32, base: u32, off: i64) -> McInst {
    McInst { opcode: Opcode::Sd, ops: vec![McOp::Reg(rs), McOp::Reg(base), McOp::Imm(off)] }
}

/// The stack pointer, the return address, the spill reload registers.
const SP: u32 = 2;
const RA: u32 = 1;
const SCRATCH: [u32; 2] = [30, 31];
/// The registers values live in: the caller-saved GPRs but the scratch
/// pair (t0-t2, a0-a7, t3-t4), so that a function clobbers nothing its
/// caller keeps.
const ALLOCATABLE: [u32; 13] = [10, 11, 12, 13, 14, 15, 16, 17, 5, 6, 7, 28, 29];

/// An operand of a scheduled instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    /// The value of another instruction or an argument (by DAG node).
    Value(usize),
    /// A physical register (`X0`).
    Phys(u32),
    /// An immediate.
    Imm(i64),
}

/// A selected machine node in schedule order.
#[derive(Clone, Debug)]
struct Sched {
    node: usize,
    opcode: Opcode,
    def: bool,
    ops: Vec<Op>,
}

/// The machine nodes the root reaches, operands (and chains) first.
fn schedule(dag: &ExprDag, root: usize) -> Result<(Vec<Sched>, Option<Op>), String> {
    let mut order = Vec::new();
    let mut seen = vec![false; dag.nodes.len()];
    // Iterative post-order DFS over operands.
    let mut stack = vec![(root, 0usize)];
    while let Some((n, i)) = stack.pop() {
        if i == 0 {
            if seen[n] {
                continue;
            }
            seen[n] = true;
        }
        if let Some(op) = dag.nodes[n].ops.get(i) {
            stack.push((n, i + 1));
            if !seen[op.node] {
                stack.push((op.node, 0));
            }
        } else {
            order.push(n);
        }
    }
    let operand = |v: SdValue<usize>| -> Result<Option<Op>, String> {
        let n = &dag.nodes[v.node];
        if matches!(n.vts.get(v.result as usize), Some(&OTHER) | Some(&GLUE)) {
            return Ok(None);
        }
        if n.machine.is_some() {
            return Ok(Some(Op::Value(v.node)));
        }
        match n.payload {
            Payload::Register(r) if r & VREG != 0 => Err(format!("register node {r:#x} used directly")),
            Payload::Register(r) => Ok(Some(Op::Phys(crate::gpr_number(r)?))),
            Payload::Constant(c) => Ok(Some(Op::Imm(c.sext().unwrap_or(0)))),
            _ if n.opcode == crate::riscv::isel::NodeOpcode::IsdCopyFromReg.value() => Ok(Some(Op::Value(v.node))),
            _ => Err(format!("unselected node {} as an operand", v.node)),
        }
    };
    let mut out = Vec::new();
    let mut ret = None;
    for n in order {
        let node = &dag.nodes[n];
        let Some(opc) = node.machine else {
            if node.opcode == crate::riscv::isel::NodeOpcode::IsdCopyToReg.value() {
                ret = operand(node.ops[2])?;
            }
            continue;
        };
        let opcode = Opcode::from_value(opc).ok_or_else(|| format!("no opcode {opc}"))?;
        if opcode == Opcode::PseudoRet {
            continue;
        }
        let mut ops = Vec::new();
        for &o in &node.ops {
            ops.extend(operand(o)?);
        }
        let def = node.vts.first().is_some_and(|&t| t != OTHER && t != GLUE);
        out.push(Sched { node: n, opcode, def, ops });
    }
    Ok((out, ret))
}

/// The opcodes selected for a function, as llc's MIR after finalize-isel
/// lists them: the select pseudo as the branch and PHI its custom inserter
/// makes. Sorted.
pub fn selected_opcodes(dag: &ExprDag, root: usize) -> Result<Vec<String>, String> {
    let (sched, _) = schedule(dag, root)?;
    let mut names = Vec::new();
    for s in sched {
        if s.opcode == Opcode::SelectGprUsingCcGpr {
            let cc = match s.ops.get(2) {
                Some(Op::Imm(c)) => *c,
                _ => return Err("select pseudo without a condition".into()),
            };
            names.push(branch(cc)?.name().to_string());
            names.push("PHI".to_string());
        } else {
            names.push(s.opcode.name().to_string());
        }
    }
    names.sort();
    Ok(names)
}

/// The branch taken when `RISCVCC::CondCode` `cc` holds.
fn branch(cc: i64) -> Result<Opcode, String> {
    Ok(match cc {
        0 => Opcode::Beq,
        1 => Opcode::Bne,
        2 => Opcode::Blt,
        3 => Opcode::Bge,
        4 => Opcode::Bltu,
        5 => Opcode::Bgeu,
        _ => return Err(format!("condition code {cc}")),
    })
}

/// Where a value lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Home {
    Reg(u32),
    Slot(i64),
}

/// The function's machine code: registers allocated, pseudos expanded.
pub fn function_code(dag: &ExprDag, root: usize) -> Result<Vec<McInst>, String> {
    let (sched, ret) = schedule(dag, root)?;
    // Last use of every value (index into `sched`; the return is last).
    let mut last: HashMap<usize, usize> = HashMap::new();
    for (i, s) in sched.iter().enumerate() {
        for op in &s.ops {
            if let Op::Value(v) = op {
                last.insert(*v, i);
            }
        }
    }
    if let Some(Op::Value(v)) = ret {
        last.insert(v, sched.len());
    }
    let mut home: HashMap<usize, Home> = HashMap::new();
    let mut free: Vec<u32> = ALLOCATABLE.iter().rev().copied().collect();
    // Arguments arrive in a0..a3.
    for (n, node) in dag.nodes.iter().enumerate() {
        if node.deleted || node.opcode != crate::riscv::isel::NodeOpcode::IsdCopyFromReg.value() {
            continue;
        }
        if let Some(Payload::Register(r)) = node.ops.get(1).map(|o| dag.nodes[o.node].payload) {
            if r & VREG != 0 && last.contains_key(&n) {
                let reg = 10 + (r & !VREG);
                home.insert(n, Home::Reg(reg));
                free.retain(|&f| f != reg);
            }
        }
    }
    let mut slots = 0i64;
    let mut body: Vec<McInst> = Vec::new();
    for (i, s) in sched.iter().enumerate() {
        // Registers of the operands, reloading spilled ones.
        let mut scratch = SCRATCH.iter().copied();
        let is_select = s.opcode == Opcode::SelectGprUsingCcGpr;
        let mut regs: Vec<McOp> = Vec::new();
        for (k, op) in s.ops.iter().enumerate() {
            regs.push(match *op {
                Op::Imm(v) => McOp::Imm(v),
                Op::Phys(r) => McOp::Reg(r),
                Op::Value(v) => match home.get(&v) {
                    Some(Home::Reg(r)) => McOp::Reg(*r),
                    // The select's values are reloaded into its result.
                    Some(Home::Slot(off)) if is_select && k >= 3 => McOp::Imm(*off),
                    Some(Home::Slot(off)) => {
                        let r = scratch.next().ok_or("more than two spilled operands")?;
                        body.push(ld(r, SP, *off));
                        McOp::Reg(r)
                    }
                    None => return Err(format!("value {v} used before it is defined")),
                },
            });
        }
        // Freed in reverse, so that the first operand's register is reused
        // first (`add a0, a0, a1` rather than a move after it).
        let release = |home: &mut HashMap<usize, Home>, free: &mut Vec<u32>| {
            for op in s.ops.iter().rev() {
                if let Op::Value(v) = op {
                    if last.get(v) == Some(&i) {
                        if let Some(Home::Reg(r)) = home.remove(v) {
                            if !free.contains(&r) {
                                free.push(r);
                            }
                        }
                    }
                }
            }
        };
        // The select's result must differ from its operands (it is written
        // before they are all read); other instructions may reuse a dying
        // operand's register.
        if !is_select {
            release(&mut home, &mut free);
        }
        let mut rd = None;
        if s.def {
            if free.is_empty() {
                // Spill the value in a register whose next use is furthest
                // (and that this instruction does not read).
                let victim = home
                    .iter()
                    .filter(|(v, h)| matches!(h, Home::Reg(_)) && !s.ops.contains(&Op::Value(**v)))
                    .max_by_key(|(v, _)| last.get(v).copied().unwrap_or(0))
                    .map(|(v, h)| (*v, *h));
                let Some((v, Home::Reg(r))) = victim else { return Err("no register to spill".into()) };
                let off = slots * 8;
                slots += 1;
                body.push(sd(r, SP, off));
                home.insert(v, Home::Slot(off));
                free.push(r);
            }
            let r = free.pop().ok_or("no free register")?;
            home.insert(s.node, Home::Reg(r));
            rd = Some(r);
        }
        if is_select {
            release(&mut home, &mut free);
        }
        if is_select {
            let rd = rd.ok_or("select without a result")?;
            let cc = match regs.get(2) {
                Some(McOp::Imm(c)) => *c,
                _ => return Err("select pseudo without a condition".into()),
            };
            let value = |op: McOp| match op {
                McOp::Reg(r) => addi(rd, r, 0),
                McOp::Imm(off) => ld(rd, SP, off),
            };
            let (lhs, rhs, t, f) = (regs[0], regs[1], regs[3], regs[4]);
            body.push(value(t));
            body.push(McInst { opcode: branch(cc)?, ops: vec![lhs, rhs, McOp::Imm(8)] });
            body.push(value(f));
        } else {
            let mut ops: Vec<McOp> = rd.map(McOp::Reg).into_iter().collect();
            ops.extend(regs);
            body.push(McInst { opcode: s.opcode, ops });
        }
        // A value nothing reads (a load kept for its chain) frees its
        // register at once.
        if s.def && !last.contains_key(&s.node) {
            if let Some(r) = rd {
                home.remove(&s.node);
                free.push(r);
            }
        }
    }
    match ret {
        Some(Op::Value(v)) => match home.get(&v) {
            Some(Home::Reg(10)) => {}
            Some(Home::Reg(r)) => body.push(addi(10, *r, 0)),
            Some(Home::Slot(off)) => body.push(ld(10, SP, *off)),
            None => return Err("returned value never defined".into()),
        },
        Some(Op::Phys(r)) => body.push(addi(10, r, 0)),
        Some(Op::Imm(_)) | None => return Err("nothing to return".into()),
    }
    let frame = (slots * 8 + 15) / 16 * 16;
    let mut code = Vec::new();
    if frame > 0 {
        if frame > 2032 {
            return Err(format!("stack frame of {frame} bytes"));
        }
        code.push(addi(SP, SP, -frame));
    }
    code.extend(body);
    if frame > 0 {
        code.push(addi(SP, SP, frame));
    }
    code.push(McInst { opcode: Opcode::Jalr, ops: vec![McOp::Reg(0), McOp::Reg(RA), McOp::Imm(0)] });
    Ok(code)
}

/// Where the program is loaded.
pub const BASE: u64 = 0x10000;

/// A static RV64 ELF executable: one read-write-execute segment holding
/// `code` (entry at its start) then `data`, at [`BASE`] + 0x1000.
pub fn elf(code: &[u8], data: &[u8]) -> Vec<u8> {
    let mut image = code.to_vec();
    image.extend_from_slice(data);
    let offset = 0x1000u64;
    let mut f = Vec::new();
    f.extend_from_slice(&[0x7f, b'E', b'L', b'F', 2, 1, 1, 0]);
    f.extend_from_slice(&[0; 8]);
    f.extend_from_slice(&2u16.to_le_bytes()); // ET_EXEC
    f.extend_from_slice(&243u16.to_le_bytes()); // EM_RISCV
    f.extend_from_slice(&1u32.to_le_bytes());
    f.extend_from_slice(&(BASE + offset).to_le_bytes()); // entry
    f.extend_from_slice(&64u64.to_le_bytes()); // phoff
    f.extend_from_slice(&0u64.to_le_bytes()); // shoff
    f.extend_from_slice(&0u32.to_le_bytes()); // flags: no C, soft-float ABI
    f.extend_from_slice(&64u16.to_le_bytes());
    f.extend_from_slice(&56u16.to_le_bytes());
    f.extend_from_slice(&1u16.to_le_bytes());
    f.extend_from_slice(&64u16.to_le_bytes());
    f.extend_from_slice(&0u16.to_le_bytes());
    f.extend_from_slice(&0u16.to_le_bytes());
    // PT_LOAD, RWX.
    f.extend_from_slice(&1u32.to_le_bytes());
    f.extend_from_slice(&7u32.to_le_bytes());
    f.extend_from_slice(&offset.to_le_bytes());
    f.extend_from_slice(&(BASE + offset).to_le_bytes());
    f.extend_from_slice(&(BASE + offset).to_le_bytes());
    f.extend_from_slice(&(image.len() as u64).to_le_bytes());
    f.extend_from_slice(&(image.len() as u64).to_le_bytes());
    f.extend_from_slice(&0x1000u64.to_le_bytes());
    f.resize(offset as usize, 0);
    f.extend_from_slice(&image);
    f
}

/// The printer of `llc -mtriple=riscv64 -mattr=+m` and `llvm-mc` (aliases
/// such as `li` and `ret`, ABI register names): the printer generated from
/// RISCV.td with the examples' hooks (`riscv::printer`). Building it
/// computes the subtarget's features, so one printer prints every
/// instruction ([`asm`]).
pub fn printer() -> Printer<Rv64im> {
    Printer::new(Rv64im::new())
}

/// Appends `inst` to `out` as LLVM 19 prints it with [`printer`]: a tab
/// first, as LLVM writes an instruction into a listing. llvm-mc-19
/// assembles the text to check the generated encoder (`record.py`).
pub fn asm(printer: &mut Printer<Rv64im>, inst: &McInst, out: &mut String) -> Result<(), String> {
    let mut mc = Inst::new(u32::from(inst.opcode.value()));
    for op in &inst.ops {
        mc.push(match *op {
            McOp::Reg(n) => Operand::Reg(crate::X0 + n),
            McOp::Imm(v) => Operand::Imm(v),
        });
    }
    printer.print(&mc, 0, out).map_err(|e| format!("{} does not print: {e:?}", inst.opcode.name()))
}
