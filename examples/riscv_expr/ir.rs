//! The source language: integer expressions over three `i64` arguments and
//! a pointer, a deterministic random generator of them, their meaning (a
//! Rust evaluator with RISC-V's semantics) and their LLVM IR.

use std::collections::HashMap;
use std::fmt::Write as _;

/// A binary operation on `i64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    SDiv,
    UDiv,
    SRem,
    URem,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
}

impl BinOp {
    /// Every operation, in a fixed order.
    pub const ALL: [BinOp; 13] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::SDiv,
        BinOp::UDiv,
        BinOp::SRem,
        BinOp::URem,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
    ];

    /// The LLVM IR instruction.
    pub fn ir(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::SDiv => "sdiv",
            BinOp::UDiv => "udiv",
            BinOp::SRem => "srem",
            BinOp::URem => "urem",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
        }
    }

    /// Division and remainder: never given a constant divisor, which
    /// LLVM's DAG combiner would turn into multiplications.
    pub fn is_div(self) -> bool {
        matches!(self, BinOp::SDiv | BinOp::UDiv | BinOp::SRem | BinOp::URem)
    }

    /// Shifts: constant amounts are kept in 1..=63.
    pub fn is_shift(self) -> bool {
        matches!(self, BinOp::Shl | BinOp::LShr | BinOp::AShr)
    }

    /// RISC-V's answer (RV64IM): wrapping arithmetic, shifts by the low six
    /// bits, division by zero giving all ones (quotient) or the dividend
    /// (remainder), `MIN / -1` giving `MIN` and `MIN % -1` giving 0.
    pub fn eval(self, a: i64, b: i64) -> i64 {
        let (ua, ub) = (a as u64, b as u64);
        match self {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::SDiv => {
                if b == 0 {
                    -1
                } else {
                    a.wrapping_div(b)
                }
            }
            BinOp::UDiv => ua.checked_div(ub).map_or(-1, |q| q as i64),
            BinOp::SRem => {
                if b == 0 {
                    a
                } else {
                    a.wrapping_rem(b)
                }
            }
            BinOp::URem => ua.checked_rem(ub).map_or(a, |r| r as i64),
            BinOp::And => a & b,
            BinOp::Or => a | b,
            BinOp::Xor => a ^ b,
            BinOp::Shl => a.wrapping_shl(b as u32 & 63),
            BinOp::LShr => (ua >> (b as u32 & 63)) as i64,
            BinOp::AShr => a >> (b as u32 & 63),
        }
    }
}

/// An integer comparison (LLVM's `icmp` predicates).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl Cond {
    /// Every predicate.
    pub const ALL: [Cond; 10] =
        [Cond::Eq, Cond::Ne, Cond::Slt, Cond::Sle, Cond::Sgt, Cond::Sge, Cond::Ult, Cond::Ule, Cond::Ugt, Cond::Uge];

    /// The `icmp` predicate.
    pub fn ir(self) -> &'static str {
        match self {
            Cond::Eq => "eq",
            Cond::Ne => "ne",
            Cond::Slt => "slt",
            Cond::Sle => "sle",
            Cond::Sgt => "sgt",
            Cond::Sge => "sge",
            Cond::Ult => "ult",
            Cond::Ule => "ule",
            Cond::Ugt => "ugt",
            Cond::Uge => "uge",
        }
    }

    /// Whether the comparison holds.
    pub fn eval(self, a: i64, b: i64) -> bool {
        let (ua, ub) = (a as u64, b as u64);
        match self {
            Cond::Eq => a == b,
            Cond::Ne => a != b,
            Cond::Slt => a < b,
            Cond::Sle => a <= b,
            Cond::Sgt => a > b,
            Cond::Sge => a >= b,
            Cond::Ult => ua < ub,
            Cond::Ule => ua <= ub,
            Cond::Ugt => ua > ub,
            Cond::Uge => ua >= ub,
        }
    }
}

/// The width of a memory access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Width {
    B,
    H,
    W,
    D,
}

impl Width {
    /// Bytes.
    pub fn bytes(self) -> i64 {
        match self {
            Width::B => 1,
            Width::H => 2,
            Width::W => 4,
            Width::D => 8,
        }
    }

    /// The IR type.
    pub fn ir(self) -> &'static str {
        match self {
            Width::B => "i8",
            Width::H => "i16",
            Width::W => "i32",
            Width::D => "i64",
        }
    }
}

/// The memory the pointer argument points at.
pub const MEM_BYTES: usize = 64;

