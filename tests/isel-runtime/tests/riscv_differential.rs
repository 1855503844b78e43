//! Differential test: a RISC-V matcher table run by the Rust runtime on
//! hand-built legalized RV64IM SelectionDAGs, against what llc-19 selects
//! for the same functions (llc/rv64im.ll, recorded by record.sh). Two
//! tables: LLVM 19's own (data/, converted from RISCVGenDAGISel.inc by
//! convert_table.py) and ours, the table of the module `tablegen --rust
//! -gen-dag-isel` writes for RISCV.td (data/riscv_dag_isel.rs, with its own
//! node-opcode numbering, `NodeOpcode`). Our hook indices are LLVM's (the
//! C++ output is identical), so both answer through the same hooks.
//!
//! Both sides are printed as expression trees over the function's arguments:
//! `SD{store}(arg1,ADDI(arg0,8),0); PseudoRET(x10=ADD(arg0,arg1))` — each
//! machine instruction with its non-chain operands (registers, immediates,
//! other instructions), `{load}`/`{store}` for attached memory operands,
//! stores in chain order, then the return.
//!
//! The hooks answer as RISC-V's C++ does for RV64IM (+m), keyed by the C++
//! text the .inc gives each index; an index these DAGs reach whose text is
//! not modelled here fails the test.

use std::collections::HashMap;

use tablegen_isel_runtime_tests::isel::{
    select, ConstantInt, IselError, IselHooks, Matcher, NodeOpcodes, SdValue, SelectionDag,
};
use tablegen_isel_runtime_tests::riscv;
use tablegen_isel_runtime_tests::testdag::imm::{self, is_int};
use tablegen_isel_runtime_tests::testdag::rv64im;
use tablegen_isel_runtime_tests::testdag::{Ext, Kinds, Mem, Payload, TestDag, GLUE, I16, I32, I64, I8, OTHER};

static TABLE: &[u8] = include_bytes!("../data/riscv-matcher-table.bin");
static NODES: &str = include_str!("../data/riscv-nodes.txt");
static NAMES: &str = include_str!("../data/riscv-names.txt");
static HOOKS: &str = include_str!("../data/riscv-hooks.txt");
static OPCODES: &str = include_str!("../data/riscv-opcodes.txt");
static MIR_FINALIZE: &str = include_str!("../llc/rv64im.finalize-isel.mir");
static MIR_ISEL: &str = include_str!("../llc/rv64im.riscv-isel.mir");

/// Everything read from data/.
struct Target {
    table: Vec<u8>,
    nodes: HashMap<String, u16>,
    node_names: Vec<String>,
    instr_names: HashMap<u16, String>,
    instr_access: HashMap<u16, (bool, bool)>,
    regs: HashMap<String, u32>,
    reg_names: HashMap<u32, String>,
    cond_codes: HashMap<String, u8>,
    hooks: HashMap<(char, u32), String>,
}

impl Target {
    /// LLVM's converted table and its node numbering.
    fn load() -> Self {
        Self::load_with(TABLE.to_vec(), NODES.lines().map(str::to_string).collect())
    }

    /// Our generated module's table and `NodeOpcode` numbering.
    fn load_ours() -> Self {
        let names = riscv::NodeOpcode::all().map(|n| n.name().to_string()).collect();
        Self::load_with(riscv::MATCHER_TABLE.to_vec(), names)
    }

    fn load_with(table: Vec<u8>, node_names: Vec<String>) -> Self {
        let nodes = node_names.iter().enumerate().map(|(i, n)| (n.clone(), i as u16)).collect();
        let (mut instr_names, mut instr_access, mut regs, mut reg_names, mut cond_codes) =
            (HashMap::new(), HashMap::new(), HashMap::new(), HashMap::new(), HashMap::new());
        for line in NAMES.lines() {
            let f: Vec<&str> = line.split(' ').collect();
            let n: u32 = f[1].parse().unwrap();
            match f[0] {
                "I" => {
                    instr_names.insert(n as u16, f[2].to_string());
                    instr_access.insert(n as u16, (f[3..].contains(&"load"), f[3..].contains(&"store")));
                }
                "R" if f[2].starts_with('X') && f[2][1..].chars().all(|c| c.is_ascii_digit()) => {
                    regs.insert(f[2].to_string(), n);
                    reg_names.insert(n, f[2].to_string());
                }
                "C" => {
                    cond_codes.insert(f[2].to_string(), n as u8);
                }
                _ => {}
            }
        }
        let mut hooks = HashMap::new();
        for line in HOOKS.lines().filter(|l| !l.starts_with('#')) {
            let mut f = line.splitn(3, ' ');
            let kind = f.next().unwrap().chars().next().unwrap();
            let index: u32 = f.next().unwrap().parse().unwrap();
            hooks.insert((kind, index), f.next().unwrap_or("").to_string());
        }
        Target { table, nodes, node_names, instr_names, instr_access, regs, reg_names, cond_codes, hooks }
    }

    fn node(&self, name: &str) -> u16 {
        *self.nodes.get(name).unwrap_or_else(|| panic!("no node opcode {name}"))
    }

    fn node_opcodes(&self) -> NodeOpcodes {
        NodeOpcodes {
            and: self.node("ISD::AND"),
            or: self.node("ISD::OR"),
            constant: self.node("ISD::Constant"),
            constant_fp: self.node("ISD::ConstantFP"),
            token_factor: self.node("ISD::TokenFactor"),
            entry_token: self.node("ISD::EntryToken"),
        }
    }

    fn kinds(&self) -> Kinds {
        Kinds {
            entry_token: self.node("ISD::EntryToken"),
            token_factor: self.node("ISD::TokenFactor"),
            constant: self.node("ISD::Constant"),
            target_constant: self.node("ISD::TargetConstant"),
            constant_fp: self.node("ISD::ConstantFP"),
            target_constant_fp: self.node("ISD::TargetConstantFP"),
            register: self.node("ISD::Register"),
            copy_to_reg: self.node("ISD::CopyToReg"),
        }
    }

