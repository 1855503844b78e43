def A { string s = "ÿşÃ"; int x = é undefined_thingÿ; }
