include "f2095.td"
