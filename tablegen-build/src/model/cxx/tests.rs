use super::rust::{body, Scope};
use super::*;

struct Rv;
impl Env for Rv {
    fn subtarget(&self, name: &str) -> Option<String> {
        (name == "is64Bit").then(|| "self.is_rv64(dag)?".to_owned())
    }
    fn mvt(&self, name: &str) -> Option<u16> {
        (name == "i64").then_some(8)
    }
}

const IMM: &str = "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue();\n";
const CONST: &str = "auto *N = cast<ConstantSDNode>(Node);\n(void)N;\n";

fn pred(code: &str) -> Option<String> {
    let b = translate(code, Kind::Predicate, &Rv)?;
    Some(body(&b, Scope { cxx: "cxx", node: "node", dag: "dag", hook: "h" }, ""))
}

fn xform(code: &str) -> Option<String> {
    let b = translate(code, Kind::ConstantXform, &Rv)?;
    Some(body(&b, Scope { cxx: "cxx", node: "value.node", dag: "&*dag", hook: "h" }, ""))
}

const CST: &str = "let cst = cxx::constant(dag, node, \"h\")?;\n";

#[test]
fn immediate_leaves() {
    let p = |c: &str| pred(&format!("{IMM}{c}")).map(|s| s.strip_prefix(CST).unwrap_or(&s).to_owned());
    assert_eq!(p("return isInt<5>(Imm);").unwrap(), "let imm: i64 = cst.sext();\nOk(cxx::is_int(5, imm))\n");
    assert_eq!(
        p("return Imm != 0 && ((isInt<5>(Imm) && Imm != -16) || Imm == 16);").unwrap(),
        "let imm: i64 = cst.sext();\nOk(imm != 0 && (cxx::is_int(5, imm) && imm != -16 || imm == 16))\n"
    );
    // `isUInt` takes a `uint64_t`; `isPowerOf2_32` an `unsigned`.
    assert_eq!(p("return isUInt<5>(Imm);").unwrap(), "let imm: i64 = cst.sext();\nOk(cxx::is_uint(5, imm as u64))\n");
    assert_eq!(
        p(" return isPowerOf2_32(Imm+1);").unwrap(),
        "let imm: i64 = cst.sext();\nOk(cxx::is_power_of2_32(imm.wrapping_add(1) as u32))\n"
    );
    assert_eq!(
        p("return isUInt<32>(Imm) && isInt<12>(SignExtend64<32>(Imm));").unwrap(),
        "let imm: i64 = cst.sext();\nOk(cxx::is_uint(32, imm as u64) && cxx::is_int(12, cxx::sign_extend_64(32, imm as u64)))\n"
    );
    assert_eq!(
        p("  if (Subtarget->is64Bit())\n    return isUInt<6>(Imm);\n  return isUInt<5>(Imm);").unwrap(),
        "let imm: i64 = cst.sext();\nif self.is_rv64(dag)? {\n    return Ok(cxx::is_uint(6, imm as u64));\n}\nOk(cxx::is_uint(5, imm as u64))\n"
    );
    assert_eq!(
        p("return !isInt<12>(Imm) && isPowerOf2_32(~Imm);").unwrap(),
        "let imm: i64 = cst.sext();\nOk(!cxx::is_int(12, imm) && cxx::is_power_of2_32(!imm as u32))\n"
    );
    // `Imm != UINT64_C(0xffffffff)` compares as `uint64_t`.
    assert!(p("return Imm != UINT64_C(0xffffffff);").unwrap().contains("Ok((imm as u64) != 0xffffffff)"));
}

#[test]
fn constant_node_predicates() {
    let s = pred(&format!(
        "{CONST}  if (!N->hasOneUse())\n    return false;\n  // Skip.\n  int64_t C = N->getSExtValue();\n  return !isInt<13>(C) && isShiftedInt<12, 2>(C);"
    ))
    .unwrap();
    assert_eq!(
        s,
        format!(
            "{CST}if !cxx::has_one_use_node(dag, node) {{\n    return Ok(false);\n}}\nlet c: i64 = cst.sext();\nOk(!cxx::is_int(13, c) && cxx::is_shifted_int(12, 2, c))\n"
        )
    );
    let s = pred(&format!("{CONST}  return llvm::popcount(N->getZExtValue()) == 2;")).unwrap();
    assert!(s.ends_with("Ok((cst.zext().count_ones() as i32) == 2)\n"), "{s}");
    let s = pred(&format!("{CONST}  return isPowerOf2_64(N->getZExtValue() & ~0x7ff);")).unwrap();
    // `~0x7ff` is the `int` -2048, converted to `uint64_t`.
    assert!(s.ends_with("Ok(cxx::is_power_of2_64(cst.zext() & 0xfffffffffffff800))\n"), "{s}");
    // `(unsigned)popcount(..) == XLen - 2`: not answerable.
    assert!(pred(&format!("{CONST}return (unsigned)llvm::popcount(N->getZExtValue()) == Subtarget->getXLen() - 2;"))
        .is_none());
}

