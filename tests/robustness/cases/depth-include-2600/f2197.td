include "f2198.td"
