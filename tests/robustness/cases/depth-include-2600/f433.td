include "f434.td"
