include "f653.td"
