//! The standard operators.

use crate::backend::{Records, Result};
use tablegen_core::init::{Init, InitKind, Slice};
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;
use tablegen_core::RecordKeeper;

use super::{fail, printf, Operator, RecSet, SetTheory};

pub(super) fn register_standard(st: &mut SetTheory) {
    st.add_operator("add", add);
    st.add_operator("sub", sub);
    st.add_operator("and", and);
    st.add_operator("shl", SetIntOp(shl));
    st.add_operator("trunc", SetIntOp(trunc));
    st.add_operator("rotl", SetIntOp(rotl));
    st.add_operator("rotr", SetIntOp(rotr));
    st.add_operator("decimate", SetIntOp(decimate));
    st.add_operator("interleave", interleave);
    st.add_operator("sequence", sequence);
}

/// The arguments of a DAG expression (none if `expr` is not a DAG).
fn args(rk: &RecordKeeper, expr: Init) -> Slice {
    match *rk.inits.kind(expr) {
        InitKind::Dag { args, .. } => args,
        _ => Slice::default(),
    }
}

/// Argument `i`, or `None` past the end. LLVM reads past the end of short
/// argument lists; what it finds there is never of the wanted kind, so the
/// callers' "must be" errors are what it reports too.
fn arg(rk: &RecordKeeper, args: Slice, i: usize) -> Option<Init> {
    (i < args.len()).then(|| rk.inits.at(args, i))
}

fn int_arg(rk: &RecordKeeper, args: Slice, i: usize) -> Option<i64> {
    arg(rk, args, i).and_then(|a| rk.inits.as_int(a))
}

fn fail_expr<T>(rk: &mut Records<'_>, loc: &[Loc], what: &str, expr: Init) -> Result<T> {
    let msg = format!("{what}: {}", rk.as_string(expr));
    fail(rk, loc, msg)
}

fn eval_args(
    st: &mut SetTheory,
    rk: &mut Records<'_>,
    args: Slice,
    range: std::ops::Range<usize>,
    elts: &mut RecSet,
    loc: &[Loc],
) -> Result<()> {
    for i in range {
        let a = rk.inits.at(args, i);
        st.evaluate(rk, a, elts, loc)?;
    }
    Ok(())
}

/// `(add a, b, ...)`: the union, in order.
fn add(st: &mut SetTheory, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
    let a = args(rk, expr);
    eval_args(st, rk, a, 0..a.len(), elts, loc)
}

/// `(sub a, b, ...)`: `a` without the elements of the others.
fn sub(st: &mut SetTheory, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
    let a = args(rk, expr);
    if a.len() < 2 {
        return fail_expr(rk, loc, "Set difference needs at least two arguments", expr);
    }
    let (mut keep, mut drop) = (RecSet::new(), RecSet::new());
    eval_args(st, rk, a, 0..1, &mut keep, loc)?;
    eval_args(st, rk, a, 1..a.len(), &mut drop, loc)?;
    elts.extend(keep.iter().filter(|r| !drop.contains(*r)));
    Ok(())
}

/// `(and a, b)`: the elements of `a` also in `b`.
fn and(st: &mut SetTheory, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
    let a = args(rk, expr);
    if a.len() != 2 {
        return fail_expr(rk, loc, "Set intersection requires two arguments", expr);
    }
    let (mut s1, mut s2) = (RecSet::new(), RecSet::new());
    eval_args(st, rk, a, 0..1, &mut s1, loc)?;
    eval_args(st, rk, a, 1..2, &mut s2, loc)?;
    elts.extend(s1.iter().filter(|r| s2.contains(*r)));
    Ok(())
}

