include "f609.td"
