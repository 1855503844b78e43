include "f994.td"
