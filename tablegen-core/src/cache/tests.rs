//! The cache against plain parses: hits give exactly the parse's records,
//! sources, dependencies and diagnostics; every change of an input or an
//! option is a miss; damaged entries are misses, never panics.

use super::*;
use crate::parser::parse_file_with_deps;
use std::sync::atomic::{AtomicU32, Ordering};

/// A scratch directory with a `cache/` inside, removed on drop.
struct Tmp(PathBuf);

impl Tmp {
    fn new(name: &str) -> Tmp {
        static SEQ: AtomicU32 = AtomicU32::new(0);
        let seq = SEQ.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("tg-record-cache-{}-{name}-{seq}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("cache")).unwrap();
        Tmp(dir)
    }
    fn path(&self, rel: &str) -> PathBuf {
        self.0.join(rel)
    }
    fn write(&self, rel: &str, contents: impl AsRef<[u8]>) {
        let p = self.path(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, contents).unwrap();
    }
    fn cache(&self) -> RecordCache {
        RecordCache::new(self.path("cache"))
    }
    /// The one entry in the cache.
    fn entry(&self) -> PathBuf {
        let mut entries: Vec<_> = std::fs::read_dir(self.path("cache"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "tgrc"))
            .collect();
        assert_eq!(entries.len(), 1, "{entries:?}");
        entries.pop().unwrap()
    }
}

impl Drop for Tmp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A bit of everything the evaluator keeps: includes, classes with
/// defaults, multiclasses, loops, defsets, globals, anonymous records from
/// class instantiations, dags, bits with unset bits, code, bytes that are
/// not UTF-8, `!cond`/`!foldl`, a `dump`, an assertion, and a warning.
const MAIN: &[u8] = b"include \"inc.td\"
class Base<int n, string s = \"x\"> {
  int N = n; string S = s; bits<4> B = {1, 0, ?, 1};
  list<int> L = [n, !add(n, 1)]; dag D = (IncDef 1:$a, \"s\":$b);
}
multiclass M<int k> { def _a : Base<k>; def _b : Base<!mul(k, 2), \"y\"> { let B{0} = 0; } }
defm X : M<3>;
foreach i = [1, 2, 3] in def F#i : Base<i>;
defset list<Base> Set = { def S1 : Base<10>; def S2 : Base<11>; }
defvar V = !foldl(0, [1, 2, 3], a, b, !add(a, b));
def Anon { Base r = Base<V>; }
class Unused<int u> { int x = 1; }
def W : Unused<1>;
def Str { string s = \"caf\xe9 \xff\"; code c = [{ return 0; }]; }
def Cond { int c = !cond(!eq(V, 6): 1, true: 2); }
dump \"V is \" # V;
assert !eq(V, 6), \"V\";
";

const INC: &str = "class FromInc;\ndef IncDef : FromInc;\ndef IncOther;\n";

fn project(name: &str) -> Tmp {
    let t = Tmp::new(name);
    t.write("main.td", MAIN);
    t.write("inc/inc.td", INC);
    t
}

fn opts(t: &Tmp) -> ParseOptions {
    ParseOptions { include_dirs: vec![t.path("inc")], ..ParseOptions::default() }
}

/// A buffer as a driver sees it: path, bytes, start, included from,
/// include name.
type Buffer = (Vec<u8>, Vec<u8>, u32, u32, Option<Vec<u8>>);

/// Everything a driver can observe of a parse.
#[derive(Debug, PartialEq)]
struct Observed {
    records: Vec<u8>,
    diagnostics: Vec<u8>,
    deps: Vec<PathBuf>,
    buffers: Vec<Buffer>,
    /// A diagnostic at every def's location, as a backend would print it.
    rendered: Vec<u8>,
    input: Vec<u8>,
}

/// A cached parse's result in the shape of a plain parse's, checking that
/// the analyses handle comes with exactly the records the cache holds.
#[allow(clippy::result_large_err)] // the shape of the parser's own results
fn plain(parsed: ParseResult, outcome: Outcome) -> Result<(RecordKeeper, Vec<PathBuf>), ParseFailure> {
    parsed.map(|l| {
        assert_eq!(l.analyses.is_some(), outcome != Outcome::Parsed, "analyses of {outcome:?} records");
        (l.records, l.dependencies)
    })
}

fn observe(parsed: Result<(RecordKeeper, Vec<PathBuf>), ParseFailure>) -> Result<(Observed, RecordKeeper), String> {
    let (mut rk, deps) = parsed.map_err(|f| f.to_string())?;
    let records = rk.print_records_bytes();
    let mut rendered = Vec::new();
    for d in rk.defs() {
        let loc = rk.record(d).loc();
        rendered.extend(rk.source.as_ref().unwrap().render_bytes(loc, crate::source::DiagKind::Error, "here"));
    }
    let input = rk.input_filename_bytes().to_vec();
    let sm = rk.source.as_mut().unwrap();
    let buffers = sm
        .files()
        .map(|f| {
            (
                sm.buffer_path_bytes(f).to_vec(),
                sm.buffer_bytes(f).to_vec(),
                sm.buffer_start(f).raw(),
                sm.included_from(f).raw(),
                sm.include_name(f).map(<[u8]>::to_vec),
            )
        })
        .collect();
    let diagnostics = sm.take_diagnostic_bytes();
    Ok((Observed { records, diagnostics, deps, buffers, rendered, input }, rk))
}

/// Parses through the cache and checks the result against a plain parse.
#[track_caller]
fn check(t: &Tmp, root: &str, o: &ParseOptions, want: Outcome) -> Observed {
    let (cached, outcome) = t.cache().parse_file_traced(t.path(root), o);
    assert_eq!(outcome, want);
    let (cached, crk) = observe(plain(cached, outcome)).expect("cached parse");
    let (plain, prk) = observe(parse_file_with_deps(t.path(root), o)).expect("plain parse");
    assert_eq!(cached, plain);
    assert!(crk.same_as(&prk), "the keepers differ");
    cached
}

#[test]
fn a_hit_is_the_parse() {
    let t = project("hit");
    let o = opts(&t);
    let first = check(&t, "main.td", &o, Outcome::Saved);
    let again = check(&t, "main.td", &o, Outcome::Hit);
    assert_eq!(first, again);
    let diags = String::from_utf8_lossy(&again.diagnostics).into_owned();
    assert!(diags.contains("warning: unused template argument: Unused:u"), "{diags}");
    assert!(diags.contains("note: V is"), "{diags}");
    assert_eq!(again.deps, [t.path("inc/inc.td")]);
    assert_eq!(again.buffers.len(), 2);
    assert_eq!(again.buffers[1].4.as_deref(), Some(&b"inc.td"[..]));
    // Values built after the load get the handles a parse would give them.
    let mut a = t.cache().parse_file(t.path("main.td"), &o).unwrap().records;
    let (mut b, _) = parse_file_with_deps(t.path("main.td"), &o).unwrap();
    for rk in [&mut a, &mut b] {
        let n = rk.inits.int(123_456);
        let s = rk.inits.string("a string made by a backend");
        let x = rk.def("X_a").unwrap();
        let d = rk.def_init(x);
        let l = rk.inits.list(&[n, s, d], crate::types::Ty::INT);
        rk.inits.string("NAME");
        let _ = l;
    }
    assert!(a.same_as(&b));
}

#[test]
fn edits_and_options_are_never_stale() {
    let t = project("stale");
    let o = opts(&t);
    check(&t, "main.td", &o, Outcome::Saved);
    check(&t, "main.td", &o, Outcome::Hit);
    // An included file changes, even keeping its size.
    t.write("inc/inc.td", INC.replace("IncOther", "IncOtheR"));
    let edited = check(&t, "main.td", &o, Outcome::Saved);
    assert!(String::from_utf8_lossy(&edited.records).contains("def IncOtheR"));
    check(&t, "main.td", &o, Outcome::Hit);
    // So does the root.
    let mut main = MAIN.to_vec();
    main.extend_from_slice(b"def Added;\n");
    t.write("main.td", &main);
    check(&t, "main.td", &o, Outcome::Saved);
    // -D values and order, -I directories and their order, and the option
    // that silences a warning are all part of the key.
    let with = |f: &dyn Fn(&mut ParseOptions)| {
        let mut o = opts(&t);
        f(&mut o);
        o
    };
    let d_ab = with(&|o| o.macros = vec!["A".into(), "B".into()]);
    let d_ba = with(&|o| o.macros = vec!["B".into(), "A".into()]);
    let i_two = with(&|o| o.include_dirs.push(t.path("other")));
    let i_swapped = with(&|o| o.include_dirs.insert(0, t.path("other")));
    let quiet = with(&|o| o.no_warn_on_unused_template_args = true);
    for o in [&d_ab, &d_ba, &i_two, &i_swapped, &quiet] {
        check(&t, "main.td", o, Outcome::Saved);
        check(&t, "main.td", o, Outcome::Hit);
    }
    let q = check(&t, "main.td", &quiet, Outcome::Hit);
    assert!(!String::from_utf8_lossy(&q.diagnostics).contains("unused template argument"));
    check(&t, "main.td", &o, Outcome::Hit);
    // A macro that changes what is parsed.
    t.write("ifdef.td", "#ifdef A\ndef WithA;\n#else\ndef WithoutA;\n#endif\n");
    let without = check(&t, "ifdef.td", &o, Outcome::Saved);
    let with_a = check(&t, "ifdef.td", &d_ab, Outcome::Saved);
    assert_ne!(without.records, with_a.records);
    check(&t, "ifdef.td", &o, Outcome::Hit);
    check(&t, "ifdef.td", &d_ab, Outcome::Hit);
}

#[test]
fn an_include_found_earlier_on_the_path_is_a_miss() {
    let t = Tmp::new("shadow");
    t.write("main.td", "include \"x.td\"\n");
    t.write("d2/x.td", "def InD2;\n");
    std::fs::create_dir_all(t.path("d1")).unwrap();
    let o = ParseOptions { include_dirs: vec![t.path("d1"), t.path("d2")], ..ParseOptions::default() };
    check(&t, "main.td", &o, Outcome::Saved);
    check(&t, "main.td", &o, Outcome::Hit);
    // A directory of that name is not a file: still the same.
    std::fs::create_dir_all(t.path("d1/x.td")).unwrap();
    check(&t, "main.td", &o, Outcome::Hit);
    std::fs::remove_dir(t.path("d1/x.td")).unwrap();
    t.write("d1/x.td", "def InD1;\n");
    let now = check(&t, "main.td", &o, Outcome::Saved);
    assert!(String::from_utf8_lossy(&now.records).contains("def InD1"));
    // A file that disappears is a miss too (here: an error, not cached).
    std::fs::remove_file(t.path("d1/x.td")).unwrap();
    std::fs::remove_file(t.path("d2/x.td")).unwrap();
    let (r, outcome) = t.cache().parse_file_traced(t.path("main.td"), &o);
    assert_eq!(outcome, Outcome::Parsed);
    assert!(r.err().unwrap().diagnostics.contains("Could not find include file 'x.td'"));
}

#[test]
fn errors_are_not_cached() {
    let t = Tmp::new("errors");
    // llvm-tblgen reports this, carries on, runs the backend and exits 1.
    t.write("main.td", "def X {\n  int a = ;\n}\ndef Y;\n");
    for _ in 0..2 {
        let (r, outcome) = t.cache().parse_file_traced(t.path("main.td"), &ParseOptions::default());
        assert_eq!(outcome, Outcome::Parsed);
        let (rk, _) = plain(r, outcome).unwrap();
        assert_eq!(rk.source.as_ref().unwrap().error_count(), 1);
    }
    // A failed parse neither.
    t.write("bad.td", "def X : Nope;\n");
    let (r, outcome) = t.cache().parse_file_traced(t.path("bad.td"), &ParseOptions::default());
    assert_eq!(outcome, Outcome::Parsed);
    assert!(r.is_err());
    let (r, outcome) = t.cache().parse_file_traced(t.path("missing.td"), &ParseOptions::default());
    assert_eq!(outcome, Outcome::Parsed);
    assert!(r.err().unwrap().io_error.is_some());
    assert_eq!(std::fs::read_dir(t.path("cache")).unwrap().count(), 0);
}

#[test]
fn damaged_entries_are_misses() {
    let t = project("damaged");
    let o = opts(&t);
    check(&t, "main.td", &o, Outcome::Saved);
    let entry = t.entry();
    let good = std::fs::read(&entry).unwrap();
    let mut cuts = vec![0, 1, 8, 39, 40, 41, 56, good.len() / 3, good.len() / 2, good.len() - 1];
    cuts.extend((0..good.len()).step_by(good.len() / 15 + 1));
    for cut in cuts {
        std::fs::write(&entry, &good[..cut]).unwrap();
        check(&t, "main.td", &o, Outcome::Saved);
    }
    for at in (0..good.len()).step_by(good.len() / 15 + 1).chain([good.len() - 1]) {
        let mut bad = good.clone();
        bad[at] ^= 0x20;
        std::fs::write(&entry, &bad).unwrap();
        check(&t, "main.td", &o, Outcome::Saved);
    }
    let mut longer = good.clone();
    longer.push(0);
    std::fs::write(&entry, &longer).unwrap();
    check(&t, "main.td", &o, Outcome::Saved);
    check(&t, "main.td", &o, Outcome::Hit);
}

/// Rewrites the checksum of a damaged entry, so that only the structural
/// checks stand between it and a load.
fn reseal(entry: &mut [u8]) {
    if entry.len() < 40 {
        return;
    }
    let len = (entry.len() - 40) as u64;
    let sum = key::hash(&entry[40..]);
    entry[16..24].copy_from_slice(&len.to_le_bytes());
    entry[24..32].copy_from_slice(&(sum as u64).to_le_bytes());
    entry[32..40].copy_from_slice(&((sum >> 64) as u64).to_le_bytes());
}

#[test]
fn damage_past_the_checksum_never_panics() {
    let t = project("fuzz");
    let o = opts(&t);
    check(&t, "main.td", &o, Outcome::Saved);
    let good = std::fs::read(t.entry()).unwrap();
    let root = os_bytes(t.path("main.td").as_os_str()).into_owned();
    let key = key::key(&root, &o).unwrap();
    let decode = |e: &[u8]| entry::decode(&mut &e[..], e.len() as u64, key, &root, &o.include_dirs);
    assert!(decode(&good).is_some());
    // A fixed-seed xorshift: the same damage every run.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut loaded = 0;
    for round in 0..3000 {
        let mut bad = good.clone();
        match round % 3 {
            // One byte anywhere past the key.
            0 => {
                let at = 56 + next() as usize % (bad.len() - 56);
                bad[at] = next() as u8;
            }
            // A word set to a large or small value.
            1 => {
                let at = 56 + next() as usize % (bad.len() - 60);
                let v: u32 = if next() % 2 == 0 { u32::MAX - (next() % 4) as u32 } else { (next() % 70_000) as u32 };
                bad[at..at + 4].copy_from_slice(&v.to_le_bytes());
            }
            // Cut short.
            _ => bad.truncate(56 + next() as usize % (bad.len() - 56)),
        }
        reseal(&mut bad);
        loaded += usize::from(decode(&bad).is_some());
    }
    // Most damage is caught by the structure alone (some, like a changed
    // location or value handle in range, is not: the checksum is for those).
    assert!(loaded < 500, "{loaded} damaged entries loaded");
}

#[test]
fn concurrent_writers_leave_a_valid_entry() {
    let t = project("race");
    let o = opts(&t);
    let (want, _) = observe(parse_file_with_deps(t.path("main.td"), &o)).unwrap();
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..6)
            .map(|_| {
                s.spawn(|| {
                    let (r, outcome) = t.cache().parse_file_traced(t.path("main.td"), &o);
                    observe(plain(r, outcome)).unwrap().0
                })
            })
            .collect();
        for h in handles {
            assert_eq!(h.join().unwrap(), want);
        }
    });
    check(&t, "main.td", &o, Outcome::Hit);
    let leftovers = std::fs::read_dir(t.path("cache")).unwrap().count();
    assert_eq!(leftovers, 1, "temporary files left behind");
}

