//! LLVM's sorts, reproduced exactly.
//!
//! [`unstable_sort`] is libstdc++'s `std::sort` (introsort: median-of-three
//! quicksort, heapsort past the depth limit, a final insertion sort) step for
//! step. `llvm::sort` is `std::sort`, which is not stable: elements that
//! compare equal (intrinsics with one name, table entries equal up to case)
//! end up in an order only this algorithm reproduces. The reference
//! `llvm-tblgen-19` is built against libstdc++. [`stable_sort`] is a plain
//! merge sort: a stable sort's result does not depend on the algorithm.
//!
//! The comparison is fallible because backends' comparisons can report
//! fatal errors halfway through a sort; [`sort_by`] is the infallible form.
//!
//! ```
//! let mut v = vec!["b", "A", "a", "B"];
//! // Case-insensitive ties keep the order libstdc++ leaves them in.
//! tablegen_build::support::sort::sort_by(&mut v, |x, y| x.to_ascii_lowercase() < y.to_ascii_lowercase());
//! assert_eq!(v, ["A", "a", "b", "B"]);
//! ```

/// Elements at or below this count are left to the final insertion sort
/// (libstdc++'s `_S_threshold`).
const THRESHOLD: usize = 16;

/// Sorts `v` exactly as libstdc++'s `std::sort(first, last, less)` does.
/// Stops at the first error `less` returns, leaving `v` in some permutation.
pub fn unstable_sort<T: Copy, E>(v: &mut [T], less: &mut impl FnMut(T, T) -> Result<bool, E>) -> Result<(), E> {
    if v.len() < 2 {
        return Ok(());
    }
    let depth_limit = 2 * v.len().ilog2() as usize;
    introsort_loop(v, depth_limit, less)?;
    final_insertion_sort(v, less)
}

fn introsort_loop<T: Copy, E>(
    mut v: &mut [T],
    mut depth_limit: usize,
    less: &mut impl FnMut(T, T) -> Result<bool, E>,
) -> Result<(), E> {
    while v.len() > THRESHOLD {
        if depth_limit == 0 {
            return heap_sort(v, less);
        }
        depth_limit -= 1;
        let cut = partition_pivot(v, less)?;
        let (head, tail) = v.split_at_mut(cut);
        introsort_loop(tail, depth_limit, less)?;
        v = head;
    }
    Ok(())
}

/// Median-of-three into `v[0]`, then Hoare partition of `v[1..]` around it.
fn partition_pivot<T: Copy, E>(v: &mut [T], less: &mut impl FnMut(T, T) -> Result<bool, E>) -> Result<usize, E> {
    let n = v.len();
    let mid = n / 2;
    move_median_to_first(v, 1, mid, n - 1, less)?;
    let mut first = 1;
    let mut last = n;
    loop {
        // The bounds checks never fire for a strict weak order (the median
        // of three is a sentinel); they keep a broken comparison in range.
        while first < n && less(v[first], v[0])? {
            first += 1;
        }
        last -= 1;
        while less(v[0], v[last])? {
            if last == 0 {
                break;
            }
            last -= 1;
        }
        if first >= last {
            return Ok(first);
        }
        v.swap(first, last);
        first += 1;
    }
}

fn move_median_to_first<T: Copy, E>(
    v: &mut [T],
    a: usize,
    b: usize,
    c: usize,
    less: &mut impl FnMut(T, T) -> Result<bool, E>,
) -> Result<(), E> {
    let pick = if less(v[a], v[b])? {
        if less(v[b], v[c])? {
            b
        } else if less(v[a], v[c])? {
            c
        } else {
            a
        }
    } else if less(v[a], v[c])? {
        a
    } else if less(v[b], v[c])? {
        c
    } else {
        b
    };
    v.swap(0, pick);
    Ok(())
}

