//! Unit tests: values are built directly through the stores; expected texts
//! were checked against `llvm-tblgen-19`.

use super::*;
use crate::init::{ArgAux, Mentions, StringFormat};
use crate::record::RecordKind;
use crate::resolve::MapResolver;
use crate::source::{DiagKind, Loc, LocRange};

fn loc(n: u32) -> Loc {
    Loc::from_raw(n)
}

fn class(rk: &mut RecordKeeper, name: &str) -> RecId {
    let n = rk.name_init(name);
    let r = rk.new_record(n, vec![loc(1)], RecordKind::Class);
    rk.add_class(r);
    r
}

/// A def deriving from `supers` (direct superclasses, each with its own
/// superclasses recorded before it, as LLVM keeps them).
fn def(rk: &mut RecordKeeper, name: &str, supers: &[RecId]) -> RecId {
    let n = rk.name_init(name);
    let r = rk.new_record(n, vec![loc(7)], RecordKind::Def);
    for &s in supers {
        let inherited = rk.record(s).super_classes.clone();
        for (c, range) in inherited {
            rk.add_super_class(r, c, range);
        }
        rk.add_super_class(r, s, LocRange::new(Loc::NONE, Loc::NONE));
    }
    rk.add_def(r);
    r
}

fn s(rk: &mut RecordKeeper, t: &str) -> Init {
    rk.inits.string(t)
}

fn code(rk: &mut RecordKeeper, t: &str) -> Init {
    rk.inits.string_fmt(t, StringFormat::Code)
}

fn int(rk: &mut RecordKeeper, v: i64) -> Init {
    rk.inits.int(v)
}

fn ints(rk: &mut RecordKeeper, vs: &[i64]) -> Init {
    let e: Vec<Init> = vs.iter().map(|v| rk.inits.int(*v)).collect();
    rk.inits.list(&e, Ty::INT)
}

fn strs(rk: &mut RecordKeeper, vs: &[&str]) -> Init {
    let e: Vec<Init> = vs.iter().map(|v| rk.inits.string(v)).collect();
    rk.inits.list(&e, Ty::STRING)
}

fn var(rk: &mut RecordKeeper, name: &str, ty: Ty) -> Init {
    rk.inits.var_named(name, ty)
}

fn bits(rk: &mut RecordKeeper, msb_first: &[bool]) -> Init {
    let b: Vec<Init> = msb_first.iter().rev().map(|v| rk.inits.bit(*v)).collect();
    rk.inits.bits(&b)
}

fn show(rk: &RecordKeeper, i: Init) -> String {
    rk.as_string(i)
}

fn un(rk: &mut RecordKeeper, op: UnOp, x: Init, ty: Ty) -> Init {
    let u = rk.unop(op, x, ty);
    rk.fold_unop(u, None, false)
}

fn bin(rk: &mut RecordKeeper, op: BinOp, a: Init, b: Init, ty: Ty) -> Init {
    let u = rk.binop(op, a, b, ty);
    rk.fold_binop(u, None)
}

fn tern(rk: &mut RecordKeeper, op: TernOp, a: Init, b: Init, c: Init, ty: Ty) -> Init {
    let u = rk.ternop(op, a, b, c, ty);
    rk.fold_ternop(u, None)
}

/// The diagnostics reported so far, as `(kind, has_locs, msg)`.
fn diags(rk: &mut RecordKeeper) -> Vec<(DiagKind, bool, String)> {
    rk.take_pending().into_iter().map(|d| (d.kind, !d.locs.is_empty(), d.msg)).collect()
}

fn dag(rk: &mut RecordKeeper, op: Init, args: &[(Init, Option<&str>)]) -> Init {
    let a: Vec<Init> = args.iter().map(|x| x.0).collect();
    let n: Vec<Init> = args.iter().map(|x| x.1.map_or(Init::UNSET, |t| rk.inits.string(t))).collect();
    rk.inits.dag(op, Init::UNSET, &a, &n)
}

// ------------------------------------------------------------------ unary

#[test]
fn repr() {
    let mut rk = RecordKeeper::new();
    let l = ints(&mut rk, &[1, 2]);
    let r = un(&mut rk, UnOp::Repr, l, Ty::STRING);
    assert_eq!(rk.inits.as_str(r), Some("[1, 2]"));
    let x = s(&mut rk, "s");
    let r = un(&mut rk, UnOp::Repr, x, Ty::STRING);
    assert_eq!(rk.inits.as_str(r), Some("\"s\""));
    // A record prints in full.
    let c = class(&mut rk, "C");
    let d = def(&mut rk, "D", &[c]);
    let di = rk.def_init(d);
    let r = un(&mut rk, UnOp::Repr, di, Ty::STRING);
    assert_eq!(rk.inits.as_str(r), Some("D {\t// C\n}\n"));
    // Not concrete: unchanged.
    let v = var(&mut rk, "n", Ty::INT);
    let r = un(&mut rk, UnOp::Repr, v, Ty::STRING);
    assert_eq!(show(&rk, r), "!repr(n)");
}

#[test]
fn case_conversion() {
    let mut rk = RecordKeeper::new();
    let x = s(&mut rk, "aBc-Ä");
    let r = un(&mut rk, UnOp::ToUpper, x, Ty::STRING);
    assert_eq!(rk.inits.as_str(r), Some("ABC-Ä"));
    let r = un(&mut rk, UnOp::ToLower, x, Ty::STRING);
    assert_eq!(rk.inits.as_str(r), Some("abc-Ä"));
    let low = s(&mut rk, "abc");
    assert_eq!(un(&mut rk, UnOp::ToLower, low, Ty::STRING), low);
    // Code becomes a plain string.
    let c = code(&mut rk, "abc");
    assert_eq!(un(&mut rk, UnOp::ToLower, c, Ty::STRING), low);
    let v = var(&mut rk, "s", Ty::STRING);
    let r = un(&mut rk, UnOp::ToLower, v, Ty::STRING);
    assert_eq!(show(&rk, r), "!tolower(s)");
    let r = un(&mut rk, UnOp::ToUpper, v, Ty::STRING);
    assert_eq!(show(&rk, r), "!toupper(s)");
}

#[test]
fn cast_to_string() {
    let mut rk = RecordKeeper::new();
    let three = int(&mut rk, 3);
    let r = un(&mut rk, UnOp::Cast, three, Ty::STRING);
    assert_eq!(show(&rk, r), "\"3\"");
    let b = bits(&mut rk, &[true, false, true]);
    let r = un(&mut rk, UnOp::Cast, b, Ty::STRING);
    assert_eq!(show(&rk, r), "\"5\"");
    let x = def(&mut rk, "X", &[]);
    let xi = rk.def_init(x);
    let r = un(&mut rk, UnOp::Cast, xi, Ty::STRING);
    assert_eq!(show(&rk, r), "\"X\"");
    let c = code(&mut rk, "c");
    assert_eq!(un(&mut rk, UnOp::Cast, c, Ty::STRING), c);
    let v = var(&mut rk, "n", Ty::INT);
    let r = un(&mut rk, UnOp::Cast, v, Ty::STRING);
    assert_eq!(show(&rk, r), "!cast<string>(n)");
    // Other casts go through convertInitializerTo.
    let r = un(&mut rk, UnOp::Cast, three, Ty::INT);
    assert_eq!(r, three);
    let one = int(&mut rk, 1);
    assert_eq!(un(&mut rk, UnOp::Cast, one, Ty::BIT), Init::TRUE);
    let b4 = rk.inits.types.bits(4);
    let r = un(&mut rk, UnOp::Cast, three, b4);
    assert_eq!(show(&rk, r), "{ 0, 0, 1, 1 }");
    assert!(diags(&mut rk).is_empty());
}

