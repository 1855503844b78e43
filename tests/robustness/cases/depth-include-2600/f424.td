include "f425.td"
