//! Reading the calling conventions (LLVM's `CallingConvEmitter`), field by
//! field in the order LLVM reads them while it prints, so that the first
//! error is LLVM's.

use std::collections::{BTreeMap, BTreeSet};

use tablegen_core::init::Init;
use tablegen_core::record::RecId;

use crate::backend::{Options, Records, Result};
use crate::support::fields::{bit_field, def_field, derived, fatal, fatal_at, lift, string_field};

use super::model::{
    Action, ArgFlag, CallingConv, CallingConvModel, Condition, Predicate, PredicateKind, Reg, Rule, StackSlot, Vt,
};

/// Reads every `CallingConv` def.
pub(super) fn analyze(rk: &mut Records<'_>, _: &Options) -> Result<CallingConvModel> {
    let defs = derived(rk, "CallingConv")?;
    // LLVM prints every prototype first, reading `Custom` and then `Entry`.
    let mut convs = Vec::with_capacity(defs.len());
    for &def in &defs {
        let custom = bit_field(rk, def, "Custom")?;
        let entry = if custom { false } else { bit_field(rk, def, "Entry")? };
        convs.push(CallingConv { name: rk.name_str(def).to_owned(), entry, custom, rules: Vec::new() });
    }
    for (&def, conv) in defs.iter().zip(&mut convs) {
        if !conv.custom {
            conv.rules = rules(rk, def)?;
        }
    }
    let (arg_regs, swift_arg_regs) = arg_regs(&convs);
    Ok(CallingConvModel { convs, arg_regs, swift_arg_regs })
}

/// A convention's `Actions` (LLVM's `EmitCallingConv`).
fn rules(rk: &mut Records<'_>, def: RecId) -> Result<Vec<Rule>> {
    let actions = list(rk, def, "Actions")?;
    bit_field(rk, def, "Entry")?;
    let mut rules = Vec::with_capacity(actions.len());
    for elem in actions {
        let rec = element_as_record(rk, elem)?;
        // Any superclass's name counts, as LLVM's test of the names does.
        let swift = rk.record(rec).super_classes.iter().any(|&(c, _)| rk.name_str(c).starts_with("CCIfSwift"));
        rules.push(Rule { swift, action: action(rk, rec)? });
    }
    Ok(rules)
}

