//! The intrinsic table kept in a record cache (see
//! [`crate::support::persist`]): every target's instruction selectors and
//! `-gen-intrinsic-enums` (once per target prefix) make it from the same
//! records, and it takes about 20 ms of a run that otherwise loads its
//! records in a few.

use tablegen_core::bytes::{Reader, Writer};
use tablegen_core::record::RecId;

use super::intrinsic::{CodeGenIntrinsic, IntrinsicSignature};
use super::props::{ArgAttrKind, ArgAttribute, MemoryEffects, SdProperties};
use super::table::{target_sets, CodeGenIntrinsicTable};
use crate::backend::{Records, Result};
use crate::support::persist;

/// The table's name among the analyses kept in a record cache.
const PERSISTED: &str = "intrinsics";

/// Every argument attribute kind, by its number in a kept table.
const ARG_ATTR_KINDS: [ArgAttrKind; 11] = [
    ArgAttrKind::NoCapture,
    ArgAttrKind::NoAlias,
    ArgAttrKind::NoUndef,
    ArgAttrKind::NonNull,
    ArgAttrKind::Returned,
    ArgAttrKind::ReadOnly,
    ArgAttrKind::WriteOnly,
    ArgAttrKind::ReadNone,
    ArgAttrKind::ImmArg,
    ArgAttrKind::Alignment,
    ArgAttrKind::Dereferenceable,
];

impl CodeGenIntrinsicTable {
    /// The table of `rk`'s records, made once per session
    /// ([`Records::model`]) and kept in the record cache when the records
    /// came from one.
    ///
    /// ```
    /// # use tablegen_build::model::intrinsics::CodeGenIntrinsicTable;
    /// let src = r#"
    ///   class IntrinsicProperty<bit d = false> { bit IsDefault = d; }
    ///   class SDNodeProperty;
    ///   class Intrinsic {
    ///     string LLVMName = ""; string TargetPrefix = "";
    ///     list<IntrinsicProperty> IntrProperties = [];
    ///     list<SDNodeProperty> Properties = [];
    ///     bit DisableDefaultAttributes = false;
    ///   }
    ///   def int_foo : Intrinsic;
    /// "#;
    /// let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
    /// let mut rk = tablegen_build::Records::new(&mut keeper);
    /// let table = CodeGenIntrinsicTable::shared(&mut rk).unwrap();
    /// assert_eq!(table[0].name, "llvm.foo");
    /// // Made once: the same table again.
    /// assert!(std::sync::Arc::ptr_eq(&table, &CodeGenIntrinsicTable::shared(&mut rk).unwrap()));
    /// ```
    pub fn shared(rk: &mut Records<'_>) -> Result<std::sync::Arc<CodeGenIntrinsicTable>> {
        rk.model(|rk| {
            if let Some(table) = persist::load(rk, PERSISTED, |b| decode(rk, b)) {
                return Ok(table);
            }
            persist::make(rk, PERSISTED, CodeGenIntrinsicTable::new, |t| Some(encode(t)))
        })
    }
}

fn encode(table: &CodeGenIntrinsicTable) -> Vec<u8> {
    let mut out = Writer::default();
    let recs = |out: &mut Writer, recs: &[RecId]| {
        out.count(recs.len());
        recs.iter().for_each(|r| out.u32(r.index() as u32));
    };
    out.count(table.intrinsics.len());
    for i in &table.intrinsics {
        out.u32(i.def.index() as u32);
        for s in [&i.enum_name, &i.name, &i.target_prefix, &i.clang_builtin_name, &i.ms_builtin_name] {
            out.str(s);
        }
        recs(&mut out, &i.signature.ret_tys);
        recs(&mut out, &i.signature.param_tys);
        out.u32(i.memory_effects.to_int_value());
        out.u32(i.sd_properties.0);
        let bits = flags(i).iter().enumerate().fold(0u32, |bits, (k, &b)| bits | u32::from(b) << k);
        out.u32(bits);
        out.count(i.arg_attributes.len());
        for attrs in &i.arg_attributes {
            out.count(attrs.len());
            for a in attrs {
                out.u8(ARG_ATTR_KINDS.iter().position(|k| *k == a.kind).unwrap_or(usize::MAX) as u8);
                out.u64(a.value);
            }
        }
    }
    out.into_bytes()
}

