include "f270.td"
