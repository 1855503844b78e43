include "llvm/TableGen/SearchableTable.td"
class E<int k> { bits<32> Key = k; string Name = "e"#k; bits<16> Enc = !and(k, 0xffff); }
foreach k = 0...99999 in def E#k : E<!sub(99999, k)>;
def ETable : GenericTable {
  let FilterClass = "E";
  let Fields = ["Key", "Name", "Enc"];
  let PrimaryKey = ["Key"];
  let PrimaryKeyName = "lookupE";
}
def lookupEByEnc : SearchIndex { let Table = ETable; let Key = ["Enc"]; }
