include "f292.td"
