include "f1145.td"
