include "f1872.td"
