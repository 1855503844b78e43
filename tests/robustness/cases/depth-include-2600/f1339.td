include "f1340.td"
