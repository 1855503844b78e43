//! Building the model: the tables read with the records' diagnostics sink
//! (nodes, transforms, complex patterns, registers), then the pattern
//! phases in LLVM's order, over an immutable view of the records.

use std::collections::BTreeMap;

use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;

use super::cx::{Cx, Diag, CLASS_NAMES, R};
use super::possible::InferEnv;
use super::sdnode::{ComplexPattern, ConstraintKind, NodeXForm, SdNodeInfo, TypeConstraint};
use super::tree::Arena;
use super::type_set::{MvtSet, Mvts, TypeSet, VtByHwMode};
use super::{kept, CodeGenDagPatterns, Fragment, InferredFlags};
use crate::backend::{Error, Records, Result};
use crate::model::codegen::registers::RegisterFacts;
use crate::model::codegen::{CodeGenTarget, HwModes, Instructions};
use crate::model::intrinsics::{parse_sd_properties, CodeGenIntrinsicTable, SdProperties, Sdnp};
use crate::support::fields::{def_field, defs_field, derived, fatal, fatal_at, lift, string_field};
use crate::support::persist;

/// Reads one `SDNode` def as LLVM's `SDNodeInfo` constructor does.
fn read_sd_node(rk: &mut Records<'_>, def: RecId, hw: &HwModes, mvts: &Mvts) -> Result<SdNodeInfo> {
    let enum_name = string_field(rk, def, "Opcode")?;
    let sd_class_name = string_field(rk, def, "SDClass")?;
    let profile = def_field(rk, def, "TypeProfile")?;
    let r = rk.value_as_int(profile, "NumResults");
    let num_results = lift(rk, r)?;
    let r = rk.value_as_int(profile, "NumOperands");
    let num_operands = lift(rk, r)?;
    let properties = parse_sd_properties(rk, def)?;
    let mut constraints = Vec::new();
    for c in defs_field(rk, profile, "Constraints")? {
        constraints.push(read_constraint(rk, c, hw, mvts)?);
    }
    Ok(SdNodeInfo {
        def,
        enum_name,
        sd_class_name,
        properties,
        num_results: num_results as u32,
        num_operands,
        constraints,
    })
}

fn read_constraint(rk: &mut Records<'_>, c: RecId, hw: &HwModes, mvts: &Mvts) -> Result<TypeConstraint> {
    let r = rk.value_as_int(c, "OperandNum");
    let operand = lift(rk, r)? as u32;
    let int = |rk: &mut Records<'_>, f: &str| -> Result<u32> {
        let r = rk.value_as_int(c, f);
        Ok(lift(rk, r)? as u32)
    };
    let sub = |rk: &Records<'_>, n: &str| rk.is_subclass_of_name(c, n);
    let kind = if sub(rk, "SDTCisVT") {
        let vt = def_field(rk, c, "VT")?;
        let v = VtByHwMode::of_def(rk, hw, mvts, vt);
        if v.map.values().any(|&t| t == mvts.is_void) {
            return fatal_at(rk, c, "Cannot use 'Void' as type to SDTCisVT");
        }
        ConstraintKind::IsVt(v)
    } else if sub(rk, "SDTCisPtrTy") {
        ConstraintKind::IsPtrTy
    } else if sub(rk, "SDTCisInt") {
        ConstraintKind::IsInt
    } else if sub(rk, "SDTCisFP") {
        ConstraintKind::IsFp
    } else if sub(rk, "SDTCisVec") {
        ConstraintKind::IsVec
    } else if sub(rk, "SDTCisSameAs") {
        ConstraintKind::SameAs(int(rk, "OtherOperandNum")?)
    } else if sub(rk, "SDTCisVTSmallerThanOp") {
        ConstraintKind::VtSmallerThanOp(int(rk, "OtherOperandNum")?)
    } else if sub(rk, "SDTCisOpSmallerThanOp") {
        ConstraintKind::OpSmallerThanOp(int(rk, "BigOperandNum")?)
    } else if sub(rk, "SDTCisEltOfVec") {
        ConstraintKind::EltOfVec(int(rk, "OtherOpNum")?)
    } else if sub(rk, "SDTCisSubVecOfVec") {
        ConstraintKind::SubVecOfVec(int(rk, "OtherOpNum")?)
    } else if sub(rk, "SDTCVecEltisVT") {
        let vt = def_field(rk, c, "VT")?;
        let v = VtByHwMode::of_def(rk, hw, mvts, vt);
        for &t in v.map.values() {
            if mvts.is_vector(t) {
                return fatal_at(rk, c, "Cannot use vector type as SDTCVecEltisVT");
            }
            if !mvts.get(t).is_integer && !mvts.is_fp(t) {
                return fatal_at(rk, c, "Must use integer or floating point type as SDTCVecEltisVT");
            }
        }
        ConstraintKind::VecEltIsVt(v)
    } else if sub(rk, "SDTCisSameNumEltsAs") {
        ConstraintKind::SameNumEltsAs(int(rk, "OtherOperandNum")?)
    } else if sub(rk, "SDTCisSameSizeAs") {
        ConstraintKind::SameSizeAs(int(rk, "OtherOperandNum")?)
    } else {
        let msg = format!("Unrecognized SDTypeConstraint '{}'!\n", rk.name_str(c));
        return fatal_at(rk, c, msg);
    };
    Ok(TypeConstraint { operand, kind })
}

