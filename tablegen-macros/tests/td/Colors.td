include "llvm/TableGen/SearchableTable.td"

class Color<string name, bits<8> value> {
  string Name = name;
  bits<8> Value = value;
}
def Red : Color<"red", 1>;
def Green : Color<"green", 2>;
def Blue : Color<"blue", 4>;

def Colors : GenericEnum {
  let FilterClass = "Color";
  let NameField = "Name";
  let ValueField = "Value";
}
def ColorTable : GenericTable {
  let FilterClass = "Color";
  let Fields = ["Name", "Value"];
  let PrimaryKey = ["Value"];
  let PrimaryKeyName = "lookupColorByValue";
}
def lookupColorByName : SearchIndex {
  let Table = ColorTable;
  let Key = ["Name"];
}
