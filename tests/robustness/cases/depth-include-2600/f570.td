include "f571.td"
