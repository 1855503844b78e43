//! Unit tests of the analysis: sort rules, contiguity, enum numbering.

use crate::backend::Records;
use tablegen_core::RecordKeeper;

use super::{analyze, FieldKind, GenericTable, Tables, Value};

const PRELUDE: &str = r#"
class GenericEnum { string FilterClass; string NameField = ?; string ValueField = ?; }
class GenericTable {
  string FilterClass; string FilterClassField = ?; string CppTypeName = FilterClass;
  list<string> Fields; list<string> PrimaryKey = ?; string PrimaryKeyName = ?;
  bit PrimaryKeyEarlyOut = false; bit PrimaryKeyReturnRange = false;
}
class SearchIndex { GenericTable Table; list<string> Key; bit EarlyOut = false; }
"#;

fn run(src: &str) -> (RecordKeeper, Tables) {
    let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{src}")).expect("parses");
    let t = analyze(&mut Records::new(&mut keeper)).expect("analyses");
    (keeper, t)
}

fn fail(src: &str) -> String {
    let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{src}")).expect("parses");
    let mut rk = Records::new(&mut keeper);
    assert!(analyze(&mut rk).is_err());
    rk.take_diagnostics().into_iter().map(|d| d.text().to_string()).collect::<Vec<_>>().join("\n")
}

fn names(rk: &RecordKeeper, t: &GenericTable) -> Vec<String> {
    t.entries.iter().map(|e| rk.name_str(*e).to_owned()).collect()
}

