//! The extreme-argument calls of generated Rust modules, shared by
//! `tests/generated/tests/extreme_arguments.rs` (the project's small test
//! targets) and `.ci/extreme-args` (every LLVM target), so that the two
//! cannot drift: one macro per kind of module, each given the path of a
//! module of that kind and returning how many lookups it made.
//!
//! Every public lookup taking a caller-supplied value is called with
//! extreme arguments (0, 1, MAX-1 and MAX of each integer, every value of
//! each index type, odd strings). None may panic: in a debug build that
//! includes arithmetic overflow. Mounted as `#[macro_use] mod
//! extreme_calls` at the root of the crate that uses it.
#![allow(unused_macros, dead_code)]

pub const USIZES: [usize; 5] = [0, 1, 2, usize::MAX - 1, usize::MAX];
pub const U16S: [u16; 5] = [0, 1, 2, u16::MAX - 1, u16::MAX];
pub const U32S: [u32; 5] = [0, 1, 2, u32::MAX - 1, u32::MAX];
pub const U64S: [u64; 4] = [0, 1, u64::MAX - 1, u64::MAX];
pub const STRINGS: [&str; 8] = ["", ",", "+", "-", "+,-,", "help", "+help", "\u{0}\u{10ffff}"];

/// At most `max` of `items`, spread evenly and always with the first and
/// the last, so that quadratic loops stay cheap on the largest targets.
pub fn sample<T: Clone>(items: impl Iterator<Item = T>, max: usize) -> Vec<T> {
    let all: Vec<T> = items.collect();
    if all.len() <= max || max < 2 {
        return all;
    }
    let step = (all.len() - 1) as f64 / (max - 1) as f64;
    (0..max).map(|i| all[((i as f64) * step).round() as usize].clone()).collect()
}

/// An operand value of every width an encoder may ask for.
pub trait Extreme: Sized {
    fn extremes() -> Vec<Self>;
}
impl Extreme for u64 {
    fn extremes() -> Vec<Self> {
        U64S.to_vec()
    }
}
impl<const N: usize> Extreme for [u64; N] {
    fn extremes() -> Vec<Self> {
        U64S.iter().map(|&v| [v; N]).collect()
    }
}

/// `-gen-instr-info --rust`: opcodes, their descriptions, named operands.
macro_rules! xa_instr_info {
    ($m:path) => {{
        use $crate::extreme_calls::*;
        use $m as instrs;
        let mut calls = 0u64;
        for v in U16S {
            let _ = instrs::Opcode::from_value(v.into());
        }
        for v in U32S {
            let _ = instrs::INSTR_TABLES.desc(v as usize);
        }
        for s in STRINGS {
            let _ = instrs::Opcode::from_name(s);
        }
        let names: Vec<_> = instrs::OpName::all().collect();
        let ops: Vec<_> = instrs::Opcode::all().collect();
        let few_ops = sample(ops.iter().copied(), 64);
        for op in ops {
            if let Some(d) = op.desc() {
                let _ = (d.implicit_uses().count(), d.implicit_defs().count(), d.operands().count());
                for i in USIZES {
                    let _ = d.operand(i);
                }
                for f in U64S {
                    let _ = d.has(f);
                }
            }
            calls += 1;
        }
        for op in few_ops {
            for &name in &names {
                let _ = op.named_operand_idx(name);
                calls += 1;
            }
        }
        for i in USIZES {
            let _ = instrs::INSTR_TABLES.desc(i);
        }
        calls
    }};
}

