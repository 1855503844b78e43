include "f975.td"
