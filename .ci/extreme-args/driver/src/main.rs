//! Calls the public lookups of one target's generated Rust modules with
//! extreme arguments (0, 1, MAX-1 and MAX of each integer, every value of
//! each index type, odd strings) in a debug build, where arithmetic
//! overflow panics: a panic is a failure (exit 101). Prints one line of
//! counts on success.
//!
//! `XA_DIR` names the directory holding `instrs.rs` (`-gen-instr-info
//! --rust`), `regs.rs` (`-gen-register-info --rust`) and `subtarget.rs`
//! (`-gen-subtarget --rust`), written by `../run.sh`.
#![allow(dead_code)]

mod instrs {
    include!(concat!(env!("XA_DIR"), "/instrs.rs"));
}
mod regs {
    include!(concat!(env!("XA_DIR"), "/regs.rs"));
}
mod sub {
    include!(concat!(env!("XA_DIR"), "/subtarget.rs"));
}

use regs::{Reg, RegClass, SubRegIdx};

const USIZES: [usize; 5] = [0, 1, 2, usize::MAX - 1, usize::MAX];
const U16S: [u16; 5] = [0, 1, 2, u16::MAX - 1, u16::MAX];
const U32S: [u32; 4] = [0, 1, u32::MAX - 1, u32::MAX];
const U64S: [u64; 4] = [0, 1, u64::MAX - 1, u64::MAX];
const STRINGS: [&str; 8] = ["", ",", "+", "-", "+,-,", "help", "+help", "\u{0}\u{10ffff}"];

fn main() {
    let mut calls = 0u64;
    // Opcodes and their descriptions.
    for v in U16S {
        let _ = instrs::Opcode::from_value(v.into());
    }
    for s in STRINGS {
        let _ = instrs::Opcode::from_name(s);
    }
    for op in instrs::Opcode::all() {
        if let Some(d) = op.desc() {
            let _ = (d.implicit_uses().count(), d.implicit_defs().count(), d.operands().count());
            for i in USIZES {
                let _ = d.operand(i);
            }
            for f in U64S {
                let _ = d.has(f);
            }
        }
        for name in instrs::OpName::all() {
            let _ = op.named_operand_idx(name);
        }
        calls += 1;
    }
    for i in USIZES {
        let _ = instrs::INSTR_TABLES.desc(i);
    }
    // Registers, classes, sub-register indices.
    for v in U16S {
        let _ = (Reg::from_value(v.into()), RegClass::from_value(v.into()), SubRegIdx::from_value(v.into()));
    }
    for s in STRINGS {
        let _ = (Reg::from_name(s), RegClass::from_name(s), SubRegIdx::from_name(s));
    }
    for r in Reg::all() {
        let _ = (r.desc(), r.sub_regs().count(), r.super_regs().count(), r.units().count());
        let _ = r.unit_lane_masks().count();
        for flavour in USIZES {
            let _ = r.dwarf_number(flavour);
        }
        for idx in SubRegIdx::all() {
            let _ = r.sub_reg(idx);
            for c in RegClass::all() {
                let _ = r.matching_super_reg(idx, c);
                calls += 1;
            }
        }
        let _ = (r.overlaps(Reg::NoRegister), r.sub_reg_index(Reg::NoRegister));
    }
    for n in U64S {
        for flavour in USIZES {
            let _ = Reg::from_dwarf_number(n, flavour);
        }
    }
    for idx in SubRegIdx::all() {
        let _ = idx.desc();
        for mode in USIZES {
            let _ = idx.range(mode);
        }
        for b in SubRegIdx::all() {
            let _ = idx.compose(b);
        }
    }
    for c in RegClass::all() {
        let _ = (c.desc(), c.order().count(), c.super_classes().count());
        for r in Reg::all() {
            let _ = c.contains(r);
        }
        for o in RegClass::all() {
            let _ = c.has_sub_class_eq(o);
        }
        for idx in SubRegIdx::all() {
            let _ = c.sub_class_with_sub_reg(idx);
        }
        calls += 1;
    }
    // Scheduling models and features.
    for m in &sub::SCHED_MODELS {
        let classes = m.classes.len() / sub::SchedModel::CLASS_WORDS;
        for c in USIZES.into_iter().chain(0..classes + 2) {
            if let Some(d) = m.class(c) {
                let _ = (m.latency(&d), m.reciprocal_throughput(&d), d.is_valid(), d.is_variant());
                for w in U32S {
                    let _ = sub::SchedModel::forwarding_delay_cycles(&d, w);
                }
            }
            let _ = m.resource(c);
            let _ = m.resolve(c, |k| k.wrapping_add(1));
            let _ = m.resolve(c, |_| usize::MAX);
            calls += 1;
        }
        let _ = m.issue_width();
    }
    for a in STRINGS {
        let _ = (sub::cpu(a), sub::feature(a));
        for b in STRINGS {
            for c in STRINGS {
                let _ = sub::features_for(a, b, c);
            }
        }
    }
    for kv in sub::FEATURES {
        let _ = sub::features_for("", "", &format!("+{},-{}", kv.key, kv.key));
    }
    for cpu in sub::CPUS {
        let _ = sub::features_for(cpu.name, cpu.name, "");
    }
    let mut bits = [u64::MAX; 5];
    sub::set_implied(&mut bits, &[u64::MAX; 5]);
    for kv in sub::FEATURES {
        sub::clear_implied(&mut bits, kv.feature);
    }
    println!("extreme arguments: {calls} lookups, no panic");
}
