// The root of build.rs's generation (tablegen_build::Builder).
include "SearchableTable.td"
include "BuildInc.td"

def : Shape<"Triangle", 3>;
def : Shape<"Square", 4>;

def Shapes : GenericTable {
  let FilterClass = "Shape";
  let Fields = ["Name", "Sides"];
  let PrimaryKey = ["Sides"];
  let PrimaryKeyName = "lookupShapeBySides";
}
