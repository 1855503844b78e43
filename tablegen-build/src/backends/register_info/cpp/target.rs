//! `GET_REGINFO_HEADER` and `GET_REGINFO_TARGET_DESC`: the
//! `TargetRegisterInfo` subclass (LLVM's `runTargetHeader` and
//! `runTargetDesc`).

use std::collections::BTreeSet;
use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::super::RegInfo;
use super::desc::{mask, write_mapping, write_mapping_tables, write_seqs};
use crate::model::codegen::registers::{BitSet, ClassId, SubRegIdxId};
use crate::support::cpp::{ifdef, minimal_type_for_range, source_file_header_for};
use crate::support::seq_table::SequenceToOffsetTable;

/// LLVM's `runTargetHeader`.
pub(super) fn write_header(out: &mut String, rk: &RecordKeeper, info: &RegInfo) {
    let bank = &info.bank;
    let t = info.target.name(rk);
    let class = format!("{t}GenRegisterInfo");
    source_file_header_for(out, "Register Information Header Fragment", "");
    out.push('\n');
    ifdef(out, "GET_REGINFO_HEADER", |out| {
        out.push('\n');
        out.push_str("#include \"llvm/CodeGen/TargetRegisterInfo.h\"\n\n");
        out.push_str("namespace llvm {\n\n");
        let _ = write!(out, "class {t}FrameLowering;\n\n");
        let _ = write!(
        out,
        "struct {class} : public TargetRegisterInfo {{\n  explicit {class}(unsigned RA, unsigned D = 0, unsigned E = 0,\n      unsigned PC = 0, unsigned HwMode = 0);\n"
    );
        if !bank.sub_reg_indices().is_empty() {
            out.push_str(
            "  unsigned composeSubRegIndicesImpl(unsigned, unsigned) const override;\n  \
             LaneBitmask composeSubRegIndexLaneMaskImpl(unsigned, LaneBitmask) const override;\n  \
             LaneBitmask reverseComposeSubRegIndexLaneMaskImpl(unsigned, LaneBitmask) const override;\n  \
             const TargetRegisterClass *getSubClassWithSubReg(const TargetRegisterClass *, unsigned) const override;\n  \
             const TargetRegisterClass *getSubRegisterClass(const TargetRegisterClass *, unsigned) const override;\n",
        );
        }
        out.push_str(
            "  const RegClassWeight &getRegClassWeight(const TargetRegisterClass *RC) const override;\n  \
         unsigned getRegUnitWeight(unsigned RegUnit) const override;\n  \
         unsigned getNumRegPressureSets() const override;\n  \
         const char *getRegPressureSetName(unsigned Idx) const override;\n  \
         unsigned getRegPressureSetLimit(const MachineFunction &MF, unsigned Idx) const override;\n  \
         const int *getRegClassPressureSets(const TargetRegisterClass *RC) const override;\n  \
         const int *getRegUnitPressureSets(unsigned RegUnit) const override;\n  \
         ArrayRef<const char *> getRegMaskNames() const override;\n  \
         ArrayRef<const uint32_t *> getRegMasks() const override;\n  \
         bool isGeneralPurposeRegister(const MachineFunction &, MCRegister) const override;\n  \
         bool isFixedRegister(const MachineFunction &, MCRegister) const override;\n  \
         bool isArgumentRegister(const MachineFunction &, MCRegister) const override;\n  \
         bool isConstantPhysReg(MCRegister PhysReg) const override final;\n  \
         /// Devirtualized TargetFrameLowering.\n",
        );
        let _ = writeln!(out, "  static const {t}FrameLowering *getFrameLowering(\n      const MachineFunction &MF);");
        if info.classes.iter().any(|c| c.base_class_order.is_some()) {
            out.push_str("  const TargetRegisterClass *getPhysRegBaseClass(MCRegister Reg) const override;\n");
        }
        out.push_str("};\n\n");
        if let Some(first) = bank.classes().first() {
            let ns = &first.namespace;
            let _ = writeln!(out, "namespace {ns} {{ // Register classes");
            for rc in bank.classes() {
                let _ = writeln!(out, "  extern const TargetRegisterClass {}RegClass;", rc.name);
            }
            let _ = write!(out, "}} // end namespace {ns}\n\n");
        }
        out.push_str("} // end namespace llvm\n\n");
    });
    out.push('\n');
}

