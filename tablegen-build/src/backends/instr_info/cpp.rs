//! The C++ writer: every section of LLVM's `XGenInstrInfo.inc`, printed
//! from the model.

use std::fmt::Write as _;

use crate::model::codegen::{Constraint, Deprecation};
use crate::model::inst_predicate::cpp::{indent, Expander};
use crate::support::cpp::{ifdef, minimal_type_for_range, write_escaped};

use super::map_table::MapTable;
use super::model::{InstDesc, InstrInfo, McidFlag, OperandDesc, OperandRegClass};

const DESCRIPTION: &str = "Target Instruction Enum Values and Descriptors";

/// `-gen-instr-info`, C++.
pub fn write(m: &InstrInfo) -> String {
    let mut out = String::with_capacity(m.insts.len() * 256);
    // LLVM prints this header without the records: no `From:` line.
    crate::support::cpp::source_file_header_for(&mut out, DESCRIPTION, "");
    enums(&mut out, m);
    mc_desc(&mut out, m);
    header_and_helpers(&mut out, m);
    named_operands(&mut out, m);
    operand_types(&mut out, m);
    logical_sizes(&mut out, m);
    logical_types(&mut out, m);
    mc_helpers(&mut out, m);
    feature_verifier(&mut out, m);
    if let Some(maps) = &m.map_tables {
        let ns = &m.namespace;
        ifdef(&mut out, "GET_INSTRMAP_INFO", |out| {
            let _ = write!(out, "namespace llvm {{\n\nnamespace {ns} {{\n\n");
            for (name, values) in &maps.enums {
                let _ = writeln!(out, "enum {name} {{");
                for (i, v) in values.iter().enumerate() {
                    let _ = write!(out, "\t{name}_{v}");
                    out.push_str(if i + 1 != values.len() { ",\n" } else { "\n};\n\n" });
                }
            }
            for t in &maps.tables {
                map_table(out, ns, &m.insts, t);
            }
            let _ = write!(out, "}} // end namespace {ns}\n}} // end namespace llvm\n");
        });
        out.push('\n');
    }
    out
}

fn enums(out: &mut String, m: &InstrInfo) {
    let ns = &m.namespace;
    ifdef(out, "GET_INSTRINFO_ENUM", |out| {
        out.push_str("namespace llvm {\n\n");
        let _ = writeln!(out, "namespace {ns} {{\n  enum {{");
        for (value, d) in m.insts.iter().enumerate() {
            let _ = writeln!(out, "    {}\t= {value},", d.name);
        }
        let _ = writeln!(out, "    INSTRUCTION_LIST_END = {}", m.insts.len());
        let _ = writeln!(out, "  }};\n\n}} // end namespace {ns}\n}} // end namespace llvm");
    });
    out.push('\n');
    ifdef(out, "GET_INSTRINFO_SCHED_ENUM", |out| {
        out.push_str("namespace llvm {\n\n");
        let _ = writeln!(out, "namespace {ns} {{\nnamespace Sched {{\n  enum {{");
        for (value, name) in m.sched_classes.iter().enumerate() {
            let _ = writeln!(out, "    {name}\t= {value},");
        }
        let _ = writeln!(out, "    SCHED_LIST_END = {}", m.sched_classes.len());
        let _ = writeln!(out, "  }};\n}} // end namespace Sched\n}} // end namespace {ns}\n}} // end namespace llvm");
    });
    out.push('\n');
}

fn operand(out: &mut String, o: &OperandDesc) {
    out.push_str(" { ");
    match &o.reg_class {
        OperandRegClass::Class(c) => {
            let _ = write!(out, "{c}RegClassID, ");
        }
        OperandRegClass::Pointer(k) => {
            let _ = write!(out, "{k}, ");
        }
        OperandRegClass::None => out.push_str("-1, "),
    }
    out.push('0');
    if matches!(o.reg_class, OperandRegClass::Pointer(_)) {
        out.push_str("|(1<<MCOI::LookupPtrRegClass)");
    }
    if o.predicate {
        out.push_str("|(1<<MCOI::Predicate)");
    }
    if o.optional_def {
        out.push_str("|(1<<MCOI::OptionalDef)");
    }
    if o.branch_target {
        out.push_str("|(1<<MCOI::BranchTarget)");
    }
    let _ = write!(out, ", {}, ", o.operand_type);
    match o.constraint {
        Constraint::None => out.push('0'),
        Constraint::EarlyClobber => out.push_str("MCOI_EARLY_CLOBBER"),
        Constraint::Tied(n) => {
            let _ = write!(out, "MCOI_TIED_TO({n})");
        }
    }
    out.push_str(" },");
}