/// `-gen-register-info --rust`: registers, classes, sub-register indices.
macro_rules! xa_register_info {
    ($m:path) => {{
        use regs::{Reg, RegClass, SubRegIdx};
        use $crate::extreme_calls::*;
        use $m as regs;
        let mut calls = 0u64;
        for v in U16S {
            let _ = (Reg::from_value(v.into()), RegClass::from_value(v.into()), SubRegIdx::from_value(v.into()));
        }
        for s in STRINGS {
            let _ = (Reg::from_name(s), RegClass::from_name(s), SubRegIdx::from_name(s));
        }
        let all_regs: Vec<Reg> = Reg::all().collect();
        let regs_few = sample(all_regs.iter().copied(), 48);
        let idxs: Vec<SubRegIdx> = SubRegIdx::all().collect();
        let idxs_few = sample(idxs.iter().copied(), 24);
        let classes: Vec<RegClass> = RegClass::all().collect();
        let classes_few = sample(classes.iter().copied(), 24);
        let classes_pairs = sample(classes.iter().copied(), 128);
        let idxs_pairs = sample(idxs.iter().copied(), 128);
        for &r in &all_regs {
            let _ = (r.desc(), r.sub_regs().count(), r.super_regs().count(), r.units().count());
            let _ = r.unit_lane_masks().count();
            for flavour in USIZES {
                let _ = r.dwarf_number(flavour);
            }
            let _ = (r.overlaps(Reg::NoRegister), r.sub_reg_index(Reg::NoRegister));
            calls += 1;
        }
        // The pairwise lookups on a sample: AMDGPU has 9,000 registers and
        // 400 sub-register indices.
        for &r in &sample(all_regs.iter().copied(), 256) {
            for &idx in &idxs {
                let _ = r.sub_reg(idx);
            }
            for &idx in &idxs_few {
                for &c in &classes_few {
                    let _ = r.matching_super_reg(idx, c);
                }
            }
            for &o in &regs_few {
                let _ = (r.overlaps(o), r.sub_reg_index(o));
            }
            calls += 1;
        }
        for n in U64S {
            for flavour in USIZES {
                let _ = Reg::from_dwarf_number(n, flavour);
            }
        }
        for &idx in &idxs {
            let _ = idx.desc();
            for mode in USIZES {
                let _ = idx.range(mode);
            }
            for &b in &idxs {
                let _ = idx.compose(b);
            }
            calls += 1;
        }
        for &c in &classes {
            let _ = (c.desc(), c.order().count(), c.super_classes().count());
            for &r in &regs_few {
                let _ = c.contains(r);
            }
            // On a sample too: AMDGPU has 650 classes.
            for &o in &classes_pairs {
                let _ = c.has_sub_class_eq(o);
            }
            for &idx in &idxs_pairs {
                let _ = c.sub_class_with_sub_reg(idx);
            }
            calls += 1;
        }
        calls
    }};
}

/// `-gen-subtarget --rust`: scheduling models, CPUs and features.
macro_rules! xa_subtarget {
    ($m:path) => {{
        use $crate::extreme_calls::*;
        use $m as sub;
        let mut calls = 0u64;
        for m in &sub::SCHED_MODELS {
            let classes = m.classes.len() / sub::SchedModel::CLASS_WORDS;
            for c in USIZES.into_iter().chain(0..classes + 2).chain([classes.wrapping_sub(1)]) {
                if let Some(d) = m.class(c) {
                    let _ = (m.latency(&d), m.reciprocal_throughput(&d), d.is_valid(), d.is_variant());
                    for w in U32S {
                        let _ = sub::SchedModel::forwarding_delay_cycles(&d, w);
                    }
                }
                let _ = m.resource(c);
                let _ = m.resolve(c, |k| k.wrapping_add(1));
                let _ = m.resolve(c, |_| usize::MAX);
                let _ = m.resolve(c, |_| 0);
                calls += 1;
            }
            let _ = m.issue_width();
        }
        for a in STRINGS {
            let _ = (sub::cpu(a), sub::feature(a));
            for b in STRINGS {
                for c in STRINGS {
                    let _ = sub::features_for(a, b, c);
                    calls += 1;
                }
            }
        }
        for kv in sub::FEATURES {
            let _ = sub::features_for("", "", &format!("+{},-{}", kv.key, kv.key));
            calls += 1;
        }
        for cpu in sub::CPUS {
            let _ = sub::features_for(cpu.name, cpu.name, "");
            calls += 1;
        }
        let mut bits = [u64::MAX; ::tablegen_runtime::sched::FEATURE_WORDS];
        let all = bits;
        sub::set_implied(&mut bits, &all);
        for f in U16S.into_iter().map(sub::Feature).chain(sub::FEATURES.iter().map(|kv| kv.feature)) {
            sub::clear_implied(&mut bits, f);
            calls += 1;
        }
        calls
    }};
}

