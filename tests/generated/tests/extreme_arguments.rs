//! The public lookups of generated modules (a subtarget's scheduling
//! models and features, a target's registers, register classes,
//! sub-register indices and opcodes) called with extreme arguments: 0,
//! 1, MAX-1 and MAX of each integer, every value of each index type, and
//! odd strings. Each answers; none overflows or indexes out of bounds
//! (the tests run in debug builds, where overflow panics).
//!
//! The calls are `common/extreme_calls.rs`, which `.ci/extreme-args/run.py`
//! makes on every LLVM target's modules too.

extern crate alloc;

#[path = "common/extreme_calls.rs"]
#[macro_use]
mod extreme_calls;

use tablegen_generated_tests as g;
use tablegen_generated_tests::mini_target_opcodes::Opcode;
use tablegen_generated_tests::mini_target_registers::{Reg, RegClass};
use tablegen_generated_tests::subtarget_model::SCHED_MODELS;

#[test]
fn scheduling_models() {
    assert!(xa_subtarget!(tablegen_generated_tests::subtarget_model) > 0);
    for m in &SCHED_MODELS {
        assert!(m.class(0usize).is_none() && m.class(usize::MAX).is_none());
    }
}

#[test]
fn registers() {
    assert!(xa_register_info!(tablegen_generated_tests::mini_target_registers) > 0);
    for s in extreme_calls::STRINGS {
        assert!(Reg::from_name(s).is_none() && RegClass::from_name(s).is_none());
    }
}

#[test]
fn opcodes() {
    assert!(xa_instr_info!(tablegen_generated_tests::mini_target_opcodes) > 0);
    assert!(Opcode::all().all(|op| op.desc().is_some()), "every opcode has a description");
}

#[test]
fn register_banks() {
    use tablegen_generated_tests as g;
    assert!(xa_register_bank!(g::register_bank_lit) > 0);
    assert!(xa_register_bank!(g::register_bank_banks) > 0);
    assert!(xa_register_bank!(g::register_bank_none) > 0);
}

#[test]
fn exegesis_counters() {
    use tablegen_generated_tests as g;
    assert!(xa_exegesis!(g::exegesis_counters) > 0);
    assert!(xa_exegesis!(g::exegesis_ties) > 0);
    assert!(xa_exegesis!(g::exegesis_none) > 0);
}

// The drivers below are what `.ci/extreme-args/run.py` writes from each
// module's text (its `lookup_calls`, `calling_conv_calls`,
// `macro_fusion_calls` and `dag_isel_calls`), for this crate's modules.

