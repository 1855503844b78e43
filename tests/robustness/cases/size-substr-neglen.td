def A { string s = !substr("abc", 0, -1); }
