include "f1912.td"
