//! Replays the robustness corpus (tests/robustness, see its README.md)
//! against our binary, with llvm-tblgen-19's recorded answers: no LLVM needed.
//!
//! Every case runs the way `gen.py --ours` runs it: from the repository root,
//! with the recorded argv[0], stdin, stdout mode (pipe, `/dev/full`, fd 1
//! closed), setup/materialized files under `tests/robustness/tmp/`, an
//! address-space limit of 4 GiB, an 8 MiB stack and a 60 s wall clock. Then,
//! by what LLVM did:
//!
//! - always: no exit code >= 101, no signal, no timeout;
//! - LLVM `ok`: exit 0 and the same stdout;
//! - LLVM `error`: the same exit code and the same stderr;
//! - LLVM `crash`/`oom`/`timeout`: exit 0, or exit 1 with a located
//!   `file:line:col: error: ` diagnostic (or LLVM's `LLVM ERROR: IO failure on
//!   output stream:` for a failing output stream).
//!
//! `known-differences.txt` lists cases that differ from LLVM by design (only
//! the first rule applies to them); a listed case that starts matching fails
//! the test, so the list only shrinks. Cases slower than ~5 s (LLVM's
//! recorded time, or ours: `slow.txt`) run only with
//! `TABLEGEN_ROBUSTNESS_SLOW=1` (or `--include-ignored`).
//! `TABLEGEN_ROBUSTNESS_BIN` runs another binary instead of this package's.
//!
//! This is a `harness = false` test: it prints libtest's `test NAME ... ok`
//! lines, one per case, runs cases on `available_parallelism()` threads
//! (`--test-threads N`), takes name filters (`--exact`) and `--list`.

use std::collections::{HashMap, VecDeque};
use std::ffi::OsStr;
use std::fs::{self, File};
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::io::AsRawFd;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

const TIME_LIMIT: Duration = Duration::from_secs(60);
const MEM_LIMIT: libc::rlim_t = 4 << 30;
const STACK_LIMIT: libc::rlim_t = 8 << 20;
/// A case LLVM took longer than this on (recorded `time_s`) is slow.
const SLOW_SECONDS: f64 = 5.0;
const CORPUS: &str = "tests/robustness";
const TMP: &str = "tests/robustness/tmp";
const IO_FAILURE: &[u8] = b"LLVM ERROR: IO failure on output stream:";

// ---------------------------------------------------------------------------
// expected.tsv (written by gen.py from expected.json)
// ---------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq)]
enum StdoutMode {
    Pipe,
    DevFull,
    Closed,
}

#[derive(Clone)]
struct Case {
    name: String,
    argv0: Vec<u8>,
    stdout_mode: StdoutMode,
    args: Vec<Vec<u8>>,
    stdin: Vec<u8>,
    /// (path relative to the root, file whose contents it gets)
    materialize: Vec<(Vec<u8>, Vec<u8>)>,
    /// (path, mode, contents)
    setup: Vec<(Vec<u8>, u32, Vec<u8>)>,
    class: String,
    exit: i32,
    stdout_len: usize,
    stdout_sha256: String,
    stdout_file: Option<String>,
    stderr_file: Option<String>,
    stderr_normalized: bool,
    stderr_len: Option<usize>,
    stderr_sha256: Option<String>,
    llvm_time: f64,
    /// The backend has a Rust writer: where LLVM succeeds, `--rust` must succeed too.
    rust: bool,
}

impl Case {
    /// Whether the case reads or writes `tests/robustness/tmp/` (shared
    /// paths such as `tmp/out.inc`): such cases run one at a time.
    fn uses_tmp(&self) -> bool {
        !self.materialize.is_empty()
            || !self.setup.is_empty()
            || self.args.iter().any(|a| a.windows(TMP.len()).any(|w| w == TMP.as_bytes()))
    }
}

