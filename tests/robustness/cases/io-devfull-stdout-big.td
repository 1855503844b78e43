foreach i = 0...9999 in def A#i { int x = i; }
