#!/bin/sh
# Calls every public lookup of each target's generated Rust modules
# (-gen-instr-info, -gen-register-info, -gen-subtarget --rust) with extreme
# arguments, in a debug build (arithmetic overflow panics) and, with
# --release, a release build too.
#
# usage: .ci/extreme-args/run.sh BIN [--release] TARGET...   (e.g. Lanai RISCV)
# Needs LLVM's .td files under $LLVM (default /work/shared/llvm-19/llvm).
set -eu
BIN=$(realpath "$1"); shift
PROFILES=dev
if [ "${1:-}" = --release ]; then PROFILES="dev release"; shift; fi
HERE=$(cd "$(dirname "$0")" && pwd)
LLVM=${LLVM:-/work/shared/llvm-19/llvm}
WORK=${XA_WORK:-$(mktemp -d)}
status=0
for t in "$@"; do
    dir="$WORK/$t"; mkdir -p "$dir"
    td="$LLVM/lib/Target/$t"
    root="$td/$t.td"
    [ -f "$root" ] || root=$(ls "$td"/*.td | head -1)
    "$BIN" --rust -gen-instr-info -o "$dir/instrs.rs" -I "$td" -I "$LLVM/include" "$root"
    "$BIN" --rust -gen-register-info -o "$dir/regs.rs" -I "$td" -I "$LLVM/include" "$root"
    "$BIN" --rust -gen-subtarget -o "$dir/subtarget.rs" -I "$td" -I "$LLVM/include" "$root"
    for p in $PROFILES; do
        if XA_DIR="$dir" CARGO_TARGET_DIR="$WORK/cargo-$t" cargo run -q --profile "$p" \
            --manifest-path "$HERE/driver/Cargo.toml" > "$dir/out-$p.txt" 2>&1; then
            echo "$t ($p): $(tail -1 "$dir/out-$p.txt")"
        else
            echo "$t ($p): FAILED"; tail -5 "$dir/out-$p.txt"; status=1
        fi
    done
done
exit $status
