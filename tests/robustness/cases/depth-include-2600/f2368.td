include "f2369.td"
