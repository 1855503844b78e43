def A { bit a = !lt("ÿ", "a"); bit b = !gt("Ã©", "z"); bit c = !le("€", ""); }
