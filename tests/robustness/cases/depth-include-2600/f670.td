include "f671.td"
