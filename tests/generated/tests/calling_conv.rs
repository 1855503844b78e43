//! The calling conventions of `own/calling_conv/actions.td`, generated in
//! Rust, run on a small `CcState`: each assignment below is what the C++
//! that llvm-tblgen-19 prints for the same input
//! (`golden/expected/own__calling_conv__actions.stdout`) does with
//! LLVM's `CCState` (registers taken in list order with their shadows,
//! stack slots aligned up from 0, promotions before assignment,
//! delegations by value).

use tablegen_generated_tests::calling_conv_actions::{
    cc_toy, cc_toy_stack, ret_cc_toy, ArgFlag, ArgFlags, CcHooks, CcReg, CcState, CcVt, Loc, LocInfo, ValAssign, Value,
    CC_TOY_ARG_REGS, CC_TOY_SWIFT_ARG_REGS, RET_CC_TOY_ARG_REGS,
};

#[derive(Default)]
struct State {
    allocated: Vec<CcReg>,
    stack: u64,
    var_arg: bool,
    fast: bool,
    locs: Vec<ValAssign<CcVt, CcReg>>,
    by_val: Vec<(u32, u64, u64)>,
}

impl CcState for State {
    type Vt = CcVt;
    type Reg = CcReg;
    fn is_var_arg(&self) -> bool {
        self.var_arg
    }
    fn calling_conv_is(&self, cc: &str) -> bool {
        self.fast && cc == "CallingConv::Fast"
    }
    fn is_allocated(&self, reg: CcReg) -> bool {
        self.allocated.contains(&reg)
    }
    fn mark_allocated(&mut self, reg: CcReg) {
        self.allocated.push(reg);
    }
    fn stack_size(&self) -> u64 {
        self.stack
    }
    fn set_stack_size(&mut self, size: u64) {
        self.stack = size;
    }
    fn type_alloc_size(&self, vt: CcVt) -> u64 {
        match vt {
            CcVt::I64 | CcVt::F64 => 8,
            _ => 4,
        }
    }
    fn abi_type_align(&self, vt: CcVt) -> u64 {
        self.type_alloc_size(vt)
    }
    fn add_loc(&mut self, assign: ValAssign<CcVt, CcReg>) {
        self.locs.push(assign);
    }
    fn handle_by_val(&mut self, v: &Value<CcVt>, min_size: u64, min_align: u64) {
        self.by_val.push((v.val_no, min_size, min_align));
    }
}

/// The target's C++ escapes: `hasWide()` and the custom functions, which
/// record their calls.
#[derive(Default)]
struct Hooks {
    wide: bool,
    calls: Vec<&'static str>,
    /// What `CC_Toy_ConsecutiveRegs` answers.
    consecutive_handles: bool,
}

impl CcHooks<State> for Hooks {
    fn has_wide(&self, _: &State, _: &Value<CcVt>) -> bool {
        self.wide
    }
    fn cc_toy_consecutive_regs(&mut self, state: &mut State, v: &mut Value<CcVt>) -> bool {
        self.calls.push("CC_Toy_ConsecutiveRegs");
        if self.consecutive_handles {
            v.loc_info = LocInfo::VExt;
            state.add_loc(ValAssign::mem(v, -1));
        }
        self.consecutive_handles
    }
    fn cc_toy_last(&mut self, _: &mut State, _: &mut Value<CcVt>) -> bool {
        self.calls.push("CC_Toy_Last");
        false
    }
    fn cc_toy_custom(&mut self, _: &mut State, _: Value<CcVt>) -> bool {
        self.calls.push("CC_Toy_Custom");
        true
    }
}

fn value(val_no: u32, vt: CcVt, flags: ArgFlags) -> Value<CcVt> {
    Value::new(val_no, vt, flags)
}

fn locs(s: &State) -> Vec<(u32, CcVt, Loc<CcReg>, CcVt, LocInfo)> {
    s.locs.iter().map(|a| (a.val_no, a.val_vt, a.loc, a.loc_vt, a.loc_info)).collect()
}

