//! An instruction's `AsmString` read as the steps that print it (LLVM's
//! `AsmWriterInst`): literal text, operands printed by their operand's
//! `PrintMethod`, and the final return.

use tablegen_core::RecordKeeper;

use super::flatten_variants;
use crate::model::codegen::{CodeGenInstruction, TargetError};

/// One step of printing an instruction (LLVM's `AsmWriterOperand`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AsmOperand {
    /// Text printed as is, held as the body of a C++ string literal (LLVM
    /// keeps it escaped: a tab is `\t`, a quote `\"`); [`unescape`] gives the
    /// text itself.
    Literal(String),
    /// An operand printed by a method.
    Print(OperandPrint),
    /// The end of the instruction (C++ `return;`).
    Return,
}

/// An operand printed by a target method (`printOperand(MI, 2, O)`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OperandPrint {
    /// The method: the operand's `PrintMethod`, or `PrintSpecial` for a
    /// `${:modifier}` that names no operand.
    pub method: String,
    /// The machine operand number (`MIOperandNo`); `None` for
    /// `PrintSpecial`, which takes none.
    pub mi_op: Option<u32>,
    /// The `${op:modifier}` modifier, empty for none.
    pub modifier: String,
    /// The operand is PC-relative (`OperandType` `MCOI::OPERAND_PCREL`): the
    /// method also receives the instruction's address.
    pub pc_rel: bool,
}

impl AsmOperand {
    /// The C++ statement that performs the step (LLVM's `getCode`):
    /// `O << "text";`, `printOperand(MI, 1, O);`, `return;`. With
    /// `pass_subtarget`, methods also receive `STI`.
    ///
    /// ```
    /// use tablegen_build::model::asm::{AsmOperand, OperandPrint};
    /// let op = AsmOperand::Print(OperandPrint {
    ///     method: "printBranchOperand".into(), mi_op: Some(2), modifier: String::new(), pc_rel: true });
    /// assert_eq!(op.cpp_code(true), "printBranchOperand(MI, Address, 2, STI, O);");
    /// assert_eq!(AsmOperand::Literal(", ".into()).cpp_code(false), "O << \", \";");
    /// assert_eq!(AsmOperand::Literal("(".into()).cpp_code(false), "O << '(';");
    /// ```
    pub fn cpp_code(&self, pass_subtarget: bool) -> String {
        match self {
            AsmOperand::Literal(s) if s.len() == 1 => format!("O << '{s}';"),
            AsmOperand::Literal(s) => format!("O << \"{s}\";"),
            AsmOperand::Return => "return;".to_owned(),
            AsmOperand::Print(p) => {
                let mut code = format!("{}(MI", p.method);
                if p.pc_rel {
                    code.push_str(", Address");
                }
                if let Some(n) = p.mi_op {
                    code.push_str(&format!(", {n}"));
                }
                if pass_subtarget {
                    code.push_str(", STI");
                }
                code.push_str(", O");
                if !p.modifier.is_empty() {
                    code.push_str(&format!(", \"{}\"", p.modifier));
                }
                code.push_str(");");
                code
            }
        }
    }
}

/// How two instructions' steps differ (LLVM's `MatchesAllButOneOp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepsDiffer {
    /// Every step is the same.
    Nowhere,
    /// Exactly one step differs: this one.
    At(usize),
    /// The step counts differ, or more than one step does.
    More,
}

/// An instruction's printing steps under one assembly variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmWriterInst {
    /// The instruction's position in enum order.
    pub index: usize,
    /// The steps; the last is [`AsmOperand::Return`].
    pub operands: Vec<AsmOperand>,
}

