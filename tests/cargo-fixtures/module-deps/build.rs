//! Each tree asks for one backend alone; the builder adds the modules that
//! define the types its Rust uses (`Opcode`, `Reg`, `RegClass`,
//! `SimpleValueType`).

use tablegen_build::Builder;

/// The golden corpus' include directory (filled in by the test).
const INCLUDE: &str = "@GOLDEN_INCLUDE@";

fn main() {
    for (dir, flag) in [
        ("dag_isel", "gen-dag-isel"),
        ("emitter", "gen-emitter"),
        ("subtarget", "gen-subtarget"),
        ("searchable", "gen-searchable-tables"),
        ("fusion", "gen-macro-fusion-pred"),
        ("bank", "gen-register-bank"),
    ] {
        Builder::new("td/Mini.td").include_dir(INCLUDE).rust_target(dir, &[flag]).run_or_exit();
    }
}
