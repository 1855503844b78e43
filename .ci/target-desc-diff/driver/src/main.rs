//! Prints what a target's generated Rust modules answer, in the format of
//! `../dump.cpp` (LLVM's MC layer on the same target's C++ tables): every
//! opcode's descriptor, every register's sub-registers with their indices,
//! super-registers, units and lane masks, every class's registers; every
//! register pair's overlap, every sub-register query, every sub-register
//! index's name, lane mask and range, every DWARF number both ways.
//!
//! `TDD_DIR` names the directory holding `instrs.rs` (`-gen-instr-info
//! --rust`), `regs.rs` (`-gen-register-info --rust`), `subtarget.rs`
//! (`-gen-subtarget --rust`) and `driver_gen.rs` (`../run.py`).

mod instrs {
    include!(concat!(env!("TDD_DIR"), "/instrs.rs"));
}
mod regs {
    include!(concat!(env!("TDD_DIR"), "/regs.rs"));
}
mod sub {
    include!(concat!(env!("TDD_DIR"), "/subtarget.rs"));
}
/// What differs between targets (`../run.py`'s `driver_extras`): `maps`
/// over the instruction module's `instr_map` and `tii` over its
/// `TIIPredicate`s (each doing nothing if the module has none), with the
/// `Instr` implementation of [`Inst`] and the predicates' context.
mod gen {
    include!(concat!(env!("TDD_DIR"), "/driver_gen.rs"));
}

use regs::{Reg, RegClass, SubRegIdx};
use std::collections::BTreeMap;
use std::fmt::Write;

/// 64-bit FNV-1a over the two little-endian bytes of each number, as in
/// `dump.cpp`.
const FNV_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
fn fnv(h: u64, v: u16) -> u64 {
    v.to_le_bytes().iter().fold(h, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3))
}

/// `Reg::overlaps` for every pair: per register, the count and a hash of
/// the registers it overlaps, ascending.
fn overlaps(out: &mut String) {
    let all: Vec<Reg> = Reg::all().skip(1).collect();
    for &a in &all {
        let (mut n, mut h) = (0u32, FNV_BASIS);
        for &b in &all {
            if a.overlaps(b) {
                n += 1;
                h = fnv(h, b.value());
            }
        }
        let _ = writeln!(out, "O {} n={n} h={h:016x}", a.value());
    }
}

/// `Reg::sub_reg` for every register and index, each answer mapped back by
/// `Reg::sub_reg_index` (0 for none).
fn sub_regs(out: &mut String) {
    let indices: Vec<SubRegIdx> = SubRegIdx::all().skip(1).collect();
    for r in Reg::all().skip(1) {
        let mut any = false;
        for &i in &indices {
            let Some(s) = r.sub_reg(i) else { continue };
            if !any {
                let _ = write!(out, "S {}", r.value());
            }
            any = true;
            let back = r.sub_reg_index(s).map_or(0, SubRegIdx::value);
            let _ = write!(out, " {}:{}={back}", i.value(), s.value());
        }
        if any {
            out.push('\n');
        }
    }
}

/// `Reg::matching_super_reg` as `dump.cpp`'s `matchingSuperRegs` asks it
/// (every stride-th member of a class whose members have more than
/// `MATCH_BUDGET` sub-registers in all).
const MATCH_BUDGET: usize = 2000;
fn matching_super_regs(out: &mut String) {
    let classes: Vec<RegClass> = RegClass::all().collect();
    for (k, &c) in classes.iter().enumerate() {
        let d = classes[(k + 1) % classes.len()];
        let subs: usize = c.order().map(|m| m.sub_regs().count()).sum();
        let stride = subs.div_ceil(MATCH_BUDGET).max(1);
        let (mut n, mut same, mut neg, mut nz) = (0u32, 0u32, 0u32, 0u32);
        let (mut h, mut hn) = (FNV_BASIS, FNV_BASIS);
        for m in c.order().step_by(stride) {
            let probe = !d.contains(m);
            for (i, s) in m.sub_regs() {
                let a = s.matching_super_reg(i, c);
                n += 1;
                same += u32::from(a == Some(m));
                h = fnv(h, a.map_or(0, Reg::value));
                if probe {
                    let b = s.matching_super_reg(i, d);
                    neg += 1;
                    nz += u32::from(b.is_some());
                    hn = fnv(hn, b.map_or(0, Reg::value));
                }
            }
        }
        let _ = writeln!(
            out,
            "M {} stride={stride} n={n} same={same} h={h:016x} neg={neg} nonzero={nz} h={hn:016x}",
            c.value()
        );
    }
}

