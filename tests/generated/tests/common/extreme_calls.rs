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

// ---------------------------------------------------------------------------
// Values of every argument type a lookup takes.

impl Extreme for bool {
    fn extremes() -> Vec<Self> {
        vec![false, true]
    }
}
impl Extreme for u8 {
    fn extremes() -> Vec<Self> {
        vec![0, 1, 2, u8::MAX - 1, u8::MAX]
    }
}
impl Extreme for u16 {
    fn extremes() -> Vec<Self> {
        U16S.to_vec()
    }
}
impl Extreme for u32 {
    fn extremes() -> Vec<Self> {
        U32S.to_vec()
    }
}
impl Extreme for usize {
    fn extremes() -> Vec<Self> {
        USIZES.to_vec()
    }
}
impl Extreme for i64 {
    fn extremes() -> Vec<Self> {
        vec![i64::MIN, i64::MIN + 1, -1, 0, 1, i64::MAX - 1, i64::MAX]
    }
}
impl Extreme for i32 {
    fn extremes() -> Vec<Self> {
        vec![i32::MIN, -1, 0, 1, i32::MAX]
    }
}
impl Extreme for &'static str {
    fn extremes() -> Vec<Self> {
        STRINGS.to_vec()
    }
}
impl<T: Extreme> Extreme for Option<T> {
    fn extremes() -> Vec<Self> {
        core::iter::once(None).chain(T::extremes().into_iter().map(Some)).collect()
    }
}

/// Calls `$f` with every combination of extreme values of its parameter
/// types (`Extreme::extremes`, every variant of an enum key), each list
/// sampled down as the arity grows so that a six-key lookup stays cheap;
/// returns how many calls it made. `xa_call!(m::lookup_x; u8, &str)`.
macro_rules! xa_call {
    ($f:expr; $($t:ty),* $(,)?) => {{
        use $crate::extreme_calls::*;
        let mut n = 0u64;
        let cap: usize = match 0usize $(+ { let _ = core::marker::PhantomData::<$t>; 1 })* {
            0 | 1 => usize::MAX,
            2 => 64,
            3 => 16,
            4 => 8,
            _ => 5,
        };
        xa_call!(@loop n, cap, $f, (); $($t),*);
        n
    }};
    (@loop $n:ident, $cap:ident, $f:expr, ($($a:ident)*); ) => {
        let _ = $f($($a.clone()),*);
        $n += 1;
    };
    (@loop $n:ident, $cap:ident, $f:expr, ($($a:ident)*); $t:ty $(, $rest:ty)*) => {
        for x in sample(<$t as Extreme>::extremes().into_iter(), $cap) {
            xa_call!(@loop $n, $cap, $f, ($($a)* x); $($rest),*);
        }
    };
}

/// A generated enum (the shared enum writer's `all`, `from_value`,
/// `from_name`, `name`, `value`, `TryFrom`, `Display`): every raw value of
/// its representation up to 16 bits and the extremes above, every name and
/// the odd strings. `xa_enum!(m::Kind, u8)`.
macro_rules! xa_enum {
    ($t:ty, $raw:ty) => {{
        use $crate::extreme_calls::*;
        let mut calls = 0u64;
        let raws: Vec<$raw> = <$raw as Extreme>::extremes()
            .into_iter()
            .chain((0..<$t>::COUNT + 2).filter_map(|k| <$raw>::try_from(k).ok()))
            .chain((0..=255u8).map(<$raw>::from))
            .collect();
        for v in raws {
            let _ = (<$t>::from_value(v), <$t as TryFrom<$raw>>::try_from(v));
            calls += 1;
        }
        for s in STRINGS {
            let _ = <$t>::from_name(s);
            calls += 1;
        }
        for x in <$t>::all() {
            let back = <$t>::from_name(x.name());
            let _ = (back, x.value(), format!("{x} {x:?}"), <$raw>::from(x));
            calls += 1;
        }
        calls
    }};
}

// ---------------------------------------------------------------------------
// `-gen-callingconv --rust`: a state and hooks answering extremes.

/// A value type of the extreme state: any `u32`, so that types no module
/// names (and `u32::MAX`) can be passed (a module's `CcVt` converts in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct XaVt(pub u32);
/// A register of the extreme state (a module's `CcReg` converts in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct XaReg(pub u32);

