//! All intrinsics, sorted (LLVM's `CodeGenIntrinsicTable`).

use std::ops::Index;

use crate::backend::{Records, Result};
use tablegen_core::record::RecId;

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

/// Sorts by (target prefix, name) as LLVM does. The names are sorted as
/// keys beside their indices, and they arrive almost in order (the defs
/// come by name, and the names follow them), which a stable sort finds.
/// LLVM's unstable sort decides the order of intrinsics with the same
/// prefix and name, if any.
fn sort_intrinsics(intrinsics: &mut Vec<CodeGenIntrinsic>) {
    let order: Option<Vec<usize>> = {
        let mut keys: Vec<(&str, &str, usize)> =
            intrinsics.iter().enumerate().map(|(i, c)| (c.target_prefix.as_str(), c.name.as_str(), i)).collect();
        keys.sort();
        let distinct = keys.windows(2).all(|w| (w[0].0, w[0].1) != (w[1].0, w[1].1));
        distinct.then(|| keys.into_iter().map(|k| k.2).collect())
    };
    match order {
        Some(order) => {
            let mut slots: Vec<Option<CodeGenIntrinsic>> = intrinsics.drain(..).map(Some).collect();
            intrinsics.extend(order.into_iter().filter_map(|k| slots[k].take()));
        }
        None => crate::support::sort::sort_distinct_by_cmp(intrinsics, |a, b| {
            (a.target_prefix.as_str(), a.name.as_str()).cmp(&(b.target_prefix.as_str(), b.name.as_str()))
        }),
    }
}

impl CodeGenIntrinsicTable {
    /// Analyses every `Intrinsic` def; any error is fatal, as in LLVM.
    pub fn new(rk: &mut Records<'_>) -> Result<Self> {
        let defaults = default_properties(rk)?;
        let defs = derived(rk, "Intrinsic")?;
        let mut intrinsics = Vec::with_capacity(defs.len());
        let mut properties = PropertyCache::default();
        for d in defs {
            intrinsics.push(CodeGenIntrinsic::new_with(rk, d, &defaults, &mut properties)?);
        }
        sort_intrinsics(&mut intrinsics);
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
