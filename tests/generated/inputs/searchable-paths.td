// Lookup paths of -gen-searchable-tables that LLVM's lit inputs leave out,
// for the differential test (tests/generated/probe): return ranges over
// duplicate keys, early-out on every key type, dense keys (from 0 and not,
// primary and secondary, bits and enum, up to 64 bits), enums with sparse
// and wide values, an enum without entries, case-insensitive strings
// around the ASCII letters, multi-field keys, single-entry tables, `code`
// fields, a qualified C++ type name and a legacy SearchableTable.
//
// Every lookup here compiles as C++ (LLVM emits `return nullptr` for the
// early-out and dense paths, so those are never combined with
// PrimaryKeyReturnRange).

include "llvm/TableGen/SearchableTable.td"

// ---- Enums

class Sparse<int v> { int Value = v; }
def SpA : Sparse<3>;
def SpB : Sparse<7>;
def SpC : Sparse<100>;
def SpD : Sparse<250>;
def SpE : Sparse<101>;
def SparseEnum : GenericEnum { let FilterClass = "Sparse"; let ValueField = "Value"; }

class Wide<int v> { int Value = v; string Label = !strconcat("W_", NAME); }
def WLo : Wide<0>;
def WMid : Wide<300>;
def WHi : Wide<70000>;
def WideEnum : GenericEnum {
  let FilterClass = "Wide";
  let NameField = "Label";
  let ValueField = "Value";
}

// Automatic values: positions in name order.
class Auto;
def Zed : Auto;
def Alf : Auto;
def Mop : Auto;
def Bee : Auto;
def AutoEnum : GenericEnum { let FilterClass = "Auto"; }

// No entries: C++ accepts `enum NothingEnum {};`.
class Nothing;
def NothingEnum : GenericEnum { let FilterClass = "Nothing"; }

// ---- A return range over duplicate keys, and a string index.

class Rng<bits<16> enc, string name, bits<4> tag> {
  bits<16> Enc = enc;
  string Name = name;
  bits<4> Tag = tag;
}
def : Rng<5, "five-a", 1>;
def : Rng<40, "forty-a", 2>;
def : Rng<5, "five-b", 3>;
def : Rng<9, "nine", 4>;
def : Rng<12, "twelve-a", 5>;
def : Rng<40, "forty-b", 6>;
def : Rng<0, "zero-a", 7>;
def : Rng<65535, "max", 8>;
def : Rng<12, "twelve-b", 9>;
def : Rng<40, "forty-c", 10>;
def : Rng<5, "five-c", 11>;
def : Rng<0, "zero-b", 12>;
def : Rng<40, "forty-d", 13>;
def RangeTable : GenericTable {
  let FilterClass = "Rng";
  let Fields = ["Name", "Enc", "Tag"];
  let PrimaryKey = ["Enc"];
  let PrimaryKeyName = "lookupRangesByEnc";
  let PrimaryKeyReturnRange = true;
}
def lookupRangeByName : SearchIndex { let Table = RangeTable; let Key = ["Name"]; }
def lookupRangeByTagEarly : SearchIndex { let Table = RangeTable; let Key = ["Tag"]; let EarlyOut = true; }

// ---- Early-out on a multi-field primary key with an enum, on bits<64>
// with a bit, and enum-keyed indices with sparse values.

class Early<bits<8> op, Sparse kind, bits<64> big, bit flag, Wide w> {
  bits<8> Code = op;
  Sparse Kind = kind;
  bits<64> Big = big;
  bit Flag = flag;
  Wide W = w;
  string Name = NAME;
}
def E_one : Early<17, SpB, 0xFFFFFFFFFFFFFFFF, 1, WHi>;
def E_two : Early<17, SpA, 0x8000000000000000, 0, WLo>;
def E_three : Early<30, SpD, 1, 1, WMid>;
def E_four : Early<200, SpC, 0x7FFFFFFFFFFFFFFF, 0, WHi>;
def E_five : Early<30, SpE, 0xFFFFFFFFFFFFFFFF, 0, WLo>;
def E_six : Early<254, SpA, 2, 1, WLo>;
def EarlyTable : GenericTable {
  let FilterClass = "Early";
  let Fields = ["Name", "Code", "Kind", "Big", "Flag", "W"];
  string TypeOf_Kind = "SparseEnum";
  string TypeOf_W = "WideEnum";
  let PrimaryKey = ["Code", "Kind"];
  let PrimaryKeyName = "lookupEarly";
  let PrimaryKeyEarlyOut = true;
}
def lookupEarlyByBig : SearchIndex { let Table = EarlyTable; let Key = ["Big", "Flag"]; let EarlyOut = true; }
def lookupEarlyByKind : SearchIndex { let Table = EarlyTable; let Key = ["Kind"]; }
def lookupEarlyByKindEarly : SearchIndex { let Table = EarlyTable; let Key = ["Kind"]; let EarlyOut = true; }
def lookupEarlyByWide : SearchIndex { let Table = EarlyTable; let Key = ["W", "Name"]; let EarlyOut = true; }
def lookupEarlyByName : SearchIndex { let Table = EarlyTable; let Key = ["Name"]; }

// ---- Dense keys.

