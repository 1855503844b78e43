//! `-gen-riscv-target-def` (LLVM's RISCVTargetDefEmitter): the RISC-V
//! extensions with their versions and implications, the profiles, the
//! processors with their default `-march` strings, and the extension
//! bitmasks that `__riscv_feature_bits` uses, in C++ (the
//! `RISCVTargetParserDef.inc` that LLVM's target parser includes) and in
//! Rust.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! let src = r#"
//!   class SubtargetFeature<string n, list<SubtargetFeature> i = []> {
//!     string Name = n; list<SubtargetFeature> Implies = i;
//!   }
//!   class RISCVExtension<string n, int maj, int min, list<SubtargetFeature> i = []>
//!       : SubtargetFeature<n, i> {
//!     int MajorVersion = maj; int MinorVersion = min; bit Experimental = false;
//!   }
//!   def FeatureStdExtZicsr : RISCVExtension<"zicsr", 2, 0>;
//!   def FeatureStdExtF : RISCVExtension<"f", 2, 2, [FeatureStdExtZicsr]>;
//! "#;
//! let mut rk = tablegen_core::parse_str("t.td", src).unwrap();
//! let backend = registry::find("gen-riscv-target-def").unwrap();
//! let cpp = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(cpp.contains("    {\"f\", {2, 2}},\n    {\"zicsr\", {2, 0}},\n"));
//! assert!(cpp.contains("    { {\"f\"}, \"zicsr\"},\n"));
//! let rust = backend.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Rust).unwrap();
//! assert!(rust.contains("Extension { name: \"f\", major: 2, minor: 2 },"));
//! ```

mod cpp;
mod order;
mod rust;

use tablegen_core::record::RecId;

use crate::backend::{Options, Pipeline, Records, Result};
use crate::support::fields::{bit_field, defs_field, lift, string_field};

/// `-gen-riscv-target-def`.
pub static BACKEND: Pipeline<TargetDef> =
    Pipeline::new("gen-riscv-target-def", "Generate the list of CPUs and extensions for RISC-V", analyze, cpp::write)
        .rust(rust::write);

/// What the backend writes, read from the records in LLVM's order.
#[derive(Debug, Default)]
pub struct TargetDef {
    /// Every `RISCVExtension` def, by extension name.
    pub extensions: Vec<Extension>,
    /// Every `RISCVProfile` def, in def-name order.
    pub profiles: Vec<Profile>,
    /// Every `RISCVProcessorModel` def, in def-name order.
    pub processors: Vec<Processor>,
    /// Every `RISCVTuneProcessorModel` def, in def-name order.
    pub tune_processors: Vec<(String, String)>,
    /// Every `RISCVExtensionBitmask` def, by extension name.
    pub bitmasks: Vec<Bitmask>,
}

/// A `RISCVExtension`.
#[derive(Debug)]
pub struct Extension {
    /// `Name` without an `experimental-` prefix.
    pub name: String,
    /// `MajorVersion`.
    pub major: i64,
    /// `MinorVersion`.
    pub minor: i64,
    /// `Experimental`.
    pub experimental: bool,
    /// The names of the extensions in `Implies`, other features left out.
    pub implies: Vec<String>,
}

/// A `RISCVProfile`.
#[derive(Debug)]
pub struct Profile {
    /// `Name` without an `experimental-` prefix.
    pub name: String,
    /// `Experimental`.
    pub experimental: bool,
    /// The `-march` string of the features it implies.
    pub march: String,
}

/// A `RISCVProcessorModel`.
#[derive(Debug)]
pub struct Processor {
    /// The def's name (the C++ enumerator).
    pub record: String,
    /// `Name`, the `-mcpu` value.
    pub name: String,
    /// `DefaultMarch`, or the `-march` string of its features.
    pub march: String,
    /// Whether a feature named `unaligned-scalar-mem` is among its features.
    pub fast_scalar_unaligned: bool,
    /// Whether a feature named `unaligned-vector-mem` is among its features.
    pub fast_vector_unaligned: bool,
}

/// A `RISCVExtensionBitmask`.
#[derive(Debug)]
pub struct Bitmask {
    /// The extension's name without an `experimental-` prefix.
    pub name: String,
    /// `GroupID` (as LLVM's `unsigned`).
    pub group: u32,
    /// `BitPos` (as LLVM's `unsigned`).
    pub bit: u32,
}

/// `Name` without LLVM's `experimental-` prefix.
fn extension_name(rk: &mut Records<'_>, rec: RecId) -> Result<String> {
    let name = string_field(rk, rec, "Name")?;
    Ok(match name.strip_prefix("experimental-") {
        Some(rest) => rest.to_string(),
        None => name,
    })
}

fn int_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<i64> {
    let r = rk.value_as_int(rec, field);
    lift(rk, r)
}