/// Which registers `XaCcState` reports allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allocated {
    /// What it was told (a fresh state: none).
    Tracked,
    /// Every register, always.
    All,
    /// Every other answer.
    Alternate,
}

/// A `CcState` whose answers are extremes: a stack near `u64::MAX` (or at
/// 0), sizes and alignments of 0, 1 and `u64::MAX`, every register taken
/// or none, var-args and calling-convention tests cycling.
#[derive(Clone, Debug)]
pub struct XaCcState {
    pub stack: u64,
    pub negative: bool,
    pub allocated: Allocated,
    pub taken: Vec<XaReg>,
    pub sizes: [u64; 4],
    pub k: core::cell::Cell<usize>,
    pub locs: u64,
}

impl XaCcState {
    /// The starting states every convention is called on.
    pub fn setups() -> Vec<XaCcState> {
        let s = |stack, negative, allocated, sizes| XaCcState {
            stack,
            negative,
            allocated,
            taken: Vec::new(),
            sizes,
            k: core::cell::Cell::new(0),
            locs: 0,
        };
        vec![
            s(0, false, Allocated::Tracked, [4, 8, 1, 16]),
            s(u64::MAX - 3, false, Allocated::Tracked, [u64::MAX, u64::MAX - 1, 1 << 63, 3]),
            s(i64::MAX as u64 - 1, true, Allocated::Alternate, [0, 1, u64::MAX, 1 << 63]),
            s(u64::MAX, true, Allocated::All, [u64::MAX, 0, 0, u64::MAX]),
        ]
    }
    fn tick(&self) -> usize {
        let k = self.k.get().wrapping_add(1);
        self.k.set(k);
        k
    }
}

impl ::tablegen_runtime::cc::CcState for XaCcState {
    type Vt = XaVt;
    type Reg = XaReg;
    fn is_var_arg(&self) -> bool {
        self.tick() % 3 == 0
    }
    fn calling_conv_is(&self, _cc: &str) -> bool {
        self.tick() % 2 == 0
    }
    fn is_allocated(&self, reg: XaReg) -> bool {
        match self.allocated {
            Allocated::Tracked => self.taken.contains(&reg),
            Allocated::All => true,
            Allocated::Alternate => self.tick() % 2 == 0,
        }
    }
    fn mark_allocated(&mut self, reg: XaReg) {
        if self.taken.len() < 4096 {
            self.taken.push(reg);
        }
    }
    fn stack_size(&self) -> u64 {
        self.stack
    }
    fn set_stack_size(&mut self, size: u64) {
        self.stack = size;
    }
    fn negative_offsets(&self) -> bool {
        self.negative
    }
    fn note_stack_align(&mut self, _align: u64) {}
    fn type_alloc_size(&self, vt: XaVt) -> u64 {
        self.sizes[(vt.0 as usize).wrapping_add(self.tick()) % 4]
    }
    fn abi_type_align(&self, vt: XaVt) -> u64 {
        self.sizes[(vt.0 as usize).wrapping_add(self.tick()).wrapping_add(1) % 4]
    }
    fn add_loc(&mut self, _assign: ::tablegen_runtime::cc::ValAssign<XaVt, XaReg>) {
        self.locs = self.locs.wrapping_add(1);
    }
    fn handle_by_val(&mut self, _v: &::tablegen_runtime::cc::Value<XaVt>, min_size: u64, min_align: u64) {
        let _ = ::tablegen_runtime::cc::CcState::allocate_stack(self, min_size, min_align);
    }
}

/// The target hooks of a calling-convention module (an impl per module is
/// written beside it): conditions cycle, custom functions change the value
/// to extremes, take a stack slot of `u64::MAX` bytes and answer in turn.
#[derive(Default)]
pub struct XaCcHooks {
    pub k: core::cell::Cell<usize>,
}

