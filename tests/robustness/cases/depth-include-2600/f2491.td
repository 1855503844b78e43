include "f2492.td"
