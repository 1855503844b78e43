//! The Rust printer of `-gen-asm-writer` on the golden corpus's small
//! target (`own/asm_writer/kinds.td`, whose C++ llvm-tblgen-19 printed):
//! instructions print as the C++ `printInstruction` prints them, through
//! hand-written print methods; aliases print when their conditions hold.

use core::fmt::{self, Write};

use tablegen_generated_tests::asm_writer_kinds as att;
use tablegen_generated_tests::asm_writer_kinds_intel as intel;
use tablegen_generated_tests::asm_writer_kinds_opcodes::Opcode;
use tablegen_runtime::mc::{Inst, Operand};
use tablegen_runtime::print::PrintError;

/// Print methods as a target's `InstPrinter` would write them: registers
/// by name, immediates in decimal (hex with the `hex` modifier), branch
/// targets absolute, memory operands as `off(base)`.
#[derive(Default)]
struct Hooks {
    calls: Vec<String>,
    features: u64,
}

const REG_NAMES: [&str; 5] = ["", "pc", "r0", "r1", "r2"];

fn operand(inst: &Inst, op: u32) -> Result<Operand, fmt::Error> {
    inst.operand(op as usize).copied().ok_or(fmt::Error)
}

fn plain(inst: &Inst, op: u32, modifier: &str, out: &mut dyn Write) -> fmt::Result {
    match operand(inst, op)? {
        Operand::Reg(r) => out.write_str(REG_NAMES.get(r as usize).ok_or(fmt::Error)?),
        Operand::Imm(v) if modifier == "hex" => write!(out, "{v:#x}"),
        Operand::Imm(v) => write!(out, "{v}"),
        _ => Err(fmt::Error),
    }
}

macro_rules! hooks {
    ($($m:ident),*) => {
        $(impl $m::PrinterHooks for Hooks {
            fn print_operand(&mut self, inst: &Inst, op: u32, modifier: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                self.calls.push(format!("printOperand({op}, {modifier:?})"));
                plain(inst, op, modifier, out)
            }
            fn print_branch(&mut self, inst: &Inst, op: u32, _: &str, address: u64, out: &mut dyn Write) -> fmt::Result {
                match operand(inst, op)? {
                    Operand::Imm(v) => write!(out, "{:#x}", address.wrapping_add(v as u64)),
                    _ => Err(fmt::Error),
                }
            }
            fn print_mem(&mut self, inst: &Inst, op: u32, _: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                plain(inst, op + 1, "", out)?;
                out.write_char('(')?;
                plain(inst, op, "", out)?;
                out.write_char(')')
            }
            fn print_u_imm(&mut self, inst: &Inst, op: u32, modifier: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
                out.write_char('u')?;
                plain(inst, op, modifier, out)
            }
            fn print_special(&mut self, _: &Inst, modifier: &str, out: &mut dyn Write) -> fmt::Result {
                write!(out, "<{modifier}>")
            }
            fn simm12_operand_predicate(&self, op: &Operand) -> bool {
                op.as_imm().is_some_and(|v| (-2048..2048).contains(&v))
            }
            fn has_feature(&self, bit: u32) -> bool {
                self.features & (1 << bit) != 0
            }
            fn reg_in_class(&self, class: u32, reg: u32) -> bool {
                // GPR (class 0): r0-r2; GPRNoZero (class 1): r1, r2.
                match class {
                    0 => (2..=4).contains(&reg),
                    1 => (3..=4).contains(&reg),
                    _ => false,
                }
            }
        })*
    };
}

hooks!(att);

impl intel::PrinterHooks for Hooks {
    fn print_operand(&mut self, inst: &Inst, op: u32, modifier: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        plain(inst, op, modifier, out)
    }
    fn print_branch(&mut self, inst: &Inst, op: u32, m: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        plain(inst, op, m, out)
    }
    fn print_mem(&mut self, inst: &Inst, op: u32, m: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        plain(inst, op, m, out)
    }
    fn print_u_imm(&mut self, inst: &Inst, op: u32, m: &str, _: u64, out: &mut dyn Write) -> fmt::Result {
        plain(inst, op, m, out)
    }
    fn print_special(&mut self, _: &Inst, modifier: &str, out: &mut dyn Write) -> fmt::Result {
        write!(out, "<{modifier}>")
    }
    fn simm12_operand_predicate(&self, _: &Operand) -> bool {
        true
    }
    fn reg_in_class(&self, _: u32, _: u32) -> bool {
        true
    }
}

