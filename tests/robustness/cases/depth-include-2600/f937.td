include "f938.td"
