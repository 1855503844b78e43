include "f2337.td"
