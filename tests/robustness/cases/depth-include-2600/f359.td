include "f360.td"
