//! `-gen-register-info` (LLVM's RegisterInfoEmitter), on the register model
//! of [`crate::model::codegen::registers`].
//!
//! The analysis completes the register bank (lane masks, unit weights,
//! pressure sets) and reads what the tables need beyond it: value types per
//! hardware mode, DWARF numbers, encodings, callee-saved sets, base-class
//! orders and the matching sub-register classes. The C++ writer lays the
//! tables out exactly as LLVM does (its four sections `GET_REGINFO_ENUM`,
//! `GET_REGINFO_MC_DESC`, `GET_REGINFO_HEADER`, `GET_REGINFO_TARGET_DESC`,
//! and the `-register-info-debug` dump on stderr).

mod cpp;
mod debug;
mod rust;

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};
use tablegen_core::record::RecId;

use crate::model::codegen::registers::{stable_sort_by_register, AsmNames, ClassId, MissingAltName, RegBank, RegId};
use crate::model::codegen::CodeGenTarget;
use crate::model::patterns::type_set::{Mvts, VtByHwMode};
use crate::support::fields::{derived, is_unset, lift};

pub use cpp::write_cpp;
pub use rust::write_rust;

/// What the register-info writers need: the target, its register bank
/// with derived information, and what the tables read from the records.
pub struct RegInfo {
    /// The target.
    pub target: CodeGenTarget,
    /// The registers and classes, derived information computed.
    pub bank: RegBank,
    /// The `RegAltNameIndex` defs by name (LLVM's `getRegAltNameIndices`).
    pub alt_name_indices: Vec<RecId>,
    /// The registers' assembly names under each of `alt_name_indices`, for
    /// the Rust module (the C++ has them in the AsmWriter's output, not
    /// here, so a register lacking an alt name fails only the Rust).
    pub asm_names: std::result::Result<AsmNames, MissingAltName>,
    /// The first register's `Namespace`.
    pub namespace: String,
    /// Per register, in enum order.
    pub regs: Vec<RegRow>,
    /// Per register class, in enum order.
    pub classes: Vec<ClassRow>,
    /// The DWARF register numbers.
    pub dwarf: Dwarf,
    /// The `CalleeSavedRegs` defs, by name.
    pub callee_saved: Vec<CalleeSaved>,
}

/// What the tables say about one register beyond the bank.
pub struct RegRow {
    /// `Namespace::Name`.
    pub qualified_name: String,
    /// Sub-registers in LLVM's pre-order (the order of the C++ lists).
    pub sub_regs: Vec<RegId>,
    /// The index (enum value) naming each of `sub_regs`, 0 where none does.
    pub sub_reg_indices: Vec<u32>,
    /// `HWEncoding` (unset bits read as 0).
    pub hw_encoding: u64,
}

/// What the tables say about one register class beyond the bank.
pub struct ClassRow {
    /// The pressure weight of one register (`Weight` when set).
    pub weight: u32,
    /// The summed weight of the class's register units (0 for an empty or
    /// artificial class).
    pub units_weight: u32,
    /// Per hardware mode: the types that mode has, as `(MVT number,
    /// MVT::name)` (the number orders the shared C++ lists).
    pub vts: Vec<Vec<(u8, String)>>,
    /// `BaseClassOrder`, when set.
    pub base_class_order: Option<i32>,
    /// Per sub-register index: the class the registers' sub-registers at
    /// that index fall in (LLVM's `getMatchingSubClassWithSubRegs`).
    pub sub_reg_class: Vec<Option<ClassId>>,
}

/// DWARF numbers: per register def in `LessRecordRegister` order, one number
/// per flavour (`-1` for none).
pub struct Dwarf {
    /// Flavours (the longest `DwarfNumbers` list).
    pub flavours: usize,
    /// `(register, numbers)` as the registers declare them.
    pub declared: Vec<(RecId, Vec<i64>)>,
    /// The same after `DwarfAlias` copies: what LLVM-to-DWARF maps use.
    pub aliased: Vec<(RecId, Vec<i64>)>,
}