/// The `0x%08x, ` words of a bit set of `len` bits.
fn hex_words(words: &[u32]) -> String {
    words.iter().map(|w| format!("0x{w:08x}, ")).collect()
}

/// LLVM's `runTargetDesc`.
pub(super) fn write_target_desc(out: &mut String, rk: &RecordKeeper, info: &RegInfo) {
    let bank = &info.bank;
    let t = info.target.name(rk);
    let class_name = format!("{t}GenRegisterInfo");
    let classes = bank.classes();
    let indices = bank.sub_reg_indices();
    let hw = info.target.hw_modes();
    let modes = hw.num_mode_ids();
    source_file_header_for(out, "Target Register and Register Classes Information", "");
    out.push('\n');
    ifdef(out, "GET_REGINFO_TARGET_DESC", |out| {
        out.push('\n');
        out.push_str("namespace llvm {\n\n");
        let _ = writeln!(out, "extern const MCRegisterClass {t}MCRegisterClasses[];");

        let mut allocatable = BTreeSet::new();
        for rc in classes {
            if rc.allocatable {
                allocatable.extend(rc.orders[0].iter().copied());
            }
        }

        // Value type lists, shared across classes and modes; the table orders
        // them by `MVT` number.
        let mut vt_seqs = SequenceToOffsetTable::new();
        for m in 0..modes as usize {
            for row in &info.classes {
                vt_seqs.add(&row.vts[m]);
            }
        }
        let vt_seqs = vt_seqs.layout();
        out.push_str("\nstatic const MVT::SimpleValueType VTLists[] = {\n");
        write_seqs(out, &vt_seqs, "MVT::Other", |o, (_, name)| o.push_str(name));
        out.push_str("};\n");

        out.push_str("\nstatic const char *SubRegIndexNameTable[] = { \"");
        for idx in indices {
            out.push_str(&idx.name);
            out.push_str("\", \"");
        }
        out.push_str("\" };\n\n");

        out.push_str("static const TargetRegisterInfo::SubRegCoveredBits SubRegIdxRangeTable[] = {\n");
        for m in 0..modes {
            out.push_str("  { 65535, 65535 },\n");
            for idx in indices {
                let r = idx.range.get(m);
                let _ = writeln!(out, "  {{ {}, {} }},\t// {}", r.offset, r.size, idx.name);
            }
        }
        out.push_str("};\n\n");

        out.push_str("\nstatic const LaneBitmask SubRegIndexLaneMaskTable[] = {\n  LaneBitmask::getAll(),\n");
        for idx in indices {
            let _ = writeln!(out, "  {}, // {}", mask(idx.lane_mask), idx.name);
        }
        out.push_str(" };\n\n\n");

        let mut super_idx_lists: Vec<Vec<u32>> = vec![Vec::new(); classes.len()];
        if !classes.is_empty() {
            out.push_str("\nstatic const TargetRegisterInfo::RegClassInfo RegClassInfos[] = {\n");
            for m in 0..modes {
                let _ = writeln!(out, "  // Mode = {m} ({})", hw.mode_name(m));
                for (c, rc) in classes.iter().enumerate() {
                    let ri = rc.rsi.get(m);
                    let _ = writeln!(
                        out,
                        "  {{ {}, {}, {}, /*VTLists+*/{} }},    // {}",
                        ri.reg_size,
                        ri.spill_size,
                        ri.spill_alignment,
                        vt_seqs.get(&info.classes[c].vts[m as usize]).unwrap_or(0),
                        rc.name
                    );
                }
            }
            out.push_str("};\n");
            out.push_str("\nstatic const TargetRegisterClass *const NullRegClasses[] = { nullptr };\n\n");

            let mut super_idx_seqs = SequenceToOffsetTable::new();
            for (c, rc) in classes.iter().enumerate() {
                let _ = write!(out, "static const uint32_t {}SubClassMask[] = {{\n  ", rc.name);
                out.push_str(&hex_words(&rc.sub_class_set().groups(classes.len(), 32)));
                for (i, idx) in indices.iter().enumerate() {
                    let id = SubRegIdxId(i as u32);
                    if rc.super_reg_classes(id).next().is_none() {
                        continue;
                    }
                    super_idx_lists[c].push(idx.enum_value);
                    out.push_str("\n  ");
                    let supers = BitSet::from_ones(classes.len(), rc.super_reg_classes(id).map(|k| k.0 as usize));
                    out.push_str(&hex_words(&supers.groups(classes.len(), 32)));
                    let _ = write!(out, "// {}", idx.name);
                }
                super_idx_seqs.add(&super_idx_lists[c]);
                out.push_str("\n};\n\n");
            }
            out.push_str("static const uint16_t SuperRegIdxSeqs[] = {\n");
            let super_idx_seqs = super_idx_seqs.layout();
            write_seqs(out, &super_idx_seqs, "0", |o, x| {
                let _ = write!(o, "{x}");
            });
            out.push_str("};\n\n");

            for rc in classes {
                if rc.super_classes.is_empty() {
                    continue;
                }
                let _ = writeln!(out, "static const TargetRegisterClass *const {}Superclasses[] = {{", rc.name);
                for s in &rc.super_classes {
                    let _ = writeln!(out, "  &{}RegClass,", bank.class(*s).qualified_name());
                }
                out.push_str("  nullptr\n};\n\n");
            }

            for rc in classes {
                if rc.alt_order_select.is_empty() {
                    continue;
                }
                let name = &rc.name;
                let _ = write!(
                out,
                "\nstatic inline unsigned {name}AltOrderSelect(const MachineFunction &MF) {{{}}}\n\nstatic ArrayRef<MCPhysReg> {name}GetRawAllocationOrder(const MachineFunction &MF) {{\n",
                rc.alt_order_select
            );
                for (oi, order) in rc.orders.iter().enumerate().skip(1) {
                    if order.is_empty() {
                        continue;
                    }
                    let _ = write!(out, "  static const MCPhysReg AltOrder{oi}[] = {{");
                    for (k, r) in order.iter().enumerate() {
                        let q = info.qualified(*r);
                        let _ = write!(out, "{}{q}", if k > 0 { ", " } else { " " });
                    }
                    out.push_str(" };\n");
                }
                let _ = write!(
                out,
                "  const MCRegisterClass &MCR = {t}MCRegisterClasses[{}RegClassID];\n  const ArrayRef<MCPhysReg> Order[] = {{\n    ArrayRef(MCR.begin(), MCR.getNumRegs()",
                rc.qualified_name()
            );
                for (oi, order) in rc.orders.iter().enumerate().skip(1) {
                    if order.is_empty() {
                        out.push_str("),\n    ArrayRef<MCPhysReg>(");
                    } else {
                        let _ = write!(out, "),\n    ArrayRef(AltOrder{oi}");
                    }
                }
                let _ = write!(
                out,
                ")\n  }};\n  const unsigned Select = {name}AltOrderSelect(MF);\n  assert(Select < {});\n  return Order[Select];\n}}\n",
                rc.orders.len()
            );
            }

            let ns = &classes[0].namespace;
            let _ = writeln!(out, "\nnamespace {ns} {{   // Register class instances");
            for (c, rc) in classes.iter().enumerate() {
                let name = &rc.name;
                let _ = write!(
                out,
                "  extern const TargetRegisterClass {name}RegClass = {{\n    &{t}MCRegisterClasses[{name}RegClassID],\n    {name}SubClassMask,\n    SuperRegIdxSeqs + {},\n    {},\n    {},\n    {},\n    0x{:02x}, /* TSFlags */\n    {}, /* HasDisjunctSubRegs */\n    {}, /* CoveredBySubRegs */\n    ",
                super_idx_seqs.get(&super_idx_lists[c]).unwrap_or(0),
                mask(rc.lane_mask),
                rc.allocation_priority,
                rc.global_priority,
                rc.ts_flags,
                rc.has_disjunct_sub_regs,
                rc.covered_by_sub_regs
            );
                if rc.super_classes.is_empty() {
                    out.push_str("NullRegClasses,\n    ");
                } else {
                    let _ = write!(out, "{name}Superclasses,\n    ");
                }
                if rc.alt_order_select.is_empty() {
                    out.push_str("nullptr\n");
                } else {
                    let _ = writeln!(out, "{name}GetRawAllocationOrder");
                }
                out.push_str("  };\n\n");
            }
            let _ = writeln!(out, "}} // end namespace {ns}");
        }

        out.push_str("\nnamespace {\n  const TargetRegisterClass *const RegisterClasses[] = {\n");
        for rc in classes {
            let _ = writeln!(out, "    &{}RegClass,", rc.qualified_name());
        }
        out.push_str("  };\n} // end anonymous namespace\n");

        let regs = bank.registers();
        let num_costs = regs.iter().map(|r| r.cost_per_use.len()).max().unwrap_or(0).max(1);
        out.push_str("\nstatic const uint8_t CostPerUseTable[] = { \n");
        for i in 0..num_costs {
            // The row for `NoRegister` is all zeros.
            out.push_str("0, ");
            for r in regs {
                let _ = write!(out, "{}, ", r.cost_per_use.get(i).map_or(0, |c| *c as u32));
            }
        }
        out.push_str("};\n\n");
        out.push_str("\nstatic const bool InAllocatableClassTable[] = { \n");
        out.push_str("false, ");
        for r in regs {
            let _ = write!(out, "{}, ", allocatable.contains(&r.def));
        }
        out.push_str("};\n\n");
        let _ = write!(
        out,
        "\nstatic const TargetRegisterInfoDesc {t}RegInfoDesc = {{ // Extra Descriptors\nCostPerUseTable, {num_costs}, InAllocatableClassTable}};\n\n"
    );

        if !indices.is_empty() {
            write_compose(out, info, &class_name);
            write_compose_lane_mask(out, info, &class_name);
            write_sub_class_tables(out, info, &class_name);
        }
        write_pressure(out, info, &class_name);
        write_base_classes(out, rk, info, &class_name);

        for what in ["MCRegisterDesc {t}RegDesc[]", "int16_t {t}RegDiffLists[]", "LaneBitmask {t}LaneMaskLists[]"] {
            let _ = writeln!(out, "extern const {};", what.replace("{t}", t));
        }
        let _ = writeln!(out, "extern const char {t}RegStrings[];");
        let _ = writeln!(out, "extern const char {t}RegClassStrings[];");
        let _ = writeln!(out, "extern const MCPhysReg {t}RegUnitRoots[][2];");
        let _ = writeln!(out, "extern const uint16_t {t}SubRegIdxLists[];");
        let _ = writeln!(out, "extern const uint16_t {t}RegEncodingTable[];");
        write_mapping_tables(out, info, true);
        let _ = write!(
        out,
        "{class_name}::\n{class_name}(unsigned RA, unsigned DwarfFlavour, unsigned EHFlavour,\n      unsigned PC, unsigned HwMode)\n  : TargetRegisterInfo(&{t}RegInfoDesc, RegisterClasses, RegisterClasses+{},\n             SubRegIndexNameTable, SubRegIdxRangeTable, SubRegIndexLaneMaskTable,\n             {}, RegClassInfos, VTLists, HwMode) {{\n",
        classes.len(),
        mask(bank.covering_lanes())
    );
        let _ = write!(
        out,
        "  InitMCRegisterInfo({t}RegDesc, {}, RA, PC,\n                     {t}MCRegisterClasses, {},\n                     {t}RegUnitRoots,\n                     {},\n                     {t}RegDiffLists,\n                     {t}LaneMaskLists,\n                     {t}RegStrings,\n                     {t}RegClassStrings,\n                     {t}SubRegIdxLists,\n                     {},\n                     {t}RegEncodingTable);\n\n",
        regs.len() + 1,
        classes.len(),
        bank.num_native_reg_units(),
        indices.len() + 1
    );
        write_mapping(out, info, true);
        out.push_str("}\n\n");

        for csr in &info.callee_saved {
            let _ = write!(out, "static const MCPhysReg {}_SaveList[] = {{ ", csr.name);
            for r in &csr.save_list {
                let q = info.qualified(*r);
                let _ = write!(out, "{q}, ");
            }
            out.push_str("0 };\n");
            let _ = write!(out, "static const uint32_t {}_RegMask[] = {{ ", csr.name);
            out.push_str(&hex_words(&csr.reg_mask));
            out.push_str("};\n");
        }
        out.push_str("\n\n");

        let _ = writeln!(out, "ArrayRef<const uint32_t *> {class_name}::getRegMasks() const {{");
        if info.callee_saved.is_empty() {
            out.push_str("  return std::nullopt;\n");
        } else {
            out.push_str("  static const uint32_t *const Masks[] = {\n");
            for csr in &info.callee_saved {
                let _ = writeln!(out, "    {}_RegMask,", csr.name);
            }
            out.push_str("  };\n  return ArrayRef(Masks);\n");
        }
        out.push_str("}\n\n");

        for (method, category) in [
            ("isGeneralPurposeRegister", "GeneralPurposeRegisters"),
            ("isFixedRegister", "FixedRegisters"),
            ("isArgumentRegister", "ArgumentRegisters"),
        ] {
            let _ = write!(
                out,
                "bool {class_name}::\n{method}(const MachineFunction &MF, MCRegister PhysReg) const {{\n  return\n"
            );
            if let Some(cat) = bank.categories().iter().find(|c| c.name == category) {
                for c in &cat.classes {
                    let _ = writeln!(out, "      {}RegClass.contains(PhysReg) ||", bank.class(*c).qualified_name());
                }
            }
            out.push_str("      false;\n}\n\n");
        }
        let _ = write!(out, "bool {class_name}::\nisConstantPhysReg(MCRegister PhysReg) const {{\n  return\n");
        for (i, r) in regs.iter().enumerate() {
            if r.constant {
                let _ = writeln!(out, "      PhysReg == {} ||", info.regs[i].qualified_name);
            }
        }
        out.push_str("      false;\n}\n\n");

        let _ = writeln!(out, "ArrayRef<const char *> {class_name}::getRegMaskNames() const {{");
        if info.callee_saved.is_empty() {
            out.push_str("  return std::nullopt;\n");
        } else {
            out.push_str("  static const char *Names[] = {\n");
            for csr in &info.callee_saved {
                let _ = writeln!(out, "    \"{}\",", csr.name);
            }
            out.push_str("  };\n  return ArrayRef(Names);\n");
        }
        out.push_str("}\n\n");
        let _ = write!(
        out,
        "const {t}FrameLowering *\n{t}GenRegisterInfo::getFrameLowering(const MachineFunction &MF) {{\n  return static_cast<const {t}FrameLowering *>(\n      MF.getSubtarget().getFrameLowering());\n}}\n\n"
    );
        out.push_str("} // end namespace llvm\n\n");
    });
    out.push('\n');
}

