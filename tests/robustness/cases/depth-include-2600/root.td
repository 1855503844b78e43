include "f0.td"
def First;
