include "f1492.td"
