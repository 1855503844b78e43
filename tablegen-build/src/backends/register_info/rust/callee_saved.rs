//! The `CalleeSavedRegs` defs in Rust: each one's save list and register
//! mask, as the C++ `<Name>_SaveList` and `<Name>_RegMask` arrays of the
//! `GET_REGINFO_TARGET_DESC` section (with `getRegMasks` and
//! `getRegMaskNames` as one table).

use std::fmt::Write;

use super::super::RegInfo;

/// Whether `name` can name a Rust static as it is.
fn is_ident(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The statics of every `CalleeSavedRegs` def, then `CALLEE_SAVED_REGS`.
/// `reg_paths` names each register below `Reg` (index 0: `NoRegister`, then
/// the bank's registers in order).
pub fn write(info: &RegInfo, reg_paths: &[String]) -> String {
    let bank = &info.bank;
    let mut out = String::new();
    let mut rows = Vec::new();
    for csr in &info.callee_saved {
        let regs: Vec<String> = csr
            .save_list
            .iter()
            .filter_map(|&d| bank.find_reg(d))
            .map(|r| format!("Reg::{}", reg_paths.get(r.0 as usize + 1).map_or("NO_REGISTER", String::as_str)))
            .collect();
        let words: Vec<String> = csr.reg_mask.iter().map(|w| format!("{w:#010x}")).collect();
        let (list, mask) = (format!("[{}]", regs.join(", ")), format!("[{}]", words.join(", ")));
        if is_ident(&csr.name) {
            let name = &csr.name;
            let _ = writeln!(
                out,
                "/// C++ `{name}_SaveList` (without its terminating 0): the registers `{name}` saves, in order.\n\
                 #[allow(dead_code, non_upper_case_globals)]\npub static {name}_SaveList: [Reg; {}] = {list};",
                regs.len()
            );
            let _ = writeln!(
                out,
                "/// C++ `{name}_RegMask`: the registers `{name}` preserves, bit `r % 32` of word `r / 32` for the \
                 register numbered `r`.\n#[allow(dead_code, non_upper_case_globals)]\n\
                 pub static {name}_RegMask: [u32; {}] = {mask};",
                words.len()
            );
            rows.push(format!("(\"{name}\", &{name}_SaveList, &{name}_RegMask)"));
        } else {
            rows.push(format!("({:?}, &{list}, &{mask})", csr.name));
        }
    }
    let _ = writeln!(
        out,
        "/// Every `CalleeSavedRegs` def as (name, save list, register mask), in the order of C++ \
         `getRegMaskNames()` and `getRegMasks()`.\n#[allow(dead_code)]\n\
         pub static CALLEE_SAVED_REGS: [(&str, &[Reg], &[u32]); {}] = [{}];",
        rows.len(),
        rows.join(", ")
    );
    out
}