fn record(out: &mut String, t: &str, num: usize, d: &InstDesc) {
    let _ = write!(
        out,
        "    {{ {num},\t{},\t{},\t{},\t{},\t{},\t{},\t{t}ImpOpBase + {},\t{},\t0",
        d.num_operands,
        d.num_defs,
        d.size,
        d.sched_class,
        d.implicit_uses.len(),
        d.implicit_defs.len(),
        d.implicit_offset,
        d.operand_offset
    );
    for f in McidFlag::PRINT_ORDER {
        if d.has(f) {
            let _ = write!(out, "|(1ULL<<MCID::{})", f.name());
        }
    }
    let _ = writeln!(out, ", 0x{:x}ULL }},  // Inst #{num} = {}", d.ts_flags, d.name);
}

fn deprecation_args(out: &mut String, m: &InstrInfo, features: bool, complex: bool) {
    let t = &m.target;
    if features {
        let _ = write!(out, "{t}InstrDeprecationFeatures, ");
    } else {
        out.push_str("nullptr, ");
    }
    if complex {
        let _ = write!(out, "{t}InstrComplexDeprecationInfos, ");
    } else {
        out.push_str("nullptr, ");
    }
    let _ = write!(out, "{});\n}}", m.insts.len());
}

fn has_deprecation(m: &InstrInfo) -> (bool, bool) {
    let features = m.insts.iter().any(|d| matches!(&d.deprecation, Some(Deprecation::Feature(r)) if !r.is_empty()));
    let complex = m.insts.iter().any(|d| matches!(d.deprecation, Some(Deprecation::Complex(_))));
    (features, complex)
}

