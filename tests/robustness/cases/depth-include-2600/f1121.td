include "f1122.td"
