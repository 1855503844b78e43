//! Shared by the fuzz targets: a per-process scratch directory, the include
//! path (LLVM's `include/` with a lighter `llvm/IR/Intrinsics.td`), and the
//! guard that keeps inputs away from device files.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The repository root (the fuzz crate lives in `fuzz/`).
pub const REPO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// Where the per-process scratch directories live.
fn scratch_root() -> PathBuf {
    std::env::temp_dir().join("tablegen-fuzz")
}

pub struct Env {
    /// This process's scratch directory (every file a target writes is in it).
    pub dir: PathBuf,
    /// `-I` directories: the scratch overlay, LLVM's include directory, the
    /// golden lit tests (some of them include each other), always last.
    pub include_dirs: Vec<PathBuf>,
    /// The LLVM include directory found (see [`llvm_include`]).
    pub llvm_include: Option<PathBuf>,
}

/// LLVM's `include/` directory (the one holding `llvm/Target/Target.td`):
/// `$TABLEGEN_FUZZ_LLVM_INCLUDE`, else the first of the usual places that
/// has it, else the copy vendored under tests/golden/include.
pub fn llvm_include() -> Option<PathBuf> {
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(dir) = std::env::var_os("TABLEGEN_FUZZ_LLVM_INCLUDE") {
        candidates.push(dir.into());
    }
    for dir in [
        "/work/shared/llvm-19/include",
        "/work/shared/llvm-19/llvm/include",
        concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/golden/include"),
        "/usr/include/llvm-19",
    ] {
        candidates.push(dir.into());
    }
    candidates.into_iter().find(|d| d.join("llvm/Target/Target.td").is_file())
}

/// Removes the scratch directories of processes that are gone (a crash
/// leaves its directory behind).
fn remove_stale(root: &Path) {
    let Ok(entries) = std::fs::read_dir(root) else { return };
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(pid) = name.to_str().and_then(|n| n.rsplit('-').next()).and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

/// The environment of `target`, set up once per process.
pub fn env(target: &str) -> &'static Env {
    static ENV: OnceLock<Env> = OnceLock::new();
    ENV.get_or_init(|| {
        let root = scratch_root();
        remove_stale(&root);
        let dir = root.join(format!("{target}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("cannot create the fuzz scratch directory");
        let dir = dir.canonicalize().expect("scratch directory");
        let llvm = llvm_include();
        let mut include_dirs = Vec::new();
        if let Some(llvm) = &llvm {
            // Target.td includes llvm/IR/Intrinsics.td, which includes every
            // target's intrinsics (40k lines, ~0.3 s a parse). The overlay
            // copy leaves out the target-specific ones: ~30 ms a parse.
            if let Ok(text) = std::fs::read_to_string(llvm.join("llvm/IR/Intrinsics.td")) {
                let light: String = text
                    .lines()
                    .filter(|l| !l.starts_with("include \"llvm/IR/Intrinsics"))
                    .flat_map(|l| [l, "\n"])
                    .collect();
                let overlay = dir.join("overlay");
                std::fs::create_dir_all(overlay.join("llvm/IR")).expect("overlay");
                std::fs::write(overlay.join("llvm/IR/Intrinsics.td"), light).expect("overlay");
                include_dirs.push(overlay);
            }
            include_dirs.push(llvm.clone());
        } else {
            eprintln!(
                "tablegen-fuzz: no LLVM include directory (set TABLEGEN_FUZZ_LLVM_INCLUDE to the directory holding \
                 llvm/Target/Target.td); skeletons that include it will not parse"
            );
        }
        include_dirs.push(PathBuf::from(format!("{REPO}/tests/golden/lit")));
        Env { dir, include_dirs, llvm_include: llvm }
    })
}

/// Inputs that could name a device or /proc file (`include "/dev/zero"`,
/// `-I /dev`, `@/dev/stdin`) would only test the harness's surroundings:
/// reading them blocks or never ends. Such inputs are skipped.
pub fn names_special_files(data: &[u8]) -> bool {
    const NEEDLES: [&[u8]; 6] = [b"/dev", b"dev/", b"/proc", b"proc/", b"/sys", b"sys/"];
    NEEDLES.iter().any(|n| data.windows(n.len()).any(|w| w == *n))
}

/// Parses `data` (any bytes) as the main file: through `parse_source` when it
/// is UTF-8, else from a file in the scratch directory (the front end reads
/// files as bytes; there is no public byte-buffer entry point).
pub fn parse_bytes(
    env: &Env,
    data: &[u8],
    opts: &tablegen_core::parser::ParseOptions,
) -> Result<tablegen_core::record::RecordKeeper, Box<tablegen_core::parser::ParseFailure>> {
    match std::str::from_utf8(data) {
        Ok(text) => tablegen_core::parser::parse_source("fuzz.td", text, opts).map_err(Box::new),
        Err(_) => {
            let path = env.dir.join("input.td");
            std::fs::write(&path, data).expect("cannot write the fuzz input");
            tablegen_core::parser::parse_file(&path, opts).map_err(Box::new)
        }
    }
}

/// Throws away the diagnostics `rk` holds, after rendering them (rendering
/// is code under test too).
pub fn drain_diagnostics(rk: &mut tablegen_core::record::RecordKeeper) {
    tablegen_core::parser::flush_diagnostics(rk);
    if let Some(sm) = rk.source.as_mut() {
        let _ = sm.take_diagnostic_bytes();
    }
}

/// Reads every record as the front-end backends do: `-print-records`,
/// `-dump-json` and `-print-detailed-records`.
pub fn read_records(mut rk: tablegen_core::record::RecordKeeper) {
    let _ = rk.print_records();
    let _ = tablegen_core::json::dump_json(&rk);
    let _ = tablegen_core::detailed::print_detailed_records(&rk);
    drain_diagnostics(&mut rk);
}

/// Runs `steps` in order on `rk`, sharing their analyses as a `Session`
/// does, each backend in its language; stops after a fatal error, as
/// llvm-tblgen exits there. `analyses` is the record cache's store, and
/// `prepare` runs once on the first backend's view before it emits.
pub fn emit_in_session(
    rk: &mut tablegen_core::record::RecordKeeper,
    steps: &[(&'static dyn tablegen_build::backend::Backend, tablegen_build::backend::Lang)],
    opts: &tablegen_build::backend::Options,
    analyses: Option<tablegen_core::cache::Analyses>,
    prepare: impl FnOnce(&mut tablegen_build::backend::Records<'_>),
) {
    use tablegen_build::backend::{Models, Records};
    let mut models = Models::default();
    let mut prepare = Some(prepare);
    for &(backend, lang) in steps {
        let mut records = Records::with_models(rk, models);
        records.set_analysis_cache(analyses.clone());
        if let Some(p) = prepare.take() {
            p(&mut records);
        }
        // Ok or Err are both fine: only how the backend gets there is tested.
        let _ = backend.emit(&mut records, opts, lang);
        records.render();
        let fatal = records.has_fatal();
        models = records.into_models();
        drain_diagnostics(rk);
        if fatal {
            break;
        }
    }
}
