//! Records the optimization level this crate is compiled at, so that a slow
//! `Builder` run in an unoptimized build script can say how to speed it up
//! (see `builder::unoptimized`).
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let level = std::env::var("OPT_LEVEL").unwrap_or_default();
    println!("cargo:rustc-env=TABLEGEN_BUILD_OPT_LEVEL={level}");
}