#[test]
fn cast_to_record() {
    let mut rk = RecordKeeper::new();
    let a = class(&mut rk, "A");
    let b = class(&mut rk, "B");
    let _y = def(&mut rk, "Y", &[a]);
    let aty = rk.record_ty(&[a]);
    let bty = rk.record_ty(&[b]);
    let ys = s(&mut rk, "Y");
    let r = un(&mut rk, UnOp::Cast, ys, aty);
    assert_eq!(show(&rk, r), "Y");
    // Unknown name: unchanged until the final resolution, then fatal.
    let qs = s(&mut rk, "Q");
    let u = rk.unop(UnOp::Cast, qs, aty);
    assert_eq!(rk.fold_unop(u, None, false), u);
    assert!(diags(&mut rk).is_empty());
    let x = def(&mut rk, "X", &[a]);
    assert_eq!(rk.fold_unop(u, Some(x), true), u);
    assert_eq!(diags(&mut rk), vec![(DiagKind::Error, true, "Undefined reference to record: 'Q'\n".to_string())]);
    assert!(rk.has_fatal());

    let mut rk = RecordKeeper::new();
    let a = class(&mut rk, "A");
    let b = class(&mut rk, "B");
    let aty = rk.record_ty(&[a]);
    let bty2 = rk.record_ty(&[b]);
    let _ = bty;
    // A record being defined may name itself, resolved only at the end.
    let n = rk.name_init("X");
    let x = rk.new_record(n, vec![loc(9)], RecordKind::Def);
    rk.add_super_class(x, a, LocRange::new(Loc::NONE, Loc::NONE));
    let xs = s(&mut rk, "X");
    let u = rk.unop(UnOp::Cast, xs, aty);
    assert_eq!(rk.fold_unop(u, Some(x), false), u);
    let r = rk.fold_unop(u, Some(x), true);
    assert_eq!(rk.inits.as_def(r), Some(x));
    // Type mismatch.
    let u = rk.unop(UnOp::Cast, xs, bty2);
    assert_eq!(rk.fold_unop(u, Some(x), true), u);
    assert_eq!(
        diags(&mut rk),
        vec![(DiagKind::Error, true, "Expected type 'B', got 'A' in: !cast<B>(\"X\")\n".to_string())]
    );

    // A classless def has type `{}`.
    let mut rk = RecordKeeper::new();
    let b = class(&mut rk, "B");
    let bty = rk.record_ty(&[b]);
    def(&mut rk, "Y", &[]);
    let ys = s(&mut rk, "Y");
    let u = rk.unop(UnOp::Cast, ys, bty);
    assert_eq!(rk.fold_unop(u, None, false), u);
    assert_eq!(
        diags(&mut rk),
        vec![(DiagKind::Error, false, "Expected type 'B', got '{}' in: !cast<B>(\"Y\")\n".to_string())]
    );
}

#[test]
fn cast_anonymous_self_reference() {
    let mut rk = RecordKeeper::new();
    let n = rk.inits.new_anonymous_name();
    let x = rk.new_record(n, vec![loc(3)], RecordKind::AnonymousDef);
    let name = s(&mut rk, "anonymous_0");
    let u = rk.unop(UnOp::Cast, name, Ty::ANY_RECORD);
    assert_eq!(rk.fold_unop(u, Some(x), false), u);
    let r = rk.fold_unop(u, Some(x), true);
    assert_eq!(rk.inits.as_def(r), Some(x));
    // A code string or another number is not the same name.
    let c = code(&mut rk, "anonymous_0");
    let u = rk.unop(UnOp::Cast, c, Ty::ANY_RECORD);
    assert_eq!(rk.fold_unop(u, Some(x), false), u);
    let other = s(&mut rk, "anonymous_00");
    assert!(!rk.names_record(x, other));
}

#[test]
fn cast_resolves_again_when_final() {
    let mut rk = RecordKeeper::new();
    let a = class(&mut rk, "A");
    let aty = rk.record_ty(&[a]);
    let n = rk.name_init("X");
    let x = rk.new_record(n, vec![loc(9)], RecordKind::Def);
    rk.add_super_class(x, a, LocRange::new(Loc::NONE, Loc::NONE));
    let xs = s(&mut rk, "X");
    let u = rk.unop(UnOp::Cast, xs, aty);
    let mut r = MapResolver::new(Some(x));
    assert_eq!(rk.resolve_unop(u, &mut r), u);
    r.set_final(true);
    let res = rk.resolve_unop(u, &mut r);
    assert_eq!(rk.inits.as_def(res), Some(x));
}

#[test]
fn not_head_tail_size_empty() {
    let mut rk = RecordKeeper::new();
    let zero = int(&mut rk, 0);
    let five = int(&mut rk, 5);
    let one = int(&mut rk, 1);
    assert_eq!(un(&mut rk, UnOp::Not, zero, Ty::BIT), one);
    assert_eq!(un(&mut rk, UnOp::Not, five, Ty::BIT), zero);
    assert_eq!(un(&mut rk, UnOp::Not, Init::FALSE, Ty::BIT), one);
    let l = ints(&mut rk, &[4, 5, 6]);
    let four = int(&mut rk, 4);
    assert_eq!(un(&mut rk, UnOp::Head, l, Ty::INT), four);
    let lt = rk.inits.types.list_of(Ty::INT);
    let t = un(&mut rk, UnOp::Tail, l, lt);
    assert_eq!(show(&rk, t), "[5, 6]");
    let three = int(&mut rk, 3);
    assert_eq!(un(&mut rk, UnOp::Size, l, Ty::INT), three);
    assert_eq!(un(&mut rk, UnOp::Empty, l, Ty::BIT), zero);
    let e = ints(&mut rk, &[]);
    assert_eq!(un(&mut rk, UnOp::Empty, e, Ty::BIT), one);
    let st = s(&mut rk, "héllo");
    let six = int(&mut rk, 6);
    assert_eq!(un(&mut rk, UnOp::Size, st, Ty::INT), six);
    let d = dag(&mut rk, Init::UNSET, &[(one, None), (zero, Some("a"))]);
    let two = int(&mut rk, 2);
    assert_eq!(un(&mut rk, UnOp::Size, d, Ty::INT), two);
    let d0 = dag(&mut rk, Init::UNSET, &[]);
    assert_eq!(un(&mut rk, UnOp::Empty, d0, Ty::INT), one);
    assert!(diags(&mut rk).is_empty());
    // `!head` of an empty list stays unfolded (LLVM yields garbage).
    let h = rk.unop(UnOp::Head, e, Ty::INT);
    assert_eq!(rk.fold_unop(h, None, false), h);
    assert!(diags(&mut rk).is_empty());
    // Printed forms.
    let v = var(&mut rk, "l", lt);
    for (op, txt) in [
        (UnOp::Not, "!not(l)"),
        (UnOp::Head, "!head(l)"),
        (UnOp::Tail, "!tail(l)"),
        (UnOp::Size, "!size(l)"),
        (UnOp::Empty, "!empty(l)"),
        (UnOp::Log2, "!logtwo(l)"),
        (UnOp::GetDagOp, "!getdagop(l)"),
        (UnOp::Repr, "!repr(l)"),
    ] {
        let u = rk.unop(op, v, Ty::INT);
        assert_eq!(show(&rk, u), txt);
    }
    let u = rk.unop(UnOp::Cast, v, lt);
    assert_eq!(show(&rk, u), "!cast<list<int>>(l)");
}

#[test]
fn tail_of_empty_list_is_fatal() {
    let mut rk = RecordKeeper::new();
    let x = def(&mut rk, "X", &[]);
    let e = ints(&mut rk, &[]);
    let lt = rk.inits.types.list_of(Ty::INT);
    let u = rk.unop(UnOp::Tail, e, lt);
    assert_eq!(rk.fold_unop(u, Some(x), false), u);
    assert_eq!(diags(&mut rk), vec![(DiagKind::Error, true, "empty list argument in unary operator".to_string())]);
}

#[test]
fn log2() {
    let mut rk = RecordKeeper::new();
    for (v, r) in [(1, 0), (1023, 9), (1024, 10), (i64::MAX, 62)] {
        let x = int(&mut rk, v);
        let got = un(&mut rk, UnOp::Log2, x, Ty::INT);
        assert_eq!(rk.inits.as_int(got), Some(r));
    }
    let x = def(&mut rk, "X", &[]);
    let zero = int(&mut rk, 0);
    let u = rk.unop(UnOp::Log2, zero, Ty::INT);
    assert_eq!(rk.fold_unop(u, Some(x), false), u);
    assert_eq!(
        diags(&mut rk),
        vec![(
            DiagKind::Error,
            true,
            "Illegal operation: logtwo is undefined on arguments less than or equal to 0".to_string()
        )]
    );
}

