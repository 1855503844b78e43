//! The analysis on the golden input `own/riscv_target_def/tables.td`,
//! whose C++ llvm-tblgen-19 printed (`expected/own__riscv_target_def__tables`):
//! the values below are that output's.

use super::analyze;
use crate::backend::{Options, Records};

fn model() -> super::TargetDef {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/own/riscv_target_def/tables.td");
    let src = std::fs::read_to_string(path).expect("the golden input");
    let mut rk = tablegen_core::parse_str("tables.td", &src).expect("parses");
    analyze(&mut Records::new(&mut rk), &Options::default()).expect("analyses")
}

#[test]
fn march_strings_follow_the_canonical_order() {
    let m = model();
    let march: Vec<&str> = m.profiles.iter().map(|p| p.march.as_str()).collect();
    assert_eq!(
        march,
        [
            "rv64i2p1_m2p0_a2p1_c2p0_zicsr2p0_zmmul1p0_zba1p0_svinval1p0_xfoo0p1",
            // No 32bit/64bit feature: LLVM's release build prints XLEN 0.
            "rv0i2p1_zdummy0p9",
            // M listed twice: one entry.
            "rv32i2p1_m2p0",
        ]
    );
}

#[test]
fn implications_leave_out_other_features() {
    let m = model();
    let f = m.extensions.iter().find(|e| e.name == "f").expect("f");
    assert_eq!(f.implies, ["zicsr"]);
}

#[test]
fn processors_read_unaligned_access_features() {
    let m = model();
    let flags: Vec<(bool, bool)> =
        m.processors.iter().map(|p| (p.fast_scalar_unaligned, p.fast_vector_unaligned)).collect();
    assert_eq!(flags, [(false, true), (true, true)]);
    assert_eq!(m.processors[1].march, "rv32i2p1");
}
