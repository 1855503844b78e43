//! The C++ writer: `<Target>GenSubtargetInfo.inc` exactly as llvm-tblgen 19
//! prints it.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::*;
use crate::backend::Options;
use crate::model::inst_predicate::cpp::Expander;
use crate::model::inst_predicate::sti::StiExpander;
use crate::support::cpp::{ifdef, source_file_header_for};

/// Writes the whole `.inc`.
pub fn write(_: &RecordKeeper, m: &Subtarget, _: &Options) -> String {
    let mut o = String::new();
    source_file_header_for(&mut o, "Subtarget Enumeration Source Fragment", "");
    let t = &m.target;
    o.push('\n');
    ifdef(&mut o, "GET_SUBTARGETINFO_ENUM", |o| {
        o.push_str("\nnamespace llvm {\n");
        if !m.feature_enum.is_empty() {
            let _ = writeln!(o, "namespace {t} {{\nenum {{");
            for (i, f) in m.feature_enum.iter().enumerate() {
                let _ = writeln!(o, "  {f} = {i},");
            }
            let _ = writeln!(o, "  NumSubtargetFeatures = {}\n}};\n}} // end namespace {t}", m.feature_enum.len());
        }
        o.push_str("} // end namespace llvm\n\n");
    });
    o.push('\n');

    o.push_str("\n#ifdef GET_SUBTARGETINFO_MACRO\n");
    for (field, default, getter) in &m.macros {
        let _ = writeln!(o, "GET_SUBTARGETINFO_MACRO({field}, {default}, {getter})");
    }
    o.push_str("#undef GET_SUBTARGETINFO_MACRO\n#endif // GET_SUBTARGETINFO_MACRO\n\n");
    o.push('\n');
    let num_features = m.feature_kv.len();
    ifdef(&mut o, "GET_SUBTARGETINFO_MC_DESC", |o| {
        o.push('\n');
        if t == "AArch64" {
            o.push_str("#include \"llvm/TargetParser/AArch64TargetParser.h\"\n\n");
        }
        o.push_str("namespace llvm {\n");
        if !m.feature_enum.is_empty() {
            o.push_str("// Sorted (by key) array of values for CPU features.\n");
            let _ = writeln!(o, "extern const llvm::SubtargetFeatureKV {t}FeatureKV[] = {{");
            for f in &m.feature_kv {
                let _ = write!(o, "  {{ \"{}\", \"{}\", {t}::{}, ", f.key, f.desc, f.def_name);
                mask(o, &f.implies);
                o.push_str(" },\n");
            }
            o.push_str("};\n");
        }
        o.push('\n');
        sched_model(o, m);
        o.push('\n');
        o.push_str("// Sorted (by key) array of values for CPU subtype.\n");
        let _ = writeln!(o, "extern const llvm::SubtargetSubTypeKV {t}SubTypeKV[] = {{");
        for c in &m.cpus {
            let _ = write!(o, " {{ \"{}\", ", c.name);
            mask(o, &c.features);
            o.push_str(", ");
            mask(o, &c.tune);
            let _ = writeln!(o, ", &{} }},", c.model);
        }
        o.push_str("};\n\n");

        mc_subtarget_info(o, m);

        let _ = write!(
        o,
        "\nstatic inline MCSubtargetInfo *create{t}MCSubtargetInfoImpl(const Triple &TT, StringRef CPU, StringRef TuneCPU, StringRef FS) {{\n"
    );
        if t == "AArch64" {
            o.push_str("  CPU = AArch64::resolveCPUAlias(CPU);\n  TuneCPU = AArch64::resolveCPUAlias(TuneCPU);\n");
        }
        let _ = write!(o, "  return new {t}GenMCSubtargetInfo(TT, CPU, TuneCPU, FS, ");
        if num_features > 0 {
            let _ = write!(o, "{t}FeatureKV, ");
        } else {
            o.push_str("std::nullopt, ");
        }
        if !m.cpus.is_empty() {
            let _ = write!(o, "{t}SubTypeKV, ");
        } else {
            o.push_str("std::nullopt, ");
        }
        table_args(o, m, 22);
        o.push_str(");\n}\n\n} // end namespace llvm\n\n");
    });
    o.push('\n');

    o.push('\n');
    ifdef(&mut o, "GET_SUBTARGETINFO_TARGET_DESC", |o| {
        o.push('\n');
        o.push_str("#include \"llvm/Support/Debug.h\"\n#include \"llvm/Support/raw_ostream.h\"\n\n");
        if t == "AArch64" {
            o.push_str("#include \"llvm/TargetParser/AArch64TargetParser.h\"\n\n");
        }
        parse_features(o, m);
    });
    o.push('\n');

    let class = format!("{t}GenSubtargetInfo");
    o.push('\n');
    ifdef(&mut o, "GET_SUBTARGETINFO_HEADER", |o| {
        o.push('\n');
        o.push_str("namespace llvm {\nclass DFAPacketizer;\n");
        let _ = write!(
        o,
        "namespace {t}_MC {{\nunsigned resolveVariantSchedClassImpl(unsigned SchedClass, const MCInst *MI, const MCInstrInfo *MCII, unsigned CPUID);\n}} // end namespace {t}_MC\n\n"
    );
        let _ = write!(
        o,
        "struct {class} : public TargetSubtargetInfo {{\n  explicit {class}(const Triple &TT, StringRef CPU, StringRef TuneCPU, StringRef FS);\npublic:\n  unsigned resolveSchedClass(unsigned SchedClass,  const MachineInstr *DefMI, const TargetSchedModel *SchedModel) const override;\n  unsigned resolveVariantSchedClass(unsigned SchedClass, const MCInst *MI, const MCInstrInfo *MCII, unsigned CPUID) const override;\n  DFAPacketizer *createDFAPacketizer(const InstrItineraryData *IID) const;\n"
    );
        if !m.hw_mode_features.is_empty() {
            hw_mode_decls(o);
        }
        if !m.macro_fusions.is_empty() {
            o.push_str("  std::vector<MacroFusionPredTy> getMacroFusions() const override;\n");
        }
        let mut pe = StiExpander::new(t);
        pe.pe.set_by_ref(false);
        for f in &m.sti_functions {
            pe.expand(o, f);
        }
        o.push_str("};\n} // end namespace llvm\n\n");
    });
    o.push('\n');

    o.push('\n');
    ifdef(&mut o, "GET_SUBTARGETINFO_CTOR", |o| {
        o.push('\n');
        o.push_str("#include \"llvm/CodeGen/TargetSchedule.h\"\n\nnamespace llvm {\n");
        let _ = writeln!(o, "extern const llvm::SubtargetFeatureKV {t}FeatureKV[];");
        let _ = writeln!(o, "extern const llvm::SubtargetSubTypeKV {t}SubTypeKV[];");
        let _ = writeln!(o, "extern const llvm::MCWriteProcResEntry {t}WriteProcResTable[];");
        let _ = writeln!(o, "extern const llvm::MCWriteLatencyEntry {t}WriteLatencyTable[];");
        let _ = writeln!(o, "extern const llvm::MCReadAdvanceEntry {t}ReadAdvanceTable[];");
        if m.itineraries.is_some() {
            let _ = writeln!(o, "extern const llvm::InstrStage {t}Stages[];");
            let _ = writeln!(o, "extern const unsigned {t}OperandCycles[];");
            let _ = writeln!(o, "extern const unsigned {t}ForwardingPaths[];");
        }
        let _ = writeln!(o, "{class}::{class}(const Triple &TT, StringRef CPU, StringRef TuneCPU, StringRef FS)");
        if t == "AArch64" {
            o.push_str("  : TargetSubtargetInfo(TT, AArch64::resolveCPUAlias(CPU),\n                        AArch64::resolveCPUAlias(TuneCPU), FS, ");
        } else {
            o.push_str("  : TargetSubtargetInfo(TT, CPU, TuneCPU, FS, ");
        }
        if num_features > 0 {
            let _ = write!(o, "ArrayRef({t}FeatureKV, {num_features}), ");
        } else {
            o.push_str("std::nullopt, ");
        }
        if !m.cpus.is_empty() {
            let _ = write!(o, "ArrayRef({t}SubTypeKV, {}), ", m.cpus.len());
        } else {
            o.push_str("std::nullopt, ");
        }
        table_args(o, m, 24);
        o.push_str(") {}\n\n");

        let _ = write!(
        o,
        "unsigned {class}\n::resolveSchedClass(unsigned SchedClass, const MachineInstr *MI, const TargetSchedModel *SchedModel) const {{\n"
    );
        o.push_str(&m.predicate_prolog);
        helpers(o, m, false);
        let _ = write!(o, "}} // {class}::resolveSchedClass\n\n");
        let _ = write!(
        o,
        "unsigned {class}\n::resolveVariantSchedClass(unsigned SchedClass, const MCInst *MI, const MCInstrInfo *MCII, unsigned CPUID) const {{\n  return {t}_MC::resolveVariantSchedClassImpl(SchedClass, MI, MCII, CPUID);\n}} // {class}::resolveVariantSchedClass\n\n"
    );
        let mut pe = StiExpander::new(t);
        pe.class_prefix = class.clone();
        pe.expand_definition = true;
        pe.pe.set_by_ref(false);
        pe.pe.set_indent_level(0);
        for f in &m.sti_functions {
            pe.expand(o, f);
        }
        hw_mode_check(o, m, &class);
        if !m.macro_fusions.is_empty() {
            let _ = writeln!(o, "std::vector<MacroFusionPredTy> {class}::getMacroFusions() const {{");
            o.push_str("  std::vector<MacroFusionPredTy> Fusions;\n");
            for f in &m.macro_fusions {
                let _ = writeln!(o, "  if (hasFeature({t}::{f})) Fusions.push_back(llvm::is{f});");
            }
            o.push_str("  return Fusions;\n}\n");
        }
        o.push_str("} // end namespace llvm\n\n");
    });
    o.push('\n');

    o.push('\n');
    let mut pe = StiExpander::new(t);
    pe.pe.set_expand_for_mc(true);
    pe.pe.set_by_ref(true);
    ifdef(&mut o, "GET_STIPREDICATE_DECLS_FOR_MC_ANALYSIS", |o| {
        o.push('\n');
        for f in &m.sti_functions {
            pe.expand(o, f);
        }
    });
    o.push('\n');
    o.push('\n');
    ifdef(&mut o, "GET_STIPREDICATE_DEFS_FOR_MC_ANALYSIS", |o| {
        o.push('\n');
        pe.expand_definition = true;
        pe.class_prefix = format!("{t}MCInstrAnalysis");
        pe.pe.set_indent_level(0);
        for f in &m.sti_functions {
            pe.expand(o, f);
        }
    });
    o.push('\n');
    o
}

