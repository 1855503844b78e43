include "f1965.td"
