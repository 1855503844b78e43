def A { string s = "\xff"; }
