def A { list<int> l = !foldl([]<int>, !range(10000), acc, i, !listconcat(acc, [i])); }
