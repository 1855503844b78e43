include "f684.td"
