include "f186.td"