    fn hook(&self, kind: char, index: u32) -> &str {
        self.hooks.get(&(kind, index)).unwrap_or_else(|| panic!("no {kind} hook {index} in the .inc"))
    }
}

/// RISCVDAGToDAGISel's table hooks for an RV64IM subtarget.
struct Rv64im<'t> {
    t: &'t Target,
}

impl Rv64im<'_> {
    /// RISCVDAGToDAGISel::hasAllNBitUsers: every user of `node` is an
    /// already selected instruction that reads only its low `bits` bits.
    fn sext(&self, dag: &TestDag, v: SdValue<usize>) -> Option<i64> {
        dag.constant(v.node).and_then(ConstantInt::sext)
    }

    fn is_op(&self, dag: &TestDag, v: SdValue<usize>, name: &str) -> bool {
        dag.opcode(v.node) == self.t.node(name)
    }
}

impl IselHooks<TestDag> for Rv64im<'_> {
    fn pattern_predicate(&self, _dag: &TestDag, index: u32) -> Result<bool, IselError> {
        let text = self.t.hook('P', index);
        // A query not modelled for RV64IM fails the test.
        let value = rv64im::pattern_predicate(text);
        Ok(value.unwrap_or_else(|| panic!("pattern predicate {index} not modelled for RV64IM: {text}")))
    }

    fn node_predicate(&self, dag: &TestDag, node: usize, index: u32) -> Result<bool, IselError> {
        let hook = self.t.hook('N', index);
        let code = hook.split(" :: ").nth(1).unwrap_or("");
        let n = &dag.nodes[node];
        let imm = || self.sext(dag, SdValue::new(node, 0)).expect("immediate predicate on a non-constant");
        let one_use = || dag.use_count(node) == 1;
        // Nothing is known about an argument's bits (computeKnownBits and
        // ComputeNumSignBits of a CopyFromReg); other operands are not
        // modelled.
        let unknown_bits = |v: SdValue<usize>| {
            assert!(self.is_op(dag, v, "ISD::CopyFromReg"), "known bits of a non-argument not modelled ({code})");
            true
        };
        if let Some(answer) =
            rv64im::node_predicate(dag, node, code, &|opc| self.t.instr_names.get(&opc).map_or("", String::as_str))
        {
            return Ok(answer);
        }
        Ok(match code {
            "if (N->getFlags().hasDisjoint()) return true; KnownBits Known0 = CurDAG->computeKnownBits(N->getOperand(0), 0); KnownBits Known1 = CurDAG->computeKnownBits(N->getOperand(1), 0); return KnownBits::haveNoCommonBitsSet(Known0, Known1);" => {
                // No disjoint flag in these DAGs; an argument operand has no
                // known bits, so common bits cannot be ruled out.
                !(unknown_bits(n.ops[0]) || unknown_bits(n.ops[1]))
            }
            "return CurDAG->ComputeNumSignBits(SDValue(N, 0)) > 32;" => {
                !unknown_bits(SdValue::new(node, 0))
            }
            "KnownBits Known = CurDAG->computeKnownBits(N->getOperand(0), 0); return Known.isNonNegative(); } }" => {
                !unknown_bits(n.ops[0])
            }
            _ => match imm::predicate(code, imm, one_use) {
                Some(answer) => answer,
                None => panic!("node predicate {index} not modelled: {hook}"),
            },
        })
    }

    fn node_predicate_with_operands(
        &self,
        dag: &TestDag,
        _node: usize,
        index: u32,
        operands: &[SdValue<usize>],
    ) -> Result<bool, IselError> {
        let names = self.t.hook('W', index);
        match names.split(',').next().unwrap() {
            "Predicate_add_like_non_imm12" | "Predicate_add_non_imm12" => {
                Ok(self.sext(dag, operands[1]).map_or(true, |c| !is_int(12, c)))
            }
            other => panic!("node predicate with operands {index} not modelled: {other}"),
        }
    }

    fn complex_pattern(
        &mut self,
        dag: &mut TestDag,
        _root: usize,
        _parent: Option<usize>,
        value: SdValue<usize>,
        index: u32,
        results: &mut Vec<SdValue<usize>>,
    ) -> Result<bool, IselError> {
        let text = self.t.hook('C', index).to_string();
        let name = text.split(' ').next().unwrap();
        match name {
            "SelectAddrRegImm" => {
                // RISCVDAGToDAGISel::SelectAddrRegImm, for the addresses these
                // tests make: base, or (add base, simm12).
                let is_add = self.is_op(dag, value, "ISD::ADD");
                if is_add {
                    let off = dag.operand(value.node, 1);
                    match self.sext(dag, off) {
                        Some(c) if is_int(12, c) => {
                            results.push(dag.operand(value.node, 0));
                            results.push(dag.get_target_constant(c, I64, value.node));
                            return Ok(true);
                        }
                        Some(c) => panic!("SelectAddrRegImm: offset {c} not modelled"),
                        None => {}
                    }
                }
                for other in ["ISD::FrameIndex", "RISCVISD::ADD_LO", "ISD::OR", "ISD::Constant"] {
                    assert!(!self.is_op(dag, value, other), "SelectAddrRegImm on {other} not modelled");
                }
                results.push(value);
                results.push(dag.get_target_constant(0, I64, value.node));
                Ok(true)
            }
            "SelectFrameAddrRegImm" => {
                // Matches only frame indices (plus a constant), which these
                // DAGs do not have.
                let fi = |v: SdValue<usize>| self.is_op(dag, v, "ISD::FrameIndex");
                let base = |v: SdValue<usize>| {
                    (self.is_op(dag, v, "ISD::ADD") || self.is_op(dag, v, "ISD::OR")) && fi(dag.operand(v.node, 0))
                };
                assert!(!fi(value) && !base(value), "SelectFrameAddrRegImm on a frame index not modelled");
                Ok(false)
            }
            _ if name.starts_with("selectSExtBits<") || name.starts_with("selectZExtBits<") => {
                let bits: u32 = name[15..name.len() - 1].parse().unwrap();
                let sign = name.starts_with("selectS");
                // (sext_inreg X, iN) / (and X, 2^N-1) give X; otherwise the
                // value itself when its high bits are known (constants). An
                // argument's bits are unknown; other operands not modelled.
                let inreg_bits = |dag: &TestDag| {
                    dag.vt_operand(dag.operand(value.node, 1).node).map(tablegen_isel_runtime_tests::testdag::vt_bits)
                };
                if sign && self.is_op(dag, value, "ISD::SIGN_EXTEND_INREG") && inreg_bits(dag) == Some(bits) {
                    results.push(dag.operand(value.node, 0));
                    return Ok(true);
                }
                if !sign && self.is_op(dag, value, "ISD::AND") {
                    if let Some(c) = self.sext(dag, dag.operand(value.node, 1)) {
                        if c as u64 == (1u64 << bits) - 1 {
                            results.push(dag.operand(value.node, 0));
                            return Ok(true);
                        }
                    }
                }
                if let Some(c) = self.sext(dag, value) {
                    let fits = if sign { is_int(bits, c) } else { (c as u64) >> bits == 0 };
                    if fits {
                        results.push(value);
                    }
                    return Ok(fits);
                }
                assert!(self.is_op(dag, value, "ISD::CopyFromReg"), "{name} on this operand not modelled");
                Ok(false)
            }
            "selectShiftMaskXLen" | "selectShiftMask32" => {
                for other in ["ISD::ZERO_EXTEND", "ISD::AND", "ISD::ADD", "ISD::SUB"] {
                    assert!(!self.is_op(dag, value, other), "{name} on {other} not modelled");
                }
                results.push(value);
                Ok(true)
            }
            "selectSETEQ" | "selectSETNE" => {
                let want = if name == "selectSETEQ" { "SETEQ" } else { "SETNE" };
                if !self.is_op(dag, value, "ISD::SETCC") {
                    return Ok(false);
                }
                let cc = dag.cond_code(dag.operand(value.node, 2).node).unwrap();
                if cc != self.t.cond_codes[want] {
                    return Ok(false);
                }
                let (lhs, rhs) = (dag.operand(value.node, 0), dag.operand(value.node, 1));
                match self.sext(dag, rhs) {
                    Some(0) => results.push(lhs),
                    Some(c) => panic!("{name}: constant {c} not modelled"),
                    None => {
                        let xor = instr(self.t, "XOR");
                        let n = dag.get_machine_node(xor, &[I64], &[lhs, rhs], value.node);
                        results.push(SdValue::new(n, 0));
                    }
                }
                Ok(true)
            }
            other => panic!("complex pattern {index} not modelled: {other}"),
        }
    }

    fn node_xform(
        &mut self,
        dag: &mut TestDag,
        value: SdValue<usize>,
        index: u32,
    ) -> Result<SdValue<usize>, IselError> {
        let name = self.t.hook('X', index).to_string();
        match name.as_str() {
            "IntCCtoRISCVCC" => {
                // Applied to the select_cc node: its operand 2's condition
                // as RISCVCC::CondCode (EQ, NE, LT, GE, LTU, GEU).
                let cc = dag.cond_code(dag.operand(value.node, 2).node).expect("condition code operand");
                let order = ["SETEQ", "SETNE", "SETLT", "SETGE", "SETULT", "SETUGE"];
                let rv = order.iter().position(|n| self.t.cond_codes[*n] == cc).expect("condition code");
                Ok(dag.get_target_constant(rv as i64, I64, value.node))
            }
            other => panic!("node transform {index} not modelled: {other}"),
        }
    }

    fn instr_may_load(&self, opcode: u16) -> bool {
        self.t.instr_access.get(&opcode).expect("instruction flags").0
    }

    fn instr_may_store(&self, opcode: u16) -> bool {
        self.t.instr_access.get(&opcode).expect("instruction flags").1
    }
}

