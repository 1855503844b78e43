include "f1386.td"