/// LLVM's `emitComposeSubRegIndices`: compatible rows of the composition
/// table merged.
fn write_compose(out: &mut String, info: &RegInfo, class_name: &str) {
    let indices = info.bank.sub_reg_indices();
    let n = indices.len();
    let _ = writeln!(out, "unsigned {class_name}::composeSubRegIndicesImpl(unsigned IdxA, unsigned IdxB) const {{");
    let mut rows: Vec<Vec<Option<SubRegIdxId>>> = Vec::new();
    let mut row_map = Vec::with_capacity(n);
    let combine = |idx: &crate::model::codegen::registers::SubRegIndex, row: &mut Vec<Option<SubRegIdxId>>| -> bool {
        if idx.composites().any(|(b, c)| row[b.0 as usize].is_some_and(|e| e != c)) {
            return false;
        }
        for (b, c) in idx.composites() {
            row[b.0 as usize] = Some(c);
        }
        true
    };
    for idx in indices {
        let found = rows.iter_mut().position(|row| combine(idx, row));
        let r = match found {
            Some(r) => r,
            None => {
                let mut row = vec![None; n];
                combine(idx, &mut row);
                rows.push(row);
                rows.len() - 1
            }
        };
        row_map.push(r);
    }
    if rows.len() > 1 {
        let _ = write!(out, "  static const {} RowMap[{n}] = {{\n    ", minimal_type_for_range(rows.len() as u64));
        for r in &row_map {
            let _ = write!(out, "{r}, ");
        }
        out.push_str("\n  };\n");
    }
    let _ = writeln!(out, "  static const {} Rows[{}][{n}] = {{", minimal_type_for_range(n as u64 + 1), rows.len());
    for row in &rows {
        out.push_str("    { ");
        for e in row {
            match e {
                Some(c) => {
                    let _ = write!(out, "{}, ", info.bank.sub_reg_index(*c).qualified_name());
                }
                None => out.push_str("0, "),
            }
        }
        out.push_str("},\n");
    }
    out.push_str("  };\n\n");
    let _ = write!(out, "  --IdxA; assert(IdxA < {n}); (void) IdxA;\n  --IdxB; assert(IdxB < {n});\n");
    if rows.len() > 1 {
        out.push_str("  return Rows[RowMap[IdxA]][IdxB];\n");
    } else {
        out.push_str("  return Rows[0][IdxB];\n");
    }
    out.push_str("}\n\n");
}