impl crate::extreme_calls::Extreme for g::generic_tables::BValues {
    fn extremes() -> Vec<Self> {
        Self::all().collect()
    }
}
impl crate::extreme_calls::Extreme for g::generic_tables::CEnum {
    fn extremes() -> Vec<Self> {
        Self::all().collect()
    }
}
impl crate::extreme_calls::Extreme for g::searchable_paths::AutoEnum {
    fn extremes() -> Vec<Self> {
        Self::all().collect()
    }
}
impl crate::extreme_calls::Extreme for g::searchable_paths::NothingEnum {
    fn extremes() -> Vec<Self> {
        Self::all().collect()
    }
}
impl crate::extreme_calls::Extreme for g::searchable_paths::SparseEnum {
    fn extremes() -> Vec<Self> {
        Self::all().collect()
    }
}
impl crate::extreme_calls::Extreme for g::searchable_paths::WideEnum {
    fn extremes() -> Vec<Self> {
        Self::all().collect()
    }
}
impl crate::extreme_calls::Extreme for g::searchable_paths::LegValues {
    fn extremes() -> Vec<Self> {
        Self::all().collect()
    }
}
impl From<g::calling_conv_actions::CcVt> for crate::extreme_calls::XaVt {
    fn from(v: g::calling_conv_actions::CcVt) -> Self {
        crate::extreme_calls::XaVt(u32::from(v.value()))
    }
}
impl From<g::calling_conv_actions::CcReg> for crate::extreme_calls::XaReg {
    fn from(r: g::calling_conv_actions::CcReg) -> Self {
        crate::extreme_calls::XaReg(u32::from(r.value()))
    }
}
impl g::calling_conv_actions::CcHooks<crate::extreme_calls::XaCcState> for crate::extreme_calls::XaCcHooks {
    fn has_wide(
        &self,
        _: &crate::extreme_calls::XaCcState,
        _: &::tablegen_runtime::cc::Value<crate::extreme_calls::XaVt>,
    ) -> bool {
        self.cond()
    }
    fn cc_toy_consecutive_regs(
        &mut self,
        state: &mut crate::extreme_calls::XaCcState,
        v: &mut ::tablegen_runtime::cc::Value<crate::extreme_calls::XaVt>,
    ) -> bool {
        self.custom(state, v)
    }
    fn cc_toy_last(
        &mut self,
        state: &mut crate::extreme_calls::XaCcState,
        v: &mut ::tablegen_runtime::cc::Value<crate::extreme_calls::XaVt>,
    ) -> bool {
        self.custom(state, v)
    }
    fn cc_toy_custom(
        &mut self,
        state: &mut crate::extreme_calls::XaCcState,
        v: ::tablegen_runtime::cc::Value<crate::extreme_calls::XaVt>,
    ) -> bool {
        self.custom_by_value(state, v)
    }
}
impl g::macro_fusion_lit::Context for crate::extreme_calls::XaFusionCx {
    type Instr = crate::extreme_calls::XaInstr;
    fn has_one_non_dbg_use(&self, _: u32) -> bool {
        self.next()
    }
    fn is_commutable(&self, _: &crate::extreme_calls::XaInstr) -> bool {
        self.next()
    }
    fn commuted_operand(&self, _: &crate::extreme_calls::XaInstr, _: usize) -> Option<usize> {
        self.next()
    }
}
impl g::macro_fusion_kinds::Context for crate::extreme_calls::XaFusionCx {
    type Instr = crate::extreme_calls::XaInstr;
    fn has_one_non_dbg_use(&self, _: u32) -> bool {
        self.next()
    }
    fn is_commutable(&self, _: &crate::extreme_calls::XaInstr) -> bool {
        self.next()
    }
    fn commuted_operand(&self, _: &crate::extreme_calls::XaInstr, _: usize) -> Option<usize> {
        self.next()
    }
    fn fuse5_escapes_code(
        &self,
        _: Option<&crate::extreme_calls::XaInstr>,
        _: &crate::extreme_calls::XaInstr,
    ) -> Option<bool> {
        self.next()
    }
    fn k_magic(&self) -> i64 {
        self.next()
    }
    fn map_imm(&self, _: i64) -> i64 {
        self.next()
    }
    fn is_odd_imm(&self, _: i64) -> bool {
        self.next()
    }
    fn map_reg(&self, _: u32) -> u32 {
        self.next()
    }
    fn is_odd_reg(&self, _: u32) -> bool {
        self.next()
    }
    fn is_even_opcode(&self, _: &crate::extreme_calls::XaInstr) -> bool {
        self.next()
    }
    fn tii_has_two_operands(&self, _: &crate::extreme_calls::XaInstr) -> bool {
        self.next()
    }
    fn is_foo(&self, _: &crate::extreme_calls::XaInstr) -> bool {
        self.next()
    }
    fn non_portable(&self, _: &crate::extreme_calls::XaInstr) -> bool {
        self.next()
    }
}
// The same hooks serve the module written with and without matcher comments.
macro_rules! xa_tiny_isel_hooks {
    ($module:ident) => {
        impl g::$module::TargetHooks<crate::extreme_calls::XaDag> for crate::extreme_calls::XaIselHooks {
            fn has_mul(&self, _dag: &crate::extreme_calls::XaDag) -> Result<bool, ::tablegen_runtime::isel::IselError> {
                self.pred()
            }
            fn predicate_unindexedload(
                &self,
                _dag: &crate::extreme_calls::XaDag,
                _node: usize,
            ) -> Result<bool, ::tablegen_runtime::isel::IselError> {
                self.pred()
            }
            fn predicate_load(
                &self,
                _dag: &crate::extreme_calls::XaDag,
                _node: usize,
            ) -> Result<bool, ::tablegen_runtime::isel::IselError> {
                self.pred()
            }
            fn predicate_unindexedstore(
                &self,
                _dag: &crate::extreme_calls::XaDag,
                _node: usize,
            ) -> Result<bool, ::tablegen_runtime::isel::IselError> {
                self.pred()
            }
            fn predicate_store(
                &self,
                _dag: &crate::extreme_calls::XaDag,
                _node: usize,
            ) -> Result<bool, ::tablegen_runtime::isel::IselError> {
                self.pred()
            }
            fn select_addr(
                &mut self,
                _dag: &mut crate::extreme_calls::XaDag,
                _root: usize,
                _parent: Option<usize>,
                _value: ::tablegen_runtime::isel::SdValue<usize>,
                _results: &mut alloc::vec::Vec<::tablegen_runtime::isel::SdValue<usize>>,
            ) -> Result<bool, ::tablegen_runtime::isel::IselError> {
                self.complex(_value, _results)
            }
        }
    };
}
xa_tiny_isel_hooks!(tiny_dag_isel);
xa_tiny_isel_hooks!(tiny_dag_isel_omit);

