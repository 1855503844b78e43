#!/usr/bin/env bash
# The minimum supported Rust versions the manifests claim, checked with those
# very toolchains: 1.75 for tablegen-core, tablegen-build, tablegen-runtime
# and tablegen-rs,
# 1.88 for tablegen-macros (it reads `Span::local_file`, stable since 1.88).
#
# A user's cargo (1.84 and later) resolves dependencies against the
# `rust-version` of the package it builds. This script does the same in a
# scratch copy of the five published crates: it writes a lockfile with
# `CARGO_RESOLVER_INCOMPATIBLE_RUST_VERSIONS=fallback`, then checks with the
# old toolchains. One pin is needed because a dependency does not say what it
# needs: psm 0.1.27 and later build-depend on ar_archive_writer, whose
# manifest uses edition 2024 (cargo 1.85) without declaring a rust-version.
# stacker 0.1.25 accepts psm 0.1.26, so a 1.75 user pins it the same way.
#
# What a user's build compiles is checked: the libraries and the `tablegen`
# binary. Tests and benches are compiled by whoever works on the crates, with
# the toolchain CI tests with; checking them with the old toolchains too
# (`--all-targets`) checked every library a second time as a test harness.
#
# Installing the toolchains needs the network (rustup); a failure to install
# fails the check rather than skipping it.
set -euo pipefail
cd "$(dirname "$0")/.."

for tc in 1.75.0 1.88.0; do
    rustup toolchain list | grep -q "^$tc-" ||
        rustup toolchain install "$tc" --profile minimal --no-self-update
done

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
git archive "${MSRV_REV:-HEAD}" Cargo.toml LICENSE README.md src tablegen-core tablegen-build tablegen-macros tablegen-runtime \
    tests/golden/include/LICENSE.TXT tests/golden/include/llvm/TableGen |
    tar -x -C "$scratch"
cd "$scratch"
python3 - <<'EOF'
import re
s = open("Cargo.toml").read()
s = re.sub(r'members = \[.*?\]', 'members = [".", "tablegen-core", "tablegen-build", "tablegen-macros", "tablegen-runtime"]', s, count=1)
s = re.sub(r'default-members = \[.*?\]\n', '', s)
open("Cargo.toml", "w").write(s)
EOF
export CARGO_TARGET_DIR="${MSRV_TARGET_DIR:-$scratch/target}"
CARGO_RESOLVER_INCOMPATIBLE_RUST_VERSIONS=fallback cargo generate-lockfile --quiet
cargo update --quiet -p psm --precise 0.1.26
# Cargo 1.75 reads lockfile version 3 only; the contents are the same.
sed -i 's/^version = 4$/version = 3/' Cargo.lock

echo "-- rust 1.75: tablegen-core, tablegen-build, tablegen-runtime, tablegen-rs (libraries and binary)"
cargo +1.75.0 check --locked --lib --bins -p tablegen-core -p tablegen-build -p tablegen-runtime -p tablegen-rs
echo "-- rust 1.88: tablegen-macros"
cargo +1.88.0 check --locked --lib -p tablegen-macros
echo "MSRV check passed: 1.75 (core, build, runtime, tablegen-rs), 1.88 (macros)"
