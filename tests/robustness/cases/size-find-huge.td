def A { int i = !find("abc", "c", 4000000000); }