impl Dwarf {
    /// The DWARF-to-LLVM map of one flavour: each declared number to its
    /// register, a later declaration of a number replacing an earlier one
    /// (as LLVM's map does).
    pub fn to_llvm(&self, flavour: usize) -> std::collections::BTreeMap<u32, RecId> {
        let mut by_number = std::collections::BTreeMap::new();
        for (def, nums) in &self.declared {
            if let Ok(n) = u32::try_from(nums[flavour] as i32) {
                by_number.insert(n, *def);
            }
        }
        by_number
    }
}

/// One `CalleeSavedRegs` def.
pub struct CalleeSaved {
    /// The def's name.
    pub name: String,
    /// `SaveList`, expanded.
    pub save_list: Vec<RecId>,
    /// The preserved registers (saved ones, their sub- and covered
    /// super-registers, `OtherPreserved`, constant registers) as 32-bit
    /// words indexed by enum value.
    pub reg_mask: Vec<u32>,
}

impl RegInfo {
    /// Reads everything, reporting errors as LLVM's emitter does.
    pub fn new(rk: &mut Records<'_>, opts: &Options) -> Result<Self> {
        let target = CodeGenTarget::new(rk)?;
        let mut bank = RegBank::new(rk, &target)?;
        bank.compute_derived_info(rk)?;
        // Already in `LessRecord` order.
        let alt_name_indices = derived(rk, "RegAltNameIndex")?;
        let namespace = match bank.registers().first() {
            Some(r) => crate::support::fields::string_field(rk, r.def, "Namespace")?,
            None => String::new(),
        };
        let mut regs = Vec::with_capacity(bank.registers().len());
        for (i, r) in bank.registers().iter().enumerate() {
            let r2 = rk.value_as_bits(r.def, "HWEncoding").map(<[_]>::to_vec);
            let bits = lift(rk, r2)?;
            let mut hw_encoding = 0u64;
            for (b, bit) in bits.iter().enumerate().take(64) {
                if rk.inits.as_bit(*bit) == Some(true) {
                    hw_encoding |= 1 << b;
                }
            }
            let sub_regs = bank.sub_regs_pre_order(RegId(i as u32));
            let sub_reg_indices =
                sub_regs.iter().map(|s| r.sub_reg_index(*s).map_or(0, |x| bank.sub_reg_index(x).enum_value)).collect();
            regs.push(RegRow { qualified_name: qualified_name(rk, r.def), sub_regs, sub_reg_indices, hw_encoding });
        }
        let classes = read_classes(rk, &target, &bank)?;
        let dwarf = read_dwarf(rk, &bank)?;
        let callee_saved = read_callee_saved(rk, &mut bank)?;
        let asm_names = AsmNames::new(rk, &bank, &alt_name_indices);
        let info = RegInfo { target, bank, alt_name_indices, asm_names, namespace, regs, classes, dwarf, callee_saved };
        if opts.flag(&REGISTER_INFO_DEBUG) {
            let dump = debug::dump(rk, &info);
            rk.raw(dump);
        }
        Ok(info)
    }

    /// A register def's `Namespace::Name`, or `""` for a def the bank does
    /// not know (lists such as `SaveList` may name one; LLVM prints it so).
    pub fn qualified(&self, def: RecId) -> &str {
        self.bank.find_reg(def).map_or("", |r| self.regs[r.0 as usize].qualified_name.as_str())
    }
}

/// LLVM's `getQualifiedName`: `Namespace::Name`, or the bare name.
fn qualified_name(rk: &Records<'_>, def: RecId) -> String {
    let name = rk.name_str(def);
    match rk.value_as_string(def, "Namespace") {
        Ok(ns) if !ns.is_empty() => format!("{ns}::{name}"),
        _ => name.to_owned(),
    }
}

