//! Assembly-syntax variants inside one `AsmString`: `{a|b}` holds the text
//! of variant 0 (`a`) and variant 1 (`b`), X86's AT&T and Intel syntaxes.

/// The text of `asm` for variant `variant` (LLVM's
/// `CodeGenInstruction::FlattenAsmStringVariants`): every `{...|...}` group
/// is replaced by its `variant`-th alternative (empty when it has fewer),
/// groups nest, and a brace after `$` or `\` is not a group.
///
/// An unterminated group takes the rest of the string, as LLVM's does in a
/// build without assertions.
///
/// ```
/// use tablegen_build::model::asm::flatten_variants;
/// let asm = "mov{l}\t{$src, $dst|$dst, $src}";
/// assert_eq!(flatten_variants(asm, 0), "movl\t$src, $dst");
/// assert_eq!(flatten_variants(asm, 1), "mov\t$dst, $src");
/// assert_eq!(flatten_variants("${dst}, \\{x\\}", 1), "${dst}, \\{x\\}");
/// ```
pub fn flatten_variants(asm: &str, variant: u32) -> String {
    let mut cur = asm.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(cur.len());
    loop {
        let start = (0..cur.len()).find(|&i| cur[i] == b'{' && (i == 0 || (cur[i - 1] != b'$' && cur[i - 1] != b'\\')));
        let Some(start) = start else {
            out.extend_from_slice(cur);
            break;
        };
        out.extend_from_slice(&cur[..start]);
        let body = start + 1;
        let mut end = body;
        let mut depth = 1u32;
        while end < cur.len() {
            if cur[end] == b'}' && cur[end - 1] != b'\\' {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            } else if cur[end] == b'{' {
                depth += 1;
            }
            end += 1;
        }
        let mut selection = &cur[body..end];
        for _ in 0..variant {
            selection = match selection.iter().position(|&c| c == b'|') {
                Some(bar) => &selection[bar + 1..],
                None => &[],
            };
        }
        let first = selection.iter().position(|&c| c == b'|').unwrap_or(selection.len());
        out.extend_from_slice(&selection[..first]);
        cur = cur.get(end + 1..).unwrap_or(&[]);
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::flatten_variants;

    #[test]
    fn nested_groups_end_at_their_brace_but_split_at_every_bar() {
        // LLVM finds a group's end by counting braces, then splits its body
        // at every `|`, nested or not.
        assert_eq!(flatten_variants("a{b{c|d}|e}f", 0), "ab{cf");
        assert_eq!(flatten_variants("a{b{c|d}|e}f", 1), "ad}f");
        assert_eq!(flatten_variants("a{b}c", 1), "ac");
        assert_eq!(flatten_variants("a{b|c", 1), "ac");
        assert_eq!(flatten_variants("", 3), "");
    }
}
