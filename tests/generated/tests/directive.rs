//! OpenACC's Rust directive module against the C++ that llvm-tblgen-19
//! printed for `ACC.td` (`reference/acc.directives-impl.inc`): every
//! spelling to its kind and back, the clause values, which clauses each
//! directive allows in which versions, associations, categories and leaf
//! constructs.

use std::path::Path;

use tablegen_generated_tests::acc::{Association, Category, Clause, DefaultValue, Directive};

fn cpp() -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("reference/acc.directives-impl.inc");
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The lines of the C++ function whose header contains `header`.
fn function(text: &str, header: &str) -> Vec<String> {
    let mut lines = text.lines().skip_while(|l| !l.contains(header));
    assert!(lines.next().is_some(), "no function {header}");
    lines.take_while(|l| *l != "}" && *l != "};").map(str::to_owned).collect()
}

/// `.Case("s",E)` lines and the `.Default(E)`.
fn string_switch(lines: &[String]) -> (Vec<(String, String)>, String) {
    let mut cases = Vec::new();
    let mut default = String::new();
    for l in lines {
        let l = l.trim();
        if let Some(rest) = l.strip_prefix(".Case(\"") {
            let (s, e) = rest.rsplit_once("\",").expect("a case");
            cases.push((s.to_owned(), e.trim_end_matches(')').to_owned()));
        } else if let Some(rest) = l.strip_prefix(".Default(") {
            default = rest.trim_end_matches(");").to_owned();
        }
    }
    (cases, default)
}

/// `case E:` / `return "s";` pairs.
fn name_switch(lines: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut case = None;
    for l in lines {
        let l = l.trim();
        if let Some(e) = l.strip_prefix("case ") {
            case = Some(e.trim_end_matches(':').rsplit("::").next().unwrap_or_default().to_owned());
        } else if let (Some(e), Some(v)) = (case.take(), l.strip_prefix("return ")) {
            let v = v.trim_end_matches(';');
            out.push((e, v.trim_matches('"').rsplit("::").next().unwrap_or_default().to_owned()));
        }
    }
    out
}

#[test]
fn spellings_and_kinds() {
    let text = cpp();
    let (cases, default) = string_switch(&function(&text, "getOpenACCDirectiveKind("));
    assert!(!cases.is_empty());
    for (s, e) in &cases {
        assert_eq!(Directive::from_spelling(s).name(), e, "{s}");
    }
    assert_eq!(Directive::from_spelling("no such directive").name(), default);
    let names = name_switch(&function(&text, "getOpenACCDirectiveName("));
    assert_eq!(names.len(), Directive::COUNT);
    for (e, s) in &names {
        assert_eq!(Directive::from_name(e).expect(e).spelling(), s);
    }

    let (cases, default) = string_switch(&function(&text, "getOpenACCClauseKind("));
    for (s, e) in &cases {
        assert_eq!(Clause::from_spelling(s).name(), e, "{s}");
    }
    assert_eq!(Clause::from_spelling("").name(), default);
    let names = name_switch(&function(&text, "getOpenACCClauseName("));
    assert_eq!(names.len(), Clause::COUNT);
    for (e, s) in &names {
        assert_eq!(Clause::from_name(e).expect(e).spelling(), s);
    }

    let (cases, default) = string_switch(&function(&text, "getDefaultValue("));
    assert!(!cases.is_empty());
    for (s, e) in &cases {
        assert_eq!(DefaultValue::from_spelling(s).name(), e, "{s}");
    }
    assert_eq!(DefaultValue::from_spelling("?").name(), default);
    for (e, s) in &name_switch(&function(&text, "getOpenACCDefaultValueName(")) {
        assert_eq!(DefaultValue::from_name(e).expect(e).spelling(), s);
    }
}

#[test]
fn allowed_clauses_and_versions() {
    let text = cpp();
    let lines = function(&text, "isAllowedClauseForDirective(");
    // (directive, clause, min, max) as the C++ switch lists them.
    let mut listed: Vec<(String, String, i64, i64)> = Vec::new();
    let (mut dir, mut clause) = (String::new(), None::<String>);
    for l in &lines {
        let l = l.trim();
        if let Some(e) = l.strip_prefix("case ") {
            let e = e.trim_end_matches(':').to_owned();
            if e.starts_with("ACCD_") {
                dir = e;
            } else {
                clause = Some(e);
            }
        } else if let (Some(c), Some(r)) = (clause.take(), l.strip_prefix("return ")) {
            let nums: Vec<i64> = r.split(|ch: char| !ch.is_ascii_digit()).filter_map(|n| n.parse().ok()).collect();
            listed.push((dir.clone(), c, nums[0], nums[1]));
        }
    }
    assert!(listed.len() > 100, "{}", listed.len());
    for d in Directive::all() {
        for c in Clause::all() {
            let row = listed.iter().find(|(x, y, _, _)| x == d.name() && y == c.name());
            for version in [0u32, 1, 2, 31, 32, 33, 2_147_483_647, u32::MAX] {
                let want = row.is_some_and(|&(_, _, lo, hi)| lo <= i64::from(version) && hi >= i64::from(version));
                assert_eq!(d.is_allowed_clause(c, version), want, "{} {} {version}", d.name(), c.name());
            }
        }
    }
}

#[test]
fn associations_categories_and_leaves() {
    let text = cpp();
    let assoc = name_switch(&function(&text, "getDirectiveAssociation("));
    assert_eq!(assoc.len(), Directive::COUNT);
    for (d, a) in &assoc {
        let d = Directive::from_name(d).expect(d);
        assert_eq!(d.association(), Association::from_name(a).expect(a), "{}", d.name());
    }
    let cats = name_switch(&function(&text, "getDirectiveCategory("));
    assert_eq!(cats.len(), Directive::COUNT);
    for (d, c) in &cats {
        let d = Directive::from_name(d).expect(d);
        assert_eq!(d.category(), Category::from_name(c).expect(c), "{}", d.name());
    }
    let rows = function(&text, "LeafConstructTable[][");
    assert_eq!(rows.len(), Directive::COUNT);
    for row in rows {
        let cells: Vec<&str> =
            row.trim().trim_start_matches('{').trim_end_matches("},").split(',').map(str::trim).collect();
        let d = Directive::from_name(cells[0].rsplit("::").next().unwrap_or_default()).expect(cells[0]);
        let leaves: Vec<&str> =
            cells[2..].iter().filter(|c| !c.is_empty() && !c.starts_with("static_cast")).copied().collect();
        let want: Vec<&str> = leaves.iter().map(|l| l.rsplit("::").next().unwrap_or_default()).collect();
        let got: Vec<&str> = d.leaf_constructs().iter().map(|l| l.name()).collect();
        assert_eq!(got, want, "{}", d.name());
    }
}
