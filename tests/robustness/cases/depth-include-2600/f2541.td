include "f2542.td"
