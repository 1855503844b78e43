include "f664.td"
