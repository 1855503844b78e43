include "f116.td"