fn instr(t: &Target, name: &str) -> u16 {
    *t.instr_names.iter().find(|(_, n)| n.as_str() == name).unwrap_or_else(|| panic!("no instruction {name}")).0
}

/// A function's DAG under construction: arguments, then body, then return.
struct Builder<'t> {
    t: &'t Target,
    dag: TestDag,
    mems: u32,
}

const VREG: u32 = 1 << 31;

impl<'t> Builder<'t> {
    fn new(t: &'t Target) -> Self {
        Builder { t, dag: TestDag::new(t.kinds()), mems: 0 }
    }
    fn entry(&self) -> SdValue<usize> {
        SdValue::new(self.dag.entry(), 0)
    }
    /// Argument `i`: `CopyFromReg(entry, %vreg)`, an (i64, ch) node.
    fn arg(&mut self, i: u32) -> SdValue<usize> {
        let r = self.dag.register(I64, VREG + i);
        let e = self.entry();
        self.dag.val(self.t.node("ISD::CopyFromReg"), &[I64, OTHER], &[e, r], Payload::None)
    }
    fn op(&mut self, name: &str, ops: &[SdValue<usize>]) -> SdValue<usize> {
        self.dag.val(self.t.node(name), &[I64], ops, Payload::None)
    }
    fn imm(&mut self, v: i64) -> SdValue<usize> {
        self.dag.new_constant(I64, v)
    }
    fn setcc(&mut self, a: SdValue<usize>, b: SdValue<usize>, cc: &str) -> SdValue<usize> {
        let c = self.cond(cc);
        self.op("ISD::SETCC", &[a, b, c])
    }
    fn cond(&mut self, cc: &str) -> SdValue<usize> {
        self.dag.val(self.t.node("ISD::CONDCODE"), &[OTHER], &[], Payload::CondCode(self.t.cond_codes[cc]))
    }
    fn undef(&mut self) -> SdValue<usize> {
        self.dag.val(self.t.node("ISD::UNDEF"), &[I64], &[], Payload::None)
    }
    fn mem(&mut self, load: bool) -> Mem {
        self.mems += 1;
        Mem { id: self.mems, load, store: !load }
    }
    /// `load` (chain, ptr, undef offset) -> (i64, ch).
    fn load(&mut self, chain: SdValue<usize>, ptr: SdValue<usize>, ext: Ext, mem_vt: u16) -> usize {
        let u = self.undef();
        let n = self.dag.add(self.t.node("ISD::LOAD"), &[I64, OTHER], &[chain, ptr, u], Payload::Load { ext, mem_vt });
        self.dag.nodes[n].mem = Some(self.mem(true));
        n
    }
    /// `store` (chain, value, ptr, undef offset) -> ch.
    fn store(&mut self, chain: SdValue<usize>, v: SdValue<usize>, ptr: SdValue<usize>, mem_vt: u16) -> SdValue<usize> {
        let u = self.undef();
        let truncating = mem_vt != I64;
        let n = self.dag.add(
            self.t.node("ISD::STORE"),
            &[OTHER],
            &[chain, v, ptr, u],
            Payload::Store { truncating, mem_vt },
        );
        self.dag.nodes[n].mem = Some(self.mem(false));
        SdValue::new(n, 0)
    }
    /// `CopyToReg $x10` and `RISCVISD::RET_GLUE`; returns the root.
    fn ret(mut self, chain: SdValue<usize>, value: Option<SdValue<usize>>) -> (TestDag, usize) {
        let root = match value {
            Some(v) => {
                let x10 = self.dag.register(I64, self.t.regs["X10"]);
                let copy = self.dag.add(self.t.node("ISD::CopyToReg"), &[OTHER, GLUE], &[chain, x10, v], Payload::None);
                self.dag.add(
                    self.t.node("RISCVISD::RET_GLUE"),
                    &[OTHER],
                    &[SdValue::new(copy, 0), x10, SdValue::new(copy, 1)],
                    Payload::None,
                )
            }
            None => self.dag.add(self.t.node("RISCVISD::RET_GLUE"), &[OTHER], &[chain], Payload::None),
        };
        (self.dag, root)
    }
}