fn mc_desc(out: &mut String, m: &InstrInfo) {
    let t = &m.target;
    out.push_str("#if defined(GET_INSTRINFO_MC_DESC) || defined(GET_INSTRINFO_CTOR_DTOR)\nnamespace llvm {\n\n");
    let _ = writeln!(out, "struct {t}InstrTable {{\n  MCInstrDesc Insts[{}];", m.insts.len());
    out.push_str("  static_assert(alignof(MCInstrDesc) >= alignof(MCOperandInfo), \"Unwanted padding between Insts and OperandInfo\");\n");
    let _ = writeln!(out, "  MCOperandInfo OperandInfo[{}];", m.operand_table_len);
    out.push_str("  static_assert(alignof(MCOperandInfo) >= alignof(MCPhysReg), \"Unwanted padding between OperandInfo and ImplicitOps\");\n");
    let _ = writeln!(out, "  MCPhysReg ImplicitOps[{}];\n}};\n", m.implicit_table_len.max(1));
    out.push_str(
        "} // end namespace llvm\n#endif // defined(GET_INSTRINFO_MC_DESC) || defined(GET_INSTRINFO_CTOR_DTOR)\n\n",
    );

    ifdef(out, "GET_INSTRINFO_MC_DESC", |out| {
        out.push_str("namespace llvm {\n\n");
        out.push_str("static_assert(sizeof(MCOperandInfo) % sizeof(MCPhysReg) == 0);\n");
        let _ = writeln!(
            out,
            "static constexpr unsigned {t}ImpOpBase = sizeof {t}InstrTable::OperandInfo / (sizeof(MCPhysReg));\n"
        );
        let _ = writeln!(out, "extern const {t}InstrTable {t}Descs = {{\n  {{");
        for (num, d) in m.insts.iter().enumerate().rev() {
            record(out, t, num, d);
        }
        out.push_str("  }, {\n");
        for (offset, list) in &m.operand_lists {
            let _ = write!(out, "    /* {offset} */");
            for o in list {
                operand(out, o);
            }
            out.push('\n');
        }
        out.push_str("  }, {\n");
        for (offset, list) in &m.implicit_lists {
            let _ = write!(out, "    /* {offset} */");
            for r in list {
                let _ = write!(out, " {r},");
            }
            out.push('\n');
        }
        out.push_str("  }\n};\n\n");

        out.push_str("\n#ifdef __GNUC__\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n#endif\n");
        let _ = writeln!(out, "extern const char {t}InstrNameData[] = {{");
        for (offset, seq) in m.names.iter() {
            let bytes: Vec<u8> = seq.iter().map(|&c| c as u8).collect();
            let _ = write!(out, "  /* {offset} */ \"");
            write_escaped(out, &String::from_utf8_lossy(&bytes));
            out.push_str("\\0\"\n");
        }
        out.push_str("};\n#ifdef __GNUC__\n#pragma GCC diagnostic pop\n#endif\n\n");

        let _ = write!(out, "extern const unsigned {t}InstrNameIndices[] = {{");
        for (i, o) in m.name_offsets.iter().enumerate() {
            if i % 8 == 0 {
                out.push_str("\n    ");
            }
            let _ = write!(out, "{o}U, ");
        }
        out.push_str("\n};\n\n");

        let (features, complex) = has_deprecation(m);
        if features {
            let _ = write!(out, "extern const uint8_t {t}InstrDeprecationFeatures[] = {{");
            for (i, d) in m.insts.iter().enumerate() {
                if i % 8 == 0 {
                    out.push_str("\n    ");
                }
                match &d.deprecation {
                    Some(Deprecation::Feature(r)) if !r.is_empty() => {
                        let _ = write!(out, "{}::{r}, ", m.namespace);
                    }
                    _ => out.push_str("uint8_t(-1), "),
                }
            }
            out.push_str("\n};\n\n");
        }
        if complex {
            let _ = write!(
                out,
                "extern const MCInstrInfo::ComplexDeprecationPredicate {t}InstrComplexDeprecationInfos[] = {{"
            );
            for (i, d) in m.insts.iter().enumerate() {
                if i % 8 == 0 {
                    out.push_str("\n    ");
                }
                match &d.deprecation {
                    Some(Deprecation::Complex(r)) => {
                        let _ = write!(out, "&get{r}DeprecationInfo, ");
                    }
                    _ => out.push_str("nullptr, "),
                }
            }
            out.push_str("\n};\n\n");
        }
        let _ = write!(
        out,
        "static inline void Init{t}MCInstrInfo(MCInstrInfo *II) {{\n  II->InitMCInstrInfo({t}Descs.Insts, {t}InstrNameIndices, {t}InstrNameData, "
    );
        deprecation_args(out, m, features, complex);
        out.push_str("\n\n} // end namespace llvm\n");
    });
    out.push('\n');
}

fn tii_helpers(out: &mut String, m: &InstrInfo, define: bool) {
    if m.tii_predicates.is_empty() {
        return;
    }
    let mut pe = Expander::new(&m.target);
    pe.set_expand_for_mc(false);
    for p in &m.tii_predicates {
        out.push_str(if define { "bool " } else { "static bool " });
        if define {
            let _ = write!(out, "{}InstrInfo::", m.target);
        }
        let _ = write!(out, "{}(const MachineInstr &MI)", p.name);
        if !define {
            out.push_str(";\n");
            continue;
        }
        out.push_str(" {\n");
        indent(out, pe.indent_level() * 2);
        pe.expand_statement(out, &p.body);
        out.push_str("\n}\n\n");
    }
}