impl AsmWriterInst {
    /// Reads `inst`'s `AsmString` under variant `variant`: `$name` and
    /// `${name:modifier}` print the named operand, `${:modifier}` calls
    /// `PrintSpecial`, `$$` is a dollar, `\n`, `\t` and `\` before one of
    /// `${|}\` are escapes; anything else is text. The first problem is
    /// returned in LLVM's words, at the instruction.
    pub fn new(
        rk: &RecordKeeper,
        inst: &CodeGenInstruction,
        index: usize,
        variant: u32,
    ) -> Result<AsmWriterInst, TargetError> {
        let name = rk.name_str(inst.def);
        let fail = |msg: String| TargetError { locs: rk.record(inst.def).locs.to_vec(), msg };
        let asm = flatten_variants(&inst.asm_string, variant);
        let s = asm.as_bytes();
        let mut ops: Vec<AsmOperand> = Vec::new();
        let mut text: Vec<u8> = Vec::new();
        let mut at = 0;
        let flush = |ops: &mut Vec<AsmOperand>, text: &mut Vec<u8>| {
            if !text.is_empty() {
                ops.push(AsmOperand::Literal(String::from_utf8_lossy(text).into_owned()));
                text.clear();
            }
        };
        while at < s.len() {
            match s[at] {
                b'$' if s.get(at + 1) == Some(&b'$') => {
                    text.push(b'$');
                    at += 2;
                }
                b'$' => {
                    let mut var = at + 1;
                    let braced = s.get(var) == Some(&b'{');
                    if braced {
                        var += 1;
                    }
                    let mut end = var;
                    while end < s.len() && is_ident(s[end]) {
                        end += 1;
                    }
                    let var_name = String::from_utf8_lossy(&s[var..end]).into_owned();
                    let mut modifier = String::new();
                    if braced {
                        let unterminated =
                            || fail(format!("Reached end of string before terminating curly brace in '{name}'"));
                        if end >= s.len() {
                            return Err(unterminated());
                        }
                        if s[end] == b':' {
                            end += 1;
                            if end >= s.len() {
                                return Err(unterminated());
                            }
                            let m = end;
                            while end < s.len() && is_ident(s[end]) {
                                end += 1;
                            }
                            modifier = String::from_utf8_lossy(&s[m..end]).into_owned();
                            if modifier.is_empty() {
                                return Err(fail(format!("Bad operand modifier name in '{name}'")));
                            }
                        }
                        if s.get(end) != Some(&b'}') {
                            return Err(fail(format!(
                                "Variable name beginning with '{{' did not end with '}}' in '{name}'"
                            )));
                        }
                        end += 1;
                    }
                    if var_name.is_empty() && modifier.is_empty() {
                        return Err(fail(format!("Stray '$' in '{name}' asm string, maybe you want $$?")));
                    }
                    flush(&mut ops, &mut text);
                    ops.push(AsmOperand::Print(if var_name.is_empty() {
                        OperandPrint { method: "PrintSpecial".into(), mi_op: None, modifier, pc_rel: false }
                    } else {
                        let n = inst.operands.operand_named_or_err(rk, &var_name)?;
                        let op = &inst.operands.operands[n as usize];
                        OperandPrint {
                            method: op.printer_method.clone(),
                            mi_op: Some(op.mi_operand_no),
                            modifier,
                            pc_rel: op.operand_type == "MCOI::OPERAND_PCREL",
                        }
                    }));
                    at = end;
                }
                b'\\' => {
                    // LLVM leaves a trailing backslash unconsumed and loops
                    // forever; it is reported here instead.
                    let Some(&next) = s.get(at + 1) else {
                        return Err(fail(format!("Non-supported escaped character found in instruction '{name}'!")));
                    };
                    match next {
                        b'n' => text.extend_from_slice(b"\\n"),
                        b't' => text.extend_from_slice(b"\\t"),
                        b'$' | b'{' | b'|' | b'}' | b'\\' => text.push(next),
                        _ => {
                            return Err(fail(format!("Non-supported escaped character found in instruction '{name}'!")))
                        }
                    }
                    at += 2;
                }
                c => {
                    match c {
                        b'\n' => text.extend_from_slice(b"\\n"),
                        b'\t' => text.extend_from_slice(b"\\t"),
                        b'"' => text.extend_from_slice(b"\\\""),
                        _ => text.push(c),
                    }
                    at += 1;
                }
            }
        }
        flush(&mut ops, &mut text);
        ops.push(AsmOperand::Return);
        Ok(AsmWriterInst { index, operands: ops })
    }

    /// Where this instruction's steps differ from `other`'s.
    pub fn differs_from(&self, other: &AsmWriterInst) -> StepsDiffer {
        if self.operands.len() != other.operands.len() {
            return StepsDiffer::More;
        }
        let mut at = StepsDiffer::Nowhere;
        for (i, (a, b)) in self.operands.iter().zip(&other.operands).enumerate() {
            if a != b {
                if at != StepsDiffer::Nowhere {
                    return StepsDiffer::More;
                }
                at = StepsDiffer::At(i);
            }
        }
        at
    }
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The text a C++ string literal's body stands for, for the escapes LLVM's
/// AsmWriter undoes in mnemonics (`UnescapeString`): `\a \b \e \f \n \r \t
/// \v \" \' \\`; a backslash before anything else stays.
///
/// ```
/// use tablegen_build::model::asm::unescape;
/// assert_eq!(unescape("add\\t"), "add\t");
/// assert_eq!(unescape("a\\qb\\\\"), "a\\qb\\");
/// ```
pub fn unescape(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            let c = match b[i + 1] {
                b'a' => Some(7),
                b'b' => Some(8),
                b'e' => Some(27),
                b'f' => Some(12),
                b'n' => Some(b'\n'),
                b'r' => Some(b'\r'),
                b't' => Some(b'\t'),
                b'v' => Some(11),
                b'"' => Some(b'"'),
                b'\'' => Some(b'\''),
                b'\\' => Some(b'\\'),
                _ => None,
            };
            if let Some(c) = c {
                out.push(c);
                i += 2;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
