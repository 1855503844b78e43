include "f2589.td"
