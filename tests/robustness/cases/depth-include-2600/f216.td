include "f217.td"
