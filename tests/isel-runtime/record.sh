#!/bin/sh
# Records LLVM's instruction selection for llc/rv64im.ll (the functions whose
# SelectionDAGs tests/riscv_differential.rs builds): the MIR after
# finalize-isel, as the differential compares against, and right after
# riscv-isel (before custom inserters expand pseudos such as
# Select_GPR_Using_CC_GPR into branches), used for `select` only.
# usage: tests/isel-runtime/record.sh [OUT_DIR]   (default: llc/, in place;
# regen.py --check records elsewhere and compares)
set -e
out=$(cd "${1:-$(dirname "$0")/llc}" && pwd)
cd "$(dirname "$0")/llc"
llc-19 -O2 -mtriple=riscv64 -mattr=+m -stop-after=finalize-isel rv64im.ll -o "$out/rv64im.finalize-isel.mir"
llc-19 -O2 -mtriple=riscv64 -mattr=+m -stop-after=riscv-isel rv64im.ll -o "$out/rv64im.riscv-isel.mir"
