//! LLVM's `CheckFeatureTree`: every `ExtensionWithMArch` an architecture
//! implies (through `Implies`, transitively) must be among its
//! `DefaultExts`.

use std::collections::BTreeSet;

use tablegen_core::record::RecId;

use crate::backend::{Records, Result};
use crate::support::fields::{defs_field, fatal_at};

/// The features `root` implies, itself included, with each `Implies` list
/// read in the order LLVM's recursion reads them (depth first, a feature's
/// list as soon as it is reached), so that a bad field is the one LLVM
/// reports. A stack instead of recursion: a long chain of features must
/// not overflow ours.
fn implied(rk: &mut Records<'_>, root: RecId) -> Result<BTreeSet<RecId>> {
    let mut seen = BTreeSet::from([root]);
    let mut path: Vec<(RecId, Vec<RecId>, usize)> = vec![(root, defs_field(rk, root, "Implies")?, 0)];
    while let Some((_, list, next)) = path.last_mut() {
        let Some(&f) = list.get(*next) else {
            path.pop();
            continue;
        };
        *next += 1;
        if path.iter().any(|(on_path, _, _)| *on_path == f) {
            // LLVM would recurse until its stack overflows.
            let msg = format!("SubtargetFeature {} implies itself", rk.name_str(f));
            return fatal_at(rk, f, msg);
        }
        // LLVM walks a feature again each time it is reached; a feature
        // already walked has nothing new to add or to report.
        if seen.insert(f) {
            let list = defs_field(rk, f, "Implies")?;
            path.push((f, list, 0));
        }
    }
    Ok(seen)
}

/// Fails as LLVM does when `root` implies an `ExtensionWithMArch` that it
/// does not enable by default.
///
/// LLVM walks the implied features in a `std::set` of record pointers,
/// that is in allocation order, and reports the first offender; creation
/// order (`RecId`) is the nearest thing we have, and the two agree unless
/// one architecture has several offenders.
pub(super) fn check(rk: &mut Records<'_>, root: RecId) -> Result<()> {
    let seen = implied(rk, root)?;
    let defaults = defs_field(rk, root, "DefaultExts")?;
    for f in seen {
        if rk.is_subclass_of_name(f, "ExtensionWithMArch") && !defaults.contains(&f) {
            let msg = format!(
                "ExtensionWithMArch {} is implied (mandatory) as a SubtargetFeature, but is not present in DefaultExts",
                rk.name_str(f)
            );
            return fatal_at(rk, root, msg);
        }
    }
    Ok(())
}
