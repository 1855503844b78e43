//! Parser tests. Every expected output below was produced by
//! `llvm-tblgen-19 t.td` (the default `-print-records` backend) on the same
//! input: stdout, stderr (program name normalised to `llvm-tblgen`) and the
//! exit status.

use super::{parse_source, ParseOptions};

/// Runs the parser and the `-print-records` backend like `llvm-tblgen t.td`
/// and returns (stdout, stderr, exit status).
fn run(src: &str) -> (String, String, i32) {
    match parse_source("t.td", src, &ParseOptions::default()) {
        Ok(mut rk) => {
            let out = rk.print_records();
            super::flush_diagnostics(&mut rk);
            let sm = rk.source.as_mut().expect("source manager kept");
            let mut err = sm.take_diagnostics();
            let n = sm.error_count();
            if n > 0 {
                err.push_str(&format!("llvm-tblgen: {n} errors.\n"));
            }
            (out, err, i32::from(n > 0))
        }
        Err(f) => (String::new(), f.diagnostics, 1),
    }
}

fn check(src: &str, stdout: &str, stderr: &str, status: i32) {
    let (out, err, st) = run(src);
    assert_eq!(err, stderr, "stderr differs");
    assert_eq!(out, stdout, "stdout differs");
    assert_eq!(st, status, "exit status differs");
}

/// Parses `src` on the test's own thread (2 MiB of stack: deep input
/// must grow the stack on demand) and returns the diagnostics.
fn diagnostics_of(src: String) -> (bool, String) {
    match parse_source("t.td", &src, &ParseOptions::default()) {
        Ok(mut rk) => (true, rk.source.as_mut().map(|s| s.take_diagnostics()).unwrap_or_default()),
        Err(f) => (false, f.diagnostics),
    }
}

/// Nesting far deeper than llvm-tblgen-19 survives (it overflows its
/// stack at 9,000 to 25,000 levels of these) is evaluated, not rejected.
#[test]
fn deep_nesting_is_accepted() {
    const N: usize = 30_000;
    // Foreach resolution rebuilds its substitutions per level, quadratic in
    // depth as in LLVM: a shallower chain keeps the test quick.
    const LOOPS: usize = 5_000;
    let deep_value = format!("def X {{ int a = {}1{}; }}\n", "!add(1, ".repeat(N), ")".repeat(N));
    let rk = parse_source("t.td", &deep_value, &ParseOptions::default()).expect("deep !add");
    let x = rk.def("X").expect("X");
    assert_eq!(rk.value_as_int(x, "a").ok(), Some(N as i64 + 1));
    let deep_list =
        format!("def X {{ {}int{} a = {}1{}; }}\n", "list<".repeat(N), ">".repeat(N), "[".repeat(N), "]".repeat(N));
    assert_eq!(diagnostics_of(deep_list), (true, String::new()));
    let deep_let = format!("class C {{ int a = 0; }}\n{}def X : C;\n", "let a = 1 in ".repeat(N));
    let rk = parse_source("t.td", &deep_let, &ParseOptions::default()).expect("deep let");
    assert_eq!(rk.value_as_int(rk.def("X").expect("X"), "a").ok(), Some(1));
    let deep_foreach = format!("{}def X#i;\n", "foreach i = [1] in ".repeat(LOOPS));
    let rk = parse_source("t.td", &deep_foreach, &ParseOptions::default()).expect("deep foreach");
    assert!(rk.def("X1").is_some());
}

#[test]
fn huge_ranges_are_rejected() {
    let (ok, d) = diagnostics_of("foreach i = 0-4000000000 in def X#i;\n".to_string());
    assert!(!ok && d.contains("would create 4000000001 elements"), "{d}");
    let (ok, d) = diagnostics_of("def X { bits<4000000000> b; }\n".to_string());
    assert!(!ok && d.contains("bits<4000000000> would create"), "{d}");
}

