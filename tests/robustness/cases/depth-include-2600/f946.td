include "f947.td"
