include "f676.td"