#[test]
fn automatic_enum_values_follow_names() {
    let (_, t) = run(r#"
        class K<int v> { int V = v; }
        def Zed : K<1>; def Alpha : K<7>; def Mid : K<3>;
        def Auto : GenericEnum { let FilterClass = "K"; }
        def Valued : GenericEnum { let FilterClass = "K"; let ValueField = "V"; }
    "#);
    let auto: Vec<_> = t.enums[0].entries.iter().map(|e| (e.name.as_str(), e.value)).collect();
    assert_eq!(auto, [("Alpha", 0), ("Mid", 1), ("Zed", 2)]);
    // Explicit values keep definition (name) order, unsorted by value.
    let valued: Vec<_> = t.enums[1].entries.iter().map(|e| (e.name.as_str(), e.value)).collect();
    assert_eq!(valued, [("Alpha", 7), ("Mid", 3), ("Zed", 1)]);
}

#[test]
fn entries_sort_by_all_fields_then_stably_by_primary_key() {
    let (rk, t) = run(r#"
        class R<string s, int k> { string S = s; bits<4> K = k; }
        def a : R<"b", 2>; def b : R<"A", 2>; def c : R<"c", 1>; def d : R<"a", 1>;
        def T : GenericTable {
          let FilterClass = "R"; let Fields = ["S", "K"];
          let PrimaryKey = ["K"]; let PrimaryKeyName = "lookup";
        }
    "#);
    // All fields first: "a" and "A" tie case-insensitively, so K puts d
    // before b (d, b, a, c); then the primary key K keeps that order among
    // equal keys.
    assert_eq!(names(&rk, &t.tables[0]), ["d", "c", "b", "a"]);
    let pk = t.tables[0].primary_key.as_ref().unwrap();
    assert_eq!(pk.rows, [0, 1, 2, 3]);
    assert!(!pk.contiguous, "1, 1, 2, 2 is not contiguous");
}

#[test]
fn contiguity_of_numeric_keys() {
    let (_, t) = run(r#"
        class R<int k, int g> { bits<8> K = k; bits<8> G = g; string N = NAME; }
        def x : R<5, 1>; def y : R<6, 3>; def z : R<7, 2>;
        def T : GenericTable {
          let FilterClass = "R"; let Fields = ["K", "G", "N"];
          let PrimaryKey = ["K"]; let PrimaryKeyName = "byK";
        }
        def byG : SearchIndex { let Table = T; let Key = ["G"]; }
        def byN : SearchIndex { let Table = T; let Key = ["N"]; }
        def byKG : SearchIndex { let Table = T; let Key = ["K", "G"]; }
    "#);
    let t = &t.tables[0];
    assert!(t.primary_key.as_ref().unwrap().contiguous);
    let by_g = &t.indices[0];
    assert_eq!(by_g.rows, [0, 2, 1]);
    assert!(by_g.contiguous, "1, 2, 3 in index order");
    assert!(!t.indices[1].contiguous, "strings never are");
    assert!(!t.indices[2].contiguous, "two-field keys never are");
}

#[test]
fn enum_fields() {
    let (_, t) = run(r#"
        class Kind; def KB : Kind; def KA : Kind;
        def Kinds : GenericEnum { let FilterClass = "Kind"; }
        class R<Kind k> { Kind K = k; }
        def r1 : R<KB>; def r2 : R<KA>;
        def T : GenericTable {
          let FilterClass = "R"; let Fields = ["K"]; string TypeOf_K = "Kinds";
          let PrimaryKey = ["K"]; let PrimaryKeyName = "byK";
        }
    "#);
    let table = &t.tables[0];
    assert_eq!(table.fields[0].kind, FieldKind::Enum(0));
    // Sorted by enum value: KA (0) then KB (1).
    assert_eq!(table.values, [Value::Enum(0), Value::Enum(1)]);
    assert!(table.primary_key.as_ref().unwrap().contiguous);
}

#[test]
fn code_and_string_values() {
    let (rk, t) = run(r#"
        class R<string s> { string S = s; code C = [{x < y}]; string P = "p"; }
        def r1 : R<"a">;
        def T : GenericTable { let FilterClass = "R"; let Fields = ["S", "C", "P"]; string TypeOf_P = "code"; }
    "#);
    let table = &t.tables[0];
    let kinds: Vec<_> = table.fields.iter().map(|f| f.kind).collect();
    assert_eq!(kinds, [FieldKind::String, FieldKind::String, FieldKind::Code]);
    assert!(matches!(table.row(0), [Value::String(_), Value::Code(_), Value::Code(_)]));
    let Value::Code(c) = table.row(0)[1] else { unreachable!() };
    assert_eq!(rk.inits.as_str(c), Some("x < y"));
}

#[test]
fn instruction_keys_sort_pseudos_first() {
    let (rk, t) = run(r#"
        class HwMode; class HwModeSelect; class Fusion; class Target; def T0 : Target;
        class Instruction { string Namespace = "X"; bit isPseudo = false; Instruction Op = !cast<Instruction>(NAME); }
        def B : Instruction; def A : Instruction;
        let isPseudo = true in { def Z : Instruction; def Y : Instruction; }
        def T : GenericTable { let FilterClass = "Instruction"; let Fields = ["Op"]; }
    "#);
    assert_eq!(t.tables[0].fields[0].kind, FieldKind::Instruction);
    assert_eq!(names(&rk, &t.tables[0]), ["Y", "Z", "A", "B"]);
    // No fixed opcodes: the enumeration cannot be computed, quietly.
    assert!(t.instructions.is_none());
}

#[test]
fn string_primary_key_is_an_error() {
    let msg = fail(
        r#"
        class R { string S = NAME; }
        def r1 : R; def r2 : R;
        def T : GenericTable {
          let FilterClass = "R"; let Fields = ["S"];
          let PrimaryKey = ["S"]; let PrimaryKeyName = "byS";
        }
    "#,
    );
    assert_eq!(msg, "In table 'T', use a secondary lookup method for case-insensitive comparison of field 'S'");
}

#[test]
fn unprintable_fields_fail_only_when_compared() {
    // Distinct first fields: the list is never compared, only printed.
    let msg = fail(
        r#"
        class R<int v> { bits<2> V = v; list<int> L = []; }
        def r1 : R<1>; def r2 : R<2>;
        def T : GenericTable { let FilterClass = "R"; let Fields = ["V", "L"]; }
    "#,
    );
    assert!(msg.starts_with("invalid field type for field 'L'"), "{msg}");
}

/// The one fatal error `src` gives, and whether it is at `def`'s locations.
fn fail_at(src: &str, def: &str) -> (String, bool) {
    let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{src}")).expect("parses");
    let mut rk = Records::new(&mut keeper);
    assert!(analyze(&mut rk).is_err());
    let locs = rk.record(rk.def(def).expect("def exists")).locs.to_vec();
    match rk.take_diagnostics().as_slice() {
        [crate::backend::Diagnostic::Message { locs: at, msg, .. }] => (msg.clone(), *at == locs),
        other => panic!("{other:?}"),
    }
}

#[test]
fn enum_values_that_are_not_ints_are_errors_at_the_entry() {
    // LLVM reads a heap address for `?` (a different one every run).
    let (msg, located) = fail_at(
        r#"
        class K { int V; }
        def KA : K { let V = 1; }
        def KB : K { let V = ?; }
        def E : GenericEnum { let FilterClass = "K"; let ValueField = "V"; }
    "#,
        "KB",
    );
    assert_eq!((msg.as_str(), located), ("Record `KB', field `V' is unset: the enum value is undefined", true));
    // LLVM crashes on a string.
    let (msg, located) = fail_at(
        r#"
        class K { string V; }
        def KA : K { let V = "x"; }
        def E : GenericEnum { let FilterClass = "K"; let ValueField = "V"; }
    "#,
        "KA",
    );
    assert_eq!((msg.as_str(), located), ("Record `KA', field `V': '\"x\"' is not convertible to int", true));
}

#[test]
fn rust_lookup_without_key_fields() {
    // `PrimaryKey = []` (found by fuzz/'s `targets`): C++'s comparator then
    // orders nothing and its lookup returns the first row; the Rust writer
    // indexed the missing first key field.
    use crate::backend::{Backend as _, Lang, Options};
    let src = r#"
        class Ent<bits<8> a> { bits<8> A = a; }
        def E0 : Ent<17>; def E1 : Ent<2>;
        def Tab : GenericTable { let FilterClass = "Ent"; let Fields = ["A"]; let PrimaryKey = []; let PrimaryKeyName = "lookupTab"; }
        def Rng : GenericTable { let FilterClass = "Ent"; let Fields = ["A"]; let PrimaryKey = []; let PrimaryKeyName = "lookupRng"; let PrimaryKeyReturnRange = true; }
    "#;
    let mut keeper = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{src}")).expect("parses");
    let out = super::BACKEND.emit(&mut Records::new(&mut keeper), &Options::default(), Lang::Rust).expect("emits");
    assert!(out.contains("pub fn lookup_tab() -> Option<&'static Ent> {\n    Some(&TAB[0])\n}"), "{out}");
    assert!(out.contains("pub fn lookup_rng() -> &'static [Ent] {\n    &RNG[..]\n}"), "{out}");
}
