include "f631.td"