fn inst(name: &str, ops: &[Operand]) -> Inst {
    let op = Opcode::from_name(name).unwrap_or_else(|| panic!("no opcode {name}"));
    let mut mi = Inst::new(u32::from(op.value()));
    for &o in ops {
        mi.push(o);
    }
    mi
}

fn print(mi: &Inst, address: u64) -> String {
    let mut s = String::new();
    att::print_instruction(mi, address, &mut Hooks::default(), &mut s).expect("prints");
    s
}

fn alias(mi: &Inst, features: u64) -> Option<String> {
    let mut s = String::new();
    let mut hooks = Hooks { features, ..Hooks::default() };
    att::print_alias(mi, 0, &mut hooks, &mut s).expect("no error").then_some(s)
}

use Operand::{Imm, Reg};

#[test]
fn instructions_print_as_their_asm_strings() {
    assert_eq!(print(&inst("ADD", &[Reg(3), Reg(4), Reg(2)]), 0), "\tadd\tr1, r2, r0");
    assert_eq!(print(&inst("ADDI", &[Reg(3), Reg(4), Imm(-5)]), 0), "\taddi\tr1, r2, -5");
    // `${sh:hex}`: the modifier reaches the print method (printUImm).
    assert_eq!(print(&inst("SRLI", &[Reg(3), Reg(4), Imm(31)]), 0), "\tsrli\tr1, r2, u0x1f");
    assert_eq!(print(&inst("SLLI", &[Reg(3), Reg(4), Imm(3)]), 0), "\tslli\tr1, r2, u3");
    // PC-relative: the method gets the address.
    assert_eq!(print(&inst("BEQ", &[Reg(3), Reg(4), Imm(16)]), 0x1000), "\tbeq\tr1, r2, 0x1010");
    assert_eq!(print(&inst("LW", &[Reg(3), Reg(4), Imm(8)]), 0), "\tlw\tr1, 8(r2)");
    // A tied operand is printed from its own number.
    assert_eq!(print(&inst("INC", &[Reg(3), Reg(3), Imm(1)]), 0), "\tinc r1");
    assert_eq!(print(&inst("NOP", &[]), 0), "\tnop");
    assert_eq!(print(&inst("MV", &[Reg(3), Reg(4)]), 0), "\tmv\tr1,\n\tr2");
    // `${:comment}`, escaped braces and `$$`.
    assert_eq!(print(&inst("SPECIAL", &[]), 0), "\t<comment> special {x} $ \t\"q\"");
}

#[test]
fn the_second_variant_prints_its_own_syntax() {
    let mut s = String::new();
    intel::print_instruction(&inst("INC", &[Reg(3), Reg(3), Imm(1)]), 0, &mut Hooks::default(), &mut s)
        .expect("prints");
    assert_eq!(s, "\tinc r1, 1");
    s.clear();
    intel::print_instruction(&inst("ADDI", &[Reg(3), Reg(4), Imm(2)]), 0, &mut Hooks::default(), &mut s)
        .expect("prints");
    assert_eq!(s, "\taddi.i\tr1, r2, 2");
}

#[test]
fn opcodes_without_asm_strings_are_errors() {
    let mut s = String::new();
    let noasm = inst("NOASM", &[]);
    assert_eq!(
        att::print_instruction(&noasm, 0, &mut Hooks::default(), &mut s),
        Err(PrintError::NoAsmString(noasm.opcode()))
    );
    let unknown = Inst::new(1_000_000u32);
    assert_eq!(
        att::print_instruction(&unknown, 0, &mut Hooks::default(), &mut s),
        Err(PrintError::NoAsmString(1_000_000))
    );
    assert_eq!(s, "");
}

