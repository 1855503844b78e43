//! The public lookups of generated modules (a subtarget's scheduling
//! models and features, a target's registers, register classes,
//! sub-register indices and opcodes) called with extreme arguments: 0,
//! 1, MAX-1 and MAX of each integer, every value of each index type, and
//! odd strings. Each answers; none overflows or indexes out of bounds
//! (the tests run in debug builds, where overflow panics).

use tablegen_generated_tests::mini_target_opcodes::{OpName, Opcode, INSTR_TABLES};
use tablegen_generated_tests::mini_target_registers::{Reg, RegClass, SubRegIdx};
use tablegen_generated_tests::subtarget_model::{
    clear_implied, cpu, feature, features_for, set_implied, Feature, FEATURES, SCHED_MODELS,
};

const USIZES: [usize; 5] = [0, 1, 2, usize::MAX - 1, usize::MAX];
const U16S: [u16; 5] = [0, 1, 2, u16::MAX - 1, u16::MAX];
const STRINGS: [&str; 8] = ["", ",", "+", "-", "+,-,", "help", "+help", "\u{0}\u{10ffff}"];

#[test]
fn scheduling_models() {
    for m in &SCHED_MODELS {
        let classes = m.classes.len() / 7;
        for c in USIZES.into_iter().chain(0..classes + 2).chain([classes.wrapping_sub(1)]) {
            if let Some(d) = m.class(c) {
                let _ = (m.latency(&d), m.reciprocal_throughput(&d), d.is_valid(), d.is_variant());
                for w in [0, 1, u32::MAX] {
                    let _ = tablegen_generated_tests::subtarget_model::SchedModel::forwarding_delay_cycles(&d, w);
                }
            }
            let _ = m.resource(c);
            let _ = m.resolve(c, |k| k.wrapping_add(1));
            let _ = m.resolve(c, |_| usize::MAX);
        }
        assert!(m.class(0).is_none() && m.class(usize::MAX).is_none());
        let _ = m.issue_width();
    }
}

#[test]
fn features() {
    for a in STRINGS {
        let _ = (cpu(a), feature(a));
        for b in STRINGS {
            for c in STRINGS {
                let _ = features_for(a, b, c);
            }
        }
    }
    for kv in FEATURES {
        let _ = features_for("", "", &format!("+{},-{}", kv.key, kv.key));
    }
    let mut bits = [u64::MAX; 5];
    set_implied(&mut bits, &[u64::MAX; 5]);
    for f in U16S.into_iter().chain(FEATURES.iter().map(|kv| kv.feature.0)) {
        clear_implied(&mut bits, Feature(f));
    }
}

#[test]
fn registers() {
    for v in U16S {
        let _ = (Reg::from_value(v), RegClass::from_value(v), SubRegIdx::from_value(v));
    }
    for s in STRINGS {
        assert!(Reg::from_name(s).is_none() && RegClass::from_name(s).is_none());
    }
    for r in Reg::all() {
        let _ = (r.desc(), r.sub_regs().count(), r.super_regs().count(), r.units().count());
        let _ = r.unit_lane_masks().count();
        for flavour in USIZES {
            let _ = r.dwarf_number(flavour);
        }
        for other in Reg::all() {
            let _ = (r.overlaps(other), r.sub_reg_index(other));
        }
        for idx in SubRegIdx::all() {
            let _ = r.sub_reg(idx);
            for c in RegClass::all() {
                let _ = r.matching_super_reg(idx, c);
            }
        }
    }
    for n in [0, 1, u64::MAX - 1, u64::MAX] {
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
    }
}

#[test]
fn opcodes() {
    for v in U16S {
        let _ = Opcode::from_value(v);
    }
    for op in Opcode::all() {
        let d = op.desc().expect("every opcode has a description");
        let _ = (d.implicit_uses().count(), d.implicit_defs().count(), d.operands().count());
        for i in USIZES {
            let _ = d.operand(i);
        }
        for name in OpName::all() {
            let _ = op.named_operand_idx(name);
        }
    }
    for i in USIZES {
        let _ = INSTR_TABLES.desc(i);
    }
}