type IntOp = fn(&mut Records<'_>, Init, &[RecId], i64, &mut RecSet, &[Loc]) -> Result<()>;

/// The `(op set, n)` operators: evaluate `set` (before looking at `n`),
/// then apply the function.
struct SetIntOp(IntOp);

impl Operator for SetIntOp {
    fn apply(
        &self,
        st: &mut SetTheory,
        rk: &mut Records<'_>,
        expr: Init,
        elts: &mut RecSet,
        loc: &[Loc],
    ) -> Result<()> {
        let a = args(rk, expr);
        if a.len() != 2 {
            return fail_expr(rk, loc, "Operator requires (Op Set, Int) arguments", expr);
        }
        let mut set = RecSet::new();
        eval_args(st, rk, a, 0..1, &mut set, loc)?;
        let Some(n) = int_arg(rk, a, 1) else {
            return fail_expr(rk, loc, "Second argument must be an integer", expr);
        };
        (self.0)(rk, expr, set.as_slice(), n, elts, loc)
    }
}

/// LLVM compares `unsigned(N)` (the low 32 bits) with the set size.
fn low32(n: i64) -> usize {
    n as u32 as usize
}

/// `(shl s, n)`: drops the first `n` elements.
fn shl(rk: &mut Records<'_>, expr: Init, set: &[RecId], n: i64, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
    if n < 0 {
        return fail_expr(rk, loc, "Positive shift required", expr);
    }
    if low32(n) < set.len() {
        let start = usize::try_from(n).unwrap_or(usize::MAX).min(set.len());
        elts.extend(set[start..].iter().copied());
    }
    Ok(())
}

/// `(trunc s, n)`: keeps the first `n` elements.
fn trunc(rk: &mut Records<'_>, expr: Init, set: &[RecId], n: i64, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
    if n < 0 {
        return fail_expr(rk, loc, "Positive length required", expr);
    }
    let end = if low32(n) > set.len() { set.len() } else { usize::try_from(n).unwrap_or(usize::MAX).min(set.len()) };
    elts.extend(set[..end].iter().copied());
    Ok(())
}

/// `(rotl s, n)`: rotates left by `n` (right if negative).
fn rotl(_: &mut Records<'_>, _: Init, set: &[RecId], n: i64, elts: &mut RecSet, _: &[Loc]) -> Result<()> {
    rotate(set, n, elts);
    Ok(())
}

/// `(rotr s, n)`: rotates right by `n` (left if negative).
fn rotr(_: &mut Records<'_>, _: Init, set: &[RecId], n: i64, elts: &mut RecSet, _: &[Loc]) -> Result<()> {
    rotate(set, n.wrapping_neg(), elts);
    Ok(())
}

fn rotate(set: &[RecId], n: i64, elts: &mut RecSet) {
    if set.is_empty() {
        return;
    }
    let len = set.len() as u64;
    let k = if n < 0 { len - n.unsigned_abs() % len } else { n as u64 % len };
    let k = k as usize;
    elts.extend(set[k..].iter().copied());
    elts.extend(set[..k].iter().copied());
}

/// `(decimate s, n)`: every `n`-th element, starting with the first.
fn decimate(rk: &mut Records<'_>, expr: Init, set: &[RecId], n: i64, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
    if n <= 0 {
        return fail_expr(rk, loc, "Positive stride required", expr);
    }
    // LLVM steps an `unsigned` index by `n`, i.e. by the low 32 bits of `n`.
    // A stride of 0 modulo 2^32 never leaves the first element (LLVM loops
    // forever there); we stop after it.
    let step = low32(n);
    if step == 0 {
        elts.extend(set.first().copied());
        return Ok(());
    }
    elts.extend(set.iter().step_by(step).copied());
    Ok(())
}

/// `(interleave a, b, ...)`: the first elements of each, then the second, ...
fn interleave(st: &mut SetTheory, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
    let a = args(rk, expr);
    let mut sets = Vec::with_capacity(a.len());
    for i in 0..a.len() {
        let mut s = RecSet::new();
        eval_args(st, rk, a, i..i + 1, &mut s, loc)?;
        sets.push(s);
    }
    let longest = sets.iter().map(RecSet::len).max().unwrap_or(0);
    for n in 0..longest {
        for s in &sets {
            if let Some(r) = s.as_slice().get(n) {
                elts.insert(*r);
            }
        }
    }
    Ok(())
}

/// Most elements one `sequence` may produce (defs looked up, plus the
/// members of those that are sets themselves): 2^24. From and To may be
/// up to 2^30, and LLVM formats and looks up every name, a second per
/// 10^7 or so: `(sequence "R%u", 0, 1073741823)` runs for minutes, while
/// the longest real sequences (AMDGPU's register tuples) have about 1,024.
const MAX_SEQUENCE: u64 = 1 << 24;

/// How many values of `i` `(sequence _, from, to, step)` visits, `step`
/// already pointing from `from` towards `to` (or away: none). A zero
/// stride visits `from` once (LLVM: forever).
pub(super) fn sequence_len(from: i64, to: i64, step: i32) -> u64 {
    let (lo, hi) = if step >= 0 { (from, to) } else { (to, from) };
    match step {
        0 => 1,
        _ if lo > hi => 0,
        _ => (hi - lo) as u64 / u64::from(step.unsigned_abs()) + 1,
    }
}

fn sequence_too_long<T>(rk: &mut Records<'_>, loc: &[Loc], expr: Init, n: u64) -> Result<T> {
    let what = format!("Sequence of {n} elements, more than the {MAX_SEQUENCE} tablegen-rs supports");
    fail_expr(rk, loc, &what, expr)
}

/// `(sequence "Format", from, to [, stride])`: the defs named by
/// `printf(Format, i)` for `i` from `from` to `to` (either direction).
fn sequence(st: &mut SetTheory, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
    const LIMIT: i64 = 1 << 30;
    let a = args(rk, expr);
    let mut step: i32 = 1;
    if a.len() > 4 {
        return fail_expr(rk, loc, "Bad args to (sequence \"Format\", From, To)", expr);
    } else if a.len() == 4 {
        match int_arg(rk, a, 3) {
            Some(s) => step = s as i32, // LLVM keeps the stride in an `int`
            None => return fail_expr(rk, loc, "Stride must be an integer", expr),
        }
    }
    let Some(format) = arg(rk, a, 0).and_then(|f| rk.inits.as_str(f)).map(str::to_string) else {
        return fail_expr(rk, loc, "Format must be a string", expr);
    };
    let Some(mut from) = int_arg(rk, a, 1) else {
        return fail_expr(rk, loc, "From must be an integer", expr);
    };
    if !(0..LIMIT).contains(&from) {
        return fail(rk, loc, "From out of range".to_string());
    }
    let Some(to) = int_arg(rk, a, 2) else {
        return fail_expr(rk, loc, "To must be an integer", expr);
    };
    if !(0..LIMIT).contains(&to) {
        return fail(rk, loc, "To out of range".to_string());
    }
    let step = step.wrapping_mul(if from <= to { 1 } else { -1 });
    let len = sequence_len(from, to, step);
    if len > MAX_SEQUENCE {
        return sequence_too_long(rk, loc, expr, len);
    }
    // Elements so far, counting each set's members: a long sequence of
    // big sets is as slow as a longer one.
    let mut produced = 0u64;
    loop {
        if (step > 0 && from > to) || (step < 0 && from < to) {
            break;
        }
        let name = printf::format_unsigned(&format, from as u32);
        let Some(rec) = rk.def(&name) else {
            let msg = format!("No def named '{name}': {}", rk.as_string(expr));
            return fail(rk, loc, msg);
        };
        match st.expand(rk, rec)? {
            Some(v) => {
                produced += v.len() as u64;
                elts.extend(v.iter().copied());
            }
            None => {
                produced += 1;
                elts.insert(rec);
            }
        }
        if produced > MAX_SEQUENCE {
            return sequence_too_long(rk, loc, expr, produced);
        }
        // A zero stride makes LLVM loop forever on the same def.
        if step == 0 {
            break;
        }
        from += i64::from(step);
    }
    Ok(())
}
