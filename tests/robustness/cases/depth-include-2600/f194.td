include "f195.td"
