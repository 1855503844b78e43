//! The predicates that take part in instruction matching (LLVM's
//! `SubtargetFeatureInfo`): every `Predicate` def with
//! `AssemblerMatcherPredicate` set and a non-empty `CondString`, numbered
//! in name order, with its `AssemblerCondDag` read as a condition on the
//! subtarget's feature bits. The assembly matcher, GlobalISel and
//! `-gen-instr-info`'s feature checks share them.

use tablegen_core::init::{Init, InitKind};
use tablegen_core::record::RecId;

use crate::backend::{Records, Result};
use crate::support::fields::{bit_field, derived, fatal_at, lift, string_field};

/// A condition on the subtarget's features (`AssemblerCondDag`), as LLVM's
/// `emitFeaturesAux` understands it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeatureCond {
    /// A `SubtargetFeature` def: its bit is set.
    Feature(String),
    /// `(not c)`.
    Not(Box<FeatureCond>),
    /// `(any_of c...)` with at least one operand.
    AnyOf(Vec<FeatureCond>),
    /// `(all_of c...)` with at least one operand.
    AllOf(Vec<FeatureCond>),
    /// Anything else (a def that is not a feature, another operator, an
    /// empty list): LLVM stops printing the condition where it meets one.
    Unsupported,
}

/// One predicate that takes part in matching.
#[derive(Clone, Debug)]
pub struct SubtargetFeatureInfo {
    /// The `Predicate` def.
    pub def: RecId,
    /// The def's name.
    pub name: String,
    /// The bit number: the position among these predicates in name order.
    pub index: u32,
    /// `CondString`: the C++ condition on the subtarget.
    pub cond_string: String,
}

impl SubtargetFeatureInfo {
    /// Every matching predicate, in name order (LLVM's `getAll`), with
    /// LLVM's error for a predicate without a name.
    pub fn all(rk: &mut Records<'_>) -> Result<Vec<SubtargetFeatureInfo>> {
        let mut out = Vec::new();
        for pred in derived(rk, "Predicate")? {
            if !bit_field(rk, pred, "AssemblerMatcherPredicate")? {
                continue;
            }
            let name = rk.name_str(pred).to_string();
            if name.is_empty() {
                return fatal_at(rk, pred, "Predicate has no name!");
            }
            let cond_string = string_field(rk, pred, "CondString")?;
            if cond_string.is_empty() {
                continue;
            }
            let index = out.len() as u32;
            out.push(SubtargetFeatureInfo { def: pred, name, index, cond_string });
        }
        Ok(out)
    }

    /// The same predicates in record creation order (LLVM keeps them in a
    /// map ordered by record id).
    pub fn all_by_id(rk: &mut Records<'_>) -> Result<Vec<SubtargetFeatureInfo>> {
        let mut all = Self::all(rk)?;
        all.sort_by_key(|f| f.def);
        Ok(all)
    }

    /// `Feature_<name>`.
    pub fn enum_name(&self) -> String {
        format!("Feature_{}", self.name)
    }

    /// `Feature_<name>Bit`.
    pub fn enum_bit_name(&self) -> String {
        format!("Feature_{}Bit", self.name)
    }

    /// The predicate's `AssemblerCondDag` as a condition.
    pub fn assembler_cond(&self, rk: &mut Records<'_>) -> Result<FeatureCond> {
        let v = rk.value_as_dag(self.def, "AssemblerCondDag");
        let dag = lift(rk, v)?;
        Ok(tablegen_core::stack::guard(|| read_cond(rk, dag)))
    }
}

fn read_cond(rk: &Records<'_>, v: Init) -> FeatureCond {
    if let Some(d) = rk.inits.as_def(v) {
        if !rk.is_subclass_of_name(d, "SubtargetFeature") {
            return FeatureCond::Unsupported;
        }
        return FeatureCond::Feature(rk.name_str(d).to_string());
    }
    let InitKind::Dag { op, args, .. } = *rk.inits.kind(v) else {
        return FeatureCond::Unsupported;
    };
    let Some(op) = rk.inits.as_def(op) else {
        return FeatureCond::Unsupported;
    };
    let args = rk.inits.slice(args);
    match rk.name_str(op) {
        "not" if args.len() == 1 => FeatureCond::Not(Box::new(tablegen_core::stack::guard(|| read_cond(rk, args[0])))),
        "any_of" if !args.is_empty() => {
            FeatureCond::AnyOf(args.iter().map(|&a| tablegen_core::stack::guard(|| read_cond(rk, a))).collect())
        }
        "all_of" if !args.is_empty() => {
            FeatureCond::AllOf(args.iter().map(|&a| tablegen_core::stack::guard(|| read_cond(rk, a))).collect())
        }
        _ => FeatureCond::Unsupported,
    }
}

impl FeatureCond {
    /// LLVM's `emitFeaturesAux`: the condition in C++ over `FB`, the
    /// feature bits; operands of `any_of`/`all_of` are parenthesized when
    /// nested. Printing stops at the first unsupported part (returning
    /// true), as in LLVM.
    pub fn write_cpp(&self, out: &mut String, target: &str, paren_if_bin_op: bool) -> bool {
        tablegen_core::stack::guard(|| self.write_cpp_inner(out, target, paren_if_bin_op))
    }

    fn write_cpp_inner(&self, out: &mut String, target: &str, mut paren_if_bin_op: bool) -> bool {
        match self {
            FeatureCond::Feature(name) => {
                out.push_str("FB[");
                out.push_str(target);
                out.push_str("::");
                out.push_str(name);
                out.push(']');
                false
            }
            FeatureCond::Not(c) => {
                out.push('!');
                c.write_cpp(out, target, true)
            }
            FeatureCond::AnyOf(args) | FeatureCond::AllOf(args) => {
                let sep = if matches!(self, FeatureCond::AnyOf(_)) { " || " } else { " && " };
                let paren = args.len() > 1 && std::mem::replace(&mut paren_if_bin_op, true);
                if paren {
                    out.push('(');
                }
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(sep);
                    }
                    if a.write_cpp(out, target, paren_if_bin_op) {
                        return true;
                    }
                }
                if paren {
                    out.push(')');
                }
                false
            }
            FeatureCond::Unsupported => true,
        }
    }
}
