def A { list<int> l = !listsplat(7, -1); }
