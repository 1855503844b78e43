include "f1655.td"