/// `-gen-register-bank --rust`: banks, their coverage of register classes
/// and sizes.
macro_rules! xa_register_bank {
    ($m:path) => {{
        use $crate::extreme_calls::*;
        use $m as bank;
        let mut calls = 0u64;
        for v in 0..=u8::MAX {
            let _ = bank::RegBankId::from_value(v);
        }
        for s in STRINGS {
            let _ = bank::RegBankId::from_name(s);
        }
        let classes = (0..bank::NUM_REG_CLASSES as u64 + 2).chain(U64S);
        for c in classes {
            let c = c as bank::RegClassId;
            let _ = bank::reg_bank_of_class(c);
            let _ = bank::reg_banks_of_class(c).count();
            for id in bank::RegBankId::all() {
                let b = id.bank();
                let _ = b.covers(c);
                for mode in USIZES {
                    let _ = b.size(mode);
                }
            }
            calls += 1;
        }
        calls
    }};
}

/// `-gen-exegesis --rust`: the counters of a name or a CPU.
macro_rules! xa_exegesis {
    ($m:path) => {{
        use $crate::extreme_calls::*;
        use $m as exegesis;
        let mut calls = 0u64;
        for s in STRINGS {
            let _ = (exegesis::pfm_counters(s), exegesis::cpu_pfm_counters(s));
            calls += 1;
        }
        for c in exegesis::CPU_PFM_COUNTERS {
            let _ = exegesis::cpu_pfm_counters(c.cpu_name);
            calls += 1;
        }
        calls
    }};
}

/// `-gen-dfa-packetizer --rust`: a packetizer per processor, fed every
/// scheduling class and extreme ones.
macro_rules! xa_dfa_packetizer {
    ($m:path) => {{
        use $crate::extreme_calls::*;
        use $m as dfa;
        let mut calls = 0u64;
        for proc_id in (0..64u32).chain(U32S) {
            let Some(mut p) = dfa::create_packetizer(proc_id) else { continue };
            for round in 0..2 {
                for sc in (0..4096u32).chain(U32S) {
                    let _ = p.can_reserve_resources(sc);
                    if round == 1 || sc % 3 == 0 {
                        let _ = p.reserve_resources(sc);
                    }
                    calls += 1;
                }
                for i in USIZES.into_iter().chain(0..8) {
                    let _ = p.used_resources(i);
                }
                p.clear_resources();
                p.set_track_resources(true);
            }
        }
        calls
    }};
}

/// Answers every `-gen-emitter --rust` encoder hook with extreme values, in
/// turn (an `Encoder` impl per target is written beside the module).
#[derive(Default)]
pub struct Cycle {
    pub k: usize,
}
impl Cycle {
    pub fn next<B: Extreme + Clone>(&mut self) -> B {
        let all = B::extremes();
        self.k = self.k.wrapping_add(1);
        all[self.k % all.len()].clone()
    }
}

/// `-gen-emitter --rust`: every opcode (and unknown ones) encoded with
/// operands of extreme values, and every operand's bit offset.
macro_rules! xa_emitter {
    ($m:path) => {{
        use $crate::extreme_calls::*;
        use $m as emitter;
        let mut calls = 0u64;
        let n = emitter::INST_BITS.len() as u32;
        for op in (0..n + 2).chain(U32S) {
            for start in 0..4 {
                let mut e = Cycle { k: start };
                let _ = emitter::encode(op, &mut e);
                calls += 1;
            }
            for i in (0..8).chain(U32S) {
                let _ = emitter::operand_bit_offset(op, i);
            }
        }
        calls
    }};
}