#[test]
fn getdagop() {
    let mut rk = RecordKeeper::new();
    let o = class(&mut rk, "O");
    let p = class(&mut rk, "P");
    let op = def(&mut rk, "op", &[o]);
    let opi = rk.def_init(op);
    let one = int(&mut rk, 1);
    let d = dag(&mut rk, opi, &[(one, None)]);
    let oty = rk.record_ty(&[o]);
    assert_eq!(un(&mut rk, UnOp::GetDagOp, d, oty), opi);
    assert_eq!(un(&mut rk, UnOp::GetDagOp, d, Ty::ANY_RECORD), opi);
    let pty = rk.record_ty(&[p]);
    let x = def(&mut rk, "X", &[]);
    let u = rk.unop(UnOp::GetDagOp, d, pty);
    assert_eq!(rk.fold_unop(u, Some(x), false), u);
    assert_eq!(
        diags(&mut rk),
        vec![(DiagKind::Error, true, "Expected type 'P', got 'O' in: !getdagop((op 1))\n".to_string())]
    );
}

// ------------------------------------------------------------------ binary

#[test]
fn arithmetic() {
    let mut rk = RecordKeeper::new();
    let cases: &[(BinOp, i64, i64, i64)] = &[
        (BinOp::Add, 2, 3, 5),
        (BinOp::Add, i64::MAX, 1, i64::MIN),
        (BinOp::Sub, i64::MIN, 1, i64::MAX),
        (BinOp::Mul, 1 << 62, 4, 0),
        (BinOp::Mul, -3, 7, -21),
        (BinOp::Div, 7, 2, 3),
        (BinOp::Div, -7, 2, -3),
        (BinOp::And, 12, 10, 8),
        (BinOp::Or, 12, 10, 14),
        (BinOp::Xor, 12, 10, 6),
        (BinOp::Shl, 1, 64, 1),
        (BinOp::Shl, 1, 65, 2),
        (BinOp::Shl, 3, -1, i64::MIN),
        (BinOp::Sra, -8, 65, -4),
        (BinOp::Sra, -8, 1, -4),
        (BinOp::Srl, -1, 68, 1152921504606846975),
        (BinOp::Srl, -8, 1, i64::MAX - 3),
    ];
    for &(op, a, b, r) in cases {
        let x = int(&mut rk, a);
        let y = int(&mut rk, b);
        let got = bin(&mut rk, op, x, y, Ty::INT);
        assert_eq!(rk.inits.as_int(got), Some(r), "{op:?}({a}, {b})");
    }
    // Bits and bit operands convert to int.
    let b = bits(&mut rk, &[true, true]);
    let one = int(&mut rk, 1);
    let got = bin(&mut rk, BinOp::Add, b, Init::TRUE, Ty::INT);
    assert_eq!(rk.inits.as_int(got), Some(4));
    // Unknown operand: unchanged; printed forms.
    let v = var(&mut rk, "n", Ty::INT);
    for (op, name) in [
        (BinOp::Add, "!add"),
        (BinOp::Sub, "!sub"),
        (BinOp::Mul, "!mul"),
        (BinOp::Div, "!div"),
        (BinOp::And, "!and"),
        (BinOp::Or, "!or"),
        (BinOp::Xor, "!xor"),
        (BinOp::Shl, "!shl"),
        (BinOp::Sra, "!sra"),
        (BinOp::Srl, "!srl"),
        (BinOp::Eq, "!eq"),
        (BinOp::Ne, "!ne"),
        (BinOp::Le, "!le"),
        (BinOp::Lt, "!lt"),
        (BinOp::Ge, "!ge"),
        (BinOp::Gt, "!gt"),
    ] {
        let u = bin(&mut rk, op, v, one, Ty::INT);
        assert_eq!(show(&rk, u), format!("{name}(n, 1)"));
    }
    assert!(diags(&mut rk).is_empty());
}

#[test]
fn division_errors() {
    let mut rk = RecordKeeper::new();
    let x = def(&mut rk, "X", &[]);
    let one = int(&mut rk, 1);
    let zero = int(&mut rk, 0);
    let u = rk.binop(BinOp::Div, one, zero, Ty::INT);
    assert_eq!(rk.fold_binop(u, Some(x)), u);
    assert_eq!(diags(&mut rk), vec![(DiagKind::Error, true, "Illegal operation: division by zero".to_string())]);
    let mut rk = RecordKeeper::new();
    let min = int(&mut rk, i64::MIN);
    let m1 = int(&mut rk, -1);
    let u = rk.binop(BinOp::Div, min, m1, Ty::INT);
    assert_eq!(rk.fold_binop(u, None), u);
    assert_eq!(diags(&mut rk), vec![(DiagKind::Error, false, "Illegal operation: INT64_MIN / -1".to_string())]);
}

#[test]
fn comparisons() {
    let mut rk = RecordKeeper::new();
    let a = s(&mut rk, "a");
    let b = s(&mut rk, "b");
    let cb = code(&mut rk, "b");
    assert_eq!(bin(&mut rk, BinOp::Eq, a, b, Ty::BIT), Init::FALSE);
    assert_eq!(bin(&mut rk, BinOp::Lt, a, b, Ty::BIT), Init::TRUE);
    assert_eq!(bin(&mut rk, BinOp::Ge, a, b, Ty::BIT), Init::FALSE);
    assert_eq!(bin(&mut rk, BinOp::Eq, b, cb, Ty::BIT), Init::TRUE);
    let one = int(&mut rk, 1);
    let b1 = bits(&mut rk, &[true]);
    assert_eq!(bin(&mut rk, BinOp::Le, one, b1, Ty::BIT), Init::TRUE);
    assert_eq!(bin(&mut rk, BinOp::Gt, one, Init::FALSE, Ty::BIT), Init::TRUE);
    assert_eq!(bin(&mut rk, BinOp::Ne, one, Init::TRUE, Ty::BIT), Init::FALSE);
    let x = def(&mut rk, "X", &[]);
    let y = def(&mut rk, "Y", &[]);
    let (xi, yi) = (rk.def_init(x), rk.def_init(y));
    assert_eq!(bin(&mut rk, BinOp::Eq, xi, xi, Ty::BIT), Init::TRUE);
    assert_eq!(bin(&mut rk, BinOp::Ne, xi, yi, Ty::BIT), Init::TRUE);
    // Records are not ordered; mixed kinds do not compare.
    let u = bin(&mut rk, BinOp::Lt, xi, yi, Ty::BIT);
    assert_eq!(show(&rk, u), "!lt(X, Y)");
    let u = bin(&mut rk, BinOp::Eq, a, one, Ty::BIT);
    assert_eq!(show(&rk, u), "!eq(\"a\", 1)");
}

