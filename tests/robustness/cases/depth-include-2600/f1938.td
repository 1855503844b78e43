include "f1939.td"
