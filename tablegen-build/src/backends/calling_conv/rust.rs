//! The Rust writer: one function per calling convention over
//! `tablegen_runtime::cc::CcState`, the value types and registers the
//! conventions name as the enums `CcVt` and `CcReg`, the target's C++
//! conditions and custom functions as the methods of a `CcHooks` trait,
//! and each convention's argument registers as constants.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use proc_macro2::TokenStream;
use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::support::rust::enums::{enum_items, EnumSpec, Enumerator, Shape};
use crate::support::rust::names::{escape_keyword, screaming, snake, Namer};
use crate::support::rust::runtime::imports;
use crate::support::rust::{format_chunks, Chunk};

use super::model::{Action, ArgFlag, CallingConv, CallingConvModel, Condition, PredicateKind, Reg, StackSlot, Vt};

/// The runtime items the module re-exports.
const RUNTIME_ITEMS: &[&str] = &["ArgFlag", "ArgFlags", "CcState", "Loc", "LocInfo", "ValAssign", "Value"];

/// Writes the module.
pub(super) fn write(rk: &RecordKeeper, m: &CallingConvModel, opts: &Options) -> String {
    let names = Names::new(m);
    let mut text = String::new();
    let mut runtime_items = RUNTIME_ITEMS.to_vec();
    if names.uses_vt_in {
        runtime_items.push("vt_in");
    }
    text.push_str(&imports(opts.rust_runtime(), &[("cc", &runtime_items)]));
    let mut items = String::new();
    names.hooks_trait(&mut items);
    for conv in m.convs.iter().filter(|c| !c.custom) {
        names.function(&mut items, conv);
    }
    arg_reg_consts(&mut items, m, &names);
    // Written as text, not through prettyplease: a rule may have
    // thousands of conditions, whose `&&` chain would nest that deep in a
    // syntax tree.
    let chunks = vec![
        Chunk::Text(text),
        Chunk::Items(names.vt_enum.clone()),
        Chunk::Items(names.reg_enum.clone()),
        Chunk::Text(format!("{}\n", indent(&items).trim_end())),
    ];
    format_chunks("Calling Convention Implementation Fragment", "gen-callingconv", rk, chunks)
}

/// The Rust names of everything the functions mention.
struct Names {
    /// Value type name → `CcVt::` path.
    vts: BTreeMap<String, String>,
    vt_enum: TokenStream,
    /// Qualified register name → `CcReg::` path.
    regs: BTreeMap<String, String>,
    reg_enum: TokenStream,
    /// Convention name → Rust function (or hook method, for custom ones).
    funcs: BTreeMap<String, String>,
    /// The custom conventions delegated to, by name.
    custom_convs: BTreeSet<String>,
    /// `CCIf` code → hook method.
    predicates: BTreeMap<String, String>,
    /// `CCCustom` function → hook method.
    customs: BTreeMap<String, String>,
    /// Whether some `CCIfType` is written.
    uses_vt_in: bool,
}

