include "f930.td"
