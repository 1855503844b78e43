class K;
def A : K;
