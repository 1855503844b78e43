include "f236.td"
