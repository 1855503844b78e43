//! The [`Interner`] as the record cache saves it (`crate::cache`): the text,
//! the raw bytes of strings that are not UTF-8, and every symbol's span.
//! The lookup table is rebuilt on load (one hash per string).

use super::{span_bytes, spread, str_hash, Interner, Span, Sym};
use crate::bytes::{arena, arena_capacity, Reader, Writer};
use hashbrown::HashTable;

impl Interner {
    /// Appends the interner to `w`; `None` if it does not fit the format
    /// (more than 4 GiB of text).
    pub(crate) fn save(&self, w: &mut Writer) -> Option<()> {
        if self.exhausted {
            return None;
        }
        w.bytes(self.text.as_bytes())?;
        w.bytes(&self.raw)?;
        let words = |n: usize| u32::try_from(n).ok();
        let mut raw_spans = Vec::with_capacity(self.raw_spans.len() * 2);
        for &(a, b) in &self.raw_spans {
            raw_spans.extend([words(a)?, words(b)?]);
        }
        w.u32s(raw_spans.into_iter())?;
        let mut spans = Vec::with_capacity(self.spans.len() * 3);
        for sp in &self.spans {
            spans.extend([words(sp.start)?, sp.len, sp.raw]);
        }
        w.u32s(spans.into_iter())
    }

    /// Reads an interner saved by [`Interner::save`], checking that every
    /// span lies inside the text (on character boundaries) or the raw bytes.
    pub(crate) fn load(r: &mut Reader<'_>) -> Option<Interner> {
        let text = std::str::from_utf8(r.bytes()?).ok()?;
        let text = {
            let mut t = String::with_capacity(arena_capacity(text.len()));
            t.push_str(text);
            t
        };
        let raw = r.bytes()?.to_vec();
        let mut rs = r.u32s()?;
        let mut raw_spans = Vec::with_capacity(rs.remaining() / 2);
        while !rs.is_empty() {
            let (a, b) = (rs.next()? as usize, rs.next()? as usize);
            if a > b || b > raw.len() {
                return None;
            }
            raw_spans.push((a, b));
        }
        let mut sw = r.u32s()?;
        let n = sw.remaining() / 3;
        let mut spans = arena(n);
        while !sw.is_empty() {
            let (start, len, raw_index) = (sw.next()? as usize, sw.next()?, sw.next()?);
            let end = start.checked_add(len as usize)?;
            if end > text.len() || !text.is_char_boundary(start) || !text.is_char_boundary(end) {
                return None;
            }
            if raw_index != u32::MAX && raw_index as usize >= raw_spans.len() {
                return None;
            }
            spans.push(Span { start, len, raw: raw_index });
        }
        let mut table = HashTable::with_capacity(spans.len());
        for (i, sp) in spans.iter().enumerate() {
            let hash = str_hash(span_bytes(sp, &text, &raw, &raw_spans));
            table.insert_unique(spread(hash), (Sym(i as u32), hash), |e: &(Sym, u32)| spread(e.1));
        }
        Some(Interner { text, raw, raw_spans, spans, table, exhausted: false })
    }

    /// Whether two interners hold the same symbols (the cache's tests).
    #[cfg(test)]
    pub(crate) fn same_as(&self, b: &Interner) -> bool {
        self.len() == b.len() && (0..self.len() as u32).all(|i| self.bytes(Sym(i)) == b.bytes(Sym(i)))
    }
}
