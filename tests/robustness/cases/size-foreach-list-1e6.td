foreach i = !range(1000000) in def A#i;
