include "f71.td"
