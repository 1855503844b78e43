//! Rust types for C++ enumerations, in one of two [`Shape`]s (a `#[repr]`
//! enum, or a newtype with associated constants) with one API: conversions
//! to and from the integer value and the C++ enumerator name.
//!
//! C++ enumerations may repeat a value; Rust discriminants may not. The
//! first enumerator with a value becomes the variant, later ones become
//! associated constants naming the same value.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

use super::names::{screaming, upper_camel, Namer};
use super::{int_expr, lit_int, lit_str};

/// One C++ enumerator.
#[derive(Clone, Debug)]
pub struct Enumerator {
    /// The C++ name, kept for `name()`/`from_name()` and the doc comment.
    pub cpp_name: String,
    /// The value.
    pub value: i128,
    /// Extra documentation (a line of text), if any.
    pub doc: Option<String>,
}

/// What to generate.
#[derive(Clone, Debug)]
pub struct EnumSpec {
    /// The Rust type name.
    pub name: String,
    /// Documentation of the type (the C++ name goes here).
    pub doc: String,
    /// Enumerators in declaration order.
    pub enumerators: Vec<Enumerator>,
    /// The `#[repr]` type; `None` picks the smallest that holds every value.
    pub repr: Option<&'static str>,
    /// How the type is represented in Rust.
    pub shape: Shape,
}

/// The Rust representation of a generated enumeration.
///
/// Both shapes have the same API (`Type::Name` paths, `COUNT`, `all()`,
/// `value()`, `from_value()`, `name()`, `from_name()`, the integer
/// conversions, `Display` and `Debug`) and both work in `match` patterns.
/// They differ in what rustc pays for them and in exhaustiveness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A `#[repr(int)]` `enum`: `match` can be exhaustive. rustc's cost
    /// grows steeply with the number of variants (AMDGPU's 40,695 opcodes
    /// take 20 s of a debug build), so it suits enumerations of fixed,
    /// modest size.
    Enum,
    /// A `#[repr(transparent)]` struct around the integer with one
    /// associated constant per enumerator: as cheap for rustc as a table of
    /// constants, so it suits the types a target numbers by the thousand
    /// (opcodes, registers, scheduling classes, intrinsics). Requires
    /// values that run densely from the first in declaration order (repeats
    /// allowed); other enumerations get [`Shape::Enum`].
    Newtype,
}

/// The generated items and how to name each enumerator from Rust.
#[derive(Clone, Debug)]
pub struct EnumItems {
    /// The enum, its `impl` and its conversions.
    pub tokens: TokenStream,
    /// The representation type (`u8`, `i32`, ...).
    pub repr: &'static str,
    /// For each enumerator (declaration order), the path below the type:
    /// a variant name, or an associated constant for repeated values.
    pub paths: Vec<String>,
}

/// The most arms of one `match` in a generated enum's `from_index`.
const FROM_INDEX_CHUNK: usize = 1024;

/// The smallest integer type holding every value in `lo..=hi`.
///
/// ```
/// use tablegen_build::support::rust::enums::repr_for;
/// assert_eq!(repr_for(0, 255), "u8");
/// assert_eq!(repr_for(-1, 10), "i8");
/// assert_eq!(repr_for(0, 65536), "u32");
/// ```
pub fn repr_for(lo: i128, hi: i128) -> &'static str {
    if lo >= 0 {
        match hi {
            h if h <= u8::MAX as i128 => "u8",
            h if h <= u16::MAX as i128 => "u16",
            h if h <= u32::MAX as i128 => "u32",
            _ => "u64",
        }
    } else if lo >= i8::MIN as i128 && hi <= i8::MAX as i128 {
        "i8"
    } else if lo >= i16::MIN as i128 && hi <= i16::MAX as i128 {
        "i16"
    } else if lo >= i32::MIN as i128 && hi <= i32::MAX as i128 {
        "i32"
    } else {
        "i64"
    }
}

fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// An enumerator repeating an earlier one's value: an associated constant
/// naming that variant.
struct Alias {
    /// The constant's name.
    name: String,
    /// The variant's name.
    target: String,
    /// The variant's position in declaration order.
    variant: usize,
    /// The enumerator's index in the spec.
    enumerator: usize,
}

