#!/bin/sh
# Regenerates data/riscv_dag_isel.rs, our `-gen-dag-isel --rust -omit-comments`
# module for LLVM 19's RISCV.td, which tests/generated_riscv.rs runs.
# usage: tests/isel-runtime/gen_module.sh [TABLEGEN] [LLVM_SRC]
set -eu
here=$(dirname "$0")
tg=${1:-$here/../../target/release/tablegen}
llvm=${2:-/work/shared/llvm-19/llvm}
"$tg" --rust -gen-dag-isel -omit-comments -I "$llvm/include" -I "$llvm/lib/Target/RISCV" \
  "$llvm/lib/Target/RISCV/RISCV.td" -o "$here/data/riscv_dag_isel.rs"
