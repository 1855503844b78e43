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
use tablegen_core::source::Loc;

use crate::backend::{FnBackend, Options, Records, Result};

/// `-gen-ctags`.
pub static BACKEND: FnBackend = FnBackend::cpp("gen-ctags", "Generate ctags-compatible index", write);

/// One index entry: a record's name, the buffer it is in (as the front end
/// named it: the path an include was found at) and the line.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct Tag<'a> {
    name: &'a str,
    file: &'a str,
    line: u32,
}

fn write(rk: &mut Records<'_>, _: &Options) -> Result<String> {
    let classes = rk.classes();
    let defs = rk.defs();
    let Some(sm) = rk.source.as_ref() else {
        // Records built without source text have no locations to index.
        return Ok(header());
    };
    let tag = |rec: RecId, loc: Loc| -> Option<Tag<'_>> {
        let file = sm.find_buffer(loc)?;
        Some(Tag { name: rk.name_str(rec), file: sm.buffer_path(file), line: sm.line_number(loc)? })
    };
    let first_loc = |rec: RecId| rk.record(rec).locs.first().copied().unwrap_or(Loc::NONE);
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
    // LLVM sorts by (name, buffer, line), comparing bytes.
    tags.sort_unstable();
    let mut out = header();
    for t in &tags {
        out.push_str(t.name);
        out.push('\t');
        out.push_str(t.file);
        out.push('\t');
        out.push_str(&t.line.to_string());
        out.push('\n');
    }
    Ok(out)
}

fn header() -> String {
    "!_TAG_FILE_FORMAT\t1\t/original ctags format/\n!_TAG_FILE_SORTED\t1\t/0=unsorted, 1=sorted, 2=foldcase/\n"
        .to_string()
}
