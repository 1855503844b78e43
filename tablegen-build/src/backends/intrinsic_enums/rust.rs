//! `-gen-intrinsic-enums --rust`: the intrinsic IDs of one target prefix
//! as a Rust enum, with LLVM's numbering, C++ enumerator names and IR names.

use super::IntrinsicEnums;
use crate::backend::Options;
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;
use tablegen_core::init::InitKind;
use tablegen_core::RecordKeeper;

use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::{format_module, lit_int, lit_str};

/// `-gen-intrinsic-enums`, Rust. Without a prefix: `Intrinsic` (with
/// `NotIntrinsic = 0`, as `Intrinsic::ID` has) and `ArgKind`; with one, the
/// target's `<PREFIX>Intrinsics` enum.
pub fn write_rust(rk: &RecordKeeper, m: &IntrinsicEnums, _: &Options) -> String {
    let (table, prefix, set) = (&m.table, m.prefix.as_str(), &m.set);
    let intrinsics = m.intrinsics();
    let (ty_name, cpp_ty) = if prefix.is_empty() {
        ("Intrinsic".to_string(), "Intrinsic::ID".to_string())
    } else {
        let upper = prefix.to_ascii_uppercase();
        (
            format!("{}Intrinsics", crate::support::rust::names::upper_camel(prefix)),
            format!("Intrinsic::{upper}Intrinsics"),
        )
    };
    let mut enumerators = Vec::with_capacity(intrinsics.len() + 1);
    let mut ir_names = Vec::with_capacity(intrinsics.len() + 1);
    if prefix.is_empty() {
        enumerators.push(Enumerator { cpp_name: "not_intrinsic".into(), value: 0, doc: None });
        ir_names.push("");
    }
    for (k, i) in intrinsics.iter().enumerate() {
        let value = (set.offset + 1 + k) as i128;
        enumerators.push(Enumerator {
            cpp_name: i.enum_name.clone(),
            value,
            doc: Some(format!("IR name `{}`.", i.name)),
        });
        ir_names.push(i.name.as_str());
    }
    let items = enum_items(&EnumSpec {
        name: ty_name.clone(),
        doc: format!("C++ `{cpp_ty}`: LLVM's intrinsic IDs{}.", if prefix.is_empty() { "" } else { " of this target" }),
        enumerators,
        repr: Some("u32"),
        shape: Shape::Newtype,
    });
    let mut tokens = items.tokens;

    let ty = Ident::new(&ty_name, Span::call_site());
    let names = ir_names.iter().map(|s| lit_str(s));
    let mut sorted: Vec<(&str, usize)> =
        ir_names.iter().enumerate().filter(|(_, s)| !s.is_empty()).map(|(k, s)| (*s, k)).collect();
    sorted.sort();
    let ns = lit_int(sorted.len());
    let rows = sorted.iter().map(|(s, k)| {
        let s = lit_str(s);
        let k = lit_int(*k);
        quote!((#s, #k),)
    });
    tokens.extend(quote! {
        impl #ty {
            const IR_NAMES: &'static [&'static str] = &[#(#names),*];

            /// The IR name (`llvm.*`); empty for `NotIntrinsic`.
            pub fn ir_name(self) -> &'static str {
                Self::IR_NAMES[self.index()]
            }

            /// The intrinsic whose IR name is exactly `name` (no overload
            /// suffix matching).
            pub fn from_ir_name(name: &str) -> Option<Self> {
                static BY_IR_NAME: [(&str, usize); #ns] = [#(#rows)*];
                BY_IR_NAME
                    .binary_search_by(|probe| probe.0.cmp(name))
                    .ok()
                    .and_then(|k| Self::from_index(BY_IR_NAME[k].1))
            }
        }
    });
    if prefix.is_empty() {
        let count = lit_int(table.len() + 1);
        tokens.extend(quote! {
            /// C++ `num_intrinsics`: one more than the largest intrinsic ID of
            /// every target.
            pub const NUM_INTRINSICS: u32 = #count;
        });
        tokens.extend(arg_kind(rk));
    }
    format_module("Intrinsic Function Source Fragment", "gen-intrinsic-enums", rk, tokens)
}

/// `IITDescriptor::ArgKind`, from the fields of the `ArgKind` def.
fn arg_kind(rk: &RecordKeeper) -> TokenStream {
    let Some(ak) = rk.def("ArgKind") else { return TokenStream::new() };
    let enumerators = rk
        .record(ak)
        .values
        .iter()
        .filter_map(|v| {
            let InitKind::Int(value) = *rk.inits.kind(v.value) else { return None };
            Some(Enumerator {
                cpp_name: format!("AK_{}", rk.as_unquoted_string(v.name)),
                value: value as i128,
                doc: None,
            })
        })
        .collect();
    enum_items(&EnumSpec {
        name: "ArgKind".into(),
        doc: "C++ `Intrinsic::IITDescriptor::ArgKind`.".into(),
        enumerators,
        repr: None,
        shape: Shape::Enum,
    })
    .tokens
}
