def A { string s = !substr("abc", 4000000000); string t = !substr("abc", 1, 4000000000); }
