//! The names registers are written with in assembly, under each of the
//! target's alternate-name indices (`RegAltNameIndex`): RISC-V's `x10` is
//! `a0` under `ABIRegAltName`. LLVM's AsmWriter prints these tables in
//! `getRegisterName`; the register-info Rust module carries them too, so a
//! backend can name registers without a printer.

use tablegen_core::record::RecId;
use tablegen_core::RecordKeeper;

use super::RegBank;

/// Every register's assembly name under every alternate-name index, as
/// LLVM's AsmWriter lays them out for `getRegisterName(Reg, AltIdx)`.
///
/// ```
/// use tablegen_build::model::codegen::registers::{AsmNames, RegBank};
/// use tablegen_build::model::codegen::CodeGenTarget;
/// let src = r#"
///   class ValueType<int size, int value> { int Size = size; int Value = value; }
///   def i32 : ValueType<32, 7>;
///   class RegAltNameIndex { RegAltNameIndex FallbackRegAltNameIndex = ?; }
///   def NoRegAltName : RegAltNameIndex;
///   def ABI : RegAltNameIndex;
///   class SubRegIndex<int size> { string Namespace = "T"; list<SubRegIndex> ComposedOf = [];
///     list<SubRegIndex> CoveringSubRegIndices = []; int Size = size; int Offset = 0; }
///   class Register<string n, list<string> alt = []> { string Namespace = "T"; string AsmName = n;
///     list<string> AltNames = alt; list<RegAltNameIndex> RegAltNameIndices = [];
///     list<Register> SubRegs = []; list<SubRegIndex> SubRegIndices = [];
///     list<Register> Aliases = []; list<int> CostPerUse = [0]; bit CoveredBySubRegs = true;
///     bit isArtificial = false; bit isConstant = false; int PositionOrder = 0; }
///   class RegisterClass<list<ValueType> types, dag regs> { string Namespace = "T";
///     list<ValueType> RegTypes = types; dag MemberList = regs; list<dag> AltOrders = [];
///     int Size = 0; int Alignment = 32; int CopyCost = 1; bit isAllocatable = true;
///     string AltOrderSelect = ""; int AllocationPriority = 0; bit GlobalPriority = false;
///     bits<8> TSFlags = 0; bit GeneratePressureSet = true; }
///   class HwMode; class HwModeSelect; class Fusion; class RegisterTuples;
///   class RegisterCategory; class Target;
///   def MyTarget : Target;
///   def add;
///   let RegAltNameIndices = [ABI] in def X10 : Register<"x10", ["a0"]>;
///   def PC : Register<"">;
///   def GPR : RegisterClass<[i32], (add X10)>;
/// "#;
/// let mut keeper = tablegen_core::parse_str("t.td", src).unwrap();
/// let mut rk = tablegen_build::Records::new(&mut keeper);
/// let target = CodeGenTarget::new(&mut rk).unwrap();
/// let bank = RegBank::new(&mut rk, &target).unwrap();
/// let alts = [rk.def("ABI").unwrap(), rk.def("NoRegAltName").unwrap()];
/// let names = AsmNames::new(rk.keeper(), &bank, &alts).unwrap();
/// // Registers in enum order (`PC`, `X10`); an empty `AsmName` is the def's name.
/// assert_eq!(names.names[1], ["PC", "x10"]);
/// assert_eq!(names.names[0], ["", "a0"]);
/// assert_eq!(names.default, Some(1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmNames {
    /// Per alternate-name index (in the order given, LLVM's `LessRecord`
    /// order of the `RegAltNameIndex` defs), per register in enum order
    /// (`NoRegister` not included): the name, empty where the register has
    /// none under that index.
    pub names: Vec<Vec<String>>,
    /// Per alternate-name index: the position of its
    /// `FallbackRegAltNameIndex`, when set, which answers for registers
    /// without a name of their own under the index.
    pub fallback: Vec<Option<usize>>,
    /// The position of `NoRegAltName`, the index of the plain names (none
    /// where the target does not define it).
    pub default: Option<usize>,
}

/// A register names an alternate-name index its `AltNames` has no entry
/// for (LLVM's AsmWriter: "Register definition missing alt name for
/// 'X'.").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingAltName {
    /// The register def.
    pub register: RecId,
    /// The alternate-name index's name.
    pub index: String,
}

impl MissingAltName {
    /// LLVM's message, reported at the register.
    pub fn message(&self) -> String {
        format!("Register definition missing alt name for '{}'.", self.index)
    }
}

impl AsmNames {
    /// Every register's plain name (in enum order): its `AsmName`, or the
    /// def's name where that is empty. These are the names of a target
    /// without alternate-name indices, and of `NoRegAltName`.
    pub fn plain(rk: &RecordKeeper, bank: &RegBank) -> Vec<String> {
        bank.registers().iter().map(|r| plain_name(rk, r.def)).collect()
    }

    /// The names under each of `indices` (the target's `RegAltNameIndex`
    /// defs): under `NoRegAltName`, `AsmName` or else the def's name; under
    /// another index, the register's `AltNames` entry at that index's place
    /// in its `RegAltNameIndices`, or nothing.
    pub fn new(rk: &RecordKeeper, bank: &RegBank, indices: &[RecId]) -> Result<AsmNames, MissingAltName> {
        let default = indices.iter().position(|&d| rk.name_str(d) == "NoRegAltName");
        let mut names = Vec::with_capacity(indices.len());
        for (k, &alt) in indices.iter().enumerate() {
            let alt_name = rk.name_str(alt);
            let mut row = Vec::with_capacity(bank.registers().len());
            for r in bank.registers() {
                row.push(if default == Some(k) {
                    plain_name(rk, r.def)
                } else {
                    let listed = rk.value_as_list_of_defs(r.def, "RegAltNameIndices").unwrap_or_default();
                    match listed.iter().position(|&d| rk.name_str(d) == alt_name) {
                        None => String::new(),
                        Some(k) => {
                            let alt_names = rk.value_as_list_of_strings(r.def, "AltNames").unwrap_or_default();
                            match alt_names.get(k) {
                                Some(n) => (*n).to_owned(),
                                None => return Err(MissingAltName { register: r.def, index: alt_name.to_owned() }),
                            }
                        }
                    }
                });
            }
            names.push(row);
        }
        let fallback = indices
            .iter()
            .map(|&alt| {
                let to = rk.value_as_def(alt, "FallbackRegAltNameIndex").ok()?;
                indices.iter().position(|&i| i == to)
            })
            .collect();
        Ok(AsmNames { names, fallback, default })
    }
}

/// A register's `AsmName`, or its def's name where that is empty.
fn plain_name(rk: &RecordKeeper, def: RecId) -> String {
    match rk.value_as_string(def, "AsmName") {
        Ok(n) if !n.is_empty() => n.to_owned(),
        _ => rk.name_str(def).to_owned(),
    }
}
