include "f2049.td"
