//! The "did you mean" suggestion for an unknown option: the spelling of a
//! known option nearest to it in edit distance (C++
//! `OptTable::findNearest`, over `StringRef::edit_distance`).

use alloc::string::String;
use alloc::vec;

use super::{Layout, OptTable};

/// The nearest known spelling to an unknown option and how far it is.
///
/// ```
/// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind};
/// static OPTIONS: [OptInfo; 1] = [OptInfo::new(&["--"], "output=", OptionKind::Joined)];
/// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["--"] };
/// let n = TABLE.find_nearest("--outptu=x", None, 4, u32::MAX);
/// assert_eq!((n.distance, n.spelling.as_deref()), (2, Some("--output=x")));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nearest {
    /// The edit distance (`u32::MAX` when no option qualified).
    pub distance: u32,
    /// The suggested spelling, with the unknown option's value after a
    /// `=` or `:` the candidate ends with (none when no option qualified).
    pub spelling: Option<String>,
}

impl OptTable {
    /// The known spelling nearest to `option` (C++ `findNearest` with a
    /// visibility mask: `None` is every visibility). Options whose name is
    /// shorter than `min_length` (LLVM's tools pass 4) and options without
    /// prefixes are not candidates; candidates further than `max_distance`
    /// are not considered. Ties go to the first candidate in table order.
    ///
    /// ```
    /// use tablegen_runtime::opt::{OptInfo, OptTable, OptionKind};
    /// static OPTIONS: [OptInfo; 1] = [OptInfo::new(&["-", "--"], "help", OptionKind::Flag)];
    /// static TABLE: OptTable = OptTable { options: &OPTIONS, prefixes_union: &["-", "--"] };
    /// assert_eq!(TABLE.find_nearest("--helm", None, 4, u32::MAX).spelling.as_deref(), Some("--help"));
    /// assert_eq!(TABLE.find_nearest("--helm", None, 5, u32::MAX).distance, u32::MAX);
    /// ```
    pub fn find_nearest(
        &self,
        option: &str,
        visibility: Option<&[&str]>,
        min_length: usize,
        max_distance: u32,
    ) -> Nearest {
        let layout = Layout::of(self);
        let mut best = if max_distance == u32::MAX { u32::MAX } else { max_distance + 1 };
        let mut nearest = None;
        let option = option.as_bytes();
        for info in self.options.get(layout.first_searchable..).unwrap_or(&[]) {
            let name = info.name.as_bytes();
            if name.len() < min_length || !info.is_visible(visibility) || info.prefixes.is_empty() {
                continue;
            }
            // A candidate ending in a delimiter is compared with the
            // option up to its first such delimiter; the rest is the value
            // the suggestion keeps.
            let last = name.last().copied().unwrap_or(0);
            let delimited = last == b'=' || last == b':';
            let (normalized, rest) = match option.iter().position(|&c| c == last) {
                Some(at) if delimited => (&option[..=at], &option[at + 1..]),
                _ => (option, &[][..]),
            };
            for prefix in info.prefixes {
                let size = prefix.len() + name.len();
                if size.abs_diff(normalized.len()) > best as usize {
                    continue;
                }
                let mut candidate = vec::Vec::with_capacity(size);
                candidate.extend_from_slice(prefix.as_bytes());
                candidate.extend_from_slice(name);
                let mut distance = edit_distance(&candidate, normalized, best);
                // Needing a value the option does not give costs one more.
                if rest.is_empty() && delimited {
                    distance = distance.saturating_add(1);
                }
                if distance < best {
                    best = distance;
                    candidate.extend_from_slice(rest);
                    nearest = Some(String::from_utf8_lossy(&candidate).into_owned());
                }
            }
        }
        Nearest { distance: best, spelling: nearest }
    }
}

/// The edit distance from `from` to `to` with insertions, removals and
/// replacements (C++ `StringRef::edit_distance` allowing replacements).
/// When `max` is not 0 and every way costs more than `max`, the answer is
/// `max + 1` as soon as that is certain.
///
/// ```
/// use tablegen_runtime::opt::edit_distance;
/// assert_eq!(edit_distance(b"kitten", b"sitting", 0), 3);
/// assert_eq!(edit_distance(b"kitten", b"sitting", 1), 2);
/// assert_eq!(edit_distance(b"", b"abc", 0), 3);
/// ```
pub fn edit_distance(from: &[u8], to: &[u8], max: u32) -> u32 {
    let over = max.wrapping_add(1);
    if max != 0 && from.len().abs_diff(to.len()) > max as usize {
        return over;
    }
    let mut row: vec::Vec<u32> = (0..=to.len()).map(|i| u32::try_from(i).unwrap_or(u32::MAX)).collect();
    for (y, &c) in from.iter().enumerate() {
        let y = u32::try_from(y + 1).unwrap_or(u32::MAX);
        let mut previous = y - 1;
        row[0] = y;
        let mut best_this_row = y;
        for x in 1..row.len() {
            let old = row[x];
            let replace = previous.saturating_add(u32::from(c != to[x - 1]));
            row[x] = replace.min(row[x - 1].min(old).saturating_add(1));
            previous = old;
            best_this_row = best_this_row.min(row[x]);
        }
        if max != 0 && best_this_row > max {
            return over;
        }
    }
    row[to.len()]
}
