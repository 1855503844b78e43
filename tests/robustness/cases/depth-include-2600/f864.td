include "f865.td"
