include "f839.td"
