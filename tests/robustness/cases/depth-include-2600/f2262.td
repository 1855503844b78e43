include "f2263.td"
