#!/bin/sh
# Regenerates data/riscv_dag_isel.rs, our `-gen-dag-isel --rust -omit-comments`
# module for LLVM 19's RISCV.td, which src/lib.rs includes.
# usage: tests/isel-runtime/gen_module.sh [TABLEGEN] [LLVM_SRC] [OUT]
# (OUT defaults to data/riscv_dag_isel.rs; regen.py --check writes elsewhere
# and compares.)
set -eu
here=$(dirname "$0")
tg=${1:-$here/../../target/release/tablegen}
llvm=${2:-/work/shared/llvm-19/llvm}
out=${3:-$here/data/riscv_dag_isel.rs}
"$tg" --rust -gen-dag-isel -omit-comments -I "$llvm/include" -I "$llvm/lib/Target/RISCV" \
  "$llvm/lib/Target/RISCV/RISCV.td" -o "$out"
