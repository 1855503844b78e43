//! The expansion of both macros, on `proc_macro2` types so it runs (and is
//! tested) outside the compiler too.

use std::path::{Path, PathBuf};
use std::time::Instant;

use proc_macro2::{Span, TokenStream};
use quote::quote;
use tablegen_build::session::Input;
use tablegen_build::{registry, Lang, Options as BackendOptions};

use crate::args::{Options, DEFAULT_BACKEND};
use crate::cache::{Key, ParseCache};

/// Set to print each expansion's timings to standard error.
pub const TIMINGS_ENV: &str = "TABLEGEN_MACROS_TIMINGS";

/// One macro call, resolved: what to parse and which modules to write.
#[derive(Debug)]
pub struct Request {
    /// What the front end reads.
    pub key: Key,
    /// Backend flags with the span to blame when one is unusable.
    pub backends: Vec<(String, Span)>,
    /// Backend options.
    pub options: BackendOptions,
    /// An option value the option does not accept, spanned on its key.
    pub bad_option: Option<syn::Error>,
    /// The macro call, which errors from the `.td` are spanned on.
    pub call_site: Span,
    /// For timings: what the call was (`include_td!("X.td")`).
    pub label: String,
}

impl Request {
    /// Resolves `options` against `base` (the calling crate's
    /// `CARGO_MANIFEST_DIR`): include directories become absolute.
    pub fn new(input: Input, options: Options, base: &Path, call_site: Span, label: String) -> Request {
        let backends =
            if options.backends.is_empty() { vec![(DEFAULT_BACKEND.to_string(), call_site)] } else { options.backends };
        let mut backend_options = BackendOptions::default();
        let mut bad_option = None;
        for (name, value, span) in &options.backend_options {
            // The names were checked when the arguments were parsed.
            if let Some(spec) = registry::option(name) {
                if let Err(e) = backend_options.set(spec, value) {
                    bad_option.get_or_insert_with(|| syn::Error::new(*span, e.to_string()));
                }
            }
        }
        Request {
            key: Key {
                input,
                // The manifest directory comes last so that `include` paths
                // written relative to it work wherever rustc runs.
                include_dirs: options.include.iter().map(|d| base.join(d)).chain([base.to_path_buf()]).collect(),
                defines: options.define,
            },
            backends,
            options: backend_options,
            bad_option,
            call_site,
            label,
        }
    }
}

/// Expands `request`: one `include_bytes!` per file read (so editing any of
/// them rebuilds the crate), then the generated items. Every failure is a
/// `compile_error!`.
pub fn expand(cache: &ParseCache, request: &Request) -> TokenStream {
    match try_expand(cache, request) {
        Ok(tokens) => tokens,
        Err(e) => e.to_compile_error(),
    }
}

fn try_expand(cache: &ParseCache, request: &Request) -> syn::Result<TokenStream> {
    if let Some(e) = &request.bad_option {
        return Err(e.clone());
    }
    for (flag, span) in &request.backends {
        check_backend(flag, *span)?;
    }
    let started = Instant::now();
    let flags: Vec<String> = request.backends.iter().map(|(f, _)| f.clone()).collect();
    let generated = cache
        .modules(&request.key, &flags, &request.options)
        // The message is llvm-tblgen's diagnostic as it is (`file:line:col:
        // error: ...`, source line, caret), so it reads like a tblgen run.
        .map_err(|e| syn::Error::new(request.call_site, e.to_string()))?;
    let generated_at = Instant::now();
    let mut items = TokenStream::new();
    for text in &generated.modules {
        let tokens: TokenStream = text.parse().map_err(|e| {
            syn::Error::new(request.call_site, format!("internal error: the generated Rust does not lex: {e}"))
        })?;
        items.extend(tokens);
    }
    let tracked = generated.files.iter().map(|f| absolute(f).to_string_lossy().into_owned());
    let expansion = quote! {
        #( const _: &[u8] = include_bytes!(#tracked); )*
        #items
    };
    if std::env::var_os(TIMINGS_ENV).is_some() {
        let bytes: usize = generated.modules.iter().map(|m| m.len()).sum();
        eprintln!(
            "{}: {} {:.1} ms, lexing {} KiB of Rust {:.1} ms",
            request.label,
            if generated.cached { "cached parse, emit" } else { "parse + emit" },
            (generated_at - started).as_secs_f64() * 1e3,
            bytes / 1024,
            generated_at.elapsed().as_secs_f64() * 1e3,
        );
        if tablegen_build::unoptimized() {
            eprintln!(
                "{}: tablegen-macros runs unoptimized, as proc-macros are by default; {}",
                request.label,
                tablegen_build::BUILD_OVERRIDE_HINT
            );
        }
    }
    Ok(expansion)
}