/// An expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// Argument 0, 1 or 2 (`%a`, `%b`, `%c`).
    Arg(u8),
    /// A constant.
    Const(i64),
    /// A binary operation.
    Bin(BinOp, Box<Expr>, Box<Expr>),
    /// `zext (icmp cond l, r) to i64`.
    Cmp(Cond, Box<Expr>, Box<Expr>),
    /// `select (icmp cond l, r), t, f`.
    Select(Cond, Box<Expr>, Box<Expr>, Box<Expr>, Box<Expr>),
    /// A load of `width` bytes at byte `offset` of the pointer argument,
    /// sign- or zero-extended to `i64` (`signed` is false for `D`).
    Load { width: Width, signed: bool, offset: i64 },
}

/// A function: `i64 @name(i64 %a, i64 %b, i64 %c, ptr %p)` that optionally
/// stores an expression, then returns one. Every load reads memory as it
/// was on entry (the IR loads before it stores).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Func {
    /// The function's name.
    pub name: String,
    /// `store width value, p + offset`.
    pub store: Option<(Width, i64, Expr)>,
    /// The returned value.
    pub ret: Expr,
}

impl Func {
    /// The function's result with arguments `args`, updating `mem` as the
    /// compiled code does.
    pub fn eval(&self, args: [i64; 3], mem: &mut [u8; MEM_BYTES]) -> i64 {
        let before = *mem;
        let ret = self.ret.eval(args, &before);
        if let Some((w, off, v)) = &self.store {
            let v = v.eval(args, &before).to_le_bytes();
            let (off, n) = (*off as usize, w.bytes() as usize);
            mem[off..off + n].copy_from_slice(&v[..n]);
        }
        ret
    }
}

impl Expr {
    /// The value with arguments `args` and memory `mem`.
    pub fn eval(&self, args: [i64; 3], mem: &[u8; MEM_BYTES]) -> i64 {
        match self {
            Expr::Arg(i) => args[usize::from(*i)],
            Expr::Const(c) => *c,
            Expr::Bin(op, l, r) => op.eval(l.eval(args, mem), r.eval(args, mem)),
            Expr::Cmp(cc, l, r) => i64::from(cc.eval(l.eval(args, mem), r.eval(args, mem))),
            Expr::Select(cc, l, r, t, f) => {
                let (t, f) = (t.eval(args, mem), f.eval(args, mem));
                if cc.eval(l.eval(args, mem), r.eval(args, mem)) {
                    t
                } else {
                    f
                }
            }
            Expr::Load { width, signed, offset } => {
                let (off, n) = (*offset as usize, width.bytes() as usize);
                let mut b = [0u8; 8];
                b[..n].copy_from_slice(&mem[off..off + n]);
                let v = u64::from_le_bytes(b);
                let shift = 64 - 8 * n as u32;
                if *signed {
                    ((v << shift) as i64) >> shift
                } else {
                    v as i64
                }
            }
        }
    }

    /// Whether the expression reads no argument and no memory (its value
    /// folds to a constant).
    pub fn is_constant(&self) -> bool {
        match self {
            Expr::Arg(_) | Expr::Load { .. } => false,
            Expr::Const(_) => true,
            Expr::Bin(_, l, r) | Expr::Cmp(_, l, r) => l.is_constant() && r.is_constant(),
            Expr::Select(_, l, r, t, f) => l.is_constant() && r.is_constant() && t.is_constant() && f.is_constant(),
        }
    }

    /// How many operations (IR instructions, counting `icmp` with its
    /// `zext` or `select` as one) the expression has.
    pub fn ops(&self) -> usize {
        match self {
            Expr::Arg(_) | Expr::Const(_) => 0,
            Expr::Load { .. } => 1,
            Expr::Bin(_, l, r) | Expr::Cmp(_, l, r) => 1 + l.ops() + r.ops(),
            Expr::Select(_, l, r, t, f) => 1 + l.ops() + r.ops() + t.ops() + f.ops(),
        }
    }
}

/// SplitMix64: a small deterministic generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// One of `items` (not empty).
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

/// Constants the generator uses: small (ADDI), 32-bit (LUI + ADDIW). Never
/// 0, 1 or -1, which LLVM's DAG combiner folds away in most positions.
fn constant(rng: &mut Rng) -> i64 {
    match rng.below(3) {
        0 => rng.below(2000) as i64 + 2,
        1 => -(rng.below(2000) as i64) - 2,
        _ => {
            let v = (rng.next_u64() as i32 as i64) | 0x1000;
            if v == -1 {
                0x1234
            } else {
                v
            }
        }
    }
}

