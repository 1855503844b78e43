def A { string s = "ÿşÃ©"; int x = undefined_thing; }
