include "f2296.td"
