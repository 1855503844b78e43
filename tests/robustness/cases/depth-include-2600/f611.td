include "f612.td"
