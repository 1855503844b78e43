include "f1676.td"
