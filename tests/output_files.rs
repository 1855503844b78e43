//! Output files of the backends that write as they go (`-print-records`,
//! `-dump-json`): the file holds the same bytes as standard output, it
//! changes all at once (a new file renamed into place, no temporary left
//! behind), `--write-if-changed` leaves an identical file alone, and an
//! error removes it, as llvm-tblgen-19 does (checked by hand against it:
//! `assert 0` leaves exit status 1 and no `-o` file).

use std::os::unix::fs::MetadataExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A string with a byte that is not UTF-8 (written as is to both outputs:
/// as the byte by `-print-records`, as U+FFFD by `-dump-json`), and more
/// records than fit in a few output blocks.
const TD: &str = "class C<int n> { int x = n; string s = \"a@\"; }\n\
                  foreach i = 0...700 in def D#i : C<i>;\n\
                  def op;\n\
                  def E { list<int> l = [1, 2]; dag d = (op 1, 2); }\n";

fn write_td(dir: &Path, text: &str) {
    let bytes: Vec<u8> = text.bytes().map(|b| if b == b'@' { 0xff } else { b }).collect();
    std::fs::write(dir.join("t.td"), bytes).unwrap();
}

fn scratch(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tg-output-files-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn tablegen(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablegen-under-test")).current_dir(dir).args(args).output().unwrap()
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    v.sort();
    v
}

#[test]
fn file_output_is_standard_output() {
    let d = scratch("same");
    write_td(&d, TD);
    for backend in ["-print-records", "-dump-json"] {
        let to_stdout = tablegen(&d, &[backend, "t.td"]);
        assert!(to_stdout.status.success());
        // More than a few blocks of records, so both threads format some.
        assert!(to_stdout.stdout.len() > 20_000, "{backend}");
        std::fs::write(d.join("out.inc"), b"old contents").unwrap();
        let to_file = tablegen(&d, &[backend, "t.td", "-o", "out.inc"]);
        assert!(to_file.status.success() && to_file.stdout.is_empty() && to_file.stderr.is_empty());
        assert!(std::fs::read(d.join("out.inc")).unwrap() == to_stdout.stdout, "{backend}");
        assert_eq!(names(&d), ["out.inc", "t.td"]);
    }
}

#[test]
fn write_if_changed_keeps_an_identical_file() {
    let d = scratch("unchanged");
    write_td(&d, TD);
    assert!(tablegen(&d, &["t.td", "-o", "out.inc"]).status.success());
    let inode = |d: &Path| std::fs::metadata(d.join("out.inc")).unwrap().ino();
    let first = inode(&d);
    // Identical output: the file is not replaced.
    assert!(tablegen(&d, &["--write-if-changed", "t.td", "-o", "out.inc"]).status.success());
    assert_eq!(inode(&d), first);
    // A different output of the same length, and a longer one, replace it.
    for edit in ["int x = n;", "int xx = n;"] {
        write_td(&d, &TD.replace("int x = n;", &edit.replace('x', "y")));
        let (before, old_inode) = (std::fs::read(d.join("out.inc")).unwrap(), inode(&d));
        assert!(tablegen(&d, &["--write-if-changed", "t.td", "-o", "out.inc"]).status.success());
        assert_ne!(std::fs::read(d.join("out.inc")).unwrap(), before);
        // Renamed into place while the old file was still there: a new
        // inode (a freed one may come back later, so only this one counts).
        assert_ne!(inode(&d), old_inode);
    }
    assert_eq!(names(&d), ["out.inc", "t.td"]);
}

#[test]
fn an_error_removes_the_output() {
    let d = scratch("error");
    write_td(&d, &format!("{TD}assert 0, \"boom\";\n"));
    std::fs::write(d.join("out.inc"), b"old").unwrap();
    let out = tablegen(&d, &["t.td", "-o", "out.inc"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).ends_with(": 1 errors.\n"));
    assert_eq!(names(&d), ["t.td"]);
}

#[test]
fn a_read_only_output_fails_as_before() {
    use std::os::unix::fs::PermissionsExt as _;
    let d = scratch("readonly");
    write_td(&d, TD);
    std::fs::write(d.join("out.inc"), b"old").unwrap();
    std::fs::set_permissions(d.join("out.inc"), std::fs::Permissions::from_mode(0o444)).unwrap();
    let out = tablegen(&d, &["-print-records", "t.td", "-o", "out.inc"]);
    // As root the file is writable anyway; otherwise LLVM's open error.
    if out.status.success() {
        assert!(std::fs::read(d.join("out.inc")).unwrap().starts_with(b"------------- Classes"));
    } else {
        assert_eq!(out.status.code(), Some(1));
        assert!(String::from_utf8_lossy(&out.stderr).contains("error opening out.inc: "));
        assert_eq!(std::fs::read(d.join("out.inc")).unwrap(), b"old");
    }
    assert_eq!(names(&d), ["out.inc", "t.td"]);
}
