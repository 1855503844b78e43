//! Instruction flags inferred from the patterns (LLVM's `InstAnalyzer`,
//! `InferInstructionFlags` and `VerifyInstructionFlags`): `mayLoad`,
//! `mayStore` and `hasSideEffects` left unset on an instruction are taken
//! from its pattern, and patterns whose instructions disagree are reported.

use std::collections::BTreeMap;

use tablegen_core::bytes::{Reader, Writer};
use tablegen_core::record::RecId;

use super::cx::{Cx, Diag, R};
use super::tree::{NodeId, Op};
use crate::backend::Records;
use crate::model::intrinsics::{MemoryEffects, Sdnp};

/// The flags of one instruction after inference from the patterns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InstrFlags {
    /// `hasSideEffects`.
    pub has_side_effects: bool,
    /// `hasSideEffects` was left unset (`?`).
    pub has_side_effects_unset: bool,
    /// `mayLoad`.
    pub may_load: bool,
    /// `mayLoad` was left unset.
    pub may_load_unset: bool,
    /// `mayStore`.
    pub may_store: bool,
    /// `mayStore` was left unset.
    pub may_store_unset: bool,
    /// `isBitcast`.
    pub is_bitcast: bool,
    /// The pattern's root has a chain.
    pub has_chain: bool,
    /// `has_chain` comes from the instruction's own pattern.
    pub has_chain_inferred: bool,
    /// The pattern the flags were inferred from.
    pub inferred_from: Option<RecId>,
}

/// Appends `flags` as a record cache keeps them: the instruction count,
/// then per instruction its record's index, the flags as bits and the index
/// of the pattern they came from (or `u32::MAX`).
pub(super) fn write(out: &mut Writer, flags: &BTreeMap<RecId, InstrFlags>) {
    out.count(flags.len());
    for (rec, f) in flags {
        let bits = [
            f.has_side_effects,
            f.has_side_effects_unset,
            f.may_load,
            f.may_load_unset,
            f.may_store,
            f.may_store_unset,
            f.is_bitcast,
            f.has_chain,
            f.has_chain_inferred,
        ]
        .iter()
        .enumerate()
        .fold(0u32, |bits, (i, &b)| bits | u32::from(b) << i);
        out.u32(rec.index() as u32);
        out.u32(bits);
        out.u32(f.inferred_from.map_or(u32::MAX, |r| r.index() as u32));
    }
}

/// Reads what [`write`] wrote; `None` unless every record is one of
/// `rk`'s, in increasing order, and every flag bit is known.
pub(super) fn read(rk: &Records<'_>, input: &mut Reader<'_>) -> Option<BTreeMap<RecId, InstrFlags>> {
    let mut flags = BTreeMap::new();
    let mut last = None;
    for _ in 0..input.count()? {
        let rec = rk.rec_id(input.u32()? as usize).filter(|&r| last < Some(r))?;
        last = Some(rec);
        let bits = input.u32()?;
        if bits >> 9 != 0 {
            return None;
        }
        let from = match input.u32()? {
            u32::MAX => None,
            i => Some(rk.rec_id(i as usize)?),
        };
        let bit = |i: u32| bits >> i & 1 == 1;
        let f = InstrFlags {
            has_side_effects: bit(0),
            has_side_effects_unset: bit(1),
            may_load: bit(2),
            may_load_unset: bit(3),
            may_store: bit(4),
            may_store_unset: bit(5),
            is_bitcast: bit(6),
            has_chain: bit(7),
            has_chain_inferred: bit(8),
            inferred_from: from,
        };
        flags.insert(rec, f);
    }
    Some(flags)
}

impl InstrFlags {
    fn has_undef_flags(&self) -> bool {
        self.may_load_unset || self.may_store_unset || self.has_side_effects_unset
    }
}

/// What a pattern does (LLVM's `InstAnalyzer`).
#[derive(Clone, Copy, Debug, Default)]
struct Analysis {
    has_side_effects: bool,
    may_store: bool,
    may_load: bool,
    is_bitcast: bool,
    is_variadic: bool,
    has_chain: bool,
}

fn mod_ref(me: MemoryEffects) -> u32 {
    let v = me.to_int_value();
    let mut mr = 0;
    let mut x = v;
    while x != 0 {
        mr |= x & 3;
        x >>= 2;
    }
    mr
}

