//! `std::sort` exactly as libstdc++ implements it (introsort: median-of-three
//! quicksort, heapsort past the depth limit, a final insertion sort).
//!
//! `llvm::sort` is `std::sort`, which is not stable: elements that compare
//! equal end up in an order only this algorithm reproduces. The reference
//! `llvm-tblgen-19` is built against libstdc++.

/// Sorts `v` with the strict weak ordering `less` as libstdc++'s `std::sort`.
pub(crate) fn sort_by<T>(v: &mut Vec<T>, mut less: impl FnMut(&T, &T) -> bool) {
    let n = v.len();
    if n < 2 {
        return;
    }
    // Sort a permutation: the algorithm moves values through temporaries,
    // which is simplest to mirror on copyable indices.
    let mut idx: Vec<usize> = (0..n).collect();
    {
        let mut s = Sorter { a: &mut idx, less: |x: usize, y: usize| less(&v[x], &v[y]) };
        let depth = 2 * (usize::BITS - 1 - n.leading_zeros()) as usize;
        s.introsort_loop(0, n, depth);
        s.final_insertion_sort(0, n);
    }
    let mut slots: Vec<Option<T>> = std::mem::take(v).into_iter().map(Some).collect();
    v.extend(idx.into_iter().filter_map(|i| slots[i].take()));
}

const THRESHOLD: usize = 16;

struct Sorter<'a, F> {
    a: &'a mut [usize],
    less: F,
}

impl<F: FnMut(usize, usize) -> bool> Sorter<'_, F> {
    fn lt(&mut self, i: usize, j: usize) -> bool {
        (self.less)(self.a[i], self.a[j])
    }

    fn introsort_loop(&mut self, first: usize, mut last: usize, mut depth: usize) {
        while last - first > THRESHOLD {
            if depth == 0 {
                self.heap_sort(first, last);
                return;
            }
            depth -= 1;
            let cut = self.partition_pivot(first, last);
            self.introsort_loop(cut, last, depth);
            last = cut;
        }
    }

    fn partition_pivot(&mut self, first: usize, last: usize) -> usize {
        let mid = first + (last - first) / 2;
        self.move_median_to_first(first, first + 1, mid, last - 1);
        self.unguarded_partition(first + 1, last, first)
    }

    fn move_median_to_first(&mut self, result: usize, a: usize, b: usize, c: usize) {
        let pick = if self.lt(a, b) {
            if self.lt(b, c) {
                b
            } else if self.lt(a, c) {
                c
            } else {
                a
            }
        } else if self.lt(a, c) {
            a
        } else if self.lt(b, c) {
            c
        } else {
            b
        };
        self.a.swap(result, pick);
    }

    fn unguarded_partition(&mut self, mut first: usize, mut last: usize, pivot: usize) -> usize {
        let end = last;
        loop {
            // The median-of-three pivot bounds both scans; the index checks
            // only matter for an inconsistent ordering.
            while first + 1 < end && self.lt(first, pivot) {
                first += 1;
            }
            last -= 1;
            while last > pivot && self.lt(pivot, last) {
                last -= 1;
            }
            if first >= last {
                return first;
            }
            self.a.swap(first, last);
            first += 1;
        }
    }

    fn final_insertion_sort(&mut self, first: usize, last: usize) {
        if last - first > THRESHOLD {
            self.insertion_sort(first, first + THRESHOLD);
            for i in first + THRESHOLD..last {
                self.linear_insert(first, i);
            }
        } else {
            self.insertion_sort(first, last);
        }
    }

    fn insertion_sort(&mut self, first: usize, last: usize) {
        for i in first + 1..last {
            if self.lt(i, first) {
                self.a[first..=i].rotate_right(1);
            } else {
                self.linear_insert(first, i);
            }
        }
    }

    /// Moves `a[i]` left past every element greater than it (never past `floor`).
    fn linear_insert(&mut self, floor: usize, mut i: usize) {
        let val = self.a[i];
        while i > floor && (self.less)(val, self.a[i - 1]) {
            self.a[i] = self.a[i - 1];
            i -= 1;
        }
        self.a[i] = val;
    }

    fn heap_sort(&mut self, first: usize, last: usize) {
        let len = last - first;
        if len >= 2 {
            let mut parent = (len - 2) / 2;
            loop {
                let v = self.a[first + parent];
                self.adjust_heap(first, parent, len, v);
                if parent == 0 {
                    break;
                }
                parent -= 1;
            }
        }
        let mut end = last;
        while end - first > 1 {
            end -= 1;
            let v = self.a[end];
            self.a[end] = self.a[first];
            self.adjust_heap(first, 0, end - first, v);
        }
    }

    fn adjust_heap(&mut self, first: usize, mut hole: usize, len: usize, value: usize) {
        let top = hole;
        let mut child = hole;
        while child < (len - 1) / 2 {
            child = 2 * (child + 1);
            if self.lt(first + child, first + child - 1) {
                child -= 1;
            }
            self.a[first + hole] = self.a[first + child];
            hole = child;
        }
        if len & 1 == 0 && child == (len - 2) / 2 {
            child = 2 * (child + 1);
            self.a[first + hole] = self.a[first + child - 1];
            hole = child - 1;
        }
        // push_heap
        while hole > top {
            let parent = (hole - 1) / 2;
            if !(self.less)(self.a[first + parent], value) {
                break;
            }
            self.a[first + hole] = self.a[first + parent];
            hole = parent;
        }
        self.a[first + hole] = value;
    }
}