#[test]
fn lists() {
    let mut rk = RecordKeeper::new();
    let lt = rk.inits.types.list_of(Ty::INT);
    let a = ints(&mut rk, &[1, 2]);
    let b = ints(&mut rk, &[3]);
    let e = ints(&mut rk, &[]);
    let r = bin(&mut rk, BinOp::ListConcat, a, b, lt);
    assert_eq!(show(&rk, r), "[1, 2, 3]");
    assert_eq!(bin(&mut rk, BinOp::ListConcat, a, e, lt), a);
    assert_eq!(bin(&mut rk, BinOp::ListConcat, e, a, lt), a);
    assert_eq!(rk.list_concat(a, b), r);
    let v = var(&mut rk, "l", lt);
    let u = rk.list_concat(v, b);
    assert_eq!(show(&rk, u), "!listconcat(l, [3])");
    assert_eq!(rk.fold_binop(u, None), u);

    let seven = int(&mut rk, 7);
    let three = int(&mut rk, 3);
    let r = bin(&mut rk, BinOp::ListSplat, seven, three, lt);
    assert_eq!(show(&rk, r), "[7, 7, 7]");
    let zero = int(&mut rk, 0);
    assert_eq!(bin(&mut rk, BinOp::ListSplat, seven, zero, lt), e);
    let u = bin(&mut rk, BinOp::ListSplat, v, three, lt);
    assert_eq!(show(&rk, u), "[l, l, l]");
    let u = rk.binop(BinOp::ListSplat, Init::UNSET, three, lt);
    assert_eq!(rk.fold_binop(u, None), u);
    assert_eq!(show(&rk, u), "!listsplat(?, 3)");

    let l = ints(&mut rk, &[1, 2, 3, 2]);
    let two = ints(&mut rk, &[2]);
    let r = bin(&mut rk, BinOp::ListRemove, l, two, lt);
    assert_eq!(show(&rk, r), "[1, 3]");
    let u = bin(&mut rk, BinOp::ListRemove, v, two, lt);
    assert_eq!(show(&rk, u), "!listremove(l, [2])");

    let one = int(&mut rk, 1);
    let r = bin(&mut rk, BinOp::ListElem, l, one, Ty::INT);
    assert_eq!(rk.inits.as_int(r), Some(2));
    let big = int(&mut rk, 4);
    let u = bin(&mut rk, BinOp::ListElem, l, big, Ty::INT);
    assert_eq!(show(&rk, u), "[1, 2, 3, 2][4]");
    let m1 = int(&mut rk, -1);
    let u = bin(&mut rk, BinOp::ListElem, l, m1, Ty::INT);
    assert_eq!(show(&rk, u), "[1, 2, 3, 2][-1]");

    let idx = ints(&mut rk, &[3, 0]);
    let r = bin(&mut rk, BinOp::ListSlice, l, idx, lt);
    assert_eq!(show(&rk, r), "[2, 1]");
    let bad = ints(&mut rk, &[0, 9]);
    let u = bin(&mut rk, BinOp::ListSlice, l, bad, lt);
    assert_eq!(show(&rk, u), "[1, 2, 3, 2][[0, 9]]");
    let n = var(&mut rk, "n", Ty::INT);
    let idx = rk.inits.list(&[n, one], Ty::INT);
    let u = bin(&mut rk, BinOp::ListSlice, v, idx, lt);
    assert_eq!(show(&rk, u), "l[[n, 1]]");

    let five = int(&mut rk, 5);
    let two_i = int(&mut rk, 2);
    let r = bin(&mut rk, BinOp::RangeC, two_i, five, lt);
    assert_eq!(show(&rk, r), "[2, 3, 4, 5]");
    let r = bin(&mut rk, BinOp::RangeC, five, two_i, lt);
    assert_eq!(show(&rk, r), "[5, 4, 3, 2]");
    let r = bin(&mut rk, BinOp::RangeC, five, five, lt);
    assert_eq!(show(&rk, r), "[5]");
    let u = bin(&mut rk, BinOp::RangeC, one, n, lt);
    assert_eq!(show(&rk, u), "1...n");
    assert!(diags(&mut rk).is_empty());
}

#[test]
fn oversized_lists() {
    let mut rk = RecordKeeper::new();
    let lt = rk.inits.types.list_of(Ty::INT);
    let seven = int(&mut rk, 7);
    let m1 = int(&mut rk, -1);
    let u = rk.binop(BinOp::ListSplat, seven, m1, lt);
    assert_eq!(rk.fold_binop(u, None), u);
    assert_eq!(
        diags(&mut rk),
        vec![(
            DiagKind::Error,
            false,
            "SmallVector unable to grow. Requested capacity (18446744073709551615) is larger than maximum value for size type (4294967295)".to_string()
        )]
    );
    let mut rk = RecordKeeper::new();
    let a = int(&mut rk, 0);
    let b = int(&mut rk, 1 << 40);
    let u = rk.binop(BinOp::RangeC, a, b, lt);
    assert_eq!(rk.fold_binop(u, None), u);
    assert!(rk.has_fatal());
    let mut rk = RecordKeeper::new();
    let a = int(&mut rk, i64::MIN);
    let b = int(&mut rk, i64::MAX);
    let one = int(&mut rk, 1);
    let u = rk.ternop(TernOp::Range, a, b, one, lt);
    assert_eq!(rk.fold_ternop(u, None), u);
    assert!(rk.has_fatal());
}

#[test]
fn strings() {
    let mut rk = RecordKeeper::new();
    let a = s(&mut rk, "a");
    let b = s(&mut rk, "b");
    let ca = code(&mut rk, "a");
    let ab = s(&mut rk, "ab");
    assert_eq!(bin(&mut rk, BinOp::StrConcat, a, b, Ty::STRING), ab);
    let r = bin(&mut rk, BinOp::StrConcat, ca, b, Ty::STRING);
    assert_eq!(show(&rk, r), "[{ab}]");
    assert_eq!(rk.str_concat(a, b), ab);
    let empty = s(&mut rk, "");
    assert_eq!(rk.str_concat(a, empty), a);
    let r = rk.str_concat(empty, ca);
    assert_eq!(r, ca);
    let v = var(&mut rk, "s", Ty::STRING);
    let u = rk.str_concat(v, b);
    assert_eq!(show(&rk, u), "!strconcat(s, \"b\")");
    assert_eq!(rk.fold_binop(u, None), u);

    // The first element's format does not count (as in LLVM).
    let cb = code(&mut rk, "b");
    let c = s(&mut rk, "c");
    let l = rk.inits.list(&[a, cb, c], Ty::STRING);
    let comma = s(&mut rk, ",");
    let r = bin(&mut rk, BinOp::Interleave, l, comma, Ty::STRING);
    assert_eq!(show(&rk, r), "[{a,b,c}]");
    let l = rk.inits.list(&[ca, b], Ty::STRING);
    let r = bin(&mut rk, BinOp::Interleave, l, comma, Ty::STRING);
    assert_eq!(show(&rk, r), "\"a,b\"");
    let li = ints(&mut rk, &[1, 2]);
    let sep = s(&mut rk, ", ");
    let r = bin(&mut rk, BinOp::Interleave, li, sep, Ty::STRING);
    assert_eq!(show(&rk, r), "\"1, 2\"");
    let e = strs(&mut rk, &[]);
    let r = bin(&mut rk, BinOp::Interleave, e, sep, Ty::STRING);
    assert_eq!(r, empty);
    let l = rk.inits.list(&[a, v], Ty::STRING);
    let u = bin(&mut rk, BinOp::Interleave, l, sep, Ty::STRING);
    assert_eq!(show(&rk, u), "!interleave([\"a\", s], \", \")");
}

#[test]
fn dags() {
    let mut rk = RecordKeeper::new();
    let o = class(&mut rk, "O");
    let op = def(&mut rk, "op", &[o]);
    let op2 = def(&mut rk, "op2", &[]);
    let (opi, op2i) = (rk.def_init(op), rk.def_init(op2));
    let one = int(&mut rk, 1);
    let two = int(&mut rk, 2);
    let x = s(&mut rk, "x");
    let a1 = rk.inits.string("a");
    let l = rk.inits.dag(opi, x, &[one], &[a1]);
    let r = dag(&mut rk, opi, &[(two, None)]);
    let c = bin(&mut rk, BinOp::Concat, l, r, Ty::DAG);
    assert_eq!(show(&rk, c), "(op 1:$a, 2)");
    let ul = dag(&mut rk, Init::UNSET, &[(one, Some("a"))]);
    let c = bin(&mut rk, BinOp::Concat, ul, r, Ty::DAG);
    assert_eq!(show(&rk, c), "(op 1:$a, 2)");
    let ur = dag(&mut rk, Init::UNSET, &[(two, None)]);
    let c = bin(&mut rk, BinOp::Concat, ul, ur, Ty::DAG);
    assert_eq!(show(&rk, c), "(? 1:$a, 2)");
    let v = var(&mut rk, "d", Ty::DAG);
    let c = bin(&mut rk, BinOp::Concat, v, r, Ty::DAG);
    assert_eq!(show(&rk, c), "!con(d, (op 2))");
    let vo = var(&mut rk, "o", Ty::ANY_RECORD);
    let vd = dag(&mut rk, vo, &[]);
    let u = bin(&mut rk, BinOp::Concat, vd, r, Ty::DAG);
    assert_eq!(show(&rk, u), "!con((o), (op 2))");
    assert!(diags(&mut rk).is_empty());
    let l2 = dag(&mut rk, op2i, &[(one, None)]);
    let u = rk.binop(BinOp::Concat, l2, r, Ty::DAG);
    let xr = def(&mut rk, "X", &[]);
    assert_eq!(rk.fold_binop(u, Some(xr)), u);
    assert_eq!(
        diags(&mut rk),
        vec![(DiagKind::Error, false, "Concatenated Dag operators do not match: '(op2 1)' vs. '(op 2)'".to_string())]
    );
}