fn mask(o: &mut String, m: &FeatureMask) {
    o.push_str("{ { { ");
    for w in m {
        let _ = write!(o, "0x{w:x}ULL, ");
    }
    o.push_str("} } }");
}

fn table_args(o: &mut String, m: &Subtarget, indent: usize) {
    let t = &m.target;
    o.push('\n');
    o.push_str(&" ".repeat(indent));
    let _ = write!(o, "{t}WriteProcResTable, {t}WriteLatencyTable, {t}ReadAdvanceTable, ");
    o.push('\n');
    o.push_str(&" ".repeat(indent));
    if m.itineraries.is_some() {
        let _ = write!(o, "{t}Stages, {t}OperandCycles, {t}ForwardingPaths");
    } else {
        o.push_str("nullptr, nullptr, nullptr");
    }
}

fn hw_mode_decls(o: &mut String) {
    o.push_str("  unsigned getHwModeSet() const override;\n");
    o.push_str("  unsigned getHwMode(enum HwModeType type = HwMode_Default) const override;\n");
}

fn mc_subtarget_info(o: &mut String, m: &Subtarget) {
    let t = &m.target;
    let _ = write!(
        o,
        "namespace {t}_MC {{\nunsigned resolveVariantSchedClassImpl(unsigned SchedClass,\n    const MCInst *MI, const MCInstrInfo *MCII, unsigned CPUID) {{\n"
    );
    helpers(o, m, true);
    let _ = write!(o, "}}\n}} // end namespace {t}_MC\n\n");
    let _ = write!(
        o,
        "struct {t}GenMCSubtargetInfo : public MCSubtargetInfo {{\n  {t}GenMCSubtargetInfo(const Triple &TT,\n    StringRef CPU, StringRef TuneCPU, StringRef FS,\n    ArrayRef<SubtargetFeatureKV> PF,\n    ArrayRef<SubtargetSubTypeKV> PD,\n    const MCWriteProcResEntry *WPR,\n    const MCWriteLatencyEntry *WL,\n    const MCReadAdvanceEntry *RA, const InstrStage *IS,\n    const unsigned *OC, const unsigned *FP) :\n      MCSubtargetInfo(TT, CPU, TuneCPU, FS, PF, PD,\n                      WPR, WL, RA, IS, OC, FP) {{ }}\n\n  unsigned resolveVariantSchedClass(unsigned SchedClass,\n      const MCInst *MI, const MCInstrInfo *MCII,\n      unsigned CPUID) const override {{\n    return {t}_MC::resolveVariantSchedClassImpl(SchedClass, MI, MCII, CPUID);\n  }}\n"
    );
    if !m.hw_mode_features.is_empty() {
        hw_mode_decls(o);
    }
    if t == "AArch64" {
        o.push_str("  bool isCPUStringValid(StringRef CPU) const override {\n    CPU = AArch64::resolveCPUAlias(CPU);\n    return MCSubtargetInfo::isCPUStringValid(CPU);\n  }\n");
    }
    o.push_str("};\n");
    hw_mode_check(o, m, &format!("{t}GenMCSubtargetInfo"));
}

