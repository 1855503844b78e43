//! Reading the attributes in the order LLVM's `Attributes` emitter reads
//! them, so that the first error is LLVM's.

use tablegen_core::record::RecId;

use crate::backend::{Options, Records, Result};
use crate::support::fields::{defs_field, derived, string_field};

use super::model::{Attr, AttrGroup, AttrsModel, CompatRule, ENUM_KINDS};

/// Reads the attributes and the inlining rules.
pub(super) fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<AttrsModel> {
    // `GET_ATTR_NAMES` reads each class's defs and spellings.
    let mut enum_defs = Vec::with_capacity(ENUM_KINDS.len());
    let mut enum_groups = Vec::with_capacity(ENUM_KINDS.len());
    for class in ENUM_KINDS {
        let defs = derived(rk, class)?;
        enum_groups.push(AttrGroup { class: class.to_owned(), attrs: attrs(rk, &defs)? });
        enum_defs.push(defs);
    }
    let defs = derived(rk, "StrBoolAttr")?;
    let str_bool = attrs(rk, &defs)?;
    let defs = derived(rk, "ComplexStrAttr")?;
    let complex_str = attrs(rk, &defs)?;
    // `GET_ATTR_COMPAT_FUNC`.
    let mut compat_rules = Vec::new();
    for rule in derived(rk, "CompatRule")? {
        let func = string_field(rk, rule, "CompatFunc")?;
        let attr_name = string_field(rk, rule, "AttrName")?;
        compat_rules.push(CompatRule { func, attr_name });
    }
    let mut merge_rules = Vec::new();
    for rule in derived(rk, "MergeRule")? {
        merge_rules.push(string_field(rk, rule, "MergeFunc")?);
    }
    // `GET_ATTR_PROP_TABLE`: the properties of the enum attributes.
    for (group, defs) in enum_groups.iter_mut().zip(&enum_defs) {
        for (attr, &def) in group.attrs.iter_mut().zip(defs) {
            attr.properties =
                defs_field(rk, def, "Properties")?.into_iter().map(|p| rk.name_str(p).to_owned()).collect();
        }
    }
    Ok(AttrsModel { enum_groups, str_bool, complex_str, compat_rules, merge_rules })
}

/// The defs with their spellings (properties come later).
fn attrs(rk: &mut Records<'_>, defs: &[RecId]) -> Result<Vec<Attr>> {
    let mut out = Vec::with_capacity(defs.len());
    for &def in defs {
        let spelling = string_field(rk, def, "AttrString")?;
        out.push(Attr { def: rk.name_str(def).to_owned(), spelling, properties: Vec::new() });
    }
    Ok(out)
}