impl Names {
    fn new(m: &CallingConvModel) -> Self {
        let mut vts = BTreeMap::new();
        let mut regs = BTreeMap::new();
        let mut predicates = BTreeSet::new();
        let mut customs = BTreeSet::new();
        let mut delegates = BTreeSet::new();
        let mut uses_vt_in = false;
        for conv in &m.convs {
            for rule in &conv.rules {
                collect(&rule.action, &mut |a| match a {
                    Action::If { cond: Condition::Type(t), .. } => {
                        uses_vt_in = true;
                        for vt in t {
                            vts.insert(vt.name.clone(), String::new());
                        }
                    }
                    Action::If { cond: Condition::Predicate(p), .. } if p.kind == PredicateKind::Code => {
                        predicates.insert(p.code.clone());
                    }
                    Action::DelegateTo(cc) => {
                        delegates.insert(cc.clone());
                    }
                    Action::AssignToReg { regs: r, .. } => {
                        regs.extend(r.iter().map(|r| (r.qualified.clone(), r.name.clone())))
                    }
                    Action::AssignToRegWithShadow { regs: r, shadows } => {
                        regs.extend(r.iter().chain(shadows).map(|r| (r.qualified.clone(), r.name.clone())));
                    }
                    Action::AssignToStackWithShadow { shadows, .. } => {
                        regs.extend(shadows.iter().map(|r| (r.qualified.clone(), r.name.clone())));
                    }
                    Action::Promote(vt)
                    | Action::PromoteToUpperBits(vt)
                    | Action::BitConvert(vt)
                    | Action::Trunc(vt)
                    | Action::PassIndirect(vt) => {
                        vts.insert(vt.name.clone(), String::new());
                    }
                    Action::Custom(f) => {
                        customs.insert(f.clone());
                    }
                    _ => {}
                });
            }
        }
        let vt_enum = named_enum(&mut vts, "CcVt", "The machine value types (C++ `MVT`) the conventions name.", false);
        let reg_enum = named_enum(&mut regs, "CcReg", "The registers the conventions name.", true);

        let mut fn_names = Namer::default();
        fn_names.reserve("vt_in");
        let mut funcs = BTreeMap::new();
        for conv in m.convs.iter().filter(|c| !c.custom) {
            funcs.insert(conv.name.clone(), fn_names.unique(snake(&conv.name)));
        }
        // The hooks' methods share one scope.
        let mut methods = Namer::default();
        let custom_convs: BTreeSet<String> =
            m.convs.iter().filter(|c| c.custom && delegates.contains(&c.name)).map(|c| c.name.clone()).collect();
        for c in &custom_convs {
            funcs.insert(c.clone(), methods.unique(snake(c)));
        }
        let customs = customs.into_iter().map(|f| (f.clone(), methods.unique(snake(&f)))).collect();
        let predicates = predicates.into_iter().map(|p| (p.clone(), methods.unique(predicate_name(&p)))).collect();
        Names { vts, vt_enum, regs, reg_enum, funcs, custom_convs, predicates, customs, uses_vt_in }
    }

    fn vt(&self, vt: &Vt) -> String {
        format!("CcVt::{}", self.vts.get(&vt.name).map_or("", String::as_str))
    }

    fn reg(&self, r: &Reg) -> String {
        format!("CcReg::{}", self.regs.get(&r.qualified).map_or("", String::as_str))
    }

    fn reg_slice(&self, regs: &[Reg]) -> String {
        let list: Vec<String> = regs.iter().map(|r| self.reg(r)).collect();
        // An empty slice says its type (the allocators are generic over it).
        if list.is_empty() {
            return "&[] as &[CcReg]".to_owned();
        }
        format!("&[{}]", list.join(", "))
    }

    /// `pub trait CcHooks<S>`: what the tables cannot say.
    fn hooks_trait(&self, out: &mut String) {
        out.push_str(
            "/// What the target writes in C++ for its conventions: the conditions of\n\
             /// its own `CCIf`s (`CCIfSubtarget`, ...), its `CCCustom` functions and its\n\
             /// custom conventions (`CustomCallingConv`).\n\
             pub trait CcHooks<S: CcState> {\n",
        );
        for (code, name) in &self.predicates {
            let _ = writeln!(out, "/// C++ condition `{}`.", code.replace('`', "'").replace(['\n', '\r'], " "));
            let _ = writeln!(out, "fn {name}(&self, state: &S, v: &Value<S::Vt>) -> bool;");
        }
        for (func, name) in &self.customs {
            let _ = writeln!(
                out,
                "/// C++ `CCCustom` function `{func}`: true if it assigned the value (it may change `v`, as the C++ \
                 function's reference parameters)."
            );
            let _ = writeln!(out, "fn {name}(&mut self, state: &mut S, v: &mut Value<S::Vt>) -> bool;");
        }
        for conv in &self.custom_convs {
            let _ = writeln!(out, "/// C++ custom convention `{conv}`: false if it assigned the value.");
            let _ = writeln!(out, "fn {}(&mut self, state: &mut S, v: Value<S::Vt>) -> bool;", self.funcs[conv]);
        }
        out.push_str("}\n\n");
    }

