include "f835.td"
