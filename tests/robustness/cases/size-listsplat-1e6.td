def A { list<string> l = !listsplat("x", 1000000); }
