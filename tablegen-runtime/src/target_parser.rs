//! The ARM and AArch64 target-parser vocabulary of
//! `-gen-arm-target-def --rust` (C++ `llvm/TargetParser`): AArch64's
//! extensions, function multi-versioning features, architecture versions
//! and CPUs, and the lookups `-march`/`-mcpu` parsing makes over them.
//!
//! A generated module holds the tables in an [`AArch64Tables`] (its
//! `AARCH64_TABLES`) and wraps the lookups here as its functions.
//! [`riscv`] holds RISC-V's, of `-gen-riscv-target-def --rust`.

pub mod riscv;

/// C++ `ExtensionInfo`: an AArch64 architecture extension. Its position in
/// [`AArch64Tables::extensions`] is the value of its C++ `ArchExtKind` enumerator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
pub struct ExtensionDependency {
    /// C++ `Earlier`: the implied extension's `ArchExtKind` enumerator.
    pub earlier: &'static str,
    /// C++ `Later`: the implying extension's `ArchExtKind` enumerator.
    pub later: &'static str,
}

/// C++ `ArchProfile`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArchProfile {
    /// C++ `AProfile`: application.
    AProfile,
    /// C++ `RProfile`: real-time.
    RProfile,
}

/// C++ `ArchInfo`: an AArch64 architecture version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
pub struct CpuAlias {
    /// C++ `AltName`: the alias.
    pub alt_name: &'static str,
    /// C++ `Name`: the CPU it stands for.
    pub name: &'static str,
}

/// C++ `CpuInfo`: a CPU `-mcpu` accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CpuInfo {
    /// C++ `Name`.
    pub name: &'static str,
    /// C++ `Arch`: the [`ArchInfo::cpp_name`] of its architecture.
    pub arch: &'static str,
    /// C++ `DefaultExtensions`: the `ArchExtKind` enumerators of its
    /// extensions.
    pub default_extensions: &'static [&'static str],
}

/// A target's AArch64 target-parser tables (the generated module's
/// `AARCH64_TABLES`; empty for a target that defines none).
///
/// ```
/// use tablegen_runtime::target_parser::{AArch64Tables, ArchInfo, ArchProfile, CpuAlias, CpuInfo};
/// static ARCHS: [ArchInfo; 1] = [ArchInfo {
///     cpp_name: "ARMV8A", major: 8, minor: 0, profile: ArchProfile::AProfile, name: "armv8-a",
///     arch_feature: "+v8a", default_exts: &[],
/// }];
/// static CPUS: [CpuInfo; 1] = [CpuInfo { name: "generic", arch: "ARMV8A", default_extensions: &[] }];
/// static ALIASES: [CpuAlias; 1] = [CpuAlias { alt_name: "any", name: "generic" }];
/// let t = AArch64Tables {
///     extensions: &[], fmv_infos: &[], extension_dependencies: &[],
///     arch_infos: &ARCHS, cpu_aliases: &ALIASES, cpu_infos: &CPUS,
/// };
/// let cpu = t.cpu("any").unwrap();
/// assert_eq!(cpu.name, "generic");
/// assert_eq!(t.cpu_architecture(cpu).map(|a| a.name), Some("armv8-a"));
/// assert!(t.extension("").is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AArch64Tables {
    /// C++ `Extensions`, by subtarget feature name.
    pub extensions: &'static [Extension],
    /// C++ `getFMVInfo()`.
    pub fmv_infos: &'static [FmvInfo],
    /// C++ `ExtensionDependencies`.
    pub extension_dependencies: &'static [ExtensionDependency],
    /// C++ `ArchInfos`.
    pub arch_infos: &'static [ArchInfo],
    /// C++ `CpuAliases`.
    pub cpu_aliases: &'static [CpuAlias],
    /// C++ `CpuInfos`.
    pub cpu_infos: &'static [CpuInfo],
}

impl AArch64Tables {
    /// The extension `-march`/`-mcpu` modifiers call `name`, by its name or
    /// its alias (C++ `parseArchExtension`).
    pub fn extension(&self, name: &str) -> Option<&'static Extension> {
        if name.is_empty() {
            return None;
        }
        self.extensions.iter().find(|e| e.user_visible_name == name || e.alias == Some(name))
    }

    /// The value of the C++ `ArchExtKind` enumerator `id` (`AEK_SVE`): the
    /// position of its extension in [`AArch64Tables::extensions`].
    pub fn arch_ext_kind(&self, id: &str) -> Option<usize> {
        self.extensions.iter().position(|e| e.id == id)
    }

    /// The function multi-versioning feature called `name`.
    pub fn fmv_info(&self, name: &str) -> Option<&'static FmvInfo> {
        self.fmv_infos.iter().find(|f| f.name == name)
    }

    /// The extensions that the extension `id` (an `ArchExtKind`
    /// enumerator) enables, as enumerators.
    pub fn extension_dependencies<'a>(&self, id: &'a str) -> impl Iterator<Item = &'static str> + 'a {
        let deps = self.extension_dependencies;
        deps.iter().filter(move |d| d.later == id).map(|d| d.earlier)
    }

    /// The architecture `-march=name` selects (`armv8.2-a`).
    pub fn architecture(&self, name: &str) -> Option<&'static ArchInfo> {
        self.arch_infos.iter().find(|a| a.name == name)
    }

    /// The CPU that `name` stands for if it is an alias, else `name` (C++
    /// `resolveCPUAlias`).
    pub fn resolve_cpu_alias<'a>(&self, name: &'a str) -> &'a str {
        self.cpu_aliases.iter().find(|a| a.alt_name == name).map_or(name, |a| a.name)
    }

    /// The CPU `-mcpu=name` selects, aliases resolved (C++ `parseCpu`).
    pub fn cpu(&self, name: &str) -> Option<&'static CpuInfo> {
        let name = self.resolve_cpu_alias(name);
        self.cpu_infos.iter().find(|c| c.name == name)
    }

    /// The architecture of `cpu`.
    pub fn cpu_architecture(&self, cpu: &CpuInfo) -> Option<&'static ArchInfo> {
        self.arch_infos.iter().find(|a| a.cpp_name == cpu.arch)
    }
}
