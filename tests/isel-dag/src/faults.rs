//! Faults put into a matcher table on purpose, for the tests that must
//! catch them.

use tablegen_runtime::isel::opc;

/// Swaps the node opcodes `a` and `b` in the cases of the table's leading
/// `OPC_SwitchOpcode`, so that a node of one is matched by the patterns of
/// the other; returns how many cases it changed (2 when both have one).
/// A table that does not start with the switch is left alone. Out-of-range
/// sizes stop the walk rather than panic.
pub fn swap_opcode_cases(table: &mut [u8], a: u16, b: u16) -> usize {
    if table.first() != Some(&opc::SWITCH_OPCODE) {
        return 0;
    }
    let (mut pos, mut swapped) = (1, 0);
    loop {
        // A case: VBR size, 2-byte opcode, body.
        let (mut size, mut shift) = (0usize, 0);
        loop {
            let Some(&byte) = table.get(pos) else { return swapped };
            pos += 1;
            size |= usize::from(byte & 127).checked_shl(shift).unwrap_or(0);
            shift += 7;
            if byte < 128 {
                break;
            }
        }
        let Some(case) = table.get_mut(pos..pos + 2) else { return swapped };
        if size == 0 {
            return swapped;
        }
        let opcode = u16::from_le_bytes([case[0], case[1]]);
        let to = match opcode {
            _ if opcode == a => Some(b),
            _ if opcode == b => Some(a),
            _ => None,
        };
        if let Some(to) = to {
            case.copy_from_slice(&to.to_le_bytes());
            swapped += 1;
        }
        pos += 2 + size;
    }
}
