//! Answers, for each MCInst read from stdin, what llvm-mca's
//! instruction-info view prints, from the generated Rust modules only:
//! `instrs.rs` (`-gen-instr-info --rust`: the opcode's scheduling class and
//! flags) and `subtarget.rs` (`-gen-subtarget --rust`: the CPU's model,
//! variant resolution, `MCSchedModel`'s answers).
//!
//! Arguments: the CPU name. Input, one instruction a line:
//! `INDEX OPCODE LOCK OPERAND...` with `LOCK` 0 or 1 (the MCInst's
//! X86 lock-prefix flag) and each operand `rN` (register), `iN`
//! (immediate) or `o` (anything else). Output, one line each:
//! `INDEX ok UOPS LATENCY RTHROUGHPUT MAYLOAD MAYSTORE SIDEEFFECTS`
//! (the throughput as Rust's shortest round-trip form of the `f64`;
//! then `wl=N`, the class's first `WRITE_LATENCY` row, for `--inject`,
//! and `variant=N`, the number of variant resolutions),
//! `INDEX unsupported WHY` (what llvm-mca refuses: no scheduling
//! information) or `INDEX escape NAME` (a predicate reached a C++ escape
//! this driver does not implement).

#![allow(dead_code)]

mod instrs {
    include!(concat!(env!("MCA_DIR"), "/instrs.rs"));
}
mod sub {
    include!(concat!(env!("MCA_DIR"), "/subtarget.rs"));
}

#[cfg_attr(feature = "aarch64", path = "aarch64.rs")]
#[cfg_attr(feature = "x86", path = "x86.rs")]
#[cfg_attr(feature = "riscv", path = "riscv.rs")]
mod context;

use std::cell::RefCell;
use std::io::{BufRead, Write};
use sub::{Instr, Operand};

/// One MCInst as llvm-mc's `-show-inst` printed it.
pub struct Mi {
    pub opcode: u32,
    pub lock: bool,
    pub ops: Vec<Operand>,
}

impl Instr for Mi {
    type Opcode = u32;
    fn opcode(&self) -> u32 {
        self.opcode
    }
    fn num_operands(&self) -> usize {
        self.ops.len()
    }
    fn operand(&self, index: usize) -> Option<Operand> {
        self.ops.get(index).copied()
    }
}

/// The context of the variant predicates (each target's `context` module
/// implements `sub::Context` for it): the escapes reached that the driver
/// does not implement.
#[derive(Default)]
pub struct Cx {
    pub escapes: Escapes,
}

/// Whether `mi`'s opcode is one of `names` (C++ opcode names).
pub fn is(mi: &Mi, names: &[&str]) -> bool {
    names.iter().any(|n| instrs::Opcode::from_name(n).is_some_and(|o| u32::from(u16::from(o)) == mi.opcode))
}

/// The escapes reached that the driver does not implement.
#[derive(Default)]
pub struct Escapes(pub RefCell<Vec<&'static str>>);

impl Escapes {
    /// Records that `name` was reached; the answer is then not compared.
    pub fn missing(&self, name: &'static str) -> bool {
        self.0.borrow_mut().push(name);
        false
    }
}

fn parse(line: &str) -> Option<(String, Mi)> {
    let mut f = line.split_whitespace();
    let index = f.next()?.to_string();
    let opcode = f.next()?.parse().ok()?;
    let lock = f.next()? == "1";
    let mut ops = Vec::new();
    for o in f {
        ops.push(match o.as_bytes().first()? {
            b'r' => Operand::Reg(o[1..].parse().ok()?),
            b'i' => Operand::Imm(o[1..].parse().ok()?),
            _ => Operand::Other,
        });
    }
    Some((index, Mi { opcode, lock, ops }))
}

fn answer(model: &sub::SchedModel, cx: &Cx, mi: &Mi) -> String {
    let Some(desc) = u16::try_from(mi.opcode).ok().and_then(instrs::Opcode::from_value).and_then(|o| o.desc()) else {
        return "unsupported unknown-opcode".into();
    };
    // llvm-mca's InstrBuilder: resolve while variant; 0 or an invalid
    // class is "unsupported" (skipped with -skip-unsupported-instructions).
    let mut class = usize::from(desc.sched_class);
    let mut steps = 0;
    while class != 0 && model.class(class).is_some_and(|d| d.is_variant()) {
        class = sub::resolve_variant_sched_class(cx, class, mi, model.id);
        steps += 1;
        if steps > 64 {
            return "unsupported variant-loop".into();
        }
    }
    if let Some(name) = cx.escapes.0.borrow().first() {
        return format!("escape {name}");
    }
    if class == 0 {
        return if steps > 0 { "unsupported unresolved-variant".into() } else { "unsupported class-0".into() };
    }
    // The subtarget module's own resolution must agree with this loop.
    if sub::resolve_sched_class(model, cx, usize::from(desc.sched_class), mi) != Some(class) {
        return format!("mismatch resolve() disagrees with resolve_variant_sched_class ({class})");
    }
    let Some(sc) = model.class(class) else {
        return "unsupported no-class-table".into();
    };
    if !sc.is_valid() {
        return "unsupported invalid-class".into();
    }
    let latency = model.latency(&sc) as u32;
    let latency = latency.wrapping_add(sub::SchedModel::forwarding_delay_cycles(&sc, 0));
    let flag = |f| u8::from(desc.has(f));
    format!(
        "ok {} {} {:?} {} {} {} wl={} variant={}",
        sc.num_micro_ops,
        latency,
        model.reciprocal_throughput(&sc),
        flag(instrs::instr_flags::MAY_LOAD),
        flag(instrs::instr_flags::MAY_STORE),
        flag(instrs::instr_flags::UNMODELED_SIDE_EFFECTS),
        sc.write_latency.0,
        steps
    )
}

fn main() {
    let cpu_name = std::env::args().nth(1).unwrap_or_default();
    let Some(cpu) = sub::cpu(&cpu_name) else {
        eprintln!("mca-oracle-driver: unknown CPU {cpu_name}");
        std::process::exit(2);
    };
    let Some(model) = sub::SCHED_MODELS.get(cpu.model) else {
        eprintln!("mca-oracle-driver: no model for {cpu_name}");
        std::process::exit(2);
    };
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout());
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let Some((index, mi)) = parse(&line) else {
            let _ = writeln!(out, "? unparsable {line}");
            continue;
        };
        let cx = Cx::default();
        let _ = writeln!(out, "{index} {}", answer(model, &cx, &mi));
    }
}
