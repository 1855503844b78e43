include "f1672.td"