/// LLVM's `emitComposeSubRegIndexLaneMask`.
fn write_compose_lane_mask(out: &mut String, info: &RegInfo, class_name: &str) {
    let indices = info.bank.sub_reg_indices();
    let mut sequences: Vec<&[crate::model::codegen::registers::MaskRol]> = Vec::new();
    let mut seq_of = Vec::with_capacity(indices.len());
    for idx in indices {
        let mut start = 0;
        let mut found = None;
        for s in &sequences {
            if *s == idx.lane_transform.as_slice() {
                found = Some(start);
                break;
            }
            start += s.len() + 1;
        }
        let at = match found {
            Some(at) => at,
            None => {
                sequences.push(&idx.lane_transform);
                start
            }
        };
        seq_of.push(at);
    }
    out.push_str("  struct MaskRolOp {\n    LaneBitmask Mask;\n    uint8_t  RotateLeft;\n  };\n  static const MaskRolOp LaneMaskComposeSequences[] = {\n");
    let mut at = 0;
    for (s, seq) in sequences.iter().enumerate() {
        out.push_str("    ");
        for step in seq.iter() {
            let _ = write!(out, "{{ {}, {:2} }}, ", mask(step.mask), step.rotate_left);
        }
        out.push_str("{ LaneBitmask::getNone(), 0 }");
        if s + 1 != sequences.len() {
            out.push_str(", ");
        }
        let _ = writeln!(out, "  // Sequence {at}");
        at += seq.len() + 1;
    }
    let max = seq_of.iter().copied().max().unwrap_or(0);
    let _ = writeln!(out, "  }};\n  static const {} CompositeSequences[] = {{", minimal_type_for_range(max as u64));
    for (i, idx) in indices.iter().enumerate() {
        let _ = write!(out, "    {}", seq_of[i]);
        if i + 1 != indices.len() {
            out.push(',');
        }
        let _ = writeln!(out, " // to {}", idx.name);
    }
    out.push_str("  };\n\n");
    let n = indices.len();
    let _ = write!(
        out,
        "LaneBitmask {class_name}::composeSubRegIndexLaneMaskImpl(unsigned IdxA, LaneBitmask LaneMask) const {{\n  --IdxA; assert(IdxA < {n} && \"Subregister index out of bounds\");\n  LaneBitmask Result;\n  for (const MaskRolOp *Ops =\n       &LaneMaskComposeSequences[CompositeSequences[IdxA]];\n       Ops->Mask.any(); ++Ops) {{\n    LaneBitmask::Type M = LaneMask.getAsInteger() & Ops->Mask.getAsInteger();\n    if (unsigned S = Ops->RotateLeft)\n      Result |= LaneBitmask((M << S) | (M >> (LaneBitmask::BitWidth - S)));\n    else\n      Result |= LaneBitmask(M);\n  }}\n  return Result;\n}}\n\n"
    );
    let _ = write!(
        out,
        "LaneBitmask {class_name}::reverseComposeSubRegIndexLaneMaskImpl(unsigned IdxA,  LaneBitmask LaneMask) const {{\n  LaneMask &= getSubRegIndexLaneMask(IdxA);\n  --IdxA; assert(IdxA < {n} && \"Subregister index out of bounds\");\n  LaneBitmask Result;\n  for (const MaskRolOp *Ops =\n       &LaneMaskComposeSequences[CompositeSequences[IdxA]];\n       Ops->Mask.any(); ++Ops) {{\n    LaneBitmask::Type M = LaneMask.getAsInteger();\n    if (unsigned S = Ops->RotateLeft)\n      Result |= LaneBitmask((M >> S) | (M << (LaneBitmask::BitWidth - S)));\n    else\n      Result |= LaneBitmask(M);\n  }}\n  return Result;\n}}\n\n"
    );
}

