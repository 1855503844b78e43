//! Unit tests of the checks; the header itself is checked against LLVM by
//! the parity rows (OpenMP's `OMP.td`, OpenACC's `ACC.td`).

use crate::backend::{Backend, Diagnostic, Lang, Records};
use tablegen_core::parser::{parse_source, ParseOptions};

/// `DirectiveBase.td` (from the golden corpus), then `body`, through the
/// declaration backend.
fn emit(body: &str) -> (Result<String, ()>, Vec<Diagnostic>) {
    emit_with(&super::DECL, body)
}

/// The same through the implementation backend.
fn emit_impl(body: &str) -> (Result<String, ()>, Vec<Diagnostic>) {
    emit_with(&super::IMPL, body)
}

fn emit_with(backend: &dyn Backend, body: &str) -> (Result<String, ()>, Vec<Diagnostic>) {
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    let src = format!("include \"llvm/Frontend/Directive/DirectiveBase.td\"\n{body}");
    let Ok(mut keeper) = parse_source("t.td", &src, &opts) else { panic!("parse failed") };
    let mut rk = Records::new(&mut keeper);
    let out = backend.emit(&mut rk, &Default::default(), Lang::Cpp).map_err(|_| ());
    (out, rk.take_diagnostics())
}

fn messages(diags: &[Diagnostic]) -> Vec<&str> {
    diags.iter().map(Diagnostic::text).collect()
}

#[test]
fn an_empty_language_name_is_fine() {
    // What llvm-tblgen-19 prints for `let name = "";`, in part.
    let (out, _) = emit("def L : DirectiveLanguage { let name = \"\"; }");
    let out = out.expect("emits");
    assert!(out.starts_with("#ifndef LLVM__INC\n#define LLVM__INC\n"), "{out}");
    assert!(out.contains("\nenum class Directive {\n};\n\nstatic constexpr std::size_t Directive_enumSize = 0;\n"));
    assert!(out.contains("Directive getDirectiveKind(llvm::StringRef Str);\n"));
    assert!(out.ends_with("} // namespace llvm\n#endif // LLVM__INC\n"), "{out}");
}

#[test]
fn exactly_one_language() {
    let (out, diags) = emit("");
    assert!(out.is_err());
    // LLVM indexes the empty list (a crash); located at the class here.
    match diags.as_slice() {
        [Diagnostic::Message { locs, msg, .. }] => {
            assert_eq!(msg, "A single definition of DirectiveLanguage is needed.");
            assert_eq!(locs.len(), 1);
        }
        other => panic!("{other:?}"),
    }
    let (_, diags) = emit("def L1 : DirectiveLanguage; def L2 : DirectiveLanguage;");
    assert_eq!(messages(&diags), ["A single definition of DirectiveLanguage is needed."]);
}

#[test]
fn repeated_clauses_are_reported_then_fatal() {
    let (out, diags) = emit(
        r#"def L : DirectiveLanguage { let name = "T"; }
def C_a : Clause<"a">;
def C_b : Clause<"b">;
def D : Directive<"d"> {
  let allowedClauses = [VersionedClause<C_a>, VersionedClause<C_a>];
  let requiredClauses = [VersionedClause<C_b>];
  let allowedOnceClauses = [VersionedClause<C_b>];
}
"#,
    );
    assert!(out.is_err());
    // The allowed list's repeat is found by both checks.
    assert_eq!(
        messages(&diags),
        [
            "Clause C_a already defined on directive D",
            "Clause C_a already defined on directive D",
            "One or more clauses are defined multiple times on directive D",
        ]
    );
}

/// A language with a compound directive, its `end` form, an implicit
/// clause and a clause with values.
const SMALL: &str = r#"def L : DirectiveLanguage {
  let name = "T"; let cppNamespace = "t"; let directivePrefix = "D_"; let clausePrefix = "C_";
}
def CV1 : ClauseVal<"v one",1,1> { let isDefault = 1; }
def C_a : Clause<"a"> { let isImplicit = 1; }
def C_b : Clause<"b_c"> { let isDefault = 1; let flangClass = "Name"; let isValueList = 1;
  let enumClauseValue = "BV"; let allowedClauseValues = [CV1]; }
