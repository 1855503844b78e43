def A { list<int> l = !listsplat(7, 4000000000); }
