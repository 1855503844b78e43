//! The C++ writer: prints the [`DagIselModel`] as LLVM's
//! `<Target>GenDAGISel.inc` (the `MatcherTable` and the functions its
//! hooks switch over), byte for byte as llvm-tblgen 19.

use std::fmt::Write;

use tablegen_core::RecordKeeper;

use super::table::{DagIselModel, Item};
use crate::backend::Options;

fn begin_fn(out: &mut String, ret: &str, decl: &str, over: bool) {
    let _ = writeln!(out, "#ifdef GET_DAGISEL_DECL");
    let _ = writeln!(out, "{ret} {decl}{};", if over { " override" } else { "" });
    out.push_str("#endif\n#if defined(GET_DAGISEL_BODY) || DAGISEL_INLINE\n");
    let _ = writeln!(out, "{ret} DAGISEL_CLASS_COLONCOLON {decl}");
    if over {
        out.push_str("#if DAGISEL_INLINE\n  override\n#endif\n");
    }
}

fn end_fn(out: &mut String) {
    out.push_str("#endif // GET_DAGISEL_BODY\n\n");
}

const OPC_NAMES: [&str; 38] = [
    "OPC_Scope",
    "OPC_RecordNode",
    "OPC_RecordChild",
    "OPC_RecordMemRef",
    "OPC_CaptureGlueInput",
    "OPC_MoveChild",
    "OPC_MoveSibling",
    "OPC_MoveParent",
    "OPC_CheckSame",
    "OPC_CheckChildSame",
    "OPC_CheckPatternPredicate",
    "OPC_CheckPredicate",
    "OPC_CheckOpcode",
    "OPC_SwitchOpcode",
    "OPC_CheckType",
    "OPC_SwitchType",
    "OPC_CheckChildType",
    "OPC_CheckInteger",
    "OPC_CheckChildInteger",
    "OPC_CheckCondCode",
    "OPC_CheckChild2CondCode",
    "OPC_CheckValueType",
    "OPC_CheckComplexPat",
    "OPC_CheckAndImm",
    "OPC_CheckOrImm",
    "OPC_CheckImmAllOnesV",
    "OPC_CheckImmAllZerosV",
    "OPC_CheckFoldableChainNode",
    "OPC_EmitInteger",
    "OPC_EmitStringInteger",
    "OPC_EmitRegister",
    "OPC_EmitConvertToTarget",
    "OPC_EmitMergeInputChains",
    "OPC_EmitCopyToReg",
    "OPC_EmitNode",
    "OPC_EmitNodeXForm",
    "OPC_CompleteMatch",
    "OPC_MorphNodeTo",
];

/// `-gen-dag-isel`, C++.
pub fn write(_rk: &RecordKeeper, m: &DagIselModel, _opts: &Options) -> String {
    crate::support::phase::time("dag-isel: write C++", || write_cpp(m))
}