/// The DAG of each function in llc/rv64im.ll, as SelectionDAG has it after
/// legalization and combining (the input of instruction selection).
fn build(t: &Target, name: &str) -> (TestDag, usize) {
    let mut b = Builder::new(t);
    let e = b.entry();
    let binop = |b: &mut Builder, op: &str| {
        let (x, y) = (b.arg(0), b.arg(1));
        b.op(op, &[x, y])
    };
    let with_imm = |b: &mut Builder, op: &str, imm: i64| {
        let x = b.arg(0);
        let c = b.imm(imm);
        b.op(op, &[x, c])
    };
    let cmp = |b: &mut Builder, cc: &str| {
        let (x, y) = (b.arg(0), b.arg(1));
        b.setcc(x, y, cc)
    };
    let v = match name {
        "add" => binop(&mut b, "ISD::ADD"),
        "sub" => binop(&mut b, "ISD::SUB"),
        "mul" => binop(&mut b, "ISD::MUL"),
        "sdiv" => binop(&mut b, "ISD::SDIV"),
        "udiv" => binop(&mut b, "ISD::UDIV"),
        "srem" => binop(&mut b, "ISD::SREM"),
        "urem" => binop(&mut b, "ISD::UREM"),
        "and" => binop(&mut b, "ISD::AND"),
        "or" => binop(&mut b, "ISD::OR"),
        "xor" => binop(&mut b, "ISD::XOR"),
        "addi" => with_imm(&mut b, "ISD::ADD", 5),
        "addi_neg" => with_imm(&mut b, "ISD::ADD", -2048),
        "andi" => with_imm(&mut b, "ISD::AND", 255),
        "ori" => with_imm(&mut b, "ISD::OR", 16),
        "not" => with_imm(&mut b, "ISD::XOR", -1),
        "shl_imm" => with_imm(&mut b, "ISD::SHL", 3),
        "lshr_imm" => with_imm(&mut b, "ISD::SRL", 7),
        "ashr_imm" => with_imm(&mut b, "ISD::SRA", 9),
        "shl_reg" => binop(&mut b, "ISD::SHL"),
        "lshr_reg" => binop(&mut b, "ISD::SRL"),
        "ashr_reg" => binop(&mut b, "ISD::SRA"),
        "slt" => cmp(&mut b, "SETLT"),
        "ult" => cmp(&mut b, "SETULT"),
        // Legalization turns SETGT into SETLT with the operands swapped.
        "sgt" => {
            let (x, y) = (b.arg(0), b.arg(1));
            b.setcc(y, x, "SETLT")
        }
        "eq" => cmp(&mut b, "SETEQ"),
        "ne" => cmp(&mut b, "SETNE"),
        "slti" => {
            let x = b.arg(0);
            let c = b.imm(10);
            b.setcc(x, c, "SETLT")
        }
        "eqz" => {
            let x = b.arg(0);
            let c = b.imm(0);
            b.setcc(x, c, "SETEQ")
        }
        "select" => {
            let (x, y, p, q) = (b.arg(0), b.arg(1), b.arg(2), b.arg(3));
            let cc = b.cond("SETLT");
            b.op("RISCVISD::SELECT_CC", &[x, y, cc, p, q])
        }
        "const_small" => b.imm(42),
        "const_neg" => b.imm(-7),
        "const_lui" => b.imm(4096),
        "const_large" => b.imm(305419896),
        "mul_const" => with_imm(&mut b, "ISD::MUL", 1000),
        "addw" => {
            let s = binop(&mut b, "ISD::ADD");
            let vt = b.dag.val(t.node("ISD::VALUETYPE"), &[OTHER], &[], Payload::ValueType(I32));
            b.op("ISD::SIGN_EXTEND_INREG", &[s, vt])
        }
        "load" | "load_off" | "load_i32" | "load_u8" | "load_i8" | "load_u16" | "load_u32" => {
            let (off, ext, vt) = match name {
                "load" => (0, Ext::None, I64),
                "load_off" => (24, Ext::None, I64),
                "load_i32" => (-20, Ext::Sign, I32),
                "load_u8" => (100, Ext::Zero, I8),
                "load_i8" => (-1, Ext::Sign, I8),
                "load_u16" => (8, Ext::Zero, I16),
                _ => (0, Ext::Zero, I32),
            };
            let p = b.arg(0);
            let addr = if off == 0 {
                p
            } else {
                let c = b.imm(off);
                b.op("ISD::ADD", &[p, c])
            };
            let l = b.load(e, addr, ext, vt);
            return b.ret(SdValue::new(l, 1), Some(SdValue::new(l, 0)));
        }
        "store" | "store_off" | "store_i16" | "store_const" => {
            let (off, vt) = match name {
                "store" => (0, I64),
                "store_off" => (16, I64),
                "store_const" => (4, I32),
                _ => (-2, I16),
            };
            let p = b.arg(0);
            // The i32 constant is promoted (sign-extended) to i64.
            let v = if name == "store_const" { b.imm(-100) } else { b.arg(1) };
            let addr = if off == 0 {
                p
            } else {
                let c = b.imm(off);
                b.op("ISD::ADD", &[p, c])
            };
            let s = b.store(e, v, addr, vt);
            return b.ret(s, None);
        }
        "load_add_store" => {
            let (p, v) = (b.arg(0), b.arg(1));
            let l = b.load(e, p, Ext::None, I64);
            let sum = b.op("ISD::ADD", &[SdValue::new(l, 0), v]);
            let c = b.imm(8);
            let q = b.op("ISD::ADD", &[p, c]);
            let s = b.store(SdValue::new(l, 1), sum, q, I64);
            return b.ret(s, Some(sum));
        }
        "sltiu" => {
            let x = b.arg(0);
            let c = b.imm(100);
            b.setcc(x, c, "SETULT")
        }
        "xori" => with_imm(&mut b, "ISD::XOR", 7),
        "slliw" => {
            let s = with_imm(&mut b, "ISD::SHL", 3);
            let vt = b.dag.val(t.node("ISD::VALUETYPE"), &[OTHER], &[], Payload::ValueType(I32));
            b.op("ISD::SIGN_EXTEND_INREG", &[s, vt])
        }
        other => panic!("no DAG for {other}"),
    };
    b.ret(e, Some(v))
}

