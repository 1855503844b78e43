// The vocabulary of the README's tablegen! example: colours in a searchable
// table (the table classes come from the toy ISA's ToyBase.td).
include "ToyBase.td"

class Color<string name, bits<8> value> {
  string Name = name;
  bits<8> Value = value;
}

def ColorTable : GenericTable {
  let FilterClass = "Color";
  let Fields = ["Name", "Value"];
  let PrimaryKey = ["Value"];
  let PrimaryKeyName = "lookupColorByValue";
}
