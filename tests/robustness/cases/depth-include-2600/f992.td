include "f993.td"
