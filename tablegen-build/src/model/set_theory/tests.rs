use super::*;
use crate::backend::{Error, Records};

const PRELUDE: &str = "class Set<dag d> { dag Elements = d; }
def a; def b; def c; def d;
def add; def sub; def and; def shl; def trunc; def rotl; def rotr;
def decimate; def interleave; def sequence;
";

/// Parses `PRELUDE` + `src` and expands the `Set` def `name`, as names.
fn eval(src: &str, name: &str) -> std::result::Result<String, String> {
    let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{src}")).expect("parses");
    let mut rk = Records::new(&mut keeper);
    let mut st = SetTheory::new();
    st.add_field_expander("Set", "Elements");
    let set = rk.def(name).expect("def exists");
    match st.expand(&mut rk, set) {
        Ok(v) => {
            let v = v.expect("is a set").to_vec();
            Ok(v.iter().map(|r| rk.name_str(*r)).collect::<Vec<_>>().join(" "))
        }
        Err(Error::Reported) => Err(rk.take_diagnostics().pop().map(|d| d.text().to_string()).unwrap_or_default()),
        Err(e) => Err(e.to_string()),
    }
}

#[track_caller]
fn check(expr: &str, want: &str) {
    assert_eq!(eval(&format!("def S : Set<{expr}>;"), "S").as_deref(), Ok(want), "{expr}");
}

#[track_caller]
fn check_err(expr: &str, want: &str) {
    assert_eq!(eval(&format!("def S : Set<{expr}>;"), "S").as_deref().map_err(|e| e.as_str()), Err(want), "{expr}");
}

#[test]
fn union_difference_intersection() {
    check("(add)", "");
    check("(add b, a, b, c, a)", "b a c");
    let lists = "class E; def e1 : E; def e2 : E; defvar L = [e2, e1]; def S : Set<(add L, a, L)>;";
    assert_eq!(eval(lists, "S").as_deref(), Ok("e2 e1 a"));
    check("(sub (add a, b, c, d), b, (add d))", "a c");
    check("(and (add d, c, b), (add b, d))", "d b");
}

#[test]
fn shifts_and_truncation() {
    check("(shl (add a, b, c), 0)", "a b c");
    check("(shl (add a, b, c), 2)", "c");
    check("(shl (add a, b, c), 3)", "");
    check("(trunc (add a, b, c), 2)", "a b");
    check("(trunc (add a, b, c), 9)", "a b c");
}

#[test]
fn rotations() {
    check("(rotl (add a, b, c), 1)", "b c a");
    check("(rotl (add a, b, c), -1)", "c a b");
    check("(rotl (add a, b, c), -3)", "a b c");
    check("(rotr (add a, b, c), 4)", "c a b");
    check("(rotl (add), 5)", "");
}

#[test]
fn decimate_and_interleave() {
    check("(decimate (add a, b, c, d), 2)", "a c");
    // LLVM steps an unsigned index by the low 32 bits of the stride.
    check("(decimate (add a, b, c), 4294967297)", "a b c");
    check("(interleave (add a, b), (add c), (add d, a))", "a c d b");
}

#[test]
fn sequences() {
    let defs = "def r0; def r1; def r2; def r3; def x0a; def x0b;";
    let s = |e: &str| eval(&format!("{defs} def S : Set<{e}>;"), "S");
    assert_eq!(s("(sequence \"r%u\", 1, 3)").as_deref(), Ok("r1 r2 r3"));
    assert_eq!(s("(sequence \"r%u\", 3, 0, 2)").as_deref(), Ok("r3 r1"));
    assert_eq!(s("(sequence \"x%xa\", 0, 0)").as_deref(), Ok("x0a"));
    assert_eq!(
        s("(sequence \"r%u\", 3, 4)").as_deref().map_err(|e| e.as_str()),
        Err("No def named 'r4': (sequence \"r%u\", 3, 4)")
    );
    assert_eq!(s("(sequence \"r%u\", 0, 1073741824)").as_deref().map_err(|e| e.as_str()), Err("To out of range"));
}

#[test]
fn sequence_lengths_follow_the_stride() {
    use super::ops::sequence_len;
    assert_eq!(sequence_len(1, 3, 1), 3);
    assert_eq!(sequence_len(3, 0, -2), 2);
    assert_eq!(sequence_len(0, 3, -1), 0);
    assert_eq!(sequence_len(5, 5, 7), 1);
    assert_eq!(sequence_len(5, 9, 0), 1);
    assert_eq!(sequence_len(1073741823, 0, -1), 1 << 30);
}

