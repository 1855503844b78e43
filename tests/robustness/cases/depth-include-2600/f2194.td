include "f2195.td"
