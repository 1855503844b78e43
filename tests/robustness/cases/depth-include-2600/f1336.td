include "f1337.td"
