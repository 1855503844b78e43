include "f860.td"
