include "f189.td"
