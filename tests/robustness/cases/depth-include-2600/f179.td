include "f180.td"
