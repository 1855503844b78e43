include "f2540.td"
