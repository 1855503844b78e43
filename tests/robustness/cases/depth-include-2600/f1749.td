include "f1750.td"