/// Every enum and lookup of the searchable-tables modules, every combination of extreme keys.
#[test]
fn searchable_tables() {
    assert!(
        (xa_enum!(g::generic_tables::BValues, u8)
            + xa_enum!(g::generic_tables::CEnum, u8)
            + xa_call!(g::generic_tables::lookup_a_table_by_values; u8, u16)
            + xa_call!(g::generic_tables::lookup_b_table_by_name; &str)
            + xa_call!(g::generic_tables::lookup_b_table_by_name_and_flag; &str, bool)
            + xa_call!(g::generic_tables::lookup_c_entry_by_encoding; u16)
            + xa_call!(g::generic_tables::lookup_c_entry; &str, g::generic_tables::CEnum)
            + xa_call!(g::generic_tables::lookup_e_entry_even_table_by_value; u8)
            + xa_call!(g::generic_tables::lookup_e_entry_odd_table_by_value; u8))
            > 0,
        "generic_tables"
    );
    assert!(
        (xa_call!(g::generic_tables_return_range::lookup_sys_reg_by_encoding; u16)) > 0,
        "generic_tables_return_range"
    );
    assert!(
        (xa_call!(g::generic_tables_instruction::get_custom_encoding_helper; u32)
            + xa_call!(g::generic_tables_instruction::get_table2_by_opcode; u32)
            + xa_call!(g::generic_tables_instruction::get_table2_by_value; u8))
            > 0,
        "generic_tables_instruction"
    );
    assert!((xa_call!(g::searchabletables_intrinsic::lookup_table_by_intr; u32)) > 0, "searchabletables_intrinsic");
    assert!(
        (xa_enum!(g::searchable_paths::AutoEnum, u8)
            + xa_enum!(g::searchable_paths::NothingEnum, u8)
            + xa_enum!(g::searchable_paths::SparseEnum, u8)
            + xa_enum!(g::searchable_paths::WideEnum, u32)
            + xa_enum!(g::searchable_paths::LegValues, u16)
            + xa_call!(g::searchable_paths::lookup_auto; g::searchable_paths::AutoEnum)
            + xa_call!(g::searchable_paths::lookup_auto_by_wide; u64)
            + xa_call!(g::searchable_paths::lookup_dense_by_val; u8)
            + xa_call!(g::searchable_paths::lookup_dense_by_flag_perm; bool, u16)
            + xa_call!(g::searchable_paths::lookup_dense_by_perm; u16)
            + xa_call!(g::searchable_paths::lookup_early; u8, g::searchable_paths::SparseEnum)
            + xa_call!(g::searchable_paths::lookup_early_by_big; u64, bool)
            + xa_call!(g::searchable_paths::lookup_early_by_kind; g::searchable_paths::SparseEnum)
            + xa_call!(g::searchable_paths::lookup_early_by_kind_early; g::searchable_paths::SparseEnum)
            + xa_call!(g::searchable_paths::lookup_early_by_name; &str)
            + xa_call!(g::searchable_paths::lookup_early_by_wide; g::searchable_paths::WideEnum, &str)
            + xa_call!(g::searchable_paths::lookup_one; u8)
            + xa_call!(g::searchable_paths::lookup_one_by_big; u64)
            + xa_call!(g::searchable_paths::lookup_one_by_name; &str)
            + xa_call!(g::searchable_paths::lookup_one_by_on; bool, &str)
            + xa_call!(g::searchable_paths::lookup_ranges_by_enc; u16)
            + xa_call!(g::searchable_paths::lookup_range_by_name; &str)
            + xa_call!(g::searchable_paths::lookup_range_by_tag_early; u8)
            + xa_call!(g::searchable_paths::lookup_signed; u64)
            + xa_call!(g::searchable_paths::lookup_str_by_name; &str)
            + xa_call!(g::searchable_paths::lookup_str_by_name_num; &str, u8)
            + xa_call!(g::searchable_paths::lookup_str_by_num_name; u8, &str)
            + xa_call!(g::searchable_paths::lookup_leg_by_name; &str)
            + xa_call!(g::searchable_paths::lookup_leg_by_enc; u16))
            > 0,
        "searchable_paths"
    );
    assert!(
        (xa_call!(g::searchable_instructions::get_alts; u32)
            + xa_call!(g::searchable_instructions::get_alt_by_variant_opcode; u8, u32)
            + xa_call!(g::searchable_instructions::get_dense_by_enc; u16)
            + xa_call!(g::searchable_instructions::get_dense_by_opcode; u32)
            + xa_call!(g::searchable_instructions::get_mixed_by_opcode; u32)
            + xa_call!(g::searchable_instructions::get_mixed_by_latency; u8)
            + xa_call!(g::searchable_instructions::get_mixed_by_name; &str)
            + xa_call!(g::searchable_instructions::get_mixed_by_opcode_early; u32)
            + xa_call!(g::searchable_instructions::get_mixed_by_opcode_name; u32, &str)
            + xa_call!(g::searchable_instructions::get_pseudo; u32))
            > 0,
        "searchable_instructions"
    );
}

