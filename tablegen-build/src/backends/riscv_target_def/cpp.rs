//! The C++ text, as LLVM's emitter writes it (no file header: the
//! emitter writes none).

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::TargetDef;
use crate::backend::Options;
use crate::support::cpp::ifdef;

fn extension_table(out: &mut String, t: &TargetDef, experimental: bool) {
    out.push_str("static const RISCVSupportedExtension Supported");
    if experimental {
        out.push_str("Experimental");
    }
    out.push_str("Extensions[] = {\n");
    for e in t.extensions.iter().filter(|e| e.experimental == experimental) {
        let _ = writeln!(out, "    {{\"{}\", {{{}, {}}}}},", e.name, e.major, e.minor);
    }
    out.push_str("};\n\n");
}

fn profile_table(out: &mut String, t: &TargetDef, experimental: bool) {
    out.push_str("static constexpr RISCVProfile Supported");
    if experimental {
        out.push_str("Experimental");
    }
    out.push_str("Profiles[] = {\n");
    for p in t.profiles.iter().filter(|p| p.experimental == experimental) {
        let _ = writeln!(out, "    {{\"{}\",\"{}\"}},", p.name, p.march);
    }
    out.push_str("};\n\n");
}

pub(super) fn write(_: &RecordKeeper, t: &TargetDef, _: &Options) -> String {
    let mut out = String::new();
    ifdef(&mut out, "GET_SUPPORTED_EXTENSIONS", |out| {
        out.push('\n');
        if !t.extensions.is_empty() {
            extension_table(out, t, false);
            extension_table(out, t, true);
        }
    });
    out.push('\n');
    ifdef(&mut out, "GET_IMPLIED_EXTENSIONS", |out| {
        out.push('\n');
        if !t.extensions.is_empty() {
            out.push_str("\nstatic constexpr ImpliedExtsEntry ImpliedExts[] = {\n");
            for e in &t.extensions {
                for implied in &e.implies {
                    let _ = writeln!(out, "    {{ {{\"{}\"}}, \"{implied}\"}},", e.name);
                }
            }
            out.push_str("};\n\n");
        }
    });
    out.push('\n');
    ifdef(&mut out, "GET_SUPPORTED_PROFILES", |out| {
        out.push('\n');
        if !t.profiles.is_empty() {
            profile_table(out, t, false);
            if t.profiles.iter().any(|p| p.experimental) {
                profile_table(out, t, true);
            }
        }
    });
    out.push('\n');
    out.push_str(
        "#ifndef PROC\n#define PROC(ENUM, NAME, DEFAULT_MARCH, FAST_SCALAR_UNALIGN, FAST_VECTOR_UNALIGN)\n#endif\n\n",
    );
    for p in &t.processors {
        let _ = writeln!(
            out,
            "PROC({}, {{\"{}\"}}, {{\"{}\"}}, {}, {})",
            p.record,
            p.name,
            p.march,
            u8::from(p.fast_scalar_unaligned),
            u8::from(p.fast_vector_unaligned)
        );
    }
    out.push_str("\n#undef PROC\n\n#ifndef TUNE_PROC\n#define TUNE_PROC(ENUM, NAME)\n#endif\n\n");
    for (record, name) in &t.tune_processors {
        let _ = writeln!(out, "TUNE_PROC({record}, \"{name}\")");
    }
    out.push_str("\n#undef TUNE_PROC\n");
    out.push_str("#ifdef GET_RISCVExtensionBitmaskTable_IMPL\n");
    out.push_str("static const RISCVExtensionBitmask ExtensionBitmask[]={\n");
    for b in &t.bitmasks {
        let _ = writeln!(out, "    {{\"{}\", {}, {}ULL}},", b.name, b.group, b.bit);
    }
    out.push_str("};\n#endif\n");
    out
}
