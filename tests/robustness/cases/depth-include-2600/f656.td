include "f657.td"