fn final_insertion_sort<T: Copy, E>(v: &mut [T], less: &mut impl FnMut(T, T) -> Result<bool, E>) -> Result<(), E> {
    if v.len() > THRESHOLD {
        insertion_sort(&mut v[..THRESHOLD], less)?;
        for i in THRESHOLD..v.len() {
            unguarded_linear_insert(v, i, less)?;
        }
        Ok(())
    } else {
        insertion_sort(v, less)
    }
}

fn insertion_sort<T: Copy, E>(v: &mut [T], less: &mut impl FnMut(T, T) -> Result<bool, E>) -> Result<(), E> {
    for i in 1..v.len() {
        if less(v[i], v[0])? {
            v[..=i].rotate_right(1);
        } else {
            unguarded_linear_insert(v, i, less)?;
        }
    }
    Ok(())
}

/// Moves `v[i]` left past every greater element. Relies on an element not
/// greater than it further left (the partition guarantees one), but stops at
/// the slice start anyway so a comparison that is not a strict weak order
/// cannot run off the end.
fn unguarded_linear_insert<T: Copy, E>(
    v: &mut [T],
    mut i: usize,
    less: &mut impl FnMut(T, T) -> Result<bool, E>,
) -> Result<(), E> {
    let val = v[i];
    while i > 0 && less(val, v[i - 1])? {
        v[i] = v[i - 1];
        i -= 1;
    }
    v[i] = val;
    Ok(())
}

/// libstdc++'s `__partial_sort(first, last, last)`: make a heap, then pop it.
fn heap_sort<T: Copy, E>(v: &mut [T], less: &mut impl FnMut(T, T) -> Result<bool, E>) -> Result<(), E> {
    let len = v.len();
    if len >= 2 {
        let mut parent = (len - 2) / 2;
        loop {
            let value = v[parent];
            adjust_heap(v, parent, len, value, less)?;
            if parent == 0 {
                break;
            }
            parent -= 1;
        }
    }
    let mut last = len;
    while last > 1 {
        last -= 1;
        let value = v[last];
        v[last] = v[0];
        adjust_heap(&mut v[..last], 0, last, value, less)?;
    }
    Ok(())
}

fn adjust_heap<T: Copy, E>(
    v: &mut [T],
    mut hole: usize,
    len: usize,
    value: T,
    less: &mut impl FnMut(T, T) -> Result<bool, E>,
) -> Result<(), E> {
    let top = hole;
    let mut child = hole;
    while child < len.saturating_sub(1) / 2 {
        child = 2 * (child + 1);
        if less(v[child], v[child - 1])? {
            child -= 1;
        }
        v[hole] = v[child];
        hole = child;
    }
    if len & 1 == 0 && len >= 2 && child == (len - 2) / 2 {
        child = 2 * (child + 1);
        v[hole] = v[child - 1];
        hole = child - 1;
    }
    // push_heap
    let mut parent = hole.wrapping_sub(1) / 2;
    while hole > top && less(v[parent], value)? {
        v[hole] = v[parent];
        hole = parent;
        parent = hole.wrapping_sub(1) / 2;
    }
    v[hole] = value;
    Ok(())
}

/// A stable sort (top-down merge sort) that stops at the first error.
pub fn stable_sort<T: Copy, E>(v: &mut [T], less: &mut impl FnMut(T, T) -> Result<bool, E>) -> Result<(), E> {
    if v.len() < 2 {
        return Ok(());
    }
    let mut buf = v.to_vec();
    merge_sort(v, &mut buf, less)
}

