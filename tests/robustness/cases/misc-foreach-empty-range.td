foreach i = 5...0 in def A#i;
foreach i = !range(0) in def B#i;
