include "f604.td"