/// Sorts `v`, using `buf` (same length) as scratch.
fn merge_sort<T: Copy, E>(v: &mut [T], buf: &mut [T], less: &mut impl FnMut(T, T) -> Result<bool, E>) -> Result<(), E> {
    let n = v.len();
    if n <= 8 {
        for i in 1..n {
            let val = v[i];
            let mut j = i;
            while j > 0 && less(val, v[j - 1])? {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = val;
        }
        return Ok(());
    }
    let mid = n / 2;
    {
        let (lo, hi) = v.split_at_mut(mid);
        let (blo, bhi) = buf.split_at_mut(mid);
        merge_sort(lo, blo, less)?;
        merge_sort(hi, bhi, less)?;
    }
    // Already in order: nothing to merge.
    if !less(v[mid], v[mid - 1])? {
        return Ok(());
    }
    buf.copy_from_slice(v);
    let (mut i, mut j, mut k) = (0, mid, 0);
    while i < mid && j < n {
        // Take from the right only when strictly less: keeps equal keys stable.
        if less(buf[j], buf[i])? {
            v[k] = buf[j];
            j += 1;
        } else {
            v[k] = buf[i];
            i += 1;
        }
        k += 1;
    }
    v[k..k + (mid - i)].copy_from_slice(&buf[i..mid]);
    k += mid - i;
    v[k..].copy_from_slice(&buf[j..n]);
    Ok(())
}

/// Sorts `v` as glibc's `qsort` (which LLVM's `array_pod_sort` calls) does
/// with the three-way comparison `cmp`: glibc 2.36's top-down merge sort,
/// taking from the left run while `cmp(left, right) <= 0`. Which pairs it
/// compares, and so which pair a failing comparison reports, is glibc's.
///
/// ```
/// let mut v = [3, 1, 2];
/// let r: Result<(), ()> = tablegen_build::support::sort::qsort(&mut v, &mut |a, b| Ok(a.cmp(&b) as i32));
/// assert!(r.is_ok());
/// assert_eq!(v, [1, 2, 3]);
/// ```
pub fn qsort<T: Copy, E>(v: &mut [T], cmp: &mut impl FnMut(T, T) -> Result<i32, E>) -> Result<(), E> {
    let mut tmp = Vec::with_capacity(v.len());
    glibc_msort(v, &mut tmp, cmp)
}

fn glibc_msort<T: Copy, E>(
    v: &mut [T],
    tmp: &mut Vec<T>,
    cmp: &mut impl FnMut(T, T) -> Result<i32, E>,
) -> Result<(), E> {
    let n = v.len();
    if n <= 1 {
        return Ok(());
    }
    let n1 = n / 2;
    glibc_msort(&mut v[..n1], tmp, cmp)?;
    glibc_msort(&mut v[n1..], tmp, cmp)?;
    tmp.clear();
    let (mut i, mut j) = (0, n1);
    while i < n1 && j < n {
        if cmp(v[i], v[j])? <= 0 {
            tmp.push(v[i]);
            i += 1;
        } else {
            tmp.push(v[j]);
            j += 1;
        }
    }
    // What is left of the right run is already in place.
    tmp.extend_from_slice(&v[i..n1]);
    let done = tmp.len();
    v[..done].copy_from_slice(tmp);
    Ok(())
}

/// Sorts `v` with the strict weak ordering `less` exactly as libstdc++'s
/// `std::sort` does. Elements need not be `Copy`: the algorithm runs on
/// positions, which gives the same permutation.
pub fn sort_by<T>(v: &mut Vec<T>, mut less: impl FnMut(&T, &T) -> bool) {
    let mut order: Vec<usize> = (0..v.len()).collect();
    let sorted =
        unstable_sort(&mut order, &mut |a: usize, b: usize| Ok::<bool, core::convert::Infallible>(less(&v[a], &v[b])));
    if sorted.is_err() {
        return;
    }
    let mut slots: Vec<Option<T>> = v.drain(..).map(Some).collect();
    v.extend(order.into_iter().filter_map(|k| slots[k].take()));
}

/// [`sort_by`] for a `less` that is a strict weak ordering, faster when no
/// two elements are equivalent: the sorted order is then unique, so the
/// standard library's sort (linear on input already in order, as defs
/// listed by name often are) gives libstdc++'s permutation. Equivalent
/// elements, whose order only libstdc++'s algorithm decides, send it to
/// [`sort_by`] from the original order. (The intrinsic table's 14,000
/// entries: 185M instructions in the emulation.)
///
/// ```
/// let mut v = vec![3, 1, 2];
/// tablegen_build::support::sort::sort_distinct_by(&mut v, |a, b| a < b);
/// assert_eq!(v, [1, 2, 3]);
/// // Case-insensitive ties: libstdc++'s order, as `sort_by` gives it.
/// let mut w = vec!["b", "A", "a", "B"];
/// tablegen_build::support::sort::sort_distinct_by(&mut w, |x, y| x.to_ascii_lowercase() < y.to_ascii_lowercase());
/// assert_eq!(w, ["A", "a", "b", "B"]);
/// ```
pub fn sort_distinct_by<T>(v: &mut Vec<T>, mut less: impl FnMut(&T, &T) -> bool) {
    use core::cmp::Ordering;
    // `cmp(a, b) == Less` exactly when `less(a, b)`, so the fallback sorts
    // by `less` itself.
    sort_distinct_by_cmp(v, |a, b| {
        if less(a, b) {
            Ordering::Less
        } else if less(b, a) {
            Ordering::Greater
        } else {
            Ordering::Equal
        }
    });
}

/// [`sort_distinct_by`] with a three-way comparison: one call per
/// comparison where `less` needs two, for elements that are costly to
/// compare (long names sharing long prefixes). When no two elements
/// compare equal the order is the one sorted order; otherwise libstdc++'s,
/// as [`sort_by`] gives it with `cmp(a, b) == Less`.
///
/// ```
/// let mut v = vec!["llvm.b", "llvm.a.x", "llvm.a"];
/// tablegen_build::support::sort::sort_distinct_by_cmp(&mut v, |a, b| a.cmp(b));
/// assert_eq!(v, ["llvm.a", "llvm.a.x", "llvm.b"]);
/// let mut w = vec!["b", "A", "a", "B"];
/// tablegen_build::support::sort::sort_distinct_by_cmp(&mut w, |x, y| x.to_ascii_lowercase().cmp(&y.to_ascii_lowercase()));
/// assert_eq!(w, ["A", "a", "b", "B"]);
/// ```
pub fn sort_distinct_by_cmp<T>(v: &mut Vec<T>, mut cmp: impl FnMut(&T, &T) -> core::cmp::Ordering) {
    use core::cmp::Ordering;
    let mut order: Vec<usize> = (0..v.len()).collect();
    // Unstable is enough: elements that compare equal send the whole sort
    // to the emulation below.
    order.sort_unstable_by(|&a, &b| cmp(&v[a], &v[b]));
    if order.windows(2).all(|w| cmp(&v[w[0]], &v[w[1]]) == Ordering::Less) {
        permute(v, order);
    } else {
        sort_by(v, |a, b| cmp(a, b) == Ordering::Less);
    }
}

/// Puts element `from[k]` at position `k`, for every `k`, by swaps along
/// the cycles of the permutation `from` (no second vector of elements).
///
/// ```
/// let mut v = vec!['a', 'b', 'c', 'd'];
/// tablegen_build::support::sort::permute(&mut v, vec![2, 0, 3, 1]);
/// assert_eq!(v, ['c', 'a', 'd', 'b']);
/// ```
pub fn permute<T>(v: &mut [T], mut from: Vec<usize>) {
    for i in 0..v.len() {
        let mut at = i;
        while from[at] != i {
            let next = from[at];
            v.swap(at, next);
            from[at] = at;
            at = next;
        }
        from[at] = at;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lcg(seed: &mut u64) -> u64 {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        *seed >> 33
    }

    #[test]
    fn distinct_fast_path_agrees_with_the_emulation() {
        let mut seed = 11;
        for n in [0usize, 1, 2, 17, 100, 1000] {
            for range in [5u64, 1_000_000] {
                // Pairs compared by key only: with range 5 there are ties,
                // whose order the fast path must leave to the emulation.
                let v: Vec<(u64, usize)> = (0..n).map(|i| (lcg(&mut seed) % range, i)).collect();
                let mut a = v.clone();
                sort_by(&mut a, |x, y| x.0 < y.0);
                let mut b = v.clone();
                sort_distinct_by(&mut b, |x, y| x.0 < y.0);
                assert_eq!(a, b, "n = {n}, range = {range}");
                let mut c = v.clone();
                sort_distinct_by_cmp(&mut c, |x, y| x.0.cmp(&y.0));
                assert_eq!(a, c, "by cmp: n = {n}, range = {range}");
            }
        }
    }

    #[test]
    fn sorts_like_a_sort() {
        let mut seed = 7;
        for n in [0usize, 1, 2, 3, 15, 16, 17, 33, 100, 1000] {
            let v: Vec<u32> = (0..n).map(|_| (lcg(&mut seed) % 50) as u32).collect();
            let mut a = v.clone();
            unstable_sort(&mut a, &mut |x, y| Ok::<_, ()>(x < y)).unwrap();
            let mut b = v.clone();
            b.sort();
            assert_eq!(a, b);
            // Stability: sort (key, position) pairs by key only.
            let mut s: Vec<(u32, usize)> = v.iter().copied().zip(0..).collect();
            stable_sort(&mut s, &mut |x, y| Ok::<_, ()>(x.0 < y.0)).unwrap();
            let mut t: Vec<(u32, usize)> = v.iter().copied().zip(0..).collect();
            t.sort_by_key(|p| p.0);
            assert_eq!(s, t);
        }
    }

    #[test]
    fn heap_fallback_sorts() {
        let mut v: Vec<u32> = (0..200).rev().collect();
        heap_sort(&mut v, &mut |x, y| Ok::<_, ()>(x < y)).unwrap();
        assert!(v.windows(2).all(|w| w[0] <= w[1]));
    }

    /// Ties keep libstdc++'s order: a reference sequence produced by
    /// `std::sort` on pairs compared by their first member only
    /// (g++ 12, libstdc++).
    #[test]
    fn ties_follow_libstdcxx() {
        let keys = [3, 1, 3, 2, 1, 3, 2, 2, 1, 3, 3, 1, 2, 2, 1, 3, 1, 2, 3, 1];
        let mut v: Vec<(u32, u32)> = keys.iter().copied().zip(0..).collect();
        unstable_sort(&mut v, &mut |x, y| Ok::<_, ()>(x.0 < y.0)).unwrap();
        let order: Vec<u32> = v.iter().map(|p| p.1).collect();
        assert_eq!(order, LIBSTDCXX_ORDER);
    }

    const LIBSTDCXX_ORDER: [u32; 20] = [1, 19, 16, 14, 11, 8, 4, 6, 7, 12, 13, 3, 17, 5, 9, 10, 15, 2, 18, 0];

    /// 300 elements with 7 distinct keys: exercises partitioning; the
    /// reference hash comes from the same program.
    #[test]
    fn ties_follow_libstdcxx_partitioning() {
        let mut seed = 7;
        let mut v: Vec<(u64, u64)> = (0..300).map(|i| (lcg(&mut seed) % 7, i)).collect();
        unstable_sort(&mut v, &mut |x, y| Ok::<_, ()>(x.0 < y.0)).unwrap();
        let h = v.iter().fold(0u64, |h, p| h.wrapping_mul(31).wrapping_add(p.1));
        assert_eq!(h, 16244592367753017176);
    }

    #[test]
    fn errors_stop_the_sort() {
        let mut v = vec![3, 2, 1];
        let r = unstable_sort(&mut v, &mut |x, _| if x == 1 { Err("bad") } else { Ok(false) });
        assert_eq!(r, Err("bad"));
        let r = stable_sort(&mut v, &mut |x, _| if x == 1 { Err("bad") } else { Ok(false) });
        assert_eq!(r, Err("bad"));
    }
}
