//! The Rust writer of `-gen-automata`: per automaton its action type,
//! tables, action ids and a typed wrapper around tablegen-runtime's
//! `Automaton`.
//!
//! Action symbols become Rust values: a def is a variant of the symbol
//! type (`upper_camel` of the def name, as `-gen-searchable-tables --rust`
//! names a `GenericEnum`'s variants), an `int` a number and a string a
//! `&'static str`. The symbol type is the C++ one (`TypeOf_<field>` or the
//! class name) read as a Rust path, with the usual C++ spellings of
//! integers and strings mapped to Rust's.

use crate::backend::{Options, Records, Result};
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::model::{AutomatonInfo, Symbol, SymbolKind, SymbolType};
use super::Automata;
use crate::model::dfa::rust::{preamble, tables_named, wrap, DOC_WIDTH};
use crate::support::fields::fatal_at;
use crate::support::rust::names::{screaming, snake, upper_camel, Namer};
use crate::support::rust::{format_chunks, int_expr, lit_int, lit_str, Chunk};

/// Before [`write()`]: every symbol field has a Rust type and no two defs
/// become the same variant of one type.
pub(super) fn check(rk: &mut Records<'_>, automata: &Automata, _: &Options) -> Result<()> {
    for a in &automata.0 {
        if let Err(msg) = symbols(rk, a) {
            return fatal_at(rk, a.rec, msg);
        }
    }
    Ok(())
}

/// The Rust module (see [`super::emit_rust`]): the runtime preamble, then
/// each automaton. [`check`] has passed.
pub(super) fn write(rk: &RecordKeeper, automata: &Automata, opts: &Options) -> String {
    let mut chunks = vec![Chunk::Text(preamble(opts.rust_runtime()))];
    let mut types = Namer::default();
    let mut values = Namer::default();
    // The runtime's items the module re-exports (and, as before they
    // were, its private ones: renaming would change the generated names).
    for reserved in ["NfaStatePair", "Transition", "Automaton", "NfaTranscriber", "alloc"] {
        types.reserve(reserved);
    }
    for a in &automata.0 {
        // After the check this cannot fail; were it to, the module would
        // lack the automaton rather than the writer panic.
        let Ok((rust_types, action_values)) = symbols(rk, a) else { continue };
        let ty = types.unique(upper_camel(&a.name));
        let names = Names {
            action: types.unique(format!("{ty}Action")),
            ty,
            prefix: values.unique(screaming(&a.name)),
            id_fn: values.unique(format!("{}_action_id", snake(&a.name))),
        };
        chunks.push(Chunk::Items(action_type(a, &names, &rust_types)));
        chunks.push(Chunk::Text(tables_named(&a.dfa, &names.prefix, Some(&a.name))));
        chunks.push(Chunk::Items(items(a, &names, &action_values)));
    }
    format_chunks("Generic Automata", "gen-automata", rk, chunks)
}

/// An automaton's symbol fields as Rust types and its actions as Rust
/// values, or why its symbols do not fit Rust.
fn symbols(rk: &RecordKeeper, a: &AutomatonInfo) -> std::result::Result<(Vec<RustTy>, Vec<TokenStream>), String> {
    let why = |msg: String| format!("GenericAutomaton `{}': {msg}", a.name);
    let rust_types = a.types.iter().map(rust_ty).collect::<std::result::Result<Vec<_>, String>>().map_err(why)?;
    let values = action_values(rk, a, &rust_types).map_err(why)?;
    Ok((rust_types, values))
}

/// The Rust names of one automaton's items.
struct Names {
    /// The wrapper struct (`upper_camel` of the def name).
    ty: String,
    /// The action type alias, `<ty>Action`.
    action: String,
    /// The statics' prefix (SCREAMING_SNAKE of the def name).
    prefix: String,
    /// The action-id function, `<snake name>_action_id`.
    id_fn: String,
}

fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// A symbol field's Rust type.
enum RustTy {
    /// A type named by path; defs are its variants.
    Path(syn::Path),
    /// A primitive integer type (`u32`, `i64`, ...).
    Int(&'static str),
    /// `&'static str`.
    Str,
}

impl RustTy {
    fn tokens(&self) -> TokenStream {
        match self {
            RustTy::Path(p) => quote!(#p),
            RustTy::Int(i) => {
                let i = ident(i);
                quote!(#i)
            }
            RustTy::Str => quote!(&'static str),
        }
    }
}

/// The Rust integer type for a C++ (or Rust) integer type name.
fn int_name(cpp: &str) -> Option<&'static str> {
    let name = cpp.strip_prefix("std::").unwrap_or(cpp);
    Some(match name {
        "unsigned" | "unsigned int" | "uint32_t" | "u32" => "u32",
        "int" | "signed" | "signed int" | "int32_t" | "i32" => "i32",
        "unsigned long" | "unsigned long long" | "uint64_t" | "size_t" | "u64" => "u64",
        "long" | "long long" | "int64_t" | "i64" => "i64",
        "unsigned short" | "uint16_t" | "u16" => "u16",
        "short" | "int16_t" | "i16" => "i16",
        "unsigned char" | "uint8_t" | "u8" => "u8",
        "signed char" | "int8_t" | "i8" => "i8",
        _ => return None,
    })
}

/// True for the C++ (or Rust) spellings of a string type.
fn is_str_name(cpp: &str) -> bool {
    matches!(
        cpp,
        "std::string"
            | "string"
            | "StringRef"
            | "llvm::StringRef"
            | "std::string_view"
            | "const char *"
            | "const char*"
            | "&'static str"
            | "&str"
    )
}

/// A plain Rust path (`Foo`, `crate::m::Foo`): no generics, no leading
/// `::`, which C++ template types and qualified globals would need.
fn plain_path(text: &str) -> Option<syn::Path> {
    let p: syn::Path = syn::parse_str(text).ok()?;
    let plain = p.leading_colon.is_none() && p.segments.iter().all(|s| s.arguments.is_none());
    plain.then_some(p)
}

/// The Rust type of a symbol field, checked against what the field holds.
fn rust_ty(t: &SymbolType) -> std::result::Result<RustTy, String> {
    let text = t.cpp.trim();
    let ty = if let Some(i) = int_name(text) {
        RustTy::Int(i)
    } else if is_str_name(text) {
        RustTy::Str
    } else if let Some(p) = plain_path(text) {
        RustTy::Path(p)
    } else {
        return Err(format!(
            "the Rust writer cannot name the C++ type `{text}` of symbol field `{}` (it takes a Rust path, an \
             integer type or a string type; set `TypeOf_{}` to one)",
            t.field, t.field
        ));
    };
    let fits = matches!(
        (t.kind, &ty),
        (SymbolKind::Record, RustTy::Path(_)) | (SymbolKind::Int, RustTy::Int(_)) | (SymbolKind::Str, RustTy::Str)
    );
    if !fits {
        let holds = match t.kind {
            SymbolKind::Record => "defs, which the Rust writer names as variants of an enum type",
            SymbolKind::Int => "integers",
            SymbolKind::Str => "strings",
        };
        return Err(format!("symbol field `{}` holds {holds}, which its type `{text}` cannot hold in Rust", t.field));
    }
    Ok(ty)
}

/// `v` (a C++ `unsigned`) as a value of the integer type `ty`: unsigned
/// types take it as is, signed ones as the 32-bit signed value it came from
/// (C++ `static_cast<unsigned>` of the TableGen `int`).
fn int_value(v: u32, ty: &str) -> Option<i128> {
    let (value, lo, hi): (i128, i128, i128) = match ty {
        "u8" => (v.into(), 0, u8::MAX.into()),
        "u16" => (v.into(), 0, u16::MAX.into()),
        "u32" | "u64" => (v.into(), 0, u64::MAX.into()),
        "i8" => ((v as i32).into(), i8::MIN.into(), i8::MAX.into()),
        "i16" => ((v as i32).into(), i16::MIN.into(), i16::MAX.into()),
        _ => ((v as i32).into(), i32::MIN.into(), i32::MAX.into()),
    };
    (lo..=hi).contains(&value).then_some(value)
}

/// Every action tuple as a Rust expression (also usable as a pattern), in
/// id order.
fn action_values(
    rk: &RecordKeeper,
    a: &AutomatonInfo,
    tys: &[RustTy],
) -> std::result::Result<Vec<TokenStream>, String> {
    // Two defs must not become the same variant of one field's type.
    let mut variants: Vec<FxHashMap<String, RecId>> = vec![FxHashMap::default(); tys.len()];
    let mut out = Vec::with_capacity(a.actions.len());
    for tuple in &a.actions {
        let mut symbols = Vec::with_capacity(tuple.len());
        for (k, s) in tuple.iter().enumerate() {
            let field = a.types.get(k).map_or("?", |t| t.field.as_str());
            let v = match (s, tys.get(k)) {
                (Symbol::Record(r), Some(RustTy::Path(p))) => {
                    let variant = upper_camel(rk.name_str(*r));
                    if let Some(other) = variants[k].insert(variant.clone(), *r).filter(|o| o != r) {
                        return Err(format!(
                            "defs `{}` and `{}` of symbol field `{field}` both become variant `{variant}`",
                            rk.name_str(other),
                            rk.name_str(*r)
                        ));
                    }
                    let v = ident(&variant);
                    quote!(#p::#v)
                }
                (Symbol::Int(v), Some(RustTy::Int(ty))) => match int_value(*v, ty) {
                    Some(v) => int_expr(v),
                    None => return Err(format!("symbol value {v} of field `{field}` does not fit Rust type `{ty}`")),
                },
                (Symbol::Str(s), Some(RustTy::Str)) => {
                    let l = lit_str(s);
                    quote!(#l)
                }
                // The types are the last transition's; an earlier one can
                // hold another kind of value if it declares the field anew.
                _ => return Err(format!("symbol field `{field}` holds values of different kinds")),
            };
            symbols.push(v);
        }
        out.push(if symbols.len() == 1 { symbols.remove(0) } else { quote!((#(#symbols),*)) });
    }
    Ok(out)
}

/// `#[doc]` attributes for `text`, wrapped for an item indented by
/// `indent` columns.
fn docs(text: &str, indent: usize) -> TokenStream {
    let lines = wrap(text, DOC_WIDTH - indent);
    quote!(#(#[doc = #lines])*)
}

/// `pub type <Name>Action = ...;`
fn action_type(a: &AutomatonInfo, names: &Names, tys: &[RustTy]) -> TokenStream {
    let action = ident(&names.action);
    let ty = match tys {
        [one] => one.tokens(),
        more => {
            let t = more.iter().map(RustTy::tokens);
            quote!((#(#t),*))
        }
    };
    let fields: Vec<String> = a.types.iter().map(|t| format!("`{}` (C++ `{}`)", t.field, t.cpp)).collect();
    let what = match fields.len() {
        0 => "It has no symbol fields.".to_owned(),
        1 => format!("Symbol field {}.", fields[0]),
        _ => format!("Symbol fields, in tuple order: {}.", fields.join(", ")),
    };
    let doc = docs(&format!("C++ `{0}Action`: an input symbol of the `{0}` automaton. {what}", a.name), 0);
    quote! {
        #doc
        #[allow(dead_code)]
        pub type #action = #ty;
    }
}

/// The action list, the id function and the wrapper struct.
fn items(a: &AutomatonInfo, names: &Names, values: &[TokenStream]) -> TokenStream {
    let name = &a.name;
    let (ty, action, id_fn) = (ident(&names.ty), ident(&names.action), ident(&names.id_fn));
    let transitions = ident(&format!("{}_TRANSITIONS", names.prefix));
    let info = ident(&format!("{}_TRANSITION_INFO", names.prefix));
    let actions = ident(&format!("{}_ACTIONS", names.prefix));
    let n = lit_int(values.len());
    let ids = (1..=values.len()).map(|k| proc_macro2::Literal::u32_unsuffixed(k as u32));

    let actions_doc = docs(
        &format!(
            "The actions of `{name}` in id order: `{actions}[k]` has id `k + 1`, the `action` of the \
             [`{transitions}`] rows. (C++ numbers them the same way and prints the values instead.)"
        ),
        0,
    );
    let id_doc = docs(
        &format!(
            "The id of `action` in `{name}`'s tables (its position in [`{actions}`], plus 1), or `None` \
             if no transition takes it."
        ),
        0,
    );
    let ty_doc = docs(
        &format!(
            "The `{name}` automaton: C++ `Automaton<{name}Action>` over `{name}Transitions` (and \
             `{name}TransitionInfo` when transcribing)."
        ),
        0,
    );
    let new_doc = docs(
        &format!(
            "A `{name}` in its initial state, without transcription (C++ \
             `Automaton<{name}Action>({name}Transitions)`)."
        ),
        4,
    );
    let with_doc = docs(
        &format!(
            "A `{name}` in its initial state that tracks the NFA paths for \
             [`transitions`](Self::transitions) (C++ \
             `Automaton<{name}Action>({name}Transitions, {name}TransitionInfo)`)."
        ),
        4,
    );
    quote! {
        #actions_doc
        #[allow(dead_code)]
        pub static #actions: [#action; #n] = [#(#values),*];

        #id_doc
        #[allow(dead_code, unreachable_patterns)]
        pub fn #id_fn(action: &#action) -> Option<u32> {
            match *action {
                #(#values => Some(#ids),)*
                _ => None,
            }
        }

        #ty_doc
        #[derive(Clone, Debug)]
        #[allow(dead_code)]
        pub struct #ty {
            automaton: Automaton,
        }

        #[allow(dead_code)]
        impl #ty {
            #new_doc
            pub fn new() -> Self {
                Self { automaton: Automaton::new(&#transitions, &[]) }
            }

            #with_doc
            pub fn with_transitions() -> Self {
                Self { automaton: Automaton::new(&#transitions, &#info) }
            }

            /// Back to the initial state (C++ `reset`).
            pub fn reset(&mut self) {
                self.automaton.reset();
            }

            /// True if `action` has a transition from the current state
            /// (C++ `canAdd`).
            pub fn can_add(&self, action: &#action) -> bool {
                match #id_fn(action) {
                    Some(id) => self.automaton.can_add(id),
                    None => false,
                }
            }

            /// Takes the transition for `action` (C++ `add`). Returns false
            /// if there is none; the automaton is then in no valid state
            /// until [`reset`](Self::reset).
            pub fn add(&mut self, action: &#action) -> bool {
                match #id_fn(action) {
                    Some(id) => self.automaton.add(id),
                    None => false,
                }
            }

            /// The NFA paths the actions added since the last reset may
            /// have taken, in C++ order (C++ `getNfaPaths`); each lists the
            /// NFA states after the initial state 0. Empty while the
            /// automaton does not transcribe (made by [`new`](Self::new), or
            /// turned off), where C++ asserts.
            pub fn transitions(&self) -> alloc::vec::Vec<alloc::vec::Vec<u64>> {
                self.automaton.nfa_paths()
            }

            /// Turns NFA path tracking on or off (C++
            /// `enableTranscription`).
            ///
            /// An automaton made by [`new`](Self::new) has no table to track
            /// paths with (only [`with_transitions`](Self::with_transitions)
            /// gives it one): it stays off, where C++ asserts. Returns
            /// whether tracking is now on.
            pub fn enable_transcription(&mut self, enable: bool) -> bool {
                self.automaton.enable_transcription(enable)
            }

            /// The current DFA state (1 initially).
            pub fn state(&self) -> u32 {
                self.automaton.state()
            }
        }

        impl Default for #ty {
            fn default() -> Self {
                Self::new()
            }
        }
    }
}
