include "f896.td"