fn hw_mode_check(o: &mut String, m: &Subtarget, class: &str) {
    if m.hw_mode_features.is_empty() {
        return;
    }
    let _ = write!(
        o,
        "unsigned {class}::getHwModeSet() const {{\n  // Collect HwModes and store them as a bit set.\n  unsigned Modes = 0;\n"
    );
    for (i, f) in m.hw_mode_features.iter().enumerate() {
        let _ = writeln!(o, "  if (checkFeatures(\"{f}\")) Modes |= (1 << {i});");
    }
    o.push_str("  return Modes;\n}\n");
    let _ = write!(
        o,
        "unsigned {class}::getHwMode(enum HwModeType type) const {{\n  unsigned Modes = getHwModeSet();\n\n  if (!Modes)\n    return Modes;\n\n  switch (type) {{\n  case HwMode_Default:\n    return llvm::countr_zero(Modes) + 1;\n"
    );
    for (name, bits) in ["ValueType", "RegInfo", "EncodingInfo"].iter().zip(m.hw_mode_kinds) {
        let _ = write!(
            o,
            "  case HwMode_{name}:\n    Modes &= {bits};\n    if (!Modes)\n      return Modes;\n    if (!llvm::has_single_bit<unsigned>(Modes))\n      llvm_unreachable(\"Two or more HwModes for {name} were found!\");\n    return llvm::countr_zero(Modes) + 1;\n"
        );
    }
    o.push_str("  }\n  llvm_unreachable(\"unexpected HwModeType\");\n  return 0; // should not get here\n}\n");
}