/// The Rust names of an enumeration: the first enumerator of each value
/// names a variant (an `UpperCamel` constant in [`Shape::Newtype`]), later
/// ones an alias constant (`SCREAMING_CASE`).
struct Layout {
    /// `(name, enumerator index)` of each distinct value, in declaration order.
    variants: Vec<(String, usize)>,
    /// Each repeated value.
    aliases: Vec<Alias>,
    /// For each enumerator, its name below the type.
    paths: Vec<String>,
}

fn layout(spec: &EnumSpec) -> Layout {
    let mut variant_names = Namer::default();
    let mut const_names = Namer::default();
    for reserved in ["ALL", "COUNT", "NAMES", "NAME_STARTS", "BY_NAME", "BY_VALUE", "IR_NAMES", "BY_IR_NAME"] {
        const_names.reserve(reserved);
        variant_names.reserve(reserved);
    }
    // A newtype's variants are constants too: one namespace for both kinds.
    let shared = spec.shape == Shape::Newtype;
    let mut first_of_value: std::collections::HashMap<i128, usize> = Default::default();
    let mut out =
        Layout { variants: Vec::new(), aliases: Vec::new(), paths: Vec::with_capacity(spec.enumerators.len()) };
    for (i, e) in spec.enumerators.iter().enumerate() {
        match first_of_value.get(&e.value) {
            None => {
                first_of_value.insert(e.value, out.variants.len());
                let name = variant_names.unique(upper_camel(&e.cpp_name));
                if shared {
                    const_names.reserve(&name);
                }
                out.paths.push(name.clone());
                out.variants.push((name, i));
            }
            Some(&v) => {
                let name = const_names.unique(screaming(&e.cpp_name));
                if shared {
                    variant_names.reserve(&name);
                }
                out.paths.push(name.clone());
                let target = out.variants[v].0.clone();
                out.aliases.push(Alias { name, target, variant: v, enumerator: i });
            }
        }
    }
    out
}

/// How Rust names each enumerator of `spec`, below the type (what
/// [`enum_items`] returns as `paths`, without generating the items).
///
/// ```
/// use tablegen_build::support::rust::enums::{paths, EnumSpec, Enumerator, Shape};
/// let spec = EnumSpec {
///     name: "Op".into(),
///     doc: String::new(),
///     enumerators: vec![
///         Enumerator { cpp_name: "ADD_rr".into(), value: 0, doc: None },
///         Enumerator { cpp_name: "PLUS".into(), value: 0, doc: None },
///     ],
///     repr: None,
///     shape: Shape::Newtype,
/// };
/// assert_eq!(paths(&spec), ["AddRr", "PLUS"]);
/// ```
pub fn paths(spec: &EnumSpec) -> Vec<String> {
    layout(spec).paths
}

