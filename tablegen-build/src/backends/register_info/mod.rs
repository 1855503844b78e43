//! `-gen-register-info` (LLVM's RegisterInfoEmitter), on the register model
//! of [`crate::model::codegen::registers`].
//!
//! So far only the `GET_REGINFO_ENUM` section is written: the register,
//! register class, alternate name, sub-register index and pressure set
//! enums.

mod cpp;
mod rust;

use crate::backend::{OptionSpec, Options, Pipeline, Records, Result};
use tablegen_core::record::RecId;

use crate::model::codegen::registers::RegBank;
use crate::model::codegen::CodeGenTarget;
use crate::support::fields::derived;

pub use cpp::write_cpp;
pub use rust::write_rust;

/// What the register-info writers need: the target, its register bank
/// with derived information, and the `RegAltNameIndex` defs.
pub struct RegInfo {
    /// The target.
    pub target: CodeGenTarget,
    /// The registers and classes, derived information computed.
    pub bank: RegBank,
    /// The `RegAltNameIndex` defs by name (LLVM's `getRegAltNameIndices`).
    pub alt_name_indices: Vec<RecId>,
}

impl RegInfo {
    /// Reads everything, reporting errors as LLVM's emitter does.
    pub fn new(rk: &mut Records<'_>, _opts: &Options) -> Result<Self> {
        let target = CodeGenTarget::new(rk)?;
        let mut bank = RegBank::new(rk, &target)?;
        bank.compute_derived_info(rk)?;
        // Already in `LessRecord` order.
        let alt_name_indices = derived(rk, "RegAltNameIndex")?;
        Ok(RegInfo { target, bank, alt_name_indices })
    }
}

/// `-register-info-debug`: dump the register bank for debugging (accepted,
/// not implemented: the dump goes to stderr in LLVM and is not output).
pub const REGISTER_INFO_DEBUG: OptionSpec =
    OptionSpec::bool("register-info-debug", false, "Dump register information to help debugging");

/// `-gen-register-info`: the enum section only, so far.
pub static BACKEND: Pipeline<RegInfo> =
    Pipeline::new("gen-register-info", "Generate registers and register classes info", RegInfo::new, write_cpp)
        .rust(write_rust)
        .with_options(&[REGISTER_INFO_DEBUG])
        .defines(&["Reg", "RegClass", "SubRegIdx"])
        .missing(&["GET_REGINFO_MC_DESC", "GET_REGINFO_HEADER", "GET_REGINFO_TARGET_DESC"]);

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
        let cpp = super::BACKEND.emit(&mut rk, &Default::default(), Lang::Cpp).expect("emit");
        assert!(cpp.contains("  R0_R1 = 3,\n  NUM_TARGET_REGS // 4\n"), "{cpp}");
    }
}
