//! Both shapes of generated enum on an enumeration with repeated values:
//! C++ `ZETA = 3, ALPHA = 4, ZETA_ALIAS = 3, MID = 5, BETA = 6, AAA_ALIAS = 6`
//! (`build.rs`'s `enum_shapes`). An alias names its value's first
//! enumerator, from Rust and by its C++ name.

use tablegen_generated_tests::enum_shapes::{AsEnum, AsNewtype};

macro_rules! check_shape {
    ($test:ident, $ty:ident) => {
        #[test]
        fn $test() {
            let names: Vec<&str> = $ty::all().map(|v| v.name()).collect();
            assert_eq!(names, ["ZETA", "ALPHA", "MID", "BETA"]);
            assert_eq!($ty::COUNT, 4);
            for (name, value) in
                [("ZETA", 3), ("ALPHA", 4), ("MID", 5), ("BETA", 6), ("ZETA_ALIAS", 3), ("AAA_ALIAS", 6)]
            {
                let v = $ty::from_name(name).unwrap_or_else(|| panic!("no enumerator {name}"));
                assert_eq!(v.value(), value, "{name}");
                assert_eq!($ty::from_value(value), Some(v), "{name}");
            }
            assert_eq!($ty::ZETA_ALIAS, $ty::Zeta);
            assert_eq!($ty::AAA_ALIAS, $ty::Beta);
            assert_eq!($ty::AAA_ALIAS.name(), "BETA");
            for missing in ["", "A", "AAA", "ZETA_ALIAS_", "zeta", "ZZZ"] {
                assert_eq!($ty::from_name(missing), None, "{missing}");
            }
            assert_eq!($ty::from_value(2), None);
            assert_eq!($ty::from_value(7), None);
        }
    };
}

check_shape!(enum_shape, AsEnum);
check_shape!(newtype_shape, AsNewtype);
