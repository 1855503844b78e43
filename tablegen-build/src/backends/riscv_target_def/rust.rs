//! The Rust module: the same tables as LLVM's `RISCVTargetParserDef.inc`,
//! as static slices of the row types of `tablegen_runtime::target_parser::riscv`
//! (re-exported), gathered in `RISCV_TABLES`, with lookups by name that
//! hand it to the runtime. Every table
//! keeps LLVM's order; the extension and bitmask tables are sorted by name
//! (as bytes), which the lookups rely on.

use tablegen_core::RecordKeeper;

use super::TargetDef;
use crate::backend::Options;
use crate::support::rust::runtime::{forwarders, imports, tables_static, Forward};
use crate::support::rust::{format_chunks, static_table, Chunk, Writer};

/// The runtime items the module re-exports: the row types and the tables'
/// reader.
const RISCV_IMPORTS: (&str, &[&str]) = (
    "target_parser::riscv",
    &["Extension", "ExtensionBitmask", "ImpliedExtension", "Processor", "Profile", "RiscvTables", "TuneProcessor"],
);

/// `RISCV_TABLES` and the module's lookups, which hand it to the runtime.
fn lookups(s: String) -> String {
    let mut w = Writer::append_to(s);
    let fields: Vec<(&str, String)> = [
        "supported_extensions",
        "supported_experimental_extensions",
        "implied_extensions",
        "supported_profiles",
        "supported_experimental_profiles",
        "processors",
        "tune_processors",
        "extension_bitmasks",
    ]
    .into_iter()
    .map(|f| (f, f.to_ascii_uppercase()))
    .collect();
    let fields: Vec<(&str, &str)> = fields.iter().map(|(f, v)| (*f, v.as_str())).collect();
    tables_static(&mut w, "The RISC-V tables, as the runtime reads them.", "RISCV_TABLES", "RiscvTables", &fields);
    w.blank();
    forwarders(
        &mut w,
        true,
        &[
            Forward {
                doc: "The extension called `name`, ratified or experimental (C++ looks in\n`SupportedExtensions`, then `SupportedExperimentalExtensions`).",
                signature: "extension(name: &str) -> Option<&'static Extension>",
                call: "RISCV_TABLES.extension(name)",
            },
            Forward {
                doc: "The extensions `name` implies directly, in LLVM's order.",
                signature: "implied_extensions(name: &str) -> impl Iterator<Item = &'static str> + '_",
                call: "RISCV_TABLES.implied_extensions(name)",
            },
            Forward {
                doc: "The processor `-mcpu=name` selects.",
                signature: "processor(name: &str) -> Option<&'static Processor>",
                call: "RISCV_TABLES.processor(name)",
            },
            Forward {
                doc: "The bitmask entry of the extension called `name`.",
                signature: "extension_bitmask(name: &str) -> Option<&'static ExtensionBitmask>",
                call: "RISCV_TABLES.extension_bitmask(name)",
            },
        ],
    );
    w.finish()
}

pub(super) fn write(rk: &RecordKeeper, t: &TargetDef, opts: &Options) -> String {
    let mut s = imports(opts.rust_runtime(), &[RISCV_IMPORTS]);
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
    let mut s = lookups(s);
    s.truncate(s.trim_end().len());
    s.push('\n');
    format_chunks("RISC-V Target Parser Definitions", "gen-riscv-target-def", rk, vec![Chunk::Text(s)])
}