impl XaCcHooks {
    pub fn cond(&self) -> bool {
        let k = self.k.get().wrapping_add(1);
        self.k.set(k);
        k % 3 != 1
    }
    pub fn custom(&mut self, state: &mut XaCcState, v: &mut ::tablegen_runtime::cc::Value<XaVt>) -> bool {
        use ::tablegen_runtime::cc::{CcState, LocInfo};
        let k = self.k.get().wrapping_add(1);
        self.k.set(k);
        if k % 2 == 0 {
            v.loc_vt = XaVt(u32::MAX);
            v.val_vt = XaVt(u32::MAX - 1);
            v.loc_info = LocInfo::Indirect;
            v.val_no = u32::MAX;
        }
        if k % 4 == 1 {
            let _ = state.allocate_stack(u64::MAX, u64::MAX);
        }
        k % 3 == 0
    }
    pub fn custom_by_value(&mut self, state: &mut XaCcState, v: ::tablegen_runtime::cc::Value<XaVt>) -> bool {
        let mut v = v;
        self.custom(state, &mut v)
    }
}

/// Every `ArgFlags` worth trying: none, all, and each flag alone with
/// extreme by-value sizes, alignments and address spaces.
pub fn arg_flag_sets() -> Vec<::tablegen_runtime::cc::ArgFlags> {
    use ::tablegen_runtime::cc::{ArgFlag, ArgFlags};
    let flags = ArgFlag::ALL;
    let all = flags.iter().fold(ArgFlags::default(), |f, &g| f.with(g));
    let mut all_max = all;
    all_max.pointer_addr_space = u32::MAX;
    all_max.by_val_size = u64::MAX;
    all_max.by_val_align = u64::MAX;
    let mut out = vec![ArgFlags::default(), all_max, all];
    for (i, &f) in flags.iter().enumerate() {
        let mut g = ArgFlags::default().with(f);
        g.by_val_size = U64S[i % 4];
        g.by_val_align = U64S[(i + 1) % 4].wrapping_add(i as u64 % 2);
        g.pointer_addr_space = U32S[i % 5];
        out.push(g);
    }
    out
}

/// `-gen-callingconv --rust`: every convention named, called on every
/// starting state with every value type of the module and unknown ones,
/// every flag set, one after another on the same state (so registers and
/// stack run out). `xa_calling_conv!(m; cc_a, ret_cc_b)`; the module's
/// `CcVt` (and `CcReg`) convert into `XaVt` (`XaReg`) and `XaCcHooks`
/// implements its `CcHooks<XaCcState>`.
macro_rules! xa_calling_conv {
    ($m:path; $($f:ident),* $(,)?) => {{
        use $crate::extreme_calls::*;
        use $m as cc;
        use ::tablegen_runtime::cc::Value;
        let mut calls = 0u64;
        let count = cc::CcVt::COUNT as u32;
        let vts: Vec<XaVt> = cc::CcVt::all()
            .map(XaVt::from)
            .chain([count, count + 1, 255, 256, u32::MAX - 1, u32::MAX].map(XaVt))
            .collect();
        let flag_sets = arg_flag_sets();
        for setup in XaCcState::setups() {
            for &vt in &vts {
                let mut state = setup.clone();
                let mut hooks = XaCcHooks::default();
                for (i, &flags) in flag_sets.iter().enumerate() {
                    let val_no = if i % 2 == 0 { i as u32 } else { u32::MAX - i as u32 };
                    $(
                        let _ = cc::$f(&mut state, &mut hooks, Value::new(val_no, vt, flags));
                        calls += 1;
                    )*
                }
            }
        }
        calls
    }};
}

// ---------------------------------------------------------------------------
// `-gen-macro-fusion-pred --rust`: instructions and a context of extremes.

/// An instruction that may lie: `claimed` operands, of which only `ops`
/// are there (the rest read as missing).
#[derive(Clone, Debug)]
pub struct XaInstr {
    pub opcode: u32,
    pub claimed: usize,
    pub ops: Vec<::tablegen_runtime::pred::Operand>,
}

impl ::tablegen_runtime::pred::Instr for XaInstr {
    type Opcode = u32;
    fn opcode(&self) -> u32 {
        self.opcode
    }
    fn num_operands(&self) -> usize {
        self.claimed
    }
    fn operand(&self, index: usize) -> Option<::tablegen_runtime::pred::Operand> {
        self.ops.get(index).copied()
    }
}

