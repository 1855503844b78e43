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
use super::{kept, InstrEnumeration, TargetError};
use crate::support::fields::{derived, fatal};
use crate::support::persist;

/// One `Instruction` def, with its operands parsed.
#[derive(Clone, Debug, PartialEq)]
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

    fn with_classes<'a>(
        rk: &'a RecordKeeper,
        def: RecId,
        cls: &OperandClasses<'a>,
    ) -> std::result::Result<Self, TargetError> {
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

/// The properties of an instruction that its record states directly (the
/// bits LLVM's `CodeGenInstruction` constructor reads), its implicit
/// register operands and its deprecation. `mayLoad`, `mayStore` and
/// `hasSideEffects` may be left unset and inferred from the patterns (see
/// [`crate::model::patterns::flags`]); here they are as written, unset
/// reading as false.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InstProperties {
    /// `isPreISelOpcode`.
    pub is_pre_isel_opcode: bool,
    /// `isReturn`.
    pub is_return: bool,
    /// `isEHScopeReturn`.
    pub is_eh_scope_return: bool,
    /// `isBranch`.
    pub is_branch: bool,
    /// `isIndirectBranch`.
    pub is_indirect_branch: bool,
    /// `isCompare`.
    pub is_compare: bool,
    /// `isMoveImm`.
    pub is_move_imm: bool,
    /// `isMoveReg`.
    pub is_move_reg: bool,
    /// `isBitcast` (the patterns may set it too).
    pub is_bitcast: bool,
    /// `isSelect`.
    pub is_select: bool,
    /// `isBarrier`.
    pub is_barrier: bool,
    /// `isCall`.
    pub is_call: bool,
    /// `isAdd`.
    pub is_add: bool,
    /// `isTrap`.
    pub is_trap: bool,
    /// `canFoldAsLoad`.
    pub can_fold_as_load: bool,
    /// Predicable: not `isUnpredicable`, and a `PredicateOp` operand or
    /// `isPredicable`.
    pub is_predicable: bool,
    /// `isConvertibleToThreeAddress`.
    pub is_convertible_to_three_address: bool,
    /// `isCommutable`.
    pub is_commutable: bool,
    /// `isTerminator`.
    pub is_terminator: bool,
    /// `isReMaterializable`.
    pub is_rematerializable: bool,
    /// `hasDelaySlot`.
    pub has_delay_slot: bool,
    /// `usesCustomInserter`.
    pub uses_custom_inserter: bool,
    /// `hasPostISelHook`.
    pub has_post_isel_hook: bool,
    /// `hasCtrlDep`.
    pub has_ctrl_dep: bool,
    /// `isNotDuplicable`.
    pub is_not_duplicable: bool,
    /// `isRegSequence`.
    pub is_reg_sequence: bool,
    /// `isExtractSubreg`.
    pub is_extract_subreg: bool,
    /// `isInsertSubreg`.
    pub is_insert_subreg: bool,
    /// `isConvergent`.
    pub is_convergent: bool,
    /// `hasNoSchedulingInfo`.
    pub has_no_scheduling_info: bool,
    /// `FastISelShouldIgnore`.
    pub fast_isel_should_ignore: bool,
    /// `variadicOpsAreDefs`.
    pub variadic_ops_are_defs: bool,
    /// `isAuthenticated`.
    pub is_authenticated: bool,
    /// `mayLoad` as written (unset is false).
    pub may_load: bool,
    /// `mayStore` as written (unset is false).
    pub may_store: bool,
    /// `mayRaiseFPException`.
    pub may_raise_fp_exception: bool,
    /// `hasSideEffects` as written (unset is false).
    pub has_side_effects: bool,
    /// `isAsCheapAsAMove`.
    pub is_as_cheap_as_a_move: bool,
    /// `hasExtraSrcRegAllocReq`.
    pub has_extra_src_reg_alloc_req: bool,
    /// `hasExtraDefRegAllocReq`.
    pub has_extra_def_reg_alloc_req: bool,
    /// `isCodeGenOnly`.
    pub is_code_gen_only: bool,
    /// `isPseudo`.
    pub is_pseudo: bool,
    /// `isMeta`.
    pub is_meta: bool,
    /// `Defs`: registers written implicitly.
    pub implicit_defs: Vec<RecId>,
    /// `Uses`: registers read implicitly.
    pub implicit_uses: Vec<RecId>,
    /// Why the instruction is deprecated, if it is.
    pub deprecation: Option<Deprecation>,
}

/// How an instruction is deprecated (LLVM's `DeprecatedReason` with
/// `HasComplexDeprecationPredicate`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deprecation {
    /// `DeprecatedFeatureMask`: deprecated when the subtarget has this
    /// feature (the value as TableGen prints it, a feature's name).
    Feature(String),
    /// `ComplexDeprecationPredicate`: the target's
    /// `get<Name>DeprecationInfo` function decides.
    Complex(String),
}