impl Cx<'_> {
    fn node_has_property(&self, n: NodeId, p: Sdnp) -> bool {
        let node = self.node(n);
        match node.op {
            Op::Leaf(_) => node.leaf_def().and_then(|d| self.m.complex_patterns.get(&d)).is_some_and(|cp| cp.has(p)),
            Op::Node(op) => {
                if p != Sdnp::HasChain {
                    if let Some(i) = self.node_intrinsic(n) {
                        return self.m.intrinsics.intrinsics[i].sd_properties.has(p);
                    }
                }
                self.m.sd_nodes.get(&op).is_some_and(|i| i.has(p))
            }
        }
    }

    fn analyze_node(&self, n: NodeId, a: &mut Analysis) {
        tablegen_core::stack::guard(|| {
            let node = self.node(n);
            if node.is_leaf() {
                if let Some(cp) = node.leaf_def().and_then(|d| self.m.complex_patterns.get(&d)) {
                    a.may_store |= cp.has(Sdnp::MayStore);
                    a.may_load |= cp.has(Sdnp::MayLoad);
                    a.has_side_effects |= cp.has(Sdnp::SideEffect);
                }
                return;
            }
            for &c in &node.children {
                self.analyze_node(c, a);
            }
            a.may_store |= self.node_has_property(n, Sdnp::MayStore);
            a.may_load |= self.node_has_property(n, Sdnp::MayLoad);
            a.has_side_effects |= self.node_has_property(n, Sdnp::SideEffect);
            a.is_variadic |= self.node_has_property(n, Sdnp::Variadic);
            a.has_chain |= self.node_has_property(n, Sdnp::HasChain);
            if let Some(i) = self.node_intrinsic(n) {
                let int = &self.m.intrinsics.intrinsics[i];
                let mr = mod_ref(int.memory_effects);
                a.may_load |= mr & 1 != 0;
                a.may_store |= mr & 2 != 0;
                a.has_side_effects |= int.memory_effects == MemoryEffects::UNKNOWN || int.has_side_effects;
            }
        })
    }

    fn is_node_bitcast(&self, n: NodeId, a: &Analysis) -> bool {
        if a.has_side_effects || a.may_load || a.may_store || a.is_variadic {
            return false;
        }
        let node = self.node(n);
        let Some(op) = node.operator() else { return false };
        if node.children.len() != 1 || !self.node(node.children[0]).is_leaf() {
            return false;
        }
        let Some(info) = self.m.sd_nodes.get(&op) else { return false };
        info.num_results == 1 && info.num_operands == 1 && info.enum_name == "ISD::BITCAST"
    }

    fn analyze_pattern(&self, src: NodeId) -> Analysis {
        let mut a = Analysis::default();
        self.analyze_node(src, &mut a);
        a.is_bitcast = self.is_node_bitcast(src, &a);
        a
    }

    fn instructions_in_tree(&self, n: NodeId, out: &mut Vec<RecId>) {
        let node = self.node(n);
        let Some(op) = node.operator() else { return };
        if self.instrs.get(op).is_some() && self.isa(op, super::cx::Cls::Instruction) {
            out.push(op);
        }
        for &c in &node.children {
            self.instructions_in_tree(c, out);
        }
    }

    fn read_flags(&mut self, def: RecId) -> R<InstrFlags> {
        let bit_or_unset = |cx: &mut Self, f: &str| -> R<(bool, bool)> {
            let v = cx.rk.value_init(def, f);
            let v = cx.field(v)?;
            if v == tablegen_core::init::Init::UNSET {
                return Ok((false, true));
            }
            let b = cx.rk.value_as_bit(def, f);
            Ok((cx.field(b)?, false))
        };
        let (may_load, may_load_unset) = bit_or_unset(self, "mayLoad")?;
        let (may_store, may_store_unset) = bit_or_unset(self, "mayStore")?;
        let (has_side_effects, has_side_effects_unset) = bit_or_unset(self, "hasSideEffects")?;
        let b = self.rk.value_as_bit(def, "isBitcast");
        let is_bitcast = self.field(b)?;
        Ok(InstrFlags {
            has_side_effects,
            has_side_effects_unset,
            may_load,
            may_load_unset,
            may_store,
            may_store_unset,
            is_bitcast,
            ..InstrFlags::default()
        })
    }

    /// LLVM's `InferInstructionFlags` then `VerifyInstructionFlags`.
    pub(super) fn infer_instruction_flags(&mut self) -> R<()> {
        let instrs = std::sync::Arc::clone(&self.instrs);
        for i in instrs.by_enum() {
            let f = self.read_flags(i.def)?;
            self.m.instr_flags.insert(i.def, f);
        }
        let mut errors = 0;
        for k in 0..self.m.patterns.len() {
            let (src, dst, rec) = (self.m.patterns[k].src, self.m.patterns[k].dst, self.m.patterns[k].src_record);
            let mut insts = Vec::new();
            self.instructions_in_tree(dst, &mut insts);
            if insts.len() != 1 {
                continue;
            }
            let Some(mut f) = self.m.instr_flags.get(&insts[0]).copied() else { continue };
            if f.inferred_from.is_some() {
                continue;
            }
            let a = self.analyze_pattern(src);
            let locs = self.locs(rec);
            if f.has_undef_flags() {
                f.inferred_from = Some(rec);
            }
            if f.has_side_effects != a.has_side_effects && !f.has_side_effects_unset && !f.has_side_effects {
                errors += 1;
                self.diags.push(Diag::Error(locs.clone(), "Pattern doesn't match hasSideEffects = 0".into()));
            }
            if f.may_store != a.may_store && !f.may_store_unset {
                errors += 1;
                let msg = format!("Pattern doesn't match mayStore = {}", u8::from(f.may_store));
                self.diags.push(Diag::Error(locs.clone(), msg));
            }
            if f.may_load != a.may_load && !f.may_load_unset && !f.may_load {
                errors += 1;
                self.diags.push(Diag::Error(locs, "Pattern doesn't match mayLoad = 0".into()));
            }
            f.has_side_effects |= a.has_side_effects;
            f.may_store |= a.may_store;
            f.may_load |= a.may_load;
            if self.isa(rec, super::cx::Cls::Instruction) {
                f.is_bitcast |= a.is_bitcast;
                f.has_chain |= a.has_chain;
                f.has_chain_inferred = true;
            }
            self.m.instr_flags.insert(insts[0], f);
        }
        if errors > 0 {
            return self.fatal_no_loc("pattern conflicts");
        }
        let set = self.rk.value_as_def(self.target, "InstructionSet").ok();
        let guess = set.is_some_and(|s| self.rk.value_as_bit(s, "guessInstructionProperties").unwrap_or(false));
        for i in instrs.by_enum() {
            let Some(f) = self.m.instr_flags.get_mut(&i.def) else { continue };
            if f.inferred_from.is_some() {
                continue;
            }
            if guess {
                if f.has_side_effects_unset {
                    f.has_side_effects = true;
                }
                continue;
            }
            let f = *f;
            let locs = self.locs(i.def);
            if f.has_side_effects_unset {
                self.diags.push(Diag::Error(locs.clone(), "Can't infer hasSideEffects from patterns".into()));
            }
            if f.may_store_unset {
                self.diags.push(Diag::Error(locs.clone(), "Can't infer mayStore from patterns".into()));
            }
            if f.may_load_unset {
                self.diags.push(Diag::Error(locs, "Can't infer mayLoad from patterns".into()));
            }
        }
        self.verify_instruction_flags()
    }

    fn verify_instruction_flags(&mut self) -> R<()> {
        let mut errors = 0;
        for k in 0..self.m.patterns.len() {
            let (src, dst, rec) = (self.m.patterns[k].src, self.m.patterns[k].dst, self.m.patterns[k].src_record);
            let mut insts = Vec::new();
            self.instructions_in_tree(dst, &mut insts);
            if insts.is_empty() {
                continue;
            }
            let (mut side, mut stores, mut loads) = (0, 0, 0);
            for i in &insts {
                let f = self.m.instr_flags.get(i).copied().unwrap_or_default();
                side += u32::from(f.has_side_effects);
                stores += u32::from(f.may_store);
                loads += u32::from(f.may_load);
            }
            let a = self.analyze_pattern(src);
            let mut msgs = Vec::new();
            if a.has_side_effects && side == 0 {
                msgs.push("pattern has side effects, but hasSideEffects isn't set");
            }
            if !a.has_side_effects && a.may_store && stores == 0 {
                msgs.push("pattern may store, but mayStore isn't set");
            }
            if !a.may_store && a.may_load && loads == 0 {
                msgs.push("pattern may load, but mayLoad isn't set");
            }
            if msgs.is_empty() {
                continue;
            }
            errors += 1;
            let what = if insts.len() == 1 { "instruction" } else { "output instructions" };
            let locs = self.locs(rec);
            for m in msgs {
                self.diags.push(Diag::Error(locs.clone(), format!("{m} on the {what}")));
            }
            for &i in &insts {
                if i != rec {
                    let l = self.locs(i);
                    self.diags.push(Diag::Error(l, "defined here".into()));
                }
                let from = self.m.instr_flags.get(&i).and_then(|f| f.inferred_from);
                if let Some(from) = from {
                    if from != i && from != rec {
                        let l = self.locs(from);
                        self.diags.push(Diag::Error(l, "inferred from pattern".into()));
                    }
                }
            }
        }
        if errors > 0 {
            return self.fatal_no_loc("Errors in DAG patterns");
        }
        Ok(())
    }
}