fn parse_features(o: &mut String, m: &Subtarget) {
    let t = &m.target;
    let _ = write!(
        o,
        "// ParseSubtargetFeatures - Parses features string setting specified\n// subtarget options.\nvoid llvm::{t}Subtarget::ParseSubtargetFeatures(StringRef CPU, StringRef TuneCPU, StringRef FS) {{\n  LLVM_DEBUG(dbgs() << \"\\nFeatures:\" << FS);\n  LLVM_DEBUG(dbgs() << \"\\nCPU:\" << CPU);\n  LLVM_DEBUG(dbgs() << \"\\nTuneCPU:\" << TuneCPU << \"\\n\\n\");\n"
    );
    if m.feature_fields.is_empty() {
        o.push_str("}\n");
        return;
    }
    if t == "AArch64" {
        o.push_str("  CPU = AArch64::resolveCPUAlias(CPU);\n  TuneCPU = AArch64::resolveCPUAlias(TuneCPU);\n");
    }
    o.push_str("  InitMCProcessorInfo(CPU, TuneCPU, FS);\n  const FeatureBitset &Bits = getFeatureBits();\n");
    for f in &m.feature_fields {
        if f.value == "true" || f.value == "false" {
            let _ = writeln!(o, "  if (Bits[{t}::{}]) {} = {};", f.def_name, f.field, f.value);
        } else {
            let _ =
                writeln!(o, "  if (Bits[{t}::{}] && {} < {}) {} = {};", f.def_name, f.field, f.value, f.field, f.value);
        }
    }
    o.push_str("}\n");
}

