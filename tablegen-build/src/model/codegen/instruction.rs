//! One instruction as the code-generator backends see it (LLVM's
//! `CodeGenInstruction`), and every instruction of the target in enum order.
//!
//! Construction performs the checks LLVM's constructor performs, in the same
//! order (operand lists, then `Constraints`, then `DisableEncoding`), and
//! returns the first failure as a [`TargetError`]; [`Instructions::new`]
//! reports it as LLVM's `PrintFatalError`.

use crate::backend::{Records, Result};
use tablegen_core::init::InitKind;
use tablegen_core::intern::FxHashMap;
use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::operands::{OperandClasses, OperandList};
use super::{InstrEnumeration, TargetError};
use crate::support::fields::{derived, fatal};

/// One `Instruction` def, with its operands parsed.
#[derive(Clone, Debug)]
pub struct CodeGenInstruction {
    /// The def.
    pub def: RecId,
    /// `Namespace`.
    pub namespace: String,
    /// `AsmString`.
    pub asm_string: String,
    /// `isPseudo`.
    pub is_pseudo: bool,
    /// The operands, with constraints and `DisableEncoding` applied.
    pub operands: OperandList,
}

impl CodeGenInstruction {
    /// Reads `def` with LLVM's checks (the first failure is returned).
    pub fn new(rk: &RecordKeeper, def: RecId) -> std::result::Result<Self, TargetError> {
        Self::with_classes(rk, def, &OperandClasses::new(rk))
    }

    fn with_classes(rk: &RecordKeeper, def: RecId, cls: &OperandClasses) -> std::result::Result<Self, TargetError> {
        let at = |e| TargetError::at(rk, e);
        let mut operands = OperandList::with_classes(rk, def, cls)?;
        let namespace = rk.value_as_string(def, "Namespace").map_err(at)?.to_owned();
        let asm_string = rk.value_as_string(def, "AsmString").map_err(at)?.to_owned();
        let is_pseudo = rk.value_as_bit(def, "isPseudo").map_err(at)?;
        let constraints = rk.value_as_string(def, "Constraints").map_err(at)?;
        operands.parse_constraints(rk, constraints)?;
        let disable = rk.value_as_string(def, "DisableEncoding").map_err(at)?;
        operands.process_disable_encoding(rk, disable)?;
        Ok(CodeGenInstruction { def, namespace, asm_string, is_pseudo, operands })
    }

    /// The def's name.
    pub fn name<'a>(&self, rk: &'a RecordKeeper) -> &'a str {
        rk.name_str(self.def)
    }

    /// True when `Inst` is a dag: a variable-length encoding (LLVM's
    /// `isVariableLengthEncoding`).
    pub fn is_variable_length_encoding(&self, rk: &RecordKeeper) -> bool {
        rk.field(self.def, "Inst").is_some_and(|v| matches!(rk.inits.kind(v.value), InitKind::Dag { .. }))
    }
}

/// Every instruction of the target, parsed, in enum order (LLVM's
/// `getInstructionsByEnumValue`).
#[derive(Clone, Debug)]
pub struct Instructions {
    by_enum: Vec<CodeGenInstruction>,
    index: FxHashMap<RecId, usize>,
    enumeration: std::sync::Arc<InstrEnumeration>,
    variable_length: bool,
}

impl Instructions {
    /// Parses every `Instruction` def (in name order, so the first error is
    /// LLVM's) and numbers them, reporting failures as fatal errors.
    pub fn new(rk: &mut Records<'_>) -> Result<Self> {
        let defs = derived(rk, "Instruction")?;
        if defs.len() <= 2 {
            return fatal(rk, &[], "No 'Instruction' subclasses defined!");
        }
        let cls = OperandClasses::new(rk);
        let mut parsed = FxHashMap::default();
        parsed.reserve(defs.len());
        let mut variable_length = false;
        for &d in &defs {
            match CodeGenInstruction::with_classes(rk, d, &cls) {
                Ok(i) => {
                    variable_length |= i.is_variable_length_encoding(rk);
                    parsed.insert(d, i);
                }
                Err(e) => return fatal(rk, &e.locs, e.msg),
            }
        }
        let enumeration = rk.model(InstrEnumeration::new)?;
        let mut by_enum = Vec::with_capacity(parsed.len());
        let mut index = FxHashMap::default();
        index.reserve(parsed.len());
        for &d in enumeration.by_enum() {
            if let Some(i) = parsed.remove(&d) {
                index.insert(d, by_enum.len());
                by_enum.push(i);
            }
        }
        Ok(Instructions { by_enum, index, enumeration, variable_length })
    }

