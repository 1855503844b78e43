//! Little-endian reads from the byte-string tables generated modules hold.
//! Every read is checked: a short or malformed table reads as `None`,
//! never as a panic.

/// The `u16` at byte `at`, if the table has two bytes there.
pub(crate) fn read_u16(bytes: &[u8], at: usize) -> Option<u16> {
    let s = bytes.get(at..at.checked_add(2)?)?;
    Some(u16::from_le_bytes(s.try_into().ok()?))
}

/// The `u32` at byte `at`, if the table has four bytes there.
pub(crate) fn read_u32(bytes: &[u8], at: usize) -> Option<u32> {
    let s = bytes.get(at..at.checked_add(4)?)?;
    Some(u32::from_le_bytes(s.try_into().ok()?))
}

/// The `u64` at byte `at`, if the table has eight bytes there.
pub(crate) fn read_u64(bytes: &[u8], at: usize) -> Option<u64> {
    let s = bytes.get(at..at.checked_add(8)?)?;
    Some(u64::from_le_bytes(s.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_are_little_endian_and_bounded() {
        let b = [1, 2, 3, 4, 5, 6, 7, 8];
        assert_eq!(read_u16(&b, 0), Some(0x0201));
        assert_eq!(read_u32(&b, 4), Some(0x0807_0605));
        assert_eq!(read_u64(&b, 0), Some(0x0807_0605_0403_0201));
        assert_eq!(read_u16(&b, 7), None);
        assert_eq!(read_u64(&b, 1), None);
        assert_eq!(read_u32(&b, usize::MAX), None);
    }
}
