include "f2571.td"
