//! The decision tables (LLVM's `DisassemblerTables`): per opcode map,
//! context and opcode byte, which instruction each ModR/M byte decodes to;
//! then each such 256-entry decision classified by how much of the ModR/M
//! byte it looks at and shared in one deduplicated `modRMTable`.

use tablegen_core::intern::FxHashMap;

use super::contexts::{inherits_from, is_64bit_only, InsnContext, Widening, NUM_CONTEXTS};
use super::recognizable::{DecodePath, InstrSpec, NUM_MAPS};

/// How much of the ModR/M byte a decision looks at (`ModRMDecisionType`),
/// which is how many of its entries go into the `modRMTable`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum DecisionType {
    /// One instruction for every byte.
    OneEntry,
    /// Memory forms, register forms.
    SplitRm,
    /// Memory forms by `reg`, register forms by the whole byte.
    SplitMisc,
    /// Memory forms by `reg`, register forms by `reg`.
    SplitReg,
    /// Every byte on its own.
    Full,
}

impl DecisionType {
    /// LLVM's enumerator name.
    pub(crate) fn name(self) -> &'static str {
        match self {
            DecisionType::OneEntry => "MODRM_ONEENTRY",
            DecisionType::SplitRm => "MODRM_SPLITRM",
            DecisionType::SplitMisc => "MODRM_SPLITMISC",
            DecisionType::SplitReg => "MODRM_SPLITREG",
            DecisionType::Full => "MODRM_FULL",
        }
    }

    /// The narrowest type that describes a decision (`getDecisionType`).
    fn of(ids: &[u16; 256]) -> Self {
        let mut one = true;
        let mut split_rm = true;
        let mut split_reg = true;
        let mut split_misc = true;
        for (i, &id) in ids.iter().enumerate() {
            if id != ids[0] {
                one = false;
            }
            if i & 0xc0 == 0xc0 {
                if id != ids[0xc0] {
                    split_rm = false;
                }
                if id != ids[i & 0xf8] {
                    split_reg = false;
                }
            } else {
                if id != ids[0] {
                    split_rm = false;
                }
                if id != ids[i & 0x38] {
                    split_misc = false;
                }
            }
        }
        if one {
            DecisionType::OneEntry
        } else if split_rm {
            DecisionType::SplitRm
        } else if split_reg && split_misc {
            DecisionType::SplitReg
        } else if split_misc {
            DecisionType::SplitMisc
        } else {
            DecisionType::Full
        }
    }

    /// The entries of a decision that the `modRMTable` keeps.
    fn entries(self, ids: &[u16; 256]) -> Vec<u16> {
        match self {
            DecisionType::OneEntry => vec![ids[0]],
            DecisionType::SplitRm => vec![ids[0x00], ids[0xc0]],
            DecisionType::SplitReg => (0..64).step_by(8).chain((0xc0..256).step_by(8)).map(|i| ids[i]).collect(),
            DecisionType::SplitMisc => (0..64).step_by(8).chain(0xc0..256).map(|i| ids[i]).collect(),
            DecisionType::Full => ids.to_vec(),
        }
    }
}

/// One opcode's decision: its type and where its entries start in the
/// `modRMTable`. `(OneEntry, 0)` decodes to nothing.
pub(crate) type ModRmDecision = (DecisionType, u32);

/// The decision tables, ready to print.
pub(crate) struct Tables {
    /// Per opcode map, per context: the 256 opcodes' decisions, `None`
    /// when no opcode decodes to anything.
    pub(crate) maps: Vec<Vec<Option<Box<[ModRmDecision; 256]>>>>,
    /// The `modRMTable`: every distinct decision's entries, the first being
    /// the empty table.
    pub(crate) modrm_table: Vec<u16>,
    /// Where each table of `modrm_table` starts, in order.
    pub(crate) modrm_starts: Vec<u32>,
}

/// The tables while instructions are being added.
pub(crate) struct Builder {
    /// Per (map, context, opcode), `1 +` the index of its decision in
    /// `decisions`, 0 while it has none.
    slots: Vec<u32>,
    decisions: Vec<[u16; 256]>,
    /// The contexts an instruction goes into, by its context, widening and
    /// whether it stays out of 64-bit-only contexts.
    children: FxHashMap<(InsnContext, Widening, bool), Vec<InsnContext>>,
    /// What LLVM prints on `errs()` for conflicting instructions.
    pub(crate) conflicts: String,
}

fn slot(map: usize, ctx: usize, opcode: usize) -> usize {
    (map * NUM_CONTEXTS + ctx) * 256 + opcode
}

impl Builder {
    /// Empty tables.
    pub(crate) fn new() -> Self {
        Builder {
            slots: vec![0; NUM_MAPS * NUM_CONTEXTS * 256],
            decisions: Vec::new(),
            children: FxHashMap::default(),
            conflicts: String::new(),
        }
    }

