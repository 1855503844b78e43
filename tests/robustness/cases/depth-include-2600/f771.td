include "f772.td"