    /// One convention's function (LLVM's `EmitCallingConv`).
    fn function(&self, out: &mut String, conv: &CallingConv) {
        let mut body = Body { names: self, out: String::new(), uses: Uses::default() };
        let mut finished = false;
        for rule in &conv.rules {
            if body.rule(&rule.action) {
                // Later rules are unreachable (in C++ too).
                finished = true;
                break;
            }
        }
        if !finished {
            body.out.push_str("true\n");
        }
        let Uses { state, hooks, value, value_mut } = body.uses;
        let param = |used: bool, name: &str| if used { name.to_owned() } else { format!("_{name}") };
        let linkage = if conv.entry { "bool llvm::" } else { "static bool " };
        let _ = writeln!(
            out,
            "/// C++ `{linkage}{}`: assigns `v` a location through `state` and returns false, or returns true if \
             no rule matched.",
            conv.name
        );
        let v = if value_mut { "mut v".to_owned() } else { param(value, "v") };
        let _ = writeln!(
            out,
            "pub fn {}<S, H>(state: &mut S, hooks: &mut H, {v}: Value<S::Vt>) -> bool\
             \nwhere\n    S: CcState,\n    S::Vt: From<CcVt>,\n    S::Reg: From<CcReg>,\n    H: CcHooks<S>,\n{{",
            self.funcs[&conv.name]
        );
        if !state {
            out.push_str("let _ = state;\n");
        }
        if !hooks {
            out.push_str("let _ = hooks;\n");
        }
        out.push_str(&body.out);
        out.push_str("}\n\n");
    }
}

/// Which parameters a function's body uses.
#[derive(Default)]
struct Uses {
    state: bool,
    hooks: bool,
    value: bool,
    value_mut: bool,
}

struct Body<'n> {
    names: &'n Names,
    out: String,
    uses: Uses,
}

