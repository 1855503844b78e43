include "f1814.td"