// Primary: 3..12, searched directly; secondary: a permutation of 0..9.
class Dense<bits<8> val, bits<12> perm, bit flag> {
  bits<8> Val = val;
  bits<12> Perm = perm;
  bit Flag = flag;
}
def : Dense<7, 2, 1>;
def : Dense<3, 9, 0>;
def : Dense<12, 0, 1>;
def : Dense<4, 5, 1>;
def : Dense<10, 1, 0>;
def : Dense<5, 8, 1>;
def : Dense<6, 3, 0>;
def : Dense<11, 7, 1>;
def : Dense<8, 4, 0>;
def : Dense<9, 6, 1>;
def DenseTable : GenericTable {
  let FilterClass = "Dense";
  let Fields = ["Val", "Perm", "Flag"];
  let PrimaryKey = ["Val"];
  let PrimaryKeyName = "lookupDenseByVal";
}
def lookupDenseByPerm : SearchIndex { let Table = DenseTable; let Key = ["Perm"]; }
def lookupDenseByFlagPerm : SearchIndex { let Table = DenseTable; let Key = ["Flag", "Perm"]; let EarlyOut = true; }

// Enum keys with consecutive values (primary) and a dense 40-bit key
// starting high (secondary).
class ByAuto<Auto a, bits<40> wide> { Auto A = a; bits<40> Wide = wide; }
def : ByAuto<Mop, 0x200000002>;
def : ByAuto<Zed, 0x200000000>;
def : ByAuto<Alf, 0x200000003>;
def : ByAuto<Bee, 0x200000001>;
def AutoTable : GenericTable {
  let FilterClass = "ByAuto";
  let CppTypeName = "Sys::AutoEntry";
  let Fields = ["A", "Wide"];
  string TypeOf_A = "AutoEnum";
  let PrimaryKey = ["A"];
  let PrimaryKeyName = "lookupAuto";
}
def lookupAutoByWide : SearchIndex { let Table = AutoTable; let Key = ["Wide"]; }

// 64-bit keys sort as signed: these are dense from -1 to 1, so C++ bounds
// them by 0xFFFFFFFFFFFFFFFF and 0x1 and rejects every key (likewise the
// early-out of lookupEarlyByBig above).
class Signed<bits<64> v> { bits<64> Val = v; }
def : Signed<1>;
def : Signed<0xFFFFFFFFFFFFFFFF>;
def : Signed<0>;
def SignedTable : GenericTable {
  let FilterClass = "Signed";
  let Fields = ["Val"];
  let PrimaryKey = ["Val"];
  let PrimaryKeyName = "lookupSigned";
}

// A single entry: dense on one value, early-out on a bit every entry has.
class One { bits<3> V = 5; string Name = "Solo_Entry"; bit On = 1; bits<64> Big = 0; }
def TheOne : One;
def OneTable : GenericTable {
  let FilterClass = "One";
  let Fields = ["Name", "V", "On", "Big"];
  let PrimaryKey = ["V"];
  let PrimaryKeyName = "lookupOne";
}
def lookupOneByName : SearchIndex { let Table = OneTable; let Key = ["Name"]; }
def lookupOneByOn : SearchIndex { let Table = OneTable; let Key = ["On", "Name"]; let EarlyOut = true; }
def lookupOneByBig : SearchIndex { let Table = OneTable; let Key = ["Big"]; }

// ---- Case-insensitive strings: punctuation between and around the ASCII
// letter ranges ('@' '[' '^' '_' '`' '{'), ties up to case, non-ASCII
// bytes, the empty string; no primary key (sorted by all fields).

class Str<string name, bits<8> num, code extra = [{ {} }]> {
  string Name = name;
  bits<8> Num = num;
  code Extra = extra;
}
def : Str<"a_b", 1>;
def : Str<"A[B", 2, [{ {Probe::FeatureA, Probe::FeatureB} }]>;
def : Str<"a`b", 3>;
def : Str<"a@b", 4, [{ Bob == 13 }]>;
def : Str<"A{B", 5>;
def : Str<"x^y", 6>;
def : Str<"ab", 7>;
def : Str<"AB", 8>;
def : Str<"Ab", 9>;
def : Str<"AB-", 10>;
def : Str<"Ab_", 11>;
def : Str<"aé", 12>;
def : Str<"AÉ", 13>;
def : Str<"Mixed.Case", 14>;
def : Str<"", 15>;
def : Str<"123", 16>;
def : Str<"_lead", 17>;
def : Str<"ab", 18>;
def : Str<"zz~", 19>;
def StrTable : GenericTable {
  let FilterClass = "Str";
  let Fields = ["Name", "Num", "Extra"];
}
def lookupStrByName : SearchIndex { let Table = StrTable; let Key = ["Name"]; }
def lookupStrByNameNum : SearchIndex { let Table = StrTable; let Key = ["Name", "Num"]; }
def lookupStrByNumName : SearchIndex { let Table = StrTable; let Key = ["Num", "Name"]; let EarlyOut = true; }

// ---- A legacy SearchableTable: an enum of the entries plus one lookup
// per searchable field.

class Leg<bits<12> enc> : SearchableTable {
  let SearchableFields = ["Name", "Enc"];
  let EnumValueField = "Enc";
  string Name = NAME;
  bits<12> Enc = enc;
}
def LegZeta : Leg<3>;
def LegAlpha : Leg<1>;
def LegMid : Leg<2>;
def LegTop : Leg<4095>;
