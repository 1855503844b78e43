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

// Just enough of llvm/Target/Target.td for a CodeGenTarget.
class Predicate<string cond> { string CondString = cond; }
class HwMode<string features, list<Predicate> ps> {
  string Features = features;
  list<Predicate> Predicates = ps;
}
def DefaultMode : HwMode<"", []>;
class HwModeSelect<list<HwMode> ms> { list<HwMode> Modes = ms; }
class Fusion;
class Target;
class Instruction {
  string Namespace = "";
  bit isPseudo = false;
  Instruction Opcode = !cast<Instruction>(NAME);
}

def A : Target;
def B : Target;
def I1 : Instruction;
def T : GenericTable { let FilterClass = "Instruction"; let Fields = ["Opcode"]; }
