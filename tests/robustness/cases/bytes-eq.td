def A { bit e = !eq("ÿ", "ş"); bit f = !eq("ÿ", "ÿ"); bit n = !ne("Ã©", "é"); }
