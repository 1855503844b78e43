foreach i = 0...4000000000 in def A#i;
