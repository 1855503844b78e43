//! The `-print-detailed-records` backend: every global, class and def with
//! source locations, as LLVM's `DetailedRecordsEmitter` prints them.

use crate::record::{RecId, RecordKeeper};
use crate::source::Loc;
use crate::text::Out;

fn heading<O: Out>(out: &mut O, title: &str, count: usize) {
    let bar = "--------------------";
    let _ = writeln!(out, "\n{bar} {title} ({count}) {bar}");
}

/// `  |FILE:LINE|`: a location as the emitter brackets it, the file name
/// byte for byte.
fn location<O: Out>(rk: &RecordKeeper, out: &mut O, loc: Loc) {
    let text = rk.formatted_loc_bytes(loc);
    out.push('|');
    out.push_value(&text, &String::from_utf8_lossy(&text));
    out.push('|');
}

fn superclasses<O: Out>(rk: &RecordKeeper, out: &mut O, rec: RecId) {
    let scs = &rk.record(rec).super_classes;
    if scs.is_empty() {
        out.push_str("  Superclasses: (none)\n");
        return;
    }
    out.push_str("  Superclasses:");
    for (c, _) in scs {
        let name = rk.record(*c).name;
        if rk.has_direct_super_class(rec, *c) {
            out.push(' ');
            rk.write_unquoted(out, name);
        } else {
            out.push_str(" (");
            rk.write_unquoted(out, name);
            out.push(')');
        }
    }
    out.push('\n');
}

fn fields<O: Out>(rk: &RecordKeeper, out: &mut O, rec: RecId) {
    let r = rk.record(rec);
    if r.values.is_empty() {
        out.push_str("  Fields: (none)\n");
        return;
    }
    out.push_str("  Fields:\n");
    for v in &r.values {
        if r.is_template_arg(v.name) {
            continue;
        }
        out.push_str("    ");
        rk.write_record_val(out, v, false);
        out.push_str("  ");
        location(rk, out, v.loc);
        out.push('\n');
    }
}

fn write_detailed<O: Out>(rk: &RecordKeeper, out: &mut O) {
    out.push_str("DETAILED RECORDS for file ");
    out.push_value(rk.input_filename_bytes(), rk.input_filename());
    out.push('\n');
    let globals = rk.globals();
    heading(out, "Global Variables", globals.len());
    out.push('\n');
    for (name, v) in &globals {
        out.push_value(rk.inits.strings.bytes(*name), rk.inits.strings.get(*name));
        out.push_str(" = ");
        rk.write_init(out, *v);
        out.push('\n');
    }
    let classes = rk.classes();
    heading(out, "Classes", classes.len());
    for c in classes {
        let r = rk.record(c);
        out.push('\n');
        rk.write_unquoted(out, r.name);
        out.push_str("  ");
        location(rk, out, r.loc());
        out.push('\n');
        if r.template_args.is_empty() {
            out.push_str("  Template args: (none)\n");
        } else {
            out.push_str("  Template args:\n");
            for ta in &r.template_args {
                if let Some(v) = r.value(*ta) {
                    out.push_str("    ");
                    rk.write_record_val(out, v, false);
                    out.push_str("  ");
                    location(rk, out, v.loc);
                    out.push('\n');
                }
            }
        }
        superclasses(rk, out, c);
        fields(rk, out, c);
    }
    let defs = rk.defs();
    heading(out, "Records", defs.len());
    for d in defs {
        let r = rk.record(d);
        out.push('\n');
        if rk.record_name(d).is_empty() {
            out.push_str("\"\"");
        } else {
            rk.write_unquoted(out, r.name);
        }
        out.push_str("  ");
        location(rk, out, r.loc());
        out.push('\n');
        if r.locs.len() >= 2 {
            out.push_str("  Defm sequence:");
            for l in r.locs[1..].iter().rev() {
                out.push(' ');
                location(rk, out, *l);
            }
            out.push('\n');
        }
        superclasses(rk, out, d);
        fields(rk, out, d);
    }
}

/// The `-print-detailed-records` output, with strings that are not UTF-8
/// shown lossily; see [`print_detailed_records_bytes`] for the exact bytes.
///
/// ```
/// let rk = tablegen_core::parse_str("t.td", "def X { int a = 1; }").unwrap();
/// let text = tablegen_core::detailed::print_detailed_records(&rk);
/// assert!(text.contains("\nX  |t.td:1|\n"));
/// assert!(text.contains("    int a = 1  |t.td:1|\n"));
/// ```
pub fn print_detailed_records(rk: &RecordKeeper) -> String {
    let mut out = String::with_capacity(1 << 16);
    write_detailed(rk, &mut out);
    out
}

/// The `-print-detailed-records` output, byte for byte as LLVM prints it.
pub fn print_detailed_records_bytes(rk: &RecordKeeper) -> Vec<u8> {
    let mut out = Vec::with_capacity(1 << 16);
    write_detailed(rk, &mut out);
    out
}
