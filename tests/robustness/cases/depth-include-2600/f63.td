include "f64.td"
