include "f880.td"
