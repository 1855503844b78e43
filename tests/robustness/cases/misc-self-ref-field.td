def A { int x = y; int y = x; }
