//! Unit tests of the checks; the header itself is checked against LLVM by
//! the parity rows (OpenMP's `OMP.td`, OpenACC's `ACC.td`).

use crate::backend::{Backend, Diagnostic, Lang, Records};
use tablegen_core::parser::{parse_source, ParseOptions};

/// `DirectiveBase.td` (from the golden corpus), then `body`.
fn emit(body: &str) -> (Result<String, ()>, Vec<Diagnostic>) {
    let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
    let src = format!("include \"llvm/Frontend/Directive/DirectiveBase.td\"\n{body}");
    let Ok(mut keeper) = parse_source("t.td", &src, &opts) else { panic!("parse failed") };
    let mut rk = Records::new(&mut keeper);
    let out = super::DECL.emit(&mut rk, &Default::default(), Lang::Cpp).map_err(|_| ());
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
