include "f680.td"
