//! A tiny compiler for RV64IM built from the modules tablegen-rs generates
//! from LLVM 19's `RISCV.td` (see `build.rs`): it compiles random integer
//! expressions over function arguments (arithmetic, division, logic,
//! shifts, comparisons, `select`, constants, loads and stores through a
//! pointer) the way LLVM's SelectionDAG path does, and writes a static
//! RISC-V ELF that runs them all.
//!
//! 1. `ir`: the expressions, a deterministic random generator, their
//!    meaning under RISC-V semantics and their LLVM IR;
//! 2. `lower`: the legalized SelectionDAG LLVM builds for RV64 (`i64`
//!    values, `setcc` and `select` as RISC-V legalizes them, the combiner's
//!    folds these expressions meet);
//! 3. `select`: instruction selection by the generated matcher table
//!    (`-gen-dag-isel --rust`: `select` over our `SelectionDag`, with the
//!    generated `TargetHooks` trait answered for RV64IM in `hooks`);
//! 4. `emit`: schedule, register allocation, the pseudos expanded, the
//!    generated encoder (`-gen-emitter --rust`), the ELF.
//!
//! ```sh
//! cargo run --example riscv_expr -- [--count N] [--seed S] [--out DIR]
//! qemu-riscv64 DIR/riscv_expr.elf | cmp - DIR/expected.bin
//! ```
//!
//! `DIR` (default `target/riscv_expr`) receives the ELF, what it must
//! print (`expected.bin`), the LLVM IR of every function (`functions.ll`),
//! the opcodes selected for each (`selected.txt`), which
//! `.ci/riscv-expr.py` compares with qemu-riscv64 and llc-19, and the
//! functions' machine code as assembly (`functions.s`).

use std::error::Error;
use std::fmt::Write as _;
use std::path::PathBuf;

#[path = "riscv_expr/dag.rs"]
mod dag;
#[path = "riscv_expr/emit.rs"]
mod emit;
#[path = "riscv_expr/hooks.rs"]
mod hooks;
#[path = "riscv_expr/ir.rs"]
mod ir;
#[path = "riscv_expr/lower.rs"]
mod lower;
#[path = "riscv_expr/select.rs"]
mod select;
#[cfg(test)]
#[path = "riscv_expr/tests.rs"]
mod tests;

/// The modules generated from LLVM 19's `RISCV.td` by `build.rs`, as one
/// tree (one `Opcode`, `Reg`, ...): `dag_isel` (the matcher table,
/// `NodeOpcode`, the `TargetHooks` trait and `select`, which runs the table
/// on tablegen-runtime's interpreter), `instr_info` (`Opcode`),
/// `register_info` (`Reg`), `emitter` (the instruction encoder),
/// `asm_writer` (the printer) and `subtarget` (the feature bits the hooks
/// read), among others. A program
/// uses a few of their items: dead code is allowed, nothing else.
#[allow(dead_code)]
mod riscv {
    include!(concat!(env!("OUT_DIR"), "/riscv/mod.rs"));
    pub use dag_isel as isel;

    /// The instruction printer over the generated `asm_writer`: the
    /// examples' RISC-V hooks (`examples/riscv_printer.rs`).
    pub mod printer {
        include!("riscv_printer.rs");
    }

    /// The instruction number of `name` (C++ `RISCV::<name>`).
    pub fn opcode(name: &str) -> Result<u16, isel::IselError> {
        Opcode::from_name(name)
            .map(Opcode::value)
            .ok_or(isel::IselError::BadDag { at: 0, what: "an instruction missing from the Opcode enum" })
    }
}

use riscv::Reg;

/// `RISCV::X0`, as a register number of `ISD::Register` nodes.
pub const X0: u32 = Reg::X0.value() as u32;
/// `RISCV::X10` (`a0`), the return value's register.
pub const X10: u32 = Reg::X10.value() as u32;

/// The GPR number (`N` of `xN`, its `HWEncoding`) of LLVM register `reg`.
/// (`-gen-register-info --rust` has no `HWEncoding`; the GPRs' names say
/// it.)
pub fn gpr_number(reg: u32) -> Result<u32, String> {
    u16::try_from(reg)
        .ok()
        .and_then(Reg::from_value)
        .and_then(|r| r.name().strip_prefix('X').and_then(|n| n.parse().ok()))
        .ok_or_else(|| format!("register {reg} is no GPR"))
}

