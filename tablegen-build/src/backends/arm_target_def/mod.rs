//! `-gen-arm-target-def` (LLVM's ARMTargetDefEmitter): the processor
//! families and architectures that ARM and AArch64 subtarget features name
//! and, for AArch64 (when the `Architecture64` class exists), the target
//! parser's extensions, function multi-versioning features, extension
//! dependencies, architectures, CPU aliases and CPUs, in C++ (the
//! `ARMTargetParserDef.inc` / `AArch64TargetParserDef.inc` that LLVM's
//! target parser includes) and in Rust.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! let src = r#"
//!   class SubtargetFeature<string n, string f, string v, string d,
//!                          list<SubtargetFeature> i = []> {
//!     string Name = n; string FieldName = f; string Value = v; string Desc = d;
//!     list<SubtargetFeature> Implies = i;
//!   }
//!   class Extension<string n, string s> : SubtargetFeature<n, "Has" # s, "true", s> {
//!     string ArchExtKindSpelling = "AEK_" # s;
//!   }
//!   def ProcA9 : SubtargetFeature<"a9", "ARMProcFamily", "CortexA9", "A9">;
//!   def HasV7 : SubtargetFeature<"v7", "ARMArch", "ARMv7a", "v7">;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let backend = registry::find("gen-arm-target-def").unwrap();
//! let cpp = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(cpp.contains("\nARM_PROCESSOR_FAMILY(CortexA9)\n"));
//! assert!(cpp.contains("\nARM_ARCHITECTURE(ARMv7a)\n"));
//! // No `Architecture64` class: nothing after the ARM sections.
//! assert!(cpp.ends_with("#undef ARM_ARCHITECTURE\n\n"));
//! let rust = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Rust).unwrap();
//! assert!(rust.contains("pub static PROCESSOR_FAMILIES: &[&str] = &[\n    \"CortexA9\",\n];"));
//! // The row types and lookups are tablegen-runtime's `target_parser`.
//! assert!(rust.contains("pub static AARCH64_TABLES: AArch64Tables = AArch64Tables {"));
//! assert!(!rust.contains("pub struct CpuInfo"));
//! ```

mod cpp;
mod feature_tree;
mod rust;

use tablegen_core::record::RecId;

use crate::backend::{Options, Pipeline, Records, Result};
use crate::support::fields::{defs_field, derived, fatal_at, lift, string_field};
use crate::support::sort::unstable_sort;
use crate::support::string_map::iteration_order;

/// `-gen-arm-target-def`.
pub static BACKEND: Pipeline<TargetDef> = Pipeline::new(
    "gen-arm-target-def",
    "Generate the ARM or AArch64 Architecture information header.",
    analyze,
    cpp::write,
)
.rust(rust::write);

/// What the backend writes, read from the records in LLVM's order.
#[derive(Debug, Default)]
pub struct TargetDef {
    /// The distinct `Value`s of the `ARMProcFamily` subtarget features, in
    /// LLVM's `StringSet` iteration order.
    pub families: Vec<String>,
    /// The distinct `Value`s of the `ARMArch` subtarget features, in the
    /// same order.
    pub architecture_enums: Vec<String>,
    /// The AArch64 sections; `None` without an `Architecture64` class, where
    /// LLVM stops after the two lists above.
    pub aarch64: Option<AArch64>,
}

/// The sections LLVM writes only for AArch64.
#[derive(Debug, Default)]
pub struct AArch64 {
    /// Every `Extension` def, sorted by `Name` (as LLVM's unstable sort
    /// leaves equal names).
    pub extensions: Vec<Extension>,
    /// Every `FMVExtension` def, in def-name order.
    pub fmv: Vec<Fmv>,
    /// (earlier, later) `ArchExtKind` spellings: extension `later` implies
    /// extension `earlier`; LLVM's fixed `AEK_RCPC, AEK_RCPC3` row last.
    pub dependencies: Vec<(String, String)>,
    /// Every `Architecture64` def, in def-name order.
    pub architectures: Vec<Architecture>,
    /// (alias, processor) for every `ProcessorAlias` def, in def-name order.
    pub aliases: Vec<(String, String)>,
    /// Every `ProcessorModel` def but `apple-latest`, in def-name order.
    pub cpus: Vec<Cpu>,
}

/// An `Extension`.
#[derive(Debug)]
pub struct Extension {
    /// `ArchExtKindSpelling` in upper case: the `ArchExtKind` enumerator.
    pub kind: String,
    /// `UserVisibleName` (empty: not accepted by `-march`).
    pub user_visible_name: String,
    /// `UserVisibleAlias`, `None` when empty.
    pub alias: Option<String>,
    /// `ArchFeatureName`, the architecture's `FEAT_*` name(s).
    pub arch_feature_name: String,
    /// `Desc`.
    pub description: String,
    /// `Name`, the subtarget feature (`+name` / `-name`).
    pub name: String,
}

