include "f922.td"