/// The boolean properties, in the order their bits are kept.
fn flags(i: &CodeGenIntrinsic) -> [bool; 15] {
    [
        i.is_overloaded,
        i.is_commutative,
        i.can_throw,
        i.is_no_duplicate,
        i.is_no_merge,
        i.is_no_return,
        i.is_no_callback,
        i.is_no_sync,
        i.is_no_free,
        i.is_will_return,
        i.is_cold,
        i.is_convergent,
        i.has_side_effects,
        i.is_speculatable,
        i.is_strict_fp,
    ]
}

/// Reads [`encode`]'s bytes back; `None` unless every record is one of
/// `rk`'s and every field is whole.
fn decode(rk: &Records<'_>, bytes: &[u8]) -> Option<CodeGenIntrinsicTable> {
    let mut input = Reader::new(bytes);
    let r = &mut input;
    let rec = |r: &mut Reader<'_>| rk.rec_id(r.u32()? as usize);
    let recs = |r: &mut Reader<'_>| (0..r.count()?).map(|_| rec(r)).collect::<Option<Vec<_>>>();
    let n = r.count()?;
    let mut intrinsics = Vec::with_capacity(n);
    for _ in 0..n {
        let def = rec(r)?;
        let mut strings = [(); 5].map(|()| String::new());
        for s in &mut strings {
            *s = r.str()?.to_string();
        }
        let [enum_name, name, target_prefix, clang_builtin_name, ms_builtin_name] = strings;
        let signature = IntrinsicSignature { ret_tys: recs(r)?, param_tys: recs(r)? };
        let memory_effects = MemoryEffects::from_int_value(r.u32()?);
        let sd_properties = SdProperties(r.u32()?);
        let bits = r.u32()?;
        if bits >> 15 != 0 {
            return None;
        }
        let bit = |k: u32| bits >> k & 1 == 1;
        let mut arg_attributes = Vec::new();
        for _ in 0..r.count()? {
            let mut attrs = Vec::new();
            for _ in 0..r.count()? {
                let kind = *ARG_ATTR_KINDS.get(usize::from(r.u8()?))?;
                attrs.push(ArgAttribute { kind, value: r.u64()? });
            }
            arg_attributes.push(attrs);
        }
        intrinsics.push(CodeGenIntrinsic {
            def,
            enum_name,
            name,
            target_prefix,
            clang_builtin_name,
            ms_builtin_name,
            signature,
            memory_effects,
            sd_properties,
            is_overloaded: bit(0),
            is_commutative: bit(1),
            can_throw: bit(2),
            is_no_duplicate: bit(3),
            is_no_merge: bit(4),
            is_no_return: bit(5),
            is_no_callback: bit(6),
            is_no_sync: bit(7),
            is_no_free: bit(8),
            is_will_return: bit(9),
            is_cold: bit(10),
            is_convergent: bit(11),
            has_side_effects: bit(12),
            is_speculatable: bit(13),
            is_strict_fp: bit(14),
            arg_attributes,
        });
    }
    if !input.at_end() {
        return None;
    }
    let targets = target_sets(&intrinsics);
    Some(CodeGenIntrinsicTable { intrinsics, targets })
}