impl Body<'_> {
    /// A top-level rule; true if it always assigns (nothing after it runs).
    fn rule(&mut self, action: &Action) -> bool {
        let mut conds = Vec::new();
        let mut a = action;
        while let Action::If { cond, then } = a {
            conds.push(self.condition(cond));
            a = then;
        }
        if conds.is_empty() {
            return self.action(a, true);
        }
        // A call whose answer decides is one more condition (one `if`, as
        // clippy wants it).
        if let Some(call) = self.decisive_call(a) {
            conds.push(call);
            let _ = writeln!(self.out, "if {} {{\nreturn false;\n}}", conds.join(" && "));
            return false;
        }
        let _ = writeln!(self.out, "if {} {{", conds.join(" && "));
        self.action(a, false);
        self.out.push_str("}\n");
        false
    }

    fn condition(&mut self, cond: &Condition) -> String {
        let n = self.names;
        match cond {
            Condition::Type(vts) => {
                self.uses.value = true;
                let list: Vec<String> = vts.iter().map(|t| n.vt(t)).collect();
                format!("vt_in(v.loc_vt, &[{}])", list.join(", "))
            }
            Condition::Predicate(p) => match &p.kind {
                PredicateKind::Flag(f) => {
                    self.uses.value = true;
                    format!("v.flags.has(ArgFlag::{})", runtime_flag(*f))
                }
                PredicateKind::VarArg(yes) => {
                    self.uses.state = true;
                    format!("{}state.is_var_arg()", if *yes { "" } else { "!" })
                }
                PredicateKind::CallingConv(cc) => {
                    self.uses.state = true;
                    format!("state.calling_conv_is({cc:?})")
                }
                PredicateKind::PtrAddrSpace(space) => {
                    self.uses.value = true;
                    format!("(v.flags.has(ArgFlag::Pointer) && i64::from(v.flags.pointer_addr_space) == {space})")
                }
                PredicateKind::Code => {
                    self.uses.state = true;
                    self.uses.hooks = true;
                    self.uses.value = true;
                    format!("hooks.{}(state, &v)", n.predicates[&p.code])
                }
            },
        }
    }

    /// A leaf action; `last` when it ends the function (its `false` is the
    /// tail expression). True if it always assigns.
    fn action(&mut self, action: &Action, last: bool) -> bool {
        let n = self.names;
        let done = if last { "false\n" } else { "return false;\n" };
        match action {
            // `rule` unwraps every condition.
            Action::If { .. } => false,
            Action::DelegateTo(_) | Action::Custom(_) => {
                if let Some(call) = self.decisive_call(action) {
                    let _ = writeln!(self.out, "if {call} {{\nreturn false;\n}}");
                }
                false
            }
            Action::AssignToReg { regs, stack } => {
                self.uses.state = true;
                self.uses.value = true;
                let _ = writeln!(self.out, "if let Some(reg) = state.allocate_reg({}) {{", n.reg_slice(regs));
                self.out.push_str("state.add_loc(ValAssign::reg(&v, reg));\n");
                if let Some(slot) = stack {
                    let (size, align) = slot_args(*slot);
                    let _ = writeln!(self.out, "state.allocate_stack({size}, {align});");
                }
                self.out.push_str("return false;\n}\n");
                false
            }
            Action::AssignToRegWithShadow { regs, shadows } => {
                self.uses.state = true;
                self.uses.value = true;
                let _ = writeln!(
                    self.out,
                    "if let Some(reg) = state.allocate_reg_shadowed({}, {}) {{\nstate.add_loc(ValAssign::reg(&v, reg));\nreturn false;\n}}",
                    n.reg_slice(regs),
                    n.reg_slice(shadows)
                );
                false
            }
            Action::AssignToStack(slot) => {
                self.uses.state = true;
                self.uses.value = true;
                let (size, align) = slot_args(*slot);
                let _ = writeln!(self.out, "let offset = state.allocate_stack({size}, {align});");
                self.out.push_str("state.add_loc(ValAssign::mem(&v, offset));\n");
                self.out.push_str(done);
                true
            }
            Action::AssignToStackWithShadow { size, align, shadows } => {
                self.uses.state = true;
                self.uses.value = true;
                let _ = writeln!(
                    self.out,
                    "let offset = state.allocate_stack_shadowed({}, {}, {});",
                    u64::from(*size as u32),
                    *align as i64 as u64,
                    n.reg_slice(shadows)
                );
                self.out.push_str("state.add_loc(ValAssign::mem(&v, offset));\n");
                self.out.push_str(done);
                true
            }
            Action::Promote(vt) => {
                let info = if vt.fp { "LocInfo::FPExt".to_owned() } else { "LocInfo::extension(v.flags)".to_owned() };
                self.convert(vt, &info);
                false
            }
            Action::PromoteToUpperBits(vt) => {
                self.convert(vt, "LocInfo::upper_extension(v.flags)");
                false
            }
            Action::BitConvert(vt) => {
                self.convert(vt, "LocInfo::BCvt");
                false
            }
            Action::Trunc(vt) => {
                self.convert(vt, "LocInfo::Trunc");
                false
            }
            Action::PassIndirect(vt) => {
                self.convert(vt, "LocInfo::Indirect");
                false
            }
            Action::PassByVal { size, align } => {
                self.uses.state = true;
                self.uses.value = true;
                let _ = writeln!(
                    self.out,
                    "state.handle_by_val(&v, {}, {});",
                    u64::from(*size as u32),
                    *align as i64 as u64
                );
                self.out.push_str(done);
                true
            }
        }
    }

    /// For a delegation or a custom function: the condition under which it
    /// assigned the value.
    fn decisive_call(&mut self, action: &Action) -> Option<String> {
        let n = self.names;
        let call = match action {
            Action::DelegateTo(cc) if n.custom_convs.contains(cc) => format!("!hooks.{}(state, v)", n.funcs[cc]),
            Action::DelegateTo(cc) => format!("!{}(state, hooks, v)", n.funcs[cc]),
            Action::Custom(f) => {
                self.uses.value_mut = true;
                format!("hooks.{}(state, &mut v)", n.customs[f])
            }
            _ => return None,
        };
        self.uses.state = true;
        self.uses.hooks = true;
        self.uses.value = true;
        Some(call)
    }

    /// The location type becomes `vt`, with `info`.
    fn convert(&mut self, vt: &Vt, info: &str) {
        self.uses.value = true;
        self.uses.value_mut = true;
        let _ = writeln!(self.out, "v.loc_vt = S::Vt::from({});\nv.loc_info = {info};", self.names.vt(vt));
    }
}

/// The arguments of `allocate_stack` for a slot (0: from the type).
fn slot_args(slot: StackSlot) -> (String, String) {
    // C++ passes the `int` as an `unsigned` size and a `uint64_t` alignment.
    let size = match slot.size {
        0 => "state.type_alloc_size(v.loc_vt)".to_owned(),
        s => u64::from(s as u32).to_string(),
    };
    let align = match slot.align {
        0 => "state.abi_type_align(v.loc_vt)".to_owned(),
        a => (a as i64 as u64).to_string(),
    };
    (size, align)
}

/// Calls `f` on `action` and each action nested in it.
fn collect<'a>(action: &'a Action, f: &mut impl FnMut(&'a Action)) {
    f(action);
    if let Action::If { then, .. } = action {
        collect(then, f);
    }
}

