include "f322.td"