/// The argument vectors the driver calls every function with: `(a, b, c)`,
/// among them division by zero and `MIN / -1` for the single-operation
/// functions (over `a` and `b`).
pub const VECTORS: [[i64; 3]; 5] = [
    [5, -3, 1000],
    [i64::MIN, -1, 0],
    [0x1234_5678_9abc_def0, 63, -77_777],
    [-1, 0, 64],
    [0x7fff_ffff, -0x8000_0000, 0],
];

/// The memory the pointer argument points at, on entry.
pub fn initial_memory() -> [u8; ir::MEM_BYTES] {
    let mut m = [0u8; ir::MEM_BYTES];
    for (i, b) in m.iter_mut().enumerate() {
        *b = (i as u8).wrapping_mul(37).wrapping_add(0x8b);
    }
    m
}

/// One function compiled.
pub struct Compiled {
    /// The source.
    pub func: ir::Func,
    /// The selected opcodes, sorted, as llc's MIR lists them.
    pub opcodes: Vec<String>,
    /// The machine code.
    pub code: Vec<emit::McInst>,
}

/// Compiles `f` with `matcher` (the generated table, or a test's variant).
pub fn compile(matcher: &riscv::isel::Matcher<'_>, f: &ir::Func) -> Result<Compiled, String> {
    let mut l = lower::lower(f);
    select::select_all(matcher, &mut l.dag, l.root).map_err(|e| format!("{}: {e}", f.name))?;
    let opcodes = emit::selected_opcodes(&l.dag, l.root).map_err(|e| format!("{}: {e}", f.name))?;
    let code = emit::function_code(&l.dag, l.root).map_err(|e| format!("{}: {e}", f.name))?;
    Ok(Compiled { func: f.clone(), opcodes, code })
}

/// The functions of a run: the single-operation functions, then `count`
/// random ones from `seed`.
pub fn functions(count: usize, seed: u64) -> Vec<ir::Func> {
    let mut funcs = ir::single_op_funcs();
    let mut rng = ir::Rng::new(seed);
    for i in 0..count {
        funcs.push(ir::random_func(&mut rng, format!("rand_{i}")));
    }
    funcs
}

/// What the program prints: every function's result for every vector
/// (vectors outermost, little-endian `i64`s), then the memory.
pub fn expected_output(funcs: &[ir::Func]) -> Vec<u8> {
    let mut mem = initial_memory();
    let mut out = Vec::new();
    for v in VECTORS {
        for f in funcs {
            out.extend_from_slice(&f.eval(v, &mut mem).to_le_bytes());
        }
    }
    out.extend_from_slice(&mem);
    out
}

/// `LUI rd, hi; ADDIW rd, rd, lo`: any 32-bit value in two instructions
/// (a fixed length, so that the driver's size is known before its
/// addresses).
fn li32(rd: u32, v: i64) -> [emit::McInst; 2] {
    use emit::{McInst, McOp};
    let hi20 = (v.wrapping_add(0x800) >> 12) & 0xfffff;
    let lo12 = (v << 52) >> 52;
    [
        McInst { opcode: riscv::Opcode::Lui, ops: vec![McOp::Reg(rd), McOp::Imm(hi20)] },
        McInst { opcode: riscv::Opcode::Addiw, ops: vec![McOp::Reg(rd), McOp::Reg(rd), McOp::Imm(lo12)] },
    ]
}