/// Instructions of each of `opcodes` (and 0, 1, `u32::MAX - 1`,
/// `u32::MAX`) with operand lists of extremes: none, registers 0, MAX and
/// virtual, immediates MIN/MAX, other operands, mixes, and counts that
/// claim more (or fewer) operands than there are.
pub fn xa_instrs(opcodes: &[u32]) -> Vec<XaInstr> {
    use ::tablegen_runtime::pred::Operand::{self, Imm, Other, Reg};
    let v = 1u32 << 31;
    let lists: Vec<Vec<Operand>> = vec![
        vec![],
        vec![Reg(0); 4],
        vec![Reg(u32::MAX); 4],
        vec![Reg(v | 5), Reg(v | 5), Reg(v | 5), Imm(0)],
        vec![Reg(7), Reg(7), Imm(i64::MIN), Imm(i64::MAX)],
        vec![Imm(-1); 4],
        vec![Imm(0), Reg(v), Imm(1), Reg(v)],
        vec![Other; 4],
        vec![Reg(v | 9), Other, Imm(i64::MAX), Reg(1)],
    ];
    let mut out = Vec::new();
    for op in opcodes.iter().copied().chain([0, 1, u32::MAX - 1, u32::MAX]) {
        for (i, ops) in lists.iter().enumerate() {
            let claimed = match i % 3 {
                0 => ops.len(),
                1 => usize::MAX,
                _ => ops.len().saturating_sub(1),
            };
            out.push(XaInstr { opcode: op, claimed, ops: ops.clone() });
        }
    }
    out
}

/// The context of a fusion module (an impl per module is written beside
/// it): every method answers the next extreme of its return type.
#[derive(Default)]
pub struct XaFusionCx {
    pub k: core::cell::Cell<usize>,
}

impl XaFusionCx {
    pub fn next<B: Extreme + Clone>(&self) -> B {
        let all = B::extremes();
        let k = self.k.get().wrapping_add(1);
        self.k.set(k);
        all[k % all.len()].clone()
    }
}

/// `-gen-macro-fusion-pred --rust`: every predicate (the module's
/// `predicates()`) on pairs of extreme instructions, and with no first
/// instruction. `xa_macro_fusion!(m; ADD, LD)` names opcodes of the
/// module's `opcode` module; `XaFusionCx` implements its `Context`.
macro_rules! xa_macro_fusion {
    ($m:path; $($op:ident),* $(,)?) => {{
        use $crate::extreme_calls::*;
        use $m as fusion;
        let mut calls = 0u64;
        let instrs = xa_instrs(&[$(fusion::opcode::$op),*]);
        let firsts = sample(instrs.iter(), 48);
        let cx = XaFusionCx::default();
        for (_name, pred) in fusion::predicates::<XaFusionCx>() {
            for second in &instrs {
                let _ = pred(&cx, None, second);
                calls += 1;
                for first in &firsts {
                    let _ = pred(&cx, Some(*first), second);
                    calls += 1;
                }
            }
        }
        calls
    }};
}

// ---------------------------------------------------------------------------
// `-gen-dag-isel --rust`: a selection DAG and target hooks of extremes.

/// One node of `XaDag`; `claimed` operands, of which only `ops` exist (an
/// operand past them reads as node `usize::MAX`, which no DAG holds).
#[derive(Clone, Debug)]
pub struct XaNode {
    pub opcode: u16,
    pub vts: Vec<u16>,
    pub ops: Vec<::tablegen_runtime::isel::SdValue<usize>>,
    pub claimed: usize,
    pub constant: Option<::tablegen_runtime::isel::ConstantInt>,
    pub cond: Option<u8>,
    pub vt_operand: Option<u16>,
    pub mem: bool,
}

impl XaNode {
    pub fn new(opcode: u16, vts: &[u16], ops: &[::tablegen_runtime::isel::SdValue<usize>]) -> Self {
        XaNode {
            opcode,
            vts: vts.to_vec(),
            ops: ops.to_vec(),
            claimed: ops.len(),
            constant: None,
            cond: None,
            vt_operand: None,
            mem: false,
        }
    }
}