/// One action (LLVM's `EmitAction`), its class tested in LLVM's order.
fn action(rk: &mut Records<'_>, rec: RecId) -> Result<Action> {
    let is = |rk: &Records<'_>, class: &str| rk.is_subclass_of_name(rec, class);
    if is(rk, "CCPredicateAction") {
        let cond = if is(rk, "CCIfType") {
            let vts = list(rk, rec, "VTs")?;
            let mut types = Vec::with_capacity(vts.len());
            for elem in vts {
                let vt = element_as_record(rk, elem)?;
                types.push(value_type(rk, vt)?);
            }
            Condition::Type(types)
        } else if is(rk, "CCIf") {
            let code = string_field(rk, rec, "Predicate")?;
            Condition::Predicate(Predicate { kind: predicate_kind(&code), code })
        } else {
            return unknown(rk, rec, "Unknown CCPredicateAction!");
        };
        let sub = def_field(rk, rec, "SubAction")?;
        return Ok(Action::If { cond, then: Box::new(action(rk, sub)?) });
    }
    if is(rk, "CCDelegateTo") {
        let cc = def_field(rk, rec, "CC")?;
        return Ok(Action::DelegateTo(rk.name_str(cc).to_owned()));
    }
    if is(rk, "CCAssignToReg") || is(rk, "CCAssignToRegAndStack") {
        let regs = regs(rk, rec, "RegList")?;
        let stack = if is(rk, "CCAssignToRegAndStack") { Some(stack_slot(rk, rec)?) } else { None };
        return Ok(Action::AssignToReg { regs, stack });
    }
    if is(rk, "CCAssignToRegWithShadow") {
        let reg_list = list(rk, rec, "RegList")?;
        let shadow_list = list(rk, rec, "ShadowRegList")?;
        // One register without a shadow is read past the list's end by
        // LLVM (a crash); it is the same mistake as a list of another
        // length, and reported as one.
        let short = shadow_list.is_empty() && reg_list.len() == 1;
        if short || (!shadow_list.is_empty() && shadow_list.len() != reg_list.len()) {
            return fatal_at(rk, rec, "Invalid length of list of shadowed registers");
        }
        let regs = reg_names(rk, reg_list)?;
        let shadows = reg_names(rk, shadow_list)?;
        return Ok(Action::AssignToRegWithShadow { regs, shadows });
    }
    if is(rk, "CCAssignToStack") {
        return Ok(Action::AssignToStack(stack_slot(rk, rec)?));
    }
    if is(rk, "CCAssignToStackWithShadow") {
        let StackSlot { size, align } = stack_slot(rk, rec)?;
        let shadows = regs(rk, rec, "ShadowRegList")?;
        return Ok(Action::AssignToStackWithShadow { size, align, shadows });
    }
    if is(rk, "CCPromoteToType") {
        return Ok(Action::Promote(dest_type(rk, rec)?));
    }
    if is(rk, "CCPromoteToUpperBitsInType") {
        let vt = dest_type(rk, rec)?;
        if vt.fp {
            return fatal_at(rk, rec, "CCPromoteToUpperBitsInType does not handle floating point");
        }
        return Ok(Action::PromoteToUpperBits(vt));
    }
    if is(rk, "CCBitConvertToType") {
        return Ok(Action::BitConvert(dest_type(rk, rec)?));
    }
    if is(rk, "CCTruncToType") {
        return Ok(Action::Trunc(dest_type(rk, rec)?));
    }
    if is(rk, "CCPassIndirect") {
        return Ok(Action::PassIndirect(dest_type(rk, rec)?));
    }
    if is(rk, "CCPassByVal") {
        let StackSlot { size, align } = stack_slot(rk, rec)?;
        return Ok(Action::PassByVal { size, align });
    }
    if is(rk, "CCCustom") {
        return Ok(Action::Custom(string_field(rk, rec, "FuncName")?));
    }
    unknown(rk, rec, "Unknown CCAction!")
}

/// LLVM's `errs() << *Action` before a fatal error at the action.
fn unknown<T>(rk: &mut Records<'_>, rec: RecId, msg: &str) -> Result<T> {
    let mut dump = String::new();
    rk.write_record(&mut dump, rec);
    rk.raw(dump);
    fatal_at(rk, rec, msg)
}

/// What a `CCIf` predicate tests, recognised from the exact text the
/// classes of `TargetCallingConv.td` build.
fn predicate_kind(code: &str) -> PredicateKind {
    match code {
        "State.isVarArg()" => return PredicateKind::VarArg(true),
        "!State.isVarArg()" => return PredicateKind::VarArg(false),
        _ => {}
    }
    if let Some(cc) = code.strip_prefix("State.getCallingConv() == ") {
        return PredicateKind::CallingConv(cc.to_owned());
    }
    if let Some(call) = code.strip_prefix("ArgFlags.").and_then(|c| c.strip_suffix("()")) {
        if let Some(&(flag, _)) = ArgFlag::ALL.iter().find(|(_, m)| *m == call) {
            return PredicateKind::Flag(flag);
        }
    }
    let addr_space = code
        .strip_prefix("(ArgFlags.isPointer() && ArgFlags.getPointerAddrSpace() == ")
        .and_then(|c| c.strip_suffix(')'))
        .and_then(|n| n.parse::<i64>().ok());
    match addr_space {
        Some(n) => PredicateKind::PtrAddrSpace(n),
        None => PredicateKind::Code,
    }
}

