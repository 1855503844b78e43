#!/usr/bin/env bash
# Copies the recorded answers of .ci/isel-llvm.py's last run (target/isel-llvm)
# for the small targets into data/: the Rust side's inputs and LLVM's first
# 300 selections, which tests/recorded.rs replays without LLVM.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$here/../../target/isel-llvm"
llvm_license="$here/../golden/include/LICENSE.TXT"
mkdir -p "$here/data"
cp "$llvm_license" "$here/data/LICENSE.TXT"
for t in "${@:-MSP430 BPF Lanai R600}"; do
  for t1 in $t; do
    mkdir -p "$here/data/$t1"
    cp "$work/$t1/table.bin" "$work/$t1/nodes.txt" "$work/$t1/hooks.txt" "$here/data/$t1/"
    # Everything before case 300: the header lines and 300 complete cases.
    awk '/^case 300 /{exit} {print}' "$work/$t1/llvm.txt" > "$here/data/$t1/llvm.txt"
  done
done