fn read_complex_pattern(rk: &mut Records<'_>, def: RecId) -> Result<ComplexPattern> {
    let ty = def_field(rk, def, "Ty")?;
    let r = rk.value_as_int(def, "NumOperands");
    let num_operands = lift(rk, r)? as u32;
    let select_func = string_field(rk, def, "SelectFunc")?;
    let root_nodes = defs_field(rk, def, "RootNodes")?;
    let r = rk.value_as_int(def, "Complexity");
    let raw = lift(rk, r)?;
    // LLVM keeps it in an `unsigned`: a value outside 0..2^32 wraps.
    let complexity = if raw == -1 { num_operands.wrapping_mul(3) } else { raw as u32 };
    let mut bits = 0u32;
    for p in defs_field(rk, def, "Properties")? {
        let n = rk.name_str(p);
        let sdnp = match n {
            "SDNPHasChain" => Sdnp::HasChain,
            "SDNPOptInGlue" => Sdnp::OptInGlue,
            "SDNPMayStore" => Sdnp::MayStore,
            "SDNPMayLoad" => Sdnp::MayLoad,
            "SDNPSideEffect" => Sdnp::SideEffect,
            "SDNPMemOperand" => Sdnp::MemOperand,
            "SDNPVariadic" => Sdnp::Variadic,
            "SDNPWantRoot" => Sdnp::WantRoot,
            "SDNPWantParent" => Sdnp::WantParent,
            _ => {
                let msg = format!("Unsupported SD Node property '{n}' on ComplexPattern '{}'!", rk.name_str(def));
                return fatal_at(rk, def, msg);
            }
        };
        bits |= 1 << sdnp as u32;
    }
    Ok(ComplexPattern { def, ty, num_operands, select_func, root_nodes, complexity, properties: SdProperties(bits) })
}

/// The whole analysis (the body of LLVM's `CodeGenDAGPatterns` constructor),
/// or its trees as a record cache kept them (see `kept.rs`) over tables read
/// again.
pub(super) fn analyze(rk: &mut Records<'_>) -> Result<CodeGenDagPatterns> {
    use crate::support::phase::time;
    let tables = tables(rk)?;
    let kept = time("patterns: kept trees", || persist::load(rk, kept::PERSISTED, |b| kept::decode(rk, b)));
    if let Some(trees) = kept {
        return Ok(tables.with_trees(trees));
    }
    let analyses = rk.analysis_cache().cloned();
    persist::make(
        rk,
        kept::PERSISTED,
        |rk| {
            let (result, mut m, diags) = run(rk, Phases::All, tables);
            m.drop_unreachable_nodes();
            report(rk, result, diags)?;
            Ok(m)
        },
        |m| kept::encode(m, analyses.as_ref()?),
    )
}

