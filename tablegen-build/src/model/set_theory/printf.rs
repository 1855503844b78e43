//! The C `printf` subset that `(sequence "Format", ...)` relies on: LLVM
//! formats each name with `format(Format, unsigned(i))`.

/// Formats `value` with the C format string `fmt`, as `snprintf(fmt, value)`
/// does for the integer and character conversions (`d i u o x X c`, with
/// flags, width, precision and length modifiers) and `%%`.
///
/// C reads one argument per conversion; every conversion here gets `value`.
/// Other conversions (`%s`, `%f`, ...) would read an argument of the wrong
/// type in C and are copied through unchanged.
///
/// ```
/// use tablegen_build::model::set_theory::format_unsigned;
/// assert_eq!(format_unsigned("R%u", 7), "R7");
/// assert_eq!(format_unsigned("D%02u_%#x", 5), "D05_0x5");
/// assert_eq!(format_unsigned("%-3c|100%%", 97), "a  |100%");
/// ```
pub fn format_unsigned(fmt: &str, value: u32) -> String {
    let b = fmt.as_bytes();
    let mut out = Vec::with_capacity(b.len() + 8);
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'%' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        match Spec::parse(b, i + 1, value) {
            Some((spec, next)) => {
                spec.write(&mut out, value);
                i = next;
            }
            None => {
                // Not a conversion we model: keep the text as it is.
                let end = conversion_end(b, i + 1);
                out.extend_from_slice(&b[i..end]);
                i = end;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// One conversion specification.
#[derive(Default)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
    /// Argument width in bits as the length modifier says (8, 16, 32, 64).
    bits: u32,
    conv: u8,
}

fn conversion_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && !b[i].is_ascii_alphabetic() && b[i] != b'%' {
        i += 1;
    }
    while i < b.len() && b"hlLqjzZt".contains(&b[i]) {
        i += 1;
    }
    (i + 1).min(b.len())
}

/// Widths and precisions beyond this are clamped: they only make names no
/// def can have, and C would build them just as uselessly.
const MAX_FIELD: usize = 1 << 20;

fn number(b: &[u8], i: &mut usize) -> usize {
    let mut n: usize = 0;
    while *i < b.len() && b[*i].is_ascii_digit() {
        n = n.saturating_mul(10).saturating_add(usize::from(b[*i] - b'0'));
        *i += 1;
    }
    n.min(MAX_FIELD)
}

impl Spec {
    fn parse(b: &[u8], mut i: usize, value: u32) -> Option<(Spec, usize)> {
        let mut s = Spec { bits: 32, ..Spec::default() };
        while i < b.len() {
            match b[i] {
                b'-' => s.left = true,
                b'+' => s.plus = true,
                b' ' => s.space = true,
                b'#' => s.alt = true,
                b'0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        if b.get(i) == Some(&b'*') {
            // The width comes from the argument list: ours is `value`.
            let w = value as i32;
            s.left |= w < 0;
            s.width = (w.unsigned_abs() as usize).min(MAX_FIELD);
            i += 1;
        } else {
            s.width = number(b, &mut i);
        }
        if b.get(i) == Some(&b'.') {
            i += 1;
            if b.get(i) == Some(&b'*') {
                let p = value as i32;
                s.precision = usize::try_from(p).ok().map(|p| p.min(MAX_FIELD));
                i += 1;
            } else {
                s.precision = Some(number(b, &mut i));
            }
        }
        loop {
            match b.get(i) {
                Some(b'h') if b.get(i + 1) == Some(&b'h') => {
                    s.bits = 8;
                    i += 2;
                }
                Some(b'h') => {
                    s.bits = 16;
                    i += 1;
                }
                Some(b'l' | b'q' | b'j' | b'z' | b'Z' | b't' | b'L') => {
                    s.bits = 64;
                    i += 1;
                }
                _ => break,
            }
        }
        s.conv = *b.get(i)?;
        if !b"diuoxXc%".contains(&s.conv) {
            return None;
        }
        Some((s, i + 1))
    }

    fn write(&self, out: &mut Vec<u8>, value: u32) {
        let v = u64::from(value);
        let (sign, digits, prefix): (&[u8], Vec<u8>, &[u8]) = match self.conv {
            b'%' => {
                out.push(b'%');
                return;
            }
            b'c' => {
                self.pad(out, &[], &[], &[value as u8]);
                return;
            }
            b'd' | b'i' => {
                let n: i64 = match self.bits {
                    8 => i64::from(value as i8),
                    16 => i64::from(value as i16),
                    32 => i64::from(value as i32),
                    _ => v as i64,
                };
                let sign: &[u8] = if n < 0 {
                    b"-"
                } else if self.plus {
                    b"+"
                } else if self.space {
                    b" "
                } else {
                    b""
                };
                (sign, self.digits(n.unsigned_abs(), 10, false), b"")
            }
            conv => {
                let n = match self.bits {
                    8 => v & 0xff,
                    16 => v & 0xffff,
                    _ => v,
                };
                let (base, upper) = match conv {
                    b'o' => (8, false),
                    b'x' => (16, false),
                    b'X' => (16, true),
                    _ => (10, false),
                };
                let mut digits = self.digits(n, base, upper);
                let mut prefix: &[u8] = b"";
                if self.alt {
                    match conv {
                        b'o' if digits.first() != Some(&b'0') => digits.insert(0, b'0'),
                        b'x' if n != 0 => prefix = b"0x",
                        b'X' if n != 0 => prefix = b"0X",
                        _ => {}
                    }
                }
                (b"", digits, prefix)
            }
        };
        self.pad(out, sign, prefix, &digits);
    }

    /// The digits of `n`, at least `precision` of them (none for a zero
    /// value with precision 0).
    fn digits(&self, mut n: u64, base: u64, upper: bool) -> Vec<u8> {
        let table: &[u8; 16] = if upper { b"0123456789ABCDEF" } else { b"0123456789abcdef" };
        let mut d = Vec::new();
        while n > 0 {
            d.push(table[(n % base) as usize]);
            n /= base;
        }
        let min = self.precision.unwrap_or(1);
        while d.len() < min {
            d.push(b'0');
        }
        d.reverse();
        d
    }

    fn pad(&self, out: &mut Vec<u8>, sign: &[u8], prefix: &[u8], body: &[u8]) {
        let len = sign.len() + prefix.len() + body.len();
        let fill = self.width.saturating_sub(len);
        // `0` pads between sign and digits; `-` or a precision disables it.
        let zero = self.zero && !self.left && self.precision.is_none() && self.conv != b'c';
        if !self.left && !zero {
            out.resize(out.len() + fill, b' ');
        }
        out.extend_from_slice(sign);
        out.extend_from_slice(prefix);
        if zero {
            out.resize(out.len() + fill, b'0');
        }
        out.extend_from_slice(body);
        if self.left {
            out.resize(out.len() + fill, b' ');
        }
    }
}