fn read_classes(rk: &mut Records<'_>, target: &CodeGenTarget, bank: &RegBank) -> Result<Vec<ClassRow>> {
    let mvts = Mvts::new(rk);
    let hw = target.hw_modes();
    let modes = hw.num_mode_ids();
    let mut rows = Vec::with_capacity(bank.classes().len());
    let mut sub_reg_classes = bank.sub_reg_classes().into_iter();
    for (c, rc) in bank.classes().iter().enumerate() {
        let mut weight = None;
        let mut base_class_order = None;
        if let Some(def) = rc.def {
            if !is_unset(rk, def, "Weight")? {
                let r = rk.value_as_int(def, "Weight");
                weight = Some(lift(rk, r)? as u32);
            }
            if !is_unset(rk, def, "BaseClassOrder")? {
                let r = rk.value_as_int(def, "BaseClassOrder");
                // LLVM's `std::optional<int>`: the low 32 bits, signed.
                base_class_order = Some(lift(rk, r)? as i32);
            }
        }
        let weight = weight.unwrap_or_else(|| match rc.members.first() {
            Some(&r) if !rc.artificial => bank.reg_weight(r),
            _ => 0,
        });
        let units_weight = if rc.members.is_empty() || rc.artificial {
            0
        } else {
            bank.units_weight(&bank.class_reg_units(ClassId(c as u32)))
        };
        let by_mode: Vec<VtByHwMode> = rc.value_types.iter().map(|&t| VtByHwMode::of_def(rk, hw, &mvts, t)).collect();
        let vts = (0..modes)
            .map(|m| {
                by_mode
                    .iter()
                    .filter(|v| v.map.contains_key(&0) || v.map.contains_key(&m))
                    .map(|v| {
                        let t = v.map.get(&m).or_else(|| v.map.as_slice().first().map(|p| &p.1)).copied().unwrap_or(0);
                        (t, format!("MVT::{}", mvts.name(t)))
                    })
                    .collect()
            })
            .collect();
        let sub_reg_class = sub_reg_classes.next().unwrap_or_default();
        rows.push(ClassRow { weight, units_weight, vts, base_class_order, sub_reg_class });
    }
    Ok(rows)
}

/// LLVM's `EmitRegMappingTables` preparation: the numbers per register in
/// `LessRecordRegister` order, padded with -1, then the `DwarfAlias` copies.
fn read_dwarf(rk: &mut Records<'_>, bank: &RegBank) -> Result<Dwarf> {
    let mut declared = Vec::with_capacity(bank.registers().len());
    let mut flavours = 0;
    for r in bank.registers() {
        let nums = rk.value_as_list_of_ints(r.def, "DwarfNumbers");
        let nums = lift(rk, nums)?;
        flavours = flavours.max(nums.len());
        declared.push((r.def, nums));
    }
    stable_sort_by_register(rk, &mut declared);
    // Registers are distinct records with distinct names: no duplicates to
    // drop (LLVM warns about and drops equal names).
    for (_, nums) in &mut declared {
        nums.resize(flavours, -1);
    }
    let mut aliased = declared.clone();
    if flavours > 0 {
        let pos: tablegen_core::intern::FxHashMap<RecId, usize> =
            aliased.iter().enumerate().map(|(i, (d, _))| (*d, i)).collect();
        for r in bank.registers() {
            let Some(alias) = rk.field(r.def, "DwarfAlias").and_then(|v| rk.inits.as_def(v.value)) else { continue };
            let (Some(&a), Some(&me)) = (pos.get(&alias), pos.get(&r.def)) else { continue };
            aliased[me].1 = aliased[a].1.clone();
        }
    }
    Ok(Dwarf { flavours, declared, aliased })
}

fn read_callee_saved(rk: &mut Records<'_>, bank: &mut RegBank) -> Result<Vec<CalleeSaved>> {
    let mut out = Vec::new();
    let constants: Vec<RegId> =
        (0..bank.registers().len()).map(|i| RegId(i as u32)).filter(|r| bank.register(*r).constant).collect();
    let len = bank.registers().len() + 1;
    for def in derived(rk, "CalleeSavedRegs")? {
        let save_list = bank.sets().expand(rk, def)?.map(<[_]>::to_vec).unwrap_or_default();
        let ids = to_reg_ids(rk, bank, &save_list)?;
        let mut covered = bank.covered_registers(&ids);
        let other = rk.field(def, "OtherPreserved").map(|v| v.value);
        if let Some(dag) = other.filter(|v| matches!(rk.inits.kind(*v), tablegen_core::init::InitKind::Dag { .. })) {
            let locs = rk.record(def).locs.clone();
            let mut set = crate::model::set_theory::RecSet::new();
            bank.sets().evaluate(rk, dag, &mut set, &locs)?;
            let ids = to_reg_ids(rk, bank, set.as_slice())?;
            covered.union_with(&bank.covered_registers(&ids));
        }
        covered.union_with(&bank.covered_registers(&constants));
        out.push(CalleeSaved { name: rk.name_str(def).to_owned(), save_list, reg_mask: covered.groups(len, 32) });
    }
    Ok(out)
}

