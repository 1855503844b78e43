def A { int n = !size("ÿþ"); string s = "ÿþ"; }
