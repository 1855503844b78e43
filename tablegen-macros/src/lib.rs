//! `include_td!` and `tablegen!`: TableGen's generated Rust, embedded at
//! compile time.
//!
//! Both macros run the `tablegen-build` backends on a `.td` and expand to the
//! items of the generated Rust module, the same text `tablegen --rust` and
//! [`tablegen_build::Builder`](../tablegen_build/struct.Builder.html) write:
//!
//! ```
//! mod colors {
//!     // tests/td/Colors.td includes LLVM's SearchableTable.td (a test
//!     // fixture in tests/td/include) and declares `class Color`, three colors, a
//!     // GenericEnum `Colors` and a GenericTable with two lookups.
//!     tablegen_macros::include_td!("tests/td/Colors.td", include = ["tests/td/include"]);
//! }
//! assert_eq!(colors::lookup_color_by_name("GREEN").map(|c| c.value), Some(2));
//! assert_eq!(colors::Colors::from_value(4), Some(colors::Colors::Blue));
//! ```
//!
//! A real target works the same way:
//!
//! ```text
//! mod riscv {
//!     tablegen_macros::include_td!(
//!         "llvm/lib/Target/RISCV/RISCV.td",
//!         include = ["llvm/include", "llvm/lib/Target/RISCV"],
//!         backends = ["gen-searchable-tables"],
//!     );
//! }
//! ```
//!
//! - **Paths** (the root and `include` directories) are relative to the
//!   calling crate's `CARGO_MANIFEST_DIR`. As with `llvm-tblgen`, an
//!   `include "X.td"` is looked up first as given (relative to the compiler's
//!   working directory), then in each include directory in order; the macros
//!   add `CARGO_MANIFEST_DIR` itself as the last include directory.
//! - **Backends** default to `gen-searchable-tables`; any built-in backend
//!   with a Rust writer may be named (`gen-intrinsic-enums` with
//!   `intrinsic_prefix = "..."`, `gen-vt`). Their items are placed side by
//!   side, so give each backend its own module when several are wanted.
//! - **The runtime**: the modules of `gen-dag-isel`, `gen-automata` and
//!   `gen-dfa-packetizer` hold tables that run on the `tablegen-runtime`
//!   crate, which the calling crate adds to its `[dependencies]`
//!   (`tablegen-runtime = "0.1"`); the other backends' modules need nothing.
//!   The expansion names it `::tablegen_runtime` (another path:
//!   `rust_runtime = "crate::rt"`) and checks its version when it compiles.
//! - **Rebuilds**: the expansion holds `const _: &[u8] = include_bytes!(..)`
//!   for every file the front end read, so editing any included `.td`
//!   recompiles the crate.
//! - **Errors** in the `.td` become a `compile_error!` on the macro call whose
//!   message is llvm-tblgen's diagnostic: `file:line:col: error: ...`, the
//!   source line and a caret, plus `Included from` notes.
//! - **One parse per process**: every call with the same root, include
//!   directories and defines shares one parse while the files it read keep
//!   their contents, so ten `include_td!` of one target parse it once.
//! - **Timings**: with `TABLEGEN_MACROS_TIMINGS` set in the compiler's
//!   environment (`TABLEGEN_MACROS_TIMINGS=1 cargo build`), each expansion
//!   prints to the compiler's stderr how long parsing, the backends and
//!   lexing the result took, and whether the macros run unoptimized.
//!
//! # Build time
//!
//! The front end and backends run inside the proc-macro, which cargo
//! compiles without optimizations in dev builds (`[profile.dev]` applies to
//! proc-macros and build scripts only through `build-override`). A small
//! `.td` does not notice; a real target does: `include_td!` on RISCV.td
//! takes about 12 s per expansion unoptimized against 1.6 s optimized.
//! Optimize the macros (and everything else build scripts use) with:
//!
//! ```toml
//! [profile.dev.build-override]
//! opt-level = 3
//! ```
//!
//! `TABLEGEN_MACROS_TIMINGS` says which case a build is in:
//!
//! ```text
//! include_td!("llvm/lib/Target/RISCV/RISCV.td"): parse + emit 11821.8 ms, lexing 5335 KiB of Rust 826.4 ms
//! include_td!("llvm/lib/Target/RISCV/RISCV.td"): tablegen-macros runs unoptimized, as proc-macros are by default; add `[profile.dev.build-override]` with `opt-level = 3` to the workspace's Cargo.toml to make it several times faster
//! ```
//!
//! and with the setting:
//!
//! ```text
//! include_td!("llvm/lib/Target/RISCV/RISCV.td"): parse + emit 1594.1 ms, lexing 5335 KiB of Rust 169.2 ms
//! ```
#![deny(missing_docs)]

