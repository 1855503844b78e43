include "f1827.td"
