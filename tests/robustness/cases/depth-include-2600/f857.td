include "f858.td"
