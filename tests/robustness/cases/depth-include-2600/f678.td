include "f679.td"
