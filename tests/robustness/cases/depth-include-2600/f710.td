include "f711.td"
