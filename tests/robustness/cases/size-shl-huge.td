def A { int i = !shl(1, 64); int j = !shl(1, -1); int k = !srl(1, 100); }
