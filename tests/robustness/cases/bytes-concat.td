def A { string s = !strconcat("ÿ", "Ã", "©"); string t = "þ" # "x" # "Ã"; list<string> l = ["ÿ"] # ["€"]; }
