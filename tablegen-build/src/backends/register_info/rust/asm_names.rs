//! The registers' assembly names: `RegAltName` (the C++ alternate-name
//! index enum), `REG_ASM_NAMES` (per index, per register) and the
//! `Reg::asm_name` / `Reg::alt_name` lookups, which answer what LLVM's
//! generated `getRegisterName(Reg, AltIdx)` answers, fallbacks included.

use std::fmt::Write as _;

use proc_macro2::TokenStream;
use tablegen_core::RecordKeeper;

use super::super::RegInfo;
use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::reg_names::{write_tables, NameTables};
use crate::support::rust::runtime::{forwarders, Forward};
use crate::support::rust::vocabulary::index_repr;
use crate::support::rust::Writer;

/// The `RegAltName` enum's items and the names' table with its lookups
/// (nothing when the check before the writer found a register missing an
/// alternate name: then the writer does not run).
pub fn write(rk: &RecordKeeper, info: &RegInfo) -> (TokenStream, String) {
    let Ok(names) = &info.asm_names else {
        return (TokenStream::new(), String::new());
    };
    let target = info.target.name(rk);
    let enumerators: Vec<Enumerator> = info
        .alt_name_indices
        .iter()
        .enumerate()
        .map(|(k, &d)| Enumerator { cpp_name: rk.name_str(d).to_owned(), value: k as i128, doc: None })
        .collect();
    let max = enumerators.len().saturating_sub(1) as i128;
    let spec = EnumSpec {
        name: "RegAltName".into(),
        doc: format!(
            "C++ `{target}` register alternate name indices (`RegAltNameIndex` defs): which of a \
             register's assembly names `Reg::alt_name` answers with."
        ),
        enumerators,
        repr: Some(index_repr(max)),
        shape: Shape::Newtype,
    };
    let items = enum_items(&spec);

    let mut s = String::new();
    let tables = NameTables {
        rows: info.alt_name_indices.iter().zip(&names.names).map(|(&i, row)| (rk.name_str(i), &row[..])).collect(),
        registers: info.bank.registers().iter().map(|r| rk.name_str(r.def)).collect(),
        fallback: names.fallback.clone(),
        linked: true,
    };
    write_tables(&mut s, &tables);
    s.push_str("/// The index of the registers' plain names, `NoRegAltName` (none where the\n");
    s.push_str("/// target does not define it).\n");
    let _ = writeln!(
        s,
        "#[allow(dead_code)]\npub const DEFAULT_REG_ALT_NAME: Option<RegAltName> = {};\n",
        names.default.map_or("None".to_owned(), |k| format!("Some(RegAltName({k}))"))
    );
    let mut w = Writer::new();
    w.line("#[allow(dead_code)]");
    w.block("impl Reg {", "}", |w| {
        forwarders(
            w,
            false,
            &[
                Forward {
                    doc: "The register's assembly name (C++ `getRegisterName` under `NoRegAltName`): its \
                          `AsmName`, or its def's name where that is empty; `None` for `NoRegister`.",
                    signature: "asm_name(self) -> Option<&'static str>",
                    call: "self.alt_name(DEFAULT_REG_ALT_NAME?)",
                },
                Forward {
                    doc: "The register's name under the alternate-name index `alt` (C++ \
                          `getRegisterName(Reg, AltIdx)`), the index's fallback answering where the register \
                          has none of its own; `None` where neither has one (where LLVM asserts) and for \
                          `NoRegister`.",
                    signature: "alt_name(self, alt: RegAltName) -> Option<&'static str>",
                    call:
                        "alt_name(&REG_ASM_NAMES, &REG_ALT_NAME_FALLBACK, self.value() as usize, alt.value() as usize)",
                },
            ],
        );
    });
    s.push_str(&w.finish());
    (items.tokens, s)
}
