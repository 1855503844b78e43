include "f532.td"
