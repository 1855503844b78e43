//! The record cache's readers (`tablegen_core::cache`, `--record-cache`):
//! every decoder of bytes the cache reads back from its directory. Ok or a
//! miss are both fine; panics, aborts, stack overflows, hangs and running
//! out of memory are bugs.
//!
//! Input: a mode byte (taken modulo 4), then:
//! * 0: an entry file (`*.tgrc`), decoded as a hit does
//!   (`cache::fuzz::decode_entry`: header, sections, the files it names
//!   checked against the file system, the records) for whatever key it
//!   names; decoded records are then printed (`-print-records`,
//!   `-dump-json`, `-print-detailed-records`) whether or not the checksum
//!   holds, since decoding alone must check every length and handle.
//! * 1: edits of a real entry (of `SMALL_MAIN`, made at start): 4-byte
//!   groups `op hi lo value` (op 0: set the byte at offset `hi lo` modulo
//!   the length, 1: truncate there, 2: insert the byte there), then as 0.
//! * 2: an analysis file (`*.tgra`), decoded as `Analyses::load` does
//!   (`cache::fuzz::decode_analysis`).
//! * 3: a byte picking an analysis (`ANALYSES`), then its payload: saved
//!   as that analysis of a small target's cached records (with a valid
//!   header), which are loaded from the cache (a hit) and given to the
//!   backends that read it back, as a run with `--record-cache` does.
//!
//! The files the entries name live in `$TMPDIR/tablegen-fuzz/cache-src/`
//! (the same for every process, so that seeds made by one process verify in
//! another). `TABLEGEN_FUZZ_WRITE_SEEDS=DIR` writes seeds of every mode into
//! DIR at start (how `corpus/cache/seeds` was made).
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use tablegen_build::backend::{Backend, Lang, Options, Records};
use tablegen_build::support::persist;
use tablegen_core::cache::{fuzz, Outcome, RecordCache};
use tablegen_core::parser::ParseOptions;
use tablegen_core::record::RecordKeeper;

/// A small input using most kinds of value, with an include.
const SMALL_MAIN: &str = r#"include "inc.td"
class C<int n, string s = "x"> : Base {
  int N = n; string S = s; bits<8> B = n; list<int> L = [n, !add(n, 1)];
  dag D = (op n, s); code K = [{ code }]; bit F = !eq(n, 3);
}
multiclass M<int k> { def _a : C<k>; def _b : C<!mul(k, 2), "y">; }
defm X : M<3>;
defset list<C> All = { foreach i = 0...3 in def Y#i : C<i>; }
defvar vs = !listconcat([1], [2, 3]);
def Z { list<C> cs = All; list<int> v = vs; C c = Y1; dag d = (Y2 Y3:$a, "s":$b); }
def W : C<-128, ""> { int Big = -9223372036854775808; }
"#;
const SMALL_INC: &str = "class Base { string Doc = \"base\"; }\ndef op;\n";
/// A small target with a pattern, for the analyses of the backends.
const TARGET_MAIN: &str = concat!(include_str!("skeletons/target.td"), "def : Pat<(ineg GPR:$a), (ADD GPR:$a)>;\n");

/// The analyses backends keep beside an entry, and the backends that read
/// each back.
const ANALYSES: &[(&str, &[&str])] = &[
    ("register-facts", &["gen-register-info"]),
    ("instructions", &["gen-instr-info"]),
    ("inferred-flags", &["gen-instr-info"]),
    ("dag-patterns", &["gen-dag-isel"]),
    ("intrinsics", &["gen-dag-isel"]),
];

struct State {
    /// The root of the small input, as given (an entry names it).
    small_root: Vec<u8>,
    small_dirs: Vec<PathBuf>,
    small_entry: Vec<u8>,
    target_cache: RecordCache,
    target_root: PathBuf,
    target_opts: ParseOptions,
    backends: Vec<&'static dyn Backend>,
}

fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read(path).ok().as_deref() != Some(text.as_bytes()) {
        // Another process may be writing the same bytes: write aside, rename.
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        std::fs::write(&tmp, text).expect("cache source");
        std::fs::rename(&tmp, path).expect("cache source");
    }
}

/// The only file of `dir` whose name ends with `ext`, read.
fn read_only_file(dir: &Path, ext: &str) -> Option<Vec<u8>> {
    let path = std::fs::read_dir(dir).ok()?.flatten().map(|e| e.path()).find(|p| p.to_string_lossy().ends_with(ext))?;
    std::fs::read(path).ok()
}

/// The records of the target, from its cache (a hit).
fn load_target(st: &State) -> Option<(RecordKeeper, Option<tablegen_core::cache::Analyses>)> {
    let (loaded, outcome) = st.target_cache.parse_file_traced(&st.target_root, &st.target_opts);
    let loaded = loaded.ok()?;
    (outcome == Outcome::Hit).then_some((loaded.records, loaded.analyses))
}