#[test]
fn aliases_print_when_their_conditions_hold() {
    // Priority, then definition order: `nop`, `mv`, `li` for ADDI.
    assert_eq!(alias(&inst("ADDI", &[Reg(2), Reg(2), Imm(0)]), 0).as_deref(), Some("\tnop"));
    assert_eq!(alias(&inst("ADDI", &[Reg(3), Reg(4), Imm(0)]), 0).as_deref(), Some("\tmv\tr1, r2"));
    assert_eq!(alias(&inst("ADDI", &[Reg(3), Reg(2), Imm(7)]), 0).as_deref(), Some("\tli\tr1, 7"));
    // `li`'s MCOperandPredicate rejects a wide immediate.
    assert_eq!(alias(&inst("ADDI", &[Reg(3), Reg(2), Imm(5000)]), 0), None);
    // A tied register: `double` needs the three the same.
    assert_eq!(alias(&inst("ADD", &[Reg(3), Reg(3), Reg(3)]), 0).as_deref(), Some("\tdouble\tr1"));
    assert_eq!(alias(&inst("ADD", &[Reg(3), Reg(3), Reg(4)]), 0), None);
    // A print method in the alias string: `shl`'s `$sh` is printUImm.
    assert_eq!(alias(&inst("SLLI", &[Reg(3), Reg(4), Imm(2)]), 0).as_deref(), Some("\tshl\tr1, r2, u2"));
    assert_eq!(alias(&inst("SLLI", &[Reg(3), Reg(4), Imm(1)]), 0).as_deref(), Some("\tsll1\tr1, r2"));
    // PC-relative method in an alias.
    assert_eq!(alias(&inst("BEQ", &[Reg(3), Reg(2), Imm(4)]), 0).as_deref(), Some("\tbeqz\tr1, 0x4"));
    // Features: `negb` (priority 2) needs FeatureA or FeatureB (bits 0, 1;
    // LLVM drops the `not`), `neg` needs FeatureA and a non-zero register.
    let sub = inst("SUB", &[Reg(3), Reg(2), Reg(4)]);
    assert_eq!(alias(&sub, 0), None);
    assert_eq!(alias(&sub, 0b10).as_deref(), Some("\tnegb\tr1, r2"));
    assert_eq!(alias(&sub, 0b01).as_deref(), Some("\tnegb\tr1, r2"));
    // The operand count must match the pattern's.
    assert_eq!(alias(&inst("ADDI", &[Reg(2), Reg(2)]), 0), None);
}

#[test]
fn bad_operands_are_errors_not_panics() {
    let mut s = String::new();
    let short = inst("ADD", &[Reg(3)]);
    assert_eq!(att::print_instruction(&short, 0, &mut Hooks::default(), &mut s), Err(PrintError::Fmt));
}

/// `register_name` answers as C++ `getRegisterName(Reg, AltIdx)`: indices
/// in LLVM's order (ABI, NoRegAltName, Raw), `Raw` falling back to the
/// plain names; nothing for `NoRegister`, unknown registers or indices, and
/// where no name answers (where LLVM asserts).
#[test]
fn register_names_follow_the_alternate_indices_and_fallbacks() {
    let (pc, r0, r2) = (1, 2, 4);
    let (abi, plain, raw) = (0, 1, 2);
    assert_eq!(att::register_name(r0, abi), Some("zero"));
    assert_eq!(att::register_name(r0, plain), Some("r0"));
    assert_eq!(att::register_name(r0, raw), Some("x0"));
    assert_eq!(att::register_name(r2, raw), Some("r2"), "Raw falls back to NoRegAltName");
    assert_eq!(att::register_name(pc, plain), Some("PC"), "no AsmName: the def's name");
    assert_eq!(att::register_name(pc, abi), None, "ABI has no fallback");
    assert_eq!(att::register_name(0, plain), None);
    assert_eq!(att::register_name(99, plain), None);
    assert_eq!(att::register_name(r0, 3), None);
}