fn to_reg_ids(rk: &mut Records<'_>, bank: &RegBank, defs: &[RecId]) -> Result<Vec<RegId>> {
    let mut ids = Vec::with_capacity(defs.len());
    for &d in defs {
        match bank.find_reg(d) {
            Some(r) => ids.push(r),
            None => {
                let msg = format!("Register {} is not part of the register bank", rk.name_str(d));
                return crate::support::fields::fatal_at(rk, d, msg);
            }
        }
    }
    Ok(ids)
}

/// `-register-info-debug`: dump the register bank to stderr after the
/// output, as LLVM's `debugDump`.
pub const REGISTER_INFO_DEBUG: OptionSpec =
    OptionSpec::bool("register-info-debug", false, "Dump register information to help debugging");

/// `-gen-register-info`.
pub static BACKEND: Pipeline<RegInfo> =
    Pipeline::new("gen-register-info", "Generate registers and register classes info", RegInfo::new, write_cpp)
        .rust(write_rust)
        .rust_checked(check_rust)
        .with_options(&[REGISTER_INFO_DEBUG])
        .defines(&["Reg", "RegClass", "SubRegIdx"]);

/// The Rust module names every register under every alternate-name index,
/// as LLVM's AsmWriter does: a register missing one fails as it fails there.
fn check_rust(rk: &mut Records<'_>, info: &RegInfo, _: &Options) -> Result<()> {
    match &info.asm_names {
        Ok(_) => Ok(()),
        Err(e) => {
            let locs = rk.record(e.register).locs.clone();
            rk.fatal(&locs, e.message());
            Err(crate::backend::Error::Reported)
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::backend::{Backend, Lang};
    use tablegen_core::parser::{parse_source, ParseOptions};

    #[test]
    fn rust_module_has_the_enums() {
        let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
        let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
        let src = r##"include "llvm/Target/Target.td"
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
let Namespace = "T" in { def R0 : Register<"r0">; def R1 : Register<"r1">; }
def P : RegisterTuples<[lo, hi], [(add R0), (add R1)]>;
def GPR : RegisterClass<"T", [i32], 32, (add R0, R1)>;
def TII : InstrInfo;
def MyTarget : Target { let InstructionSet = TII; }
"##;
        let Ok(mut keeper) = parse_source("t.td", src, &opts) else { panic!("parse failed") };
        let mut rk = crate::backend::Records::new(&mut keeper);
        let text = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Rust).expect("emit");
        assert!(text.contains("pub struct Reg(u16);"), "{text}");
        assert!(text.contains("pub const R0R1: Self = Self(3);"), "{text}");
        assert!(text.contains("pub const NUM_TARGET_REGS: usize = 4;"), "{text}");
        assert!(text.contains("pub struct RegClass(u16);"), "{text}");
        assert!(text.contains("pub struct SubRegIdx(u16);"), "{text}");
        // The row types and queries are the runtime's; the module holds the
        // tables and its newtypes' methods call the runtime's.
        assert!(
            text.contains(
                "pub use ::tablegen_runtime::reg::{alt_name, RegClassDesc, RegTables, RegisterDesc, SubRegIndexDesc};"
            ),
            "{text}"
        );
        assert!(text.contains("pub static REG_TABLES: RegTables = RegTables {"), "{text}");
        assert!(text.contains("REG_TABLES.sub_reg(self.0, idx.0).map(Reg)"), "{text}");
        assert!(!text.contains("pub struct RegisterDesc") && !text.contains("fn words("), "{text}");
        // Assembly names, under the one index the target has.
        assert!(text.contains("pub static REG_ASM_NAMES: [&[&str]; 1] = ["), "{text}");
        assert!(text.contains("        \"r0\", // R0\n"), "{text}");
        assert!(text.contains("pub fn alt_name(self, alt: RegAltName) -> Option<&'static str>"), "{text}");
        let cpp = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Cpp).expect("emit");
        assert!(cpp.contains("  R0_R1 = 3,\n  NUM_TARGET_REGS // 4\n"), "{cpp}");
    }

    /// The words between the first `[`/`{` after `key` and its closing bracket.
    fn list_after<'a>(text: &'a str, key: &str, open: char, close: char) -> Vec<&'a str> {
        let Some(at) = text.find(key) else { panic!("no {key} in {text}") };
        let rest = &text[at + key.len()..];
        let rest = &rest[rest.find(open).map_or(0, |i| i + 1)..];
        rest[..rest.find(close).unwrap_or(rest.len())].split(',').map(str::trim).filter(|w| !w.is_empty()).collect()
    }

    #[test]
    fn callee_saved_lists_and_masks_equal_the_cpp_ones() {
        let inc = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include");
        let opts = ParseOptions { include_dirs: vec![inc.into()], ..Default::default() };
        let src = r##"include "llvm/Target/Target.td"
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
let Namespace = "T" in {
  foreach i = 0-39 in def R#i : Register<"r"#i>;
  def D0 : RegisterWithSubRegs<"d0", [R0, R1]> { let SubRegIndices = [lo, hi]; }
  def ZERO : Register<"zero"> { let isConstant = true; }
}
def GPR : RegisterClass<"T", [i32], 32, (add (sequence "R%u", 0, 39), ZERO)>;
def DPR : RegisterClass<"T", [i64], 64, (add D0)>;
def CSR_A : CalleeSavedRegs<(add R5, (sequence "R%u", 33, 36), D0)>;
def CSR_B : CalleeSavedRegs<(add CSR_A, R38)> { let OtherPreserved = (add R2); }
def CSR_None : CalleeSavedRegs<(add)>;
def TII : InstrInfo;
def MyTarget : Target { let InstructionSet = TII; }
"##;
        let Ok(mut keeper) = parse_source("t.td", src, &opts) else { panic!("parse failed") };
        let mut rk = crate::backend::Records::new(&mut keeper);
        let rust = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Rust).expect("emit");
        let cpp = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Cpp).expect("emit");
        for name in ["CSR_A", "CSR_B", "CSR_None"] {
            let cpp_list: Vec<&str> = list_after(&cpp, &format!("{name}_SaveList[] ="), '{', '}')
                .into_iter()
                .filter(|w| *w != "0")
                .map(|w| w.trim_start_matches("T::"))
                .collect();
            let rust_list: Vec<&str> =
                list_after(&rust, &format!("{name}_SaveList: [Reg; {}] =", cpp_list.len()), '[', ']')
                    .into_iter()
                    .map(|w| w.trim_start_matches("Reg::"))
                    .collect();
            assert_eq!(rust_list, cpp_list, "{name}: {rust}");
            let word = |w: &str| u32::from_str_radix(w.trim_start_matches("0x"), 16).expect("a hex word");
            let cpp_mask: Vec<u32> =
                list_after(&cpp, &format!("{name}_RegMask[] ="), '{', '}').into_iter().map(word).collect();
            let rust_mask: Vec<u32> =
                list_after(&rust, &format!("{name}_RegMask: [u32; {}] =", cpp_mask.len()), '[', ']')
                    .into_iter()
                    .map(word)
                    .collect();
            assert_eq!(rust_mask, cpp_mask, "{name}: {rust}");
        }
        assert_eq!(cpp.matches("_SaveList[] =").count(), 3, "{cpp}");
        assert!(rust.contains(
            "CALLEE_SAVED_REGS: [(&str, &[Reg], &[u32]); 3] = [(\"CSR_A\", &CSR_A_SaveList, &CSR_A_RegMask)"
        ));
    }
}