/// LLVM's `DoInstructionSelection`: every live node, users before their
/// operands (reverse topological order, the order nodes were made in), each
/// through the matcher table. The node kinds `SelectCodeCommon` leaves alone
/// are skipped.
fn select_all(t: &Target, dag: &mut TestDag, root: usize) -> Result<(), String> {
    let matcher = Matcher::new(&t.table, t.node_opcodes()).expect("table");
    let mut hooks = Rv64im { t };
    let leave = ["ISD::EntryToken", "ISD::Register", "ISD::TargetConstant", "ISD::CopyFromReg", "ISD::CopyToReg"]
        .map(|n| t.node(n));
    for n in (0..dag.nodes.len()).rev() {
        if !dag.awaits_selection(n, root, &leave) {
            continue;
        }
        let node = &dag.nodes[n];
        let opcode = node.opcode;
        if opcode == t.node("ISD::Constant") {
            select_imm(t, dag, n);
            continue;
        }
        if let Err(e) = select(dag, &mut hooks, &matcher, n) {
            return Err(format!("selecting node {n} ({}): {e}", t.node_names[opcode as usize]));
        }
    }
    Ok(())
}

/// `RISCVDAGToDAGISel::PostprocessISelDAG`'s `doPeepholeSExtW`, C++ run
/// after the table: `ADDIW x, 0` (sext.w) of an instruction whose result is
/// already sign-extended is dropped; of ADD/ADDI/SUB/MUL/SLLI it becomes the
/// W form.
fn peephole_sext_w(t: &Target, dag: &mut TestDag, root: usize) {
    let name = |dag: &TestDag, n: usize| dag.nodes[n].machine.map(|m| t.instr_names[&m].clone());
    for n in (0..dag.nodes.len()).rev() {
        if dag.nodes[n].deleted || name(dag, n).as_deref() != Some("ADDIW") {
            continue;
        }
        let (x, imm) = (dag.nodes[n].ops[0], dag.nodes[n].ops[1]);
        if dag.constant(imm.node).and_then(ConstantInt::sext) != Some(0) {
            continue;
        }
        let replacement = match name(dag, x.node).as_deref() {
            Some("ADDW" | "ADDIW" | "SUBW" | "MULW" | "SLLIW") => x,
            Some(op @ ("ADD" | "ADDI" | "SUB" | "MUL")) => {
                let ops = dag.nodes[x.node].ops.clone();
                let w = instr(t, &format!("{op}W"));
                SdValue::new(dag.get_machine_node(w, &[I64], &ops, n), 0)
            }
            Some("SLLI") => panic!("sext.w of SLLI not modelled"),
            _ => continue,
        };
        dag.replace_uses(SdValue::new(n, 0), replacement);
        dag.remove_dead_node(n);
    }
    assert!(!dag.nodes[root].deleted);
}

/// RISC-V selects `ISD::Constant` in C++ (`RISCVDAGToDAGISel::Select` calls
/// `selectImm`, RISCVMatInt), before the matcher table, which has no case
/// for it. This is that C++ for the 32-bit values the tests use: LUI for the
/// high 20 bits, then ADDIW (or ADDI from X0) for the low 12.
fn select_imm(t: &Target, dag: &mut TestDag, n: usize) {
    let v = dag.constant(n).and_then(ConstantInt::sext).unwrap();
    assert!(v != 0 && is_int(32, v), "constant {v}: materialization not modelled");
    let hi20 = ((v + 0x800) >> 12) & 0xfffff;
    let lo12 = (v << 52) >> 52;
    let mut res = None;
    if hi20 != 0 {
        let imm = dag.get_target_constant(hi20, I64, n);
        res = Some(SdValue::new(dag.get_machine_node(instr(t, "LUI"), &[I64], &[imm], n), 0));
    }
    if lo12 != 0 || hi20 == 0 {
        let (opc, base) = match res {
            Some(r) => ("ADDIW", r),
            None => ("ADDI", dag.register(I64, t.regs["X0"])),
        };
        let imm = dag.get_target_constant(lo12, I64, n);
        res = Some(SdValue::new(dag.get_machine_node(instr(t, opc), &[I64], &[base, imm], n), 0));
    }
    dag.replace_node(n, res.unwrap().node);
}