#[cfg(test)]
mod tests {
    use super::sort_by;

    /// A small LCG so the test needs no dependencies.
    fn keys(seed: u64, n: usize, range: u64) -> Vec<(u64, usize)> {
        let mut x = seed;
        (0..n)
            .map(|i| {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                ((x >> 33) % range, i)
            })
            .collect()
    }

    #[test]
    fn sorts_and_matches_a_known_libstdcxx_permutation() {
        for (seed, n) in [(1, 0), (2, 1), (3, 17), (4, 100), (5, 1000)] {
            let mut v = keys(seed, n, 7);
            sort_by(&mut v, |a, b| a.0 < b.0);
            assert!(v.windows(2).all(|w| w[0].0 <= w[1].0));
        }
        // Equal keys: libstdc++ (g++ 12, std::sort on pair keys comparing
        // .first) leaves the original positions in this order.
        let mut v: Vec<(u32, usize)> = [3, 1, 2, 1, 3, 2, 1, 3, 2, 1, 3, 2, 1, 3, 2, 1, 3, 2, 1, 3]
            .iter()
            .enumerate()
            .map(|(i, k)| (*k, i))
            .collect();
        sort_by(&mut v, |a, b| a.0 < b.0);
        let order: Vec<usize> = v.iter().map(|p| p.1).collect();
        assert_eq!(order, EXPECTED_20);

        // 60 elements: two levels of partitioning before the insertion sort.
        let mut v: Vec<(usize, usize)> = (0..60).map(|i| ((i * 7 + i * i) % 5, i)).collect();
        sort_by(&mut v, |a, b| a.0 < b.0);
        let order: Vec<usize> = v.iter().map(|p| p.1).collect();
        assert_eq!(order, EXPECTED_60);
    }

    #[test]
    fn heap_sort_matches_libstdcxx_partial_sort() {
        // What the depth-limit fallback, `std::partial_sort(first, last,
        // last)`, does to equal keys (libstdc++, g++ 12).
        let keys: Vec<usize> = (0..25).map(|i| (i * 7 + i * i) % 5).collect();
        let mut idx: Vec<usize> = (0..25).collect();
        let mut s = super::Sorter { a: &mut idx, less: |x: usize, y: usize| keys[x] < keys[y] };
        s.heap_sort(0, 25);
        assert_eq!(idx, [18, 10, 8, 13, 0, 3, 15, 23, 20, 5, 16, 17, 7, 1, 21, 22, 11, 12, 2, 6, 4, 9, 19, 24, 14]);
    }

    const EXPECTED_60: [usize; 60] = [
        0, 35, 33, 30, 38, 28, 40, 25, 23, 43, 45, 20, 18, 48, 15, 13, 58, 3, 5, 55, 8, 53, 10, 50, 52, 42, 46, 41, 56,
        51, 57, 47, 37, 36, 1, 32, 2, 6, 7, 11, 12, 16, 17, 21, 22, 26, 27, 31, 44, 19, 24, 49, 14, 39, 9, 54, 29, 4,
        34, 59,
    ];

    const EXPECTED_20: [usize; 20] = [1, 3, 6, 18, 9, 12, 15, 2, 5, 8, 17, 11, 14, 19, 0, 16, 13, 10, 7, 4];
}
