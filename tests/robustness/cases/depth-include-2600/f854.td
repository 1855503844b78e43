include "f855.td"
