include "a.td"
def A;