fn sched_model(o: &mut String, m: &Subtarget) {
    let t = &m.target;
    o.push_str("#ifdef DBGFIELD\n#error \"<target>GenSubtargetInfo.inc requires a DBGFIELD macro\"\n#endif\n#if !defined(NDEBUG) || defined(LLVM_ENABLE_DUMP)\n#define DBGFIELD(x) x,\n#else\n#define DBGFIELD(x)\n#endif\n");
    if let Some(it) = &m.itineraries {
        itineraries(o, m, it);
    }
    o.push_str("\n// ===============================================================\n// Data tables for the new per-operand machine model.\n");
    let tb = &m.tables;
    let _ = write!(
        o,
        "\n// {{ProcResourceIdx, ReleaseAtCycle, AcquireAtCycle}}\nextern const llvm::MCWriteProcResEntry {t}WriteProcResTable[] = {{\n  {{ 0,  0,  0 }}, // Invalid\n"
    );
    let n = tb.write_proc_res.len();
    for (i, e) in tb.write_proc_res.iter().enumerate() {
        let _ = write!(o, "  {{{:2}, {:2},  {:2}}}", e.resource, e.release, e.acquire);
        if i + 1 < n {
            o.push(',');
        }
        let _ = writeln!(o, " // #{}", i + 1);
    }
    let _ = writeln!(o, "}}; // {t}WriteProcResTable");
    let _ = write!(
        o,
        "\n// {{Cycles, WriteResourceID}}\nextern const llvm::MCWriteLatencyEntry {t}WriteLatencyTable[] = {{\n  {{ 0,  0}}, // Invalid\n"
    );
    let n = tb.write_latencies.len();
    for (i, (e, name)) in tb.write_latencies.iter().enumerate() {
        let _ = write!(o, "  {{{:2}, {:2}}}", e.cycles, e.write_id);
        if i + 1 < n {
            o.push(',');
        }
        let _ = writeln!(o, " // #{} {name}", i + 1);
    }
    let _ = writeln!(o, "}}; // {t}WriteLatencyTable");
    let _ = write!(
        o,
        "\n// {{UseIdx, WriteResourceID, Cycles}}\nextern const llvm::MCReadAdvanceEntry {t}ReadAdvanceTable[] = {{\n  {{0,  0,  0}}, // Invalid\n"
    );
    let n = tb.read_advances.len();
    for (i, e) in tb.read_advances.iter().enumerate() {
        let _ = write!(o, "  {{{}, {:2}, {:2}}}", e.use_idx, e.write_id, e.cycles);
        if i + 1 < n {
            o.push(',');
        }
        let _ = writeln!(o, " // #{}", i + 1);
    }
    let _ = writeln!(o, "}}; // {t}ReadAdvanceTable");
    for pm in &m.models {
        let Some(im) = &pm.instr_model else { continue };
        let _ = write!(
            o,
            "\n// {{Name, NumMicroOps, BeginGroup, EndGroup, RetireOOO, WriteProcResIdx,#, WriteLatencyIdx,#, ReadAdvanceIdx,#}}\nstatic const llvm::MCSchedClassDesc {}SchedClasses[] = {{\n",
            pm.name
        );
        let _ = writeln!(
            o,
            "  {{DBGFIELD(\"InvalidSchedClass\")  {}, false, false, false, 0, 0,  0, 0,  0, 0}},",
            analyze::INVALID_MICRO_OPS
        );
        for (i, d) in im.classes.iter().enumerate() {
            let name = tb.class_names.get(i + 1).map(String::as_str).unwrap_or("");
            let _ = write!(o, "  {{DBGFIELD(\"{name}\") ");
            if name.len() < 18 {
                o.push_str(&" ".repeat(18 - name.len()));
            }
            let _ = writeln!(
                o,
                "{}, {}, {}, {}, {:2}, {}, {:2}, {}, {:2}, {}}}, // #{}",
                d.micro_ops,
                d.begin_group,
                d.end_group,
                d.retire_ooo,
                d.wpr_idx,
                d.wpr_len,
                d.wl_idx,
                d.wl_len,
                d.ra_idx,
                d.ra_len,
                i + 1
            );
        }
        let _ = writeln!(o, "}}; // {}SchedClasses", pm.name);
    }
    o.push_str("\n#undef DBGFIELD\n");
    for pm in &m.models {
        processor_model(o, pm);
    }
}

