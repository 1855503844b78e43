#!/usr/bin/env bash
# tablegen-runtime as its users get it:
#
# 1. tests/runtime-no-std, a `#![no_std]`, `#![no_main]` program with its own
#    allocator and panic handler, links the runtime with `core` and `alloc`
#    only (were the runtime to pull in `std`, its panic handler would clash)
#    and runs it: exit status 0 when the DFA and the matcher answer;
# 2. `cargo publish --dry-run` packages the crate and builds the package
#    alone, as crates.io would (it reads the crates.io index: the network).
#
# Fast: the runtime has no dependencies (a few seconds each).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
target="${CARGO_TARGET_DIR:-$root/target}"

echo "-- no_std consumer (tests/runtime-no-std)"
CARGO_TARGET_DIR="$target/runtime-no-std" cargo build --offline --quiet --release \
    --manifest-path tests/runtime-no-std/Cargo.toml
"$target/runtime-no-std/release/tablegen-runtime-no-std"
echo "runtime-no-std: built without std and ran: ok"

echo "-- cargo publish --dry-run -p tablegen-runtime"
cargo publish --dry-run --quiet --allow-dirty -p tablegen-runtime
echo "runtime-no-std: tablegen-runtime packages and builds alone: ok"
