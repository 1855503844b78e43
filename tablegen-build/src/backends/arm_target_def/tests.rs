//! The analysis on the golden input `own/arm_target_def/tables.td`, whose
//! C++ llvm-tblgen-19 printed (`expected/own__arm_target_def__tables`):
//! the expected values below are that output's. The last tests cover the
//! inputs on which llvm-tblgen-19 crashes, where we report an error.

use super::{analyze, TargetDef};
use crate::backend::{Options, Records};

fn model() -> TargetDef {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/own/arm_target_def/tables.td");
    let src = std::fs::read_to_string(path).expect("the golden input");
    let mut rk = tablegen_core::parse_str("tables.td", &src).expect("parses");
    analyze(&mut Records::new(&mut rk), &Options::default()).expect("analyses")
}

/// The messages of the errors analysing `src` reports.
fn errors(src: &str) -> Vec<String> {
    let mut rk = tablegen_core::parse_str("t.td", src).expect("parses");
    let mut records = Records::new(&mut rk);
    assert!(analyze(&mut records, &Options::default()).is_err());
    records.diagnostics().iter().map(|d| d.text().to_string()).collect()
}

#[test]
fn value_lists_follow_llvm_string_set_order() {
    let m = model();
    // 14 distinct families: the set grew once past 12 entries.
    assert_eq!(
        m.families,
        [
            "CortexA15",
            "CortexA12",
            "CortexA8",
            "CortexA53",
            "CortexA57",
            "CortexA55",
            "CortexA35",
            "CortexA7",
            "CortexA72",
            "CortexA5",
            "CortexA9",
            "CortexA32",
            "CortexA17",
            "Kryo"
        ]
    );
    assert_eq!(m.architecture_enums, ["ARMv8a", "ARMv7a"]);
}

#[test]
fn extensions_sort_by_name_as_bytes() {
    let a = model().aarch64.expect("Architecture64 is defined");
    let kinds: Vec<&str> = a.extensions.iter().map(|e| e.kind.as_str()).collect();
    assert_eq!(kinds[..2], ["AEK_UPPER", "AEK_AES"]);
    // Spellings are upper-cased; the twins keep the order LLVM's sort left.
    assert_eq!(kinds[5], "AEK_LOWER_CASE");
    assert_eq!(kinds[16..], ["AEK_TWIN_A", "AEK_TWIN_B"]);
    let sha2 = a.extensions.iter().find(|e| e.kind == "AEK_SHA2").expect("sha2");
    assert_eq!(sha2.alias.as_deref(), Some("sha2-alias"));
}

#[test]
fn numbers_are_converted_as_llvm_converts_them() {
    let a = model().aarch64.expect("Architecture64 is defined");
    // `(uint64_t)` of -1.
    assert_eq!(a.fmv[4].priority, u64::MAX);
    // 4294967305 in an `int`.
    let v9 = &a.architectures[3];
    assert_eq!((v9.cpp_name.as_str(), v9.major, v9.minor), ("ARMV9_2A", 9, 2));
    assert_eq!(a.dependencies.last(), Some(&("AEK_RCPC".to_string(), "AEK_RCPC3".to_string())));
}

#[test]
fn cpus_skip_apple_latest_and_default_generic_to_v8a() {
    let a = model().aarch64.expect("Architecture64 is defined");
    let cpus: Vec<(&str, &str)> = a.cpus.iter().map(|c| (c.name.as_str(), c.arch.as_str())).collect();
    assert_eq!(
        cpus,
        [
            ("cpu-8", "ARMV8A"),
            ("cpu-9", "ARMV8_1A"),
            ("cpu-10", "ARMV8R"),
            ("cpu-11", "ARMV9_2A"),
            ("cpu-12", "ARMV8_1A"),
            ("cpu-13", "ARMV8A"),
            ("generic", "ARMV8A")
        ]
    );
    assert_eq!(a.aliases[0], ("cpu-latest".to_string(), "apple-latest".to_string()));
}

const CLASSES: &str = r#"
  class SubtargetFeature<string n, list<SubtargetFeature> i = []> {
    string Name = n; string FieldName = ""; string Value = "";
    list<SubtargetFeature> Implies = i;
  }
  class Extension<string n> : SubtargetFeature<n> { string ArchExtKindSpelling = "AEK_X"; }
  class Architecture64<list<SubtargetFeature> i> : SubtargetFeature<"v8a", i> {
    int Major = 8; int Minor = 0; string Profile = "a"; list<Extension> DefaultExts = [];
  }
  class ProcessorModel<string n, list<SubtargetFeature> f> { string Name = n; list<SubtargetFeature> Features = f; }
  class ProcessorAlias { string Name; string Alias; }
"#;

#[test]
fn generic_without_v8_0a_is_an_error() {
    // llvm-tblgen-19 dereferences a null record here.
    let src = format!("{CLASSES}\ndef : ProcessorModel<\"generic\", []>;\n");
    assert_eq!(
        errors(&src),
        ["ProcessorModel 'generic' takes its architecture from HasV8_0aOps, which is not defined"]
    );
}

#[test]
fn a_feature_implying_itself_is_an_error() {
    // llvm-tblgen-19 recurses until its stack overflows.
    let src = format!(
        "{CLASSES}
        class Loop : SubtargetFeature<\"loop\"> {{ let Implies = [!cast<SubtargetFeature>(NAME)]; }}
        def HasLoop : Loop;
        def Arch : Architecture64<[HasLoop]>;
        def : ProcessorModel<\"cpu\", [Arch]>;\n"
    );
    assert_eq!(errors(&src), ["SubtargetFeature HasLoop implies itself"]);
}

#[test]
fn shared_implications_are_walked_once() {
    // A diamond (and a long chain) of implications is no cycle.
    let mut src = format!("{CLASSES}\ndef F0 : SubtargetFeature<\"f0\">;\n");
    for i in 1..2000 {
        src.push_str(&format!("def F{i} : SubtargetFeature<\"f{i}\", [F{}, F{}]>;\n", i - 1, i / 2));
    }
    src.push_str("def Arch : Architecture64<[F1999]>;\ndef : ProcessorModel<\"cpu\", [Arch]>;\n");
    let mut rk = tablegen_core::parse_str("t.td", &src).expect("parses");
    let m = analyze(&mut Records::new(&mut rk), &Options::default()).expect("analyses");
    assert_eq!(m.aarch64.expect("Architecture64 is defined").cpus.len(), 1);
}
