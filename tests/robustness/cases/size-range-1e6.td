def A { list<int> l = !range(0, 1000000); }