/// An `FMVExtension`.
#[derive(Debug)]
pub struct Fmv {
    /// `Name`.
    pub name: String,
    /// `Bit`, a C++ expression.
    pub bit: String,
    /// `BackendFeatures`.
    pub backend_features: String,
    /// `Priority`, as LLVM prints it (converted to `uint64_t`).
    pub priority: u64,
}

/// An `Architecture64`.
#[derive(Debug)]
pub struct Architecture {
    /// The C++ variable name (`ARMV8_2A`).
    pub cpp_name: String,
    /// `Major`, as LLVM's `int`.
    pub major: i32,
    /// `Minor`, as LLVM's `int`.
    pub minor: i32,
    /// `Profile`: `a` or `r` (anything else is LLVM's error).
    pub profile: String,
    /// `Name`, the subtarget feature.
    pub feature_name: String,
    /// The `ArchExtKind` enumerators of `DefaultExts`, in list order.
    pub default_exts: Vec<String>,
}

/// A `ProcessorModel`.
#[derive(Debug)]
pub struct Cpu {
    /// `Name`.
    pub name: String,
    /// The C++ name of its architecture's `ArchInfo`.
    pub arch: String,
    /// The `ArchExtKind` enumerators of the extensions among its features.
    pub extensions: Vec<String>,
}

fn int_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<i64> {
    let r = rk.value_as_int(rec, field);
    lift(rk, r)
}

/// `ArchExtKindSpelling` upper-cased as LLVM's `StringRef::upper` does
/// (ASCII letters only).
fn kind_of(rk: &mut Records<'_>, rec: RecId) -> Result<String> {
    Ok(string_field(rk, rec, "ArchExtKindSpelling")?.to_ascii_uppercase())
}

/// LLVM's name for an `ArchInfo` object, from the `int`s it is given.
fn arch_info_name(major: i32, minor: i32, profile: &str) -> String {
    let profile = profile.to_ascii_uppercase();
    if minor == 0 {
        format!("ARMV{major}{profile}")
    } else {
        format!("ARMV{major}_{minor}{profile}")
    }
}

/// The distinct `Value`s of the subtarget features whose `FieldName` is
/// `field`, in the order LLVM's `StringSet` iterates them.
fn field_values(rk: &mut Records<'_>, features: &[RecId], field: &str) -> Result<Vec<String>> {
    let mut values: Vec<String> = Vec::new();
    for &rec in features {
        if string_field(rk, rec, "FieldName")? == field {
            let v = string_field(rk, rec, "Value")?;
            if !values.contains(&v) {
                values.push(v);
            }
        }
    }
    let keys: Vec<&[u8]> = values.iter().map(|v| v.as_bytes()).collect();
    Ok(iteration_order(&keys).into_iter().map(|i| values[i].clone()).collect())
}

/// Reads the records in the order LLVM's emitter visits them, so that its
/// errors come in the same order.
pub fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<TargetDef> {
    // LLVM sorts the extensions before it writes anything, even for ARM,
    // where it never reads them again.
    let mut extensions = derived(rk, "Extension")?;
    unstable_sort(&mut extensions, &mut |a, b| Ok(string_field(rk, a, "Name")? < string_field(rk, b, "Name")?))?;
    let features = derived(rk, "SubtargetFeature")?;
    let families = field_values(rk, &features, "ARMProcFamily")?;
    let architecture_enums = field_values(rk, &features, "ARMArch")?;
    let aarch64 = if rk.class("Architecture64").is_some() { Some(aarch64(rk, &extensions)?) } else { None };
    Ok(TargetDef { families, architecture_enums, aarch64 })
}

fn aarch64(rk: &mut Records<'_>, sorted: &[RecId]) -> Result<AArch64> {
    let mut out = AArch64::default();
    // The enum comes first in LLVM: every spelling is read before any other
    // field of an extension.
    let mut kinds = Vec::with_capacity(sorted.len());
    for &rec in sorted {
        kinds.push(kind_of(rk, rec)?);
    }
    for (&rec, kind) in sorted.iter().zip(&kinds) {
        let user_visible_name = string_field(rk, rec, "UserVisibleName")?;
        let alias = string_field(rk, rec, "UserVisibleAlias")?;
        let arch_feature_name = string_field(rk, rec, "ArchFeatureName")?;
        let description = string_field(rk, rec, "Desc")?;
        let name = string_field(rk, rec, "Name")?;
        out.extensions.push(Extension {
            kind: kind.clone(),
            user_visible_name,
            alias: (!alias.is_empty()).then_some(alias),
            arch_feature_name,
            description,
            name,
        });
    }
    for rec in rk.all_derived_definitions_if_defined("FMVExtension") {
        let name = string_field(rk, rec, "Name")?;
        let bit = string_field(rk, rec, "Bit")?;
        let backend_features = string_field(rk, rec, "BackendFeatures")?;
        let priority = int_field(rk, rec, "Priority")? as u64;
        out.fmv.push(Fmv { name, bit, backend_features, priority });
    }
    for (&rec, later) in sorted.iter().zip(&kinds) {
        for implied in defs_field(rk, rec, "Implies")? {
            // Implied features that are not extensions have no spelling.
            let r = rk.value_as_optional_string(implied, "ArchExtKindSpelling").map(|s| s.map(str::to_ascii_uppercase));
            if let Some(earlier) = lift(rk, r)? {
                out.dependencies.push((earlier, later.clone()));
            }
        }
    }
    // LLVM's workaround for a feature between RCPC3 and RCPC that is not an
    // extension; written whatever the input.
    out.dependencies.push(("AEK_RCPC".into(), "AEK_RCPC3".into()));
    for rec in rk.all_derived_definitions_if_defined("Architecture64") {
        out.architectures.push(architecture(rk, rec)?);
    }
    out.aliases = aliases(rk)?;
    for rec in derived(rk, "ProcessorModel")? {
        if let Some(cpu) = cpu(rk, rec)? {
            out.cpus.push(cpu);
        }
    }
    Ok(out)
}

