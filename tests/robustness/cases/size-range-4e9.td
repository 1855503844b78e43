def A { list<int> l = !range(0, 4000000000); }