fn write_cpp(m: &DagIselModel) -> String {
    let mut out = String::new();
    crate::support::cpp::source_file_header_for(
        &mut out,
        &format!("DAG Instruction Selector for the {} target", m.target),
        "",
    );
    out.push_str("// *** NOTE: This file is #included into the middle of the target\n// *** instruction selector class.  These functions are really methods.\n\n");
    out.push_str("// If GET_DAGISEL_DECL is #defined with any value, only function\n// declarations will be included when this file is included.\n// If GET_DAGISEL_BODY is #defined, its value should be the name of\n// the instruction selector class. Function bodies will be emitted\n// and each function's name will be qualified with the name of the\n// class.\n//\n// When neither of the GET_DAGISEL* macros is defined, the functions\n// are emitted inline.\n\n");
    out.push_str("#if defined(GET_DAGISEL_DECL) && defined(GET_DAGISEL_BODY)\n#error GET_DAGISEL_DECL and GET_DAGISEL_BODY cannot be both defined, undef both for inline definitions\n#endif\n\n");
    out.push_str("#ifdef GET_DAGISEL_BODY\n#define LOCAL_DAGISEL_STRINGIZE(X) LOCAL_DAGISEL_STRINGIZE_(X)\n#define LOCAL_DAGISEL_STRINGIZE_(X) #X\nstatic_assert(sizeof(LOCAL_DAGISEL_STRINGIZE(GET_DAGISEL_BODY)) > 1,\n   \"GET_DAGISEL_BODY is empty: it should be defined with the class name\");\n#undef LOCAL_DAGISEL_STRINGIZE_\n#undef LOCAL_DAGISEL_STRINGIZE\n#endif\n\n");
    out.push_str("#if !defined(GET_DAGISEL_DECL) && !defined(GET_DAGISEL_BODY)\n#define DAGISEL_INLINE 1\n#else\n#define DAGISEL_INLINE 0\n#endif\n\n");
    out.push_str("#if !DAGISEL_INLINE\n#define DAGISEL_CLASS_COLONCOLON GET_DAGISEL_BODY ::\n#else\n#define DAGISEL_CLASS_COLONCOLON\n#endif\n\n");
    begin_fn(&mut out, "void", "SelectCode(SDNode *N)", false);
    out.push_str("{\n  // Some target values are emitted as 2 bytes, TARGET_VAL handles\n  // this.\n  #define TARGET_VAL(X) X & 255, unsigned(X) >> 8\n  static const unsigned char MatcherTable[] = {\n");
    for line in &m.table.lines {
        if let Some(o) = line.offset {
            let _ = write!(out, "/*{o:>6}*/");
        }
        for item in m.table.items(line) {
            match item {
                Item::Code { cpp: t, .. } | Item::Comment(t) | Item::Punct(t) => out.push_str(m.table.text(*t)),
            }
        }
        out.push('\n');
    }
    let _ = write!(out, "    0\n  }}; // Total Array size is {} bytes\n\n", m.table.bytes.len());
    if !m.omit_comments {
        out.push_str("  // Opcode Histogram:\n");
        for (i, n) in OPC_NAMES.iter().enumerate() {
            let _ = writeln!(out, "  // #{n:<40} = {}", m.histogram[i]);
        }
        out.push('\n');
    }
    out.push_str("  #undef TARGET_VAL\n  SelectCodeCommon(N, MatcherTable, sizeof(MatcherTable));\n}\n");
    end_fn(&mut out);

    // The hooks' functions.
    let h = &m.hooks;
    if !h.pattern_predicates.is_empty() {
        begin_fn(&mut out, "bool", "CheckPatternPredicate(unsigned PredNo) const", true);
        out.push_str("{\n  switch (PredNo) {\n  default: llvm_unreachable(\"Invalid predicate in table?\");\n");
        for (i, p) in h.pattern_predicates.iter().enumerate() {
            let _ = writeln!(out, "  case {i}: return {p};");
        }
        out.push_str("  }\n}\n");
        end_fn(&mut out);
    }
    for (preds, decl) in [
        (&h.node_predicates, "CheckNodePredicate(SDNode *Node, unsigned PredNo) const"),
        (
            &h.node_predicates_with_operands,
            "CheckNodePredicateWithOperands(SDNode *Node, unsigned PredNo, const SmallVectorImpl<SDValue> &Operands) const",
        ),
    ] {
        if preds.is_empty() {
            continue;
        }
        begin_fn(&mut out, "bool", decl, true);
        out.push_str("{\n  switch (PredNo) {\n  default: llvm_unreachable(\"Invalid predicate in table?\");\n");
        for (i, p) in preds.iter().enumerate() {
            let _ = writeln!(out, "  case {i}: {{");
            for name in &p.fn_names {
                let _ = writeln!(out, "    // {name}");
            }
            let _ = write!(out, "{}\n  }}\n", p.code);
        }
        out.push_str("  }\n}\n");
        end_fn(&mut out);
    }
    let coverage = m.coverage.is_some();
    if !h.complex_patterns.is_empty() {
        begin_fn(
            &mut out,
            "bool",
            "CheckComplexPattern(SDNode *Root, SDNode *Parent,\n      SDValue N, unsigned PatternNo,\n      SmallVectorImpl<std::pair<SDValue, SDNode *>> &Result)",
            true,
        );
        out.push_str("{\n  unsigned NextRes = Result.size();\n  switch (PatternNo) {\n  default: llvm_unreachable(\"Invalid pattern # in table?\");\n");
        for (i, p) in h.complex_patterns.iter().enumerate() {
            if p.select_func.is_empty() {
                continue;
            }
            let n = p.results;
            let _ = writeln!(out, "  case {i}:");
            if coverage {
                out.push_str("  {\n");
            }
            let _ = writeln!(out, "    Result.resize(NextRes+{n});");
            if coverage {
                let _ = write!(out, "    bool Succeeded = {}", p.select_func);
            } else {
                let _ = write!(out, "  return {}", p.select_func);
            }
            out.push('(');
            if p.want_root {
                out.push_str("Root, ");
            }
            if p.want_parent {
                out.push_str("Parent, ");
            }
            out.push('N');
            for k in 0..n {
                let _ = write!(out, ", Result[NextRes+{k}].first");
            }
            out.push_str(");\n");
            if coverage {
                let _ = write!(
                    out,
                    "    if (Succeeded)\n       dbgs() << \"\\nCOMPLEX_PATTERN: {}\\n\" ;\n    return Succeeded;\n    }}\n",
                    p.select_func
                );
            }
        }
        out.push_str("  }\n}\n");
        end_fn(&mut out);
    }
    if !h.xforms.is_empty() {
        begin_fn(&mut out, "SDValue", "RunSDNodeXForm(SDValue V, unsigned XFormNo)", true);
        out.push_str("{\n  switch (XFormNo) {\n  default: llvm_unreachable(\"Invalid xform # in table?\");\n");
        for (i, x) in h.xforms.iter().enumerate() {
            let _ = write!(out, "  case {i}: {{  ");
            if !m.omit_comments {
                let _ = write!(out, "// {}", x.name);
            }
            out.push('\n');
            let class = &x.node_class;
            if class == "SDNode" {
                out.push_str("    SDNode *N = V.getNode();\n");
            } else {
                let _ = writeln!(out, "    {class} *N = cast<{class}>(V.getNode());");
            }
            let _ = write!(out, "{}\n  }}\n", x.code);
        }
        out.push_str("  }\n}\n");
        end_fn(&mut out);
    }
    if let Some(cov) = &m.coverage {
        begin_fn(&mut out, "StringRef", "getPatternForIndex(unsigned Index)", true);
        out.push_str("{\nstatic const char *PATTERN_MATCH_TABLE[] = {\n");
        for p in &cov.patterns {
            let _ = writeln!(out, "\"{p}\",");
        }
        out.push_str("\n};\nreturn StringRef(PATTERN_MATCH_TABLE[Index]);\n}\n");
        end_fn(&mut out);
        begin_fn(&mut out, "StringRef", "getIncludePathForIndex(unsigned Index)", true);
        out.push_str("{\nstatic const char *INCLUDE_PATH_TABLE[] = {\n");
        for p in &cov.includes {
            let _ = writeln!(out, "\"{p}\",");
        }
        out.push_str("\n};\nreturn StringRef(INCLUDE_PATH_TABLE[Index]);\n}\n");
        end_fn(&mut out);
    }
    out.push_str("\n#ifdef DAGISEL_INLINE\n#undef DAGISEL_INLINE\n#endif\n#ifdef DAGISEL_CLASS_COLONCOLON\n#undef DAGISEL_CLASS_COLONCOLON\n#endif\n#ifdef GET_DAGISEL_DECL\n#undef GET_DAGISEL_DECL\n#endif\n#ifdef GET_DAGISEL_BODY\n#undef GET_DAGISEL_BODY\n#endif\n");
    out
}