/// An enum of the keys of `map` (for registers, their qualified names,
/// mapped to the defs' names, which the enumerators take), replacing each
/// value by the enumerator's Rust path.
fn named_enum(map: &mut BTreeMap<String, String>, ty: &str, doc: &str, registers: bool) -> TokenStream {
    let spec = EnumSpec {
        name: ty.into(),
        doc: doc.into(),
        enumerators: map
            .iter()
            .enumerate()
            .map(|(i, (key, def))| Enumerator {
                cpp_name: if registers { def.clone() } else { key.clone() },
                value: i as i128,
                doc: registers.then(|| format!("C++ `{key}`.")),
            })
            .collect(),
        repr: None,
        shape: Shape::Enum,
    };
    let items = enum_items(&spec);
    for (slot, path) in map.values_mut().zip(items.paths) {
        *slot = path;
    }
    items.tokens
}

/// The hook method for a `CCIf` condition: the last method the C++ calls
/// (`...getSubtarget<X86Subtarget>().is64Bit()` → `is64_bit`), negated
/// with `not_`, or `predicate`.
pub(super) fn predicate_name(code: &str) -> String {
    let (neg, rest) = match code.strip_prefix('!') {
        Some(r) => ("not_", r),
        None => ("", code),
    };
    // Only a lone call is named after its method.
    let compound = ["&&", "||", "==", "!=", "?", "!", ","].iter().any(|op| rest.contains(op));
    let method = rest.strip_suffix("()").filter(|_| !compound).and_then(|c| {
        let start = c.rfind(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))? + 1;
        let ident = &c[start..];
        let before = &c[..start];
        (!ident.is_empty() && (before.ends_with('.') || before.ends_with("->"))).then_some(ident)
    });
    match method {
        Some(m) => escape_keyword(format!("{neg}{}", snake(m))),
        None => "predicate".to_owned(),
    }
}

/// The runtime's `ArgFlag` for a predicate's flag.
fn runtime_flag(f: ArgFlag) -> &'static str {
    match f {
        ArgFlag::ByVal => "ByVal",
        ArgFlag::Preallocated => "Preallocated",
        ArgFlag::SwiftSelf => "SwiftSelf",
        ArgFlag::SwiftAsync => "SwiftAsync",
        ArgFlag::SwiftError => "SwiftError",
        ArgFlag::CfGuardTarget => "CfGuardTarget",
        ArgFlag::InConsecutiveRegs => "InConsecutiveRegs",
        ArgFlag::InReg => "InReg",
        ArgFlag::Nest => "Nest",
        ArgFlag::Split => "Split",
        ArgFlag::SRet => "SRet",
        ArgFlag::Pointer => "Pointer",
    }
}

/// Each convention's argument registers (LLVM's `<CC>_ArgRegs` and
/// `<CC>_Swift_ArgRegs`) as `CcReg` slices.
fn arg_reg_consts(out: &mut String, m: &CallingConvModel, n: &Names) {
    let mut consts = Namer::default();
    for (maps, suffix, what) in
        [(&m.arg_regs, "ARG_REGS", "ArgRegs"), (&m.swift_arg_regs, "SWIFT_ARG_REGS", "Swift_ArgRegs")]
    {
        for (conv, regs) in maps {
            let list: Vec<String> =
                regs.iter().map(|r| format!("CcReg::{}", n.regs.get(r).map_or("", String::as_str))).collect();
            let _ = writeln!(out, "/// C++ `{conv}_{what}`: the registers `{conv}` assigns arguments to.");
            let name = consts.unique(format!("{}_{suffix}", screaming(conv)));
            let _ = writeln!(out, "pub const {name}: &[CcReg] = &[{}];", list.join(", "));
        }
    }
}

/// Indents Rust text written flush left: one level inside each line that
/// ends with `{`, one less from each line that starts with `}`.
fn indent(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut depth = 0usize;
    for line in text.lines() {
        if line.starts_with('}') {
            depth = depth.saturating_sub(1);
        }
        if !line.is_empty() {
            for _ in 0..depth {
                out.push_str("    ");
            }
        }
        out.push_str(line);
        out.push('\n');
        if line.ends_with('{') {
            depth += 1;
        }
    }
    out
}
