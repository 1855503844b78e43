//! The Rust module: the same tables as LLVM's `RISCVTargetParserDef.inc`,
//! as static slices of plain structs, with lookups by name. Every table
//! keeps LLVM's order; the extension and bitmask tables are sorted by name
//! (as bytes), which the lookups rely on.

use tablegen_core::RecordKeeper;

use super::TargetDef;
use crate::backend::Options;
use crate::support::rust::{format_chunks, static_table, Chunk};

const TYPES: &str = r#"/// C++ `RISCVSupportedExtension`: an extension `-march` accepts, with the
/// version LLVM implements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct Extension {
    /// The name in `-march` (without LLVM's `experimental-` prefix).
    pub name: &'static str,
    /// The major version.
    pub major: u32,
    /// The minor version.
    pub minor: u32,
}

/// C++ `ImpliedExtsEntry`: enabling `name` also enables `implied`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct ImpliedExtension {
    /// The implying extension.
    pub name: &'static str,
    /// The extension it implies.
    pub implied: &'static str,
}

/// C++ `RISCVProfile`: a profile name and the `-march` string it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct Profile {
    /// The profile's name (without LLVM's `experimental-` prefix).
    pub name: &'static str,
    /// Its extensions as a `-march` string.
    pub march: &'static str,
}

/// C++ `PROC(ENUM, NAME, DEFAULT_MARCH, FAST_SCALAR_UNALIGN, FAST_VECTOR_UNALIGN)`:
/// a processor `-mcpu` accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct Processor {
    /// The processor's record (C++ `ENUM`).
    pub enum_name: &'static str,
    /// Its `-mcpu` name.
    pub name: &'static str,
    /// The `-march` string it implies.
    pub default_march: &'static str,
    /// Whether unaligned scalar accesses are fast (`unaligned-scalar-mem`).
    pub fast_scalar_unaligned_access: bool,
    /// Whether unaligned vector accesses are fast (`unaligned-vector-mem`).
    pub fast_vector_unaligned_access: bool,
}

/// C++ `TUNE_PROC(ENUM, NAME)`: a processor `-mtune` accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct TuneProcessor {
    /// The processor's record (C++ `ENUM`).
    pub enum_name: &'static str,
    /// Its `-mtune` name.
    pub name: &'static str,
}

/// C++ `RISCVExtensionBitmask`: where an extension sits in
/// `__riscv_feature_bits`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(dead_code)]
pub struct ExtensionBitmask {
    /// The extension's name.
    pub name: &'static str,
    /// The group (index of the 64-bit word).
    pub group_id: u32,
    /// The bit within the group.
    pub bit_position: u32,
}

/// The extension called `name`, ratified or experimental (C++ looks in
/// `SupportedExtensions`, then `SupportedExperimentalExtensions`).
#[allow(dead_code)]
pub fn extension(name: &str) -> Option<&'static Extension> {
    [SUPPORTED_EXTENSIONS, SUPPORTED_EXPERIMENTAL_EXTENSIONS]
        .into_iter()
        .find_map(|t| t.binary_search_by(|e| e.name.cmp(name)).ok().map(|i| &t[i]))
}

/// The extensions `name` implies directly, in LLVM's order.
#[allow(dead_code)]
pub fn implied_extensions(name: &str) -> impl Iterator<Item = &'static str> + '_ {
    let start = IMPLIED_EXTENSIONS.partition_point(|e| e.name < name);
    IMPLIED_EXTENSIONS[start..].iter().take_while(move |e| e.name == name).map(|e| e.implied)
}

/// The processor `-mcpu=name` selects.
#[allow(dead_code)]
pub fn processor(name: &str) -> Option<&'static Processor> {
    PROCESSORS.iter().find(|p| p.name == name)
}

/// The bitmask entry of the extension called `name`.
#[allow(dead_code)]
pub fn extension_bitmask(name: &str) -> Option<&'static ExtensionBitmask> {
    EXTENSION_BITMASKS.binary_search_by(|e| e.name.cmp(name)).ok().map(|i| &EXTENSION_BITMASKS[i])
}
"#;

pub(super) fn write(rk: &RecordKeeper, t: &TargetDef, _: &Options) -> String {
    let mut s = String::new();
    s.push_str(TYPES);
    s.push('\n');
    let ext = |experimental: bool| {
        t.extensions.iter().filter(move |e| e.experimental == experimental).map(|e| {
            format!("Extension {{ name: {:?}, major: {}, minor: {} }}", e.name, e.major as u32, e.minor as u32)
        })
    };
    static_table(&mut s, "C++ `SupportedExtensions`, by name.", "SUPPORTED_EXTENSIONS", "Extension", ext(false));
    static_table(
        &mut s,
        "C++ `SupportedExperimentalExtensions`, by name.",
        "SUPPORTED_EXPERIMENTAL_EXTENSIONS",
        "Extension",
        ext(true),
    );
    let implied = t.extensions.iter().flat_map(|e| {
        e.implies.iter().map(move |i| format!("ImpliedExtension {{ name: {:?}, implied: {i:?} }}", e.name))
    });
    static_table(
        &mut s,
        "C++ `ImpliedExts`, by implying extension.",
        "IMPLIED_EXTENSIONS",
        "ImpliedExtension",
        implied,
    );
    let profiles = |experimental: bool| {
        t.profiles
            .iter()
            .filter(move |p| p.experimental == experimental)
            .map(|p| format!("Profile {{ name: {:?}, march: {:?} }}", p.name, p.march))
    };
    static_table(&mut s, "C++ `SupportedProfiles`.", "SUPPORTED_PROFILES", "Profile", profiles(false));
    static_table(
        &mut s,
        "C++ `SupportedExperimentalProfiles` (empty where LLVM writes no table).",
        "SUPPORTED_EXPERIMENTAL_PROFILES",
        "Profile",
        profiles(true),
    );
    let procs = t.processors.iter().map(|p| {
        format!(
            "Processor {{ enum_name: {:?}, name: {:?}, default_march: {:?}, fast_scalar_unaligned_access: {}, fast_vector_unaligned_access: {} }}",
            p.record, p.name, p.march, p.fast_scalar_unaligned, p.fast_vector_unaligned
        )
    });
    static_table(&mut s, "C++ `PROC` entries.", "PROCESSORS", "Processor", procs);
    let tune = t
        .tune_processors
        .iter()
        .map(|(record, name)| format!("TuneProcessor {{ enum_name: {record:?}, name: {name:?} }}"));
    static_table(&mut s, "C++ `TUNE_PROC` entries.", "TUNE_PROCESSORS", "TuneProcessor", tune);
    let masks = t
        .bitmasks
        .iter()
        .map(|b| format!("ExtensionBitmask {{ name: {:?}, group_id: {}, bit_position: {} }}", b.name, b.group, b.bit));
    static_table(&mut s, "C++ `ExtensionBitmask`, by name.", "EXTENSION_BITMASKS", "ExtensionBitmask", masks);
    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks("RISC-V Target Parser Definitions", "gen-riscv-target-def", rk, vec![Chunk::Text(s)])
}
