include "f1782.td"
