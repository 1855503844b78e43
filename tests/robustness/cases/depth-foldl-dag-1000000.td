def a;
def A { dag d = !foldl((a), !range(1000000), acc, i, (a acc)); }
