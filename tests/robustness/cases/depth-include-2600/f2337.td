include "f2338.td"
