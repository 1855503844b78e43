include "f701.td"