def D_x : Directive<"x"> { let isDefault = 1; let association = AS_Loop; let category = CA_Meta;
  let allowedClauses = [VersionedClause<C_b, 2, 4>]; let requiredClauses = [VersionedClause<C_a>]; }
def D_y : Directive<"y"> { let association = AS_Block; let category = CA_Meta; }
def D_z : Directive<"end x y"> { let category = CA_Meta; let leafConstructs = [D_x, D_y]; }
def D_w : Directive<"x y"> { let category = CA_Meta; let leafConstructs = [D_x, D_y]; }
"#;

#[test]
fn the_implementation_matches_llvm() {
    // Pieces of what llvm-tblgen-19 prints for `SMALL`.
    let (out, diags) = emit_impl(SMALL);
    assert!(diags.is_empty(), "{diags:?}");
    let out = out.expect("emits");
    for piece in [
        // An implicit clause reads as the default one.
        "    .Case(\"a\",C_b_c)\n    .Case(\"b_c\",C_b_c)\n    .Default(C_b_c);\n",
        "    .Case(\"v_one\",CV1)\n    .Default(CV1);\n",
        "          return 2 <= Version && 4 >= Version;\n",
        "          return 1 <= Version && 2147483647 >= Version;\n",
        "TYPE_PARSER(\n  \"b_c\" >> construct<>(construct<::BC>(parenthesized(nonemptyList(name)))) ||\n",
        // `x y` takes its leaves' combined association, Loop.
        "  case llvm::t::Directive::D_x_y:\n    return llvm::t::Association::Loop;\n",
        // Leaves by number, then compounds by leaves, `end` ones last.
        "    {llvm::t::D_x_y, static_cast<llvm::t::Directive>(2), llvm::t::D_x, llvm::t::D_y,},\n",
        "LeafConstructTableEndDirective = LeafConstructTable + 3;\n",
        "LeafConstructTableOrdering[] = {\n    2, 0, 1, 3,\n};\n\n#endif // GEN_DIRECTIVES_IMPL\n",
    ] {
        assert!(out.contains(piece), "missing {piece:?} in\n{out}");
    }
    assert!(out.ends_with("#endif // GEN_DIRECTIVES_IMPL\n\n"));
}

#[test]
fn missing_defaults_are_errors_in_llvm_order() {
    let (_, diags) = emit_impl(
        r#"def L : DirectiveLanguage { let name = "T"; }
def CV1 : ClauseVal<"a b",1,1>;
def C_a : Clause<"a"> { let allowedClauseValues = [CV1]; }
def C_b : Clause<"b"> { let allowedClauseValues = [CV1]; }
def D_x : Directive<"x"> { let category = CA_Meta; }
"#,
    );
    assert_eq!(
        messages(&diags),
        [
            "At least one Directive must be defined as default.",
            "At least one Clause must be defined as default.",
            "At least one val in Clause a must be defined as default.",
            // LLVM prints the directive's name first.
            "x\n",
            "Directive 'x' in namespace 'T' requests association to be computed from leaves, but it has no leaves",
        ]
    );
    // The declarations need none of it.
    let (out, diags) = emit(
        r#"def L : DirectiveLanguage { let name = "T"; }
def D_x : Directive<"x">;
"#,
    );
    assert!(out.is_ok() && diags.is_empty(), "{diags:?}");
}

#[test]
fn association_errors() {
    let lang = "def L : DirectiveLanguage { let name = \"T\"; let cppNamespace = \"t\"; }\n\
                def C : Clause<\"c\"> { let isDefault = 1; }\n";
    // LLVM names the second leaf's association and an empty combination.
    let (_, diags) = emit_impl(&format!(
        "{lang}def D_x : Directive<\"x\"> {{ let isDefault = 1; let association = AS_Loop; }}\n\
         def D_y : Directive<\"y\"> {{ let association = AS_Declaration; }}\n\
         def D_z : Directive<\"z\"> {{ let leafConstructs = [D_x, D_y]; }}\n"
    ));
    assert_eq!(
        messages(&diags),
        ["Directive 'z' in namespace 't' has leaves with incompatible association values: Declaration and "]
    );
    let (_, diags) = emit_impl(&format!(
        "{lang}def AS_Q : Association<\"Q\">;\n\
         def D_x : Directive<\"x\"> {{ let isDefault = 1; let association = AS_Q; }}\n"
    ));
    assert_eq!(messages(&diags), ["Directive 'x' in namespace 't' has an unrecognized value for association: 'AS_Q'"]);
    // A directive that is its own leaf ends in an error, not a recursion
    // without end (LLVM's).
    let (out, diags) =
        emit_impl(&format!("{lang}def D_x : Directive<\"x\"> {{ let isDefault = 1; let leafConstructs = [D_x]; }}\n"));
    assert!(out.is_err());
    assert_eq!(messages(&diags), ["Directive 'x' in namespace 't' is a leaf construct of itself"]);
}