/// The selected DAG as an expression text (see the module doc).
fn render_dag(t: &Target, dag: &TestDag, root: usize) -> String {
    fn expr(t: &Target, dag: &TestDag, v: SdValue<usize>) -> String {
        let n = &dag.nodes[v.node];
        if n.deleted {
            return "<deleted node>".to_string();
        }
        if let Some(opc) = n.machine {
            let mut s = t.instr_names.get(&opc).cloned().unwrap_or_else(|| format!("#{opc}"));
            if n.mem_refs.iter().any(|m| m.load) {
                s += "{load}";
            }
            if n.mem_refs.iter().any(|m| m.store) {
                s += "{store}";
            }
            let ops: Vec<String> = n
                .ops
                .iter()
                .filter(|o| !matches!(dag.value_type(o.node, o.result), OTHER | GLUE))
                .map(|&o| expr(t, dag, o))
                .collect();
            return format!("{s}({})", ops.join(","));
        }
        match (&n.payload, t.node_names[n.opcode as usize].as_str()) {
            (Payload::Register(r), _) if r & VREG != 0 => format!("arg{}", r & !VREG),
            (Payload::Register(r), _) => t.reg_names.get(r).cloned().unwrap_or_else(|| format!("reg{r}")),
            (Payload::Constant(c), "ISD::TargetConstant") => c.sext().unwrap().to_string(),
            (_, "ISD::CopyFromReg") => expr(t, dag, n.ops[1]),
            (_, name) => format!("<unselected {name}>"),
        }
    }
    let r = &dag.nodes[root];
    if r.machine.map(|m| t.instr_names[&m].as_str()) != Some("PseudoRET") {
        return "root not selected to PseudoRET".to_string();
    }
    // The return value: operand 1 is $x10 when a CopyToReg feeds the glue.
    let mut chain = r.ops[0];
    let mut ret = String::from("PseudoRET()");
    if r.ops.len() == 3 {
        let copy = &dag.nodes[r.ops[2].node];
        ret = format!("PseudoRET(x10={})", expr(t, dag, copy.ops[2]));
        chain = copy.ops[0];
    }
    let mut effects = Vec::new();
    while chain.node != dag.entry() {
        let n = &dag.nodes[chain.node];
        if n.machine.is_some() && n.mem_refs.iter().any(|m| m.store) {
            effects.push(expr(t, dag, chain));
        }
        chain = *n.ops.iter().find(|o| dag.value_type(o.node, o.result) == OTHER).expect("chain operand");
    }
    effects.reverse();
    effects.push(ret);
    effects.join("; ")
}

/// llc's MIR for function `name` as the same expression text.
fn render_mir(mir: &str, name: &str) -> String {
    let start = mir.find(&format!("\nname:            {name}\n")).unwrap_or_else(|| panic!("{name} not in MIR"));
    let body = &mir[start..];
    let body = &body[body.find("\nbody:").unwrap()..];
    let body = &body[..body.find("\n...").unwrap()];
    let mut defs: HashMap<String, String> = HashMap::new();
    let mut effects = Vec::new();
    let mut ret = String::from("PseudoRET()");
    let operand = |defs: &HashMap<String, String>, op: &str| -> String {
        let op = op.trim().trim_start_matches("killed ");
        if op.starts_with('%') {
            defs.get(op).cloned().unwrap_or_else(|| panic!("{name}: undefined {op}"))
        } else if let Some(x) = op.strip_prefix("$x") {
            format!("X{x}")
        } else {
            op.to_string()
        }
    };
    for line in body.lines().map(str::trim) {
        if line.is_empty() || line.starts_with("bb.") || line.starts_with("liveins") || line.starts_with("body") {
            continue;
        }
        let (line, mem) = match line.split_once(" :: ") {
            Some((l, m)) => (l, if m.starts_with("(load") { "{load}" } else { "{store}" }),
            None => (line, ""),
        };
        let (def, rhs) = match line.split_once(" = ") {
            Some((d, r)) => (Some(d.split(':').next().unwrap().to_string()), r),
            None => (None, line),
        };
        let (opc, ops) = rhs.split_once(' ').unwrap_or((rhs, ""));
        let ops: Vec<&str> = ops.split(", ").filter(|o| !o.is_empty() && !o.starts_with("implicit ")).collect();
        match (def.as_deref(), opc) {
            (Some(d), "COPY") if ops[0].starts_with("$x1") => {
                let a: u32 = ops[0][2..].parse::<u32>().unwrap() - 10;
                defs.insert(d.to_string(), format!("arg{a}"));
            }
            (Some("$x10"), "COPY") => ret = format!("PseudoRET(x10={})", operand(&defs, ops[0])),
            (_, "PseudoRET") => {}
            (Some(d), _) => {
                let args: Vec<String> = ops.iter().map(|o| operand(&defs, o)).collect();
                defs.insert(d.to_string(), format!("{opc}{mem}({})", args.join(",")));
            }
            (None, _) => {
                let args: Vec<String> = ops.iter().map(|o| operand(&defs, o)).collect();
                effects.push(format!("{opc}{mem}({})", args.join(",")));
            }
        }
    }
    effects.push(ret);
    effects.join("; ")
}

