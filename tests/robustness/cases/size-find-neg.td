def A { int i = !find("abc", "c", -1); }