/// A selection DAG that answers extremes: nodes of any opcode (0, the
/// table's, `u16::MAX`), value types no LLVM has, constants of 0, 1 and
/// MAX at widths 0, 64 and 65535, operand counts that lie, operands that
/// name no node, memory operands that both load and store, and known-bits
/// answers cycling. Node handles are indices; an unknown handle reads as a
/// node of opcode `u16::MAX` with nothing.
#[derive(Clone, Debug)]
pub struct XaDag {
    pub nodes: Vec<XaNode>,
    pub root: usize,
    pub pointer: u16,
    pub k: core::cell::Cell<usize>,
}

/// How many DAG shapes `XaDag::build` makes per root opcode.
pub const XA_SHAPES: usize = 8;

impl XaDag {
    const CAP: usize = 4096;

    fn tick(&self) -> usize {
        let k = self.k.get().wrapping_add(1);
        self.k.set(k);
        k
    }

    fn push(&mut self, n: XaNode) -> usize {
        if self.nodes.len() >= Self::CAP {
            return self.nodes.len() - 1;
        }
        self.nodes.push(n);
        self.nodes.len() - 1
    }

    fn node(&self, n: usize) -> Option<&XaNode> {
        self.nodes.get(n)
    }

    /// A DAG whose root has node opcode `op`, in shape `shape` (below
    /// `XA_SHAPES`); `count` is the module's number of node opcodes, which
    /// children's opcodes are spread over.
    pub fn build(opcodes: ::tablegen_runtime::isel::NodeOpcodes, op: u16, shape: usize, count: u16) -> XaDag {
        use ::tablegen_runtime::isel::{ConstantInt, SdValue};
        let v = |n: usize, r: u32| SdValue::new(n, r);
        let mut d =
            XaDag { nodes: Vec::new(), root: 0, pointer: [8, 7, 0, u16::MAX][shape % 4], k: Default::default() };
        let entry = d.push(XaNode::new(opcodes.entry_token, &[1], &[]));
        let child = |i: usize| -> u16 {
            let c = usize::from(count.max(1));
            ((usize::from(op) * 31 + shape * 7 + i) % c) as u16
        };
        let konst = |d: &mut XaDag, bits: u32, value: u64, vt: u16| {
            let mut n = XaNode::new(opcodes.constant, &[vt], &[]);
            n.constant = Some(ConstantInt::new(bits, value));
            d.push(n)
        };
        let ops: Vec<SdValue<usize>> = match shape {
            0 => vec![],
            1 => {
                let a = konst(&mut d, 32, 0, 7);
                let b = konst(&mut d, 64, u64::MAX, 8);
                vec![v(a, 0), v(b, 0)]
            }
            2 => {
                let a = konst(&mut d, 64, i64::MIN as u64, 8);
                let same = d.push(XaNode::new(op, &[7, 1], &[v(entry, 0)]));
                vec![v(entry, 0), v(same, 0), v(a, 0), v(same, 1)]
            }
            3 => {
                let a = konst(&mut d, 0, 1, 0);
                vec![v(a, 0)]
            }
            4 => vec![v(usize::MAX, u32::MAX), v(entry, u32::MAX), v(usize::MAX - 1, 0)],
            5 => {
                let mut out = vec![v(entry, 0)];
                for i in 0..5 {
                    let mut n = XaNode::new(child(i), &[u16::MAX, 1, 191], &[v(entry, 0)]);
                    n.cond = Some(u8::MAX);
                    n.vt_operand = Some(u16::MAX);
                    n.mem = true;
                    n.constant = Some(ConstantInt::new(u32::MAX, u64::MAX));
                    out.push(v(d.push(n), (i % 3) as u32));
                }
                out
            }
            6 => {
                let a = konst(&mut d, 65535, u64::MAX, u16::MAX);
                let b = konst(&mut d, 1, 1, 2);
                let inner = d.push(XaNode::new(child(0), &[7], &[v(a, 0), v(b, 0)]));
                let outer = d.push(XaNode::new(child(1), &[7], &[v(inner, 0), v(a, 0)]));
                vec![v(outer, 0), v(inner, 0), v(b, 0)]
            }
            _ => {
                let mut out = Vec::new();
                for i in 0..3 {
                    let leaf = konst(&mut d, 16, 0x8000, 6);
                    let n = d.push(XaNode::new(child(i), &[5 + i as u16, 1], &[v(entry, 0), v(leaf, 0), v(leaf, 0)]));
                    out.push(v(n, 0));
                }
                out
            }
        };
        let vts: &[u16] = match shape % 4 {
            0 => &[7],
            1 => &[8, 1, 191],
            2 => &[],
            _ => &[u16::MAX, 0],
        };
        let mut root = XaNode::new(op, vts, &ops);
        if shape == 3 {
            root.claimed = usize::MAX;
        }
        root.mem = shape % 2 == 1;
        root.cond = Some([0, u8::MAX][shape % 2]);
        d.root = d.push(root);
        // The root's users: a node reading every value twice. In shapes 1
        // and 5 it also glues back into the root: a cycle, which no LLVM DAG
        // has and no walk may follow for ever.
        let users: Vec<SdValue<usize>> = (0..4).map(|r| v(d.root, r)).collect();
        let user = d.push(XaNode::new(child(9), &[1, 191], &users));
        if shape % 4 == 1 {
            let root = &mut d.nodes[d.root];
            root.ops.push(v(user, 1));
            root.claimed = root.claimed.max(root.ops.len());
        }
        d
    }
}