impl InstProperties {
    /// Reads the properties of `inst` in the order LLVM's constructor reads
    /// them, returning the first missing or mistyped field in LLVM's words.
    /// (LLVM reads them while constructing every instruction; they are
    /// read here for the backends that print them.)
    pub fn new(rk: &RecordKeeper, inst: &CodeGenInstruction) -> std::result::Result<Self, TargetError> {
        let def = inst.def;
        let at = |e| TargetError::at(rk, e);
        let bit = |f: &str| rk.value_as_bit(def, f).map_err(at);
        // `getValueAsBitOrUnset`: `?` reads as false.
        let bit_or_unset = |f: &str| -> std::result::Result<bool, TargetError> {
            if rk.value_init(def, f).map_err(at)? == tablegen_core::init::Init::UNSET {
                return Ok(false);
            }
            bit(f)
        };
        let mut p = InstProperties {
            is_pre_isel_opcode: bit("isPreISelOpcode")?,
            is_return: bit("isReturn")?,
            is_eh_scope_return: bit("isEHScopeReturn")?,
            is_branch: bit("isBranch")?,
            is_indirect_branch: bit("isIndirectBranch")?,
            is_compare: bit("isCompare")?,
            is_move_imm: bit("isMoveImm")?,
            is_move_reg: bit("isMoveReg")?,
            is_bitcast: bit("isBitcast")?,
            is_select: bit("isSelect")?,
            is_barrier: bit("isBarrier")?,
            is_call: bit("isCall")?,
            is_add: bit("isAdd")?,
            is_trap: bit("isTrap")?,
            can_fold_as_load: bit("canFoldAsLoad")?,
            ..InstProperties::default()
        };
        p.is_predicable = !bit("isUnpredicable")? && (inst.operands.is_predicable || bit("isPredicable")?);
        p.is_convertible_to_three_address = bit("isConvertibleToThreeAddress")?;
        p.is_commutable = bit("isCommutable")?;
        p.is_terminator = bit("isTerminator")?;
        p.is_rematerializable = bit("isReMaterializable")?;
        p.has_delay_slot = bit("hasDelaySlot")?;
        p.uses_custom_inserter = bit("usesCustomInserter")?;
        p.has_post_isel_hook = bit("hasPostISelHook")?;
        p.has_ctrl_dep = bit("hasCtrlDep")?;
        p.is_not_duplicable = bit("isNotDuplicable")?;
        p.is_reg_sequence = bit("isRegSequence")?;
        p.is_extract_subreg = bit("isExtractSubreg")?;
        p.is_insert_subreg = bit("isInsertSubreg")?;
        p.is_convergent = bit("isConvergent")?;
        p.has_no_scheduling_info = bit("hasNoSchedulingInfo")?;
        p.fast_isel_should_ignore = bit("FastISelShouldIgnore")?;
        p.variadic_ops_are_defs = bit("variadicOpsAreDefs")?;
        p.is_authenticated = bit("isAuthenticated")?;
        p.may_load = bit_or_unset("mayLoad")?;
        p.may_store = bit_or_unset("mayStore")?;
        p.may_raise_fp_exception = bit("mayRaiseFPException")?;
        p.has_side_effects = bit_or_unset("hasSideEffects")?;
        p.is_as_cheap_as_a_move = bit("isAsCheapAsAMove")?;
        p.has_extra_src_reg_alloc_req = bit("hasExtraSrcRegAllocReq")?;
        p.has_extra_def_reg_alloc_req = bit("hasExtraDefRegAllocReq")?;
        p.is_code_gen_only = bit("isCodeGenOnly")?;
        p.is_pseudo = bit("isPseudo")?;
        p.is_meta = bit("isMeta")?;
        p.implicit_defs = rk.value_as_list_of_defs(def, "Defs").map_err(at)?;
        p.implicit_uses = rk.value_as_list_of_defs(def, "Uses").map_err(at)?;
        p.deprecation = if rk.field(def, "ComplexDeprecationPredicate").is_some() {
            Some(Deprecation::Complex(rk.value_as_string(def, "ComplexDeprecationPredicate").map_err(at)?.to_owned()))
        } else {
            rk.field(def, "DeprecatedFeatureMask").map(|v| Deprecation::Feature(rk.as_string(v.value)))
        };
        Ok(p)
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
    ///
    /// A record cache keeps the table (see `kept.rs`): a run whose records
    /// came from one reads it back instead.
    pub fn new(rk: &mut Records<'_>) -> Result<Self> {
        crate::support::phase::time("codegen: instructions", || {
            if let Some(k) = persist::load(rk, kept::PERSISTED, |b| kept::decode(rk, b)) {
                // The enumeration is a model of its own too.
                let enumeration = rk.model(move |_| Ok(k.enumeration))?;
                let index = k.by_enum.iter().enumerate().map(|(i, inst)| (inst.def, i)).collect();
                return Ok(Instructions { by_enum: k.by_enum, index, enumeration, variable_length: k.variable_length });
            }
            persist::make(rk, kept::PERSISTED, Self::read, |i| Some(kept::encode(i)))
        })
    }

    pub(super) fn read(rk: &mut Records<'_>) -> Result<Self> {
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
