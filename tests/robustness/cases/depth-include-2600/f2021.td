include "f2022.td"
