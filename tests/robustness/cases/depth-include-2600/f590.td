include "f591.td"
