include "f357.td"
