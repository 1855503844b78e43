include "f2487.td"
