//! A target of 70,000 registers (`inputs/many-registers.td`): its Rust
//! register enum is a `u32` newtype holding every number (a `u16` one,
//! with a literal 65536, did not compile), and its conversions answer
//! for every integer, the extremes included.

use tablegen_generated_tests::many_registers::{Reg, RegClass, SubRegIdx, NUM_TARGET_REGS};

#[test]
fn every_register_has_its_number() {
    assert_eq!(NUM_TARGET_REGS, 70_001);
    assert_eq!(Reg::COUNT, 70_001);
    let top: u32 = Reg::R69999.value();
    assert_eq!(top, 70_000);
    assert_eq!(Reg::R65535.value(), 65_536);
    assert_eq!(Reg::from_value(65_536), Some(Reg::R65535));
    assert_eq!(Reg::from_name("R69999"), Some(Reg::R69999));
    assert_eq!(Reg::R69999.name(), "R69999");
    assert_eq!(Reg::all().count(), 70_001);
    assert_eq!(u32::from(Reg::NoRegister), 0);
}

#[test]
fn extreme_numbers_are_none() {
    for v in [70_001, 70_002, u32::MAX - 1, u32::MAX] {
        assert!(Reg::from_value(v).is_none() && Reg::try_from(v).is_err(), "{v}");
    }
    assert_eq!(Reg::from_value(u32::from(u16::MAX)), Some(Reg::R65534));
    assert_eq!(Reg::from_name(""), None);
    // The other index types stay `u16`: this target has one class and no
    // sub-register index.
    for v in [1u16, u16::MAX - 1, u16::MAX] {
        assert!(RegClass::from_value(v).is_none() && SubRegIdx::from_value(v).is_none(), "{v}");
    }
    assert_eq!(RegClass::from_value(0), Some(RegClass::GprRegClassId));
}