/// `getSubClassWithSubReg` and `getSubRegisterClass`.
fn write_sub_class_tables(out: &mut String, info: &RegInfo, class_name: &str) {
    let bank = &info.bank;
    let classes = bank.classes();
    let indices = bank.sub_reg_indices();
    let n = indices.len();
    let elem = if classes.len() <= 255 { "uint8_t" } else { "uint16_t" };
    let tail = format!(
        "  }};\n  assert(RC && \"Missing regclass\");\n  if (!Idx) return RC;\n  --Idx;\n  assert(Idx < {n} && \"Bad subreg\");\n  unsigned TV = Table[RC->getID()][Idx];\n  return TV ? getRegClass(TV - 1) : nullptr;\n}}\n\n"
    );
    let _ = writeln!(
        out,
        "const TargetRegisterClass *{class_name}::getSubClassWithSubReg(const TargetRegisterClass *RC, unsigned Idx) const {{"
    );
    let _ = writeln!(out, "  static const {elem} Table[{}][{n}] = {{", classes.len());
    for rc in classes {
        let _ = writeln!(out, "    {{\t// {}", rc.name);
        for (i, idx) in indices.iter().enumerate() {
            match rc.sub_class_with_sub_reg(SubRegIdxId(i as u32)) {
                Some(s) => {
                    let sc = bank.class(s);
                    let _ = writeln!(out, "      {},\t// {} -> {}", sc.enum_value + 1, idx.name, sc.name);
                }
                None => {
                    let _ = writeln!(out, "      0,\t// {}", idx.name);
                }
            }
        }
        out.push_str("    },\n");
    }
    out.push_str(&tail);
    let _ = writeln!(
        out,
        "const TargetRegisterClass *{class_name}::getSubRegisterClass(const TargetRegisterClass *RC, unsigned Idx) const {{"
    );
    let _ = writeln!(out, "  static const {elem} Table[{}][{n}] = {{", classes.len());
    for (c, rc) in classes.iter().enumerate() {
        let _ = writeln!(out, "    {{\t// {}", rc.name);
        for (i, idx) in indices.iter().enumerate() {
            match info.classes[c].sub_reg_class[i] {
                Some(s) => {
                    let sc = bank.class(s);
                    let _ = writeln!(out, "      {},\t// {}:{} -> {}", sc.enum_value + 1, rc.name, idx.name, sc.name);
                }
                None => {
                    let _ = writeln!(out, "      0,\t// {}:{}", rc.name, idx.name);
                }
            }
        }
        out.push_str("    },\n");
    }
    out.push_str(&tail);
}

