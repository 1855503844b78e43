include "f786.td"
