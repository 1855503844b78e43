include "f1657.td"
