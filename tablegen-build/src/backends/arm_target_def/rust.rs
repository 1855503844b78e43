//! The Rust module: the same tables as LLVM's `ARMTargetParserDef.inc` /
//! `AArch64TargetParserDef.inc`, as static slices of plain structs, with
//! lookups by name. Every table keeps LLVM's order; the AArch64 tables are
//! empty where LLVM writes no AArch64 sections (no `Architecture64` class).

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::{AArch64, TargetDef};
use crate::backend::Options;
use crate::support::rust::runtime::{forwarders, imports, tables_static, Forward};
use crate::support::rust::{format_chunks, static_table, Chunk, Writer};

/// The runtime items the module re-exports: the target-parser types.
const TARGET_PARSER_IMPORTS: (&str, &[&str]) = (
    "target_parser",
    &["AArch64Tables", "ArchInfo", "ArchProfile", "CpuAlias", "CpuInfo", "Extension", "ExtensionDependency", "FmvInfo"],
);

/// The lookups over `AARCH64_TABLES`, each a function of the module.
const LOOKUPS: &[Forward<'static>] = &[
    Forward {
        doc: "The extension `-march`/`-mcpu` modifiers call `name`, by its name or its\nalias (C++ `parseArchExtension`).",
        signature: "extension(name: &str) -> Option<&'static Extension>",
        call: "AARCH64_TABLES.extension(name)",
    },
    Forward {
        doc: "The value of the C++ `ArchExtKind` enumerator `id` (`AEK_SVE`): the\nposition of its extension in [`EXTENSIONS`].",
        signature: "arch_ext_kind(id: &str) -> Option<usize>",
        call: "AARCH64_TABLES.arch_ext_kind(id)",
    },
    Forward {
        doc: "The function multi-versioning feature called `name`.",
        signature: "fmv_info(name: &str) -> Option<&'static FmvInfo>",
        call: "AARCH64_TABLES.fmv_info(name)",
    },
    Forward {
        doc: "The extensions that the extension `id` (an `ArchExtKind` enumerator)\nenables, as enumerators.",
        signature: "extension_dependencies(id: &str) -> impl Iterator<Item = &'static str> + '_",
        call: "AARCH64_TABLES.extension_dependencies(id)",
    },
    Forward {
        doc: "The architecture `-march=name` selects (`armv8.2-a`).",
        signature: "architecture(name: &str) -> Option<&'static ArchInfo>",
        call: "AARCH64_TABLES.architecture(name)",
    },
    Forward {
        doc: "The CPU that `name` stands for if it is an alias, else `name` (C++\n`resolveCPUAlias`).",
        signature: "resolve_cpu_alias(name: &str) -> &str",
        call: "AARCH64_TABLES.resolve_cpu_alias(name)",
    },
    Forward {
        doc: "The CPU `-mcpu=name` selects, aliases resolved (C++ `parseCpu`).",
        signature: "cpu(name: &str) -> Option<&'static CpuInfo>",
        call: "AARCH64_TABLES.cpu(name)",
    },
    Forward {
        doc: "The architecture of `cpu`.",
        signature: "cpu_architecture(cpu: &CpuInfo) -> Option<&'static ArchInfo>",
        call: "AARCH64_TABLES.cpu_architecture(cpu)",
    },
];

/// The fields of `AARCH64_TABLES`: the module's statics.
const TABLE_FIELDS: &[(&str, &str)] = &[
    ("extensions", "EXTENSIONS"),
    ("fmv_infos", "FMV_INFOS"),
    ("extension_dependencies", "EXTENSION_DEPENDENCIES"),
    ("arch_infos", "ARCH_INFOS"),
    ("cpu_aliases", "CPU_ALIASES"),
    ("cpu_infos", "CPU_INFOS"),
];

/// A Rust slice expression of string literals.
fn strs(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|s| format!("{s:?}")).collect();
    format!("&[{}]", quoted.join(", "))
}

pub(super) fn write(rk: &RecordKeeper, t: &TargetDef, opts: &Options) -> String {
    let mut s = imports(opts.rust_runtime(), &[TARGET_PARSER_IMPORTS]);
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
    let mut w = Writer::new();
    tables_static(
        &mut w,
        "The AArch64 tables, as the runtime reads them.",
        "AARCH64_TABLES",
        "AArch64Tables",
        TABLE_FIELDS,
    );
    w.blank();
    forwarders(&mut w, true, LOOKUPS);
    s.push_str(&w.finish());
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
