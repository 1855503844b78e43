//! The Rust module: the same tables as LLVM's `ARMTargetParserDef.inc` /
//! `AArch64TargetParserDef.inc`, as static slices of plain structs, with
//! lookups by name. Every table keeps LLVM's order; the AArch64 tables are
//! empty where LLVM writes no AArch64 sections (no `Architecture64` class).

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::{AArch64, TargetDef};
use crate::backend::Options;
use crate::support::rust::{format_chunks, static_table, Chunk};

const TYPES: &str = r#"/// C++ `ExtensionInfo`: an AArch64 architecture extension. Its position in
/// [`EXTENSIONS`] is the value of its C++ `ArchExtKind` enumerator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct Extension {
    /// C++ `UserVisibleName`: the name `-march`/`-mcpu` modifiers use
    /// (empty if they cannot name it).
    pub user_visible_name: &'static str,
    /// C++ `Alias`: another name for it on the command line.
    pub alias: Option<&'static str>,
    /// C++ `ID`: its `ArchExtKind` enumerator (`AEK_...`).
    pub id: &'static str,
    /// C++ `ArchFeatureName`: the architecture's `FEAT_*` name(s).
    pub arch_feature_name: &'static str,
    /// C++ `Description`.
    pub description: &'static str,
    /// C++ `PosTargetFeature`: the `-target-feature` that enables it.
    pub pos_target_feature: &'static str,
    /// C++ `NegTargetFeature`: the `-target-feature` that disables it.
    pub neg_target_feature: &'static str,
}

/// C++ `FMVInfo`: a function multi-versioning feature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct FmvInfo {
    /// C++ `Name`: the `target_version`/`target_clones` spelling.
    pub name: &'static str,
    /// C++ `Bit`: the C++ expression for its bit in the FMV ABI.
    pub bit: &'static str,
    /// C++ `Features`: the subtarget features it enables.
    pub features: &'static str,
    /// C++ `Priority`.
    pub priority: u64,
}

/// C++ `ExtensionDependency`: enabling `later` enables `earlier`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct ExtensionDependency {
    /// C++ `Earlier`: the implied extension's `ArchExtKind` enumerator.
    pub earlier: &'static str,
    /// C++ `Later`: the implying extension's `ArchExtKind` enumerator.
    pub later: &'static str,
}

/// C++ `ArchProfile`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub enum ArchProfile {
    /// C++ `AProfile`: application.
    AProfile,
    /// C++ `RProfile`: real-time.
    RProfile,
}

/// C++ `ArchInfo`: an AArch64 architecture version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct ArchInfo {
    /// The name of the C++ object (`ARMV8_2A`), which C++ `CpuInfo` names.
    pub cpp_name: &'static str,
    /// C++ `Version`: the major number.
    pub major: i32,
    /// C++ `Version`: the minor number.
    pub minor: i32,
    /// C++ `Profile`.
    pub profile: ArchProfile,
    /// C++ `Name`: the `-march` spelling (`armv8.2-a`).
    pub name: &'static str,
    /// C++ `ArchFeature`: the `-target-feature` (`+v8.2a`).
    pub arch_feature: &'static str,
    /// C++ `DefaultExts`: the `ArchExtKind` enumerators enabled by
    /// default, in LLVM's order (repeats included).
    pub default_exts: &'static [&'static str],
}

/// C++ `Alias`: another name for a CPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct CpuAlias {
    /// C++ `AltName`: the alias.
    pub alt_name: &'static str,
    /// C++ `Name`: the CPU it stands for.
    pub name: &'static str,
}

/// C++ `CpuInfo`: a CPU `-mcpu` accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct CpuInfo {
    /// C++ `Name`.
    pub name: &'static str,
    /// C++ `Arch`: the [`ArchInfo::cpp_name`] of its architecture.
    pub arch: &'static str,
    /// C++ `DefaultExtensions`: the `ArchExtKind` enumerators of its
    /// extensions.
    pub default_extensions: &'static [&'static str],
}

/// The extension `-march`/`-mcpu` modifiers call `name`, by its name or its
/// alias (C++ `parseArchExtension`).
#[allow(dead_code)]
pub fn extension(name: &str) -> Option<&'static Extension> {
    if name.is_empty() {
        return None;
    }
    EXTENSIONS.iter().find(|e| e.user_visible_name == name || e.alias == Some(name))
}

/// The value of the C++ `ArchExtKind` enumerator `id` (`AEK_SVE`): the
/// position of its extension in [`EXTENSIONS`].
#[allow(dead_code)]
pub fn arch_ext_kind(id: &str) -> Option<usize> {
    EXTENSIONS.iter().position(|e| e.id == id)
}

/// The function multi-versioning feature called `name`.
#[allow(dead_code)]
pub fn fmv_info(name: &str) -> Option<&'static FmvInfo> {
    FMV_INFOS.iter().find(|f| f.name == name)
}

/// The extensions that the extension `id` (an `ArchExtKind` enumerator)
/// enables, as enumerators.
#[allow(dead_code)]
pub fn extension_dependencies(id: &str) -> impl Iterator<Item = &'static str> + '_ {
    EXTENSION_DEPENDENCIES.iter().filter(move |d| d.later == id).map(|d| d.earlier)
}

