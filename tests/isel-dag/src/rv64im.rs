//! The RV64IM subtarget (`-mtriple=riscv64 -mattr=+m`) that
//! `examples/riscv_expr` and `tests/isel-runtime`'s RISC-V differential both
//! select for: what its pattern predicates answer ([`pattern_predicate`]),
//! the node predicates its DAG's shape answers ([`node_predicate`]) and its
//! C++'s `hasAllNBitUsers`.

use tablegen_runtime::isel::SelectionDag;

use crate::{Ext, Payload, TestDag, I16, I32, I64, I8};

/// Subtarget queries the table's pattern predicates make that are false for
/// an RV64IM (`-mattr=+m`) subtarget: every extension but M (and the Zmmul
/// it implies), no vendor extension, no tuning feature.
pub const RV64IM_LACKS: &[&str] = &[
    "hasConditionalMoveFusion",
    "hasForcedAtomics",
    "hasShortForwardBranchOpt",
    "hasStdExtA",
    "hasStdExtC",
    "hasStdExtCOrZca",
    "hasStdExtD",
    "hasStdExtF",
    "hasStdExtZabha",
    "hasStdExtZacas",
    "hasStdExtZba",
    "hasStdExtZbb",
    "hasStdExtZbc",
    "hasStdExtZbkb",
    "hasStdExtZbkc",
    "hasStdExtZbkx",
    "hasStdExtZbs",
    "hasStdExtZdinx",
    "hasStdExtZfa",
    "hasStdExtZfbfmin",
    "hasStdExtZfh",
    "hasStdExtZfhmin",
    "hasStdExtZfinx",
    "hasStdExtZhinx",
    "hasStdExtZhinxmin",
    "hasStdExtZicbop",
    "hasStdExtZicfilp",
    "hasStdExtZicond",
    "hasStdExtZimop",
    "hasStdExtZknd",
    "hasStdExtZkne",
    "hasStdExtZknh",
    "hasStdExtZksed",
    "hasStdExtZksh",
    "hasStdExtZtso",
    "hasStdExtZvbb",
    "hasStdExtZvbc",
    "hasStdExtZvfbfwma",
    "hasStdExtZvkb",
    "hasStdExtZvkg",
    "hasStdExtZvkned",
    "hasStdExtZvknha",
    "hasStdExtZvknhb",
    "hasStdExtZvksed",
    "hasStdExtZvksh",
    "hasVInstructions",
    "hasVInstructionsAnyF",
    "hasVInstructionsBF16",
    "hasVInstructionsF16",
    "hasVInstructionsF16Minimal",
    "hasVInstructionsF64",
    "hasVInstructionsFullMultiply",
    "hasVInstructionsI64",
    "hasVendorXCValu",
    "hasVendorXCVbi",
    "hasVendorXCVbitmanip",
    "hasVendorXCVmac",
    "hasVendorXCVmem",
    "hasVendorXSfvcp",
    "hasVendorXSfvfnrclipxfqf",
    "hasVendorXSfvfwmaccqqq",
    "hasVendorXSfvqmaccdod",
    "hasVendorXSfvqmaccqoq",
    "hasVendorXTHeadBa",
    "hasVendorXTHeadBb",
    "hasVendorXTHeadBs",
    "hasVendorXTHeadCondMov",
    "hasVendorXTHeadFMemIdx",
    "hasVendorXTHeadMac",
    "hasVendorXTHeadMemIdx",
    "hasVendorXTHeadMemPair",
    "hasVendorXTHeadVdot",
    "hasVendorXVentanaCondOps",
];

