// Forty extensions under four names: LLVM sorts them with an unstable std::sort,
// so equal names come in libstdc++'s order, not the defs' order.
class SubtargetFeature<string n> { string Name = n; list<SubtargetFeature> Implies = []; }
class RISCVExtension<string n, int maj, int min> : SubtargetFeature<n> { int MajorVersion = maj; int MinorVersion = min; bit Experimental = false; }
class RISCVExtensionBitmask<int g, int b> { int GroupID = g; int BitPos = b; }
def E00 : RISCVExtension<"b", 0, 0>, RISCVExtensionBitmask<0, 0>;
def E01 : RISCVExtension<"b", 1, 1>, RISCVExtensionBitmask<1, 1>;
def E02 : RISCVExtension<"zba", 2, 2>, RISCVExtensionBitmask<0, 2>;
def E03 : RISCVExtension<"c", 3, 0>, RISCVExtensionBitmask<1, 3>;
def E04 : RISCVExtension<"a", 4, 1>, RISCVExtensionBitmask<0, 4>;
def E05 : RISCVExtension<"a", 5, 2>, RISCVExtensionBitmask<1, 5>;
def E06 : RISCVExtension<"c", 6, 0>, RISCVExtensionBitmask<0, 6>;
def E07 : RISCVExtension<"zba", 7, 1>, RISCVExtensionBitmask<1, 7>;
def E08 : RISCVExtension<"b", 8, 2>, RISCVExtensionBitmask<0, 8>;
def E09 : RISCVExtension<"b", 9, 0>, RISCVExtensionBitmask<1, 9>;
def E10 : RISCVExtension<"c", 10, 1>, RISCVExtensionBitmask<0, 10>;
def E11 : RISCVExtension<"c", 11, 2>, RISCVExtensionBitmask<1, 11>;
def E12 : RISCVExtension<"c", 12, 0>, RISCVExtensionBitmask<0, 12>;
def E13 : RISCVExtension<"b", 13, 1>, RISCVExtensionBitmask<1, 13>;
def E14 : RISCVExtension<"b", 14, 2>, RISCVExtensionBitmask<0, 14>;
def E15 : RISCVExtension<"b", 15, 0>, RISCVExtensionBitmask<1, 15>;
def E16 : RISCVExtension<"c", 16, 1>, RISCVExtensionBitmask<0, 16>;
def E17 : RISCVExtension<"a", 17, 2>, RISCVExtensionBitmask<1, 17>;
def E18 : RISCVExtension<"a", 18, 0>, RISCVExtensionBitmask<0, 18>;
def E19 : RISCVExtension<"b", 19, 1>, RISCVExtensionBitmask<1, 19>;
def E20 : RISCVExtension<"a", 20, 2>, RISCVExtensionBitmask<0, 20>;
def E21 : RISCVExtension<"zba", 21, 0>, RISCVExtensionBitmask<1, 21>;
def E22 : RISCVExtension<"a", 22, 1>, RISCVExtensionBitmask<0, 22>;
def E23 : RISCVExtension<"zba", 23, 2>, RISCVExtensionBitmask<1, 23>;
def E24 : RISCVExtension<"c", 24, 0>, RISCVExtensionBitmask<0, 24>;
def E25 : RISCVExtension<"c", 25, 1>, RISCVExtensionBitmask<1, 25>;
def E26 : RISCVExtension<"c", 26, 2>, RISCVExtensionBitmask<0, 26>;
def E27 : RISCVExtension<"c", 27, 0>, RISCVExtensionBitmask<1, 27>;
def E28 : RISCVExtension<"c", 28, 1>, RISCVExtensionBitmask<0, 28>;
def E29 : RISCVExtension<"b", 29, 2>, RISCVExtensionBitmask<1, 29>;
def E30 : RISCVExtension<"zba", 30, 0>, RISCVExtensionBitmask<0, 30>;
def E31 : RISCVExtension<"a", 31, 1>, RISCVExtensionBitmask<1, 31>;
def E32 : RISCVExtension<"a", 32, 2>, RISCVExtensionBitmask<0, 32>;
def E33 : RISCVExtension<"b", 33, 0>, RISCVExtensionBitmask<1, 33>;
def E34 : RISCVExtension<"c", 34, 1>, RISCVExtensionBitmask<0, 34>;
def E35 : RISCVExtension<"b", 35, 2>, RISCVExtensionBitmask<1, 35>;
def E36 : RISCVExtension<"zba", 36, 0>, RISCVExtensionBitmask<0, 36>;
def E37 : RISCVExtension<"c", 37, 1>, RISCVExtensionBitmask<1, 37>;
def E38 : RISCVExtension<"zba", 38, 2>, RISCVExtensionBitmask<0, 38>;
def E39 : RISCVExtension<"c", 39, 0>, RISCVExtensionBitmask<1, 39>;
