#ifdef X
def A;
#endif
#ifndef Y
def B;
#endif
