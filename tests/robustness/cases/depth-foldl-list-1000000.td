def A { list<int> l = !foldl([]<int>, !range(1000000), acc, i, !listconcat(acc, [i])); }