/// The architecture `-march=name` selects (`armv8.2-a`).
#[allow(dead_code)]
pub fn architecture(name: &str) -> Option<&'static ArchInfo> {
    ARCH_INFOS.iter().find(|a| a.name == name)
}

/// The CPU that `name` stands for if it is an alias, else `name` (C++
/// `resolveCPUAlias`).
#[allow(dead_code)]
pub fn resolve_cpu_alias(name: &str) -> &str {
    CPU_ALIASES.iter().find(|a| a.alt_name == name).map_or(name, |a| a.name)
}

/// The CPU `-mcpu=name` selects, aliases resolved (C++ `parseCpu`).
#[allow(dead_code)]
pub fn cpu(name: &str) -> Option<&'static CpuInfo> {
    let name = resolve_cpu_alias(name);
    CPU_INFOS.iter().find(|c| c.name == name)
}

/// The architecture of `cpu`.
#[allow(dead_code)]
pub fn cpu_architecture(cpu: &CpuInfo) -> Option<&'static ArchInfo> {
    ARCH_INFOS.iter().find(|a| a.cpp_name == cpu.arch)
}
"#;

/// A Rust slice expression of string literals.
fn strs(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| format!("{s:?}")).collect();
    format!("&[{}]", quoted.join(", "))
}

pub(super) fn write(rk: &RecordKeeper, t: &TargetDef, _: &Options) -> String {
    let mut s = String::new();
    s.push_str(TYPES);
    s.push('\n');
    let quoted = |v: &[String]| v.iter().map(|f| format!("{f:?}")).collect::<Vec<_>>().into_iter();
    static_table(
        &mut s,
        "C++ `ARM_PROCESSOR_FAMILY(ENUM)` entries: the processor families\nsubtarget features set, in LLVM's order.",
        "PROCESSOR_FAMILIES",
        "&str",
        quoted(&t.families),
    );
    static_table(
        &mut s,
        "C++ `ARM_ARCHITECTURE(ENUM)` entries: the architectures subtarget\nfeatures set, in LLVM's order.",
        "ARCHITECTURE_ENUMS",
        "&str",
        quoted(&t.architecture_enums),
    );
    let empty = AArch64::default();
    aarch64(&mut s, t.aarch64.as_ref().unwrap_or(&empty));
    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks("ARM/AArch64 Target Parser Definitions", "gen-arm-target-def", rk, vec![Chunk::Text(s)])
}

fn aarch64(s: &mut String, a: &AArch64) {
    let exts = a.extensions.iter().map(|e| {
        format!(
            "Extension {{ user_visible_name: {:?}, alias: {:?}, id: {:?}, arch_feature_name: {:?}, description: {:?}, pos_target_feature: {:?}, neg_target_feature: {:?} }}",
            e.user_visible_name,
            e.alias,
            e.kind,
            e.arch_feature_name,
            e.description,
            format!("+{}", e.name),
            format!("-{}", e.name)
        )
    });
    static_table(s, "C++ `Extensions`, by subtarget feature name.", "EXTENSIONS", "Extension", exts);
    let _ = writeln!(
        s,
        "/// C++ `AEK_NUM_EXTENSIONS`.\n#[allow(dead_code)]\npub const AEK_NUM_EXTENSIONS: usize = {};\n",
        a.extensions.len()
    );
    let fmv = a.fmv.iter().map(|f| {
        format!(
            "FmvInfo {{ name: {:?}, bit: {:?}, features: {:?}, priority: {} }}",
            f.name, f.bit, f.backend_features, f.priority
        )
    });
    static_table(s, "C++ `getFMVInfo()`.", "FMV_INFOS", "FmvInfo", fmv);
    let deps = a
        .dependencies
        .iter()
        .map(|(earlier, later)| format!("ExtensionDependency {{ earlier: {earlier:?}, later: {later:?} }}"));
    static_table(s, "C++ `ExtensionDependencies`.", "EXTENSION_DEPENDENCIES", "ExtensionDependency", deps);
    let archs = a.architectures.iter().map(|r| {
        let profile = if r.profile == "r" { "RProfile" } else { "AProfile" };
        let name = if r.minor == 0 {
            format!("armv{}-{}", r.major, r.profile)
        } else {
            format!("armv{}.{}-{}", r.major, r.minor, r.profile)
        };
        format!(
            "ArchInfo {{ cpp_name: {:?}, major: {}, minor: {}, profile: ArchProfile::{profile}, name: {name:?}, arch_feature: {:?}, default_exts: {} }}",
            r.cpp_name,
            r.major,
            r.minor,
            format!("+{}", r.feature_name),
            strs(&r.default_exts)
        )
    });
    static_table(s, "C++ `ArchInfos`.", "ARCH_INFOS", "ArchInfo", archs);
    let aliases = a.aliases.iter().map(|(alt, name)| format!("CpuAlias {{ alt_name: {alt:?}, name: {name:?} }}"));
    static_table(s, "C++ `CpuAliases`.", "CPU_ALIASES", "CpuAlias", aliases);
    let cpus = a.cpus.iter().map(|c| {
        format!("CpuInfo {{ name: {:?}, arch: {:?}, default_extensions: {} }}", c.name, c.arch, strs(&c.extensions))
    });
    static_table(s, "C++ `CpuInfos`.", "CPU_INFOS", "CpuInfo", cpus);
}