#[test]
fn unusable_directories_mean_no_cache() {
    let t = project("nodir");
    let o = opts(&t);
    for dir in [t.path("missing"), t.path("main.td")] {
        let cache = RecordCache::new(dir);
        for _ in 0..2 {
            let (r, outcome) = cache.parse_file_traced(t.path("main.td"), &o);
            assert_eq!(outcome, Outcome::Parsed);
            let (plain, _) = observe(parse_file_with_deps(t.path("main.td"), &o)).unwrap();
            assert_eq!(observe(self::plain(r, outcome)).unwrap().0, plain);
        }
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let ro = t.path("readonly");
        std::fs::create_dir_all(&ro).unwrap();
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
        // Root writes anyway: then it is an ordinary cache.
        let writable = std::fs::write(ro.join("probe"), b"").is_ok();
        let _ = std::fs::remove_file(ro.join("probe"));
        let cache = RecordCache::new(&ro);
        let (r, outcome) = cache.parse_file_traced(t.path("main.td"), &o);
        assert_eq!(outcome, if writable { Outcome::Saved } else { Outcome::Parsed });
        let (plain, _) = observe(parse_file_with_deps(t.path("main.td"), &o)).unwrap();
        assert_eq!(observe(self::plain(r, outcome)).unwrap().0, plain);
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
}

#[test]
fn the_key_names_the_tool_and_the_options() {
    let o = ParseOptions::default();
    let k = key::key(b"a.td", &o).unwrap();
    assert_eq!(k, key::key(b"a.td", &o).unwrap());
    assert_ne!(k, key::key(b"b.td", &o).unwrap());
    // Length prefixes keep neighbouring strings apart.
    let ab = ParseOptions { macros: vec!["AB".into()], ..ParseOptions::default() };
    let a_b = ParseOptions { macros: vec!["A".into(), "B".into()], ..ParseOptions::default() };
    assert_ne!(key::key(b"a.td", &ab), key::key(b"a.td", &a_b));
    assert_eq!(key::file_name(0xab), "000000000000000000000000000000ab.tgrc");
    assert_eq!(FORMAT_VERSION, 4);
    assert_eq!(key::FINGERPRINT.len(), 32);
}

/// Makes a FIFO at `path` with the system's `mkfifo` (std has none); false
/// where there is no such command.
fn mkfifo(path: &Path) -> bool {
    std::process::Command::new("mkfifo").arg(path).status().is_ok_and(|s| s.success())
}

/// `f`'s result, or a failure if it takes more than ten seconds: a
/// regression here blocks forever, and should fail rather than hang.
#[track_caller]
fn within_ten_seconds<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(10)).expect("the record cache blocked on a FIFO")
}

