include "f156.td"
