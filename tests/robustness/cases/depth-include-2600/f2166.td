include "f2167.td"
