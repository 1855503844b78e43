def a;
def A { dag d = !foldl((a), !range(10000000), acc, i, (a acc)); }
