include "f1612.td"