#[test]
fn dag_accessors() {
    let mut rk = RecordKeeper::new();
    let o = class(&mut rk, "O");
    let op = def(&mut rk, "op", &[o]);
    let opi = rk.def_init(op);
    let xr = def(&mut rk, "X", &[]);
    let one = int(&mut rk, 1);
    let two = int(&mut rk, 2);
    let n = rk.inits.string("n");
    let a = rk.inits.string("a");
    let b = rk.inits.string("b");
    let d = rk.inits.dag(opi, n, &[one, two], &[a, b]);
    assert_eq!(show(&rk, d), "(op:n 1:$a, 2:$b)");
    let zero = int(&mut rk, 0);
    assert_eq!(bin(&mut rk, BinOp::GetDagArg, d, b, Ty::INT), two);
    assert_eq!(bin(&mut rk, BinOp::GetDagArg, d, zero, Ty::INT), one);
    assert_eq!(bin(&mut rk, BinOp::GetDagArg, d, b, Ty::STRING), Init::UNSET);
    assert_eq!(bin(&mut rk, BinOp::GetDagName, d, zero, Ty::STRING), a);
    let vd = var(&mut rk, "d", Ty::DAG);
    let u = bin(&mut rk, BinOp::GetDagArg, vd, zero, Ty::INT);
    assert_eq!(show(&rk, u), "!getdagarg<int>(d, 0)");
    let u = bin(&mut rk, BinOp::GetDagName, vd, zero, Ty::STRING);
    assert_eq!(show(&rk, u), "!getdagname(d, 0)");
    let r = bin(&mut rk, BinOp::SetDagOp, d, opi, Ty::DAG);
    assert_eq!(show(&rk, r), "(op 1:$a, 2:$b)");
    let u = bin(&mut rk, BinOp::SetDagOp, vd, opi, Ty::DAG);
    assert_eq!(show(&rk, u), "!setdagop(d, op)");
    assert!(diags(&mut rk).is_empty());

    let five = int(&mut rk, 5);
    let m1 = int(&mut rk, -1);
    let c = s(&mut rk, "c");
    for (key, msg) in [
        (five, "!getdagarg index 5 is out of range (dag has 2 arguments)"),
        (m1, "!getdagarg index -1 is negative"),
        (c, "!getdagarg key 'c' is not found"),
    ] {
        let mut rk2 = RecordKeeper::new();
        core::mem::swap(&mut rk, &mut rk2);
        let u = rk2.binop(BinOp::GetDagArg, d, key, Ty::INT);
        assert_eq!(rk2.fold_binop(u, Some(xr)), u);
        assert_eq!(diags(&mut rk2), vec![(DiagKind::Error, true, msg.to_string())]);
        rk2.fatal = false;
        core::mem::swap(&mut rk, &mut rk2);
    }
    let u = rk.binop(BinOp::GetDagName, d, five, Ty::STRING);
    assert_eq!(rk.fold_binop(u, Some(xr)), u);
    assert_eq!(diags(&mut rk), vec![(DiagKind::Error, true, "!getdagname index is out of range 0...1: 5".to_string())]);
    rk.fatal = false;
    let e = dag(&mut rk, opi, &[]);
    let u = rk.binop(BinOp::GetDagName, e, zero, Ty::STRING);
    assert_eq!(rk.fold_binop(u, Some(xr)), u);
    assert_eq!(
        diags(&mut rk),
        vec![(DiagKind::Error, true, "!getdagname index is out of range 0...4294967295: 0".to_string())]
    );
}

// ------------------------------------------------------------------ ternary

#[test]
fn subst() {
    let mut rk = RecordKeeper::new();
    let l = s(&mut rk, "l");
    let ll = s(&mut rk, "LL");
    let hello = s(&mut rk, "hello");
    let empty = s(&mut rk, "");
    let r = tern(&mut rk, TernOp::Subst, l, ll, hello, Ty::STRING);
    assert_eq!(show(&rk, r), "\"heLLLLo\"");
    let r = tern(&mut rk, TernOp::Subst, l, empty, hello, Ty::STRING);
    assert_eq!(show(&rk, r), "\"heo\"");
    let cl = code(&mut rk, "l");
    let x = s(&mut rk, "x");
    let chello = code(&mut rk, "hello");
    let r = tern(&mut rk, TernOp::Subst, cl, x, chello, Ty::STRING);
    assert_eq!(show(&rk, r), "\"hexxo\"");
    let r = tern(&mut rk, TernOp::Subst, x, l, chello, Ty::STRING);
    assert_eq!(show(&rk, r), "\"hello\"");
    let aa = s(&mut rk, "aa");
    let aaaaa = s(&mut rk, "aaaaa");
    let b = s(&mut rk, "b");
    let r = tern(&mut rk, TernOp::Subst, aa, b, aaaaa, Ty::STRING);
    assert_eq!(show(&rk, r), "\"bba\"");
    let xd = def(&mut rk, "X", &[]);
    let yd = def(&mut rk, "Y", &[]);
    let (xi, yi) = (rk.def_init(xd), rk.def_init(yd));
    assert_eq!(tern(&mut rk, TernOp::Subst, xi, yi, xi, Ty::ANY_RECORD), yi);
    assert_eq!(tern(&mut rk, TernOp::Subst, xi, yi, yi, Ty::ANY_RECORD), yi);
    assert_eq!(tern(&mut rk, TernOp::Subst, yi, xi, yi, Ty::ANY_RECORD), xi);
    let va = var(&mut rk, "a", Ty::INT);
    let vb = var(&mut rk, "b", Ty::INT);
    let vb_s = var(&mut rk, "b", Ty::STRING);
    assert_eq!(tern(&mut rk, TernOp::Subst, va, vb, va, Ty::STRING), vb_s);
    let vs = var(&mut rk, "s", Ty::STRING);
    let u = tern(&mut rk, TernOp::Subst, l, x, vs, Ty::STRING);
    assert_eq!(show(&rk, u), "!subst(\"l\", \"x\", s)");
}

#[test]
fn foreach_filter() {
    let mut rk = RecordKeeper::new();
    let lt = rk.inits.types.list_of(Ty::STRING);
    let xn = rk.name_init("x");
    let xv = var(&mut rk, "x", Ty::STRING);
    let one = s(&mut rk, "1");
    let body = rk.binop(BinOp::StrConcat, xv, one, Ty::STRING);
    let l = strs(&mut rk, &["a", "b"]);
    let r = tern(&mut rk, TernOp::Foreach, xn, l, body, lt);
    assert_eq!(show(&rk, r), "[\"a1\", \"b1\"]");
    let vl = var(&mut rk, "l", lt);
    let u = tern(&mut rk, TernOp::Foreach, xn, vl, body, lt);
    assert_eq!(show(&rk, u), "!foreach(x, l, !strconcat(x, \"1\"))");

    let lti = rk.inits.types.list_of(Ty::INT);
    let xi = var(&mut rk, "x", Ty::INT);
    let onei = int(&mut rk, 1);
    let cond = rk.binop(BinOp::Gt, xi, onei, Ty::BIT);
    let l = ints(&mut rk, &[1, 2, 3]);
    let r = tern(&mut rk, TernOp::Filter, xn, l, cond, lti);
    assert_eq!(show(&rk, r), "[2, 3]");
    let n = var(&mut rk, "n", Ty::INT);
    let cond2 = rk.binop(BinOp::Gt, xi, n, Ty::BIT);
    let u = tern(&mut rk, TernOp::Filter, xn, l, cond2, lti);
    assert_eq!(show(&rk, u), "!filter(x, [1, 2, 3], !gt(x, n))");

    // Resolution hides the loop variable from the outer resolver.
    let mut mr = MapResolver::new(None);
    let nn = rk.name_init("n");
    let xn2 = rk.name_init("x");
    let five = int(&mut rk, 5);
    let two = int(&mut rk, 2);
    mr.set(nn, two);
    mr.set(xn2, five);
    let l = ints(&mut rk, &[1, 2, 3]);
    let u = rk.ternop(TernOp::Filter, xn, l, cond2, lti);
    let r = rk.resolve_ternop(u, &mut mr);
    assert_eq!(show(&rk, r), "[3]");
}

