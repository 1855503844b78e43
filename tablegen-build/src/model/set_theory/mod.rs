//! Set expressions in DAG form (LLVM's `SetTheory`), as used by
//! `-print-sets` and by the register and scheduling backends.
//!
//! A set is an ordered list of records without repetitions. Expressions are
//! single defs (which may themselves name sets, see [`Expander`]), lists of
//! expressions, and DAGs whose operator is a def naming an [`Operator`]:
//! `(add a, (sub S, b))`. The standard operators are `add`, `sub`, `and`,
//! `shl`, `trunc`, `rotl`, `rotr`, `decimate`, `interleave` and `sequence`.
//!
//! ```
//! use tablegen_build::model::set_theory::{RecSet, SetTheory};
//! let src = "class Set<dag d> { dag Elements = d; }
//!            def a; def b; def c; def add; def sub;
//!            def S : Set<(sub (add a, b, c), b)>;";
//! let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
//! let mut rk = tablegen_build::Records::new(&mut keeper);
//! let mut st = SetTheory::new();
//! st.add_field_expander("Set", "Elements");
//! let s = rk.def("S").unwrap();
//! let elts = st.expand(&mut rk, s).unwrap().unwrap().to_vec();
//! let names: Vec<&str> = elts.iter().map(|r| rk.name_str(*r)).collect();
//! assert_eq!(names, ["a", "c"]);
//! ```

mod ops;
mod printf;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use crate::backend::{Error, Records, Result};
use tablegen_core::init::{Init, InitKind};
use tablegen_core::intern::{FxHashMap, FxHashSet};
use tablegen_core::record::RecId;
use tablegen_core::source::Loc;
use tablegen_core::RecordKeeper;

pub use printf::format_unsigned;

/// An insertion-ordered set of records (LLVM's `SmallSetVector<Record *, 16>`).
#[derive(Clone, Debug, Default)]
pub struct RecSet {
    items: Vec<RecId>,
    /// Membership index, built only once the set outgrows a linear scan.
    index: FxHashSet<RecId>,
}

/// Up to this many elements membership is a linear scan, as in LLVM.
const SMALL: usize = 16;

impl RecSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends `r` unless present; true if it was added.
    pub fn insert(&mut self, r: RecId) -> bool {
        if self.contains(r) {
            return false;
        }
        self.items.push(r);
        if !self.index.is_empty() {
            self.index.insert(r);
        } else if self.items.len() > SMALL {
            self.index.extend(self.items.iter().copied());
        }
        true
    }

    /// True if `r` is in the set.
    pub fn contains(&self, r: RecId) -> bool {
        if self.index.is_empty() {
            self.items.contains(&r)
        } else {
            self.index.contains(&r)
        }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// True if there are no elements.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The elements in insertion order.
    pub fn as_slice(&self) -> &[RecId] {
        &self.items
    }

    /// The elements in insertion order.
    pub fn iter(&self) -> std::iter::Copied<std::slice::Iter<'_, RecId>> {
        self.items.iter().copied()
    }

    /// The elements as a vector.
    pub fn into_vec(self) -> Vec<RecId> {
        self.items
    }
}

impl Extend<RecId> for RecSet {
    fn extend<I: IntoIterator<Item = RecId>>(&mut self, iter: I) {
        for r in iter {
            self.insert(r);
        }
    }
}

impl<'a> IntoIterator for &'a RecSet {
    type Item = RecId;
    type IntoIter = std::iter::Copied<std::slice::Iter<'a, RecId>>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// A DAG operator: evaluates the DAG `expr` (whose operator names it) and
/// appends the result to `elts`. `loc` is where errors are reported.
///
/// Closures with the same signature are operators too. Operators are
/// `Send + Sync` so that a model holding an evaluator can be shared.
pub trait Operator: Send + Sync {
    /// Applies the operator to `expr`.
    fn apply(&self, st: &mut SetTheory, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc])
        -> Result<()>;
}

