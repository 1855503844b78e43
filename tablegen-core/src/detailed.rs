//! The `-print-detailed-records` backend: every global, class and def with
//! source locations, as LLVM's `DetailedRecordsEmitter` prints them.

use crate::record::{RecId, RecordKeeper};
use std::fmt::Write as _;

fn heading(out: &mut String, title: &str, count: usize) {
    let bar = "--------------------";
    let _ = writeln!(out, "\n{bar} {title} ({count}) {bar}");
}

fn superclasses(rk: &RecordKeeper, out: &mut String, rec: RecId) {
    let scs = &rk.record(rec).super_classes;
    if scs.is_empty() {
        out.push_str("  Superclasses: (none)\n");
        return;
    }
    out.push_str("  Superclasses:");
    for (c, _) in scs {
        let n = rk.record_name(*c);
        if rk.has_direct_super_class(rec, *c) {
            let _ = write!(out, " {n}");
        } else {
            let _ = write!(out, " ({n})");
        }
    }
    out.push('\n');
}

fn fields(rk: &RecordKeeper, out: &mut String, rec: RecId) {
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
        let _ = writeln!(out, "  |{}|", rk.formatted_loc(v.loc));
    }
}

/// The `-print-detailed-records` output.
pub fn print_detailed_records(rk: &RecordKeeper) -> String {
    let mut out = String::with_capacity(1 << 16);
    let _ = writeln!(out, "DETAILED RECORDS for file {}", rk.input_filename());
    let globals = rk.globals();
    heading(&mut out, "Global Variables", globals.len());
    out.push('\n');
    for (name, v) in &globals {
        let _ = writeln!(out, "{name} = {}", rk.as_string(*v));
    }
    let classes = rk.classes();
    heading(&mut out, "Classes", classes.len());
    for c in classes {
        let r = rk.record(c);
        let _ = writeln!(out, "\n{}  |{}|", rk.record_name(c), rk.formatted_loc(r.loc()));
        if r.template_args.is_empty() {
            out.push_str("  Template args: (none)\n");
        } else {
            out.push_str("  Template args:\n");
            for ta in &r.template_args {
                if let Some(v) = r.value(*ta) {
                    out.push_str("    ");
                    rk.write_record_val(&mut out, v, false);
                    let _ = writeln!(out, "  |{}|", rk.formatted_loc(v.loc));
                }
            }
        }
        superclasses(rk, &mut out, c);
        fields(rk, &mut out, c);
    }
    let defs = rk.defs();
    heading(&mut out, "Records", defs.len());
    for d in defs {
        let r = rk.record(d);
        let name = rk.record_name(d);
        let shown = if name.is_empty() { "\"\"".to_string() } else { name };
        let _ = writeln!(out, "\n{shown}  |{}|", rk.formatted_loc(r.loc()));
        if r.locs.len() >= 2 {
            out.push_str("  Defm sequence:");
            for l in r.locs[1..].iter().rev() {
                let _ = write!(out, " |{}|", rk.formatted_loc(*l));
            }
            out.push('\n');
        }
        superclasses(rk, &mut out, d);
        fields(rk, &mut out, d);
    }
    out
}
