//! All intrinsics, sorted (LLVM's `CodeGenIntrinsicTable`).

use std::ops::Index;

use crate::backend::{Records, Result};
use crate::support::parallel;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::intrinsic::{CodeGenIntrinsic, PropertyCache};
use crate::support::fields::derived;
use crate::support::fields::lift;

/// The intrinsics of one target prefix: `table[offset .. offset + count]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetSet {
    /// The target prefix (empty for the target-independent intrinsics).
    pub name: String,
    /// Index of the first intrinsic of the target.
    pub offset: usize,
    /// Number of intrinsics of the target.
    pub count: usize,
}

/// Every `Intrinsic` def, analysed, sorted by (target prefix, IR name).
/// Intrinsic ID `n` is entry `n - 1` (0 is `not_intrinsic`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodeGenIntrinsicTable {
    /// The intrinsics in ID order.
    pub intrinsics: Vec<CodeGenIntrinsic>,
    /// The target prefixes in order; the first is always the empty prefix
    /// (possibly with no intrinsics).
    pub targets: Vec<TargetSet>,
}

/// The `IntrinsicProperty` defs with `IsDefault` set, in name order: the
/// properties intrinsics get unless they set `DisableDefaultAttributes`.
pub fn default_properties(rk: &mut Records<'_>) -> Result<Vec<RecId>> {
    let mut out = Vec::new();
    for p in derived(rk, "IntrinsicProperty")? {
        let is_default = rk.value_as_bit(p, "IsDefault");
        if lift(rk, is_default)? {
            out.push(p);
        }
    }
    Ok(out)
}

/// Intrinsic defs read per block of work (Intrinsics.td has about 11,000).
const READ_BLOCK: usize = 1024;

/// Sorts by (target prefix, name) as LLVM does.
///
/// Every name starts with `llvm.` and its prefix (checked when it was
/// read), so among intrinsics of one prefix the names compare from the
/// first byte after that: the sort keys are the prefix's rank and the next
/// eight bytes as a number, with the rest of the name only for ties. The
/// intrinsics are then moved into place along the permutation's cycles.
/// LLVM's unstable sort decides the order of intrinsics with the same
/// prefix and name, if any.
fn sort_intrinsics(intrinsics: &mut Vec<CodeGenIntrinsic>) {
    let order: Option<Vec<usize>> = {
        let mut prefixes: Vec<&str> = intrinsics.iter().map(|c| c.target_prefix.as_str()).collect();
        prefixes.sort_unstable();
        prefixes.dedup();
        let mut keys: Vec<(usize, u64, &[u8], usize)> = intrinsics
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let rank = prefixes.binary_search(&c.target_prefix.as_str()).unwrap_or(0);
                let shared = if c.target_prefix.is_empty() { 5 } else { 6 + c.target_prefix.len() };
                let rest = c.name.as_bytes().get(shared..).unwrap_or_default();
                let mut head = [0u8; 8];
                let n = rest.len().min(8);
                head[..n].copy_from_slice(&rest[..n]);
                (rank, u64::from_be_bytes(head), rest, i)
            })
            .collect();
        keys.sort_unstable();
        let distinct = keys.windows(2).all(|w| (w[0].0, w[0].2) != (w[1].0, w[1].2));
        distinct.then(|| keys.into_iter().map(|k| k.3).collect())
    };
    match order {
        Some(order) => crate::support::sort::permute(intrinsics, order),
        None => crate::support::sort::sort_distinct_by_cmp(intrinsics, |a, b| {
            (a.target_prefix.as_str(), a.name.as_str()).cmp(&(b.target_prefix.as_str(), b.name.as_str()))
        }),
    }
}

