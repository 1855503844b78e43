include "f483.td"