/// `%XX`-unescape one value of expected.tsv.
fn unesc(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            let hex = std::str::from_utf8(&b[i + 1..i + 3]).expect("escape");
            out.push(u8::from_str_radix(hex, 16).expect("escape"));
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

fn unesc_str(s: &str) -> String {
    String::from_utf8(unesc(s)).expect("UTF-8 value in expected.tsv")
}

fn opt(s: &str) -> Option<String> {
    (!s.is_empty()).then(|| unesc_str(s))
}

fn list(s: &str) -> impl Iterator<Item = &str> {
    s.split(' ').filter(|x| !x.is_empty())
}

fn parse_manifest(text: &str) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() != 18 {
            return Err(format!("expected.tsv line {}: {} columns, want 18", n + 1, f.len()));
        }
        let bad = |what: &str| format!("expected.tsv line {}: bad {what}", n + 1);
        let parts = |item: &str, k: usize| -> Result<Vec<String>, String> {
            let p: Vec<String> = item.split(',').map(str::to_string).collect();
            if p.len() == k {
                Ok(p)
            } else {
                Err(bad("list item"))
            }
        };
        let mut materialize = Vec::new();
        for item in list(f[5]) {
            let p = parts(item, 2)?;
            materialize.push((unesc(&p[0]), unesc(&p[1])));
        }
        let mut setup = Vec::new();
        for item in list(f[6]) {
            let p = parts(item, 3)?;
            let mode = u32::from_str_radix(&p[1], 8).map_err(|_| bad("mode"))?;
            setup.push((unesc(&p[0]), mode, unesc(&p[2])));
        }
        cases.push(Case {
            name: unesc_str(f[0]),
            argv0: unesc(f[1]),
            stdout_mode: match f[2] {
                "pipe" => StdoutMode::Pipe,
                "devfull" => StdoutMode::DevFull,
                "closed" => StdoutMode::Closed,
                _ => return Err(bad("stdout_mode")),
            },
            args: list(f[3]).map(unesc).collect(),
            stdin: unesc(f[4]),
            materialize,
            setup,
            class: unesc_str(f[7]),
            exit: f[8].parse().map_err(|_| bad("exit"))?,
            stdout_len: f[9].parse().map_err(|_| bad("stdout_len"))?,
            stdout_sha256: unesc_str(f[10]),
            stdout_file: opt(f[11]),
            stderr_file: opt(f[12]),
            stderr_normalized: f[13] == "1",
            stderr_len: opt(f[14]).map(|s| s.parse().map_err(|_| bad("stderr_len"))).transpose()?,
            stderr_sha256: opt(f[15]),
            llvm_time: f[16].parse().map_err(|_| bad("time_s"))?,
            rust: match f[17] {
                "" => false,
                "1" => true,
                _ => return Err(bad("rust")),
            },
        });
    }
    Ok(cases)
}

/// `name<TAB>reason` lines (reason optional), `#` comments.
fn read_list(path: &Path) -> Vec<(String, String)> {
    fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (n, r) = l.split_once('\t').unwrap_or((l, ""));
            (n.trim().to_string(), r.trim().to_string())
        })
        .collect()
}

// ---------------------------------------------------------------------------
// SHA-256 (FIPS 180-4), for outputs recorded only by hash
// ---------------------------------------------------------------------------

const K: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
];