#[cfg(test)]
mod tests {
    /// Every field survives the round trip (the table's `PartialEq`
    /// compares them all), and damaged bytes are refused, never a panic.
    #[test]
    fn a_kept_table_reads_back_whole() {
        let src = r#"
            class IntrinsicProperty<bit d = false> { bit IsDefault = d; }
            class SDNodeProperty;
            def SDNPCommutative : SDNodeProperty;
            def IntrNoMem : IntrinsicProperty;
            def IntrNoSync : IntrinsicProperty<true>;
            def Commutative : IntrinsicProperty;
            class AttrIndex<int idx> { int Value = idx; }
            class ArgIndex<int n> : AttrIndex<!add(n, 1)>;
            class NoCapture<AttrIndex idx> : IntrinsicProperty { int ArgNo = idx.Value; }
            class Align<AttrIndex idx, int a> : IntrinsicProperty { int ArgNo = idx.Value; int Align = a; }
            class LLVMType;
            def llvm_i32_ty : LLVMType;
            def llvm_ptr_ty : LLVMType;
            class Intrinsic<list<LLVMType> ret, list<LLVMType> params, list<IntrinsicProperty> p = []> {
              string LLVMName = ""; string TargetPrefix = "";
              list<LLVMType> RetTypes = ret;
              list<LLVMType> Types = !listconcat(ret, params);
              bit isOverloaded = false;
              list<IntrinsicProperty> IntrProperties = p;
              list<SDNodeProperty> Properties = [];
              bit DisableDefaultAttributes = false;
              string ClangBuiltinName = "__builtin_foo";
            }
            def int_foo_bar : Intrinsic<[llvm_i32_ty], [llvm_ptr_ty, llvm_ptr_ty],
                                        [IntrNoMem, Commutative, NoCapture<ArgIndex<0>>, Align<ArgIndex<1>, 16>]>;
            let TargetPrefix = "x86" in def int_x86_baz : Intrinsic<[], [llvm_i32_ty]>;
        "#;
        let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
        let mut rk = crate::Records::new(&mut keeper);
        let mut table = super::CodeGenIntrinsicTable::new(&mut rk).unwrap();
        assert!(table.intrinsics.iter().any(|i| !i.arg_attributes.is_empty() && i.is_commutative));
        // One more intrinsic per boolean property, with only that one set,
        // so that a property read back into another field shows.
        let mut plain = table.intrinsics[1].clone();
        for f in [
            &mut plain.is_overloaded,
            &mut plain.is_commutative,
            &mut plain.can_throw,
            &mut plain.is_no_duplicate,
            &mut plain.is_no_merge,
            &mut plain.is_no_return,
            &mut plain.is_no_callback,
            &mut plain.is_no_sync,
            &mut plain.is_no_free,
            &mut plain.is_will_return,
            &mut plain.is_cold,
            &mut plain.is_convergent,
            &mut plain.has_side_effects,
            &mut plain.is_speculatable,
            &mut plain.is_strict_fp,
        ] {
            *f = false;
        }
        for k in 0..15 {
            let mut i = plain.clone();
            *[
                &mut i.is_strict_fp,
                &mut i.is_speculatable,
                &mut i.has_side_effects,
                &mut i.is_convergent,
                &mut i.is_cold,
                &mut i.is_will_return,
                &mut i.is_no_free,
                &mut i.is_no_sync,
                &mut i.is_no_callback,
                &mut i.is_no_return,
                &mut i.is_no_merge,
                &mut i.is_no_duplicate,
                &mut i.can_throw,
                &mut i.is_commutative,
                &mut i.is_overloaded,
            ][k] = true;
            i.ms_builtin_name = format!("ms{k}");
            table.intrinsics.push(i);
        }
        table.targets = super::target_sets(&table.intrinsics);
        let bytes = super::encode(&table);
        assert_eq!(super::decode(&rk, &bytes), Some(table));
        for n in 0..bytes.len() {
            assert_eq!(super::decode(&rk, &bytes[..n]), None, "cut at {n}");
        }
        let mut extra = bytes.clone();
        extra.push(0);
        assert_eq!(super::decode(&rk, &extra), None);
    }
}
