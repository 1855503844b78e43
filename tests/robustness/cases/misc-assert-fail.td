assert 0, "boom";
def A;