    /// Enters instruction `uid` along its decode path (LLVM's
    /// `setTableFields` for each of its opcodes).
    pub(crate) fn add(&mut self, specs: &[InstrSpec], uid: u16, path: &DecodePath) {
        let own = specs[uid as usize].context;
        let skip64 = path.is_32bit || path.address_size == 16;
        let key = (own, path.widening, skip64);
        let children = self.children.entry(key).or_insert_with(|| {
            InsnContext::all()
                .filter(|&c| !(skip64 && is_64bit_only(c)) && inherits_from(c, own, path.widening))
                .collect()
        });
        let children = children.clone();
        // The opcodes a register or condition code is added to run up to
        // the end of the byte range; LLVM's byte arithmetic wraps, so a run
        // that would pass 0xff takes no opcode at all.
        let opcodes: Vec<u8> = if path.count == 1 {
            vec![path.opcode]
        } else {
            (path.opcode..path.opcode.wrapping_add(path.count)).collect()
        };
        for opcode in opcodes {
            for &ctx in &children {
                let s = slot(path.map as usize, ctx.0 as usize, opcode as usize);
                if self.slots[s] == 0 {
                    self.decisions.push([0; 256]);
                    self.slots[s] = self.decisions.len() as u32;
                }
                let d = self.slots[s] as usize - 1;
                self.set_fields(specs, d, path, uid, opcode);
            }
        }
    }

    fn set_fields(&mut self, specs: &[InstrSpec], d: usize, path: &DecodePath, uid: u16, opcode: u8) {
        for m in 0..=255u8 {
            if !path.filter.accepts(m) {
                continue;
            }
            let cur = self.decisions[d][m as usize];
            if cur == uid {
                continue;
            }
            if cur != 0 {
                let new = &specs[uid as usize];
                let prev = &specs[cur as usize];
                // NOP is XCHG of the accumulator with itself: NOOP keeps 0x90.
                if prev.name == "NOOP" && matches!(new.name.as_str(), "XCHG16ar" | "XCHG32ar" | "XCHG64ar") {
                    continue;
                }
                if prev.context.outranks(new.context) {
                    continue;
                }
                if prev.context == new.context {
                    use std::fmt::Write as _;
                    let _ = write!(
                        self.conflicts,
                        "Error: Primary decode conflict: {} would overwrite {}\nModRM   {m}\nOpcode  {opcode}\nContext {}\n",
                        new.name,
                        prev.name,
                        new.context.name()
                    );
                }
            }
            self.decisions[d][m as usize] = uid;
        }
    }

    /// Classifies every decision and lays out the `modRMTable` in the
    /// order LLVM prints them (map, context, opcode), sharing equal ones.
    pub(crate) fn finish(self) -> Tables {
        let mut modrm_table = vec![0u16];
        let mut modrm_starts = vec![0u32];
        let mut seen: FxHashMap<Vec<u16>, u32> = FxHashMap::default();
        seen.insert(vec![0], 0);
        let mut maps = Vec::with_capacity(NUM_MAPS);
        for map in 0..NUM_MAPS {
            let mut contexts = Vec::with_capacity(NUM_CONTEXTS);
            for ctx in 0..NUM_CONTEXTS {
                let base = slot(map, ctx, 0);
                let row = &self.slots[base..base + 256];
                let typed: Vec<Option<(DecisionType, &[u16; 256])>> = row
                    .iter()
                    .map(|&s| {
                        (s != 0).then(|| {
                            let ids = &self.decisions[s as usize - 1];
                            (DecisionType::of(ids), ids)
                        })
                    })
                    .collect();
                let empty = |t: &Option<(DecisionType, &[u16; 256])>| match t {
                    None => true,
                    Some((ty, ids)) => *ty == DecisionType::OneEntry && ids[0] == 0,
                };
                if typed.iter().all(empty) {
                    contexts.push(None);
                    continue;
                }
                let mut out = Box::new([(DecisionType::OneEntry, 0u32); 256]);
                for (o, t) in out.iter_mut().zip(&typed) {
                    if empty(t) {
                        continue;
                    }
                    let Some((ty, ids)) = t else { continue };
                    let entries = ty.entries(ids);
                    let start = match seen.get(&entries) {
                        Some(&n) => n,
                        None => {
                            let n = modrm_table.len() as u32;
                            modrm_starts.push(n);
                            modrm_table.extend_from_slice(&entries);
                            seen.insert(entries, n);
                            n
                        }
                    };
                    *o = (*ty, start);
                }
                contexts.push(Some(out));
            }
            maps.push(contexts);
        }
        Tables { maps, modrm_table, modrm_starts }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decision_types_are_the_narrowest() {
        let mut ids = [0u16; 256];
        assert_eq!(DecisionType::of(&ids), DecisionType::OneEntry);
        for (m, id) in ids.iter_mut().enumerate() {
            *id = if m >= 0xc0 { 2 } else { 1 };
        }
        assert_eq!(DecisionType::of(&ids), DecisionType::SplitRm);
        for (m, id) in ids.iter_mut().enumerate() {
            *id = ((m >> 3) & 7) as u16 + if m >= 0xc0 { 10 } else { 0 };
        }
        assert_eq!(DecisionType::of(&ids), DecisionType::SplitReg);
        assert_eq!(DecisionType::SplitReg.entries(&ids).len(), 16);
        ids[0xc1] = 99;
        assert_eq!(DecisionType::of(&ids), DecisionType::SplitMisc);
        assert_eq!(DecisionType::SplitMisc.entries(&ids).len(), 72);
        ids[0x01] = 98;
        assert_eq!(DecisionType::of(&ids), DecisionType::Full);
    }
}
