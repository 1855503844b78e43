include "f640.td"
