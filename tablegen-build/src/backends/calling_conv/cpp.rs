//! The C++ writer: LLVM's `<Target>GenCallingConv.inc`, one function per
//! convention and, under `GET_CC_REGISTER_LISTS`, the argument registers.

use std::fmt::Write as _;

use tablegen_core::RecordKeeper;

use crate::backend::Options;
use crate::support::cpp::source_file_header_for;

use super::model::{Action, CallingConv, CallingConvModel, Condition, Reg, StackSlot};

/// Writes the `.inc`.
pub(super) fn write(_: &RecordKeeper, m: &CallingConvModel, _: &Options) -> String {
    let mut out = String::new();
    // LLVM does not pass the records, so the header names no input file.
    source_file_header_for(&mut out, "Calling Convention Implementation Fragment", "");
    out.push_str("#ifndef GET_CC_REGISTER_LISTS\n\n");
    for conv in m.convs.iter().filter(|c| !c.custom) {
        signature(&mut out, conv);
        out.push_str(";\n");
    }
    for conv in m.convs.iter().filter(|c| !c.custom) {
        function(&mut out, conv);
    }
    register_lists(&mut out, m);
    out.push_str("\n#endif // CC_REGISTER_LIST\n");
    out
}

/// The function's head, its parameters aligned under the first.
fn signature(out: &mut String, conv: &CallingConv) {
    let (linkage, pad) = if conv.entry { ("bool llvm::", 12) } else { ("static bool ", 13) };
    let pad = " ".repeat(conv.name.len() + pad);
    let _ = write!(
        out,
        "{linkage}{}(unsigned ValNo, MVT ValVT,\n{pad}MVT LocVT, CCValAssign::LocInfo LocInfo,\n{pad}ISD::ArgFlagsTy ArgFlags, CCState &State)",
        conv.name
    );
}

/// LLVM's `EmitCallingConv`.
fn function(out: &mut String, conv: &CallingConv) {
    out.push_str("\n\n");
    signature(out, conv);
    out.push_str(" {\n");
    // The local arrays and offsets are numbered per function.
    let mut w = Body { out, counter: 0 };
    for rule in &conv.rules {
        w.out.push('\n');
        w.action(&rule.action, 2);
    }
    out.push_str("\n  return true; // CC didn't match.\n}\n");
}

struct Body<'o> {
    out: &'o mut String,
    counter: u32,
}

impl Body<'_> {
    fn next(&mut self) -> u32 {
        self.counter += 1;
        self.counter
    }

    /// LLVM's `EmitAction`.
    fn action(&mut self, action: &Action, indent: usize) {
        let ind = " ".repeat(indent);
        let out = &mut *self.out;
        match action {
            Action::If { cond, then } => {
                let _ = write!(out, "{ind}if (");
                match cond {
                    Condition::Type(vts) => {
                        for (i, vt) in vts.iter().enumerate() {
                            if i != 0 {
                                let _ = write!(out, " ||\n    {ind}");
                            }
                            let _ = write!(out, "LocVT == MVT::{}", vt.name);
                        }
                    }
                    Condition::Predicate(p) => out.push_str(&p.code),
                }
                out.push_str(") {\n");
                self.action(then, indent + 2);
                let _ = writeln!(self.out, "{ind}}}");
            }
            Action::DelegateTo(cc) => {
                let _ = writeln!(out, "{ind}if (!{cc}(ValNo, ValVT, LocVT, LocInfo, ArgFlags, State))");
                let _ = writeln!(out, "{ind}  return false;");
            }
            Action::AssignToReg { regs, stack } => {
                if let [reg] = regs.as_slice() {
                    let _ = writeln!(out, "{ind}if (unsigned Reg = State.AllocateReg({})) {{", reg.qualified);
                } else {
                    let n = self.next();
                    self.reg_array("RegList", n, regs, &ind);
                    let _ = writeln!(self.out, "{ind}if (unsigned Reg = State.AllocateReg(RegList{n})) {{");
                }
                let out = &mut *self.out;
                let _ = writeln!(out, "{ind}  State.addLoc(CCValAssign::getReg(ValNo, ValVT, Reg, LocVT, LocInfo));");
                if let Some(slot) = stack {
                    let _ = write!(out, "{ind}  (void)State.AllocateStack(");
                    stack_args(out, *slot, &ind);
                    out.push_str(");\n");
                }
                let _ = writeln!(out, "{ind}  return false;\n{ind}}}");
            }
            Action::AssignToRegWithShadow { regs, shadows } => {
                match (regs.as_slice(), shadows.as_slice()) {
                    ([reg], [shadow, ..]) => {
                        let _ = writeln!(
                            out,
                            "{ind}if (unsigned Reg = State.AllocateReg({}, {})) {{",
                            reg.qualified, shadow.qualified
                        );
                    }
                    _ => {
                        let n = self.next();
                        let s = self.next();
                        self.reg_array("RegList", n, regs, &ind);
                        self.reg_array("RegList", s, shadows, &ind);
                        let _ =
                            writeln!(self.out, "{ind}if (unsigned Reg = State.AllocateReg(RegList{n}, RegList{s})) {{");
                    }
                }
                let _ = writeln!(
                    self.out,
                    "{ind}  State.addLoc(CCValAssign::getReg(ValNo, ValVT, Reg, LocVT, LocInfo));\n{ind}  return false;\n{ind}}}"
                );
            }
            Action::AssignToStack(slot) => {
                let n = self.next();
                let out = &mut *self.out;
                let _ = write!(out, "{ind}int64_t Offset{n} = State.AllocateStack(");
                stack_args(out, *slot, &ind);
                let _ = writeln!(
                    out,
                    ");\n{ind}State.addLoc(CCValAssign::getMem(ValNo, ValVT, Offset{n}, LocVT, LocInfo));"
                );
                let _ = writeln!(out, "{ind}return false;");
            }
            Action::AssignToStackWithShadow { size, align, shadows } => {
                let s = self.next();
                self.reg_array("ShadowRegList", s, shadows, &ind);
                let n = self.next();
                let _ = writeln!(
                    self.out,
                    "{ind}int64_t Offset{n} = State.AllocateStack({size}, Align({align}), ShadowRegList{s});\n\
                     {ind}State.addLoc(CCValAssign::getMem(ValNo, ValVT, Offset{n}, LocVT, LocInfo));\n\
                     {ind}return false;"
                );
            }
            Action::Promote(vt) => {
                let _ = writeln!(out, "{ind}LocVT = MVT::{};", vt.name);
                if vt.fp {
                    let _ = writeln!(out, "{ind}LocInfo = CCValAssign::FPExt;");
                } else {
                    extensions(out, &ind, "");
                }
            }
            Action::PromoteToUpperBits(vt) => {
                let _ = writeln!(out, "{ind}LocVT = MVT::{};", vt.name);
                extensions(out, &ind, "Upper");
            }
            Action::BitConvert(vt) => {
                let _ = writeln!(out, "{ind}LocVT = MVT::{};\n{ind}LocInfo = CCValAssign::BCvt;", vt.name);
            }
            Action::Trunc(vt) => {
                let _ = writeln!(out, "{ind}LocVT = MVT::{};\n{ind}LocInfo = CCValAssign::Trunc;", vt.name);
            }
            Action::PassIndirect(vt) => {
                let _ = writeln!(out, "{ind}LocVT = MVT::{};\n{ind}LocInfo = CCValAssign::Indirect;", vt.name);
            }
            Action::PassByVal { size, align } => {
                let _ = writeln!(
                    out,
                    "{ind}State.HandleByVal(ValNo, ValVT, LocVT, LocInfo, {size}, Align({align}), ArgFlags);\n{ind}return false;"
                );
            }
            Action::Custom(func) => {
                let _ = writeln!(out, "{ind}if ({func}(ValNo, ValVT, LocVT, LocInfo, ArgFlags, State))");
                let _ = writeln!(out, "{ind}  return false;");
            }
        }
    }

    /// `static const MCPhysReg <prefix><n>[] = { ... };`
    fn reg_array(&mut self, prefix: &str, n: u32, regs: &[Reg], ind: &str) {
        let names: Vec<&str> = regs.iter().map(|r| r.qualified.as_str()).collect();
        let _ =
            writeln!(self.out, "{ind}static const MCPhysReg {prefix}{n}[] = {{\n{ind}  {}\n{ind}}};", names.join(", "));
    }
}