fn header_and_helpers(out: &mut String, m: &InstrInfo) {
    let t = &m.target;
    let class = format!("{t}GenInstrInfo");
    ifdef(out, "GET_INSTRINFO_HEADER", |out| {
        out.push_str("namespace llvm {\n");
        let _ = writeln!(out, "struct {class} : public TargetInstrInfo {{");
        let _ = writeln!(out, "  explicit {class}(unsigned CFSetupOpcode = ~0u, unsigned CFDestroyOpcode = ~0u, unsigned CatchRetOpcode = ~0u, unsigned ReturnOpcode = ~0u);");
        let _ = writeln!(out, "  ~{class}() override = default;");
        out.push_str("\n};\n} // end namespace llvm\n");
    });
    out.push('\n');

    ifdef(out, "GET_INSTRINFO_HELPER_DECLS", |out| {
        out.push('\n');
        tii_helpers(out, m, false);
        out.push('\n');
    });
    out.push('\n');
    ifdef(out, "GET_INSTRINFO_HELPERS", |out| {
        out.push('\n');
        tii_helpers(out, m, true);
    });
    out.push('\n');

    let (features, complex) = has_deprecation(m);
    ifdef(out, "GET_INSTRINFO_CTOR_DTOR", |out| {
        out.push_str("namespace llvm {\n");
        let _ = writeln!(out, "extern const {t}InstrTable {t}Descs;");
        let _ = writeln!(out, "extern const unsigned {t}InstrNameIndices[];");
        let _ = writeln!(out, "extern const char {t}InstrNameData[];");
        if features {
            let _ = writeln!(out, "extern const uint8_t {t}InstrDeprecationFeatures[];");
        }
        if complex {
            let _ = writeln!(
                out,
                "extern const MCInstrInfo::ComplexDeprecationPredicate {t}InstrComplexDeprecationInfos[];"
            );
        }
        let _ = writeln!(
        out,
        "{class}::{class}(unsigned CFSetupOpcode, unsigned CFDestroyOpcode, unsigned CatchRetOpcode, unsigned ReturnOpcode)"
    );
        out.push_str("  : TargetInstrInfo(CFSetupOpcode, CFDestroyOpcode, CatchRetOpcode, ReturnOpcode) {\n");
        let _ = write!(out, "  InitMCInstrInfo({t}Descs.Insts, {t}InstrNameIndices, {t}InstrNameData, ");
        deprecation_args(out, m, features, complex);
        out.push_str("\n} // end namespace llvm\n");
    });
    out.push('\n');
}

fn named_operands(out: &mut String, m: &InstrInfo) {
    let ns = &m.namespace;
    let n = &m.named_operands;
    let _ = write!(
        out,
        "#ifdef GET_INSTRINFO_OPERAND_ENUM\n#undef GET_INSTRINFO_OPERAND_ENUM\nnamespace llvm {{\nnamespace {ns} {{\nnamespace OpName {{\nenum {{\n"
    );
    for (name, v) in &n.names {
        let _ = writeln!(out, "  {name} = {v},");
    }
    let _ = write!(
        out,
        "  OPERAND_LAST\n}};\n}} // end namespace OpName\n}} // end namespace {ns}\n}} // end namespace llvm\n#endif //GET_INSTRINFO_OPERAND_ENUM\n\n"
    );
    let _ = write!(
        out,
        "#ifdef GET_INSTRINFO_NAMED_OPS\n#undef GET_INSTRINFO_NAMED_OPS\nnamespace llvm {{\nnamespace {ns} {{\nLLVM_READONLY\nint16_t getNamedOperandIdx(uint16_t Opcode, uint16_t NamedIdx) {{\n"
    );
    if n.names.is_empty() {
        out.push_str("  return -1;\n");
    } else {
        let _ = writeln!(out, "  static const int16_t OperandMap [][{}] = {{", n.names.len());
        for (row, _) in &n.rows {
            out.push('{');
            for v in row {
                let _ = write!(out, "{v}, ");
            }
            out.push_str("},\n");
        }
        out.push_str("};\n  switch(Opcode) {\n");
        for (i, (_, insts)) in n.rows.iter().enumerate() {
            for &inst in insts {
                let name = m.insts.get(inst).map_or("", |d| d.name.as_str());
                let _ = writeln!(out, "  case {ns}::{name}:");
            }
            let _ = writeln!(out, "    return OperandMap[{i}][NamedIdx];");
        }
        out.push_str("  default: return -1;\n  }\n");
    }
    let _ = write!(out, "}}\n}} // end namespace {ns}\n}} // end namespace llvm\n#endif //GET_INSTRINFO_NAMED_OPS\n\n");
}

