include "f219.td"
