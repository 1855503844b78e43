/work/wt-regdiff/.ci/target-desc-diff/driver/target/release/deps/target_desc_diff_driver-717b0cbb679baced.d: src/main.rs Cargo.toml

/work/wt-regdiff/.ci/target-desc-diff/driver/target/release/deps/libtarget_desc_diff_driver-717b0cbb679baced.rmeta: src/main.rs Cargo.toml

src/main.rs:
Cargo.toml:

# env-dep:CLIPPY_ARGS=
# env-dep:CLIPPY_CONF_DIR
# env-dep:TDD_DIR
