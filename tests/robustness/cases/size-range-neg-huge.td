def A { list<int> l = !range(-4000000000, 0); }
