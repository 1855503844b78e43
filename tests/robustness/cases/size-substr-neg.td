def A { string s = !substr("abc", -1); }
