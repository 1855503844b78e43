include "f929.td"