/// Generates the enum described by `spec`.
///
/// ```
/// use tablegen_build::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
/// let e = enum_items(&EnumSpec {
///     name: "Color".into(),
///     doc: "C++ `enum Color`.".into(),
///     enumerators: vec![
///         Enumerator { cpp_name: "RED".into(), value: 0, doc: None },
///         Enumerator { cpp_name: "CRIMSON".into(), value: 0, doc: None },
///     ],
///     repr: None,
///     shape: Shape::Enum,
/// });
/// assert_eq!(e.repr, "u8");
/// assert_eq!(e.paths, ["Red", "CRIMSON"]);
/// ```
pub fn enum_items(spec: &EnumSpec) -> EnumItems {
    let ty = ident(&spec.name);
    let lo = spec.enumerators.iter().map(|e| e.value).min().unwrap_or(0);
    let hi = spec.enumerators.iter().map(|e| e.value).max().unwrap_or(0);
    let repr = spec.repr.unwrap_or_else(|| repr_for(lo, hi));
    let repr_ty = ident(repr);
    if spec.enumerators.is_empty() {
        return EnumItems { tokens: empty_enum(&ty, &repr_ty, &spec.doc), repr, paths: Vec::new() };
    }

    let Layout { variants, aliases, paths } = layout(spec);

    let variant_defs = variants.iter().map(|(name, i)| {
        let e = &spec.enumerators[*i];
        let v = ident(name);
        let val = int_expr(e.value);
        let doc = enumerator_doc(e);
        quote! { #[doc = #doc] #v = #val, }
    });
    let alias_defs = alias_consts(spec, &aliases);

    let base = variants.first().map_or(0, |(_, i)| spec.enumerators[*i].value);
    let dense = variants.iter().enumerate().all(|(k, (_, i))| spec.enumerators[*i].value == base + k as i128);
    if spec.shape == Shape::Newtype && dense {
        let tokens = newtype(spec, &ty, &repr_ty, base, &variants, &aliases);
        return EnumItems { tokens, repr, paths };
    }

    let nv = variants.len();
    let nv_lit = lit_int(nv);
    // Variant by position: matches of at most FROM_INDEX_CHUNK arms. A
    // const array of the variants costs rustc 35 s for RISCV's 13,831
    // opcodes, one match of AMDGPU's 40,695 arms 60 s; chunks grow linearly.
    let chunk_fn = |c: usize| ident(&format!("from_index_{c}"));
    let chunks: Vec<TokenStream> = variants
        .chunks(FROM_INDEX_CHUNK)
        .enumerate()
        .map(|(c, part)| {
            let arms = part.iter().enumerate().map(|(j, (name, _))| {
                let v = ident(name);
                let k = lit_int(c * FROM_INDEX_CHUNK + j);
                quote!(#k => Self::#v,)
            });
            let f = chunk_fn(c);
            quote! {
                fn #f(k: usize) -> Option<Self> {
                    Some(match k {
                        #(#arms)*
                        _ => return None,
                    })
                }
            }
        })
        .collect();
    let from_index_fn = if chunks.len() <= 1 {
        let arms = variants.iter().enumerate().map(|(k, (name, _))| {
            let v = ident(name);
            let k = lit_int(k);
            quote!(#k => Self::#v,)
        });
        quote! {
            /// The variant at position `k` in declaration order.
            fn from_index(k: usize) -> Option<Self> {
                Some(match k {
                    #(#arms)*
                    _ => return None,
                })
            }
        }
    } else {
        let dispatch = (0..chunks.len()).map(|c| {
            let f = chunk_fn(c);
            let c = lit_int(c);
            quote!(#c => Self::#f(k),)
        });
        let chunk = lit_int(FROM_INDEX_CHUNK);
        quote! {
            /// The variant at position `k` in declaration order.
            fn from_index(k: usize) -> Option<Self> {
                match k / #chunk {
                    #(#dispatch)*
                    _ => None,
                }
            }
            #(#chunks)*
        }
    };

    // Position of a variant in declaration order: arithmetic when values run 0.. or
    // base.. in declaration order, a match otherwise.
    let to_usize =
        if matches!(repr, "u8" | "u16") { quote!(usize::from(value)) } else { quote!(usize::try_from(value).ok()?) };
    let (index_fn, from_value_fn) = if dense && base == 0 {
        (
            quote! {
                const fn index(self) -> usize {
                    self as usize
                }
            },
            quote! {
                /// The enumerator with value `value`, if there is one.
                pub fn from_value(value: #repr_ty) -> Option<Self> {
                    Self::from_index(#to_usize)
                }
            },
        )
    } else if dense {
        let base_lit = int_expr(base);
        (
            quote! {
                const fn index(self) -> usize {
                    (self as #repr_ty as i128 - #base_lit) as usize
                }
            },
            quote! {
                /// The enumerator with value `value`, if there is one.
                pub fn from_value(value: #repr_ty) -> Option<Self> {
                    let k = value as i128 - #base_lit;
                    if k < 0 {
                        return None;
                    }
                    Self::from_index(k as usize)
                }
            },
        )
    } else {
        let arms = variants.iter().enumerate().map(|(k, (name, _))| {
            let v = ident(name);
            let k = lit_int(k);
            quote!(Self::#v => #k,)
        });
        let mut by_value: Vec<(i128, usize)> =
            variants.iter().enumerate().map(|(k, (_, i))| (spec.enumerators[*i].value, k)).collect();
        by_value.sort();
        let rows = by_value.iter().map(|(v, k)| {
            let v = int_expr(*v);
            let k = lit_int(*k);
            quote!((#v, #k),)
        });
        (
            quote! {
                const fn index(self) -> usize {
                    match self { #(#arms)* }
                }
            },
            quote! {
                /// The enumerator with value `value`, if there is one.
                pub fn from_value(value: #repr_ty) -> Option<Self> {
                    static BY_VALUE: [(#repr_ty, usize); #nv_lit] = [#(#rows)*];
                    BY_VALUE
                        .binary_search_by(|probe| probe.0.cmp(&value))
                        .ok()
                        .and_then(|k| Self::from_index(BY_VALUE[k].1))
                }
            },
        )
    };

    let (names_const, from_name_fn) = name_tables(spec, &variants, &aliases, "The variant");

    let doc = format!(" {}", spec.doc);
    let conversions = conversions(&ty, &repr_ty);
    let tokens = quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(#repr_ty)]
        // The variants are LLVM's enumerator names (`GPRRegBankID` of
        // `RegBankID`), kept recognisable rather than trimmed to please the
        // lint, which fires only where the enum is not exported.
        #[allow(clippy::enum_variant_names)]
        pub enum #ty {
            #(#variant_defs)*
        }

        #[allow(dead_code)]
        impl #ty {
            #(#alias_defs)*

            /// The number of variants.
            pub const COUNT: usize = #nv_lit;

            /// Every variant, in declaration order.
            pub fn all() -> impl Iterator<Item = Self> + Clone {
                (0..Self::COUNT).filter_map(Self::from_index)
            }

            #from_index_fn

            #names_const

            #index_fn

            /// The integer value (the C++ enumerator's value).
            pub const fn value(self) -> #repr_ty {
                self as #repr_ty
            }

            #from_value_fn

            /// The C++ enumerator name.
            pub const fn name(self) -> &'static str {
                Self::name_at(self.index())
            }

            #from_name_fn
        }

        #conversions
    };
    EnumItems { tokens, repr, paths }
}

/// [`Shape::Newtype`]: the integer in a `#[repr(transparent)]` struct, one
/// associated constant per enumerator. Values run densely from `base`, so
/// the position of a value is arithmetic and the name table is indexed by it.
fn newtype(
    spec: &EnumSpec,
    ty: &Ident,
    repr_ty: &Ident,
    base: i128,
    variants: &[(String, usize)],
    aliases: &[Alias],
) -> TokenStream {
    let consts = variants.iter().map(|(name, i)| {
        let e = &spec.enumerators[*i];
        let c = ident(name);
        let val = int_expr(e.value);
        let doc = enumerator_doc(e);
        quote! { #[doc = #doc] pub const #c: Self = Self(#val); }
    });
    let alias_defs = alias_consts(spec, aliases);
    let nv_lit = lit_int(variants.len());
    let (names_const, from_name_fn) = name_tables(spec, variants, aliases, "The value");
    // Position <-> value: plain casts from base 0, through i128 otherwise.
    let small = matches!(repr_ty.to_string().as_str(), "u8" | "u16");
    let (index_fn, from_index_fn, from_value_fn) = if base == 0 {
        let to_usize = if small {
            quote!(Self::from_index(usize::from(value)))
        } else {
            quote!(usize::try_from(value).ok().and_then(Self::from_index))
        };
        (
            quote! {
                const fn index(self) -> usize {
                    self.0 as usize
                }
            },
            quote! {
                /// The enumerator at position `k` in declaration order.
                fn from_index(k: usize) -> Option<Self> {
                    if k < Self::COUNT {
                        Some(Self(k as #repr_ty))
                    } else {
                        None
                    }
                }
            },
            quote! {
                /// The enumerator with value `value`, if there is one.
                pub fn from_value(value: #repr_ty) -> Option<Self> {
                    #to_usize
                }
            },
        )
    } else {
        let base_lit = int_expr(base);
        (
            quote! {
                const fn index(self) -> usize {
                    (self.0 as i128 - #base_lit) as usize
                }
            },
            quote! {
                /// The enumerator at position `k` in declaration order.
                fn from_index(k: usize) -> Option<Self> {
                    if k < Self::COUNT {
                        Some(Self((k as i128 + #base_lit) as #repr_ty))
                    } else {
                        None
                    }
                }
            },
            quote! {
                /// The enumerator with value `value`, if there is one.
                pub fn from_value(value: #repr_ty) -> Option<Self> {
                    let k = value as i128 - #base_lit;
                    if (0..Self::COUNT as i128).contains(&k) {
                        Some(Self(value))
                    } else {
                        None
                    }
                }
            },
        )
    };
    let doc = format!(" {}", spec.doc);
    let conversions = conversions(ty, repr_ty);
    quote! {
        #[doc = #doc]
        ///
        /// The enumerators are associated constants (usable in patterns);
        /// every value of the type is one of them.
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(transparent)]
        pub struct #ty(#repr_ty);

        #[allow(dead_code, non_upper_case_globals)]
        impl #ty {
            #(#consts)*
            #(#alias_defs)*

            /// The number of distinct values.
            pub const COUNT: usize = #nv_lit;

            /// Every value, in declaration order.
            pub fn all() -> impl Iterator<Item = Self> + Clone {
                (0..Self::COUNT).filter_map(Self::from_index)
            }

            #from_index_fn

            #names_const

            #index_fn

            /// The integer value (the C++ enumerator's value).
            pub const fn value(self) -> #repr_ty {
                self.0
            }

            #from_value_fn

            /// The C++ enumerator name.
            pub const fn name(self) -> &'static str {
                Self::name_at(self.index())
            }

            #from_name_fn
        }

        #conversions
    }
}

/// An enum without enumerators (C++ allows `enum E {};`): Rust rejects a
/// `#[repr]` on it, and every method is an empty `match`.
fn empty_enum(ty: &Ident, repr_ty: &Ident, doc: &str) -> TokenStream {
    let doc = format!(" {doc}");
    let conversions = conversions(ty, repr_ty);
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum #ty {}

        #[allow(dead_code)]
        impl #ty {
            /// The number of variants: none.
            pub const COUNT: usize = 0;

            /// Every variant, in declaration order: none.
            pub fn all() -> impl Iterator<Item = Self> + Clone {
                core::iter::empty()
            }

            /// The integer value (the C++ enumerator's value).
            pub const fn value(self) -> #repr_ty {
                match self {}
            }

            /// The enumerator with value `value`: there is none.
            pub fn from_value(value: #repr_ty) -> Option<Self> {
                let _ = value;
                None
            }

            /// The C++ enumerator name.
            pub const fn name(self) -> &'static str {
                match self {}
            }

            /// The variant whose C++ enumerator is named `name`: there is none.
            pub fn from_name(name: &str) -> Option<Self> {
                let _ = name;
                None
            }
        }

        #conversions
    }
}

/// The name table and `from_name`, the same for both shapes.
///
/// `NAMES` holds the variants' C++ names by position (what `name` reads),
/// then the aliases', as one string with a table of where each starts: an
/// array of 40,695 `&str` (AMDGPU's opcodes) cost rustc 2.1 s of a 7 s
/// compile, the string and the integers 0.4 s. `from_name` searches a table
/// of positions sorted by name, and maps an alias's position to its
/// variant's: integers again, not `(&str, Self)` rows,
/// whose const evaluation took 2 to 3 s more.
fn name_tables(
    spec: &EnumSpec,
    variants: &[(String, usize)],
    aliases: &[Alias],
    what: &str,
) -> (TokenStream, TokenStream) {
    let names: Vec<&str> = variants
        .iter()
        .map(|(_, i)| *i)
        .chain(aliases.iter().map(|a| a.enumerator))
        .map(|i| spec.enumerators[i].cpp_name.as_str())
        .collect();
    let mut by_name: Vec<usize> = (0..names.len()).collect();
    by_name.sort_by(|&a, &b| names[a].cmp(names[b]).then(a.cmp(&b)));
    by_name.dedup_by(|a, b| names[*a] == names[*b]);
    // Positions in `NAMES` (and so variant positions too).
    let position_ty = ident(repr_for(0, names.len().saturating_sub(1) as i128));
    let text_ty = ident(repr_for(0, names.iter().map(|n| n.len() as i128).sum()));
    let mut starts = Vec::with_capacity(names.len() + 1);
    let mut at = 0;
    starts.push(lit_int(0));
    for n in &names {
        at += n.len();
        starts.push(lit_int(at));
    }
    let text = names_literal(&names);
    let names_const = quote! {
        /// Every C++ name, one after another (one a line in the source).
        const NAMES: &'static str = #text;
        /// Where each name of `NAMES` starts, and where the last ends.
        const NAME_STARTS: &'static [#text_ty] = &[#(#starts),*];

        /// The `k`th name of `NAMES`.
        const fn name_at(k: usize) -> &'static str {
            let (start, end) = (Self::NAME_STARTS[k] as usize, Self::NAME_STARTS[k + 1] as usize);
            let (_, rest) = Self::NAMES.as_bytes().split_at(start);
            let (name, _) = rest.split_at(end - start);
            match core::str::from_utf8(name) {
                Ok(name) => name,
                Err(_) => "",
            }
        }
    };
    let nn_lit = lit_int(by_name.len());
    let by_name_rows = by_name.iter().map(|&k| lit_int(k));
    let to_variant = if aliases.is_empty() {
        quote!(Self::from_index(k))
    } else {
        let na_lit = lit_int(aliases.len());
        let alias_rows = aliases.iter().map(|a| lit_int(a.variant));
        quote! {
            // The variant each alias (names `COUNT..`) names, by position.
            static ALIAS_OF: [#position_ty; #na_lit] = [#(#alias_rows),*];
            match k.checked_sub(Self::COUNT) {
                Some(a) => Self::from_index(ALIAS_OF[a] as usize),
                None => Self::from_index(k),
            }
        }
    };
    let doc = format!(" {what} whose C++ enumerator is named `name`.");
    let from_name_fn = quote! {
        #[doc = #doc]
        pub fn from_name(name: &str) -> Option<Self> {
            // Positions in `NAMES`, in the order of the names.
            static BY_NAME: [#position_ty; #nn_lit] = [#(#by_name_rows),*];
            let k = BY_NAME.binary_search_by(|&k| Self::name_at(k as usize).cmp(name)).ok()?;
            let k = BY_NAME[k] as usize;
            #to_variant
        }
    };
    (names_const, from_name_fn)
}

/// The associated constants of `aliases`, each naming its variant.
fn alias_consts<'a>(spec: &'a EnumSpec, aliases: &'a [Alias]) -> impl Iterator<Item = TokenStream> + 'a {
    aliases.iter().map(|a| {
        let c = ident(&a.name);
        let t = ident(&a.target);
        let doc = enumerator_doc(&spec.enumerators[a.enumerator]);
        quote! { #[doc = #doc] pub const #c: Self = Self::#t; }
    })
}

/// `names` concatenated as one string literal, each name on a line of its
/// own (a `\` line continuation, which drops the newline and the next
/// line's indentation). Characters that are not plain ASCII are escaped, as
/// is whitespace at the start of a name, which the continuation would drop.
fn names_literal(names: &[&str]) -> proc_macro2::Literal {
    let mut src = String::from("\"\\\n");
    for n in names {
        src.push_str("    ");
        for (i, c) in n.chars().enumerate() {
            match c {
                ' ' if i == 0 => src.push_str("\\x20"),
                ' ' => src.push(' '),
                c => src.extend(c.escape_default()),
            }
        }
        src.push_str("\\\n");
    }
    src.push('"');
    src.parse().unwrap_or_else(|_| lit_str(&names.concat()))
}

fn enumerator_doc(e: &Enumerator) -> String {
    let mut s = format!(" C++ `{}` = {}", e.cpp_name, e.value);
    if let Some(d) = &e.doc {
        s.push_str(". ");
        s.push_str(d);
    }
    s
}

/// `From`/`TryFrom` the integer type and `Display` (the C++ name), in terms
/// of the inherent `value`, `from_value` and `name`.
fn conversions(ty: &Ident, repr_ty: &Ident) -> TokenStream {
    quote! {
        impl From<#ty> for #repr_ty {
            fn from(v: #ty) -> #repr_ty {
                v.value()
            }
        }

        impl TryFrom<#repr_ty> for #ty {
            type Error = #repr_ty;
            fn try_from(value: #repr_ty) -> Result<Self, #repr_ty> {
                Self::from_value(value).ok_or(value)
            }
        }

        impl core::fmt::Display for #ty {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.name())
            }
        }

        // `Debug` prints the C++ name, from the name table: a derived
        // `Debug` costs rustc gigabytes on enums of ten thousand variants.
        impl core::fmt::Debug for #ty {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.name())
            }
        }
    }
}
