include "f485.td"
