include "f1090.td"