fn operand_types(out: &mut String, m: &InstrInfo) {
    let ns = &m.namespace;
    let t = &m.operand_types;
    ifdef(out, "GET_INSTRINFO_OPERAND_TYPES_ENUM", |out| {
        let _ = write!(out, "namespace llvm {{\nnamespace {ns} {{\nnamespace OpTypes {{\nenum OperandType {{\n");
        for (name, v) in &t.enumerators {
            let _ = writeln!(out, "  {name} = {v},");
        }
        let _ = write!(
        out,
        "  OPERAND_TYPE_LIST_END\n}};\n}} // end namespace OpTypes\n}} // end namespace {ns}\n}} // end namespace llvm\n"
    );
    });
    out.push('\n');
    ifdef(out, "GET_INSTRINFO_OPERAND_TYPE", |out| {
        let _ = write!(
        out,
        "namespace llvm {{\nnamespace {ns} {{\nLLVM_READONLY\nstatic int getOperandType(uint16_t Opcode, uint16_t OpIdx) {{\n"
    );
        if m.insts.is_empty() {
            out.push_str("  llvm_unreachable(\"No instructions defined\");\n");
        } else {
            let _ = writeln!(out, "  static const {} Offsets[] = {{", minimal_type_for_range(t.types.len() as u64));
            for (d, o) in m.insts.iter().zip(&t.offsets) {
                let _ = write!(out, "    /* {} */\n    {o},\n", d.name);
            }
            out.push_str("  };\n");
            out.push_str("\n  using namespace OpTypes;\n  static");
            out.push_str(if t.end <= i8::MAX as u32 { " const int8_t" } else { " const int16_t" });
            out.push_str(" OpcodeOperandTypes[] = {\n    ");
            let mut offsets = t.offsets.clone();
            offsets.push(t.types.len() as u32);
            let mut cur = 0usize;
            for (i, ty) in t.types.iter().enumerate() {
                if i as u32 == offsets[cur] {
                    let _ = write!(out, "\n    /* {} */\n    ", m.insts[cur].name);
                    loop {
                        cur += 1;
                        if offsets.get(cur) != Some(&(i as u32)) {
                            break;
                        }
                        let _ = write!(out, "/* {} */\n    ", m.insts[cur].name);
                    }
                }
                match ty {
                    Some(name) => out.push_str(name),
                    None => out.push_str("-1"),
                }
                out.push_str(", ");
            }
            out.push_str("\n  };\n  return OpcodeOperandTypes[Offsets[Opcode] + OpIdx];\n");
        }
        let _ = write!(out, "}}\n}} // end namespace {ns}\n}} // end namespace llvm\n");
    });
    out.push('\n');

    ifdef(out, "GET_INSTRINFO_MEM_OPERAND_SIZE", |out| {
        let _ = write!(
        out,
        "namespace llvm {{\nnamespace {ns} {{\nLLVM_READONLY\nstatic int getMemOperandSize(int OpType) {{\n  switch (OpType) {{\n  default: return 0;\n"
    );
        for (size, names) in &t.mem_sizes {
            for n in names {
                let _ = writeln!(out, "  case OpTypes::{n}:");
            }
            let _ = write!(out, "    return {size};\n\n");
        }
        let _ = write!(out, "  }}\n}}\n}} // end namespace {ns}\n}} // end namespace llvm\n");
    });
    out.push('\n');
}

fn logical_sizes(out: &mut String, m: &InstrInfo) {
    let ns = &m.target;
    let l = &m.logical_sizes;
    ifdef(out, "GET_INSTRINFO_LOGICAL_OPERAND_SIZE_MAP", |out| {
        let _ = write!(
        out,
        "namespace llvm {{\nnamespace {ns} {{\nLLVM_READONLY static unsigned\ngetLogicalOperandSize(uint16_t Opcode, uint16_t LogicalOpIdx) {{\n"
    );
        if l.insts.is_empty() {
            out.push_str("  return LogicalOpIdx;\n");
        } else {
            let _ = writeln!(out, "  static const unsigned SizeMap[][{}] = {{", l.width);
            for row in &l.rows {
                out.push_str("   {");
                for v in row {
                    let _ = write!(out, "{v}, ");
                }
                for _ in row.len()..l.width {
                    out.push_str("0, ");
                }
                out.push_str("}, \n");
            }
            out.push_str("  };\n");
            logical_switch(out, "LogicalOpIdx", "SizeMap", &l.insts);
        }
        out.push_str("}\nLLVM_READONLY static inline unsigned\ngetLogicalOperandIdx(uint16_t Opcode, uint16_t LogicalOpIdx) {\n  auto S = 0U;\n  for (auto i = 0U; i < LogicalOpIdx; ++i)\n    S += getLogicalOperandSize(Opcode, i);\n  return S;\n}\n");
        let _ = write!(out, "}} // end namespace {ns}\n}} // end namespace llvm\n");
    });
    out.push('\n');
}