fn itineraries(o: &mut String, m: &Subtarget, it: &Itineraries) {
    let t = &m.target;
    for n in &it.names {
        let _ = write!(o, "\n// Functional units for \"{}\"\nnamespace {}FU {{\n", n.name, n.name);
        for (j, u) in n.units.iter().enumerate() {
            let _ = writeln!(o, "  const InstrStage::FuncUnits {u} = 1ULL << {j};");
        }
        let _ = writeln!(o, "}} // end namespace {}FU", n.name);
        if !n.bypasses.is_empty() {
            let _ = write!(
                o,
                "\n// Pipeline forwarding paths for itineraries \"{}\"\nnamespace {}Bypass {{\n  const unsigned NoBypass = 0;\n",
                n.name, n.name
            );
            for (j, b) in n.bypasses.iter().enumerate() {
                let _ = writeln!(o, "  const unsigned {b} = 1 << {j};");
            }
            let _ = writeln!(o, "}} // end namespace {}Bypass", n.name);
        }
    }
    let _ = write!(
        o,
        "\nextern const llvm::InstrStage {t}Stages[] = {{\n  {{ 0, 0, 0, llvm::InstrStage::Required }}, // No itinerary\n"
    );
    let mut count = 1usize;
    for group in &it.stages {
        for (i, s) in group.iter().enumerate() {
            let _ = write!(
                o,
                "  {{ {}, {}, {}, (llvm::InstrStage::ReservationKinds){} }}",
                s.cycles,
                s.units.join(" | "),
                s.time_inc,
                s.kind
            );
            if i + 1 < group.len() {
                o.push_str(", ");
            }
        }
        let _ = write!(o, ", // {count}");
        if group.len() > 1 {
            let _ = write!(o, "-{}", count + group.len() - 1);
        }
        o.push('\n');
        count += group.len();
    }
    o.push_str("  { 0, 0, 0, llvm::InstrStage::Required } // End stages\n};\n");
    let _ = write!(o, "extern const unsigned {t}OperandCycles[] = {{\n  0, // No itinerary\n");
    let mut bypass = format!("extern const unsigned {t}ForwardingPaths[] = {{\n 0, // No itinerary\n");
    let mut count = 1usize;
    for (cycles, bps) in &it.operand_cycles {
        let text: Vec<String> = cycles.iter().map(|c| format!("  {c}")).collect();
        let mut comment = count.to_string();
        if cycles.len() > 1 {
            let _ = write!(comment, "-{}", count + cycles.len() - 1);
        }
        let _ = writeln!(o, "{}, // {comment}", text.join(", "));
        let bp: Vec<&str> = bps.iter().map(|b| if b.is_empty() { " 0" } else { b.as_str() }).collect();
        let _ = writeln!(bypass, "{}, // {comment}", bp.join(", "));
        count += cycles.len();
    }
    o.push_str("  0 // End operand cycles\n};\n");
    o.push_str(&bypass);
    o.push_str(" 0 // End bypass tables\n};\n");
    for (name, rows) in &it.tables {
        let _ = write!(o, "\nstatic const llvm::InstrItinerary {name}[] = {{\n");
        for (j, r) in rows.iter().enumerate() {
            let cname = m.tables.class_names.get(j).map(String::as_str).unwrap_or("");
            let _ = writeln!(
                o,
                "  {{ {}, {}, {}, {}, {} }}, // {j} {cname}",
                r.micro_ops, r.first_stage, r.last_stage, r.first_cycle, r.last_cycle
            );
        }
        o.push_str("  { 0, uint16_t(~0U), uint16_t(~0U), uint16_t(~0U), uint16_t(~0U) }// end marker\n};\n");
    }
}

