include "f803.td"