/// A pattern predicate's C++ (`CheckPatternPredicate`: a conjunction of
/// subtarget queries, some negated, some `||`-joined) answered for RV64IM:
/// XLen 64, M and so Zmmul, nothing else, compiled at -O2 (not for size).
/// `None` when a query is not modelled here.
///
/// ```
/// use tablegen_isel_dag::rv64im::pattern_predicate;
/// assert_eq!(pattern_predicate("(Subtarget->hasStdExtM()) && (Subtarget->is64Bit())"), Some(true));
/// assert_eq!(pattern_predicate("(Subtarget->hasStdExtZbb())"), Some(false));
/// assert_eq!(pattern_predicate("!((Subtarget->hasStdExtZbb()))"), Some(true));
/// assert_eq!(pattern_predicate("(Subtarget->hasSomethingNew())"), None);
/// ```
pub fn pattern_predicate(text: &str) -> Option<bool> {
    let mut all = true;
    for term in text.split(" && ") {
        let (negated, query) = match term.strip_prefix("!((").and_then(|t| t.strip_suffix("))")) {
            Some(q) => (true, q),
            None => match term.strip_prefix("(!").and_then(|t| t.strip_suffix(')')) {
                Some(q) => (true, q),
                None => (false, term.strip_prefix('(').and_then(|t| t.strip_suffix(')')).unwrap_or(term)),
            },
        };
        let mut value = false;
        for q in query.split(" || ") {
            value |= match q {
                "Subtarget->is64Bit()"
                | "Subtarget->hasStdExtM()"
                | "Subtarget->hasStdExtMOrZmmul()"
                | "Subtarget->hasStdExtZmmul()" => true,
                "MF ? MF->getFunction().hasMinSize() : false" | "MF ? MF->getFunction().hasOptSize() : false" => false,
                q if RV64IM_LACKS
                    .iter()
                    .any(|f| q.strip_prefix("Subtarget->").and_then(|q| q.strip_suffix("()")) == Some(f)) =>
                {
                    false
                }
                _ => return None,
            };
        }
        all &= value != negated;
    }
    Some(all)
}

/// C++ `RISCVDAGToDAGISel::hasAllNBitUsers`: every user of `node` is an
/// already selected RV64IM instruction that reads only the low `bits` bits
/// of it. `name` gives a machine opcode's instruction name (`"ADDW"`), ""
/// for one it does not know.
pub fn has_all_n_bit_users<'n>(dag: &TestDag, node: usize, bits: u32, name: &dyn Fn(u16) -> &'n str) -> bool {
    users_read_low_bits(dag, node, bits, 0, name)
}

fn users_read_low_bits<'n>(dag: &TestDag, node: usize, bits: u32, depth: u32, name: &dyn Fn(u16) -> &'n str) -> bool {
    // LLVM's recursion limit.
    if depth >= 6 {
        return false;
    }
    let mut uses = Vec::new();
    dag.uses(node, &mut uses);
    uses.iter().all(|u| {
        let user = &dag.nodes[u.user];
        let Some(opc) = user.machine else { return false };
        // An immediate operand that is missing or no constant reads as 0.
        let imm = |i: usize| user.ops.get(i).and_then(|&o| dag.sext(o)).unwrap_or(0);
        let through = |bits: u32| users_read_low_bits(dag, u.user, bits, depth + 1, name);
        match name(opc) {
            "ADDW" | "ADDIW" | "SUBW" | "MULW" | "SLLW" | "SLLIW" | "SRAW" | "SRAIW" | "SRLW" | "SRLIW" | "DIVW"
            | "DIVUW" | "REMW" | "REMUW" => bits >= 32,
            "SLL" | "SRA" | "SRL" => u.operand == 1 && bits >= 6,
            "SLLI" => i64::from(bits) >= 64 - imm(1),
            "SB" => u.operand == 0 && bits >= 8,
            "SH" => u.operand == 0 && bits >= 16,
            "SW" => u.operand == 0 && bits >= 32,
            "AND" | "OR" | "XOR" | "XORI" => through(bits),
            "ANDI" => bits >= 64 - (imm(1) as u64).leading_zeros() || through(bits),
            "ORI" => bits >= 64 - (!imm(1) as u64).leading_zeros() || through(bits),
            "SRLI" => {
                let sh = imm(1) as u32;
                bits > sh && through(bits - sh)
            }
            _ => false,
        }
    })
}