/// The size and alignment arguments of `AllocateStack`; a zero takes the
/// location type's from the data layout, on a line of its own (indented
/// one step past `ind`).
fn stack_args(out: &mut String, slot: StackSlot, ind: &str) {
    if slot.size != 0 {
        let _ = write!(out, "{}, ", slot.size);
    } else {
        let _ = write!(
            out,
            "\n{ind}  State.getMachineFunction().getDataLayout().getTypeAllocSize(EVT(LocVT).getTypeForEVT(State.getContext())), "
        );
    }
    if slot.align != 0 {
        let _ = write!(out, "Align({})", slot.align);
    } else {
        let _ = write!(
            out,
            "\n{ind}  State.getMachineFunction().getDataLayout().getABITypeAlign(EVT(LocVT).getTypeForEVT(State.getContext()))"
        );
    }
}

/// The `LocInfo` an integer promotion takes from the argument's flags.
fn extensions(out: &mut String, ind: &str, suffix: &str) {
    let _ = writeln!(
        out,
        "{ind}if (ArgFlags.isSExt())\n{ind}  LocInfo = CCValAssign::SExt{suffix};\n\
         {ind}else if (ArgFlags.isZExt())\n{ind}  LocInfo = CCValAssign::ZExt{suffix};\n\
         {ind}else\n{ind}  LocInfo = CCValAssign::AExt{suffix};"
    );
}

/// LLVM's `EmitArgRegisterLists`: under `#else`, each convention's argument
/// registers, then those of its Swift rules.
fn register_lists(out: &mut String, m: &CallingConvModel) {
    if m.arg_regs.is_empty() {
        return;
    }
    out.push_str("\n#else\n\n");
    for (name, regs) in &m.arg_regs {
        if name.is_empty() {
            continue;
        }
        let list = if regs.is_empty() { "0".to_owned() } else { join(regs) };
        let _ = writeln!(out, "const MCRegister {name}_ArgRegs[] = {{ {list} }};");
    }
    if m.swift_arg_regs.is_empty() {
        return;
    }
    out.push_str("\n// Registers used by Swift.\n");
    for (name, regs) in &m.swift_arg_regs {
        let _ = writeln!(out, "const MCRegister {name}_Swift_ArgRegs[] = {{ {} }};", join(regs));
    }
}

fn join(regs: &std::collections::BTreeSet<String>) -> String {
    regs.iter().map(String::as_str).collect::<Vec<_>>().join(", ")
}
