include "f589.td"
