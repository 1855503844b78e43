//! `-gen-ctags` (LLVM's CTagsEmitter): a ctags index of every class
//! (with its forward declarations) and def, so that editors can jump to a
//! record's definition.
//!
//! ```
//! use tablegen_build::{registry, Lang, Options, Records};
//! let mut rk = tablegen_core::parse_str("t.td", "class B;\ndef A;\nclass B {}\n").unwrap();
//! let ctags = registry::find("gen-ctags").unwrap();
//! let text = ctags.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).unwrap();
//! assert!(text.ends_with("A\tt.td\t2\nB\tt.td\t1\nB\tt.td\t3\n"));
//! ```

use tablegen_core::record::RecId;
use tablegen_core::source::{FileId, Loc};
use tablegen_core::RecordKeeper;

use crate::backend::{Options, Pipeline, Records, Result};

/// `-gen-ctags`.
pub static BACKEND: Pipeline<Tags> = Pipeline::new("gen-ctags", "Generate ctags-compatible index", analyze, write);

/// The index: one `(record, buffer, line)` per class, forward declaration
/// and def, in LLVM's order (by name, buffer path and line, as bytes).
pub struct Tags(Vec<(RecId, FileId, u32)>);

/// Collects and sorts the tags.
pub fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<Tags> {
    let Some(sm) = rk.source.as_ref() else {
        // Records built without source text have no locations to index.
        return Ok(Tags(Vec::new()));
    };
    let tag = |rec: RecId, loc: Loc| -> Option<(RecId, FileId, u32)> {
        let file = sm.find_buffer(loc)?;
        Some((rec, file, sm.line_number(loc)?))
    };
    let first_loc = |rec: RecId| rk.record(rec).locs.first().copied().unwrap_or(Loc::NONE);
    let (classes, defs) = (rk.classes(), rk.defs());
    let mut tags = Vec::with_capacity(classes.len() + defs.len());
    for &c in &classes {
        tags.extend(tag(c, first_loc(c)));
        for &fwd in &rk.record(c).forward_decl_locs {
            tags.extend(tag(c, fwd));
        }
    }
    for &d in &defs {
        tags.extend(tag(d, first_loc(d)));
    }
    tags.sort_unstable_by(|a, b| {
        (rk.name_str(a.0), sm.buffer_path(a.1), a.2).cmp(&(rk.name_str(b.0), sm.buffer_path(b.1), b.2))
    });
    Ok(Tags(tags))
}

fn write(rk: &RecordKeeper, tags: &Tags, _: &Options) -> String {
    let mut out =
        "!_TAG_FILE_FORMAT\t1\t/original ctags format/\n!_TAG_FILE_SORTED\t1\t/0=unsorted, 1=sorted, 2=foldcase/\n"
            .to_string();
    let Some(sm) = rk.source.as_ref() else { return out };
    for &(rec, file, line) in &tags.0 {
        out.push_str(rk.name_str(rec));
        out.push('\t');
        out.push_str(sm.buffer_path(file));
        out.push('\t');
        out.push_str(&line.to_string());
        out.push('\n');
    }
    out
}