/// LLVM's `EmitRegUnitPressure`.
fn write_pressure(out: &mut String, info: &RegInfo, class_name: &str) {
    let bank = &info.bank;
    let _ = write!(
        out,
        "/// Get the weight in units of pressure for this register class.\nconst RegClassWeight &{class_name}::\ngetRegClassWeight(const TargetRegisterClass *RC) const {{\n  static const RegClassWeight RCWeightTable[] = {{\n"
    );
    for (c, rc) in bank.classes().iter().enumerate() {
        let row = &info.classes[c];
        let _ = writeln!(out, "    {{{}, {}}},  \t// {}", row.weight, row.units_weight, rc.name);
    }
    out.push_str("  };\n  return RCWeightTable[RC->getID()];\n}\n\n");

    let native = &bank.reg_units()[..bank.num_native_reg_units()];
    let unit_weight = native.iter().all(|u| u.weight <= 1);
    let _ = write!(
        out,
        "/// Get the weight in units of pressure for this register unit.\nunsigned {class_name}::\ngetRegUnitWeight(unsigned RegUnit) const {{\n  assert(RegUnit < {} && \"invalid register unit\");\n",
        native.len()
    );
    if unit_weight {
        out.push_str("  // All register units have unit weight.\n  return 1;\n");
    } else {
        out.push_str("  static const uint8_t RUWeightTable[] = {\n    ");
        for u in native {
            let _ = write!(out, "{}, ", u.weight);
        }
        out.push_str("};\n  return RUWeightTable[RegUnit];\n");
    }
    out.push_str("}\n\n");

    let sets: Vec<_> = bank.pressure_sets().collect();
    let _ = write!(
        out,
        "\n// Get the number of dimensions of register pressure.\nunsigned {class_name}::getNumRegPressureSets() const {{\n  return {};\n}}\n\n",
        sets.len()
    );
    let _ = write!(
        out,
        "// Get the name of this register unit pressure set.\nconst char *{class_name}::\ngetRegPressureSetName(unsigned Idx) const {{\n  static const char *PressureNameTable[] = {{\n"
    );
    for s in &sets {
        let _ = writeln!(out, "    \"{}\",", s.name);
    }
    out.push_str("  };\n  return PressureNameTable[Idx];\n}\n\n");
    let max_weight = sets.iter().map(|s| s.weight).max().unwrap_or(0);
    let _ = write!(
        out,
        "// Get the register unit pressure limit for this dimension.\n// This limit must be adjusted dynamically for reserved registers.\nunsigned {class_name}::\ngetRegPressureSetLimit(const MachineFunction &MF, unsigned Idx) const {{\n  static const {} PressureLimitTable[] = {{\n",
        minimal_type_for_range(u64::from(max_weight))
    );
    for (i, s) in sets.iter().enumerate() {
        let _ = writeln!(out, "    {},  \t// {i}: {}", s.weight, s.name);
    }
    out.push_str("  };\n  return PressureLimitTable[Idx];\n}\n\n");

    let lists: Vec<Vec<i64>> = bank
        .reg_class_unit_sets()
        .iter()
        .map(|ids| {
            let mut v: Vec<i64> = ids.iter().map(|&id| i64::from(bank.reg_unit_set(id).order)).collect();
            v.sort_unstable();
            v
        })
        .collect();
    let mut seqs = SequenceToOffsetTable::new();
    for l in &lists {
        seqs.add(l);
    }
    let seqs = seqs.layout();
    out.push_str("/// Table of pressure sets per register class or unit.\nstatic const int RCSetsTable[] = {\n");
    write_seqs(out, &seqs, "-1", |o, x| {
        let _ = write!(o, "{x}");
    });
    out.push_str("};\n\n");
    let start_type = minimal_type_for_range((seqs.len() as u64).wrapping_sub(1) & 0xFFFF_FFFF);
    let _ = write!(
        out,
        "/// Get the dimensions of register pressure impacted by this register class.\n/// Returns a -1 terminated array of pressure set IDs\nconst int *{class_name}::\ngetRegClassPressureSets(const TargetRegisterClass *RC) const {{\n  static const {start_type} RCSetStartTable[] = {{\n    "
    );
    for l in lists.iter().take(bank.classes().len()) {
        let _ = write!(out, "{},", seqs.get(l).unwrap_or(0));
    }
    out.push_str("};\n  return &RCSetsTable[RCSetStartTable[RC->getID()]];\n}\n\n");
    let _ = write!(
        out,
        "/// Get the dimensions of register pressure impacted by this register unit.\n/// Returns a -1 terminated array of pressure set IDs\nconst int *{class_name}::\ngetRegUnitPressureSets(unsigned RegUnit) const {{\n  assert(RegUnit < {} && \"invalid register unit\");\n  static const {start_type} RUSetStartTable[] = {{\n    ",
        native.len()
    );
    for u in native {
        let l = lists.get(u.reg_class_unit_sets_idx as usize).map(Vec::as_slice).unwrap_or(&[]);
        let _ = write!(out, "{},", seqs.get(l).unwrap_or(0));
    }
    out.push_str("};\n  return &RCSetsTable[RUSetStartTable[RegUnit]];\n}\n\n");
}