fn logical_types(out: &mut String, m: &InstrInfo) {
    let ns = &m.target;
    let l = &m.logical_types;
    ifdef(out, "GET_INSTRINFO_LOGICAL_OPERAND_TYPE_MAP", |out| {
        let _ = write!(
        out,
        "namespace llvm {{\nnamespace {ns} {{\nLLVM_READONLY static int\ngetLogicalOperandType(uint16_t Opcode, uint16_t LogicalOpIdx) {{\n"
    );
        if l.insts.is_empty() {
            out.push_str("  return -1;\n");
        } else {
            let _ = writeln!(out, "  static const int TypeMap[][{}] = {{", l.width);
            for (r, row) in l.rows.iter().enumerate() {
                out.push_str("   {");
                for (i, v) in row.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(v.as_deref().unwrap_or("-1"));
                }
                for i in row.len()..l.width {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str("-1");
                }
                out.push('}');
                if r + 1 != l.rows.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str("  };\n");
            logical_switch(out, "-1", "TypeMap", &l.insts);
        }
        let _ = write!(out, "}}\n}} // end namespace {ns}\n}} // end namespace llvm\n");
    });
    out.push('\n');
}

/// The opcode `switch` of a logical operand map: each group of opcodes
/// returns its row of `map`, any other opcode `default`.
fn logical_switch(out: &mut String, default: &str, map: &str, groups: &[Vec<String>]) {
    let _ = writeln!(out, "  switch (Opcode) {{\n  default: return {default};");
    for (i, insts) in groups.iter().enumerate() {
        for name in insts {
            let _ = writeln!(out, "  case {name}:");
        }
        let _ = writeln!(out, "    return {map}[{i}][LogicalOpIdx];");
    }
    out.push_str("  }\n");
}

fn mc_helpers(out: &mut String, m: &InstrInfo) {
    let t = &m.target;
    ifdef(out, "GET_INSTRINFO_MC_HELPER_DECLS", |out| {
        let _ = write!(out, "\nnamespace llvm {{\nclass MCInst;\nclass FeatureBitset;\n\nnamespace {t}_MC {{\n\n");
        for p in &m.tii_predicates {
            let _ = writeln!(out, "bool {}(const MCInst &MI);", p.name);
        }
        out.push_str("void verifyInstructionPredicates(unsigned Opcode, const FeatureBitset &Features);\n");
        let _ = write!(out, "\n}} // end namespace {t}_MC\n}} // end namespace llvm\n\n");
    });
    out.push('\n');
    // LLVM's #endif comment names this section GET_GENISTRINFO_MC_HELPERS,
    // so `ifdef` cannot write it.
    out.push_str("#ifdef GET_INSTRINFO_MC_HELPERS\n#undef GET_INSTRINFO_MC_HELPERS\n\n");
    let _ = write!(out, "namespace llvm {{\nnamespace {t}_MC {{\n\n");
    let mut pe = Expander::new(t);
    pe.set_expand_for_mc(true);
    for p in &m.tii_predicates {
        let _ = writeln!(out, "bool {}(const MCInst &MI) {{", p.name);
        indent(out, pe.indent_level() * 2);
        pe.expand_statement(out, &p.body);
        out.push_str("\n}\n\n");
    }
    let _ =
        write!(out, "}} // end namespace {t}_MC\n}} // end namespace llvm\n\n#endif // GET_GENISTRINFO_MC_HELPERS\n\n");
}