#[test]
fn fifos_are_misses_and_never_block() {
    let t = project("fifo");
    let o = opts(&t);
    check(&t, "main.td", &o, Outcome::Saved);
    // A FIFO where the entry is: a miss, and the save replaces it.
    let entry = t.entry();
    std::fs::remove_file(&entry).unwrap();
    if !mkfifo(&entry) {
        eprintln!("no mkfifo here: skipped");
        return;
    }
    let t = within_ten_seconds(move || {
        check(&t, "main.td", &opts(&t), Outcome::Saved);
        check(&t, "main.td", &opts(&t), Outcome::Hit);
        t
    });

    // A FIFO where an analysis file is: a miss, and the save replaces it.
    let (parsed, outcome) = t.cache().parse_file_traced(t.path("main.td"), &o);
    assert_eq!(outcome, Outcome::Hit);
    let analyses = parsed.unwrap().analyses.unwrap();
    assert!(analyses.save("count", "v1", &[7]));
    let file = std::fs::read_dir(t.path("cache"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|x| x == "tgra"))
        .unwrap();
    std::fs::remove_file(&file).unwrap();
    assert!(mkfifo(&file));
    let analyses = within_ten_seconds(move || {
        assert_eq!(analyses.load("count", "v1"), None);
        assert!(analyses.save("count", "v1", &[7]));
        assert_eq!(analyses.load("count", "v1"), Some(vec![7]));
        analyses
    });
    drop(analyses);

    // A FIFO an `include` now finds before the file the entry holds: a
    // miss found without opening it (opening waits for a writer), so the
    // parse that follows reads what the writer sends.
    let t = Tmp::new("fifo-include");
    t.write("main.td", "include \"x.td\"\n");
    t.write("d2/x.td", "def InD2;\n");
    std::fs::create_dir_all(t.path("d1")).unwrap();
    let o = ParseOptions { include_dirs: vec![t.path("d1"), t.path("d2")], ..ParseOptions::default() };
    check(&t, "main.td", &o, Outcome::Saved);
    let fifo = t.path("d1/x.td");
    assert!(mkfifo(&fifo));
    std::thread::spawn(move || {
        // Opening for writing waits for the one reader, the parse's lexer.
        let _ = std::fs::write(fifo, "def InFifo;\n");
    });
    let records = within_ten_seconds(move || {
        let (parsed, outcome) = t.cache().parse_file_traced(t.path("main.td"), &o);
        assert_ne!(outcome, Outcome::Hit);
        let rk = parsed.unwrap().records;
        let _ = std::fs::remove_file(t.path("d1/x.td"));
        rk.print_records_bytes()
    });
    assert!(String::from_utf8_lossy(&records).contains("def InFifo"));
}