fn processor_model(o: &mut String, pm: &ModelOut) {
    let name = &pm.name;
    if let Some(e) = &pm.extra {
        if e.has_tables {
            let _ = write!(
                o,
                "\n// {{RegisterClassID, Register Cost, AllowMoveElimination }}\nstatic const llvm::MCRegisterCostEntry {name}RegisterCosts[] = {{\n"
            );
            for c in &e.costs {
                let _ = writeln!(o, "  {{ {}, {}, {}}},", c.class_id, c.cost, u8::from(c.allow_move_elimination));
            }
            o.push_str("};\n");
            let _ = write!(
                o,
                "\n // {{Name, #PhysRegs, #CostEntries, IndexToCostTbl, MaxMovesEliminatedPerCycle, AllowZeroMoveEliminationOnly }}\nstatic const llvm::MCRegisterFileDesc {name}RegisterFiles[] = {{\n  {{ \"InvalidRegisterFile\", 0, 0, 0, 0, 0 }},\n"
            );
            for r in &e.register_files {
                let _ = writeln!(
                    o,
                    "  {{ \"{}\", {}, {}, {}, {}, {}}},",
                    r.name,
                    r.num_phys_regs,
                    r.num_costs,
                    r.cost_index,
                    r.max_moves,
                    u8::from(r.zero_only)
                );
            }
            o.push_str("};\n");
        }
        let _ = write!(o, "\nstatic const llvm::MCExtraProcessorInfo {name}ExtraInfo = {{\n  ");
        let _ = write!(o, "{}, // ReorderBufferSize\n  ", e.reorder_buffer_size);
        let _ = write!(o, "{}, // MaxRetirePerCycle\n  ", e.max_retire_per_cycle);
        if e.num_register_files > 0 {
            let _ = write!(o, "{name}RegisterFiles,\n  {}", 1 + e.num_register_files);
        } else {
            o.push_str("nullptr,\n  0");
        }
        o.push_str(", // Number of register files.\n  ");
        if !e.costs.is_empty() {
            let _ = write!(o, "{name}RegisterCosts,\n  ");
        } else {
            o.push_str("nullptr,\n  ");
        }
        let _ = writeln!(o, "{}, // Number of register cost entries.", e.costs.len());
        let _ = writeln!(o, "  {}, // Resource Descriptor for the Load Queue", e.load_queue);
        let _ = writeln!(o, "  {}, // Resource Descriptor for the Store Queue", e.store_queue);
        o.push_str("};\n");
    }
    if let Some(im) = &pm.instr_model {
        let _ = write!(o, "\nstatic const unsigned {name}ProcResourceSubUnits[] = {{\n  0,  // Invalid\n");
        for (units, group) in &im.sub_units {
            for u in units {
                let _ = write!(o, "  {u}, ");
            }
            let _ = writeln!(o, "  // {group}");
        }
        o.push_str("};\n");
        let _ = write!(
            o,
            "\n// {{Name, NumUnits, SuperIdx, BufferSize, SubUnitsIdxBegin}}\nstatic const llvm::MCProcResourceDesc {name}ProcResources[] = {{\n  {{\"InvalidUnit\", 0, 0, 0, 0}},\n"
        );
        for (i, r) in im.resources.iter().enumerate() {
            let _ = write!(o, "  {{\"{}\", ", r.name);
            if r.name.len() < 15 {
                o.push_str(&" ".repeat(15 - r.name.len()));
            }
            let super_idx = r.super_res.as_ref().map_or(0, |s| s.0);
            let _ = write!(o, "{}, {super_idx}, {}, ", r.num_units, r.buffer_size);
            match r.sub_units {
                Some(b) => {
                    let _ = write!(o, "{name}ProcResourceSubUnits + {b}");
                }
                None => o.push_str("nullptr"),
            }
            let _ = write!(o, "}}, // #{}", i + 1);
            if let Some((_, s)) = &r.super_res {
                let _ = write!(o, ", Super={s}");
            }
            o.push('\n');
        }
        o.push_str("};\n");
    }
    let _ = write!(o, "\nstatic const llvm::MCSchedModel {name} = {{\n");
    for (i, p) in PROP_NAMES.iter().enumerate() {
        let v = pm.props[i];
        if v >= 0 {
            let _ = writeln!(o, "  {v}, // {p}");
        } else {
            let _ = writeln!(o, "  MCSchedModel::Default{p},");
        }
    }
    for (i, f) in ["PostRAScheduler", "CompleteModel", "EnableIntervals"].iter().enumerate() {
        let _ = writeln!(o, "  {}, // {f}", pm.flags[i]);
    }
    let _ = writeln!(o, "  {}, // Processor ID", pm.index);
    match &pm.instr_model {
        Some(im) => {
            let _ = write!(
                o,
                "  {name}ProcResources,\n  {name}SchedClasses,\n  {},\n  {},\n",
                im.resources.len() + 1,
                im.num_classes
            );
        }
        None => o.push_str("  nullptr, nullptr, 0, 0, // No instruction-level machine model.\n"),
    }
    match &pm.itineraries {
        Some(i) => {
            let _ = writeln!(o, "  {i},");
        }
        None => o.push_str("  nullptr, // No Itinerary\n"),
    }
    if pm.extra.is_some() {
        let _ = writeln!(o, "  &{name}ExtraInfo,");
    } else {
        o.push_str("  nullptr // No extra processor descriptor\n");
    }
    o.push_str("};\n");
}