/// `getValueAsListInit`.
fn list(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Vec<Init>> {
    let r = rk.value_as_list(rec, field).map(<[Init]>::to_vec);
    lift(rk, r)
}

/// `ListInit::getElementAsRecord`: anything but a def (an unset element)
/// is a fatal error without a location.
fn element_as_record(rk: &mut Records<'_>, elem: Init) -> Result<RecId> {
    match rk.inits.as_def(elem) {
        Some(rec) => Ok(rec),
        None => fatal(rk, &[], "Expected record in list!"),
    }
}

/// The registers of a list field, by qualified name.
fn regs(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<Vec<Reg>> {
    let elems = list(rk, rec, field)?;
    reg_names(rk, elems)
}

fn reg_names(rk: &mut Records<'_>, elems: Vec<Init>) -> Result<Vec<Reg>> {
    let mut regs = Vec::with_capacity(elems.len());
    for elem in elems {
        let reg = element_as_record(rk, elem)?;
        regs.push(Reg { name: rk.name_str(reg).to_owned(), qualified: qualified_name(rk, reg)? });
    }
    Ok(regs)
}

/// LLVM's `getQualifiedName`: `Namespace::Name` when the record has a
/// non-empty `Namespace` (which must then be a string).
fn qualified_name(rk: &mut Records<'_>, rec: RecId) -> Result<String> {
    let name = rk.name_str(rec).to_owned();
    if rk.field(rec, "Namespace").is_none() {
        return Ok(name);
    }
    let ns = string_field(rk, rec, "Namespace")?;
    Ok(if ns.is_empty() { name } else { format!("{ns}::{name}") })
}

/// `Size` and `Align`, as C++ `int`s.
fn stack_slot(rk: &mut Records<'_>, rec: RecId) -> Result<StackSlot> {
    let size = int_field(rk, rec, "Size")?;
    let align = int_field(rk, rec, "Align")?;
    Ok(StackSlot { size, align })
}

/// `getValueAsInt` stored in an `int`: the low 32 bits.
fn int_field(rk: &mut Records<'_>, rec: RecId, field: &str) -> Result<i32> {
    let r = rk.value_as_int(rec, field);
    Ok(lift(rk, r)? as i32)
}

/// The value type of `DestTy`.
fn dest_type(rk: &mut Records<'_>, rec: RecId) -> Result<Vt> {
    let vt = def_field(rk, rec, "DestTy")?;
    value_type(rk, vt)
}

/// A `ValueType` def: LLVM reads its `Value` and names it from its own
/// table of `MVT`s, which is this input's `LLVMName` for LLVM's
/// `ValueTypes.td`.
fn value_type(rk: &mut Records<'_>, vt: RecId) -> Result<Vt> {
    let r = rk.value_as_int(vt, "Value");
    lift(rk, r)?;
    let name = string_field(rk, vt, "LLVMName")?;
    let fp = bit_field(rk, vt, "isFP")?;
    Ok(Vt { name, fp })
}

/// Register names by convention name.
type RegSets = BTreeMap<String, BTreeSet<String>>;

/// The registers each convention assigns arguments to (LLVM's
/// `AssignedRegsMap` and `AssignedSwiftRegsMap`).
///
/// LLVM also means to merge the registers of the conventions a convention
/// delegates to into its own; its worklist only merges from conventions
/// that delegate to none, and it only lists those that delegate to some,
/// so nothing is ever merged, and nothing is here.
fn arg_regs(convs: &[CallingConv]) -> (RegSets, RegSets) {
    let mut plain = RegSets::new();
    let mut swift = RegSets::new();
    for conv in convs.iter().filter(|c| !c.custom) {
        plain.entry(conv.name.clone()).or_default();
        for rule in &conv.rules {
            let mut named = Vec::new();
            assigned_regs(&rule.action, &mut named);
            if named.is_empty() {
                continue;
            }
            let map = if rule.swift { &mut swift } else { &mut plain };
            map.entry(conv.name.clone()).or_default().extend(named.into_iter().map(|r| r.qualified.clone()));
        }
    }
    (plain, swift)
}

/// The registers of the `CCAssignToReg`s (and `CCAssignToRegAndStack`s)
/// in an action.
fn assigned_regs<'a>(action: &'a Action, out: &mut Vec<&'a Reg>) {
    match action {
        Action::If { then, .. } => assigned_regs(then, out),
        Action::AssignToReg { regs, .. } => out.extend(regs),
        _ => {}
    }
}
