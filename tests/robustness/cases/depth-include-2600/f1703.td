include "f1704.td"