/// The whole program: `_start` calls every function with every vector,
/// storing the results, then writes them and the memory to stdout
/// (`write`), and exits with status 0 (`exit`).
pub fn program(compiled: &[Compiled]) -> Result<Vec<u8>, String> {
    use emit::{addi, ld, sd, McInst, McOp};
    const S1: u32 = 9;
    const S2: u32 = 18;
    const S3: u32 = 19;
    let n = compiled.len();
    let out_len = (n * VECTORS.len() * 8) as i64;
    // Driver: 3 x li32, per call 7 instructions, per vector 1, then the two
    // writes (4 + 4 + 1 each) and exit (2 + 1 + 1).
    let driver_len = 6 + VECTORS.len() * (7 * n + 1) + 2 * 9 + 4;
    let mut offsets = Vec::with_capacity(n);
    let mut at = driver_len * 4;
    for c in compiled {
        offsets.push(at);
        at += c.code.len() * 4;
    }
    let data = emit::BASE + 0x1000 + at as u64;
    let (args_at, mem_at) = (data as i64, data as i64 + (VECTORS.len() * 24) as i64);
    let out_at = mem_at + ir::MEM_BYTES as i64;
    let mut d: Vec<McInst> = Vec::new();
    d.extend(li32(S1, args_at));
    d.extend(li32(S2, mem_at));
    d.extend(li32(S3, out_at));
    for _ in VECTORS {
        for off in &offsets {
            d.push(ld(10, S1, 0));
            d.push(ld(11, S1, 8));
            d.push(ld(12, S1, 16));
            d.push(addi(13, S2, 0));
            let pc = d.len() * 4;
            d.push(McInst { opcode: riscv::Opcode::Jal, ops: vec![McOp::Reg(1), McOp::Imm(*off as i64 - pc as i64)] });
            d.push(sd(10, S3, 0));
            d.push(addi(S3, S3, 8));
        }
        d.push(addi(S1, S1, 24));
    }
    for (addr, len) in [(out_at, out_len), (mem_at, ir::MEM_BYTES as i64)] {
        d.extend(li32(11, addr));
        d.extend(li32(12, len));
        d.push(addi(10, 0, 1));
        d.push(addi(17, 0, 64));
        d.push(McInst { opcode: riscv::Opcode::Ecall, ops: vec![] });
        // Padding to the fixed length (write's result is ignored).
        d.push(addi(0, 0, 0));
        d.push(addi(0, 0, 0));
    }
    d.push(addi(10, 0, 0));
    d.push(addi(17, 0, 93));
    d.push(McInst { opcode: riscv::Opcode::Ecall, ops: vec![] });
    d.push(addi(0, 0, 0));
    if d.len() != driver_len {
        return Err(format!("driver is {} instructions, {driver_len} planned", d.len()));
    }
    let mut code = Vec::new();
    for inst in d.iter().chain(compiled.iter().flat_map(|c| c.code.iter())) {
        code.extend_from_slice(&emit::encode(inst)?.to_le_bytes());
    }
    let mut data = Vec::new();
    for v in VECTORS {
        for x in v {
            data.extend_from_slice(&x.to_le_bytes());
        }
    }
    data.extend_from_slice(&initial_memory());
    data.resize(data.len() + out_len as usize, 0);
    Ok(emit::elf(&code, &data))
}

fn main() -> Result<(), Box<dyn Error>> {
    let (mut count, mut seed, mut out) = (1000usize, 1u64, PathBuf::from("target/riscv_expr"));
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{a} needs a value"));
        match a.as_str() {
            "--count" => count = value()?.parse()?,
            "--seed" => seed = value()?.parse()?,
            "--out" => out = PathBuf::from(value()?),
            _ => {
                return Err(
                    format!("unknown argument {a} (usage: riscv_expr [--count N] [--seed S] [--out DIR])").into()
                )
            }
        }
    }
    let funcs = functions(count, seed);
    let matcher = riscv::isel::matcher().map_err(|e| e.to_string())?;
    let mut compiled = Vec::new();
    for f in &funcs {
        compiled.push(compile(&matcher, f)?);
    }
    let elf = program(&compiled)?;
    std::fs::create_dir_all(&out)?;
    let (mut ll, mut selected, mut asm) = (String::new(), String::new(), String::new());
    let single = ir::single_op_funcs().len();
    let mut printer = emit::printer();
    for (i, c) in compiled.iter().enumerate() {
        ll.push_str(&ir::llvm_ir(&c.func));
        let _ = writeln!(asm, "{}:", c.func.name);
        for inst in &c.code {
            emit::asm(&mut printer, inst, &mut asm)?;
            asm.push('\n');
        }
        let kind = if i < single { "single" } else { "random" };
        let _ = writeln!(selected, "{}\t{kind}\t{}\t{}", c.func.name, c.func.ret.ops(), c.opcodes.join(" "));
    }
    let elf_path = out.join("riscv_expr.elf");
    std::fs::write(&elf_path, &elf)?;
    // qemu-riscv64 (like the kernel) runs only executable files.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(&elf_path, std::fs::Permissions::from_mode(0o755))?;
    }
    std::fs::write(out.join("expected.bin"), expected_output(&funcs))?;
    std::fs::write(out.join("functions.ll"), ll)?;
    std::fs::write(out.join("selected.txt"), selected)?;
    std::fs::write(out.join("functions.s"), asm)?;
    let instructions: usize = compiled.iter().map(|c| c.code.len()).sum();
    println!(
        "riscv_expr: {} functions ({single} single-operation, {count} random, seed {seed}), {instructions} instructions; \
         wrote {}",
        compiled.len(),
        out.join("riscv_expr.elf").display()
    );
    Ok(())
}