/// LLVM's `emitSchedModelHelpersImpl`: the switch over variant classes.
fn helpers(o: &mut String, m: &Subtarget, only_mc: bool) {
    let classes: Vec<&VariantClass> =
        m.variant_classes.iter().filter(|c| !only_mc || c.transitions.iter().any(TransOut::all_mc)).collect();
    if !classes.is_empty() {
        o.push_str("  switch (SchedClass) {\n");
        for c in classes {
            let _ = writeln!(o, "  case {}: // {}", c.index, c.name);
            let mut pe = Expander::new(&m.target);
            pe.set_by_ref(false);
            pe.set_expand_for_mc(only_mc);
            for (pi, transitions) in c.dispatch(only_mc) {
                o.push_str("    ");
                if pi != 0 {
                    o.push_str(if only_mc { "if (CPUID == " } else { "if (SchedModel->getProcessorID() == " });
                    let name = m.models.get(pi as usize).map(|p| p.name.as_str()).unwrap_or("");
                    let _ = writeln!(o, "{pi}) {{ // {name}");
                }
                for t in transitions {
                    // The always-true transition (last) keeps the level the
                    // guarded ones left, as LLVM's emitter does.
                    if !t.always_true() {
                        pe.set_indent_level(3);
                    }
                    predicates(o, t, &mut pe);
                }
                o.push_str("    }\n");
            }
            if c.inferred {
                let _ = writeln!(o, "    return {};", c.index);
            }
            o.push_str("    break;\n");
        }
        o.push_str("  };\n");
    }
    if only_mc {
        o.push_str("  // Don't know how to resolve this scheduling class.\n  return 0;\n");
    } else {
        o.push_str("  report_fatal_error(\"Expected a variant SchedClass\");\n");
    }
}

/// LLVM's `emitPredicates`: one guarded `return`.
fn predicates(o: &mut String, t: &TransOut, pe: &mut Expander) {
    let non_true = t.preds.iter().filter(|p| !p.is_true()).count();
    let level = pe.indent_level();
    o.push_str(&" ".repeat(level * 2));
    if non_true > 0 {
        o.push_str("if (");
        pe.set_indent_level(level + 2);
        let mut first = true;
        for p in &t.preds {
            if p.is_true() {
                continue;
            }
            if first {
                first = false;
            } else {
                o.push('\n');
                o.push_str(&" ".repeat(pe.indent_level() * 2));
                o.push_str("&& ");
            }
            match p {
                PredOut::Mc { pred, .. } => pe.expand_predicate(o, pred),
                PredOut::Code(code) => {
                    if non_true > 1 {
                        let _ = write!(o, "({code})");
                    } else {
                        o.push_str(code);
                    }
                }
            }
        }
        o.push_str(")\n");
        pe.set_indent_level(pe.indent_level().saturating_sub(1));
        o.push_str(&" ".repeat(pe.indent_level() * 2));
        pe.set_indent_level(pe.indent_level().saturating_sub(1));
    }
    let _ = writeln!(o, "return {}; // {}", t.to_class, t.to_name);
}