#[test]
fn return_values_promote_then_take_registers() {
    let (mut s, mut h) = (State::default(), Hooks::default());
    let sext = ArgFlags::default().with(ArgFlag::SExt);
    assert!(!ret_cc_toy(&mut s, &mut h, value(0, CcVt::I8, sext)));
    assert!(!ret_cc_toy(&mut s, &mut h, value(1, CcVt::I1, ArgFlags::default())));
    // R0 and R1 taken: nothing matches.
    assert!(ret_cc_toy(&mut s, &mut h, value(2, CcVt::I32, ArgFlags::default())));
    assert!(!ret_cc_toy(&mut s, &mut h, value(3, CcVt::F16, ArgFlags::default())));
    // F0 shadowed D0, which `f64` wanted.
    assert!(ret_cc_toy(&mut s, &mut h, value(4, CcVt::F64, ArgFlags::default())));
    assert_eq!(
        locs(&s),
        [
            (0, CcVt::I8, Loc::Reg(CcReg::R0), CcVt::I32, LocInfo::SExt),
            (1, CcVt::I1, Loc::Reg(CcReg::R1), CcVt::I32, LocInfo::AExt),
            (3, CcVt::F16, Loc::Reg(CcReg::F0), CcVt::F32, LocInfo::FPExt),
        ]
    );
    assert_eq!(s.allocated, [CcReg::R0, CcReg::R1, CcReg::F0, CcReg::D0]);
}

#[test]
fn arguments_by_flag_and_type() {
    let (mut s, mut h) = (State::default(), Hooks::default());
    let none = ArgFlags::default();
    assert!(!cc_toy(&mut s, &mut h, value(0, CcVt::I32, none.with(ArgFlag::ByVal))));
    assert_eq!(s.by_val, [(0, 8, 8)]);
    // `CCAssignToRegAndStack<[R0, R1], 4, 4>`: a register and a slot.
    assert!(!cc_toy(&mut s, &mut h, value(1, CcVt::I32, none)));
    assert_eq!(s.stack, 4);
    // `CCAssignToStackWithShadow<8, 8, [D0, D1]>`.
    assert!(!cc_toy(&mut s, &mut h, value(2, CcVt::F64, none)));
    // `i8`: upper bits of an `i32`, then R1 (and a slot).
    assert!(!cc_toy(&mut s, &mut h, value(3, CcVt::I8, none.with(ArgFlag::ZExt))));
    // `CCIfSplit<CCAssignToStack<8, 8>>`.
    assert!(!cc_toy(&mut s, &mut h, value(4, CcVt::I32, none.with(ArgFlag::Split))));
    assert_eq!(
        locs(&s),
        [
            (1, CcVt::I32, Loc::Reg(CcReg::R0), CcVt::I32, LocInfo::Full),
            (2, CcVt::F64, Loc::Mem(8), CcVt::F64, LocInfo::Full),
            (3, CcVt::I8, Loc::Reg(CcReg::R1), CcVt::I32, LocInfo::ZExtUpper),
            (4, CcVt::I32, Loc::Mem(24), CcVt::I32, LocInfo::Full),
        ]
    );
    assert!(s.allocated.contains(&CcReg::D0) && s.allocated.contains(&CcReg::D1));
    // Nothing matched an `i1` before the delegation to the custom
    // convention, which assigns nothing here; then `CC_Toy_Last` declines.
    assert!(cc_toy(&mut s, &mut h, value(5, CcVt::I1, none)));
    assert_eq!(h.calls, ["CC_Toy_Custom", "CC_Toy_Last"]);
}

