include "f1278.td"
