//! The analysis on the golden input `own/calling_conv/actions.td` (whose
//! C++ llvm-tblgen-19 printed, `expected/own__calling_conv__actions`), and
//! the errors of `own/calling_conv/errors.td` with the one input on which
//! llvm-tblgen-19 crashes, where we report an error.

use tablegen_core::parser::{parse_source, ParseOptions};
use tablegen_core::RecordKeeper;

use super::analyze::analyze;
use super::model::{Action, ArgFlag, CallingConvModel, Condition, PredicateKind, StackSlot};
use crate::backend::{Backend, Diagnostic, Lang, Options, Records};

fn parse(name: &str, src: &str) -> RecordKeeper {
    let include = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
    let opts = ParseOptions { include_dirs: vec![include.into()], ..Default::default() };
    match parse_source(name, src, &opts) {
        Ok(rk) => rk,
        Err(_) => panic!("{name} does not parse"),
    }
}

fn golden() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/own/calling_conv/actions.td");
    std::fs::read_to_string(path).expect("the golden input")
}

fn model() -> CallingConvModel {
    let mut rk = parse("actions.td", &golden());
    analyze(&mut Records::new(&mut rk), &Options::default()).expect("analyses")
}

/// `Target.td`, a few registers, then `body`: the diagnostics of the
/// analysis (as `Kind: message` or the raw text) and whether it failed.
fn diagnostics(body: &str) -> (Vec<String>, bool) {
    let src = format!(
        "include \"llvm/Target/Target.td\"\nlet Namespace = \"T\" in {{ def R0 : Register<\"r0\">; def R1 : Register<\"r1\">; }}\n{body}"
    );
    let mut rk = parse("t.td", &src);
    let mut records = Records::new(&mut rk);
    let failed = analyze(&mut records, &Options::default()).is_err();
    let texts = records
        .diagnostics()
        .iter()
        .map(|d| match d {
            Diagnostic::Message { kind, msg, .. } => format!("{kind:?}: {msg}"),
            Diagnostic::Raw(text) => text.clone(),
        })
        .collect();
    (texts, failed)
}

#[test]
fn conventions_in_name_order_with_linkage() {
    let m = model();
    let got: Vec<(&str, bool, bool)> = m.convs.iter().map(|c| (c.name.as_str(), c.entry, c.custom)).collect();
    assert_eq!(
        got,
        [
            ("A_Empty", false, false),
            ("CC_Toy", true, false),
            ("CC_Toy_Custom", false, true),
            ("CC_Toy_Stack", false, false),
            ("RetCC_Toy", false, false),
        ]
    );
    assert!(m.convs[2].rules.is_empty());
}

#[test]
fn predicates_are_typed() {
    let m = model();
    let cc = &m.convs[1];
    let kinds: Vec<PredicateKind> = cc
        .rules
        .iter()
        .filter_map(|r| match &r.action {
            Action::If { cond: Condition::Predicate(p), .. } => Some(p.kind.clone()),
            _ => None,
        })
        .collect();
    use PredicateKind::*;
    assert_eq!(
        kinds,
        [
            Flag(ArgFlag::ByVal),
            Flag(ArgFlag::Preallocated),
            Flag(ArgFlag::Nest),
            Flag(ArgFlag::SwiftSelf),
            Flag(ArgFlag::SwiftAsync),
            Flag(ArgFlag::SwiftError),
            Flag(ArgFlag::CfGuardTarget),
            Flag(ArgFlag::SRet),
            Flag(ArgFlag::InConsecutiveRegs),
            Flag(ArgFlag::Split),
            Flag(ArgFlag::Pointer),
            CallingConv("CallingConv::Fast".into()),
            VarArg(true),
            VarArg(false),
            Code,
        ]
    );
    // The Swift rules are the three `CCIfSwift*` ones.
    let swift: Vec<usize> = cc.rules.iter().enumerate().filter(|(_, r)| r.swift).map(|(i, _)| i).collect();
    assert_eq!(swift, [3, 4, 5]);
    // `CCIfPtrAddrSpace` nested in `CCIfPtr`.
    let Action::If { then, .. } = &cc.rules[10].action else { panic!("{:?}", cc.rules[10]) };
    let Action::If { cond: Condition::Predicate(p), .. } = &**then else { panic!("{then:?}") };
    assert_eq!(p.kind, PtrAddrSpace(3));
}