use std::path::PathBuf;

use proc_macro::TokenStream;
use tablegen_build::session::Input;

mod args;
mod cache;
mod expand;
mod inline;

use args::IncludeTd;
use cache::ParseCache;
use expand::Request;
use inline::{BodySpan, LineCol};

/// Runs TableGen backends on a `.td` file and expands to the generated Rust
/// items.
///
/// ```text
/// include_td!("path/X.td"
///     [, include = ["dir", ...]]          // -I, relative to CARGO_MANIFEST_DIR
///     [, define = ["MACRO", ...]]         // -D
///     [, backends = ["gen-searchable-tables", ...]]
///     [, intrinsic_prefix = "x86"]        // -intrinsic-prefix=
///     [, class = "..."]                   // -class=
/// )
/// ```
///
/// See the [crate docs](crate) for paths, rebuilds, errors and caching.
#[proc_macro]
pub fn include_td(input: TokenStream) -> TokenStream {
    let call = match syn::parse::<IncludeTd>(input) {
        Ok(call) => call,
        Err(e) => return e.to_compile_error().into(),
    };
    let base = manifest_dir();
    let path = call.path.value();
    let label = format!("include_td!({path:?})");
    let request =
        Request::new(Input::File(base.join(&path)), call.options, &base, proc_macro2::Span::call_site(), label);
    expand::expand(ParseCache::global(), &request).into()
}

/// Runs TableGen backends on inline TableGen text and expands to the
/// generated Rust items.
///
/// ```text
/// tablegen! {
///     #![tablegen(include = ["td"], backends = ["gen-searchable-tables"])]  // optional
///     include "Base.td"
///     def Red : Color<1>;
/// }
/// ```
///
/// The header takes the options of [`include_td!`]. The body is read back
/// from the source file, comments and layout included, so the preprocessor
/// works and diagnostics carry the `.rs` file's own line and column. When
/// the source text is out of reach (the call was produced by another
/// macro), pass the TableGen text as one string literal instead:
/// `tablegen!(r#"def X;"#)`.
#[proc_macro]
pub fn tablegen(input: TokenStream) -> TokenStream {
    let call_site = proc_macro2::Span::call_site();
    let (options, body) = match args::split_header(input.into()) {
        Ok(split) => split,
        Err(e) => return e.to_compile_error().into(),
    };
    let input = match inline_input(&body) {
        Ok(input) => input,
        Err(msg) => return syn::Error::new(call_site, msg).to_compile_error().into(),
    };
    let request = Request::new(input, options, &manifest_dir(), call_site, "tablegen!".into());
    expand::expand(ParseCache::global(), &request).into()
}

/// The TableGen buffer of `tablegen!`'s body: a lone string literal's
/// value, or else the source text between the first and last token.
fn inline_input(body: &[proc_macro2::TokenTree]) -> Result<Input, String> {
    let (Some(first), Some(last)) = (body.first(), body.last()) else {
        return Ok(Input::text("<tablegen!>", ""));
    };
    if let [proc_macro2::TokenTree::Literal(lit)] = body {
        if let Ok(s) = syn::parse2::<syn::LitStr>(proc_macro2::TokenTree::Literal(lit.clone()).into()) {
            let name = first.span().unwrap().file();
            let line = first.span().unwrap().line();
            // Lines stay those of the `.rs` file; columns on the literal's
            // first line are relative to its opening quote.
            return Ok(Input::text(name, format!("{}{}", "\n".repeat(line - 1), s.value())));
        }
    }
    let (first, last) = (first.span().unwrap(), last.span().unwrap());
    let unreadable = "tablegen!: cannot read this call's source text (was it produced by another macro?); \
                      pass the TableGen text as a string literal instead: tablegen!(r#\"...\"#)";
    let path: PathBuf = first.local_file().ok_or(unreadable)?;
    let end = last.end();
    let body = BodySpan {
        name: first.file(),
        path,
        start: LineCol { line: first.line(), column: first.column() },
        end: LineCol { line: end.line(), column: end.column() },
    };
    let file_text = std::fs::read_to_string(&body.path).map_err(|e| format!("{unreadable}: {e}"))?;
    let text = inline::buffer_text(&file_text, &body)?;
    Ok(Input::text(body.name, text))
}

/// The calling crate's manifest directory (the current directory when rustc
/// runs outside cargo).
fn manifest_dir() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(|| PathBuf::from("."), PathBuf::from)
}
