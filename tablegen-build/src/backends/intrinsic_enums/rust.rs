//! `-gen-intrinsic-enums --rust`: the intrinsic IDs of one target prefix
//! as a Rust enum, with LLVM's numbering, C++ enumerator names and IR names.

use super::IntrinsicEnums;
use crate::backend::Options;
use proc_macro2::TokenStream;
use tablegen_core::init::InitKind;
use tablegen_core::RecordKeeper;

use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::{format_chunks, Chunk, Writer};

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
    let mut sorted: Vec<(&str, usize)> =
        ir_names.iter().enumerate().filter(|(_, s)| !s.is_empty()).map(|(k, s)| (*s, k)).collect();
    sorted.sort();
    let mut w = Writer::new();
    w.block(format_args!("impl {ty_name} {{"), "}", |w| {
        w.table(
            "const IR_NAMES: &'static [&'static str] = &[",
            "];",
            ir_names.iter().map(|n| (format!("{n:?}"), None::<&str>)),
        );
        w.blank();
        w.doc("The IR name (`llvm.*`); empty for `NotIntrinsic`.");
        w.block("pub fn ir_name(self) -> &'static str {", "}", |w| w.line("Self::IR_NAMES[self.index()]"));
        w.blank();
        w.doc("The intrinsic whose IR name is exactly `name` (no overload\nsuffix matching).");
        w.block("pub fn from_ir_name(name: &str) -> Option<Self> {", "}", |w| {
            w.table(
                format_args!("static BY_IR_NAME: [(&str, usize); {}] = [", sorted.len()),
                "];",
                sorted.iter().map(|(s, k)| (format!("({s:?}, {k})"), None::<&str>)),
            );
            w.line("BY_IR_NAME");
            w.line("    .binary_search_by(|probe| probe.0.cmp(name))");
            w.line("    .ok()");
            w.line("    .and_then(|k| Self::from_index(BY_IR_NAME[k].1))");
        });
    });
    let mut chunks = vec![Chunk::Items(items.tokens), Chunk::Text(w.finish())];
    if prefix.is_empty() {
        chunks.push(Chunk::Text(format!(
            "/// C++ `num_intrinsics`: one more than the largest intrinsic ID of\n/// every target.\npub const NUM_INTRINSICS: u32 = {};\n",
            table.len() + 1
        )));
        let arg_kind = arg_kind(rk);
        if !arg_kind.is_empty() {
            chunks.push(Chunk::Items(arg_kind));
        }
    }
    format_chunks("Intrinsic Function Source Fragment", "gen-intrinsic-enums", rk, chunks)
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
