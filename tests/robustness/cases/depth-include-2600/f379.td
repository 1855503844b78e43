include "f380.td"
