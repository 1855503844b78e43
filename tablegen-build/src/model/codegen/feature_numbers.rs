//! LLVM's numbers for the `SubtargetFeature` defs: their positions in name
//! order (`LessRecord`, digit runs compared as numbers), as
//! `-gen-subtarget` enumerates them in `<Target>::Feature*`. Every backend
//! that names a feature bit (decoder predicates, printer alias conditions,
//! feature getters) reads them from here, so their bits agree with the
//! subtarget's.

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::{compare_numeric, RecId};
use tablegen_core::RecordKeeper;

/// The `SubtargetFeature` defs and their bit numbers.
#[derive(Clone, Debug, Default)]
pub struct FeatureNumbers {
    in_order: Vec<RecId>,
    number: FxHashMap<RecId, u32>,
}

impl FeatureNumbers {
    /// Numbers the records' features (none where the class is not
    /// defined: a target without a subtarget).
    ///
    /// ```
    /// use tablegen_build::model::codegen::FeatureNumbers;
    /// let rk = tablegen_core::parse_str("t.td", r#"
    /// class SubtargetFeature;
    /// def FeatureV10 : SubtargetFeature;
    /// def FeatureV9 : SubtargetFeature;
    /// def FeatureA : SubtargetFeature;
    /// "#).unwrap();
    /// let n = FeatureNumbers::new(&rk);
    /// let names: Vec<&str> = n.in_order().iter().map(|&f| rk.name_str(f)).collect();
    /// assert_eq!(names, ["FeatureA", "FeatureV9", "FeatureV10"]);
    /// assert_eq!(n.number(n.in_order()[2]), Some(2));
    /// ```
    pub fn new(rk: &RecordKeeper) -> Self {
        let mut in_order = rk.all_derived_definitions_if_defined("SubtargetFeature");
        in_order.sort_by(|a, b| compare_numeric(rk.name_str(*a), rk.name_str(*b)));
        let number = in_order.iter().enumerate().map(|(i, &f)| (f, i as u32)).collect();
        FeatureNumbers { in_order, number }
    }

    /// The features, by number.
    pub fn in_order(&self) -> &[RecId] {
        &self.in_order
    }

    /// The number of feature `def`, `None` if it is not a feature.
    pub fn number(&self, def: RecId) -> Option<u32> {
        self.number.get(&def).copied()
    }
}
