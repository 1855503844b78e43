def A { int i = !find("aÿşÃ©b", "ş"); int j = !find("Ã©", "©"); int k = !find("abc", "ÿ"); }