/// The functions of llc/rv64im.ll, in file order.
const FUNCTIONS: &[&str] = &[
    "add",
    "sub",
    "mul",
    "sdiv",
    "udiv",
    "srem",
    "urem",
    "and",
    "or",
    "xor",
    "addi",
    "addi_neg",
    "andi",
    "ori",
    "not",
    "shl_imm",
    "lshr_imm",
    "ashr_imm",
    "shl_reg",
    "lshr_reg",
    "ashr_reg",
    "slt",
    "ult",
    "sgt",
    "slti",
    "eq",
    "ne",
    "eqz",
    "select",
    "const_small",
    "const_neg",
    "const_lui",
    "const_large",
    "mul_const",
    "load",
    "load_off",
    "load_i32",
    "load_u8",
    "store",
    "store_off",
    "store_i16",
    "load_add_store",
    "addw",
    "load_i8",
    "load_u16",
    "load_u32",
    "sltiu",
    "xori",
    "slliw",
    "store_const",
];

#[test]
fn every_function_of_the_ir_is_covered() {
    let ir = include_str!("../llc/rv64im.ll");
    let defined: Vec<&str> = ir
        .lines()
        .filter_map(|l| l.strip_prefix("define "))
        .map(|l| l.split('@').nth(1).unwrap().split('(').next().unwrap())
        .collect();
    assert_eq!(defined, FUNCTIONS);
}

#[test]
fn opcode_numbers_match_llvm() {
    use tablegen_isel_runtime_tests::isel::opc as o;
    let llvm: HashMap<&str, u8> = OPCODES
        .lines()
        .map(|l| {
            let (n, name) = l.split_once(' ').unwrap();
            (name, n.parse().unwrap())
        })
        .collect();
    let ours = [
        ("OPC_Scope", o::SCOPE),
        ("OPC_RecordNode", o::RECORD_NODE),
        ("OPC_RecordChild0", o::RECORD_CHILD0),
        ("OPC_RecordMemRef", o::RECORD_MEM_REF),
        ("OPC_CaptureGlueInput", o::CAPTURE_GLUE_INPUT),
        ("OPC_MoveChild", o::MOVE_CHILD),
        ("OPC_MoveChild0", o::MOVE_CHILD0),
        ("OPC_MoveSibling", o::MOVE_SIBLING),
        ("OPC_MoveSibling0", o::MOVE_SIBLING0),
        ("OPC_MoveParent", o::MOVE_PARENT),
        ("OPC_CheckSame", o::CHECK_SAME),
        ("OPC_CheckChild0Same", o::CHECK_CHILD0_SAME),
        ("OPC_CheckPatternPredicate", o::CHECK_PATTERN_PREDICATE),
        ("OPC_CheckPatternPredicate0", o::CHECK_PATTERN_PREDICATE0),
        ("OPC_CheckPatternPredicateTwoByte", o::CHECK_PATTERN_PREDICATE_TWO_BYTE),
        ("OPC_CheckPredicate", o::CHECK_PREDICATE),
        ("OPC_CheckPredicate0", o::CHECK_PREDICATE0),
        ("OPC_CheckPredicateWithOperands", o::CHECK_PREDICATE_WITH_OPERANDS),
        ("OPC_CheckOpcode", o::CHECK_OPCODE),
        ("OPC_SwitchOpcode", o::SWITCH_OPCODE),
        ("OPC_CheckType", o::CHECK_TYPE),
        ("OPC_CheckTypeI32", o::CHECK_TYPE_I32),
        ("OPC_CheckTypeI64", o::CHECK_TYPE_I64),
        ("OPC_CheckTypeRes", o::CHECK_TYPE_RES),
        ("OPC_SwitchType", o::SWITCH_TYPE),
        ("OPC_CheckChild0Type", o::CHECK_CHILD0_TYPE),
        ("OPC_CheckChild0TypeI32", o::CHECK_CHILD0_TYPE_I32),
        ("OPC_CheckChild0TypeI64", o::CHECK_CHILD0_TYPE_I64),
        ("OPC_CheckInteger", o::CHECK_INTEGER),
        ("OPC_CheckChild0Integer", o::CHECK_CHILD0_INTEGER),
        ("OPC_CheckCondCode", o::CHECK_COND_CODE),
        ("OPC_CheckChild2CondCode", o::CHECK_CHILD2_COND_CODE),
        ("OPC_CheckValueType", o::CHECK_VALUE_TYPE),
        ("OPC_CheckComplexPat", o::CHECK_COMPLEX_PAT),
        ("OPC_CheckComplexPat0", o::CHECK_COMPLEX_PAT0),
        ("OPC_CheckAndImm", o::CHECK_AND_IMM),
        ("OPC_CheckOrImm", o::CHECK_OR_IMM),
        ("OPC_CheckImmAllOnesV", o::CHECK_IMM_ALL_ONES_V),
        ("OPC_CheckImmAllZerosV", o::CHECK_IMM_ALL_ZEROS_V),
        ("OPC_CheckFoldableChainNode", o::CHECK_FOLDABLE_CHAIN_NODE),
        ("OPC_EmitInteger", o::EMIT_INTEGER),
        ("OPC_EmitInteger8", o::EMIT_INTEGER8),
        ("OPC_EmitInteger16", o::EMIT_INTEGER16),
        ("OPC_EmitInteger32", o::EMIT_INTEGER32),
        ("OPC_EmitInteger64", o::EMIT_INTEGER64),
        ("OPC_EmitStringInteger", o::EMIT_STRING_INTEGER),
        ("OPC_EmitStringInteger32", o::EMIT_STRING_INTEGER32),
        ("OPC_EmitRegister", o::EMIT_REGISTER),
        ("OPC_EmitRegisterI32", o::EMIT_REGISTER_I32),
        ("OPC_EmitRegisterI64", o::EMIT_REGISTER_I64),
        ("OPC_EmitRegister2", o::EMIT_REGISTER2),
        ("OPC_EmitConvertToTarget", o::EMIT_CONVERT_TO_TARGET),
        ("OPC_EmitConvertToTarget0", o::EMIT_CONVERT_TO_TARGET0),
        ("OPC_EmitMergeInputChains", o::EMIT_MERGE_INPUT_CHAINS),
        ("OPC_EmitMergeInputChains1_0", o::EMIT_MERGE_INPUT_CHAINS1_0),
        ("OPC_EmitCopyToReg", o::EMIT_COPY_TO_REG),
        ("OPC_EmitCopyToReg0", o::EMIT_COPY_TO_REG0),
        ("OPC_EmitCopyToRegTwoByte", o::EMIT_COPY_TO_REG_TWO_BYTE),
        ("OPC_EmitNodeXForm", o::EMIT_NODE_XFORM),
        ("OPC_EmitNode", o::EMIT_NODE),
        ("OPC_EmitNode0", o::EMIT_NODE0),
        ("OPC_EmitNode0None", o::EMIT_NODE0_NONE),
        ("OPC_EmitNode0Chain", o::EMIT_NODE0_CHAIN),
        ("OPC_MorphNodeTo", o::MORPH_NODE_TO),
        ("OPC_MorphNodeTo0", o::MORPH_NODE_TO0),
        ("OPC_MorphNodeTo0None", o::MORPH_NODE_TO0_NONE),
        ("OPC_MorphNodeTo0Chain", o::MORPH_NODE_TO0_CHAIN),
        ("OPC_MorphNodeTo0GlueInput", o::MORPH_NODE_TO0_GLUE_INPUT),
        ("OPC_MorphNodeTo0GlueOutput", o::MORPH_NODE_TO0_GLUE_OUTPUT),
        ("OPC_CompleteMatch", o::COMPLETE_MATCH),
        ("OPC_Coverage", o::COVERAGE),
        ("OPFL_Chain", o::OPFL_CHAIN),
        ("OPFL_GlueInput", o::OPFL_GLUE_INPUT),
        ("OPFL_GlueOutput", o::OPFL_GLUE_OUTPUT),
        ("OPFL_MemRefs", o::OPFL_MEM_REFS),
        ("OPFL_VariadicInfo", o::OPFL_VARIADIC_INFO),
    ];
    for (name, value) in ours {
        assert_eq!(llvm.get(name), Some(&value), "{name}");
    }
    // LLVM 19 defines exactly these operations: the last is OPC_Coverage.
    assert_eq!(llvm.iter().filter(|(n, _)| n.starts_with("OPC_")).map(|(_, &v)| v).max(), Some(o::COVERAGE));
}

