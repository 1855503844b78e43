include "f2359.td"
