include "f2274.td"