#[test]
fn parser_class_names() {
    let mut c = super::Clause {
        def: String::new(),
        name: "num_threads".into(),
        alternative_name: String::new(),
        aliases: vec![],
        clang_class: String::new(),
        flang_class: String::new(),
        is_value_optional: false,
        is_value_list: false,
        default_value: String::new(),
        is_implicit: false,
        is_default: false,
        prefix: String::new(),
        is_prefix_optional: true,
        enum_name: String::new(),
        values: vec![],
    };
    assert_eq!(c.parser_class_name(), "NumThreads");
    // A leading underscore takes the capital.
    c.name = "_a__b".into();
    assert_eq!(c.parser_class_name(), "ab");
}

fn emit_rust(backend: &dyn Backend, body: &str) -> String {
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    let src = format!("include \"llvm/Frontend/Directive/DirectiveBase.td\"\n{body}");
    let Ok(mut keeper) = parse_source("t.td", &src, &opts) else { panic!("parse failed") };
    let mut rk = Records::new(&mut keeper);
    let out = backend.emit(&mut rk, &Default::default(), Lang::Rust).expect("emits");
    assert!(rk.take_diagnostics().is_empty());
    out
}

#[test]
fn the_rust_modules() {
    let decl = emit_rust(&super::DECL, SMALL);
    assert!(decl.contains("pub enum Directive {"), "{decl}");
    assert!(decl.contains("pub enum BV {"), "{decl}");
    assert!(decl.contains("pub const MAX_LEAF_COUNT: usize = 2;\n"));
    let imp = emit_rust(&super::IMPL, SMALL);
    for piece in [
        // An implicit clause reads as the default one.
        "            \"a\" => Clause::CBC,\n",
        "            \"b_c\" => Clause::CBC,\n            _ => Clause::CBC,\n",
        "VersionedClause { clause: Clause::CBC, min_version: 2, max_version: 4 }",
        "            Directive::DXY => Association::Loop,\n",
        "            \"v_one\" => BV::Cv1,\n            _ => BV::Cv1,\n",
    ] {
        assert!(imp.contains(piece), "missing {piece:?} in\n{imp}");
    }
}

#[test]
fn a_spelling_is_matched_once() {
    // Two directives spelled alike: C++'s `StringSwitch` takes the first,
    // and a second Rust arm would be unreachable (a warning).
    let imp = emit_rust(
        &super::IMPL,
        r#"def L : DirectiveLanguage { let name = "T"; let cppNamespace = "t"; }
def C : Clause<"c"> { let isDefault = 1; }
def D_a : Directive<"x"> { let isDefault = 1; let association = AS_None; let category = CA_Meta; }
def D_b : Directive<"x"> { let alternativeName = "y"; let association = AS_None; let category = CA_Meta; }
"#,
    );
    assert_eq!(imp.matches("\"x\" =>").count(), 1, "{imp}");
    assert!(imp.contains("Directive::X2 => \"y\","), "{imp}");
}

#[test]
fn version_ranges_follow_cpp_comparisons() {
    use super::rust::version_range;
    assert_eq!(version_range(1, 0x7FFF_FFFF), (1, 0x7FFF_FFFF));
    // An `int` literal converts to `unsigned`: -1 is the largest version.
    assert_eq!(version_range(-1, -1), (u32::MAX, u32::MAX));
    // A literal beyond `int` compares as a `long`.
    assert_eq!(version_range(-5_000_000_000, 1 << 40), (0, u32::MAX));
    // None.
    assert_eq!(version_range(1 << 40, 1 << 41), (1, 0));
}
