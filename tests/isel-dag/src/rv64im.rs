//! The RV64IM subtarget (`-mtriple=riscv64 -mattr=+m`) that
//! `examples/riscv_expr` and `tests/isel-runtime`'s RISC-V differential both
//! select for: what its pattern predicates answer ([`pattern_predicate`]),
//! and its C++'s `hasAllNBitUsers`.

use tablegen_runtime::isel::SelectionDag;

use crate::TestDag;

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