    /// The instructions in enum order.
    pub fn by_enum(&self) -> &[CodeGenInstruction] {
        &self.by_enum
    }

    /// The instruction of a def (LLVM's `getInstruction`).
    pub fn get(&self, def: RecId) -> Option<&CodeGenInstruction> {
        self.index.get(&def).map(|&i| &self.by_enum[i])
    }

    /// The enum numbering.
    pub fn enumeration(&self) -> &InstrEnumeration {
        &self.enumeration
    }

    /// True if some instruction's `Inst` is a dag (LLVM's
    /// `hasVariableLengthEncodings`).
    pub fn has_variable_length_encodings(&self) -> bool {
        self.variable_length
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::codegen::operands::Constraint;

    const PRELUDE: &str = r#"
        def ops; def outs; def ins;
        class Operand<string t> { string PrintMethod = "printOperand"; string OperandType = "OPERAND_UNKNOWN";
          string OperandNamespace = "MCOI"; string EncoderMethod = ""; dag MIOperandInfo = (ops); }
        class RegisterClass;
        def GPR : RegisterClass;
        def imm : Operand<"i32"> { let EncoderMethod = "getImm"; }
        def mem : Operand<"i32"> { let MIOperandInfo = (ops GPR:$base, imm:$off); }
        class Instruction { string Namespace = "X"; string AsmString = ""; bit isPseudo = false;
          string Constraints = ""; string DisableEncoding = ""; dag OutOperandList; dag InOperandList; }
    "#;

    fn parse(body: &str) -> (RecordKeeper, std::result::Result<CodeGenInstruction, TargetError>) {
        let rk = tablegen_core::parse_str("t.td", &format!("{PRELUDE}{body}")).unwrap();
        let def = rk.def("I").unwrap();
        let r = CodeGenInstruction::new(&rk, def);
        (rk, r)
    }

    #[test]
    fn flat_numbering_and_ties() {
        let (_, r) = parse(
            r#"def I : Instruction { let OutOperandList = (outs GPR:$dst);
                 let InOperandList = (ins GPR:$src, mem:$addr, imm:$i);
                 let Constraints = "$src = $dst,@earlyclobber $dst"; let DisableEncoding = "$i"; }"#,
        );
        let i = r.unwrap();
        let ops = &i.operands;
        assert_eq!(ops.num_defs, 1);
        let mi: Vec<_> = ops.operands.iter().map(|o| (o.mi_operand_no, o.mi_num_operands)).collect();
        assert_eq!(mi, [(0, 1), (1, 1), (2, 2), (4, 1)]);
        assert_eq!(ops.operands[1].constraints[0], Constraint::Tied(0));
        assert_eq!(ops.operands[0].constraints[0], Constraint::EarlyClobber);
        assert!(ops.is_flat_operand_not_emitted(4));
        assert_eq!(ops.sub_operand_number(3), Some((2, 1)));
        assert_eq!(ops.operands[3].encoder_methods[0], "getImm");
        assert_eq!(ops.operands[0].operand_type, "MCOI::OPERAND_REGISTER");
    }

    #[test]
    fn errors_in_llvm_words() {
        let (_, r) =
            parse(r#"def I : Instruction { let OutOperandList = (outs GPR:$a); let InOperandList = (ins GPR:$a); }"#);
        assert_eq!(r.unwrap_err().msg, "In instruction 'I', operand #1 has the same name as a previous operand!");
        let (_, r) = parse(
            r#"def I : Instruction { let OutOperandList = (outs GPR:$a); let InOperandList = (ins GPR:$b);
                 let Constraints = "$a=$b"; }"#,
        );
        assert_eq!(r.unwrap_err().msg, "Unrecognized constraint '$a=$b' in 'I'");
        let (_, r) = parse(
            r#"def I : Instruction { let OutOperandList = (outs GPR:$a); let InOperandList = (ins mem:$m);
                 let DisableEncoding = "$m"; }"#,
        );
        assert_eq!(r.unwrap_err().msg, "I: Illegal to refer to whole operand part of complex operand '$m'");
    }
}
