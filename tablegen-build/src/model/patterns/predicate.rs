//! Fragment predicates (LLVM's `TreePredicateFn`): which fragments carry a
//! predicate, and the C++ the matcher emitter writes for them.

use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;
use tablegen_core::RecordKeeper;

use super::cx::{Cx, R};
use super::CodeGenDagPatterns;

/// What inlining needs of a fragment's predicate.
#[derive(Clone, Copy, Debug)]
pub(super) struct PredInfo {
    pub always_true: bool,
    pub uses_operands: bool,
}

impl Cx<'_> {
    pub(super) fn pred_info(&mut self, frag: RecId) -> R<PredInfo> {
        let f = PredicateFn { frag };
        Ok(PredInfo { always_true: f.is_always_true(self.rk), uses_operands: f.uses_operands(self.rk) })
    }
}

/// A fatal error of predicate code generation, in LLVM's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PredError {
    /// The fragment's locations.
    pub locs: Vec<Loc>,
    /// The message.
    pub msg: String,
}

/// The predicate of a `PatFrags` def (LLVM's `TreePredicateFn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PredicateFn {
    /// The fragment.
    pub frag: RecId,
}

fn bit_or_unset(rk: &RecordKeeper, r: RecId, f: &str) -> Option<bool> {
    let v = rk.value_init(r, f).ok()?;
    rk.inits.as_bit(v)
}

/// The C++ type of an immediate, from `(IsAPInt, IsAPFloat)`.
fn cpp_imm_type(uses: (bool, bool)) -> &'static str {
    match uses {
        (true, _) => "const APInt &",
        (false, true) => "const APFloat &",
        (false, false) => "int64_t",
    }
}

fn is_set(rk: &RecordKeeper, r: RecId, f: &str) -> bool {
    rk.value_init(r, f).is_ok_and(|v| v != Init::UNSET)
}