#[test]
fn huge_sequences_are_refused_before_looping() {
    // LLVM would look "a" up 2^30 times (minutes); the same def each time.
    check_err(
        "(sequence \"a\", 1073741823, 0)",
        "Sequence of 1073741824 elements, more than the 16777216 tablegen-rs supports: \
         (sequence \"a\", 1073741823, 0)",
    );
    // A stride brings it back under the limit.
    check("(sequence \"a\", 1073741823, 0, 134217728)", "a");
    // Every iteration counts the members of the set it names: the 4097th
    // of a 4096-element set goes over.
    let src = "foreach i = 0...4095 in def r#i;
        def Big : Set<(sequence \"r%u\", 0, 4095)>; def S : Set<(sequence \"Big\", 0, 4096)>;";
    assert_eq!(
        eval(src, "S").as_deref().map_err(|e| e.as_str()),
        Err("Sequence of 16781312 elements, more than the 16777216 tablegen-rs supports: (sequence \"Big\", 0, 4096)")
    );
}

#[test]
fn sets_expand_recursively_and_see_themselves_as_empty() {
    let src = "def S : Set<(add a, b)>; def T : Set<(add c, S, T, S)>;";
    assert_eq!(eval(src, "T").as_deref(), Ok("c a b"));
}

#[test]
fn errors() {
    check_err("(sub a)", "Set difference needs at least two arguments: (sub a)");
    check_err("(and a, b, c)", "Set intersection requires two arguments: (and a, b, c)");
    check_err("(shl a)", "Operator requires (Op Set, Int) arguments: (shl a)");
    check_err("(rotl a, b)", "Second argument must be an integer: (rotl a, b)");
    check_err("(shl a, -1)", "Positive shift required: (shl a, -1)");
    check_err("(trunc a, -1)", "Positive length required: (trunc a, -1)");
    check_err("(decimate a, 0)", "Positive stride required: (decimate a, 0)");
    check_err("(a b)", "Unknown set operator: (a b)");
    check_err("(add \"x\")", "Invalid set element: \"x\"");
    check_err("(sequence)", "Format must be a string: (sequence)");
    check_err("(sequence \"a\", 1)", "To must be an integer: (sequence \"a\", 1)");
}

#[test]
fn custom_operator_and_expander() {
    let mut keeper = tablegen_core::parse_str(
        "t.td",
        "class Pair<list<int> l> { list<int> L = l; } def a; def b; def rev; def P : Pair<[]>;",
    )
    .expect("parses");
    let mut rk = Records::new(&mut keeper);
    let mut st = SetTheory::new();
    st.add_operator("rev", |st: &mut SetTheory, rk: &mut Records<'_>, e: Init, elts: &mut RecSet, loc: &[Loc]| {
        let mut tmp = RecSet::new();
        if let InitKind::Dag { args, .. } = *rk.inits.kind(e) {
            let args: Vec<Init> = rk.inits.slice(args).to_vec();
            st.evaluate_all(rk, &args, &mut tmp, loc)?;
        }
        elts.extend(tmp.as_slice().iter().rev().copied());
        Ok(())
    });
    st.add_expander("Pair", |_: &mut SetTheory, rk: &mut Records<'_>, _: RecId, elts: &mut RecSet| {
        elts.extend([rk.def("b"), rk.def("a")].into_iter().flatten());
        Ok(())
    });
    let p = rk.def("P").expect("P");
    let rev = rk.def("rev").expect("rev");
    let op = rk.def_init(rev);
    let pi = rk.def_init(p);
    let a = rk.def("a").expect("a");
    let ai = rk.def_init(a);
    let expr = rk.inits_mut().dag(op, Init::UNSET, &[ai, pi], &[Init::UNSET, Init::UNSET]);
    let mut out = RecSet::new();
    st.evaluate(&mut rk, expr, &mut out, &[]).expect("evaluates");
    let names: Vec<&str> = out.iter().map(|r| rk.name_str(r)).collect();
    // (a, P) is [a, b]; `rev` reverses it.
    assert_eq!(names, ["b", "a"]);
    assert!(st.expand(&mut rk, a).expect("no error").is_none());
}

#[test]
fn rec_set_keeps_first_insertion_order_past_the_small_size() {
    let rk = tablegen_core::parse_str("t.td", "foreach i = 0...39 in def r#i;").expect("parses");
    let defs = rk.defs();
    let mut s = RecSet::new();
    for r in defs.iter().chain(defs.iter().rev()) {
        s.insert(*r);
    }
    assert_eq!(s.as_slice(), defs.as_slice());
    assert!(defs.iter().all(|r| s.contains(*r)));
}

#[test]
fn printf_conversions_match_c() {
    // Expected strings are glibc's.
    let cases: &[(&str, u32, &str)] = &[
        ("%5u", 7, "    7"),
        ("%-5u|", 7, "7    |"),
        ("%05u", 300, "00300"),
        ("%.3u", 7, "007"),
        ("%.0u", 0, ""),
        ("%+d", 7, "+7"),
        ("% d", 7, " 7"),
        ("%#x", 255, "0xff"),
        ("%#x", 0, "0"),
        ("%#X", 255, "0XFF"),
        ("%#o", 7, "07"),
        ("%#.0o", 0, "0"),
        ("%hhu", 300, "44"),
        ("%hu", 65537, "1"),
        ("%llx", 65537, "10001"),
        ("%5.3d", 7, "  007"),
        ("%05.2u", 7, "   07"),
        ("%#05x", 7, "0x007"),
        ("%0#8o", 7, "00000007"),
        ("%03c", 97, "  a"),
        ("%c", 300, ","),
        ("%%", 1, "%"),
        ("%s!", 1, "%s!"),
    ];
    for (f, v, want) in cases {
        assert_eq!(format_unsigned(f, *v), *want, "{f} {v}");
    }
}