fn sha256_hex(data: &[u8]) -> String {
    let mut h: [u32; 8] =
        [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    let mut msg = data.to_vec();
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&((data.len() as u64) * 8).to_be_bytes());
    for block in msg.chunks_exact(64) {
        let mut w = [0u32; 64];
        for (i, c) in block.chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([c[0], c[1], c[2], c[3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16].wrapping_add(s0).wrapping_add(w[i - 7]).wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = h;
        for i in 0..64 {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = (e & f) ^ (!e & g);
            let t1 = hh.wrapping_add(s1).wrapping_add(ch).wrapping_add(K[i]).wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (x, y) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *x = x.wrapping_add(y);
        }
    }
    h.iter().map(|x| format!("{x:08x}")).collect()
}

// ---------------------------------------------------------------------------
// Running one case
// ---------------------------------------------------------------------------

struct Outcome {
    code: Option<i32>,
    signal: Option<i32>,
    timed_out: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    secs: f64,
}

fn os(b: &[u8]) -> &OsStr {
    OsStr::from_bytes(b)
}

/// Create the case's materialized and setup files (gen.py's `prepare`).
fn prepare(root: &Path, c: &Case) -> std::io::Result<()> {
    if c.uses_tmp() {
        fs::create_dir_all(root.join(TMP))?;
    }
    for (path, from) in &c.materialize {
        let dst = root.join(os(path));
        fs::create_dir_all(dst.parent().expect("parent"))?;
        fs::write(&dst, fs::read(root.join(os(from)))?)?;
    }
    for (path, mode, content) in &c.setup {
        let dst = root.join(os(path));
        if dst.exists() {
            fs::set_permissions(&dst, fs::Permissions::from_mode(0o644))?;
            fs::remove_file(&dst)?;
        }
        fs::write(&dst, content)?;
        fs::set_permissions(&dst, fs::Permissions::from_mode(*mode))?;
    }
    Ok(())
}

fn run(bin: &Path, root: &Path, scratch: &Path, c: &Case) -> std::io::Result<Outcome> {
    prepare(root, c)?;
    let base = scratch.join(&c.name);
    let with_ext = |e: &str| base.with_extension(e);
    fs::write(with_ext("stdin"), &c.stdin)?;
    let out_path = with_ext("stdout");
    let err_path = with_ext("stderr");
    let stdout = match c.stdout_mode {
        StdoutMode::Pipe => Stdio::from(File::create(&out_path)?),
        StdoutMode::DevFull => Stdio::from(fs::OpenOptions::new().write(true).open("/dev/full")?),
        StdoutMode::Closed => Stdio::null(),
    };
    let closed = c.stdout_mode == StdoutMode::Closed;
    let mut cmd = Command::new(bin);
    cmd.arg0(os(&c.argv0))
        .args(c.args.iter().map(|a| os(a)))
        .current_dir(root)
        .env_remove("TABLEGEN_PARTIAL_OUTPUT")
        .stdin(File::open(with_ext("stdin"))?)
        .stdout(stdout)
        .stderr(File::create(&err_path)?);
    // SAFETY: runs in the child between fork and exec; setrlimit and close
    // are async-signal-safe and touch no memory of the parent.
    unsafe {
        cmd.pre_exec(move || {
            for (res, lim) in [(libc::RLIMIT_AS, MEM_LIMIT), (libc::RLIMIT_STACK, STACK_LIMIT), (libc::RLIMIT_CORE, 0)]
            {
                let r = libc::rlimit { rlim_cur: lim, rlim_max: lim };
                if libc::setrlimit(res, &r) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            if closed {
                libc::close(1);
            }
            Ok(())
        });
    }
    let t0 = Instant::now();
    let mut child = cmd.spawn()?;
    let mut timed_out = false;
    let mut nap = Duration::from_millis(1);
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break s;
        }
        if t0.elapsed() > TIME_LIMIT {
            timed_out = true;
            let _ = child.kill();
            break child.wait()?;
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(20));
    };
    let secs = t0.elapsed().as_secs_f64();
    let stdout = if c.stdout_mode == StdoutMode::Pipe { fs::read(&out_path)? } else { Vec::new() };
    let stderr = fs::read(&err_path)?;
    for e in ["stdin", "stdout", "stderr"] {
        let _ = fs::remove_file(with_ext(e));
    }
    Ok(Outcome { code: status.code(), signal: status.signal(), timed_out, stdout, stderr, secs })
}

// ---------------------------------------------------------------------------
// Judging
// ---------------------------------------------------------------------------

/// A line `FILE:LINE:COL: error: ` (regex `^[^:\n]+:\d+:\d+: error: `).
fn located_error(stderr: &[u8]) -> bool {
    fn digits(s: &[u8]) -> Option<&[u8]> {
        let n = s.iter().take_while(|b| b.is_ascii_digit()).count();
        (n > 0 && s.get(n) == Some(&b':')).then(|| &s[n + 1..])
    }
    stderr.split(|&b| b == b'\n').any(|line| {
        let Some(colon) = line.iter().position(|&b| b == b':') else { return false };
        colon > 0 && digits(&line[colon + 1..]).and_then(digits).is_some_and(|rest| rest.starts_with(b" error: "))
    })
}

/// gen.py's `normalize_crash_stderr`: cut at the first stack frame.
fn normalize_crash_stderr(se: &[u8]) -> Vec<u8> {
    let mut keep: Vec<&[u8]> = Vec::new();
    for ln in se.split(|&b| b == b'\n') {
        let t = &ln[ln.iter().take_while(|b| b.is_ascii_whitespace()).count()..];
        let frame = t.first() == Some(&b'#') && {
            let d = t[1..].iter().take_while(|b| b.is_ascii_digit()).count();
            d > 0 && t[1 + d..].starts_with(b" 0x")
        };
        if frame {
            keep.push(b"[stack trace elided]");
            break;
        }
        keep.push(ln);
    }
    keep.join(&b'\n')
}

fn tail(b: &[u8]) -> String {
    let s = String::from_utf8_lossy(b);
    let lines: Vec<&str> = s.lines().collect();
    let from = lines.len().saturating_sub(8);
    lines[from..].iter().map(|l| format!("    | {}\n", clip(l))).collect()
}

fn clip(s: &str) -> String {
    if s.chars().count() > 200 {
        format!("{}...", s.chars().take(200).collect::<String>())
    } else {
        s.to_string()
    }
}

fn first_diff(what: &str, want: &[u8], got: &[u8]) -> String {
    let (w, g) = (String::from_utf8_lossy(want), String::from_utf8_lossy(got));
    for (n, (wl, gl)) in w.split('\n').zip(g.split('\n')).enumerate() {
        if wl != gl {
            return format!("{what} differs at line {}:\n    want: {}\n    got:  {}", n + 1, clip(wl), clip(gl));
        }
    }
    format!("{what} differs: {} bytes wanted, {} bytes got", want.len(), got.len())
}

/// The rule every case obeys: no panic, no signal, no timeout.
fn robust(o: &Outcome) -> Result<(), String> {
    if o.timed_out {
        return Err(format!("timed out after {} s", TIME_LIMIT.as_secs()));
    }
    if let Some(s) = o.signal {
        return Err(format!("killed by signal {s}; stderr ends:\n{}", tail(&o.stderr)));
    }
    match o.code {
        Some(c) if c >= 101 => Err(format!("exit code {c}; stderr ends:\n{}", tail(&o.stderr))),
        _ => Ok(()),
    }
}

/// The rule of LLVM's class for this case.
fn like_llvm(root: &Path, c: &Case, o: &Outcome) -> Result<(), String> {
    let code = o.code.unwrap_or(-1);
    let read = |p: &str| fs::read(root.join(p)).map_err(|e| format!("{p}: {e}"));
    match c.class.as_str() {
        "ok" => {
            if code != 0 {
                return Err(format!("LLVM exits 0, we exit {code}; stderr ends:\n{}", tail(&o.stderr)));
            }
            match &c.stdout_file {
                Some(p) => {
                    let want = read(p)?;
                    if want != o.stdout {
                        return Err(first_diff("stdout", &want, &o.stdout));
                    }
                }
                None => {
                    if o.stdout.len() != c.stdout_len || sha256_hex(&o.stdout) != c.stdout_sha256 {
                        return Err(format!(
                            "stdout differs: {} bytes, LLVM's is {} bytes (sha256 {})",
                            o.stdout.len(),
                            c.stdout_len,
                            c.stdout_sha256
                        ));
                    }
                }
            }
            Ok(())
        }
        "error" => {
            if code != c.exit {
                return Err(format!("LLVM exits {}, we exit {code}; stderr ends:\n{}", c.exit, tail(&o.stderr)));
            }
            let got = if c.stderr_normalized { normalize_crash_stderr(&o.stderr) } else { o.stderr.clone() };
            match (&c.stderr_file, &c.stderr_sha256) {
                (Some(p), _) => {
                    let want = read(p)?;
                    if want != got {
                        return Err(first_diff("stderr", &want, &got));
                    }
                }
                (None, Some(h)) => {
                    if Some(got.len()) != c.stderr_len || sha256_hex(&got) != *h {
                        return Err(format!("stderr differs from LLVM's (sha256 {h})"));
                    }
                }
                (None, None) => return Err("expected.tsv records no stderr".into()),
            }
            Ok(())
        }
        "crash" | "oom" | "timeout" => {
            if code == 0 || (code == 1 && (located_error(&o.stderr) || o.stderr.starts_with(IO_FAILURE))) {
                Ok(())
            } else {
                Err(format!(
                    "LLVM's class is {}; we neither succeed nor exit 1 with a located \
                     `file:line:col: error:` (exit {code}); stderr ends:\n{}",
                    c.class,
                    tail(&o.stderr)
                ))
            }
        }
        other => Err(format!("unknown class {other:?} in expected.tsv")),
    }
}

// ---------------------------------------------------------------------------
// The runner
// ---------------------------------------------------------------------------

enum Verdict {
    Ok,
    KnownDifference,
    Failed(String),
}

/// Where LLVM succeeded on a case whose backend has a Rust writer: ours
/// with `--rust` added must succeed too (exit 0, no signal, no panic); what
/// it writes is not compared with anything.
fn rust_writer_accepts(bin: &Path, root: &Path, scratch: &Path, c: &Case) -> Result<(), String> {
    let mut r = c.clone();
    r.name = format!("{}-rust", c.name);
    r.args.push(b"--rust".to_vec());
    let o = run(bin, root, scratch, &r).map_err(|e| format!("--rust: could not run: {e}"))?;
    robust(&o).map_err(|e| format!("--rust: {e}"))?;
    if o.code != Some(0) {
        return Err(format!(
            "--rust: LLVM accepts this target, our Rust writer exits {:?}; stderr ends:\n{}",
            o.code,
            tail(&o.stderr)
        ));
    }
    Ok(())
}

fn judge(root: &Path, c: &Case, o: &std::io::Result<Outcome>, known: Option<&str>) -> Verdict {
    let o = match o {
        Ok(o) => o,
        Err(e) => return Verdict::Failed(format!("could not run: {e}")),
    };
    if let Err(e) = robust(o) {
        return Verdict::Failed(e);
    }
    match (like_llvm(root, c, o), known) {
        (Ok(()), None) => Verdict::Ok,
        (Err(e), None) => Verdict::Failed(e),
        (Err(_), Some(_)) => Verdict::KnownDifference,
        (Ok(()), Some(why)) => Verdict::Failed(format!(
            "listed in known-differences.txt ({why}) but now behaves as required: remove it from the list"
        )),
    }
}

struct Opts {
    filters: Vec<String>,
    exact: bool,
    list: bool,
    threads: Option<usize>,
    slow: bool,
    report_time: bool,
}

fn opts() -> Opts {
    let mut o = Opts {
        filters: Vec::new(),
        exact: false,
        list: false,
        threads: std::env::var("RUST_TEST_THREADS").ok().and_then(|s| s.parse().ok()),
        slow: std::env::var("TABLEGEN_ROBUSTNESS_SLOW").is_ok_and(|v| v == "1"),
        report_time: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--exact" => o.exact = true,
            "--list" => o.list = true,
            "--include-ignored" | "--ignored" => o.slow = true,
            "--report-time" => o.report_time = true,
            "--test-threads" => o.threads = args.next().and_then(|s| s.parse().ok()),
            // Options of libtest that take a value and do not matter here.
            "--skip" | "--format" | "--color" | "-Z" | "--logfile" => {
                args.next();
            }
            _ if a.starts_with("--test-threads=") => o.threads = a["--test-threads=".len()..].parse().ok(),
            _ if a.starts_with('-') => {}
            _ => o.filters.push(a),
        }
    }
    o
}