fn architecture(rk: &mut Records<'_>, rec: RecId) -> Result<Architecture> {
    // LLVM keeps these in `int`s.
    let major = int_field(rk, rec, "Major")? as i32;
    let minor = int_field(rk, rec, "Minor")? as i32;
    let profile = string_field(rk, rec, "Profile")?;
    if profile != "a" && profile != "r" {
        // LLVM's message starts with its own "error: " too.
        return fatal_at(rk, rec, format!("error: Profile must be one of 'a' or 'r', got '{profile}'"));
    }
    let feature_name = string_field(rk, rec, "Name")?;
    let mut default_exts = Vec::new();
    for e in defs_field(rk, rec, "DefaultExts")? {
        default_exts.push(kind_of(rk, e)?);
    }
    let cpp_name = arch_info_name(major, minor, &profile);
    Ok(Architecture { cpp_name, major, minor, profile, feature_name, default_exts })
}

fn aliases(rk: &mut Records<'_>) -> Result<Vec<(String, String)>> {
    let mut processors = std::collections::HashSet::new();
    for rec in derived(rk, "ProcessorModel")? {
        processors.insert(string_field(rk, rec, "Name")?);
    }
    let mut out: Vec<(String, String)> = Vec::new();
    for rec in derived(rk, "ProcessorAlias")? {
        let name = string_field(rk, rec, "Name")?;
        let alias = string_field(rk, rec, "Alias")?;
        if !processors.contains(&alias) {
            return fatal_at(rk, rec, format!("Alias '{name}' references a non-existent ProcessorModel '{alias}'"));
        }
        if processors.contains(&name) {
            return fatal_at(rk, rec, format!("Alias '{name}' duplicates an existing ProcessorModel"));
        }
        if out.iter().any(|(n, _)| *n == name) {
            return fatal_at(rk, rec, format!("Alias '{name}' duplicates an existing ProcessorAlias"));
        }
        out.push((name, alias));
    }
    Ok(out)
}

/// One `CpuInfos` entry (`None` for `apple-latest`, which LLVM leaves to
/// the backend).
fn cpu(rk: &mut Records<'_>, rec: RecId) -> Result<Option<Cpu>> {
    let name = string_field(rk, rec, "Name")?;
    let features = defs_field(rk, rec, "Features")?;
    if name == "apple-latest" {
        return Ok(None);
    }
    let arch = if name == "generic" {
        // "generic" lists no architecture; LLVM writes it as Armv8.0-A.
        match rk.def("HasV8_0aOps") {
            Some(a) => a,
            // LLVM dereferences a null record here.
            None => {
                return fatal_at(
                    rk,
                    rec,
                    "ProcessorModel 'generic' takes its architecture from HasV8_0aOps, which is not defined",
                )
            }
        }
    } else {
        let archs: Vec<RecId> =
            features.iter().copied().filter(|&f| rk.is_subclass_of_name(f, "Architecture64")).collect();
        match archs[..] {
            [] => return fatal_at(rk, rec, "Features must include an Architecture64."),
            [a] => a,
            _ => return fatal_at(rk, rec, "Features has multiple Architecture64 entries"),
        }
    };
    // Truncated to `int` on the way into LLVM's name function.
    let major = int_field(rk, arch, "Major")? as i32;
    let minor = int_field(rk, arch, "Minor")? as i32;
    let profile = string_field(rk, arch, "Profile")?;
    let arch_name = arch_info_name(major, minor, &profile);
    feature_tree::check(rk, arch)?;
    let mut extensions: Vec<String> = Vec::new();
    for e in defs_field(rk, rec, "Features")? {
        if rk.is_subclass_of_name(e, "Extension") {
            let kind = kind_of(rk, e)?;
            if extensions.contains(&kind) {
                let msg = format!("feature already added: {}", rk.name_str(e));
                return fatal_at(rk, rec, msg);
            }
            extensions.push(kind);
        }
    }
    Ok(Some(Cpu { name, arch: arch_name, extensions }))
}

#[cfg(test)]
mod tests;
