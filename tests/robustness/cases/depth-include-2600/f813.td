include "f814.td"
