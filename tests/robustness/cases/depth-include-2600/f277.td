include "f278.td"