#[test]
fn foreach_dag() {
    let mut rk = RecordKeeper::new();
    let op = def(&mut rk, "op", &[]);
    let opi = rk.def_init(op);
    let xn = rk.name_init("x");
    let xv = var(&mut rk, "x", Ty::INT);
    let ten = int(&mut rk, 10);
    // The body adds 10 to ints; the operator (a def) stays unfolded inside
    // `!add` and so changes.
    let body = rk.binop(BinOp::Add, xv, ten, Ty::INT);
    let one = int(&mut rk, 1);
    let two = int(&mut rk, 2);
    let inner = dag(&mut rk, opi, &[(two, Some("b"))]);
    let nm = rk.inits.string("n");
    let a = rk.inits.string("a");
    let d = rk.inits.dag(opi, nm, &[one, inner], &[a, Init::UNSET]);
    let r = tern(&mut rk, TernOp::Foreach, xn, d, body, Ty::DAG);
    assert_eq!(show(&rk, r), "(!add(op, 10) 11:$a, (!add(op, 10) 12:$b))");
    // An identity body leaves the dag (and its operator name) alone.
    let r = tern(&mut rk, TernOp::Foreach, xn, d, xv, Ty::DAG);
    assert_eq!(r, d);
}

#[test]
fn if_and_short_circuit() {
    let mut rk = RecordKeeper::new();
    let one = int(&mut rk, 1);
    let two = int(&mut rk, 2);
    assert_eq!(tern(&mut rk, TernOp::If, Init::TRUE, one, two, Ty::INT), one);
    let zero = int(&mut rk, 0);
    assert_eq!(tern(&mut rk, TernOp::If, zero, one, two, Ty::INT), two);
    let b = bits(&mut rk, &[false, true]);
    assert_eq!(tern(&mut rk, TernOp::If, b, one, two, Ty::INT), one);
    let n = var(&mut rk, "n", Ty::INT);
    let u = tern(&mut rk, TernOp::If, n, one, two, Ty::INT);
    assert_eq!(show(&rk, u), "!if(n, 1, 2)");
    // Once the condition resolves, only the chosen branch is resolved:
    // the other would divide by zero.
    let bad = rk.binop(BinOp::Div, one, n, Ty::INT);
    let u = rk.ternop(TernOp::If, n, bad, one, Ty::INT);
    let mut mr = MapResolver::new(None);
    let nn = rk.name_init("n");
    mr.set(nn, zero);
    assert_eq!(rk.resolve_ternop(u, &mut mr), one);
    assert!(diags(&mut rk).is_empty());
}

#[test]
fn dag_op() {
    let mut rk = RecordKeeper::new();
    let op = def(&mut rk, "op", &[]);
    let opi = rk.def_init(op);
    let lt = rk.inits.types.list_of(Ty::INT);
    let l = ints(&mut rk, &[1, 2]);
    let names = strs(&mut rk, &["a", "b"]);
    let r = tern(&mut rk, TernOp::Dag, opi, l, names, Ty::DAG);
    assert_eq!(show(&rk, r), "(op 1:$a, 2:$b)");
    let r = tern(&mut rk, TernOp::Dag, opi, l, Init::UNSET, Ty::DAG);
    assert_eq!(show(&rk, r), "(op 1, 2)");
    let r = tern(&mut rk, TernOp::Dag, opi, Init::UNSET, names, Ty::DAG);
    assert_eq!(show(&rk, r), "(op ?:$a, ?:$b)");
    let u = tern(&mut rk, TernOp::Dag, opi, Init::UNSET, Init::UNSET, Ty::DAG);
    assert_eq!(show(&rk, u), "!dag(op, ?, ?)");
    let one = strs(&mut rk, &["a"]);
    let u = tern(&mut rk, TernOp::Dag, opi, l, one, Ty::DAG);
    assert_eq!(show(&rk, u), "!dag(op, [1, 2], [\"a\"])");
    let vn = var(&mut rk, "n", Ty::STRING);
    let a = s(&mut rk, "a");
    let nl = rk.inits.list(&[a, vn], Ty::STRING);
    let u = tern(&mut rk, TernOp::Dag, opi, l, nl, Ty::DAG);
    assert_eq!(rk.fold_ternop(u, None), u);
    let _ = lt;
}

#[test]
fn range() {
    let mut rk = RecordKeeper::new();
    let lt = rk.inits.types.list_of(Ty::INT);
    let mk = |rk: &mut RecordKeeper, a: i64, b: i64, c: i64| {
        let (x, y, z) = (rk.inits.int(a), rk.inits.int(b), rk.inits.int(c));
        let u = rk.ternop(TernOp::Range, x, y, z, lt);
        let r = rk.fold_ternop(u, None);
        rk.as_string(r)
    };
    assert_eq!(mk(&mut rk, 0, 5, 2), "[0, 2, 4]");
    assert_eq!(mk(&mut rk, 5, 0, -2), "[5, 3, 1]");
    assert_eq!(mk(&mut rk, 0, 5, -1), "[]");
    assert_eq!(mk(&mut rk, i64::MAX - 3, i64::MAX, 2), format!("[{}, {}]", i64::MAX - 3, i64::MAX - 1));
    assert!(diags(&mut rk).is_empty());
    assert_eq!(mk(&mut rk, 0, 10, 0), "[]");
    assert_eq!(diags(&mut rk), vec![(DiagKind::Error, false, "Step of !range can't be 0".to_string())]);
    let n = var(&mut rk, "n", Ty::INT);
    let (z, one) = (rk.inits.int(0), rk.inits.int(1));
    let u = tern(&mut rk, TernOp::Range, z, n, one, lt);
    assert_eq!(show(&rk, u), "!range(0, n, 1)");
}

#[test]
fn substr_find() {
    let mut rk = RecordKeeper::new();
    let x = def(&mut rk, "X", &[]);
    let hello = s(&mut rk, "hello");
    let chello = code(&mut rk, "hello");
    let sub = |rk: &mut RecordKeeper, str_: Init, a: i64, b: i64| {
        let (y, z) = (rk.inits.int(a), rk.inits.int(b));
        let u = rk.ternop(TernOp::Substr, str_, y, z, Ty::STRING);
        let r = rk.fold_ternop(u, Some(x));
        rk.as_string(r)
    };
    assert_eq!(sub(&mut rk, hello, 1, 2), "\"el\"");
    assert_eq!(sub(&mut rk, chello, 1, 2), "[{el}]");
    assert_eq!(sub(&mut rk, hello, 0, 100), "\"hello\"");
    assert_eq!(sub(&mut rk, hello, 5, 1), "\"\"");
    assert!(diags(&mut rk).is_empty());
    assert_eq!(sub(&mut rk, hello, 7, 2), "\"\"");
    assert_eq!(sub(&mut rk, hello, -1, 2), "\"\"");
    assert_eq!(sub(&mut rk, hello, 1, -2), "\"ello\"");
    assert_eq!(
        diags(&mut rk),
        vec![
            (DiagKind::Error, true, "!substr start position is out of range 0...5: 7".to_string()),
            (DiagKind::Error, true, "!substr start position is out of range 0...5: -1".to_string()),
            (DiagKind::Error, true, "!substr length must be nonnegative".to_string()),
        ]
    );
    // Half of "é": the byte 0xC3 alone, whose text form is U+10FFC3.
    let e = s(&mut rk, "é");
    assert_eq!(sub(&mut rk, e, 0, 1), "\"\u{10FFC3}\"");

    let find = |rk: &mut RecordKeeper, h: &str, n: &str, st: i64| {
        let (a, b, c) = (rk.inits.string(h), rk.inits.string(n), rk.inits.int(st));
        let u = rk.ternop(TernOp::Find, a, b, c, Ty::INT);
        let r = rk.fold_ternop(u, Some(x));
        rk.inits.as_int(r)
    };
    assert_eq!(find(&mut rk, "hello", "l", 0), Some(2));
    assert_eq!(find(&mut rk, "hello", "l", 3), Some(3));
    assert_eq!(find(&mut rk, "hello", "lo", 4), Some(-1));
    assert_eq!(find(&mut rk, "hello", "", 2), Some(2));
    assert_eq!(find(&mut rk, "hello", "", 5), Some(5));
    assert_eq!(find(&mut rk, "héllo", "l", 2), Some(3));
    assert!(diags(&mut rk).is_empty());
    assert_eq!(find(&mut rk, "hello", "l", 7), Some(-1));
    assert_eq!(find(&mut rk, "hello", "l", -1), Some(-1));
    assert_eq!(
        diags(&mut rk),
        vec![
            (DiagKind::Error, true, "!find start position is out of range 0...5: 7".to_string()),
            (DiagKind::Error, true, "!find start position is out of range 0...5: -1".to_string()),
        ]
    );
    let v = var(&mut rk, "s", Ty::STRING);
    let (a, b) = (rk.inits.int(1), rk.inits.int(2));
    let u = tern(&mut rk, TernOp::Substr, v, a, b, Ty::STRING);
    assert_eq!(show(&rk, u), "!substr(s, 1, 2)");
    let xs = s(&mut rk, "x");
    let u = tern(&mut rk, TernOp::Find, v, xs, a, Ty::INT);
    assert_eq!(show(&rk, u), "!find(s, \"x\", 1)");
}

