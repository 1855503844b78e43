// The classes of llvm/TableGen/SearchableTable.td, restated so that this
// input needs no include path.
class GenericEnum {
  string FilterClass;
  string NameField;
  string ValueField;
}
class GenericTable {
  string FilterClass;
  string FilterClassField = ?;
  string CppTypeName = FilterClass;
  list<string> Fields;
  list<string> PrimaryKey;
  string PrimaryKeyName;
  bit PrimaryKeyEarlyOut = false;
  bit PrimaryKeyReturnRange = false;
}
class SearchIndex {
  GenericTable Table;
  list<string> Key;
  bit EarlyOut = false;
}
class SearchableTable {
  list<string> SearchableFields;
  string EnumNameField = "Name";
  string EnumValueField;
}

// Just enough of llvm/Target/Target.td for a CodeGenTarget and its
// CodeGenInstructions.
class Predicate<string cond> { string CondString = cond; }
class HwMode<string features, list<Predicate> ps> {
  string Features = features;
  list<Predicate> Predicates = ps;
}
def DefaultMode : HwMode<"", []>;
class HwModeSelect<list<HwMode> ms> { list<HwMode> Modes = ms; }
class Fusion;
class Target;
class Register;
def ins;
def outs;
class Instruction {
  string Namespace = "";
  dag OutOperandList = (outs);
  dag InOperandList = (ins);
  string AsmString = "";
  bit isPreISelOpcode = false;
  bit isReturn = false;
  bit isEHScopeReturn = false;
  bit isBranch = false;
  bit isIndirectBranch = false;
  bit isCompare = false;
  bit isMoveImm = false;
  bit isMoveReg = false;
  bit isBitcast = false;
  bit isSelect = false;
  bit isBarrier = false;
  bit isCall = false;
  bit isAdd = false;
  bit isTrap = false;
  bit canFoldAsLoad = false;
  bit isUnpredicable = false;
  bit isPredicable = false;
  bit isConvertibleToThreeAddress = false;
  bit isCommutable = false;
  bit isTerminator = false;
  bit isReMaterializable = false;
  bit hasDelaySlot = false;
  bit usesCustomInserter = false;
  bit hasPostISelHook = false;
  bit hasCtrlDep = false;
  bit isNotDuplicable = false;
  bit isRegSequence = false;
  bit isExtractSubreg = false;
  bit isInsertSubreg = false;
  bit isConvergent = false;
  bit hasNoSchedulingInfo = false;
  bit FastISelShouldIgnore = false;
  bit variadicOpsAreDefs = false;
  bit isAuthenticated = false;
  bit mayRaiseFPException = false;
  bit isAsCheapAsAMove = false;
  bit hasExtraSrcRegAllocReq = false;
  bit hasExtraDefRegAllocReq = false;
  bit isCodeGenOnly = false;
  bit isPseudo = false;
  bit isMeta = false;
  bit mayLoad = ?;
  bit mayStore = ?;
  bit hasSideEffects = ?;
  list<Register> Defs = [];
  list<Register> Uses = [];
  string Constraints = "";
  string DisableEncoding = "";
  Instruction Opcode = !cast<Instruction>(NAME);
  bit InTable = false;
}

