include "f957.td"