impl<F> Operator for F
where
    F: Fn(&mut SetTheory, &mut Records<'_>, Init, &mut RecSet, &[Loc]) -> Result<()> + Send + Sync,
{
    fn apply(
        &self,
        st: &mut SetTheory,
        rk: &mut Records<'_>,
        expr: Init,
        elts: &mut RecSet,
        loc: &[Loc],
    ) -> Result<()> {
        self(st, rk, expr, elts, loc)
    }
}

/// Turns a def that stands for a set (one derived from the class the
/// expander is registered for) into its elements.
///
/// Closures with the same signature are expanders too.
pub trait Expander: Send + Sync {
    /// Appends the elements of `set` to `elts`.
    fn expand(&self, st: &mut SetTheory, rk: &mut Records<'_>, set: RecId, elts: &mut RecSet) -> Result<()>;
}

impl<F> Expander for F
where
    F: Fn(&mut SetTheory, &mut Records<'_>, RecId, &mut RecSet) -> Result<()> + Send + Sync,
{
    fn expand(&self, st: &mut SetTheory, rk: &mut Records<'_>, set: RecId, elts: &mut RecSet) -> Result<()> {
        self(st, rk, set, elts)
    }
}

/// Expands a def by evaluating one of its fields.
#[derive(Clone, Debug)]
pub struct FieldExpander {
    /// The field holding the set expression.
    pub field: String,
}

impl Expander for FieldExpander {
    fn expand(&self, st: &mut SetTheory, rk: &mut Records<'_>, set: RecId, elts: &mut RecSet) -> Result<()> {
        let expr = rk.value_init(set, &self.field);
        let expr = crate::support::fields::lift(rk, expr)?;
        let locs = rk.record(set).locs.clone();
        st.evaluate(rk, expr, elts, &locs)
    }
}

/// The evaluator: registered operators and expanders, and the memo of
/// expanded sets.
#[derive(Clone, Default)]
pub struct SetTheory {
    /// Expanded sets. An entry is created empty before its expansion runs,
    /// so a set that refers to itself sees itself as empty.
    expansions: FxHashMap<RecId, Vec<RecId>>,
    operators: FxHashMap<String, Arc<dyn Operator>>,
    expanders: FxHashMap<String, Arc<dyn Expander>>,
}

impl SetTheory {
    /// An evaluator knowing the standard operators and no expanders.
    pub fn new() -> Self {
        let mut st = SetTheory::default();
        ops::register_standard(&mut st);
        st
    }

    /// Registers (or replaces) the operator named `name`.
    pub fn add_operator(&mut self, name: &str, op: impl Operator + 'static) {
        self.operators.insert(name.to_string(), Arc::new(op));
    }

    /// Registers (or replaces) the expander for defs derived from `class`.
    pub fn add_expander(&mut self, class: &str, e: impl Expander + 'static) {
        self.expanders.insert(class.to_string(), Arc::new(e));
    }

    /// Defs derived from `class` expand to the value of their field `field`.
    pub fn add_field_expander(&mut self, class: &str, field: &str) {
        self.add_expander(class, FieldExpander { field: field.to_string() });
    }

    /// Evaluates `expr` and appends the resulting elements to `elts`.
    pub fn evaluate(&mut self, rk: &mut Records<'_>, expr: Init, elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
        tablegen_core::stack::guard(|| match *rk.inits.kind(expr) {
            InitKind::Def { rec, .. } => {
                match self.expand(rk, rec)? {
                    Some(v) => elts.extend(v.iter().copied()),
                    None => {
                        elts.insert(rec);
                    }
                }
                Ok(())
            }
            InitKind::List { elems, .. } => {
                for i in 0..elems.len() {
                    let e = rk.inits.at(elems, i);
                    self.evaluate(rk, e, elts, loc)?;
                }
                Ok(())
            }
            InitKind::Dag { op, .. } => {
                let Some(op_def) = rk.inits.as_def(op) else {
                    return fail(rk, loc, format!("Bad set expression: {}", rk.as_string(expr)));
                };
                let Some(operator) = self.operators.get(rk.name_str(op_def)).cloned() else {
                    return fail(rk, loc, format!("Unknown set operator: {}", rk.as_string(expr)));
                };
                operator.apply(self, rk, expr, elts, loc)
            }
            _ => fail(rk, loc, format!("Invalid set element: {}", rk.as_string(expr))),
        })
    }

    /// Evaluates each of `exprs` in turn, appending to `elts`.
    pub fn evaluate_all(&mut self, rk: &mut Records<'_>, exprs: &[Init], elts: &mut RecSet, loc: &[Loc]) -> Result<()> {
        exprs.iter().try_for_each(|e| self.evaluate(rk, *e, elts, loc))
    }

    /// The elements of `set` if some superclass of it has an expander
    /// (`None` if it is a plain element). Expansions are computed once.
    pub fn expand(&mut self, rk: &mut Records<'_>, set: RecId) -> Result<Option<&[RecId]>> {
        if !self.expansions.contains_key(&set) {
            let Some(expander) = self.expander_for(rk, set) else {
                return Ok(None);
            };
            self.expansions.insert(set, Vec::new());
            let mut elts = RecSet::new();
            expander.expand(self, rk, set, &mut elts)?;
            self.expansions.insert(set, elts.into_vec());
        }
        Ok(self.expansions.get(&set).map(Vec::as_slice))
    }

    /// The expander of the first superclass (in declaration order) that has one.
    fn expander_for(&self, rk: &RecordKeeper, set: RecId) -> Option<Arc<dyn Expander>> {
        rk.record(set).super_classes.iter().find_map(|(class, _)| {
            let name = rk.inits.as_str(rk.record(*class).name)?;
            self.expanders.get(name).cloned()
        })
    }
}

/// Reports `msg` as a fatal error at `loc`.
pub(crate) fn fail<T>(rk: &mut Records<'_>, loc: &[Loc], msg: String) -> Result<T> {
    rk.fatal(loc, msg);
    Err(Error::Reported)
}
