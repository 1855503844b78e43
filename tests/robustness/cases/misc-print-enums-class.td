class K;
def B : K;
def A : K;
