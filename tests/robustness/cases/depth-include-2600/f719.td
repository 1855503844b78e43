include "f720.td"
