include "f2021.td"
