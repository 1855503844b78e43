//! The subtarget's boolean feature fields as C++ reads them: the getter
//! LLVM's `GET_SUBTARGETINFO_MACRO` declares for a field
//! (`HasStdExtM` → `hasStdExtM()`), answered from the feature bits. A
//! field qualifies when every `SubtargetFeature` setting it sets it to
//! `"true"`: `ParseSubtargetFeatures` then makes it true exactly when one of
//! those features is in the (implication-closed) feature bits. Features are
//! numbered as `-gen-subtarget` numbers them (by name), so a default built
//! on them reads the bits the subtarget module computes.

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::FeatureNumbers;

/// A `bool` field of the subtarget that its features set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeatureGetter {
    /// The C++ getter (`hasStdExtM`).
    pub getter: String,
    /// The field (`HasStdExtM`).
    pub field: String,
    /// The features that set it, as `(number, def)`, by number.
    pub features: Vec<(u16, RecId)>,
}

/// Every qualifying getter of the records' subtarget, by getter name.
///
/// ```
/// use tablegen_build::model::codegen::feature_getters;
/// use tablegen_core::parser::{parse_source, ParseOptions};
/// let src = r#"
/// class SubtargetFeature<string n, string f, string v> { string Name = n; string FieldName = f; string Value = v; }
/// def FeatureM : SubtargetFeature<"m", "HasM", "true">;
/// def FeatureZmmul : SubtargetFeature<"zmmul", "HasMul", "true">;
/// def FeatureMulAlso : SubtargetFeature<"m2", "HasMul", "true">;
/// def FeatureLevel : SubtargetFeature<"l2", "Level", "Two">;
/// "#;
/// let rk = parse_source("t.td", src, &ParseOptions::default()).unwrap();
/// let g = feature_getters(&rk);
/// let names: Vec<&str> = g.iter().map(|g| g.getter.as_str()).collect();
/// assert_eq!(names, ["hasM", "hasMul"]);
/// // Features are numbered by name: FeatureLevel 0, FeatureM 1, FeatureMulAlso 2, FeatureZmmul 3.
/// let nums: Vec<u16> = g[1].features.iter().map(|f| f.0).collect();
/// assert_eq!(nums, [2, 3]);
/// ```
pub fn feature_getters(rk: &RecordKeeper) -> Vec<FeatureGetter> {
    let numbers = FeatureNumbers::new(rk);
    let features = numbers.in_order();
    let mut out: Vec<FeatureGetter> = Vec::new();
    let mut excluded: Vec<String> = Vec::new();
    for (i, &f) in features.iter().enumerate() {
        let (Ok(field), Ok(value)) = (rk.value_as_string(f, "FieldName"), rk.value_as_string(f, "Value")) else {
            continue;
        };
        let Ok(number) = u16::try_from(i) else { break };
        if field.is_empty() || field.contains('[') || !field.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            continue;
        }
        if value != "true" {
            excluded.push(field.to_owned());
            continue;
        }
        match out.iter_mut().find(|g| g.field == field) {
            Some(g) => g.features.push((number, f)),
            None => {
                let mut getter: String = field.chars().take(1).flat_map(char::to_lowercase).collect();
                getter.push_str(&field[1..]);
                out.push(FeatureGetter { getter, field: field.to_owned(), features: vec![(number, f)] });
            }
        }
    }
    out.retain(|g| !excluded.contains(&g.field));
    out.sort_by(|a, b| a.getter.cmp(&b.getter));
    out
}