/// Every index's name, lane mask and `(offset, size)` per hardware mode;
/// `SubRegIdx::compose` of every pair some register witnesses, and the
/// other pairs' non-zero answers (`Y`: run.py checks they are a subset of
/// LLVM's, whose answers there are don't-cares).
fn indices(out: &mut String) {
    let k = regs::SUB_REG_INDICES.len();
    let modes = regs::SUB_REG_INDEX_RANGES.len() / k.max(1);
    let _ = writeln!(out, "K indices={k} modes={modes} dwarf-flavours={}", regs::DWARF_FLAVOURS);
    let all: Vec<SubRegIdx> = SubRegIdx::all().collect();
    let _ = writeln!(out, "N 0 lane={:x}", all[0].desc().lane_mask);
    for &i in &all[1..] {
        let d = i.desc();
        let _ = write!(out, "N {} {} lane={:x} ranges=", i.value(), d.name, d.lane_mask);
        for mode in 0..modes {
            match i.range(mode) {
                Some((offset, size)) => {
                    let _ = write!(out, "{offset}+{size},");
                }
                None => out.push_str("none,"),
            }
        }
        out.push('\n');
    }
    // The pairs some register witnesses, as dump.cpp computes them.
    let mut ids: BTreeMap<Vec<u16>, usize> = BTreeMap::new();
    let mut lists: Vec<Vec<u16>> = Vec::new();
    let mut list_of = Vec::new();
    for s in Reg::all() {
        let l: Vec<u16> = s.sub_regs().map(|(i, _)| i.value()).collect();
        let next = lists.len();
        let id = *ids.entry(l.clone()).or_insert(next);
        if id == next {
            lists.push(l);
        }
        list_of.push(id);
    }
    let mut reached = vec![vec![false; k]; lists.len()];
    for r in Reg::all().skip(1) {
        for (i, s) in r.sub_regs() {
            // (A corrupted table may name registers or indices that do not
            // exist: skip them, the other lines show the damage.)
            if let Some(r) = list_of.get(usize::from(s.value())).and_then(|&l| reached.get_mut(l)) {
                if let Some(a) = r.get_mut(usize::from(i.value())) {
                    *a = true;
                }
            }
        }
    }
    let mut witnessed = vec![false; k * k];
    for (l, reached) in lists.iter().zip(&reached) {
        for a in (1..k).filter(|&a| reached[a]) {
            for &b in l {
                witnessed[a * k + usize::from(b)] = true;
            }
        }
    }
    for &a in &all[1..] {
        let (mut x, mut y) = (String::new(), String::new());
        for &b in &all[1..] {
            let c = a.compose(b).map_or(0, SubRegIdx::value);
            if witnessed[usize::from(a.value()) * k + usize::from(b.value())] {
                let _ = write!(x, " {}:{c}", b.value());
            } else if c != 0 {
                let _ = write!(y, " {}:{c}", b.value());
            }
        }
        let _ = writeln!(out, "X {}{x}\nY {}{y}", a.value(), a.value());
    }
}

/// Per flavour: every register's DWARF number (the Rust module has one
/// table for debug and EH: printed twice) and the register each number maps
/// back to (numbers as C++'s `unsigned` parameter sees them).
fn dwarf(out: &mut String) {
    for f in 0..regs::DWARF_FLAVOURS {
        for r in Reg::all().skip(1) {
            let Some(n) = r.dwarf_number(f) else { continue };
            let back = if n == -1 {
                -1
            } else {
                Reg::from_dwarf_number(u64::from(n as u32), f).map_or(-1, |r| i32::from(r.value()))
            };
            let _ = writeln!(out, "D {f} {} {n}>{back} {n}>{back}", r.value());
        }
    }
}

/// A mapping function (`instr_map::MappingFn`, over the module's entry type).
#[allow(dead_code)]
type MapFn<E> = fn(instrs::Opcode, &[u16]) -> Option<E>;