/// Rejects flags with no built-in backend or no Rust writer.
fn check_backend(flag: &str, span: Span) -> syn::Result<()> {
    let rust_capable = || {
        registry::actions()
            .filter(|a| a.backend.is_some_and(|b| b.languages().contains(&Lang::Rust)))
            .map(|a| format!("\"{}\"", a.flag))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match registry::find(flag) {
        None => Err(syn::Error::new(
            span,
            format!("unknown backend `{flag}`; backends with Rust output: {}", rust_capable()),
        )),
        Some(b) if !b.languages().contains(&Lang::Rust) => Err(syn::Error::new(
            span,
            format!("backend `{flag}` writes no Rust; backends with Rust output: {}", rust_capable()),
        )),
        Some(_) => Ok(()),
    }
}

/// `path` made absolute against the current directory, which is where the
/// front end resolved it: `include_bytes!` resolves relative paths against
/// the calling file instead.
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::IncludeTd;

    fn fixture_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tablegen-macros-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    const BASE: &str = r#"
class GenericEnum { string FilterClass; string NameField = ""; string ValueField = ""; }
class GenericTable;
class SearchIndex;
class IntrinsicProperty;
class Intrinsic;
class Color<bits<8> v> { bits<8> Value = v; }
"#;

    const ROOT: &str = r#"
include "Base.td"
def Red : Color<1>;
def Green : Color<2>;
def Colors : GenericEnum { let FilterClass = "Color"; let ValueField = "Value"; }
"#;

    fn request(dir: &Path, call: TokenStream) -> Request {
        let call: IncludeTd = syn::parse2(call).unwrap();
        Request::new(Input::File(dir.join(call.path.value())), call.options, dir, Span::call_site(), "test".into())
    }

    #[test]
    fn ten_calls_parse_once() {
        let dir = fixture_dir("once");
        std::fs::write(dir.join("Base.td"), BASE).unwrap();
        std::fs::write(dir.join("Root.td"), ROOT).unwrap();
        let cache = ParseCache::default();
        let req = request(&dir, quote!("Root.td", include = ["."]));
        let first = expand(&cache, &req).to_string();
        assert!(first.contains("enum Colors"), "{first}");
        for _ in 0..9 {
            assert_eq!(expand(&cache, &req).to_string(), first);
        }
        assert_eq!(cache.parses(), 1);

        // Another backend on the same inputs reuses the parse too.
        let intrinsics = request(&dir, quote!("Root.td", include = ["."], backends = ["gen-intrinsic-enums"]));
        let text = expand(&cache, &intrinsics).to_string();
        assert!(text.contains("NUM_INTRINSICS"), "{text}");
        assert_eq!(cache.parses(), 1);

        // Editing an included file invalidates the parse.
        std::fs::write(dir.join("Base.td"), format!("{BASE}\n// edited\n")).unwrap();
        let again = expand(&cache, &req).to_string();
        assert_eq!(cache.parses(), 2);
        assert_eq!(again, first);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn every_file_read_is_tracked() {
        let dir = fixture_dir("tracked");
        std::fs::write(dir.join("Base.td"), BASE).unwrap();
        std::fs::write(dir.join("Root.td"), ROOT).unwrap();
        let text = expand(&ParseCache::default(), &request(&dir, quote!("Root.td", include = ["."]))).to_string();
        let tracked: Vec<&str> = text.match_indices("include_bytes !").map(|(i, _)| &text[i..]).collect();
        assert_eq!(tracked.len(), 2, "{text}");
        assert!(tracked[0].starts_with(&format!("include_bytes ! ({:?})", dir.join("Root.td").display().to_string())));
        assert!(tracked[1].starts_with(&format!("include_bytes ! ({:?})", dir.join("Base.td").display().to_string())));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn td_errors_become_compile_errors_with_llvm_diagnostics() {
        let dir = fixture_dir("error");
        std::fs::write(dir.join("Bad.td"), "def X {\n  int a = ;\n}\n").unwrap();
        let text = expand(&ParseCache::default(), &request(&dir, quote!("Bad.td"))).to_string();
        let path = dir.join("Bad.td").display().to_string();
        let want =
            format!("{path}:2:11: error: Unknown or reserved token when parsing a value\n  int a = ;\n          ^");
        assert_eq!(text, quote!(::core::compile_error! { #want }).to_string());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn unusable_backends_are_named() {
        let dir = fixture_dir("backends");
        let text = |call| expand(&ParseCache::default(), &request(&dir, call)).to_string();
        assert!(text(quote!("X.td", backends = ["gen-nothing"])).contains("unknown backend `gen-nothing`"));
        assert!(text(quote!("X.td", backends = ["print-records"])).contains("backend `print-records` writes no Rust"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