fn feature_verifier(out: &mut String, m: &InstrInfo) {
    let t = &m.target;
    let f = &m.features;
    out.push_str("#if (defined(ENABLE_INSTR_PREDICATE_VERIFIER) && !defined(NDEBUG)) ||\\\n    defined(GET_AVAILABLE_OPCODE_CHECKER)\n#define GET_COMPUTE_FEATURES\n#endif\n");
    ifdef(out, "GET_COMPUTE_FEATURES", |out| {
        let _ = write!(out, "namespace llvm {{\nnamespace {t}_MC {{\n\n");
        out.push_str("// Bits for subtarget features that participate in instruction matching.\n");
        let _ = writeln!(out, "enum SubtargetFeatureBits : {} {{", minimal_type_for_range(f.features.len() as u64));
        for x in &f.features {
            let _ = writeln!(out, "  {} = {},", x.info.enum_bit_name(), x.info.index);
        }
        out.push_str("};\n\n");
        out.push_str(
            "inline FeatureBitset computeAvailableFeatures(const FeatureBitset &FB) {\n  FeatureBitset Features;\n",
        );
        for x in &f.features {
            out.push_str("  if (");
            x.cond.write_cpp(out, t, false);
            let _ = write!(out, ")\n    Features.set({});\n", x.info.enum_bit_name());
        }
        out.push_str("  return Features;\n}\n\n");
        let ty = minimal_type_for_range(f.num_sets as u64);
        let _ = write!(
            out,
            "inline FeatureBitset computeRequiredFeatures(unsigned Opcode) {{\n  enum : {ty} {{\n    CEFBS_None,\n"
        );
        let set_name = |s: &[String]| {
            let mut n = String::from("CEFBS");
            for x in s {
                n.push('_');
                n.push_str(x);
            }
            n
        };
        for s in &f.sets {
            let _ = writeln!(out, "    {},", set_name(s));
        }
        out.push_str("  };\n\n  static constexpr FeatureBitset FeatureBitsets[] = {\n    {}, // CEFBS_None\n");
        for s in &f.sets {
            out.push_str("    {");
            for x in s {
                let _ = write!(out, "Feature_{x}Bit, ");
            }
            out.push_str("},\n");
        }
        let _ = writeln!(out, "  }};\n  static constexpr {ty} RequiredFeaturesRefs[] = {{");
        for (i, (req, d)) in f.required.iter().zip(&m.insts).enumerate() {
            out.push_str("    CEFBS");
            if req.is_empty() {
                out.push_str("_None");
            }
            for x in req {
                out.push('_');
                out.push_str(x);
            }
            let _ = writeln!(out, ", // {} = {i}", d.name);
        }
        let _ = write!(
            out,
            "  }};\n\n  assert(Opcode < {});\n  return FeatureBitsets[RequiredFeaturesRefs[Opcode]];\n}}\n\n",
            m.insts.len()
        );
        let _ = write!(out, "}} // end namespace {t}_MC\n}} // end namespace llvm\n");
    });
    out.push('\n');

    ifdef(out, "GET_AVAILABLE_OPCODE_CHECKER", |out| {
        let _ = write!(out, "namespace llvm {{\nnamespace {t}_MC {{\n");
        out.push_str("bool isOpcodeAvailable(unsigned Opcode, const FeatureBitset &Features) {\n  FeatureBitset AvailableFeatures = computeAvailableFeatures(Features);\n  FeatureBitset RequiredFeatures = computeRequiredFeatures(Opcode);\n  FeatureBitset MissingFeatures =\n      (AvailableFeatures & RequiredFeatures) ^\n      RequiredFeatures;\n  return !MissingFeatures.any();\n}\n");
        let _ = write!(out, "}} // end namespace {t}_MC\n}} // end namespace llvm\n");
    });
    out.push('\n');

    ifdef(out, "ENABLE_INSTR_PREDICATE_VERIFIER", |out| {
        out.push_str("#include <sstream>\n\n");
        let _ = write!(out, "namespace llvm {{\nnamespace {t}_MC {{\n\n#ifndef NDEBUG\n");
        out.push_str("static const char *SubtargetFeatureNames[] = {\n");
        let ub = f.features.iter().map(|x| x.info.index as usize + 1).max().unwrap_or(0);
        let mut names = vec![String::new(); ub];
        for x in &f.features {
            names[x.info.index as usize] = x.info.enum_name();
        }
        for n in &names {
            let _ = writeln!(out, "  \"{n}\",");
        }
        out.push_str("  nullptr\n};\n\n#endif // NDEBUG\n\n");
        out.push_str(
        "void verifyInstructionPredicates(\n    unsigned Opcode, const FeatureBitset &Features) {\n#ifndef NDEBUG\n",
    );
        out.push_str("  FeatureBitset AvailableFeatures = computeAvailableFeatures(Features);\n  FeatureBitset RequiredFeatures = computeRequiredFeatures(Opcode);\n  FeatureBitset MissingFeatures =\n      (AvailableFeatures & RequiredFeatures) ^\n      RequiredFeatures;\n  if (MissingFeatures.any()) {\n    std::ostringstream Msg;\n");
        let _ = writeln!(out, "    Msg << \"Attempting to emit \" << &{t}InstrNameData[{t}InstrNameIndices[Opcode]]");
        out.push_str("        << \" instruction but the \";\n    for (unsigned i = 0, e = MissingFeatures.size(); i != e; ++i)\n      if (MissingFeatures.test(i))\n        Msg << SubtargetFeatureNames[i] << \" \";\n    Msg << \"predicate(s) are not met\";\n    report_fatal_error(Msg.str().c_str());\n  }\n#endif // NDEBUG\n}\n");
        let _ = write!(out, "}} // end namespace {t}_MC\n}} // end namespace llvm\n");
    });
    out.push('\n');
}