fn cleanup_tmp(root: &Path) {
    let tmp = root.join(TMP);
    fn writable(d: &Path) {
        if let Ok(rd) = fs::read_dir(d) {
            for e in rd.flatten() {
                let p = e.path();
                if p.is_dir() {
                    writable(&p);
                } else {
                    let _ = fs::set_permissions(&p, fs::Permissions::from_mode(0o644));
                }
            }
        }
    }
    writable(&tmp);
    let _ = fs::remove_dir_all(&tmp);
}

/// An exclusive `flock` on the corpus folder, held while cases that share
/// `tests/robustness/tmp/` run, so concurrent test runs do not race there.
struct DirLock {
    _file: File,
}

impl DirLock {
    fn new(dir: &Path) -> DirLock {
        let f = File::open(dir).expect("open corpus folder");
        // SAFETY: flock on a file descriptor we own, for its lifetime.
        let r = unsafe { libc::flock(f.as_raw_fd(), libc::LOCK_EX) };
        assert_eq!(r, 0, "flock {}", dir.display());
        DirLock { _file: f }
    }
}

fn main() {
    let o = opts();
    let root = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let dir = root.join(CORPUS);
    let manifest = fs::read_to_string(dir.join("expected.tsv")).expect("tests/robustness/expected.tsv");
    let cases = parse_manifest(&manifest).unwrap_or_else(|e| panic!("{e}"));
    assert!(cases.len() > 150, "robustness corpus looks truncated: {} cases", cases.len());
    let known: HashMap<String, String> = read_list(&dir.join("known-differences.txt")).into_iter().collect();
    let slow_list: HashMap<String, String> = read_list(&dir.join("slow.txt")).into_iter().collect();
    let names: std::collections::HashSet<&str> = cases.iter().map(|c| c.name.as_str()).collect();
    let mut stale: Vec<String> = Vec::new();
    for (file, m) in [("known-differences.txt", &known), ("slow.txt", &slow_list)] {
        stale.extend(m.keys().filter(|n| !names.contains(n.as_str())).map(|n| format!("{file}: no case {n}")));
    }
    let is_slow = |c: &Case| c.llvm_time > SLOW_SECONDS || slow_list.contains_key(&c.name);

    let selected: Vec<&Case> = cases
        .iter()
        .filter(|c| {
            o.filters.is_empty()
                || o.filters.iter().any(|f| if o.exact { c.name == *f } else { c.name.contains(f.as_str()) })
        })
        .collect();
    let filtered_out = cases.len() - selected.len();
    if o.list {
        for c in &selected {
            println!("{}: test", c.name);
        }
        return;
    }

    let bin = std::env::var_os("TABLEGEN_ROBUSTNESS_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_tablegen-under-test")));
    let bin = if bin.is_relative() { std::env::current_dir().expect("cwd").join(bin) } else { bin };
    let scratch = std::env::temp_dir().join(format!("tablegen-robustness-{}", std::process::id()));
    fs::create_dir_all(&scratch).expect("scratch dir");

    let (run_now, skipped): (Vec<&Case>, Vec<&Case>) = selected.iter().partition(|c| o.slow || !is_slow(c));
    // Jobs: the cases sharing tests/robustness/tmp/ as one serial job, the
    // slow cases as another (two of them at once take long enough to hit the
    // time limit), then the others, longest (by LLVM's time) first.
    let (serial, rest): (Vec<&Case>, Vec<&Case>) = run_now.iter().partition(|c| c.uses_tmp());
    let (slow_job, mut parallel): (Vec<&Case>, Vec<&Case>) = rest.into_iter().partition(|c| is_slow(c));
    parallel.sort_by(|a, b| b.llvm_time.total_cmp(&a.llvm_time));
    let mut jobs: VecDeque<Vec<&Case>> = [serial, slow_job].into_iter().filter(|j| !j.is_empty()).collect();
    jobs.extend(parallel.into_iter().map(|c| vec![c]));
    let threads = o.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).max(1);

    println!("\nrunning {} tests", run_now.len() + skipped.len());
    for c in &skipped {
        println!("test {} ... ignored, slow (TABLEGEN_ROBUSTNESS_SLOW=1 runs it)", c.name);
    }
    let t0 = Instant::now();
    let jobs = Mutex::new(jobs);
    let results: Mutex<Vec<(String, Verdict, f64, bool)>> = Mutex::new(Vec::new());
    let print = Mutex::new(());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let Some(job) = jobs.lock().unwrap().pop_front() else { break };
                let uses_tmp = job.iter().any(|c| c.uses_tmp());
                let _lock = uses_tmp.then(|| DirLock::new(&dir));
                for c in &job {
                    let out = run(&bin, &root, &scratch, c);
                    let secs = out.as_ref().map_or(0.0, |o| o.secs);
                    let mut v = judge(&root, c, &out, known.get(&c.name).map(String::as_str));
                    if c.rust && c.class == "ok" && matches!(v, Verdict::Ok) {
                        if let Err(e) = rust_writer_accepts(&bin, &root, &scratch, c) {
                            v = Verdict::Failed(e);
                        }
                    }
                    {
                        let _p = print.lock().unwrap();
                        let word = match &v {
                            Verdict::Ok => "ok",
                            Verdict::KnownDifference => "ok (known difference)",
                            Verdict::Failed(_) => "FAILED",
                        };
                        let time = if o.report_time { format!(" <{secs:.3}s>") } else { String::new() };
                        println!("test {} ... {word}{time}", c.name);
                        let _ = std::io::stdout().flush();
                    }
                    results.lock().unwrap().push((c.name.clone(), v, secs, is_slow(c)));
                }
                if uses_tmp {
                    cleanup_tmp(&root);
                }
            });
        }
    });
    let _ = fs::remove_dir_all(&scratch);
    let elapsed = t0.elapsed().as_secs_f64();

    let mut results = results.into_inner().unwrap();
    results.sort_by(|a, b| a.0.cmp(&b.0));
    let failed: Vec<&(String, Verdict, f64, bool)> =
        results.iter().filter(|r| matches!(r.1, Verdict::Failed(_))).collect();
    let known_n = results.iter().filter(|r| matches!(r.1, Verdict::KnownDifference)).count();
    if !failed.is_empty() {
        println!("\nfailures:\n");
        for (name, v, _, _) in &failed {
            if let Verdict::Failed(why) = v {
                println!("---- {name} ----\n{why}\n");
            }
        }
        println!("failures:");
        for (name, ..) in &failed {
            println!("    {name}");
        }
    }
    if !stale.is_empty() {
        println!("\nstale list entries:");
        for s in &stale {
            println!("    {s}");
        }
    }
    let mut by_time: Vec<&(String, Verdict, f64, bool)> = results.iter().collect();
    by_time.sort_by(|a, b| b.2.total_cmp(&a.2));
    let top: Vec<String> = by_time.iter().take(5).map(|r| format!("{} {:.1}s", r.0, r.2)).collect();
    println!("\nslowest: {}", top.join(", "));
    for r in by_time.iter().filter(|r| !r.3 && r.2 > SLOW_SECONDS) {
        println!("note: {} took {:.1} s: list it in tests/robustness/slow.txt", r.0, r.2);
    }
    if !skipped.is_empty() {
        println!(
            "note: {} slow cases not run (not counted as passed); TABLEGEN_ROBUSTNESS_SLOW=1 runs them",
            skipped.len()
        );
    }
    let ok = failed.is_empty() && stale.is_empty();
    println!(
        "\ntest result: {}. {} passed ({known_n} of them known differences); {} failed; {} ignored (slow); \
         0 measured; {filtered_out} filtered out; finished in {elapsed:.2}s\n",
        if ok { "ok" } else { "FAILED" },
        results.len() - failed.len(),
        failed.len(),
        skipped.len(),
    );
    if !ok {
        std::process::exit(101);
    }
}
