//! The instruction descriptions of `-gen-instr-info --rust` against the
//! `GET_INSTRINFO_MC_DESC` section llvm-tblgen-19 printed for the same
//! input (`tests/golden/expected/own__instr_info__basic.stdout`): every
//! opcode's counts, size, scheduling class, flags, `TSFlags`, implicit
//! registers and operand infos.

use std::path::Path;

use tablegen_generated_tests::instr_info_basic::{operand_flags, Opcode, OperandInfo};

/// The C++ `MCID::Flag` names in their bit order.
const MCID: [&str; 41] = [
    "PreISelOpcode",
    "Variadic",
    "HasOptionalDef",
    "Pseudo",
    "Meta",
    "Return",
    "EHScopeReturn",
    "Call",
    "Barrier",
    "Terminator",
    "Branch",
    "IndirectBranch",
    "Compare",
    "MoveImm",
    "MoveReg",
    "Bitcast",
    "Select",
    "DelaySlot",
    "FoldableAsLoad",
    "MayLoad",
    "MayStore",
    "MayRaiseFPException",
    "Predicable",
    "NotDuplicable",
    "UnmodeledSideEffects",
    "Commutable",
    "ConvertibleTo3Addr",
    "UsesCustomInserter",
    "HasPostISelHook",
    "Rematerializable",
    "CheapAsAMove",
    "ExtraSrcRegAllocReq",
    "ExtraDefRegAllocReq",
    "RegSequence",
    "ExtractSubreg",
    "InsertSubreg",
    "Convergent",
    "Add",
    "Trap",
    "VariadicOpsAreDefs",
    "Authenticated",
];

/// The register numbers of llvm-tblgen-19's `-gen-register-info` for the
/// same input.
fn reg_number(name: &str) -> u16 {
    match name {
        "Toy::FLAGS" => 1,
        "Toy::SP" => 2,
        "Toy::R0" => 3,
        "Toy::R1" => 4,
        _ => panic!("unknown register {name}"),
    }
}

fn expected() -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../golden/expected/own__instr_info__basic.stdout");
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn descriptors_match_llvm() {
    let text = expected();
    // The three parts of `Descs`: instructions, operand infos, implicit registers.
    let body = text.split_once("Descs = {\n  {\n").expect("Descs").1;
    let body = body.split_once("  }\n};").expect("end of Descs").0;
    let parts: Vec<&str> = body.split("  }, {\n").collect();
    assert_eq!(parts.len(), 3);
    let descs: Vec<&str> = parts[0].lines().collect();
    let mut operands: Vec<String> = Vec::new();
    for l in parts[1].lines() {
        let body = l.split_once("*/").expect("offset").1;
        for e in body.split(" },").filter(|e| e.contains('{')) {
            operands.push(e.trim().trim_start_matches("{ ").to_string());
        }
    }
    let mut regs: Vec<u16> = Vec::new();
    for l in parts[2].lines() {
        let body = l.split_once("*/").expect("offset").1;
        regs.extend(body.split(',').map(str::trim).filter(|r| !r.is_empty()).map(reg_number));
    }
    assert_eq!(descs.len(), Opcode::COUNT);
    for row in descs {
        let (fields, _) = row.trim().trim_start_matches("{ ").split_once(" },").expect("row");
        let f: Vec<&str> = fields.split(",\t").collect();
        let num: u16 = f[0].parse().unwrap();
        let op = Opcode::from_value(num).expect("opcode");
        let d = op.desc().expect("description");
        let name = op.name();
        assert_eq!(d.num_operands.to_string(), f[1], "{name}");
        assert_eq!(d.num_defs.to_string(), f[2], "{name}");
        assert_eq!(d.size.to_string(), f[3], "{name}");
        assert_eq!(d.sched_class.to_string(), f[4], "{name}");
        let (uses, defs): (usize, usize) = (f[5].parse().unwrap(), f[6].parse().unwrap());
        let imp: usize = f[7].rsplit(' ').next().unwrap().parse().unwrap();
        assert_eq!(d.implicit_uses().collect::<Vec<_>>(), regs[imp..imp + uses], "{name}");
        assert_eq!(d.implicit_defs().collect::<Vec<_>>(), regs[imp + uses..imp + uses + defs], "{name}");
        let opoff: usize = f[8].parse().unwrap();
        let (flag_text, ts) = f[9].split_once(", 0x").expect("flags");
        let mut flags = 0u64;
        for part in flag_text.split('|').skip(1) {
            let n = part.trim_start_matches("(1ULL<<MCID::").trim_end_matches(')');
            flags |= 1 << MCID.iter().position(|m| *m == n).expect("flag");
        }
        assert_eq!(d.flags, flags, "{name}");
        assert_eq!(d.ts_flags, u64::from_str_radix(ts.trim_end_matches("ULL"), 16).unwrap(), "{name}");
        let got: Vec<OperandInfo> = d.operands().collect();
        assert_eq!(got.len(), d.num_operands as usize);
        for (k, o) in got.iter().enumerate() {
            let e: Vec<&str> = operands[opoff + k].split(", ").collect();
            assert_eq!(o.operand_type, e[2], "{name} operand {k}");
            let want_flags = [
                ("LookupPtrRegClass", operand_flags::LOOKUP_PTR_REG_CLASS),
                ("Predicate", operand_flags::PREDICATE),
                ("OptionalDef", operand_flags::OPTIONAL_DEF),
                ("BranchTarget", operand_flags::BRANCH_TARGET),
            ]
            .iter()
            .filter(|(n, _)| e[1].contains(n))
            .fold(0, |a, (_, b)| a | b);
            assert_eq!(o.flags, want_flags, "{name} operand {k}");
            if e[0] == "-1" || e[0].parse::<i16>().is_ok() {
                assert_eq!(o.reg_class.to_string(), e[0], "{name} operand {k}");
            } else {
                assert!(o.reg_class >= 0, "{name} operand {k}");
            }
            assert_eq!(o.early_clobber, e[3] == "MCOI_EARLY_CLOBBER", "{name} operand {k}");
            let tied = e[3].strip_prefix("MCOI_TIED_TO(").map(|t| t.trim_end_matches(')').parse::<u16>().unwrap());
            assert_eq!(o.tied_to, tied, "{name} operand {k}");
        }
        assert!(d.operand(d.num_operands as usize).is_none());
    }
}
