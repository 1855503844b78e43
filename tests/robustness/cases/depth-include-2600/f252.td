include "f253.td"