/// The instruction flags the patterns imply, as [`analyze`] infers them,
/// without the commutative variants of the patterns. A variant is its
/// pattern with the operands of commutative nodes swapped: the same nodes,
/// so `InstAnalyzer` finds the same flags in it, and LLVM appends the
/// variants after every original pattern, so the first pattern of each
/// instruction (the one flags are inferred from) is never a variant. The
/// variants can then only repeat a mismatch their pattern already reported:
/// when this run reports any error, `None` is returned, nothing is
/// reported, and the caller runs the whole analysis for LLVM's exact
/// diagnostics. (X86 `-gen-instr-info`: the variants and their checks were
/// 322M of its 6,542M instructions.)
pub(super) fn analyze_flags(rk: &mut Records<'_>) -> Result<Option<BTreeMap<RecId, super::flags::InstrFlags>>> {
    let tables = tables(rk)?;
    let (result, m, diags) = run(rk, Phases::NoVariants, tables);
    if result.is_err() || diags.iter().any(|d| matches!(d, Diag::Error(..) | Diag::Fatal(..))) {
        return Ok(None);
    }
    report(rk, result, diags)?;
    Ok(Some(m.instr_flags))
}

/// Which phases [`run`] runs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phases {
    All,
    /// All but `GenerateVariants` (see [`analyze_flags`]).
    NoVariants,
}

/// Hands the analysis' diagnostics to the records' sink.
fn report(rk: &mut Records<'_>, result: R<()>, diags: Vec<Diag>) -> Result<()> {
    let fatal = super::cx::deliver(rk, diags);
    if fatal || result.is_err() {
        return Err(Error::Reported);
    }
    Ok(())
}

/// The tables the phases start from: the model without trees, patterns or
/// flags.
pub(super) fn tables(rk: &mut Records<'_>) -> Result<CodeGenDagPatterns> {
    use crate::support::phase::time;
    let target = time("patterns: target", || CodeGenTarget::shared(rk))?;
    let hw = target.hw_modes().clone();
    let mvts = Mvts::new(rk.keeper());
    // Register classes: their types, the legal types, and per register the
    // types of the classes that hold it.
    let facts = time("patterns: registers", || RegisterFacts::shared(rk))?;
    let mut rc_vts = FxHashMap::default();
    let mut legal = TypeSet::default();
    for rc in &facts.classes {
        let vts: Vec<VtByHwMode> = rc.value_types.iter().map(|&t| VtByHwMode::of_def(rk, &hw, &mvts, t)).collect();
        for v in &vts {
            legal.insert_vt(v);
        }
        rc_vts.insert(rc.def, vts);
    }
    let mut reg_vts: FxHashMap<RecId, Vec<VtByHwMode>> = FxHashMap::default();
    for r in &facts.registers {
        let Some(types) = &r.def_class_types else { continue };
        let mut vts: Vec<VtByHwMode> = Vec::with_capacity(types.len());
        for &t in types {
            let v = VtByHwMode::of_def(rk, &hw, &mvts, t);
            if !vts.contains(&v) {
                vts.push(v);
            }
        }
        reg_vts.insert(r.def, vts);
    }
    drop(facts);
    let mut legal_default = MvtSet::default();
    for s in legal.map.values() {
        legal_default.union(s);
    }
    let intrinsics = time("patterns: intrinsics", || CodeGenIntrinsicTable::shared(rk))?;
    // SDNodes, last name first, as LLVM pops them.
    let mut sd_nodes = BTreeMap::new();
    for def in derived(rk, "SDNode")?.into_iter().rev() {
        let info = read_sd_node(rk, def, &hw, &mvts)?;
        sd_nodes.insert(def, info);
    }
    let mut found = Vec::with_capacity(3);
    for n in ["intrinsic_void", "intrinsic_w_chain", "intrinsic_wo_chain"] {
        match rk.def(n).filter(|&d| sd_nodes.contains_key(&d)) {
            Some(d) => found.push(d),
            None => return fatal(rk, &[], format!("Error getting SDNode '{n}'!")),
        }
    }
    let intrinsic_nodes = [found[0], found[1], found[2]];
    let mut xforms = BTreeMap::new();
    for def in derived(rk, "SDNodeXForm")?.into_iter().rev() {
        let opcode = def_field(rk, def, "Opcode")?;
        let code = string_field(rk, def, "XFormFunction")?;
        xforms.insert(def, NodeXForm { def, opcode, code });
    }
    let mut complex_patterns = BTreeMap::new();
    for def in derived(rk, "ComplexPattern")?.into_iter().rev() {
        complex_patterns.insert(def, read_complex_pattern(rk, def)?);
    }
    let instrs = time("patterns: instruction table", || rk.model(Instructions::new))?;
    let intr_index: FxHashMap<RecId, usize> =
        intrinsics.intrinsics.iter().enumerate().map(|(i, x)| (x.def, i)).collect();
    let mut classes = [None; 18];
    for (i, n) in CLASS_NAMES.iter().enumerate() {
        classes[i] = rk.keeper().class(n);
    }
    Ok(CodeGenDagPatterns {
        mvts,
        hw_modes: hw,
        intrinsics,
        arena: Arena::default(),
        sd_nodes,
        xforms,
        complex_patterns,
        fragments: BTreeMap::new(),
        default_operands: BTreeMap::new(),
        instructions: BTreeMap::new(),
        patterns: Vec::new(),
        legal_types: legal,
        intrinsic_nodes,
        instr_flags: BTreeMap::new(),
        infer_env: InferEnv { target: target.def(), classes, instrs, rc_vts, reg_vts, legal_default, intr_index },
    })
}

