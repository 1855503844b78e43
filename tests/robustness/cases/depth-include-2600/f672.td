include "f673.td"