/// The register-to-base-class map, when some class has a
/// `BaseClassOrder`.
fn write_base_classes(out: &mut String, rk: &RecordKeeper, info: &RegInfo, class_name: &str) {
    let bank = &info.bank;
    let mut base: Vec<(i32, u32, ClassId)> = info
        .classes
        .iter()
        .enumerate()
        .filter_map(|(c, row)| {
            row.base_class_order.map(|o| (o, bank.class(ClassId(c as u32)).enum_value, ClassId(c as u32)))
        })
        .collect();
    if base.is_empty() {
        return;
    }
    base.sort_by_key(|b| (b.0, b.1));
    let regs = bank.registers();
    let _ = write!(
        out,
        "\n// Register to base register class mapping\n\n\nconst TargetRegisterClass *{class_name}::getPhysRegBaseClass(MCRegister Reg) const {{\n  static const uint16_t InvalidRegClassID = UINT16_MAX;\n\n  static const uint16_t Mapping[{}] = {{\n    InvalidRegClassID,  // NoRegister\n",
        regs.len() + 1
    );
    for (i, r) in regs.iter().enumerate() {
        let rid = crate::model::codegen::registers::RegId(i as u32);
        let rc = base.iter().find(|b| bank.class(b.2).contains(rid)).map(|b| bank.class(b.2));
        let name = match rc {
            Some(rc) => format!("{}RegClassID", rc.qualified_name()),
            None => "InvalidRegClassID".to_owned(),
        };
        let _ = writeln!(out, "    {name},  // {}", r.name(rk));
    }
    out.push_str("  };\n\n  assert(Reg < ArrayRef(Mapping).size());\n  unsigned RCID = Mapping[Reg];\n  if (RCID == InvalidRegClassID)\n    return nullptr;\n  return RegisterClasses[RCID];\n}\n");
}