#[test]
fn conditions_on_the_call() {
    let none = ArgFlags::default();
    // Variadic: type-sized slots.
    let (mut s, mut h) = (State { var_arg: true, ..State::default() }, Hooks::default());
    assert!(!cc_toy(&mut s, &mut h, value(0, CcVt::I32, none)));
    assert!(!cc_toy(&mut s, &mut h, value(1, CcVt::F64, none)));
    assert_eq!(locs(&s)[1], (1, CcVt::F64, Loc::Mem(8), CcVt::F64, LocInfo::Full));
    // Fast: `RetCC_Toy` decides, on its own copy of the value.
    let (mut s, mut h) = (State { fast: true, ..State::default() }, Hooks::default());
    assert!(!cc_toy(&mut s, &mut h, value(0, CcVt::I16, none)));
    assert_eq!(locs(&s), [(0, CcVt::I16, Loc::Reg(CcReg::R0), CcVt::I32, LocInfo::AExt)]);
    // A subtarget condition: `i64` truncated, then `i32`'s rule.
    let (mut s, mut h) = (State::default(), Hooks { wide: true, ..Hooks::default() });
    assert!(!cc_toy(&mut s, &mut h, value(0, CcVt::I64, none)));
    assert_eq!(locs(&s), [(0, CcVt::I64, Loc::Reg(CcReg::R0), CcVt::I32, LocInfo::Trunc)]);
    // Not variadic: vectors passed indirectly, as an `i32`.
    let (mut s, mut h) = (State::default(), Hooks::default());
    assert!(!cc_toy(&mut s, &mut h, value(0, CcVt::V4i32, none)));
    assert_eq!(locs(&s), [(0, CcVt::V4i32, Loc::Reg(CcReg::R0), CcVt::I32, LocInfo::Indirect)]);
    // An address-space-3 pointer is bit-converted.
    let (mut s, mut h) = (State::default(), Hooks::default());
    let mut ptr = none.with(ArgFlag::Pointer);
    ptr.pointer_addr_space = 3;
    assert!(!cc_toy(&mut s, &mut h, value(0, CcVt::F32, ptr)));
    assert_eq!(locs(&s), [(0, CcVt::F32, Loc::Reg(CcReg::R0), CcVt::I32, LocInfo::BCvt)]);
}

#[test]
fn swift_and_custom_rules() {
    let none = ArgFlags::default();
    let (mut s, mut h) = (State::default(), Hooks { consecutive_handles: true, ..Hooks::default() });
    assert!(!cc_toy(&mut s, &mut h, value(0, CcVt::I32, none.with(ArgFlag::SwiftSelf))));
    assert!(!cc_toy(&mut s, &mut h, value(1, CcVt::I32, none.with(ArgFlag::SwiftAsync))));
    assert!(!cc_toy(&mut s, &mut h, value(2, CcVt::I32, none.with(ArgFlag::SwiftError))));
    // The custom function changes the value through its reference.
    assert!(!cc_toy(&mut s, &mut h, value(3, CcVt::F32, none.with(ArgFlag::InConsecutiveRegs))));
    assert_eq!(
        locs(&s),
        [
            (0, CcVt::I32, Loc::Reg(CcReg::R2), CcVt::I32, LocInfo::Full),
            (1, CcVt::I32, Loc::Reg(CcReg::R3), CcVt::I32, LocInfo::Full),
            (2, CcVt::I32, Loc::Reg(CcReg::R1), CcVt::I32, LocInfo::Full),
            (3, CcVt::F32, Loc::Mem(-1), CcVt::F32, LocInfo::VExt),
        ]
    );
    // The swift error's shadow.
    assert!(s.allocated.contains(&CcReg::R0));
}

#[test]
fn a_convention_ending_on_the_stack() {
    let (mut s, mut h) = (State::default(), Hooks::default());
    let none = ArgFlags::default();
    assert!(!cc_toy_stack(&mut s, &mut h, value(0, CcVt::I32, none)));
    assert!(!cc_toy_stack(&mut s, &mut h, value(1, CcVt::I8, none)));
    assert!(!cc_toy_stack(&mut s, &mut h, value(2, CcVt::I32, none)));
    assert_eq!(locs(&s)[2], (2, CcVt::I32, Loc::Mem(0), CcVt::I32, LocInfo::Full));
}

#[test]
fn argument_registers() {
    assert_eq!(CC_TOY_ARG_REGS, [CcReg::F0, CcReg::R0, CcReg::R1, CcReg::R2, CcReg::R3]);
    assert_eq!(RET_CC_TOY_ARG_REGS, [CcReg::R0, CcReg::R1, CcReg::X9]);
    assert_eq!(CC_TOY_SWIFT_ARG_REGS, [CcReg::R1, CcReg::R2, CcReg::R3]);
    assert_eq!(CcReg::R0.name(), "R0");
}
