include "f1916.td"
