include "f445.td"
