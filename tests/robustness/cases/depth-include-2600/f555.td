include "f556.td"