/// The defs of `class` (none if it is not defined) sorted by extension
/// name with libstdc++'s unstable `std::sort`, so that defs with the same
/// name come in llvm-tblgen's order.
fn by_extension_name(rk: &mut Records<'_>, class: &str) -> Result<Vec<(String, RecId)>> {
    let mut defs = Vec::new();
    for rec in rk.all_derived_definitions_if_defined(class) {
        defs.push((extension_name(rk, rec)?, rec));
    }
    crate::support::sort::sort_by(&mut defs, |a, b| a.0 < b.0);
    Ok(defs)
}

/// LLVM's `printMArch`: `rv` and the XLEN from a `32bit`/`64bit` feature
/// (0 if neither: LLVM's release build asserts nothing), then each
/// extension's name and version in canonical order, joined by `_`.
fn march(rk: &mut Records<'_>, features: &[RecId]) -> Result<String> {
    let mut exts: Vec<(String, u32, u32)> = Vec::new();
    let mut xlen = 0;
    for &f in features {
        let name = extension_name(rk, f)?;
        if rk.is_subclass_of_name(f, "RISCVExtension") {
            // Truncated to `unsigned`, as LLVM stores them.
            let major = int_field(rk, f, "MajorVersion")? as u32;
            let minor = int_field(rk, f, "MinorVersion")? as u32;
            // A map keyed by name: a later feature replaces an earlier one.
            match exts.iter_mut().find(|e| e.0 == name) {
                Some(e) => (e.1, e.2) = (major, minor),
                None => exts.push((name, major, minor)),
            }
        } else if name == "64bit" {
            xlen = 64;
        } else if name == "32bit" {
            xlen = 32;
        }
    }
    exts.sort_by(|a, b| order::compare(&a.0, &b.0));
    let mut s = format!("rv{xlen}");
    for (i, (name, major, minor)) in exts.iter().enumerate() {
        if i > 0 {
            s.push('_');
        }
        s.push_str(&format!("{name}{major}p{minor}"));
    }
    Ok(s)
}

/// Reads the records in the order LLVM's emitter visits them, so that its
/// errors come in the same order.
pub fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<TargetDef> {
    let mut out = TargetDef::default();
    let extensions = by_extension_name(rk, "RISCVExtension")?;
    for (name, rec) in &extensions {
        let experimental = bit_field(rk, *rec, "Experimental")?;
        let major = int_field(rk, *rec, "MajorVersion")?;
        let minor = int_field(rk, *rec, "MinorVersion")?;
        out.extensions.push(Extension { name: name.clone(), major, minor, experimental, implies: Vec::new() });
    }
    // The implications are a second pass in LLVM (after both tables).
    for (ext, (_, rec)) in out.extensions.iter_mut().zip(&extensions) {
        for implied in defs_field(rk, *rec, "Implies")? {
            if rk.is_subclass_of_name(implied, "RISCVExtension") {
                ext.implies.push(extension_name(rk, implied)?);
            }
        }
    }
    for rec in rk.all_derived_definitions_if_defined("RISCVProfile") {
        let experimental = bit_field(rk, rec, "Experimental")?;
        let name = extension_name(rk, rec)?;
        let features = defs_field(rk, rec, "Implies")?;
        let march = march(rk, &features)?;
        out.profiles.push(Profile { name, experimental, march });
    }
    for rec in rk.all_derived_definitions_if_defined("RISCVProcessorModel") {
        let features = defs_field(rk, rec, "Features")?;
        let has = |rk: &mut Records<'_>, wanted: &str| -> Result<bool> {
            for &f in &features {
                if string_field(rk, f, "Name")? == wanted {
                    return Ok(true);
                }
            }
            Ok(false)
        };
        let fast_scalar_unaligned = has(rk, "unaligned-scalar-mem")?;
        let fast_vector_unaligned = has(rk, "unaligned-vector-mem")?;
        let name = string_field(rk, rec, "Name")?;
        let default = string_field(rk, rec, "DefaultMarch")?;
        let march = if default.is_empty() { march(rk, &features)? } else { default };
        let record = rk.name_str(rec).to_string();
        out.processors.push(Processor { record, name, march, fast_scalar_unaligned, fast_vector_unaligned });
    }
    for rec in rk.all_derived_definitions_if_defined("RISCVTuneProcessorModel") {
        let name = string_field(rk, rec, "Name")?;
        out.tune_processors.push((rk.name_str(rec).to_string(), name));
    }
    for (name, rec) in by_extension_name(rk, "RISCVExtensionBitmask")? {
        let group = int_field(rk, rec, "GroupID")? as u32;
        let bit = int_field(rk, rec, "BitPos")? as u32;
        out.bitmasks.push(Bitmask { name, group, bit });
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