#[test]
fn actions_are_typed() {
    let m = model();
    let cc = &m.convs[1];
    let leaf = |i: usize| {
        let mut a = &cc.rules[i].action;
        while let Action::If { then, .. } = a {
            a = then;
        }
        a.clone()
    };
    assert_eq!(leaf(0), Action::PassByVal { size: 8, align: 8 });
    assert_eq!(leaf(9), Action::AssignToStack(StackSlot { size: 8, align: 8 }));
    assert_eq!(leaf(11), Action::DelegateTo("RetCC_Toy".into()));
    let Action::AssignToReg { regs, stack: Some(StackSlot { size: 0, align: 0 }) } = leaf(18) else {
        panic!("{:?}", leaf(18))
    };
    assert_eq!(regs[0].qualified, "Toy::F0");
    let Action::AssignToStackWithShadow { size: 8, align: 8, shadows } = leaf(19) else { panic!("{:?}", leaf(19)) };
    assert_eq!(shadows.len(), 2);
    assert_eq!(leaf(23), Action::Custom("CC_Toy_Last".into()));
    let Action::Promote(vt) = leaf(16) else { panic!() };
    assert_eq!((vt.name.as_str(), vt.fp), ("v2f16", true));
}

#[test]
fn argument_registers_per_convention() {
    let m = model();
    let regs = |name: &str| m.arg_regs[name].iter().cloned().collect::<Vec<_>>();
    assert_eq!(regs("CC_Toy"), ["Toy::F0", "Toy::R0", "Toy::R1", "Toy::R2", "Toy::R3"]);
    // Shadowed assignments do not count; a register without a namespace
    // is named as is.
    assert_eq!(regs("RetCC_Toy"), ["Toy::R0", "Toy::R1", "X9"]);
    assert!(m.arg_regs["A_Empty"].is_empty());
    assert!(!m.arg_regs.contains_key("CC_Toy_Custom"));
    // Swift rules only, and only where they name a register.
    let swift: Vec<&str> = m.swift_arg_regs.keys().map(String::as_str).collect();
    assert_eq!(swift, ["CC_Toy"]);
}

#[test]
fn cpp_ends_with_the_register_lists() {
    let mut rk = parse("actions.td", &golden());
    let out = super::BACKEND.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).expect("emits");
    assert!(out.contains("|* Calling Convention Implementation Fragment"));
    assert!(!out.contains("|* From:"));
    assert!(out.ends_with(
        "// Registers used by Swift.\nconst MCRegister CC_Toy_Swift_ArgRegs[] = { Toy::R1, Toy::R2, Toy::R3 };\n\n#endif // CC_REGISTER_LIST\n"
    ));
}

#[test]
fn no_conventions_no_register_lists() {
    let mut rk = parse("t.td", "include \"llvm/Target/Target.td\"\ndef H : CustomCallingConv;\n");
    let out = super::BACKEND.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Cpp).expect("emits");
    assert!(out.ends_with("#ifndef GET_CC_REGISTER_LISTS\n\n\n#endif // CC_REGISTER_LIST\n"), "{out}");
}

#[test]
fn unknown_actions_are_dumped_then_fatal() {
    let (diags, failed) =
        diagnostics("class CCFoo : CCAction;\ndef foo : CCFoo;\ndef C : CallingConv<[CCIfType<[i32], foo>]>;");
    assert!(failed);
    assert_eq!(diags, ["foo {\t// CCAction CCFoo\n}\n", "Error: Unknown CCAction!"]);
    let (diags, _) = diagnostics(
        "class CCIfFoo<CCAction A> : CCPredicateAction<A>;\ndef C : CallingConv<[CCIfFoo<CCAssignToStack<4, 4>>]>;",
    );
    assert_eq!(diags.last().map(String::as_str), Some("Error: Unknown CCPredicateAction!"));
}

