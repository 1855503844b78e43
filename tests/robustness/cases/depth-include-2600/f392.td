include "f393.td"