def A : Target;
let Namespace = "TargetOpcode" in {
def PHI : Instruction { let InTable = true; }
def INLINEASM : Instruction;
def INLINEASM_BR : Instruction;
def CFI_INSTRUCTION : Instruction;
def EH_LABEL : Instruction;
def GC_LABEL : Instruction;
def ANNOTATION_LABEL : Instruction;
def KILL : Instruction { let InTable = true; }
def EXTRACT_SUBREG : Instruction;
def INSERT_SUBREG : Instruction;
def IMPLICIT_DEF : Instruction;
def SUBREG_TO_REG : Instruction;
def COPY_TO_REGCLASS : Instruction;
def DBG_VALUE : Instruction;
def DBG_VALUE_LIST : Instruction;
def DBG_INSTR_REF : Instruction;
def DBG_PHI : Instruction;
def DBG_LABEL : Instruction;
def REG_SEQUENCE : Instruction;
def COPY : Instruction { let InTable = true; }
def BUNDLE : Instruction;
def LIFETIME_START : Instruction;
def LIFETIME_END : Instruction;
def PSEUDO_PROBE : Instruction;
def ARITH_FENCE : Instruction;
def STACKMAP : Instruction;
def FENTRY_CALL : Instruction;
def PATCHPOINT : Instruction;
def LOAD_STACK_GUARD : Instruction;
def PREALLOCATED_SETUP : Instruction;
def PREALLOCATED_ARG : Instruction;
def STATEPOINT : Instruction;
def LOCAL_ESCAPE : Instruction;
def FAULTING_OP : Instruction;
def PATCHABLE_OP : Instruction;
def PATCHABLE_FUNCTION_ENTER : Instruction;
def PATCHABLE_RET : Instruction;
def PATCHABLE_FUNCTION_EXIT : Instruction;
def PATCHABLE_TAIL_CALL : Instruction;
def PATCHABLE_EVENT_CALL : Instruction;
def PATCHABLE_TYPED_EVENT_CALL : Instruction;
def ICALL_BRANCH_FUNNEL : Instruction;
def MEMBARRIER : Instruction;
def JUMP_TABLE_DEBUG_INFO : Instruction;
def CONVERGENCECTRL_ENTRY : Instruction;
def CONVERGENCECTRL_ANCHOR : Instruction;
def CONVERGENCECTRL_LOOP : Instruction;
def CONVERGENCECTRL_GLUE : Instruction;
def G_ASSERT_SEXT : Instruction;
def G_ASSERT_ZEXT : Instruction;
def G_ASSERT_ALIGN : Instruction;
def G_ADD : Instruction { let InTable = true; }
def G_SUB : Instruction;
def G_MUL : Instruction;
def G_SDIV : Instruction;
def G_UDIV : Instruction;
def G_SREM : Instruction;
def G_UREM : Instruction;
def G_SDIVREM : Instruction;
def G_UDIVREM : Instruction;
def G_AND : Instruction;
def G_OR : Instruction;
def G_XOR : Instruction;
def G_IMPLICIT_DEF : Instruction;
def G_PHI : Instruction;
def G_FRAME_INDEX : Instruction;
def G_GLOBAL_VALUE : Instruction;
def G_PTRAUTH_GLOBAL_VALUE : Instruction;
def G_CONSTANT_POOL : Instruction;
def G_EXTRACT : Instruction;
def G_UNMERGE_VALUES : Instruction;
def G_INSERT : Instruction;
def G_MERGE_VALUES : Instruction;
def G_BUILD_VECTOR : Instruction;
def G_BUILD_VECTOR_TRUNC : Instruction;
def G_CONCAT_VECTORS : Instruction;
def G_PTRTOINT : Instruction;
def G_INTTOPTR : Instruction;
def G_BITCAST : Instruction;
def G_FREEZE : Instruction;
def G_CONSTANT_FOLD_BARRIER : Instruction;
def G_INTRINSIC_FPTRUNC_ROUND : Instruction;
def G_INTRINSIC_TRUNC : Instruction;
def G_INTRINSIC_ROUND : Instruction;
def G_INTRINSIC_LRINT : Instruction;
def G_INTRINSIC_LLRINT : Instruction;
def G_INTRINSIC_ROUNDEVEN : Instruction;
def G_READCYCLECOUNTER : Instruction;
def G_READSTEADYCOUNTER : Instruction;
def G_LOAD : Instruction;
def G_SEXTLOAD : Instruction;
def G_ZEXTLOAD : Instruction;
def G_INDEXED_LOAD : Instruction;
def G_INDEXED_SEXTLOAD : Instruction;
def G_INDEXED_ZEXTLOAD : Instruction;
def G_STORE : Instruction;
def G_INDEXED_STORE : Instruction;
def G_ATOMIC_CMPXCHG_WITH_SUCCESS : Instruction;
def G_ATOMIC_CMPXCHG : Instruction;
def G_ATOMICRMW_XCHG : Instruction;
def G_ATOMICRMW_ADD : Instruction;
def G_ATOMICRMW_SUB : Instruction;
def G_ATOMICRMW_AND : Instruction;
def G_ATOMICRMW_NAND : Instruction;
def G_ATOMICRMW_OR : Instruction;
def G_ATOMICRMW_XOR : Instruction;
def G_ATOMICRMW_MAX : Instruction;
def G_ATOMICRMW_MIN : Instruction;
def G_ATOMICRMW_UMAX : Instruction;
def G_ATOMICRMW_UMIN : Instruction;
def G_ATOMICRMW_FADD : Instruction;
def G_ATOMICRMW_FSUB : Instruction;
def G_ATOMICRMW_FMAX : Instruction;
def G_ATOMICRMW_FMIN : Instruction;
def G_ATOMICRMW_UINC_WRAP : Instruction;
def G_ATOMICRMW_UDEC_WRAP : Instruction;
def G_FENCE : Instruction;
def G_PREFETCH : Instruction;
def G_BRCOND : Instruction;
def G_BRINDIRECT : Instruction;
def G_INVOKE_REGION_START : Instruction;
def G_INTRINSIC : Instruction;
def G_INTRINSIC_W_SIDE_EFFECTS : Instruction;
def G_INTRINSIC_CONVERGENT : Instruction;
def G_INTRINSIC_CONVERGENT_W_SIDE_EFFECTS : Instruction;
def G_ANYEXT : Instruction;
def G_TRUNC : Instruction;
def G_CONSTANT : Instruction;
def G_FCONSTANT : Instruction;
def G_VASTART : Instruction;
def G_VAARG : Instruction;
def G_SEXT : Instruction;
def G_SEXT_INREG : Instruction;
def G_ZEXT : Instruction;
def G_SHL : Instruction;
def G_LSHR : Instruction;
def G_ASHR : Instruction;
def G_FSHL : Instruction;
def G_FSHR : Instruction;
def G_ROTR : Instruction;
def G_ROTL : Instruction;
def G_ICMP : Instruction;
def G_FCMP : Instruction;
def G_SCMP : Instruction;
def G_UCMP : Instruction;
def G_SELECT : Instruction;
def G_UADDO : Instruction;
def G_UADDE : Instruction;
def G_USUBO : Instruction;
def G_USUBE : Instruction;
def G_SADDO : Instruction;
def G_SADDE : Instruction;
def G_SSUBO : Instruction;
def G_SSUBE : Instruction;
def G_UMULO : Instruction;
def G_SMULO : Instruction;
def G_UMULH : Instruction;
def G_SMULH : Instruction;
def G_UADDSAT : Instruction;
def G_SADDSAT : Instruction;
def G_USUBSAT : Instruction;
def G_SSUBSAT : Instruction;
def G_USHLSAT : Instruction;
def G_SSHLSAT : Instruction;
def G_SMULFIX : Instruction;
def G_UMULFIX : Instruction;
def G_SMULFIXSAT : Instruction;
def G_UMULFIXSAT : Instruction;
def G_SDIVFIX : Instruction;
def G_UDIVFIX : Instruction;
def G_SDIVFIXSAT : Instruction;
def G_UDIVFIXSAT : Instruction;
def G_FADD : Instruction;
def G_FSUB : Instruction;
def G_FMUL : Instruction;
def G_FMA : Instruction;
def G_FMAD : Instruction;
def G_FDIV : Instruction;
def G_FREM : Instruction;
def G_FPOW : Instruction;
def G_FPOWI : Instruction;
def G_FEXP : Instruction;
def G_FEXP2 : Instruction;
def G_FEXP10 : Instruction;
def G_FLOG : Instruction;
def G_FLOG2 : Instruction;
def G_FLOG10 : Instruction;
def G_FLDEXP : Instruction;
def G_FFREXP : Instruction;
def G_FNEG : Instruction;
def G_FPEXT : Instruction;
def G_FPTRUNC : Instruction;
def G_FPTOSI : Instruction;
def G_FPTOUI : Instruction;
def G_SITOFP : Instruction;
def G_UITOFP : Instruction;
def G_FABS : Instruction;
def G_FCOPYSIGN : Instruction;
def G_IS_FPCLASS : Instruction;
def G_FCANONICALIZE : Instruction;
def G_FMINNUM : Instruction;
def G_FMAXNUM : Instruction;
def G_FMINNUM_IEEE : Instruction;
def G_FMAXNUM_IEEE : Instruction;
def G_FMINIMUM : Instruction;
def G_FMAXIMUM : Instruction;
def G_GET_FPENV : Instruction;
def G_SET_FPENV : Instruction;
def G_RESET_FPENV : Instruction;
def G_GET_FPMODE : Instruction;
def G_SET_FPMODE : Instruction;
def G_RESET_FPMODE : Instruction;
def G_PTR_ADD : Instruction;
def G_PTRMASK : Instruction;
def G_SMIN : Instruction;
def G_SMAX : Instruction;
def G_UMIN : Instruction;
def G_UMAX : Instruction;
def G_ABS : Instruction;
def G_LROUND : Instruction;
def G_LLROUND : Instruction;
def G_BR : Instruction;
def G_BRJT : Instruction;
def G_VSCALE : Instruction;
def G_INSERT_SUBVECTOR : Instruction;
def G_EXTRACT_SUBVECTOR : Instruction;
def G_INSERT_VECTOR_ELT : Instruction;
def G_EXTRACT_VECTOR_ELT : Instruction;
def G_SHUFFLE_VECTOR : Instruction;
def G_SPLAT_VECTOR : Instruction;
def G_VECTOR_COMPRESS : Instruction;
def G_CTTZ : Instruction;
def G_CTTZ_ZERO_UNDEF : Instruction;
def G_CTLZ : Instruction;
def G_CTLZ_ZERO_UNDEF : Instruction;
def G_CTPOP : Instruction;
def G_BSWAP : Instruction;
def G_BITREVERSE : Instruction;
def G_FCEIL : Instruction;
def G_FCOS : Instruction;
def G_FSIN : Instruction;
def G_FTAN : Instruction;
def G_FACOS : Instruction;
def G_FASIN : Instruction;
def G_FATAN : Instruction;
def G_FCOSH : Instruction;
def G_FSINH : Instruction;
def G_FTANH : Instruction;
def G_FSQRT : Instruction;
def G_FFLOOR : Instruction;
def G_FRINT : Instruction;
def G_FNEARBYINT : Instruction;
def G_ADDRSPACE_CAST : Instruction;
def G_BLOCK_ADDR : Instruction;
def G_JUMP_TABLE : Instruction;
def G_DYN_STACKALLOC : Instruction;
def G_STACKSAVE : Instruction;
def G_STACKRESTORE : Instruction;
def G_STRICT_FADD : Instruction;
def G_STRICT_FSUB : Instruction;
def G_STRICT_FMUL : Instruction;
def G_STRICT_FDIV : Instruction;
def G_STRICT_FREM : Instruction;
def G_STRICT_FMA : Instruction;
def G_STRICT_FSQRT : Instruction;
def G_STRICT_FLDEXP : Instruction;
def G_READ_REGISTER : Instruction;
def G_WRITE_REGISTER : Instruction;
def G_MEMCPY : Instruction;
def G_MEMCPY_INLINE : Instruction;
def G_MEMMOVE : Instruction;
def G_MEMSET : Instruction;
def G_BZERO : Instruction;
def G_TRAP : Instruction;
def G_DEBUGTRAP : Instruction;
def G_UBSANTRAP : Instruction;
def G_VECREDUCE_SEQ_FADD : Instruction;
def G_VECREDUCE_SEQ_FMUL : Instruction;
def G_VECREDUCE_FADD : Instruction;
def G_VECREDUCE_FMUL : Instruction;
def G_VECREDUCE_FMAX : Instruction;
def G_VECREDUCE_FMIN : Instruction;
def G_VECREDUCE_FMAXIMUM : Instruction;
def G_VECREDUCE_FMINIMUM : Instruction;
def G_VECREDUCE_ADD : Instruction;
def G_VECREDUCE_MUL : Instruction;
def G_VECREDUCE_AND : Instruction;
def G_VECREDUCE_OR : Instruction;
def G_VECREDUCE_XOR : Instruction;
def G_VECREDUCE_SMAX : Instruction;
def G_VECREDUCE_SMIN : Instruction;
def G_VECREDUCE_UMAX : Instruction;
def G_VECREDUCE_UMIN : Instruction;
def G_SBFX : Instruction;
def G_UBFX : Instruction;
}
class Info<int e> { bits<8> Enc = e; }
let Namespace = "A" in {
def ZED : Instruction, Info<3>;
def ADD : Instruction, Info<1>;
def MOV : Instruction, Info<2>;
let isPseudo = true in {
def PSEUDO_B : Instruction, Info<5>;
def PSEUDO_A : Instruction, Info<4> { let InTable = true; }
}
def OTHER : Instruction { let InTable = true; }
}
def InfoTable : GenericTable {
  let FilterClass = "Info";
  let Fields = ["Opcode", "Enc"];
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "getInfo";
}
def getInfoByEnc : SearchIndex { let Table = InfoTable; let Key = ["Enc"]; }
def getInfoByOpcodeEarly : SearchIndex { let Table = InfoTable; let Key = ["Opcode", "Enc"]; let EarlyOut = true; }
def FixedTable : GenericTable {
  let FilterClass = "Instruction";
  let FilterClassField = "isPseudo";
  let Fields = ["Opcode", "Namespace"];
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "getPseudo";
}
// LLVM sorts instruction keys by (not pseudo, name), which is not the enum
// order for the fixed opcodes.
def Mixed : GenericTable {
  let FilterClass = "Instruction";
  let FilterClassField = "InTable";
  let Fields = ["Opcode", "isPseudo"];
}
def lookupMixed : SearchIndex { let Table = Mixed; let Key = ["Opcode"]; }
def lookupMixedEarly : SearchIndex { let Table = Mixed; let Key = ["Opcode"]; let EarlyOut = true; }