/// Selects every function with `t`'s table; the mismatches with llc-19.
fn mismatches(t: &Target) -> Vec<String> {
    let mut mismatches = Vec::new();
    for &name in FUNCTIONS {
        let (mut dag, root) = build(t, name);
        let ours = match select_all(t, &mut dag, root) {
            Ok(()) => {
                peephole_sext_w(t, &mut dag, root);
                render_dag(t, &dag, root)
            }
            Err(e) => e,
        };
        // llc's custom inserter expands Select_GPR_Using_CC_GPR into
        // branches during finalize-isel: compare that one right after isel.
        let mir = if name == "select" { MIR_ISEL } else { MIR_FINALIZE };
        let llc = render_mir(mir, name);
        if ours != llc {
            mismatches.push(format!("{name}:\n  runtime: {ours}\n  llc-19:  {llc}"));
        } else {
            println!("{name}: {ours}");
        }
    }
    mismatches
}

#[test]
fn rv64im_selection_matches_llc() {
    let mismatches = mismatches(&Target::load());
    assert!(
        mismatches.is_empty(),
        "{} of {} functions differ:\n{}",
        mismatches.len(),
        FUNCTIONS.len(),
        mismatches.join("\n")
    );
}

#[test]
fn generated_module_selection_matches_llc() {
    let mismatches = mismatches(&Target::load_ours());
    assert!(
        mismatches.is_empty(),
        "{} of {} functions differ:\n{}",
        mismatches.len(),
        FUNCTIONS.len(),
        mismatches.join("\n")
    );
}

/// Our table is LLVM's, byte for byte, once node opcodes are mapped by name.
#[test]
fn generated_table_is_llvms() {
    let (llvm, ours) = (Target::load(), Target::load_ours());
    assert_eq!(ours.table.len(), llvm.table.len());
    // Every position where the two differ must be inside a node opcode,
    // which LLVM's numbering and ours name alike: found by walking the
    // table's top-level switch and every OPC_CheckOpcode/OPC_SwitchOpcode.
    let node_at = |t: &Target, i: usize| {
        let v = u16::from_le_bytes([t.table[i], *t.table.get(i + 1).unwrap_or(&0)]);
        t.node_names.get(usize::from(v)).cloned()
    };
    let mut i = 0;
    let mut mapped = 0;
    while i < ours.table.len() {
        if ours.table[i] == llvm.table[i] {
            i += 1;
            continue;
        }
        // A node opcode starts at i or at i - 1 (equal low bytes).
        let same = |k: usize| node_at(&ours, k).is_some() && node_at(&ours, k) == node_at(&llvm, k);
        let start = if i > 0 && same(i - 1) { i - 1 } else { i };
        let name = node_at(&ours, start);
        assert!(
            name.is_some() && name == node_at(&llvm, start),
            "byte {i} differs and is no node opcode of the same name"
        );
        mapped += 1;
        i = start + 2;
    }
    println!("{} bytes compared, {mapped} node opcodes mapped by name", ours.table.len());
}

/// Fault injection: our table with the top-level switch's `ISD::ADD` and
/// `ISD::SUB` cases' opcodes swapped must fail the differential test.
#[test]
fn corrupted_table_is_caught() {
    let mut t = Target::load_ours();
    let (add, sub) = (t.node("ISD::ADD"), t.node("ISD::SUB"));
    let table = &mut t.table;
    assert_eq!(table[0], tablegen_isel_runtime_tests::isel::opc::SWITCH_OPCODE);
    assert_eq!(tablegen_isel_runtime_tests::testdag::faults::swap_opcode_cases(table, add, sub), 2);
    let mismatches = mismatches(&t);
    println!("{}", mismatches.join("\n"));
    assert!(mismatches.iter().any(|m| m.starts_with("add:")), "the corrupted table was not caught");
    assert!(mismatches.iter().any(|m| m.starts_with("sub:")), "the corrupted table was not caught");
}