#[test]
fn setdag() {
    let mut rk = RecordKeeper::new();
    let op = def(&mut rk, "op", &[]);
    let xr = def(&mut rk, "X", &[]);
    let opi = rk.def_init(op);
    let one = int(&mut rk, 1);
    let two = int(&mut rk, 2);
    let three = int(&mut rk, 3);
    let n = rk.inits.string("n");
    let a = rk.inits.string("a");
    let b = rk.inits.string("b");
    let d = rk.inits.dag(opi, n, &[one, two], &[a, b]);
    let r = tern(&mut rk, TernOp::SetDagArg, d, b, three, Ty::DAG);
    assert_eq!(show(&rk, r), "(op:n 1:$a, 3:$b)");
    let zero = int(&mut rk, 0);
    let z = s(&mut rk, "z");
    let r = tern(&mut rk, TernOp::SetDagName, d, zero, z, Ty::DAG);
    assert_eq!(show(&rk, r), "(op:n 1:$z, 2:$b)");
    let r = tern(&mut rk, TernOp::SetDagName, d, a, Init::UNSET, Ty::DAG);
    assert_eq!(show(&rk, r), "(op:n 1, 2:$b)");
    let vd = var(&mut rk, "d", Ty::DAG);
    let u = tern(&mut rk, TernOp::SetDagArg, vd, zero, three, Ty::DAG);
    assert_eq!(show(&rk, u), "!setdagarg(d, 0, 3)");
    let u = tern(&mut rk, TernOp::SetDagName, vd, zero, z, Ty::DAG);
    assert_eq!(show(&rk, u), "!setdagname(d, 0, \"z\")");
    assert!(diags(&mut rk).is_empty());
    let five = int(&mut rk, 5);
    let u = rk.ternop(TernOp::SetDagArg, d, five, three, Ty::DAG);
    assert_eq!(rk.fold_ternop(u, Some(xr)), u);
    assert_eq!(
        diags(&mut rk),
        vec![(DiagKind::Error, true, "!setdagarg index 5 is out of range (dag has 2 arguments)".to_string())]
    );
    rk.fatal = false;
    let q = s(&mut rk, "q");
    let u = rk.ternop(TernOp::SetDagName, d, q, z, Ty::DAG);
    assert_eq!(rk.fold_ternop(u, Some(xr)), u);
    assert_eq!(diags(&mut rk), vec![(DiagKind::Error, true, "!setdagname key 'q' is not found".to_string())]);
}

// ------------------------------------------------------------------ others

#[test]
fn cond() {
    let mut rk = RecordKeeper::new();
    let x = def(&mut rk, "X", &[]);
    let n = var(&mut rk, "n", Ty::INT);
    let one = int(&mut rk, 1);
    let two = int(&mut rk, 2);
    let three = int(&mut rk, 3);
    let c1 = rk.binop(BinOp::Eq, n, one, Ty::BIT);
    let c = rk.inits.cond_raw(&[c1, Init::TRUE], &[two, three], Ty::INT);
    assert_eq!(rk.fold_cond(c, Some(x)), c);
    assert_eq!(show(&rk, c), "!cond(!eq(n, 1): 2, 1: 3)");
    let c = rk.inits.cond_raw(&[Init::FALSE, Init::TRUE], &[two, three], Ty::INT);
    assert_eq!(rk.fold_cond(c, Some(x)), three);
    // Values are converted to the operator's type.
    let b = rk.inits.cond_raw(&[Init::TRUE], &[one], Ty::BIT);
    assert_eq!(rk.fold_cond(b, Some(x)), Init::TRUE);
    // Resolving picks the value.
    let c = rk.inits.cond_raw(&[c1, Init::TRUE], &[two, three], Ty::INT);
    let mut mr = MapResolver::new(Some(x));
    let nn = rk.name_init("n");
    mr.set(nn, one);
    assert_eq!(rk.resolve_cond(c, &mut mr), two);
    assert!(diags(&mut rk).is_empty());
    let zero = int(&mut rk, 0);
    let c = rk.inits.cond_raw(&[zero], &[three], Ty::INT);
    assert_eq!(rk.fold_cond(c, Some(x)), c);
    assert_eq!(
        diags(&mut rk),
        vec![(DiagKind::Error, true, "X does not have any true condition in:!cond(0: 3)".to_string())]
    );
}

#[test]
fn foldl() {
    let mut rk = RecordKeeper::new();
    let accn = rk.name_init("acc");
    let xn = rk.name_init("x");
    let acc = var(&mut rk, "acc", Ty::INT);
    let xv = var(&mut rk, "x", Ty::INT);
    let body = rk.binop(BinOp::Add, acc, xv, Ty::INT);
    let zero = int(&mut rk, 0);
    let l = ints(&mut rk, &[1, 2, 3]);
    let f = rk.inits.fold_raw(zero, l, accn, xn, body, Ty::INT);
    let r = rk.fold_foldop(f, None);
    assert_eq!(rk.inits.as_int(r), Some(6));
    let lt = rk.inits.types.list_of(Ty::INT);
    let vl = var(&mut rk, "l", lt);
    let f = rk.inits.fold_raw(zero, vl, accn, xn, body, Ty::INT);
    assert_eq!(rk.fold_foldop(f, None), f);
    assert_eq!(show(&rk, f), "!foldl(0, l, acc, x, !add(acc, x))");
    // Resolution: the outer binding of `x` is shadowed by the element.
    let mut mr = MapResolver::new(None);
    let ln = rk.name_init("l");
    let hundred = int(&mut rk, 100);
    mr.set(ln, l);
    mr.set(xn, hundred);
    let r = rk.resolve_foldop(f, &mut mr);
    assert_eq!(rk.inits.as_int(r), Some(6));
    // A list accumulator.
    let e = ints(&mut rk, &[]);
    let acc_l = var(&mut rk, "acc", lt);
    let xl = rk.inits.list(&[xv], Ty::INT);
    let body = rk.binop(BinOp::ListConcat, acc_l, xl, lt);
    let f = rk.inits.fold_raw(e, l, accn, xn, body, lt);
    let r = rk.fold_foldop(f, None);
    assert_eq!(show(&rk, r), "[1, 2, 3]");
}