#[test]
fn shadow_lists_match_their_registers() {
    let (diags, failed) = diagnostics("def C : CallingConv<[CCAssignToRegWithShadow<[R0, R1], [R0]>]>;");
    assert!(failed);
    assert_eq!(diags, ["Error: Invalid length of list of shadowed registers"]);
    // llvm-tblgen-19 reads past the empty list (and crashes).
    let (diags, failed) = diagnostics("def C : CallingConv<[CCAssignToRegWithShadow<[R0], []>]>;");
    assert!(failed);
    assert_eq!(diags, ["Error: Invalid length of list of shadowed registers"]);
    // Empty and empty is fine.
    let (diags, failed) = diagnostics("def C : CallingConv<[CCAssignToRegWithShadow<[], []>]>;");
    assert!(!failed && diags.is_empty(), "{diags:?}");
}

#[test]
fn upper_bits_are_integer_and_lists_hold_records() {
    let (diags, _) = diagnostics("def C : CallingConv<[CCPromoteToUpperBitsInType<f32>]>;");
    assert_eq!(diags, ["Error: CCPromoteToUpperBitsInType does not handle floating point"]);
    let (diags, _) = diagnostics("def C : CallingConv<[CCAssignToReg<[R0, ?]>]>;");
    assert_eq!(diags, ["Error: Expected record in list!"]);
}

#[test]
fn sizes_are_cpp_ints() {
    // `int Size = getValueAsInt(..)`: the low 32 bits.
    let mut rk =
        parse("t.td", "include \"llvm/Target/Target.td\"\ndef C : CallingConv<[CCPassByVal<0x100000004, -1>]>;\n");
    let m = analyze(&mut Records::new(&mut rk), &Options::default()).expect("analyses");
    assert_eq!(m.convs[0].rules[0].action, Action::PassByVal { size: 4, align: -1 });
}

#[test]
fn rust_names_hooks_after_the_calls() {
    let mut rk = parse("actions.td", &golden());
    let out = super::BACKEND.emit(&mut Records::new(&mut rk), &Options::default(), Lang::Rust).expect("emits");
    for item in [
        "pub fn cc_toy<S, H>(state: &mut S, hooks: &mut H, mut v: Value<S::Vt>) -> bool",
        "fn has_wide(&self, state: &S, v: &Value<S::Vt>) -> bool;",
        "fn cc_toy_last(&mut self, state: &mut S, v: &mut Value<S::Vt>) -> bool;",
        "fn cc_toy_custom(&mut self, state: &mut S, v: Value<S::Vt>) -> bool;",
        "pub const CC_TOY_SWIFT_ARG_REGS: &[CcReg] = &[CcReg::R1, CcReg::R2, CcReg::R3];",
        // Rules after one that always assigns are left out, as unreachable.
        "    let offset = state.allocate_stack(4, 4);\n    state.add_loc(ValAssign::mem(&v, offset));\n    false\n}\n",
    ] {
        assert!(out.contains(item), "{item}\n{out}");
    }
}

#[test]
fn predicate_hooks_are_named_after_lone_calls() {
    use super::rust::predicate_name;
    assert_eq!(predicate_name("State.getMachineFunction().getSubtarget<X86Subtarget>().is64Bit()"), "is64_bit");
    assert_eq!(
        predicate_name("!static_cast<const X86Subtarget&>(State.getMachineFunction().getSubtarget()).hasSSE1()"),
        "not_has_sse1"
    );
    assert_eq!(predicate_name("State.isVarArg() && State.getMachineFunction().getSubtarget().isX()"), "predicate");
    assert_eq!(predicate_name("ArgFlags.isSExt()"), "is_s_ext");
    assert_eq!(predicate_name("true"), "predicate");
}