/// Every convention on extreme states, value types and flags; hooks answering extremes.
#[test]
fn calling_conventions() {
    assert!(
        (xa_calling_conv!(g::calling_conv_actions; a_empty, cc_toy, cc_toy_stack, ret_cc_toy)) > 0,
        "calling_conv_actions"
    );
}

/// Every fusion predicate on pairs of extreme instructions (missing operands, MAX registers and opcodes).
#[test]
fn macro_fusion_predicates() {
    assert!((xa_macro_fusion!(g::macro_fusion_lit; INST0, INST1, INST2)) > 0, "macro_fusion_lit");
    assert!(
        (xa_macro_fusion!(g::macro_fusion_kinds; PSEUDO_MOV, ADD, ADDC, ADDI, LD, MUL, SLLI, SRLI)) > 0,
        "macro_fusion_kinds"
    );
}

/// The matcher on extreme DAGs (every node opcode, lying operand counts, unknown value types), every hook index.
#[test]
fn dag_isel_matchers() {
    assert!((xa_dag_isel!(g::tiny_dag_isel)) > 0, "tiny_dag_isel");
    assert!((xa_dag_isel!(g::tiny_dag_isel_omit)) > 0, "tiny_dag_isel_omit");
}

/// Every lookup of the target parsers (`-gen-arm-target-def`,
/// `-gen-riscv-target-def`) with the odd strings, their iterators run out.
#[test]
fn target_parsers() {
    assert!(
        (xa_call!(g::arm_target_def_tables::extension; &str)
            + xa_call!(g::arm_target_def_tables::arch_ext_kind; &str)
            + xa_call!(g::arm_target_def_tables::fmv_info; &str)
            + xa_call!(|a0: &str| g::arm_target_def_tables::extension_dependencies(a0).count(); &str)
            + xa_call!(g::arm_target_def_tables::architecture; &str)
            + xa_call!(g::arm_target_def_tables::resolve_cpu_alias; &str)
            + xa_call!(g::arm_target_def_tables::cpu; &str)
            + g::arm_target_def_tables::CPU_INFOS
                .iter()
                .map(|row| {
                    let _ = g::arm_target_def_tables::cpu_architecture(row);
                    1u64
                })
                .sum::<u64>())
            > 0
    );
    assert!(
        (xa_call!(g::arm_target_def_arm::extension; &str)
            + xa_call!(g::arm_target_def_arm::arch_ext_kind; &str)
            + xa_call!(g::arm_target_def_arm::fmv_info; &str)
            + xa_call!(|a0: &str| g::arm_target_def_arm::extension_dependencies(a0).count(); &str)
            + xa_call!(g::arm_target_def_arm::architecture; &str)
            + xa_call!(g::arm_target_def_arm::resolve_cpu_alias; &str)
            + xa_call!(g::arm_target_def_arm::cpu; &str)
            + g::arm_target_def_arm::CPU_INFOS
                .iter()
                .map(|row| {
                    let _ = g::arm_target_def_arm::cpu_architecture(row);
                    1u64
                })
                .sum::<u64>())
            > 0
    );
    assert!(
        (xa_call!(g::riscv_target_def_lit::extension; &str)
            + xa_call!(|a0: &str| g::riscv_target_def_lit::implied_extensions(a0).count(); &str)
            + xa_call!(g::riscv_target_def_lit::processor; &str)
            + xa_call!(g::riscv_target_def_lit::extension_bitmask; &str))
            > 0
    );
    assert!(
        (xa_call!(g::riscv_target_def_tables::extension; &str)
            + xa_call!(|a0: &str| g::riscv_target_def_tables::implied_extensions(a0).count(); &str)
            + xa_call!(g::riscv_target_def_tables::processor; &str)
            + xa_call!(g::riscv_target_def_tables::extension_bitmask; &str))
            > 0
    );
}