/// `../dump.cpp`'s P lines: every mapping function on every opcode, per
/// combination of its column enums' values (the last one varying fastest):
/// how many answers are not -1 (`conv` gives the C++ `int`), how many of
/// those are `(uint16_t)-1`, and a hash of the (opcode, answer) pairs.
#[allow(dead_code)]
fn maps_of<E>(
    out: &mut String,
    list: impl Iterator<Item = (&'static str, &'static [(&'static str, u16)], MapFn<E>)>,
    conv: impl Fn(Option<E>) -> i32,
) {
    for (name, cols, f) in list {
        let mut combos: Vec<Vec<u16>> = vec![Vec::new()];
        for &(_, n) in cols.iter() {
            combos = combos.into_iter().flat_map(|c| (0..n).map(move |v| [c.clone(), vec![v]].concat())).collect();
        }
        for c in combos {
            let (mut n, mut miss, mut h) = (0u32, 0u32, FNV_BASIS);
            for op in instrs::Opcode::all() {
                let r = conv(f(op, &c));
                if r == -1 {
                    continue;
                }
                n += 1;
                miss += u32::from(r == 65535);
                h = fnv(fnv(h, op.value()), r as u16);
            }
            let cols =
                if c.is_empty() { "-".to_string() } else { c.iter().map(u16::to_string).collect::<Vec<_>>().join(",") };
            let _ = writeln!(out, "P {name} {cols} n={n} miss={miss} h={h:016x}");
        }
    }
}

/// An operand of a test instruction.
#[allow(dead_code)]
#[derive(Clone, Copy, Debug)]
pub enum Op {
    Reg(u32),
    Imm(i64),
}

/// A test instruction of the `TIIPredicate`s.
#[allow(dead_code)]
pub struct Inst {
    pub opcode: instrs::Opcode,
    pub ops: Vec<Op>,
}

/// `../dump.cpp`'s `testInst`: variant `v` (0-6) of `op`'s operands.
#[allow(dead_code)]
fn test_inst(op: instrs::Opcode, v: usize) -> Inst {
    const IMMS: [i64; 5] = [0, 0, 1, -1, 0x1_2345_6789];
    let mut ops = Vec::new();
    if let Some(d) = op.desc() {
        for (i, o) in d.operands().enumerate() {
            let class = u16::try_from(o.reg_class).ok().and_then(RegClass::from_value);
            let op = match (v, class) {
                (5, _) => Op::Imm(i as i64),
                (6, _) => Op::Reg(i as u32),
                (_, Some(c)) if o.flags & instrs::operand_flags::LOOKUP_PTR_REG_CLASS == 0 => {
                    let members: Vec<Reg> = c.order().collect();
                    let n = members.len();
                    let k =
                        [0, n.wrapping_sub(1), n / 2, if n == 0 { 0 } else { (i * 7 + 3) % n }, n.wrapping_sub(1)][v];
                    Op::Reg(members.get(k).map_or(0, |r| u32::from(r.value())))
                }
                _ if o.operand_type == "MCOI::OPERAND_REGISTER" => Op::Reg(if v == 0 { 0 } else { (v + i) as u32 }),
                _ => Op::Imm(IMMS[v]),
            };
            ops.push(op);
        }
    }
    Inst { opcode: op, ops }
}

/// A `TIIPredicate` function on the test instructions.
#[allow(dead_code)]
type TiiFn<C> = fn(&C, &Inst) -> bool;

/// `../dump.cpp`'s T and TN lines: per predicate and opcode, the variants
/// it holds for; per predicate, the number of evaluations.
#[allow(dead_code)]
fn tii_of<C>(out: &mut String, preds: &[(&str, TiiFn<C>)], cx: &C) {
    for (name, f) in preds {
        let mut evals = 0;
        for op in instrs::Opcode::all() {
            let mut mask = 0u32;
            for v in 0..7 {
                evals += 1;
                if f(cx, &test_inst(op, v)) {
                    mask |= 1 << v;
                }
            }
            if mask != 0 {
                let _ = writeln!(out, "T {name} {} {mask:x}", op.value());
            }
        }
        let _ = writeln!(out, "TN {name} evals={evals}");
    }
}

fn main() {
    let mut out = String::new();
    for op in instrs::Opcode::all() {
        let Some(d) = op.desc() else {
            let _ = writeln!(out, "I {} {} no descriptor", u16::from(op), op.name());
            continue;
        };
        let _ = write!(
            out,
            "I {} {} ops={} defs={} size={} sched={} flags={:x} ts={:x} uses=",
            u16::from(op),
            op.name(),
            d.num_operands,
            d.num_defs,
            d.size,
            d.sched_class,
            d.flags,
            d.ts_flags
        );
        for r in d.implicit_uses() {
            let _ = write!(out, "{r},");
        }
        out.push_str(" defs=");
        for r in d.implicit_defs() {
            let _ = write!(out, "{r},");
        }
        for o in d.operands() {
            // C++ MCOperandInfo::Constraints: MCOI_TIED_TO(n) | MCOI_EARLY_CLOBBER.
            let tied = o.tied_to.map_or(0u32, |t| (u32::from(t) << 4) | 1);
            let c = tied | if o.early_clobber { 2 } else { 0 };
            let _ = write!(out, " [rc={} f={} t={} c={:x}]", o.reg_class, o.flags, o.operand_type, c);
        }
        out.push('\n');
    }
    // ../dump.cpp's W lines: named operands other than -1.
    for op in instrs::Opcode::all() {
        let mut w = String::new();
        // (NUM_OP_NAMES is 0 on targets without named operands.)
        #[allow(clippy::reversed_empty_ranges)]
        for n in 0..instrs::NUM_OP_NAMES {
            let name = u16::try_from(n).ok().and_then(|n| instrs::OpName::try_from(n).ok());
            if let Some(i) = name.and_then(|name| op.named_operand_idx(name)) {
                let _ = write!(w, " {n}:{i}");
            }
        }
        if !w.is_empty() {
            let _ = writeln!(out, "W {}{w}", u16::from(op));
        }
    }
    for r in regs::Reg::all().skip(1) {
        let d = r.desc();
        let _ = write!(out, "R {} {} enc={} subs=", u16::from(r), d.name, d.encoding);
        for (i, s) in r.sub_regs() {
            let _ = write!(out, "{}:{},", u16::from(i), u16::from(s));
        }
        out.push_str(" supers=");
        for s in r.super_regs() {
            let _ = write!(out, "{},", u16::from(s));
        }
        out.push_str(" units=");
        // C++ walks units and lane masks in step; a missing mask shows.
        let mut masks = r.unit_lane_masks();
        for u in r.units() {
            match masks.next() {
                Some(m) => {
                    let _ = write!(out, "{u}:{m:x},");
                }
                None => {
                    let _ = write!(out, "{u}:missing,");
                }
            }
        }
        out.push('\n');
    }
    for c in regs::RegClass::all() {
        let d = c.desc();
        let _ = write!(out, "C {} {} size={} members=", u16::from(c), d.name, d.reg_size);
        for r in c.order() {
            let _ = write!(out, "{},", u16::from(r));
        }
        out.push('\n');
    }
    // TDD_TIME=1: each part's time on stderr.
    let time = std::env::var_os("TDD_TIME").is_some();
    type Part = (&'static str, fn(&mut String));
    let parts: [Part; 8] = [
        ("instruction mappings", gen::maps),
        ("TII predicates", gen::tii),
        ("overlaps", overlaps),
        ("sub-registers", sub_regs),
        ("matching super-registers", matching_super_regs),
        ("indices", indices),
        ("dwarf", dwarf),
        ("subtarget", subtarget),
    ];
    for (what, part) in parts {
        let t = std::time::Instant::now();
        part(&mut out);
        if time {
            eprintln!("{what}: {:.2}s", t.elapsed().as_secs_f64());
        }
    }
    print!("{out}");
}

fn feature_bits(out: &mut String, bits: &sub::FeatureBits) {
    for w in bits {
        let _ = write!(out, " {w:x}");
    }
}

/// `../sti.cpp`'s U, F and Q lines from the subtarget module: every CPU's
/// features (`features_for`) and model, every feature's `+name` and
/// `+every,...,-name` sets, and per model every class's answers.
fn subtarget(out: &mut String) {
    let mut models = std::collections::BTreeMap::new();
    for c in sub::CPUS.iter() {
        let Some(m) = sub::SCHED_MODELS.get(c.model) else {
            let _ = writeln!(out, "U {} no model", c.name);
            continue;
        };
        let _ = write!(out, "U {} model={} features=", c.name, m.id);
        feature_bits(out, &sub::features_for(c.name, c.name, ""));
        out.push('\n');
        models.entry(m.id).or_insert(m);
    }
    let all: String = sub::FEATURES.iter().map(|f| format!("+{},", f.key)).collect();
    for f in sub::FEATURES.iter() {
        let _ = write!(out, "F {} +", f.key);
        feature_bits(out, &sub::features_for("", "", &format!("+{}", f.key)));
        out.push_str(" -");
        feature_bits(out, &sub::features_for("", "", &format!("{all}-{}", f.key)));
        out.push('\n');
    }
    for (id, m) in models {
        if m.classes.is_empty() {
            continue;
        }
        for class in 1..sub::NUM_SCHED_CLASSES {
            let Some(d) = m.class(class) else {
                let _ = writeln!(out, "Q {id} {class} missing");
                continue;
            };
            let _ = write!(
                out,
                "Q {id} {class} uops={} groups={}{}{}",
                d.num_micro_ops,
                u8::from(d.begin_group),
                u8::from(d.end_group),
                u8::from(d.retire_ooo)
            );
            if d.is_valid() && !d.is_variant() {
                let _ = write!(
                    out,
                    " latency={} rthroughput={:x} forwarding={}",
                    m.latency(&d),
                    m.reciprocal_throughput(&d).to_bits(),
                    sub::SchedModel::forwarding_delay_cycles(&d, 0)
                );
            }
            out.push('\n');
        }
    }
}