/// A random expression of depth at most `depth`.
pub fn random_expr(rng: &mut Rng, depth: u32) -> Expr {
    if depth == 0 || rng.below(5) == 0 {
        return leaf(rng);
    }
    match rng.below(10) {
        0..=5 => {
            let op = rng.pick(&BinOp::ALL);
            let l = random_expr(rng, depth - 1);
            let r = if op.is_shift() && rng.below(2) == 0 {
                Expr::Const(rng.below(63) as i64 + 1)
            } else {
                // A divisor or shift amount that folds to a constant would
                // be rewritten by the combiner (division by multiplication)
                // or poison (amounts of 64 and more): keep them variable.
                let r = random_expr(rng, depth - 1);
                if (op.is_div() || op.is_shift()) && r.is_constant() {
                    Expr::Arg(rng.below(3) as u8)
                } else {
                    r
                }
            };
            Expr::Bin(op, Box::new(l), Box::new(r))
        }
        6 | 7 => {
            let cc = rng.pick(&Cond::ALL);
            let l = random_expr(rng, depth - 1);
            let r =
                if rng.below(2) == 0 { Expr::Const(rng.below(1000) as i64 - 500) } else { random_expr(rng, depth - 1) };
            Expr::Cmp(cc, Box::new(l), Box::new(r))
        }
        8 => {
            let cc = rng.pick(&Cond::ALL);
            let l = random_expr(rng, depth - 1);
            let r = random_expr(rng, depth - 1);
            let t = random_expr(rng, depth - 1);
            let t = non_const(rng, t);
            let f = random_expr(rng, depth - 1);
            let f = non_const(rng, f);
            Expr::Select(cc, Box::new(l), Box::new(r), Box::new(t), Box::new(f))
        }
        _ => load(rng),
    }
}

fn non_const(rng: &mut Rng, e: Expr) -> Expr {
    if e.is_constant() {
        Expr::Arg(rng.below(3) as u8)
    } else {
        e
    }
}

fn leaf(rng: &mut Rng) -> Expr {
    match rng.below(6) {
        0..=2 => Expr::Arg(rng.below(3) as u8),
        3 | 4 => Expr::Const(constant(rng)),
        _ => load(rng),
    }
}

fn load(rng: &mut Rng) -> Expr {
    let width = rng.pick(&[Width::B, Width::H, Width::W, Width::D]);
    let slots = MEM_BYTES as u64 / width.bytes() as u64;
    // A 64-bit load does not extend: one spelling of it, so that equal
    // loads are one load.
    let signed = width != Width::D && rng.below(2) == 0;
    Expr::Load { width, signed, offset: rng.below(slots) as i64 * width.bytes() }
}

/// A random function named `name`: an expression of depth up to 4, and a
/// store one time in four.
pub fn random_func(rng: &mut Rng, name: String) -> Func {
    let ret = random_expr(rng, 4);
    let ret = non_const(rng, ret);
    let store = if rng.below(4) == 0 {
        let width = rng.pick(&[Width::B, Width::H, Width::W, Width::D]);
        let slots = MEM_BYTES as u64 / width.bytes() as u64;
        let v = random_expr(rng, 2);
        let v = non_const(rng, v);
        Some((width, rng.below(slots) as i64 * width.bytes(), v))
    } else {
        None
    };
    Func { name, store, ret }
}

/// The single-operation functions: one operation over arguments or an
/// immediate, for each operation the generator uses.
pub fn single_op_funcs() -> Vec<Func> {
    let mut out = Vec::new();
    let (a, b) = (|| Box::new(Expr::Arg(0)), || Box::new(Expr::Arg(1)));
    let func = |name: String, ret: Expr| Func { name, store: None, ret };
    for op in BinOp::ALL {
        out.push(func(format!("{}_rr", op.ir()), Expr::Bin(op, a(), b())));
        let imms: &[i64] = if op.is_div() {
            &[]
        } else if op.is_shift() {
            &[13]
        } else if op == BinOp::Mul {
            &[1000]
        } else {
            &[100, -2000, 0x12345]
        };
        for &imm in imms {
            let name = format!("{}_ri{}", op.ir(), if imm < 0 { format!("m{}", -imm) } else { imm.to_string() });
            out.push(func(name, Expr::Bin(op, a(), Box::new(Expr::Const(imm)))));
        }
    }
    for cc in Cond::ALL {
        out.push(func(format!("icmp_{}_rr", cc.ir()), Expr::Cmp(cc, a(), b())));
        out.push(func(format!("icmp_{}_ri", cc.ir()), Expr::Cmp(cc, a(), Box::new(Expr::Const(100)))));
        let (t, f) = (Box::new(Expr::Arg(2)), Box::new(Expr::Arg(1)));
        out.push(func(format!("select_{}_rr", cc.ir()), Expr::Select(cc, a(), b(), t.clone(), f.clone())));
        out.push(func(format!("select_{}_ri", cc.ir()), Expr::Select(cc, a(), Box::new(Expr::Const(100)), t, f)));
    }
    for (i, c) in [42i64, -7, 4096, 305_419_896, -2048, 0x7fff_ffff].into_iter().enumerate() {
        out.push(func(format!("const_{i}"), Expr::Const(c)));
    }
    for width in [Width::B, Width::H, Width::W, Width::D] {
        for signed in [true, false] {
            if width == Width::D && signed {
                continue;
            }
            let s = if signed { "s" } else { "z" };
            for offset in [0, 8] {
                out.push(func(format!("load_{}{s}_{offset}", width.ir()), Expr::Load { width, signed, offset }));
            }
        }
        for offset in [0, 16] {
            out.push(Func {
                name: format!("store_{}_{offset}", width.ir()),
                store: Some((width, offset, Expr::Arg(1))),
                ret: Expr::Arg(0),
            });
        }
    }
    out
}

