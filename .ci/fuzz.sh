#!/usr/bin/env bash
# Bounded fuzzing run: builds the fuzz targets (fuzz/, cargo-fuzz) and runs
# each for SECONDS (default 60) on one core. Exits non-zero if a target
# crashed, hung (-timeout), ran out of memory (-rss_limit_mb) or failed to
# build; the inputs are left in fuzz/artifacts/TARGET/ and the panic message
# of each is printed (re-run without -close_fd_mask).
#
#   .ci/fuzz.sh [SECONDS] [TARGET...]        targets: parse cli backends targets cache
#
# CI runs it for a few seconds per target through .ci/fuzz-smoke.py.
#
# Environment: CARGO_BUILD_JOBS (default 1), FUZZ_DEV=1 (unoptimised build),
# FUZZ_GOLDEN_EVERY=N (the backends target reads every Nth golden seed
# only, in name order: a smoke run's seeds in an unoptimised build are most
# of its time, and cargo test runs every golden case through its backend),
# TABLEGEN_FUZZ_LLVM_INCLUDE (the
# directory holding llvm/Target/Target.td; see fuzz/README.md).
set -uo pipefail

secs=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse cli backends targets cache)

cd "$(dirname "$0")/../fuzz" || exit 2
export RUSTC_BOOTSTRAP=1 # cargo-fuzz passes -Z flags; stable toolchains accept them with this
export CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-1}

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "== installing cargo-fuzz"
    cargo install cargo-fuzz --locked || exit 2
fi

# Pure safe Rust: no sanitizer (twice the speed). Panics abort, stack
# overflows and OOM are caught by libFuzzer either way.
build_flags=(-s none --codegen-units 16)
profile=release
# FUZZ_DEV=1: an unoptimised build with overflow checks, for short runs
# (CI): it compiles in well under a minute where the optimised one took
# eight, and a smoke run is mostly its seeds.
if [ "${FUZZ_DEV:-0}" = 1 ]; then
    build_flags+=(--dev)
    profile=debug
fi
echo "== building ${targets[*]} ($profile)"
for t in "${targets[@]}"; do
    cargo fuzz build "${build_flags[@]}" "$t" || { echo "fuzz: build of $t failed"; exit 2; }
done
bin_dir=target/x86_64-unknown-linux-gnu/$profile

python3 mkseeds.py || exit 2 # corpus/backends/golden

status=0
for t in "${targets[@]}"; do
    corpora=("corpus/$t/run" "corpus/$t/seeds")
    extra=()
    max_len=8192
    case $t in
        parse) corpora+=(../tests/golden/lit ../tests/golden/own) extra=(-dict=tablegen.dict) ;;
        backends)
            golden=corpus/backends/golden
            every=${FUZZ_GOLDEN_EVERY:-1}
            if [ "$every" -gt 1 ]; then
                golden=corpus/backends/golden-every-$every
                rm -rf "$golden" && mkdir -p "$golden"
                ls corpus/backends/golden | sort | awk -v n="$every" 'NR % n == 1' |
                    while read -r f; do cp "corpus/backends/golden/$f" "$golden/"; done
            fi
            corpora+=("$golden") extra=(-dict=tablegen.dict) ;;
        # Generated targets: a few hundred bytes describe a whole target.
        targets) max_len=4096 ;;
        # Real entries and analysis files are tens of kilobytes.
        cache) max_len=81920 ;;
    esac
    # The cli target prints diagnostics for every run: keep libFuzzer's lines only.
    mask=0
    [ "$t" = cli ] && mask=2
    mkdir -p "corpus/$t/run" "artifacts/$t"
    before=$(ls "artifacts/$t" | sort)
    log=$(mktemp)
    echo "== $t: ${secs}s"
    timeout $((secs + 300)) "$bin_dir/$t" "${corpora[@]}" \
        -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=$max_len \
        -close_fd_mask=$mask -print_final_stats=1 "${extra[@]}" -artifact_prefix="artifacts/$t/" >"$log" 2>&1
    rc=$?
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^Done [0-9]+ runs|^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log"
    new=$(comm -13 <(echo "$before") <(ls "artifacts/$t" | sort))
    if [ $rc -ne 0 ] || [ -n "$new" ]; then
        status=1
        echo "fuzz: $t failed (exit $rc)"
        grep -E '^==[0-9]+== ERROR|^SUMMARY|deadly signal|ALARM|out-of-memory|Test unit written' "$log" | head -20
        for a in $new; do
            echo "---- artifacts/$t/$a (reproduce: fuzz/$bin_dir/$t fuzz/artifacts/$t/$a)"
            "$bin_dir/$t" "artifacts/$t/$a" -timeout=10 -rss_limit_mb=2048 2>&1 |
                grep -E "panicked at|^thread |overflowed|^  *[0-9]+: |ERROR|SUMMARY" | head -30
        done
    fi
    rm -f "$log"
done
exit $status
