include "f956.td"
