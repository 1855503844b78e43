def a;
def A { dag d = !foldl((a), !range(30000), acc, i, (a acc)); }
