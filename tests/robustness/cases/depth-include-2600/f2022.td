include "f2023.td"