#[test]
fn garbage_never_panics() {
    let inputs = [
        "def",
        "def X :",
        "def X : C<",
        "class C<int a = > {",
        "multiclass M { defm : ; }",
        "defm X : ;",
        "def X { int a = !add(; }",
        "def X { list<int> a = [1,2][; }",
        "def X { dag d = (; }",
        "foreach in",
        "if then else",
        "let in",
        "defset list<int> = {",
        "deftype = ;",
        "defvar = ;",
        "assert ,;",
        "dump ;",
        "def X { bits<4> b = 0; let b{9-0} = 0; }",
        "def X { int a = 1{70}; }",
        "def X { int a = ?{1}; }",
        "def X { list<int> l = [1]; int a = l[?]; int b = l[1...?]; }",
        "class C<int x> { C c = C<>; }",
        "def X { int a = !foldl(1, [1], a, a, a); }",
        "def X { string s = !cast<string>(?); }",
        "def X#?;",
        "def 5;",
        "def [1];",
        "def X { int a = !cond(?: ?); }",
        "}}}}",
        "#ifdef X\n",
        "def X { int a = !range(); }",
        "def X { dag d = !dag(?, ?, ?); }",
        "def X { int a = !if(?, ?, ?); }",
        "multiclass M : M;",
        "multiclass M<int a> { def X#a; }\ndefm : M<1>, M<2>;",
    ];
    for src in inputs {
        let _ = diagnostics_of(src.to_string());
    }
}

#[test]
fn reports_dependencies_and_filename() {
    let (rk, deps) = super::parse_source_with_deps("t.td", "def X;\n", &ParseOptions::default()).unwrap();
    assert_eq!(rk.input_filename(), "t.td");
    assert!(deps.is_empty());
    assert!(rk.def("X").is_some());
}

#[test]
fn parse_str_fails_on_errors() {
    assert!(super::parse_str("t.td", "def X { int a = ?; int b = !add(a, 1); }").is_err());
    assert!(super::parse_str("t.td", "def X { int a = 1; }").is_ok());
}

#[test]
fn unused_template_arg_warning_can_be_disabled() {
    let opts = ParseOptions { no_warn_on_unused_template_args: true, ..Default::default() };
    let mut rk = parse_source("t.td", "class C<int u>;\n", &opts).unwrap();
    assert_eq!(rk.source.as_mut().unwrap().take_diagnostics(), "");
    let mut rk = parse_source("t.td", "class C<int u>;\n", &ParseOptions::default()).unwrap();
    assert!(rk.source.as_mut().unwrap().take_diagnostics().contains("unused template argument: C:u"));
}

#[test]
fn macros_are_passed_to_the_lexer() {
    let src = "#ifdef FOO\ndef A;\n#else\ndef B;\n#endif\n";
    let opts = ParseOptions { macros: vec!["FOO".into()], ..Default::default() };
    let rk = parse_source("t.td", src, &opts).unwrap();
    assert!(rk.def("A").is_some() && rk.def("B").is_none());
}