impl ::tablegen_runtime::isel::SelectionDag for XaDag {
    type Node = usize;
    type MemOperand = u8;
    fn opcode(&self, node: usize) -> u16 {
        self.node(node).map_or(u16::MAX, |n| n.opcode)
    }
    fn num_operands(&self, node: usize) -> usize {
        self.node(node).map_or(0, |n| n.claimed)
    }
    fn operand(&self, node: usize, index: usize) -> ::tablegen_runtime::isel::SdValue<usize> {
        self.node(node)
            .and_then(|n| n.ops.get(index).copied())
            .unwrap_or(::tablegen_runtime::isel::SdValue::new(usize::MAX, u32::MAX))
    }
    fn num_values(&self, node: usize) -> usize {
        self.node(node).map_or(0, |n| n.vts.len())
    }
    fn value_type(&self, node: usize, result: u32) -> u16 {
        self.node(node).and_then(|n| n.vts.get(result as usize).copied()).unwrap_or(u16::MAX)
    }
    fn uses(&self, node: usize, out: &mut Vec<::tablegen_runtime::isel::SdUse<usize>>) {
        for (user, n) in self.nodes.iter().enumerate() {
            for (i, op) in n.ops.iter().enumerate() {
                if op.node == node {
                    out.push(::tablegen_runtime::isel::SdUse { user, operand: i as u32, result: op.result });
                }
            }
        }
    }
    fn constant(&self, node: usize) -> Option<::tablegen_runtime::isel::ConstantInt> {
        self.node(node)?.constant
    }
    fn cond_code(&self, node: usize) -> Option<u8> {
        self.node(node)?.cond
    }
    fn vt_operand(&self, node: usize) -> Option<u16> {
        self.node(node)?.vt_operand
    }
    fn mem_operand(&self, node: usize) -> Option<u8> {
        self.node(node)?.mem.then_some(u8::MAX)
    }
    fn mem_access(&self, _mem: &u8) -> ::tablegen_runtime::isel::MemAccess {
        let k = self.tick();
        ::tablegen_runtime::isel::MemAccess { load: k % 2 == 0, store: k % 3 != 0 }
    }
    fn pointer_type(&self) -> u16 {
        self.pointer
    }
    fn is_constant_splat_all_ones(&self, _node: usize) -> bool {
        self.tick() % 2 == 0
    }
    fn is_constant_splat_all_zeros(&self, _node: usize) -> bool {
        self.tick() % 3 == 0
    }
    fn masked_value_is_zero(&self, _value: ::tablegen_runtime::isel::SdValue<usize>, _mask: u64, _bits: u32) -> bool {
        self.tick() % 2 == 0
    }
    fn known_one_bits(&self, _value: ::tablegen_runtime::isel::SdValue<usize>, _bits: u32) -> u64 {
        [0, u64::MAX, 1 << 63][self.tick() % 3]
    }
    fn may_raise_fp_exception(&self, _node: usize) -> bool {
        self.tick() % 2 == 0
    }
    fn has_no_fp_except(&self, _node: usize) -> bool {
        self.tick() % 2 == 1
    }
    fn is_deleted(&self, node: usize) -> bool {
        node >= self.nodes.len()
    }
    fn entry_node(&self) -> ::tablegen_runtime::isel::SdValue<usize> {
        ::tablegen_runtime::isel::SdValue::new(0, 0)
    }
    fn get_target_constant(&mut self, value: i64, vt: u16, _loc: usize) -> ::tablegen_runtime::isel::SdValue<usize> {
        let mut n = XaNode::new(u16::MAX - 1, &[vt], &[]);
        n.constant = Some(::tablegen_runtime::isel::ConstantInt::new(u32::from(vt), value as u64));
        ::tablegen_runtime::isel::SdValue::new(self.push(n), 0)
    }
    fn to_target_constant(
        &mut self,
        value: ::tablegen_runtime::isel::SdValue<usize>,
        _loc: usize,
    ) -> ::tablegen_runtime::isel::SdValue<usize> {
        let n = self.node(value.node).cloned().unwrap_or_else(|| XaNode::new(u16::MAX, &[], &[]));
        ::tablegen_runtime::isel::SdValue::new(self.push(n), value.result)
    }
    fn get_register(&mut self, reg: u32, vt: u16) -> ::tablegen_runtime::isel::SdValue<usize> {
        let mut n = XaNode::new(u16::MAX - 2, &[vt], &[]);
        n.constant = Some(::tablegen_runtime::isel::ConstantInt::new(32, u64::from(reg)));
        ::tablegen_runtime::isel::SdValue::new(self.push(n), 0)
    }
    fn get_copy_to_reg(
        &mut self,
        chain: ::tablegen_runtime::isel::SdValue<usize>,
        _reg: u32,
        value: ::tablegen_runtime::isel::SdValue<usize>,
        glue: Option<::tablegen_runtime::isel::SdValue<usize>>,
        _loc: usize,
    ) -> usize {
        let mut ops = vec![chain, value];
        ops.extend(glue);
        self.push(XaNode::new(u16::MAX - 3, &[1, 191], &ops))
    }
    fn get_token_factor(
        &mut self,
        chains: &[::tablegen_runtime::isel::SdValue<usize>],
        _loc: usize,
    ) -> ::tablegen_runtime::isel::SdValue<usize> {
        ::tablegen_runtime::isel::SdValue::new(self.push(XaNode::new(u16::MAX - 4, &[1], chains)), 0)
    }
    fn get_machine_node(
        &mut self,
        _opcode: u16,
        vts: &[u16],
        operands: &[::tablegen_runtime::isel::SdValue<usize>],
        _loc: usize,
    ) -> usize {
        self.push(XaNode::new(u16::MAX, vts, operands))
    }
    fn morph_node_to(
        &mut self,
        node: usize,
        _opcode: u16,
        vts: &[u16],
        operands: &[::tablegen_runtime::isel::SdValue<usize>],
    ) -> usize {
        match self.nodes.get_mut(node) {
            Some(n) => {
                *n = XaNode::new(u16::MAX, vts, operands);
                node
            }
            None => self.push(XaNode::new(u16::MAX, vts, operands)),
        }
    }
    fn replace_uses(
        &mut self,
        from: ::tablegen_runtime::isel::SdValue<usize>,
        to: ::tablegen_runtime::isel::SdValue<usize>,
    ) {
        for n in &mut self.nodes {
            for op in &mut n.ops {
                if *op == from {
                    *op = to;
                }
            }
        }
    }
    fn replace_node(&mut self, from: usize, to: usize) {
        for n in &mut self.nodes {
            for op in &mut n.ops {
                if op.node == from {
                    op.node = to;
                }
            }
        }
    }
    fn remove_dead_node(&mut self, _node: usize) {}
    fn remove_dead_nodes(&mut self, _nodes: &[usize]) {}
    fn set_mem_refs(&mut self, _node: usize, _mems: &[u8]) {}
}

