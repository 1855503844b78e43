include "f439.td"