#[test]
fn class_args() {
    check(
        r#"class C<int a, string s = "x"> { int v = a; string t = s; }
def X : C<1>;
def Y : C<2, "y">;
def Z : C<s = "z", a = 3>;
"#,
        r#"------------- Classes -----------------
class C<int C:a = ?, string C:s = "x"> {
  int v = C:a;
  string t = C:s;
}
------------- Defs -----------------
def X {	// C
  int v = 1;
  string t = "x";
}
def Y {	// C
  int v = 2;
  string t = "y";
}
def Z {	// C
  int v = 3;
  string t = "z";
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn let_forms() {
    check(
        r#"class C { int a = 1; bits<8> b = 0; string s = "c"; }
let a = 5 in def X : C;
let s = "t" in { def Y : C { let b{3-0} = 0b1111; } def Z : C { let b{7...6} = 2; } }
let b{1} = 1, a = 9 in def W : C;
"#,
        r#""#,
        r#"t.td:4:6: error: expected '=' in let expression
let b{1} = 1, a = 9 in def W : C;
     ^
"#,
        1,
    );
}

#[test]
fn multiclass_defm() {
    check(
        r#"class I<string n, int v> { string Name = n; int Val = v; }
multiclass M<int base> {
  def _a : I<NAME, base>;
  def _b : I<NAME, !add(base, 1)>;
  def NAME#_c : I<"c", base>;
}
multiclass N<int k> : M<k> {
  defm _inner : M<!mul(k, 10)>;
}
defm Foo : N<2>;
defm : M<7>;
"#,
        r#"------------- Classes -----------------
class I<string I:n = ?, int I:v = ?> {
  string Name = I:n;
  int Val = I:v;
}
------------- Defs -----------------
def Foo_a {	// I
  string Name = "Foo";
  int Val = 2;
}
def Foo_b {	// I
  string Name = "Foo";
  int Val = 3;
}
def Foo_c {	// I
  string Name = "c";
  int Val = 2;
}
def Foo_inner_a {	// I
  string Name = "Foo_inner";
  int Val = 20;
}
def Foo_inner_b {	// I
  string Name = "Foo_inner";
  int Val = 21;
}
def Foo_inner_c {	// I
  string Name = "c";
  int Val = 20;
}
def anonymous_0_a {	// I
  string Name = "anonymous_0";
  int Val = 7;
}
def anonymous_0_b {	// I
  string Name = "anonymous_0";
  int Val = 8;
}
def anonymous_0_c {	// I
  string Name = "c";
  int Val = 7;
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn defm_with_class() {
    check(
        r#"class Base { int b = 0; }
class Extra<int e> { int x = e; }
multiclass M { def _1 : Base; def _2 : Base; }
let b = 4 in defm P : M, Extra<3>;
"#,
        r#"------------- Classes -----------------
class Base {
  int b = 0;
}
class Extra<int Extra:e = ?> {
  int x = Extra:e;
}
------------- Defs -----------------
def P_1 {	// Base Extra
  int b = 4;
  int x = 3;
}
def P_2 {	// Base Extra
  int b = 4;
  int x = 3;
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn foreach_if() {
    check(
        r#"foreach i = 0-2 in def R#i { int n = i; }
foreach s = ["a", "b"] in { defvar u = !toupper(s); def S_#u { string v = s; } }
foreach i = {5, 7-8} in if !eq(i, 7) then def Seven#i; else def Other#i;
"#,
        r#"------------- Classes -----------------
------------- Defs -----------------
def Other5 {
}
def Other8 {
}
def R0 {
  int n = 0;
}
def R1 {
  int n = 1;
}
def R2 {
  int n = 2;
}
def S_A {
  string v = "a";
}
def S_B {
  string v = "b";
}
def Seven7 {
}
"#,
        r#""#,
        0,
    );
}

/// A `!foreach` body is evaluated once per distinct item and reused, but
/// not when it asked which records exist: those answers change as the
/// input is read.
#[test]
fn foreach_bodies_that_look_up_records_are_evaluated_again() {
    // `V<"A">` applies the body `A` applied to in `W<"A">` once `A` exists.
    check(
        r#"class C { int v = 1; }
class W<string nm> { list<string> ns = [nm]; list<bit> e = !foreach(n, ns, !exists<C>(n)); }
class V<string nm> { list<string> ns = [nm]; list<bit> e = !foreach(n, ns, !exists<C>(n)); }
def X { W w = W<"A">; }
def A : C;
def Y { V v = V<"A">; }
"#,
        r#"------------- Classes -----------------
class C {
  int v = 1;
}
class V<string V:nm = ?> {
  list<string> ns = [V:nm];
  list<bit> e = !cast<list<bit>>(!foreach(n, ns, !exists<C>(n)));
}
class W<string W:nm = ?> {
  list<string> ns = [W:nm];
  list<bit> e = !cast<list<bit>>(!foreach(n, ns, !exists<C>(n)));
}
------------- Defs -----------------
def A {	// C
  int v = 1;
}
def X {
  W w = anonymous_0;
}
def Y {
  V v = anonymous_1;
}
def anonymous_0 {	// W
  list<string> ns = ["A"];
  list<bit> e = !cast<list<bit>>([!exists<C>("A")]);
}
def anonymous_1 {	// V
  list<string> ns = ["A"];
  list<bit> e = [1];
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn defset_deftype() {
    check(
        r#"deftype Num = int;
class C<Num n> { Num v = n; }
defset list<C> All = {
  def A : C<1>;
  defset list<C> Inner = { def B : C<2>; }
}
def L { list<C> all = All; list<C> inner = Inner; }
"#,
        r#"------------- Classes -----------------
class C<int C:n = ?> {
  int v = C:n;
}
------------- Defs -----------------
def A {	// C
  int v = 1;
}
def B {	// C
  int v = 2;
}
def L {
  list<C> all = [A, B];
  list<C> inner = [B];
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn values() {
    check(
        r#"def op;
def X {
  bits<4> b = { 1, 0, ?, 1 };
  bits<8> c = 0b10100101;
  bits<2> d = c{7-6};
  bits<3> e = c{0...2};
  list<int> l = [0, 1, 2, 3, 4, 5, 6, 7];
  list<int> s1 = l[1...3];
  list<int> s2 = l[1, 3-4, 6];
  int s3 = l[5];
  list<int> s4 = l[2,];
  dag g = (op 1:$a, "s", $b);
  string str = "ab" "cd";
  code k = [{ some code }];
  list<string> e2 = []<string>;
  string p = "pre" # 5 # "post";
  list<int> lp = [1] # [2, 3];
}
"#,
        r#"------------- Classes -----------------
------------- Defs -----------------
def X {
  bits<4> b = { 1, 0, ?, 1 };
  bits<8> c = { 1, 0, 1, 0, 0, 1, 0, 1 };
  bits<2> d = { 1, 0 };
  bits<3> e = { 1, 0, 1 };
  list<int> l = [0, 1, 2, 3, 4, 5, 6, 7];
  list<int> s1 = [1, 2, 3];
  list<int> s2 = [1, 3, 4, 6];
  int s3 = 5;
  list<int> s4 = [2];
  dag g = (op 1:$a, "s", ?:$b);
  string str = "abcd";
  code k = [{ some code }];
  list<string> e2 = [];
  string p = "pre5post";
  list<int> lp = [1, 2, 3];
}
def op {
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn anonymous() {
    check(
        r#"class C<int a> { int v = a; }
def : C<1>;
def X { int q = C<5>.v; C r = C<6>; }
def : C<1>;
def Y { C r = C<6>; }
"#,
        r#"------------- Classes -----------------
class C<int C:a = ?> {
  int v = C:a;
}
------------- Defs -----------------
def X {
  int q = 5;
  C r = anonymous_2;
}
def Y {
  C r = anonymous_2;
}
def anonymous_0 {	// C
  int v = 1;
}
def anonymous_1 {	// C
  int v = 5;
}
def anonymous_2 {	// C
  int v = 6;
}
def anonymous_3 {	// C
  int v = 1;
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn named_self() {
    check(
        r#"class C { string n = NAME; }
def X : C;
def : C;
def Y { string self = NAME; }
"#,
        r#"------------- Classes -----------------
class C {
  string n = C:NAME;
}
------------- Defs -----------------
def X {	// C
  string n = "X";
}
def Y {
  string self = ?;
}
def anonymous_0 {	// C
  string n = "anonymous_0";
}
"#,
        r#"t.td:4:23: error: Variable not defined: 'NAME'
def Y { string self = NAME; }
                      ^
llvm-tblgen: 1 errors.
"#,
        1,
    );
}

#[test]
fn defvar_scopes() {
    check(
        r#"defvar g = 10;
class C<int a> { defvar t = !mul(a, 2); int v = !add(t, g); }
def X : C<3>;
foreach i = [1, 2] in { defvar d = !add(i, g); def Y#i { int v = d; } }
"#,
        r#"------------- Classes -----------------
class C<int C:a = ?> {
  int v = !add(!mul(C:a, 2), 10);
}
------------- Defs -----------------
def X {	// C
  int v = 16;
}
def Y1 {
  int v = 11;
}
def Y2 {
  int v = 12;
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn bang_ops() {
    check(
        r#"def X {
  int a = !add(1, 2, 3);
  int b = !sub(10, 4);
  bit c = !eq("a", "a");
  list<int> d = !foreach(x, [1, 2, 3], !mul(x, x));
  list<int> e = !filter(x, [1, 2, 3, 4], !gt(x, 2));
  int f = !foldl(0, [1, 2, 3], acc, v, !add(acc, v));
  int g = !cond(!eq(a, 5): 1, true: 2);
  list<int> h = !range(3);
  string i = !interleave(["a", "b"], "-");
  int j = !size([1, 2]);
  string k = !substr("hello", 1, 3);
  int m = !find("hello", "l");
  list<int> n = !listremove([1, 2, 3, 2], [2]);
  int o = !if(!lt(1, 2), 10, 20);
}
"#,
        r#"------------- Classes -----------------
------------- Defs -----------------
def X {
  int a = 6;
  int b = 6;
  bit c = 1;
  list<int> d = [1, 4, 9];
  list<int> e = [3, 4];
  int f = 6;
  int g = 2;
  list<int> h = [0, 1, 2];
  string i = "a-b";
  int j = 2;
  string k = "ell";
  int m = 2;
  list<int> n = [1, 3];
  int o = 10;
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn field_access() {
    check(
        r#"def A { int v = 3; }
class C<int x> { int w = x; }
def B { int a = A.v; int b = C<4>.w; }
"#,
        r#"------------- Classes -----------------
class C<int C:x = ?> {
  int w = C:x;
}
------------- Defs -----------------
def A {
  int v = 3;
}
def B {
  int a = 3;
  int b = 4;
}
def anonymous_0 {	// C
  int w = 4;
}
"#,
        r#""#,
        0,
    );
}

#[test]
fn err_undefined() {
    check(
        r#"def X { int a = b; }
"#,
        r#"------------- Classes -----------------
------------- Defs -----------------
def X {
  int a = ?;
}
"#,
        r#"t.td:1:17: error: Variable not defined: 'b'
def X { int a = b; }
                ^
llvm-tblgen: 1 errors.
"#,
        1,
    );
}

#[test]
fn err_dup_def() {
    check(
        r#"def X;
def X;
"#,
        r#""#,
        r#"t.td:2:5: error: def already exists: X
def X;
    ^
t.td:1:5: note: location of previous definition
def X;
    ^
"#,
        1,
    );
}

#[test]
fn err_type() {
    check(
        r#"def X { int a = "s"; }
"#,
        r#"------------- Classes -----------------
------------- Defs -----------------
def X {
  int a;
}
"#,
        r#"t.td:1:17: error: Field 'a' of type 'int' is incompatible with value '"s"' of type 'string'
def X { int a = "s"; }
                ^
llvm-tblgen: 1 errors.
"#,
        1,
    );
}

#[test]
fn err_too_many_args() {
    check(
        r#"class C<int a>;
def X : C<1, 2>;
"#,
        r#""#,
        r#"t.td:1:13: warning: unused template argument: C:a
class C<int a>;
            ^
t.td:2:14: error: Too many template arguments: 2
def X : C<1, 2>;
             ^
"#,
        1,
    );
}

#[test]
fn err_missing_arg() {
    check(
        r#"class C<int a> { int v = a; }
def X : C;
"#,
        r#""#,
        r#"t.td:2:9: error: value not specified for template argument 'C:a'
def X : C;
        ^
t.td:1:13: note: declared in 'C'
class C<int a> { int v = a; }
            ^
"#,
        1,
    );
}

#[test]
fn err_arg_type() {
    check(
        r#"class C<int a> { int v = a; }
def X : C<"s">;
"#,
        r#""#,
        r#"t.td:2:9: error: Value specified for template argument 'C:a' is of type string; expected type int: "s"
def X : C<"s">;
        ^
"#,
        1,
    );
}

#[test]
fn err_unknown_class() {
    check(
        r#"def X : Nope;
"#,
        r#""#,
        r#"t.td:1:9: error: Couldn't find class 'Nope'
def X : Nope;
        ^
"#,
        1,
    );
}

#[test]
fn err_multiclass_as_class() {
    check(
        r#"multiclass M { def _a; }
def X : M;
"#,
        r#""#,
        r#"t.td:2:9: error: Couldn't find class 'M'. Use 'defm' if you meant to use multiclass 'M'
def X : M;
        ^
"#,
        1,
    );
}

#[test]
fn err_top_level() {
    check(
        r#"def X;
}
"#,
        r#""#,
        r#"t.td:2:1: error: Unexpected token at top level
}
^
"#,
        1,
    );
}

#[test]
fn err_defm_dup() {
    check(
        r#"multiclass M { def _a { int v = 1; } }
defm X : M;
defm X : M;
"#,
        r#"------------- Classes -----------------
------------- Defs -----------------
def X_a {
  int v = 1;
}
"#,
        r#"t.td:1:20: error: def already exists: X_a
multiclass M { def _a { int v = 1; } }
                   ^
t.td:3:10: note: instantiated from multiclass
defm X : M;
         ^
t.td:1:20: note: location of previous definition
multiclass M { def _a { int v = 1; } }
                   ^
t.td:2:10: note: instantiated from multiclass
defm X : M;
         ^
llvm-tblgen: 1 errors.
"#,
        1,
    );
}

#[test]
fn err_unresolved() {
    check(
        r#"def X { int a = ?; int b = !add(a, 1); }
"#,
        r#"------------- Classes -----------------
------------- Defs -----------------
def X {
  int a = ?;
  int b = !add(a, 1);
}
"#,
        r#"t.td:1:5: error: Initializer of 'b' in 'X' could not be fully resolved: !add(a, 1)
def X { int a = ?; int b = !add(a, 1); }
    ^
llvm-tblgen: 1 errors.
"#,
        1,
    );
}

#[test]
fn warn_unused_targ() {
    check(
        r#"class C<int unused> { int v = 1; }
def X : C<1>;
"#,
        r#"------------- Classes -----------------
class C<int C:unused = ?> {
  int v = 1;
}
------------- Defs -----------------
def X {	// C
  int v = 1;
}
"#,
        r#"t.td:1:13: warning: unused template argument: C:unused
class C<int unused> { int v = 1; }
            ^
"#,
        0,
    );
}

#[test]
fn assert_dump() {
    check(
        r#"assert 0, "top";
class C<int n> { assert !gt(n, 0), "n > 0"; dump "n is " # n; }
def X : C<0>;
"#,
        r#"------------- Classes -----------------
class C<int C:n = ?> {
}
------------- Defs -----------------
def X {	// C
}
"#,
        r#"t.td:1:8: error: assertion failed
assert 0, "top";
       ^
note: top
t.td:2:25: error: assertion failed
class C<int n> { assert !gt(n, 0), "n > 0"; dump "n is " # n; }
                        ^
note: n > 0
t.td:2:45: note: n is 0
class C<int n> { assert !gt(n, 0), "n > 0"; dump "n is " # n; }
                                            ^
llvm-tblgen: 2 errors.
"#,
        1,
    );
}

#[test]
fn err_semicolon() {
    check(
        r#"def X { int a = 1; };
"#,
        r#"------------- Classes -----------------
------------- Defs -----------------
def X {
  int a = 1;
}
"#,
        r#"t.td:1:21: error: A class or def body should not end with a semicolon
def X { int a = 1; };
                    ^
note: Semicolon ignored; remove to eliminate this error
llvm-tblgen: 1 errors.
"#,
        1,
    );
}

#[test]
fn err_bits() {
    check(
        r#"def X { bits<4> a = 0; let a{1,1} = 0; }
"#,
        r#""#,
        r#"t.td:1:28: error: Cannot set bit #1 of value 'a' more than once
def X { bits<4> a = 0; let a{1,1} = 0; }
                           ^
"#,
        1,
    );
}
