def A { string s = !substr("été", 0, 1); string t = !substr("été", 1, 3); int n = !size("é"); }
