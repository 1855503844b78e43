include "f281.td"