fn map_table(out: &mut String, ns: &str, insts: &[InstDesc], t: &MapTable) {
    let name = &t.name;
    let _ = write!(out, "// {name}\nLLVM_READONLY\nint {name}(uint16_t Opcode");
    if t.value_cols.len() > 1 {
        for c in &t.col_fields {
            let _ = write!(out, ", enum {c} in{c}");
        }
    }
    out.push_str(") {\n");
    let _ = writeln!(out, "static const uint16_t {name}Table[][{}] = {{", t.value_cols.len() + 1);
    for (key, cols) in &t.rows {
        let key = insts.get(*key as usize).map_or("", |d| d.name.as_str());
        let _ = write!(out, "  {{ {ns}::{key}");
        for c in cols {
            match c {
                Some(c) => {
                    let _ = write!(out, ", {ns}::{}", c.name);
                }
                None => out.push_str(", (uint16_t)-1U"),
            }
        }
        out.push_str(" },\n");
    }
    if t.rows.is_empty() {
        let _ = write!(out, "  {{ {ns}::INSTRUCTION_LIST_END, {ns}::INSTRUCTION_LIST_END }}");
    }
    let _ = write!(out, "}}; // End of {name}Table\n\n");
    let _ = write!(
        out,
        "  unsigned mid;\n  unsigned start = 0;\n  unsigned end = {};\n  while (start < end) {{\n    mid = start + (end - start) / 2;\n    if (Opcode == {name}Table[mid][0]) {{\n      break;\n    }}\n    if (Opcode < {name}Table[mid][0])\n      end = mid;\n    else\n      start = mid + 1;\n  }}\n  if (start == end)\n    return -1; // Instruction doesn't exist in this table.\n\n",
        t.rows.len()
    );
    if t.value_cols.len() > 1 {
        for (i, col) in t.value_cols.iter().enumerate() {
            out.push_str("  if (");
            for (j, v) in col.iter().enumerate() {
                let c = &t.col_fields[j];
                let _ = write!(out, "in{c} == {c}_{v}");
                if j + 1 < col.len() {
                    out.push_str(" && ");
                }
            }
            let _ = write!(out, ")\n    return {name}Table[mid][{}];\n", i + 1);
        }
        out.push_str("  return -1;");
    } else {
        let _ = writeln!(out, "  return {name}Table[mid][1];");
    }
    out.push_str("}\n\n");
}
