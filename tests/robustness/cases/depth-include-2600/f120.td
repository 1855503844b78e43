include "f121.td"