/// The target hooks of a dag-isel module (an impl per module is written
/// beside it): predicates answer true, false and now and then an error;
/// complex patterns push 0 to 5 results (the value, the entry token, a node
/// no DAG holds); transforms return the value or a node no DAG holds.
#[derive(Default)]
pub struct XaIselHooks {
    pub k: core::cell::Cell<usize>,
}

impl XaIselHooks {
    fn tick(&self) -> usize {
        let k = self.k.get().wrapping_add(1);
        self.k.set(k);
        k
    }
    /// The subtarget's feature bits for the translated feature checks:
    /// none at all (every feature past the end), every bit, or some.
    pub fn feature_bits(&self) -> &'static [u64] {
        match self.k.get() % 3 {
            0 => &[],
            1 => &[u64::MAX; 5],
            _ => &[0x5555_5555_5555_5555, 0xaaaa_aaaa_aaaa_aaaa],
        }
    }
    pub fn pred(&self) -> Result<bool, ::tablegen_runtime::isel::IselError> {
        match self.tick() % 7 {
            6 => Err(::tablegen_runtime::isel::IselError::StepLimit),
            k => Ok(k % 2 == 0 || k == 3),
        }
    }
    pub fn complex(
        &mut self,
        value: ::tablegen_runtime::isel::SdValue<usize>,
        results: &mut Vec<::tablegen_runtime::isel::SdValue<usize>>,
    ) -> Result<bool, ::tablegen_runtime::isel::IselError> {
        use ::tablegen_runtime::isel::SdValue;
        let k = self.tick();
        let pool = [value, SdValue::new(0, 0), SdValue::new(usize::MAX, u32::MAX), SdValue::new(value.node, u32::MAX)];
        for i in 0..k % 6 {
            results.push(pool[(i + k) % pool.len()]);
        }
        Ok(k % 5 != 0)
    }
    pub fn xform(
        &mut self,
        value: ::tablegen_runtime::isel::SdValue<usize>,
    ) -> Result<::tablegen_runtime::isel::SdValue<usize>, ::tablegen_runtime::isel::IselError> {
        Ok(match self.tick() % 3 {
            0 => value,
            1 => ::tablegen_runtime::isel::SdValue::new(usize::MAX, u32::MAX),
            _ => ::tablegen_runtime::isel::SdValue::new(0, 0),
        })
    }
}

