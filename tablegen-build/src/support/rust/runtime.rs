//! How a generated module reaches the `tablegen-runtime` crate its tables
//! run on: one `pub use` of the runtime items it mentions, at the path
//! [`crate::backend::RUST_RUNTIME`] names, and a compile-time check that the
//! crate found there is the version the module was written for.

use std::fmt::Write as _;

/// The runtime interface version the writers generate for
/// (`tablegen_runtime::VERSION` of the runtime this crate is built with).
pub const VERSION: u32 = tablegen_runtime::VERSION;

/// The preamble of a module whose tables run on the runtime's `module`
/// (`isel`, `dfa`): `extern crate alloc;` (the module's items name
/// `alloc::vec::Vec`), the `pub use` of `items` from `runtime::module` (so
/// the module's users can name everything it mentions through it), and the
/// version check.
///
/// ```
/// let text = tablegen_build::support::rust::runtime::preamble("::tablegen_runtime", "dfa", &["Automaton"]);
/// assert!(text.contains("pub use ::tablegen_runtime::dfa::Automaton;\n"));
/// assert!(text.contains("const _: () = assert!(\n    ::tablegen_runtime::VERSION == 1,\n"));
/// ```
pub fn preamble(runtime: &str, module: &str, items: &[&str]) -> String {
    let mut s = String::from("extern crate alloc;\n\n");
    let _ = writeln!(s, "// The tables below run on tablegen-runtime's `{module}` (the runtime crate");
    s.push_str("// is a dependency of the crate that includes this module); the runtime items\n");
    s.push_str("// they mention are re-exported here.\n");
    use_line(&mut s, runtime, module, items);
    s.push('\n');
    s.push_str(&version_check(runtime));
    s
}

/// The preamble of a module whose items use the runtime's shared types
/// (no `alloc`): for each `(module, items)` of `groups`, a `pub use` of
/// `items` from `runtime::module` (so the module's users can name them
/// through it, as they did when the module defined them), then the version
/// check; no blank line after it.
///
/// ```
/// let text = tablegen_build::support::rust::runtime::imports("crate::rt", &[("mc", &["InstrDesc", "InstrTables"]), ("pred", &["Instr"])]);
/// assert!(text.contains("#[allow(unused_imports)]\npub use crate::rt::mc::{InstrDesc, InstrTables};\n"));
/// assert!(text.contains("#[allow(unused_imports)]\npub use crate::rt::pred::Instr;\n"));
/// assert!(text.contains("crate::rt::VERSION == 1"));
/// assert!(!text.contains("alloc"));
/// ```
pub fn imports(runtime: &str, groups: &[(&str, &[&str])]) -> String {
    let mut s = String::from("// These items are tablegen-runtime's (the runtime crate is a dependency of\n");
    s.push_str("// the crate that includes this module), re-exported here.\n");
    for (module, items) in groups {
        use_line(&mut s, runtime, module, items);
    }
    s.push('\n');
    s.push_str(version_check(runtime).trim_end());
    s.push('\n');
    s
}

/// `pub use runtime::module::{items};`, wrapped as rustfmt wraps it.
fn use_line(s: &mut String, runtime: &str, module: &str, items: &[&str]) {
    // A re-export nobody names warns in a private module of a binary.
    s.push_str("#[allow(unused_imports)]\n");
    match items {
        [one] => {
            let _ = writeln!(s, "pub use {runtime}::{module}::{one};");
        }
        _ => {
            let line = format!("pub use {runtime}::{module}::{{{}}};", items.join(", "));
            if line.len() <= 100 {
                s.push_str(&line);
                s.push('\n');
            } else {
                // As rustfmt wraps a long list: filled lines of four-space indent.
                let _ = writeln!(s, "pub use {runtime}::{module}::{{");
                let mut row = String::new();
                for item in items {
                    if !row.is_empty() && 4 + row.len() + 1 + item.len() + 1 > 100 {
                        let _ = writeln!(s, "    {}", row.trim_end());
                        row.clear();
                    }
                    row.push_str(item);
                    row.push_str(", ");
                }
                let _ = writeln!(s, "    {}", row.trim_end_matches([',', ' ']).to_owned() + ",");
                s.push_str("};\n");
            }
        }
    }
}

/// A `const _` that fails to compile, saying why, unless the runtime at
/// `runtime` has interface version [`VERSION`].
///
/// ```
/// let text = tablegen_build::support::rust::runtime::version_check("crate::rt");
/// assert!(text.contains("crate::rt::VERSION == 1"));
/// ```
pub fn version_check(runtime: &str) -> String {
    format!(
        "// A module generated for another version of the runtime does not compile.\n\
         const _: () = assert!(\n    {runtime}::VERSION == {VERSION},\n    \
         \"this module was generated for tablegen-runtime interface version {VERSION}: depend on the \
         tablegen-runtime release of the tablegen-build (or tablegen) that generated it, or regenerate it\",\n);\n\n"
    )
}

/// Writes `pub static name: ty = ty { field: value, .. };`, the one static
/// through which a module hands its tables to a runtime reader (`fields`
/// are `(field, expression)` pairs).
///
/// ```
/// use tablegen_build::support::rust::{runtime::tables_static, Writer};
/// let mut w = Writer::new();
/// tables_static(&mut w, "The tables.", "T", "Tables", &[("rows", "ROWS")]);
/// assert_eq!(w.finish(), "/// The tables.\n#[allow(dead_code)]\npub static T: Tables = Tables {\n    rows: ROWS,\n};\n");
/// ```
pub fn tables_static(w: &mut super::Writer, doc: &str, name: &str, ty: &str, fields: &[(&str, &str)]) {
    w.doc(doc);
    w.line("#[allow(dead_code)]");
    w.block(format_args!("pub static {name}: {ty} = {ty} {{"), "};", |w| {
        for (field, value) in fields {
            w.line(format_args!("{field}: {value},"));
        }
    });
}

/// A function of a generated module that only hands its arguments to the
/// runtime (so that the module's users keep a plain function to call):
/// its doc, its signature after `pub fn` and the one expression it returns.
#[derive(Clone, Copy, Debug)]
pub struct Forward<'a> {
    /// The `///` doc.
    pub doc: &'a str,
    /// `name(args) -> Ret`.
    pub signature: &'a str,
    /// The runtime call (its lines indented relative to the first).
    pub call: &'a str,
}

/// Writes each of `fns` as `pub fn` forwarding to the runtime, at the
/// writer's depth (inside an `impl` block, as methods), a blank line
/// between them.
///
/// ```
/// use tablegen_build::support::rust::{runtime::{forwarders, Forward}, Writer};
/// let mut w = Writer::new();
/// forwarders(&mut w, true, &[Forward { doc: "The row.", signature: "row(i: usize) -> Option<&'static Row>", call: "T.row(i)" }]);
/// assert_eq!(w.finish(), "/// The row.\n#[allow(dead_code)]\npub fn row(i: usize) -> Option<&'static Row> {\n    T.row(i)\n}\n");
/// ```
pub fn forwarders(w: &mut super::Writer, allow_dead_code: bool, fns: &[Forward<'_>]) {
    for (i, f) in fns.iter().enumerate() {
        if i > 0 {
            w.blank();
        }
        w.doc(f.doc);
        if allow_dead_code {
            w.line("#[allow(dead_code)]");
        }
        w.block(format_args!("pub fn {} {{", f.signature), "}", |w| {
            for line in f.call.lines() {
                w.line(line);
            }
        });
    }
}