impl PredicateFn {
    fn eq(&self, rk: &RecordKeeper, field: &str, value: bool) -> bool {
        bit_or_unset(rk, self.frag, field) == Some(value)
    }
    fn string(&self, rk: &RecordKeeper, field: &str) -> String {
        rk.value_as_string(self.frag, field).unwrap_or("").to_string()
    }
    /// `PredicateCodeUsesOperands`.
    pub fn uses_operands(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "PredicateCodeUsesOperands", true)
    }
    /// `HasNoUse`.
    pub fn has_no_use(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "HasNoUse", true)
    }
    /// `HasOneUse`.
    pub fn has_one_use(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "HasOneUse", true)
    }
    /// `IsLoad`.
    pub fn is_load(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsLoad", true)
    }
    /// `IsStore`.
    pub fn is_store(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsStore", true)
    }
    /// `IsAtomic`.
    pub fn is_atomic(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsAtomic", true)
    }
    /// `IsUnindexed`.
    pub fn is_unindexed(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsUnindexed", true)
    }
    /// `IsNonExtLoad`.
    pub fn is_non_ext_load(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsNonExtLoad", true)
    }
    /// `IsAnyExtLoad`.
    pub fn is_any_ext_load(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsAnyExtLoad", true)
    }
    /// `IsSignExtLoad`.
    pub fn is_sign_ext_load(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsSignExtLoad", true)
    }
    /// `IsZeroExtLoad`.
    pub fn is_zero_ext_load(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsZeroExtLoad", true)
    }
    /// `IsTruncStore = false`.
    pub fn is_non_trunc_store(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsTruncStore", false)
    }
    /// `IsTruncStore = true`.
    pub fn is_trunc_store(&self, rk: &RecordKeeper) -> bool {
        self.eq(rk, "IsTruncStore", true)
    }
    /// The atomic-ordering predicate bits, in LLVM's order: monotonic,
    /// acquire, release, acq_rel, seq_cst, acquire-or-stronger,
    /// weaker-than-acquire, release-or-stronger, weaker-than-release.
    fn orderings(&self, rk: &RecordKeeper) -> [bool; 9] {
        [
            self.eq(rk, "IsAtomicOrderingMonotonic", true),
            self.eq(rk, "IsAtomicOrderingAcquire", true),
            self.eq(rk, "IsAtomicOrderingRelease", true),
            self.eq(rk, "IsAtomicOrderingAcquireRelease", true),
            self.eq(rk, "IsAtomicOrderingSequentiallyConsistent", true),
            self.eq(rk, "IsAtomicOrderingAcquireOrStronger", true),
            self.eq(rk, "IsAtomicOrderingAcquireOrStronger", false),
            self.eq(rk, "IsAtomicOrderingReleaseOrStronger", true),
            self.eq(rk, "IsAtomicOrderingReleaseOrStronger", false),
        ]
    }
    /// `MemoryVT`, if set.
    pub fn memory_vt(&self, rk: &RecordKeeper) -> Option<RecId> {
        is_set(rk, self.frag, "MemoryVT").then(|| rk.value_as_def(self.frag, "MemoryVT").ok()).flatten()
    }
    /// `ScalarMemoryVT`, if set.
    pub fn scalar_memory_vt(&self, rk: &RecordKeeper) -> Option<RecId> {
        is_set(rk, self.frag, "ScalarMemoryVT").then(|| rk.value_as_def(self.frag, "ScalarMemoryVT").ok()).flatten()
    }
    /// `AddressSpaces`, if set.
    pub fn address_spaces(&self, rk: &RecordKeeper) -> Option<Vec<Init>> {
        if !is_set(rk, self.frag, "AddressSpaces") {
            return None;
        }
        rk.value_as_list(self.frag, "AddressSpaces").ok().map(<[Init]>::to_vec)
    }
    /// `MinAlignment` (0 when unset).
    pub fn min_alignment(&self, rk: &RecordKeeper) -> i64 {
        if !is_set(rk, self.frag, "MinAlignment") {
            return 0;
        }
        rk.value_as_int(self.frag, "MinAlignment").unwrap_or(0)
    }
    fn has_pred_code(&self, rk: &RecordKeeper) -> bool {
        self.is_load(rk)
            || self.is_store(rk)
            || self.is_atomic(rk)
            || self.has_no_use(rk)
            || self.has_one_use(rk)
            || !self.string(rk, "PredicateCode").is_empty()
    }
    fn has_imm_code(&self, rk: &RecordKeeper) -> bool {
        !self.string(rk, "ImmediateCode").is_empty()
    }
    /// True when the fragment checks nothing.
    pub fn is_always_true(&self, rk: &RecordKeeper) -> bool {
        !self.has_pred_code(rk) && !self.has_imm_code(rk)
    }
    /// An immediate predicate (`ImmediateCode`).
    pub fn is_immediate_pattern(&self, rk: &RecordKeeper) -> bool {
        self.has_imm_code(rk)
    }
    /// `ImmediateCode`.
    pub fn immediate_predicate_code(&self, rk: &RecordKeeper) -> String {
        self.string(rk, "ImmediateCode")
    }
    /// `GISelPredicateCode` is set.
    pub fn has_gisel_predicate_code(&self, rk: &RecordKeeper) -> bool {
        !self.string(rk, "GISelPredicateCode").is_empty()
    }
    /// `GISelPredicateCode`.
    pub fn gisel_predicate_code(&self, rk: &RecordKeeper) -> String {
        self.string(rk, "GISelPredicateCode")
    }
    /// LLVM's `immCodeUsesAPInt` and `immCodeUsesAPFloat`: `IsAPInt` must
    /// be a bit and `IsAPFloat` a bit or unset, and both must exist, since
    /// LLVM reads them with `getValueAsBit` and `getValueAsBitOrUnset`.
    fn imm_uses(&self, rk: &RecordKeeper) -> Result<(bool, bool), PredError> {
        let field_err =
            |e: tablegen_core::record::FieldError| PredError { locs: rk.record(self.frag).locs.to_vec(), msg: e.msg };
        let apint = rk.value_as_bit(self.frag, "IsAPInt").map_err(field_err)?;
        let v = rk.value_init(self.frag, "IsAPFloat").map_err(field_err)?;
        let apfloat =
            if v == Init::UNSET { false } else { rk.value_as_bit(self.frag, "IsAPFloat").map_err(field_err)? };
        Ok((apint, apfloat))
    }
    /// The C++ type of the immediate (`int64_t`, `const APInt &`...).
    pub fn imm_type(&self, rk: &RecordKeeper) -> Result<&'static str, PredError> {
        Ok(cpp_imm_type(self.imm_uses(rk)?))
    }
    /// `I64`, `APInt` or `APFloat`.
    pub fn imm_type_identifier(&self, rk: &RecordKeeper) -> Result<&'static str, PredError> {
        Ok(match self.imm_uses(rk)? {
            (true, _) => "APInt",
            (false, true) => "APFloat",
            (false, false) => "I64",
        })
    }
    /// `Predicate_<frag>`.
    pub fn fn_name(&self, rk: &RecordKeeper) -> String {
        format!("Predicate_{}", rk.name_str(self.frag))
    }

    fn err<T>(&self, rk: &RecordKeeper, msg: &str) -> Result<T, PredError> {
        Err(PredError { locs: rk.record(self.frag).locs.to_vec(), msg: msg.to_string() })
    }

    /// LLVM's `getPredCode`: the checks of the memory and use predicates
    /// followed by `PredicateCode`.
    pub fn pred_code(&self, rk: &RecordKeeper) -> Result<String, PredError> {
        let (load, store, atomic) = (self.is_load(rk), self.is_store(rk), self.is_atomic(rk));
        let mut code = String::new();
        if !load && !store && !atomic && self.memory_vt(rk).is_some() {
            return self.err(rk, "MemoryVT requires IsLoad or IsStore");
        }
        if !load && !store {
            if self.is_unindexed(rk) {
                return self.err(rk, "IsUnindexed requires IsLoad or IsStore");
            }
            if self.scalar_memory_vt(rk).is_some() {
                return self.err(rk, "ScalarMemoryVT requires IsLoad or IsStore");
            }
        }
        if u8::from(load) + u8::from(store) + u8::from(atomic) > 1 {
            return self.err(rk, "IsLoad, IsStore, and IsAtomic are mutually exclusive");
        }
        let no_mem_constraint = self.memory_vt(rk).is_none()
            && self.scalar_memory_vt(rk).is_none()
            && self.address_spaces(rk).is_none()
            && self.min_alignment(rk) < 1;
        if load {
            if !self.is_unindexed(rk)
                && !self.is_non_ext_load(rk)
                && !self.is_any_ext_load(rk)
                && !self.is_sign_ext_load(rk)
                && !self.is_zero_ext_load(rk)
                && no_mem_constraint
            {
                return self.err(rk, "IsLoad cannot be used by itself");
            }
        } else {
            if self.is_non_ext_load(rk) {
                return self.err(rk, "IsNonExtLoad requires IsLoad");
            }
            if self.is_any_ext_load(rk) {
                return self.err(rk, "IsAnyExtLoad requires IsLoad");
            }
            if !atomic {
                if self.is_sign_ext_load(rk) {
                    return self.err(rk, "IsSignExtLoad requires IsLoad or IsAtomic");
                }
                if self.is_zero_ext_load(rk) {
                    return self.err(rk, "IsZeroExtLoad requires IsLoad or IsAtomic");
                }
            }
        }
        if store {
            if !self.is_unindexed(rk) && !self.is_trunc_store(rk) && !self.is_non_trunc_store(rk) && no_mem_constraint {
                return self.err(rk, "IsStore cannot be used by itself");
            }
        } else {
            if self.is_non_trunc_store(rk) {
                return self.err(rk, "IsNonTruncStore requires IsStore");
            }
            if self.is_trunc_store(rk) {
                return self.err(rk, "IsTruncStore requires IsStore");
            }
        }
        let ord = self.orderings(rk);
        const ORD_NAMES: [&str; 8] = [
            "IsAtomicOrderingMonotonic",
            "IsAtomicOrderingAcquire",
            "IsAtomicOrderingRelease",
            "IsAtomicOrderingAcquireRelease",
            "IsAtomicOrderingSequentiallyConsistent",
            "IsAtomicOrderingAcquireOrStronger",
            "IsAtomicOrderingReleaseOrStronger",
            "IsAtomicOrderingWeakerThanAcquire",
        ];
        if atomic {
            if self.memory_vt(rk).is_none()
                && self.address_spaces(rk).is_none()
                && !self.is_zero_ext_load(rk)
                && !self.is_sign_ext_load(rk)
                && !ord.iter().any(|&b| b)
            {
                return self.err(rk, "IsAtomic cannot be used by itself");
            }
        } else {
            // LLVM checks these in this order (weaker-than-release is not checked).
            let checks = [ord[0], ord[1], ord[2], ord[3], ord[4], ord[5], ord[7], ord[6]];
            for (b, n) in checks.iter().zip(ORD_NAMES) {
                if *b {
                    return self.err(rk, &format!("{n} requires IsAtomic"));
                }
            }
        }
        if load || store || atomic {
            if let Some(spaces) = self.address_spaces(rk) {
                code.push_str("unsigned AddrSpace = cast<MemSDNode>(N)->getAddressSpace();\n if (");
                for (i, &v) in spaces.iter().enumerate() {
                    if i > 0 {
                        code.push_str(" && ");
                    }
                    let InitKind::Int(a) = rk.inits.kind(v) else {
                        return self.err(rk, "AddressSpaces element must be integer");
                    };
                    code.push_str(&format!("AddrSpace != {}", *a as u64));
                }
                code.push_str(")\nreturn false;\n");
            }
            let align = self.min_alignment(rk);
            if align > 0 {
                code.push_str(&format!("if (cast<MemSDNode>(N)->getAlign() < Align({align}))\nreturn false;\n"));
            }
            if let Some(vt) = self.memory_vt(rk) {
                code.push_str(&format!(
                    "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::{}) return false;\n",
                    rk.name_str(vt)
                ));
            }
        }
        if atomic {
            const ORDS: [&str; 5] = ["Monotonic", "Acquire", "Release", "AcquireRelease", "SequentiallyConsistent"];
            for (i, o) in ORDS.iter().enumerate() {
                if ord[i] {
                    code.push_str(&format!(
                        "if (cast<AtomicSDNode>(N)->getMergedOrdering() != AtomicOrdering::{o}) return false;\n"
                    ));
                }
            }
            if ord[5] {
                code.push_str("if (!isAcquireOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;\n");
            }
            if ord[6] {
                code.push_str("if (isAcquireOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;\n");
            }
            if ord[7] {
                code.push_str("if (!isReleaseOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;\n");
            }
            if ord[8] {
                code.push_str("if (isReleaseOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;\n");
            }
            if self.is_zero_ext_load(rk) || self.is_sign_ext_load(rk) {
                code.push_str("return false;\n");
            }
        }
        if load || store {
            let class = if load { "LoadSDNode" } else { "StoreSDNode" };
            if self.is_unindexed(rk) {
                code.push_str(&format!("if (cast<{class}>(N)->getAddressingMode() != ISD::UNINDEXED) return false;\n"));
            }
            if load {
                let kinds = [
                    (self.is_non_ext_load(rk), "NON_EXTLOAD"),
                    (self.is_any_ext_load(rk), "EXTLOAD"),
                    (self.is_sign_ext_load(rk), "SEXTLOAD"),
                    (self.is_zero_ext_load(rk), "ZEXTLOAD"),
                ];
                if kinds.iter().filter(|k| k.0).count() > 1 {
                    return self.err(
                        rk,
                        "IsNonExtLoad, IsAnyExtLoad, IsSignExtLoad, and IsZeroExtLoad are mutually exclusive",
                    );
                }
                for (b, k) in kinds {
                    if b {
                        code.push_str(&format!(
                            "if (cast<LoadSDNode>(N)->getExtensionType() != ISD::{k}) return false;\n"
                        ));
                    }
                }
            } else {
                let (nt, t) = (self.is_non_trunc_store(rk), self.is_trunc_store(rk));
                if nt && t {
                    return self.err(rk, "IsNonTruncStore, and IsTruncStore are mutually exclusive");
                }
                if nt {
                    code.push_str(" if (cast<StoreSDNode>(N)->isTruncatingStore()) return false;\n");
                }
                if t {
                    code.push_str(" if (!cast<StoreSDNode>(N)->isTruncatingStore()) return false;\n");
                }
            }
            if let Some(vt) = self.scalar_memory_vt(rk) {
                code.push_str(&format!(
                    "if (cast<{class}>(N)->getMemoryVT().getScalarType() != MVT::{}) return false;\n",
                    rk.name_str(vt)
                ));
            }
        }
        if self.has_no_use(rk) {
            code.push_str("if (!SDValue(N, 0).use_empty()) return false;\n");
        }
        if self.has_one_use(rk) {
            code.push_str("if (!SDValue(N, 0).hasOneUse()) return false;\n");
        }
        let pred = self.string(rk, "PredicateCode");
        let empty_pred = pred.is_empty();
        code.push_str(&pred);
        if empty_pred && !code.is_empty() {
            code.push_str("return true;\n");
        }
        Ok(code)
    }

    /// LLVM's `getCodeToRunOnSDNode`: the body of the predicate function.
    pub fn code_to_run_on_sdnode(&self, rk: &RecordKeeper, cdp: &CodeGenDagPatterns) -> Result<String, PredError> {
        let imm = self.immediate_predicate_code(rk);
        if !imm.is_empty() {
            let checks: [(bool, &str); 11] = [
                (self.is_load(rk), "IsLoad"),
                (self.is_store(rk), "IsStore"),
                (self.is_unindexed(rk), "IsUnindexed"),
                (self.is_non_ext_load(rk), "IsNonExtLoad"),
                (self.is_any_ext_load(rk), "IsAnyExtLoad"),
                (self.is_sign_ext_load(rk), "IsSignExtLoad"),
                (self.is_zero_ext_load(rk), "IsZeroExtLoad"),
                (self.is_non_trunc_store(rk), "IsNonTruncStore"),
                (self.is_trunc_store(rk), "IsTruncStore"),
                (self.memory_vt(rk).is_some(), "MemoryVT"),
                (self.scalar_memory_vt(rk).is_some(), "ScalarMemoryVT"),
            ];
            for (b, n) in checks {
                if b {
                    return self.err(rk, &format!("{n} cannot be used with ImmLeaf or its subclasses"));
                }
            }
            let (apint, apfloat) = self.imm_uses(rk)?;
            let mut s = format!("    {} Imm = ", cpp_imm_type((apint, apfloat)));
            if apfloat {
                s.push_str("cast<ConstantFPSDNode>(Node)->getValueAPF();\n");
            } else if apint {
                s.push_str("Node->getAsAPIntVal();\n");
            } else {
                s.push_str("cast<ConstantSDNode>(Node)->getSExtValue();\n");
            }
            s.push_str(&imm);
            return Ok(s);
        }
        let mut class: Option<String> = None;
        if let Some(f) = cdp.fragment(self.frag) {
            for &t in &f.trees {
                let n = cdp.node(t);
                let tc = match n.operator() {
                    None => "SDNode".to_string(),
                    Some(op) => cdp.sd_node(op).map(|i| i.sd_class_name.clone()).unwrap_or_default(),
                };
                match &class {
                    None => class = Some(tc),
                    Some(c) if *c != tc => return self.err(rk, "PatFrags trees do not have consistent class"),
                    Some(_) => {}
                }
            }
        }
        let class = class.unwrap_or_default();
        let mut s = if class == "SDNode" {
            "    SDNode *N = Node;\n".to_string()
        } else {
            format!("    auto *N = cast<{class}>(Node);\n")
        };
        s.push_str("    (void)N;\n");
        s.push_str(&self.pred_code(rk)?);
        Ok(s)
    }
}
