include "f205.td"