#[test]
fn pair_resolver_mirrors_map_resolver() {
    // The accumulator may mention the element variable: it is replaced by
    // the element too, exactly as LLVM's two-entry MapResolver does.
    let mut rk = RecordKeeper::new();
    let accn = rk.name_init("acc");
    let xn = rk.name_init("x");
    let acc = var(&mut rk, "acc", Ty::STRING);
    let xv = var(&mut rk, "x", Ty::STRING);
    let body = rk.binop(BinOp::StrConcat, acc, xv, Ty::STRING);
    let start = xv;
    let l = strs(&mut rk, &["a", "b"]);
    let f = rk.inits.fold_raw(start, l, accn, xn, body, Ty::STRING);
    let r = rk.fold_foldop(f, None);
    let mut mr_rk = RecordKeeper::new();
    let _ = &mut mr_rk;
    // Reference with the lead's MapResolver.
    let mut acc_v = start;
    for e in ["a", "b"] {
        let ei = rk.inits.string(e);
        let mut m = MapResolver::new(None);
        m.set(accn, acc_v);
        m.set(xn, ei);
        acc_v = rk.resolve_references(body, &mut m);
    }
    assert_eq!(r, acc_v);
    assert_eq!(show(&rk, r), "\"aab\"");
}

#[test]
fn isa() {
    let mut rk = RecordKeeper::new();
    let c = class(&mut rk, "C");
    let sub = class(&mut rk, "Sub");
    rk.add_super_class(sub, c, LocRange::new(Loc::NONE, Loc::NONE));
    let other = class(&mut rk, "Other");
    let d = def(&mut rk, "D", &[c]);
    let di = rk.def_init(d);
    let cty = rk.record_ty(&[c]);
    let subty = rk.record_ty(&[sub]);
    let oty = rk.record_ty(&[other]);
    let one = int(&mut rk, 1);
    let zero = int(&mut rk, 0);
    let f = |rk: &mut RecordKeeper, t: Ty, e: Init| {
        let i = rk.inits.isa_raw(t, e);
        rk.fold_isa(i)
    };
    assert_eq!(f(&mut rk, cty, di), one);
    assert_eq!(f(&mut rk, subty, di), zero);
    assert_eq!(f(&mut rk, Ty::INT, one), one);
    assert_eq!(f(&mut rk, Ty::STRING, one), zero);
    let vc = var(&mut rk, "r", cty);
    let u = f(&mut rk, subty, vc);
    assert_eq!(show(&rk, u), "!isa<Sub>(r)");
    assert_eq!(f(&mut rk, oty, vc), zero);
    assert_eq!(f(&mut rk, Ty::ANY_RECORD, vc), one);
    let u = rk.inits.isa_raw(cty, Init::UNSET);
    assert_eq!(rk.fold_isa(u), u);
    assert_eq!(show(&rk, u), "!isa<C>(?)");
    let mut mr = MapResolver::new(None);
    let rn = rk.name_init("r");
    mr.set(rn, di);
    let u = rk.inits.isa_raw(subty, vc);
    assert_eq!(rk.resolve_isa(u, &mut mr), zero);
}

#[test]
fn exists() {
    let mut rk = RecordKeeper::new();
    let c = class(&mut rk, "C");
    let o = class(&mut rk, "O");
    def(&mut rk, "D", &[c]);
    let cty = rk.record_ty(&[c]);
    let oty = rk.record_ty(&[o]);
    let one = int(&mut rk, 1);
    let zero = int(&mut rk, 0);
    let f = |rk: &mut RecordKeeper, t: Ty, name: &str, cur: Option<RecId>, fin: bool| {
        let n = rk.inits.string(name);
        let i = rk.inits.exists_raw(t, n);
        rk.fold_exists(i, cur, fin)
    };
    assert_eq!(f(&mut rk, cty, "D", None, false), one);
    assert_eq!(f(&mut rk, oty, "D", None, false), zero);
    let u = f(&mut rk, cty, "Q", None, false);
    assert_eq!(show(&rk, u), "!exists<C>(\"Q\")");
    assert_eq!(f(&mut rk, cty, "Q", None, true), zero);
    // The record being defined counts once final.
    let n = rk.name_init("X");
    let x = rk.new_record(n, vec![loc(2)], RecordKind::Def);
    rk.add_super_class(x, c, LocRange::new(Loc::NONE, Loc::NONE));
    let u = f(&mut rk, cty, "X", Some(x), false);
    assert!(matches!(rk.inits.kind(u), InitKind::Exists { .. }));
    assert_eq!(f(&mut rk, cty, "X", Some(x), true), one);
    assert_eq!(f(&mut rk, oty, "X", Some(x), true), zero);
    // Resolution folds again when final even if nothing changed.
    let xs = s(&mut rk, "X");
    let e = rk.inits.exists_raw(cty, xs);
    let mut mr = MapResolver::new(Some(x));
    assert_eq!(rk.resolve_exists(e, &mut mr), e);
    mr.set_final(true);
    assert_eq!(rk.resolve_exists(e, &mut mr), one);
}

#[test]
fn var_def_arguments_untouched() {
    // Operators never look inside argument wrappers except through
    // conversion: `!not` of an argument converts its value.
    let mut rk = RecordKeeper::new();
    let zero = int(&mut rk, 0);
    let a = rk.inits.argument(zero, ArgAux::Positional(0));
    let one = int(&mut rk, 1);
    assert_eq!(un(&mut rk, UnOp::Not, a, Ty::BIT), one);
}

#[test]
fn resolution_skips_only_values_that_cannot_change() {
    let mut rk = RecordKeeper::new();
    let x = var(&mut rk, "X", Ty::INT);
    let y = var(&mut rk, "Y", Ty::INT);
    let sum = rk.inits.binop_raw(BinOp::Add, x, y, Ty::INT);
    let one = int(&mut rk, 1);
    let two = int(&mut rk, 2);
    let three = int(&mut rk, 3);
    let xn = s(&mut rk, "X");
    let yn = s(&mut rk, "Y");
    // A name whose signature bit is X's: the walk is not skipped, and the
    // answer is still that nothing changes.
    let twin = (0..10_000)
        .map(|k| s(&mut rk, &format!("n{k}")))
        .find(|&n| Mentions::name(n) == Mentions::name(xn) && Mentions::name(n) != Mentions::name(yn))
        .expect("some name shares X's bit");
    let mut mr = MapResolver::new(None);
    mr.set(twin, one);
    assert!(rk.inits.mentions(sum).meets(mr.interest()));
    assert_eq!(rk.resolve_references(sum, &mut mr), sum);
    // Unrelated names leave the value alone without a walk.
    let zn = s(&mut rk, "Z");
    let mut mr = MapResolver::new(None);
    mr.set(zn, one);
    if !Mentions::name(zn).meets(rk.inits.mentions(sum)) {
        assert!(!rk.inits.mentions(sum).meets(mr.interest()));
    }
    assert_eq!(rk.resolve_references(sum, &mut mr), sum);
    // A named one is bound, and the operator folds once both are.
    mr.set(xn, one);
    let half = rk.resolve_references(sum, &mut mr);
    assert_eq!(show(&rk, half), "!add(1, Y)");
    mr.set(yn, two);
    assert_eq!(rk.resolve_references(sum, &mut mr), three);
    // Constants mention nothing; names and final-only folds are marked.
    assert_eq!(rk.inits.mentions(three), Mentions::NONE);
    let list = rk.inits.list(&[one, x], Ty::INT);
    assert!(rk.inits.mentions(list).meets(Mentions::name(xn)));
    let c = class(&mut rk, "C");
    let cty = rk.record_ty(&[c]);
    let ex = rk.inits.exists_raw(cty, zn);
    assert!(rk.inits.mentions(ex).meets(Mentions::FINAL));
    let cast = rk.inits.unop_raw(UnOp::Cast, zn, cty);
    assert!(rk.inits.mentions(cast).meets(Mentions::FINAL));
    let anon = rk.inits.new_anonymous_name();
    assert!(rk.inits.mentions(anon).meets(Mentions::FINAL));
    // A final resolver with no keys still refolds `!exists` and names
    // anonymous records; a non-final one leaves them.
    let mut mr = MapResolver::new(None);
    assert_eq!(rk.resolve_references(ex, &mut mr), ex);
    assert_eq!(rk.resolve_references(anon, &mut mr), anon);
    mr.set_final(true);
    let zero = int(&mut rk, 0);
    assert_eq!(rk.resolve_references(ex, &mut mr), zero);
    let named = rk.resolve_references(anon, &mut mr);
    assert!(rk.inits.as_str(named).is_some_and(|t| t.starts_with("anonymous_")));
}
