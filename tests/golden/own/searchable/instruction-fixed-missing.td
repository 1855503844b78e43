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
}

def A : Target;
def I1 : Instruction;
def I2 : Instruction;
def I3 : Instruction;
def T : GenericTable {
  let FilterClass = "Instruction";
  let Fields = ["Opcode"];
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "lookup";
}
