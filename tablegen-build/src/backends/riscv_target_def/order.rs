//! The canonical order of RISC-V extension names in a `-march` string
//! (LLVM's `RISCVISAUtils::compareExtension`): single letters in the
//! order `i e m a f d q l c b k j t p v n h`, other letters alphabetically
//! after them; then `z` extensions by the rank of their second letter;
//! then `s` extensions; then `x` extensions; equal ranks by name.

use std::cmp::Ordering;

/// The standard single-letter extensions after `i` and `e`, in order.
const STD_EXTS: &[u8] = b"mafdqlcbkjtpvnh";

const Z_EXTENSION: u32 = 1 << 6;
const S_EXTENSION: u32 = 1 << 7;
const X_EXTENSION: u32 = 1 << 8;

/// The rank of a single letter. Bytes are C++ `char`s (signed), and the
/// arithmetic wraps as LLVM's `unsigned` does, so that names outside the
/// lowercase letters sort where llvm-tblgen sorts them.
fn letter_rank(c: u8) -> u32 {
    match c {
        b'i' => 0,
        b'e' => 1,
        _ => match STD_EXTS.iter().position(|&x| x == c) {
            Some(p) => p as u32 + 2,
            None => (2 + STD_EXTS.len() as u32).wrapping_add((i32::from(c as i8) - i32::from(b'a')) as u32),
        },
    }
}

fn rank(name: &str) -> u32 {
    // `std::string::operator[]` at the size reads the terminating NUL.
    let at = |i: usize| name.as_bytes().get(i).copied().unwrap_or(0);
    match at(0) {
        b's' => S_EXTENSION,
        b'z' => Z_EXTENSION | letter_rank(at(1)),
        b'x' => X_EXTENSION,
        c => letter_rank(c),
    }
}

/// `compareExtension` as an ordering.
///
/// For example `m` comes before `a`, `zicsr` before `zmmul` (by the rank
/// of the second letter, not alphabetically: `zmmul` before `zba`), and
/// every `z` extension before every `s` extension.
pub(super) fn compare(a: &str, b: &str) -> Ordering {
    rank(a).cmp(&rank(b)).then_with(|| a.as_bytes().cmp(b.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::compare;

    #[test]
    fn canonical_order() {
        let mut v = vec!["xventanacondops", "svinval", "zicsr", "zmmul", "c", "a", "m", "e", "i", "zba", "y"];
        v.sort_by(|a, b| compare(a, b));
        assert_eq!(v, ["i", "e", "m", "a", "c", "y", "zicsr", "zmmul", "zba", "svinval", "xventanacondops"]);
    }
}
