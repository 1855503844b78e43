include "f2584.td"
