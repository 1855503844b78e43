include "f178.td"
