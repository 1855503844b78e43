include "f2532.td"