/// Runs `flags` on `rk`, sharing analyses, before which `prepare` may save
/// an analysis through the first view.
fn run_backends(
    st: &State,
    rk: &mut RecordKeeper,
    analyses: Option<tablegen_core::cache::Analyses>,
    flags: &[&str],
    prepare: impl FnOnce(&mut Records<'_>),
) {
    let steps: Vec<_> = flags
        .iter()
        .filter_map(|flag| st.backends.iter().find(|b| b.flag() == *flag).map(|&b| (b, Lang::Cpp)))
        .collect();
    common::emit_in_session(rk, &steps, &Options::default(), analyses, prepare);
}

fn state() -> &'static State {
    static STATE: OnceLock<State> = OnceLock::new();
    STATE.get_or_init(|| {
        let env = common::env("cache");
        let src = std::env::temp_dir().join("tablegen-fuzz").join("cache-src");
        std::fs::create_dir_all(&src).expect("cache source directory");
        let src = src.canonicalize().expect("cache source directory");
        write_if_changed(&src.join("main.td"), SMALL_MAIN);
        write_if_changed(&src.join("inc.td"), SMALL_INC);
        write_if_changed(&src.join("target.td"), TARGET_MAIN);

        let small_dir = env.dir.join("small");
        std::fs::create_dir_all(&small_dir).expect("cache directory");
        let small_opts = ParseOptions { include_dirs: vec![src.clone()], ..ParseOptions::default() };
        let small_root = src.join("main.td");
        let (_, outcome) = RecordCache::new(&small_dir).parse_file_traced(&small_root, &small_opts);
        assert_eq!(outcome, Outcome::Saved, "the small input must be cached");
        let small_entry = read_only_file(&small_dir, ".tgrc").expect("the small entry");

        let target_dir = env.dir.join("target");
        std::fs::create_dir_all(&target_dir).expect("cache directory");
        let target_opts = ParseOptions { include_dirs: env.include_dirs.clone(), ..ParseOptions::default() };
        let backends = tablegen_build::registry::actions().filter_map(|a| a.backend).collect();
        let st = State {
            small_root: small_root.to_string_lossy().into_owned().into_bytes(),
            small_dirs: small_opts.include_dirs,
            small_entry,
            target_cache: RecordCache::new(&target_dir),
            target_root: src.join("target.td"),
            target_opts,
            backends,
        };
        let (_, outcome) = st.target_cache.parse_file_traced(&st.target_root, &st.target_opts);
        assert_eq!(outcome, Outcome::Saved, "the target must be cached");
        // Warm: every analysis saved once.
        for (_, flags) in ANALYSES {
            if let Some((mut rk, analyses)) = load_target(&st) {
                run_backends(&st, &mut rk, analyses, flags, |_| {});
            }
        }
        if let Some(dir) = std::env::var_os("TABLEGEN_FUZZ_WRITE_SEEDS") {
            write_seeds(&st, Path::new(&dir), &target_dir);
        }
        st
    })
}

/// Seeds of every mode (see the module docs), from the files just made.
fn write_seeds(st: &State, dir: &Path, target_dir: &Path) {
    std::fs::create_dir_all(dir).expect("seed directory");
    let put = |name: &str, mode: u8, bytes: &[u8]| {
        let mut seed = vec![mode];
        seed.extend_from_slice(bytes);
        std::fs::write(dir.join(name), seed).expect("seed");
    };
    put("entry-small", 0, &st.small_entry);
    put("edit-none", 1, &[]);
    put("edit-truncate-half", 1, &[1, (st.small_entry.len() / 2 >> 8) as u8, (st.small_entry.len() / 2) as u8, 0]);
    put("edit-set-count", 1, &[0, 0, 60, 0xff, 0, 0, 61, 0xff]);
    for e in std::fs::read_dir(target_dir).expect("cache directory").flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(analysis) = name.strip_suffix(".tgra").and_then(|n| n.split_once('.')).map(|(_, a)| a.to_string())
        else {
            continue;
        };
        let bytes = std::fs::read(e.path()).expect("analysis file");
        if bytes.len() > 80_000 {
            continue;
        }
        if bytes.len() <= 8192 {
            put(&format!("analysis-file-{analysis}"), 2, &bytes);
        }
        if let Some(i) = ANALYSES.iter().position(|(n, _)| *n == analysis) {
            let mut payload = vec![i as u8];
            payload.extend_from_slice(fuzz::decode_analysis(&bytes).as_deref().unwrap_or(&[]));
            put(&format!("analysis-{analysis}"), 3, &payload);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    // Entries name files to verify; never let one name a device or /proc.
    if common::names_special_files(rest) {
        return;
    }
    let st = state();
    match mode % 4 {
        0 => {
            if let Some((rk, _intact)) = fuzz::decode_entry(rest, &st.small_root, &st.small_dirs) {
                common::read_records(rk);
            }
        }
        1 => {
            let mut entry = st.small_entry.clone();
            for edit in rest.chunks_exact(4) {
                if entry.is_empty() {
                    break;
                }
                let at = usize::from(u16::from_be_bytes([edit[1], edit[2]])) % entry.len();
                match edit[0] % 3 {
                    0 => entry[at] = edit[3],
                    1 => entry.truncate(at),
                    _ => entry.insert(at, edit[3]),
                }
            }
            if let Some((rk, _intact)) = fuzz::decode_entry(&entry, &st.small_root, &st.small_dirs) {
                common::read_records(rk);
            }
        }
        2 => {
            let _ = fuzz::decode_analysis(rest);
        }
        _ => {
            let Some((&pick, payload)) = rest.split_first() else { return };
            let (name, flags) = ANALYSES[usize::from(pick) % ANALYSES.len()];
            let Some((mut rk, analyses)) = load_target(st) else { return };
            let payload = payload.to_vec();
            run_backends(st, &mut rk, analyses, flags, move |records| {
                let _ = persist::make(records, name, |_| Ok(()), |_| Some(payload));
            });
        }
    }
});