/// The analysis' phases over `m`, [`tables`]' model: the model, how they
/// ended and what they reported.
fn run(rk: &mut Records<'_>, phases: Phases, m: CodeGenDagPatterns) -> (R<()>, CodeGenDagPatterns, Vec<Diag>) {
    // The flags a record cache keeps (`CodeGenDagPatterns::inferred_flags`)
    // are these records' flags, kept only if inferring them reported
    // nothing (see `analyze_flags` for why the variants change neither).
    let kept_flags = match phases {
        Phases::All => persist::load(rk, InferredFlags::PERSISTED, |b| InferredFlags::decode(rk, b)),
        Phases::NoVariants => None,
    };
    let mut cx = Cx::from_env(rk.keeper(), m);
    let result = cx.run(phases, kept_flags);
    let Cx { m, diags, .. } = cx;
    (result, m, diags)
}

impl Cx<'_> {
    /// The phases, in LLVM's order.
    fn run(&mut self, phases: Phases, kept_flags: Option<InferredFlags>) -> R<()> {
        use crate::support::phase::time;
        time("patterns: fragments", || self.parse_fragments(false))?;
        time("patterns: default operands", || self.parse_default_operands())?;
        time("patterns: instructions", || self.parse_instructions())?;
        time("patterns: output fragments", || self.parse_fragments(true))?;
        time("patterns: patterns", || self.parse_patterns())?;
        if phases == Phases::All {
            time("patterns: variants", || self.generate_variants())?;
        }
        time("patterns: hw modes", || self.expand_hw_mode_types())?;
        time("patterns: instruction flags", || match kept_flags {
            Some(kept) => {
                self.m.instr_flags = kept.flags;
                Ok(())
            }
            None => self.infer_instruction_flags(),
        })?;
        // Keep the fragments in the public model.
        let frags = std::mem::take(&mut self.frags);
        for (def, tp) in frags {
            self.m.fragments.insert(def, Fragment { def, trees: tp.trees, args: tp.args });
        }
        Ok(())
    }
}
