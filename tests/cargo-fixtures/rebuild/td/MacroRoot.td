// The root of src/main.rs's include_td!.
include "SearchableTable.td"
include "MacroInc.td"

def : Color<"Red", 1>;
def : Color<"Green", 2>;

def Colors : GenericTable {
  let FilterClass = "Color";
  let Fields = ["Name", "Value"];
  let PrimaryKey = ["Value"];
  let PrimaryKeyName = "lookupColorByValue";
}
