include "f898.td"