/// The LLVM IR of `f`. Identical subexpressions are computed once (LLVM's
/// SelectionDAG merges them too), loads come first and the store last.
pub fn llvm_ir(f: &Func) -> String {
    struct Printer {
        body: String,
        next: usize,
        seen: HashMap<Expr, String>,
    }
    impl Printer {
        fn tmp(&mut self) -> String {
            self.next += 1;
            format!("%t{}", self.next)
        }
        fn value(&mut self, e: &Expr) -> String {
            if let Some(v) = self.seen.get(e) {
                return v.clone();
            }
            let v = match e {
                Expr::Arg(i) => ["%a", "%b", "%c"][usize::from(*i)].to_string(),
                Expr::Const(c) => c.to_string(),
                Expr::Bin(op, l, r) => {
                    let (l, r) = (self.value(l), self.value(r));
                    let t = self.tmp();
                    let _ = writeln!(self.body, "  {t} = {} i64 {l}, {r}", op.ir());
                    t
                }
                Expr::Cmp(cc, l, r) => {
                    let (l, r) = (self.value(l), self.value(r));
                    let (c, t) = (self.tmp(), self.tmp());
                    let _ = writeln!(self.body, "  {c} = icmp {} i64 {l}, {r}", cc.ir());
                    let _ = writeln!(self.body, "  {t} = zext i1 {c} to i64");
                    t
                }
                Expr::Select(cc, l, r, tv, fv) => {
                    let (l, r) = (self.value(l), self.value(r));
                    let (tv, fv) = (self.value(tv), self.value(fv));
                    let (c, t) = (self.tmp(), self.tmp());
                    let _ = writeln!(self.body, "  {c} = icmp {} i64 {l}, {r}", cc.ir());
                    let _ = writeln!(self.body, "  {t} = select i1 {c}, i64 {tv}, i64 {fv}");
                    t
                }
                Expr::Load { width, signed, offset } => {
                    let p = self.address(*offset);
                    let t = self.tmp();
                    let _ = writeln!(self.body, "  {t} = load {}, ptr {p}, align {}", width.ir(), width.bytes());
                    if *width == Width::D {
                        t
                    } else {
                        let x = self.tmp();
                        let ext = if *signed { "sext" } else { "zext" };
                        let _ = writeln!(self.body, "  {x} = {ext} {} {t} to i64", width.ir());
                        x
                    }
                }
            };
            self.seen.insert(e.clone(), v.clone());
            v
        }
        fn address(&mut self, offset: i64) -> String {
            if offset == 0 {
                return "%p".into();
            }
            let key = Expr::Const(i64::MIN + offset); // a key no expression uses
            if let Some(v) = self.seen.get(&key) {
                return v.clone();
            }
            let t = self.tmp();
            let _ = writeln!(self.body, "  {t} = getelementptr inbounds i8, ptr %p, i64 {offset}");
            self.seen.insert(key, t.clone());
            t
        }
    }
    let mut p = Printer { body: String::new(), next: 0, seen: HashMap::new() };
    let ret = p.value(&f.ret);
    if let Some((w, off, v)) = &f.store {
        let v = p.value(v);
        let addr = p.address(*off);
        let v = if *w == Width::D {
            v
        } else {
            let t = p.tmp();
            let _ = writeln!(p.body, "  {t} = trunc i64 {v} to {}", w.ir());
            t
        };
        let _ = writeln!(p.body, "  store {} {v}, ptr {addr}, align {}", w.ir(), w.bytes());
    }
    format!("define i64 @{}(i64 %a, i64 %b, i64 %c, ptr %p) nounwind {{\n{}  ret i64 {ret}\n}}\n", f.name, p.body)
}