impl CodeGenIntrinsicTable {
    /// Analyses every `Intrinsic` def; any error is fatal, as in LLVM.
    pub fn new(rk: &mut Records<'_>) -> Result<Self> {
        let defaults = crate::support::phase::time("intrinsics: defaults", || default_properties(rk))?;
        let defs = crate::support::phase::time("intrinsics: defs", || derived(rk, "Intrinsic"))?;
        // Reading an intrinsic is a chain of lookups into records parsed
        // long before (cold in the cache) and needs only shared access, so
        // the defs are read in blocks on every core; the error reported is
        // the first in name order, as reading them in order would meet it.
        let keeper: &RecordKeeper = rk;
        let blocks = defs.len().div_ceil(READ_BLOCK);
        let read_block = |b: usize, cache: &mut PropertyCache| {
            let block = &defs[b * READ_BLOCK..defs.len().min((b + 1) * READ_BLOCK)];
            let mut out = Vec::with_capacity(block.len());
            for &d in block {
                match CodeGenIntrinsic::read(keeper, d, &defaults, cache) {
                    Ok(i) => out.push(i),
                    Err(f) => return (out, Some(f)),
                }
            }
            (out, None)
        };
        let threads = if blocks > 1 { parallel::threads() } else { 1 };
        let r = crate::support::phase::time("intrinsics: read", || {
            parallel::blocks_in_order(blocks, threads, PropertyCache::default, read_block)
        });
        let mut intrinsics = match r {
            Ok(intrinsics) => intrinsics,
            Err(f) => return Err(f.report(rk)),
        };
        crate::support::phase::time("intrinsics: sort", || sort_intrinsics(&mut intrinsics));
        let targets = target_sets(&intrinsics);
        Ok(CodeGenIntrinsicTable { intrinsics, targets })
    }

    /// Number of intrinsics.
    pub fn len(&self) -> usize {
        self.intrinsics.len()
    }

    /// True if there are none.
    pub fn is_empty(&self) -> bool {
        self.intrinsics.is_empty()
    }

    /// The intrinsics in ID order.
    pub fn iter(&self) -> std::slice::Iter<'_, CodeGenIntrinsic> {
        self.intrinsics.iter()
    }

    /// The target set of `prefix`, if some intrinsic has it (or it is empty).
    pub fn target(&self, prefix: &str) -> Option<&TargetSet> {
        self.targets.iter().find(|t| t.name == prefix)
    }

    /// The target set `-intrinsic-prefix=` names, or LLVM's fatal error
    /// listing the known targets.
    pub fn requested_target(&self, rk: &mut Records<'_>, prefix: &str) -> Result<&TargetSet> {
        if let Some(set) = self.target(prefix) {
            return Ok(set);
        }
        let known: Vec<&str> = self.targets.iter().filter(|t| !t.name.is_empty()).map(|t| t.name.as_str()).collect();
        let msg = format!(
            "tried to generate intrinsics for unknown target {prefix}\nKnown targets are: {}\n",
            known.join(", ")
        );
        crate::support::fields::fatal(rk, &[], msg)
    }

    /// The intrinsics of `set`.
    pub fn of_target(&self, set: &TargetSet) -> &[CodeGenIntrinsic] {
        self.intrinsics.get(set.offset..set.offset + set.count).unwrap_or_default()
    }
}

impl Index<usize> for CodeGenIntrinsicTable {
    type Output = CodeGenIntrinsic;
    fn index(&self, i: usize) -> &CodeGenIntrinsic {
        &self.intrinsics[i]
    }
}

impl<'a> IntoIterator for &'a CodeGenIntrinsicTable {
    type Item = &'a CodeGenIntrinsic;
    type IntoIter = std::slice::Iter<'a, CodeGenIntrinsic>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Splits the sorted intrinsics into runs of equal target prefix, starting
/// with the (possibly empty) run of the empty prefix.
pub(super) fn target_sets(ints: &[CodeGenIntrinsic]) -> Vec<TargetSet> {
    let mut sets = vec![TargetSet { name: String::new(), offset: 0, count: 0 }];
    for (i, int) in ints.iter().enumerate() {
        let last = sets.len() - 1;
        if int.target_prefix != sets[last].name {
            sets[last].count = i - sets[last].offset;
            sets.push(TargetSet { name: int.target_prefix.clone(), offset: i, count: 0 });
        }
    }
    let last = sets.len() - 1;
    sets[last].count = ints.len() - sets[last].offset;
    sets
}