/// A node predicate of RV64IM's patterns (C++ `CheckNodePredicate`, by
/// its C++ code) that the DAG's shape answers: loads' and stores' kinds
/// and memory types, use counts, `hasAll{W,H,B}Users` (`name` gives a
/// machine opcode's instruction name, as for [`has_all_n_bit_users`]) and
/// `VTSDNode` widths. `None` for any other code (immediates, known bits),
/// or when `node` is not the kind of node the code casts it to (the C++
/// would assert).
///
/// ```
/// use tablegen_isel_dag::{rv64im::node_predicate, Ext, Kinds, Payload, TestDag, I32, I64};
/// let kinds = Kinds {
///     entry_token: 1, token_factor: 2, constant: 3, target_constant: 4,
///     constant_fp: 5, target_constant_fp: 6, register: 7, copy_to_reg: 8,
/// };
/// let mut dag = TestDag::new(kinds);
/// let load = dag.add(9u16, &[I64], &[], Payload::Load { ext: Ext::Sign, mem_vt: I32 });
/// let code = "if (cast<LoadSDNode>(N)->getExtensionType() != ISD::SEXTLOAD) return false; return true;";
/// assert_eq!(node_predicate(&dag, load, code, &|_| ""), Some(true));
/// let code = "if (cast<StoreSDNode>(N)->isTruncatingStore()) return false; return true;";
/// assert_eq!(node_predicate(&dag, load, code, &|_| ""), None);
/// ```
pub fn node_predicate<'n>(dag: &TestDag, node: usize, code: &str, name: &dyn Fn(u16) -> &'n str) -> Option<bool> {
    let n = dag.nodes.get(node)?;
    let payload = n.payload;
    let (ext, truncating, mem_vt) = match payload {
        Payload::Load { ext, mem_vt } => (Some(ext), None, Some(mem_vt)),
        Payload::Store { truncating, mem_vt } => (None, Some(truncating), Some(mem_vt)),
        _ => (None, None, None),
    };
    // The casts the C++ makes: a node of another kind has no answer.
    let ext = || ext.filter(|_| code.contains("LoadSDNode>(N)"));
    let truncating = || truncating.filter(|_| code.contains("StoreSDNode>(N)"));
    let mem_vt = |vt: u16| mem_vt.map(|m| m == vt);
    let stored = |vt: u16| Some(mem_vt(vt)? && truncating()?);
    let loaded = |want: Ext| Some(ext()? == want);
    match code {
        "return N->hasOneUse();" => Some(dag.use_count(node) == 1),
        "if (cast<StoreSDNode>(N)->isTruncatingStore()) return false; return true;" => Some(!truncating()?),
        "if (!cast<StoreSDNode>(N)->isTruncatingStore()) return false; return true;" => truncating(),
        // Every node of these DAGs is unindexed.
        "if (cast<StoreSDNode>(N)->getAddressingMode() != ISD::UNINDEXED) return false; return true;" => truncating().map(|_| true),
        "if (cast<LoadSDNode>(N)->getAddressingMode() != ISD::UNINDEXED) return false; return true;" => ext().map(|_| true),
        "ISD::MemIndexedMode AM = cast<StoreSDNode>(N)->getAddressingMode(); return AM == ISD::POST_INC || AM == ISD::POST_DEC;"
        | "ISD::MemIndexedMode AM = cast<StoreSDNode>(N)->getAddressingMode(); return AM == ISD::PRE_INC || AM == ISD::PRE_DEC;" => {
            truncating().map(|_| false)
        }
        "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::i8) return false; return true;" => mem_vt(I8),
        "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::i16) return false; return true;" => mem_vt(I16),
        "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::i32) return false; return true;" => mem_vt(I32),
        "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::i64) return false; return true;" => mem_vt(I64),
        "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::i8) return false; if (!cast<StoreSDNode>(N)->isTruncatingStore()) return false; return true;" => stored(I8),
        "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::i16) return false; if (!cast<StoreSDNode>(N)->isTruncatingStore()) return false; return true;" => stored(I16),
        "if (cast<MemSDNode>(N)->getMemoryVT() != MVT::i32) return false; if (!cast<StoreSDNode>(N)->isTruncatingStore()) return false; return true;" => stored(I32),
        "if (cast<LoadSDNode>(N)->getExtensionType() != ISD::NON_EXTLOAD) return false; return true;" => loaded(Ext::None),
        "if (cast<LoadSDNode>(N)->getExtensionType() != ISD::EXTLOAD) return false; return true;" => loaded(Ext::Any),
        "if (cast<LoadSDNode>(N)->getExtensionType() != ISD::SEXTLOAD) return false; return true;" => loaded(Ext::Sign),
        "if (cast<LoadSDNode>(N)->getExtensionType() != ISD::ZEXTLOAD) return false; return true;" => loaded(Ext::Zero),
        "return hasAllWUsers(Node);" => Some(has_all_n_bit_users(dag, node, 32, name)),
        "return hasAllHUsers(Node);" => Some(has_all_n_bit_users(dag, node, 16, name)),
        "return hasAllBUsers(Node);" => Some(has_all_n_bit_users(dag, node, 8, name)),
        "return cast<VTSDNode>(N->getOperand(1))->getVT().bitsLE(MVT::i32);" => {
            let vt = dag.vt_operand(n.ops.get(1)?.node)?;
            Some([I8, I16, I32].contains(&vt))
        }
        "if (auto *N1C = dyn_cast<ConstantSDNode>(N->getOperand(1))) return N1C->hasOneUse(); return false;" => {
            let rhs = n.ops.get(1)?.node;
            Some(dag.constant(rhs).is_some() && dag.use_count(rhs) == 1)
        }
        _ => None,
    }
}
