include "f1195.td"
