include "f1961.td"