#[test]
fn not_mechanical() {
    for code in [
        "SDNode *N = Node;\n(void)N;\n  return hasAllWUsers(Node);",
        "SDNode *N = Node;\n(void)N;\nif (cast<MemSDNode>(N)->getMemoryVT() != MVT::i32) return false;\nreturn true;",
        "auto *N = cast<ConstantFPSDNode>(Node);\n(void)N;\n return N->isExactlyValue(+0.0);",
        "int64_t Imm = cast<ConstantSDNode>(Node)->getSExtValue();\n  if (Imm) return true;",
        "return isInt<0>(Imm);",
        "int64_t Imm = 5; return true; return false;",
        "/* unterminated",
        "return 99999999999999999999;",
    ] {
        assert!(pred(code).is_none(), "{code}");
    }
    let s = pred("SDNode *N = Node;\n(void)N;\n  return N->hasOneUse();").unwrap();
    assert_eq!(s, "Ok(cxx::has_one_use_node(dag, node))\n");
}

#[test]
fn transforms() {
    assert_eq!(
        xform("  return CurDAG->getTargetConstant(SignExtend64<32>(N->getSExtValue()),\n SDLoc(N), N->getValueType(0));")
            .unwrap(),
        "let cst = cxx::constant(&*dag, value.node, \"h\")?;\nOk(dag.get_target_constant(cxx::sign_extend_64(32, cst.sext() as u64), dag.value_type(value.node, 0), value.node))\n"
    );
    let s = xform("return CurDAG->getTargetConstant(N->getSExtValue(), SDLoc(N), MVT::i64);").unwrap();
    assert!(s.contains("get_target_constant(cst.sext(), 8 /* MVT::i64 */, value.node)"), "{s}");
    // `countr_one` returns `int`; the `uint64_t` parameter sign-extends it.
    let s = xform(
        "return CurDAG->getTargetConstant(llvm::countr_one(N->getZExtValue()) + 1, SDLoc(N), N->getValueType(0));",
    )
    .unwrap();
    assert!(
        s.contains("get_target_constant((cst.zext().trailing_ones() as i32).wrapping_add(1) as u64 as i64,"),
        "{s}"
    );
    let s = xform("int64_t Imm = N->getSExtValue() < 0 ? -2048 : 2047;\nreturn CurDAG->getTargetConstant(Imm, SDLoc(N), N->getValueType(0));").unwrap();
    assert!(s.contains("let imm: i64 = if cst.sext() < 0 { -2048 } else { 2047 };"), "{s}");
    let s = xform("return CurDAG->getTargetConstant(N->getSExtValue() >> 2, SDLoc(N), N->getValueType(0));").unwrap();
    assert!(s.contains("get_target_constant(cst.sext().wrapping_shr(2), "), "{s}");
    let s = pred(&format!("{CONST}return !(N->getZExtValue() & 0xffff);")).unwrap();
    assert!(s.ends_with("Ok((cst.zext() & 0xffff) == 0)\n"), "{s}");
    assert!(xform("return CurDAG->getTargetConstant(BrCC, SDLoc(N), Subtarget->getXLenVT());").is_none());
}

fn cond(code: &str) -> Option<String> {
    let b = translate(code, Kind::Condition, &Rv)?;
    Some(body(&b, Scope { cxx: "cxx", node: "node", dag: "dag", hook: "h" }, ""))
}

#[test]
fn conditions_are_one_expression_on_the_subtarget() {
    assert_eq!(cond("!Subtarget->is64Bit()").unwrap(), "Ok(!self.is_rv64(dag)?)\n");
    assert_eq!(
        cond("Subtarget->is64Bit() || Subtarget->is64Bit()").unwrap(),
        "Ok(self.is_rv64(dag)? || self.is_rv64(dag)?)\n"
    );
    // Queries the environment cannot answer, statements, the node (not in
    // scope) and trailing tokens are not conditions.
    assert_eq!(cond("Subtarget->hasStdExtM()"), None);
    assert_eq!(cond("MF ? MF->getFunction().hasMinSize() : false"), None);
    assert_eq!(cond("return Subtarget->is64Bit();"), None);
    assert_eq!(cond("Node->hasOneUse()"), None);
    assert_eq!(cond("Subtarget->is64Bit() )"), None);
}
