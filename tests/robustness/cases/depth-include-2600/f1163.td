include "f1164.td"
