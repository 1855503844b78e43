include "f1937.td"