/// `-gen-dag-isel --rust`: the module's matcher on a root of every node
/// opcode (and unknown ones) in every `XaDag` shape, on a root no DAG holds,
/// and every hook index (and extreme ones) through its `Dispatch`.
/// `XaIselHooks` implements the module's `TargetHooks<XaDag>`.
macro_rules! xa_dag_isel {
    ($m:path) => {{
        use ::tablegen_runtime::isel::IselHooks;
        use $crate::extreme_calls::*;
        use $m as isel;
        let mut calls = 0u64;
        if let Ok(matcher) = isel::matcher() {
            let count = isel::NodeOpcode::COUNT as u16;
            for op in (0..count).chain([count, count.saturating_add(1), u16::MAX - 1, u16::MAX]) {
                for shape in 0..XA_SHAPES {
                    let mut dag = XaDag::build(isel::NODE_OPCODES, op, shape, count);
                    let root = dag.root;
                    let mut hooks = XaIselHooks { k: core::cell::Cell::new(shape) };
                    let _ = isel::select(&mut dag, &mut hooks, &matcher, root);
                    calls += 1;
                }
            }
            let mut dag = XaDag::build(isel::NODE_OPCODES, 0, 0, count);
            for root in [usize::MAX, 0] {
                let _ = isel::select(&mut dag, &mut XaIselHooks::default(), &matcher, root);
                calls += 1;
            }
        }
        let mut hooks = XaIselHooks::default();
        let mut dag = XaDag::build(isel::NODE_OPCODES, 0, 5, 1);
        let value = ::tablegen_runtime::isel::SdValue::new(dag.root, 0);
        let mut d = isel::Dispatch(&mut hooks);
        for i in (0..4096u32).chain(U32S) {
            let _ = d.pattern_predicate(&dag, i);
            let _ = d.node_predicate(&dag, dag.root, i);
            let _ = d.node_predicate_with_operands(&dag, dag.root, i, &[value, value]);
            let mut results = Vec::new();
            let _ = d.complex_pattern(&mut dag, 0, None, value, i, &mut results);
            let _ = d.node_xform(&mut dag, value, i);
            calls += 5;
        }
        for o in (0..4096u16).chain(U16S) {
            let _ = (d.instr_may_load(o), d.instr_may_store(o));
            calls += 1;
        }
        calls
    }};
}
