include "f707.td"
