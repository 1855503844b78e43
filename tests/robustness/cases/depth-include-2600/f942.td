include "f943.td"
